// StdioTransport.swift runs a language server over two file descriptors: a reader thread and a worker.

import Foundation
import RowcJSON

/// Connects a `LanguageServer` to byte streams. The reader thread frames input and queues it
/// (so cancellations reach queued requests); the calling thread handles messages in order.
public enum StdioTransport {
    /// Serves until `exit` or the end of input; returns the exit status (0 only after `shutdown`).
    public static func run(version: String, input: Int32, output: Int32) -> Int32 {
        let writer = FrameWriter(fd: output)
        let server = LanguageServer(version: version) { writer.write(MessageWriter.frame($0)) }
        let thread = Thread {
            var reader = MessageReader()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                for event in reader.feed(buffer[0..<n]) { server.receive(event) }
            }
            for event in reader.finish() { server.receive(event) }
            server.endOfInput()
        }
        thread.start()
        return server.runUntilExit()
    }
}

/// Writes whole frames to a file descriptor, one at a time. A closed pipe ends writing
/// quietly: the client is gone, and the end of input will follow.
final class FrameWriter: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var closed = false

    init(fd: Int32) {
        self.fd = fd
    }

    func write(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { closed = true; return }
                offset += n
            }
        }
    }
}
