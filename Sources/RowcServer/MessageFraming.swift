// MessageFraming.swift splits a byte stream into Content-Length framed messages, and frames outgoing ones.

import RowcJSON

/// Reads LSP base-protocol frames: header lines, a blank line, then exactly Content-Length bytes.
///
/// It never stops on bad input. A header block without a usable Content-Length (missing,
/// not a decimal number, or over `maxContentLength`) is dropped and reported as `.malformed`;
/// reading goes on after that block's blank line. Bytes before a `Content-Length:` header in
/// a block, such as the rest of a body whose length was given too small, are skipped; the
/// last `Content-Length` in a block wins, so the reader finds the next frame again.
/// A header block longer than `maxHeaderBytes` without a blank line is dropped as well.
public struct MessageReader {
    public enum Event: Equatable, Sendable {
        /// The body of one frame; it may still fail to parse as JSON.
        case message([UInt8])
        /// Bytes that could not be read as a frame, with the reason.
        case malformed(String)
    }

    public static let maxContentLength = 64 << 20
    public static let maxHeaderBytes = 16 << 10

    private var buffer: [UInt8] = []
    private var start = 0
    /// The length of the body being read, once its header has been.
    private var bodyLength: Int?
    /// Where the search for the header's end goes on: a client that sends a header a byte at a
    /// time would otherwise have it searched from its start for every byte.
    private var searched = 0

    public init() {}

    /// Adds bytes read from the stream and returns the events they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        // Called from other modules, this generic is not specialised: appending element by
        // element through it cost more than the framing. Contiguous bytes are copied at once.
        if bytes.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil {
            buffer.append(contentsOf: bytes)
        }
        var events: [Event] = []
        while let event = nextEvent() { events.append(event) }
        if start > 0 && (start == buffer.count || start > 1 << 16) {
            buffer.removeFirst(start)
            searched = max(0, searched - start)
            start = 0
        }
        return events
    }

    /// The stream has ended: a frame cut short is reported, then forgotten.
    public mutating func finish() -> [Event] {
        defer { buffer = []; start = 0; bodyLength = nil; searched = 0 }
        let rest = buffer[start...]
        if bodyLength != nil { return [.malformed("the input ended inside a message body")] }
        if rest.contains(where: { !Self.isSpace($0) }) { return [.malformed("the input ended inside a message header")] }
        return []
    }

    private mutating func nextEvent() -> Event? {
        if let length = bodyLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            bodyLength = nil
            return .message(body)
        }
        guard let (headerEnd, bodyStart) = headerTerminator() else {
            if buffer.count - start > Self.maxHeaderBytes {
                start = buffer.count
                return .malformed("a header longer than \(Self.maxHeaderBytes) bytes without a blank line")
            }
            return nil
        }
        let header = Array(buffer[start..<headerEnd])
        start = bodyStart
        // Blank lines between frames are tolerated.
        if header.allSatisfy(Self.isSpace) { return nextEvent() }
        switch Self.contentLength(in: header) {
        case .success(let length):
            bodyLength = length
            return nextEvent()
        case .failure(let reason):
            return .malformed(reason.message)
        }
    }

    /// Where the header block ends (`\r\n\r\n`, or `\n\n` from lenient clients) and the body begins.
    private mutating func headerTerminator() -> (Int, Int)? {
        var i = max(start, searched)
        while i < buffer.count {
            if buffer[i] == 0x0A {
                if i + 1 < buffer.count && buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < buffer.count && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        // A terminator starting two bytes from the end may still be completed by the next read.
        searched = max(start, buffer.count - 2)
        return nil
    }

    struct HeaderError: Error { let message: String }

    /// The value of the last `Content-Length:` in `header` (case-insensitive), validated.
    static func contentLength(in header: [UInt8]) -> Result<Int, HeaderError> {
        let name = Array("content-length:".utf8)
        var found: Int?
        var i = 0
        while i + name.count <= header.count {
            if zip(name, header[i..<i + name.count]).allSatisfy({ $0 == ($1 | (($1 >= 0x41 && $1 <= 0x5A) ? 0x20 : 0)) }) {
                found = i + name.count
            }
            i += 1
        }
        guard var j = found else { return .failure(HeaderError(message: "a message header without Content-Length")) }
        while j < header.count, header[j] == 0x20 || header[j] == 0x09 { j += 1 }
        var value = 0
        var digits = 0
        while j < header.count, (0x30...0x39).contains(header[j]) {
            value = value * 10 + Int(header[j] - 0x30)
            digits += 1
            j += 1
            if value > maxContentLength { return .failure(HeaderError(message: "a Content-Length over \(maxContentLength) bytes")) }
        }
        while j < header.count, header[j] == 0x20 || header[j] == 0x09 || header[j] == 0x0D { j += 1 }
        guard digits > 0, j == header.count || header[j] == 0x0A else {
            return .failure(HeaderError(message: "a Content-Length that is not a decimal number"))
        }
        return .success(value)
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
}

/// RowFrames outgoing messages.
public enum MessageWriter {
    /// `Content-Length: N\r\n\r\n` followed by the compact JSON, N counted in UTF-8 bytes.
    public static func frame(_ message: JSON) -> [UInt8] {
        let body = message.serializedUTF8()
        return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
