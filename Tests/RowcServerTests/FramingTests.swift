// FramingTests.swift covers the Content-Length reader on split, joined, truncated and malformed input.

import RowcJSON
@testable import RowcServer
import Testing

@Suite struct FramingTests {
    func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    func read(_ chunks: [[UInt8]], finish: Bool = true) -> [MessageReader.Event] {
        var reader = MessageReader()
        var events = chunks.flatMap { reader.feed($0) }
        if finish { events += reader.finish() }
        return events
    }

    func message(_ text: String) -> MessageReader.Event { .message(Array(text.utf8)) }

    @Test func oneMessageSplitAtEveryByte() {
        let bytes = frame(#"{"a":"é🍏"}"#)
        for cut in 0...bytes.count {
            #expect(read([Array(bytes[..<cut]), Array(bytes[cut...])]) == [message(#"{"a":"é🍏"}"#)], "cut at \(cut)")
        }
        #expect(read(bytes.map { [$0] }) == [message(#"{"a":"é🍏"}"#)])
    }

    @Test func aStreamReadsTheSameInChunksOfAnySize() {
        let stream = frame("[1]") + Array("\r\nX-Other: 1\ncontent-length: 3\n\n[2]".utf8) + frame("{}")
            + Array("no length\r\n\r\n".utf8) + frame("[3]")
        let whole = read([stream])
        #expect(whole.count == 5)
        for size in 1...stream.count {
            let chunks = stride(from: 0, to: stream.count, by: size).map { Array(stream[$0..<min($0 + size, stream.count)]) }
            #expect(read(chunks) == whole, "chunks of \(size) bytes")
        }
    }

    @Test func severalMessagesInOneChunk() {
        #expect(read([frame("[1]") + frame("[2]") + frame("[3]")]) == [message("[1]"), message("[2]"), message("[3]")])
    }

    @Test func otherHeadersAndLenientLineEndings() {
        let typed = Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:3\r\n\r\n[1]".utf8)
        #expect(read([typed]) == [message("[1]")])
        #expect(read([Array("Content-Length: 3\n\n[2]".utf8)]) == [message("[2]")])
        #expect(read([Array("\r\n".utf8) + frame("[3]")]) == [message("[3]")])
    }

    @Test func missingOrBadContentLengthIsDroppedAndReadingGoesOn() {
        for header in ["Content-Type: x\r\n\r\n", "Content-Length: abc\r\n\r\n", "Content-Length: -5\r\n\r\n",
                       "Content-Length: 99999999999999999999\r\n\r\n", "Content-Length: 3 4\r\n\r\n", "Content-Length:\r\n\r\n"] {
            let events = read([Array(header.utf8) + frame("[1]")])
            #expect(events.count == 2, "\(header.debugDescription)")
            if case .malformed = events.first {} else { Issue.record("\(header.debugDescription) not reported") }
            #expect(events.last == message("[1]"), "\(header.debugDescription)")
        }
    }

    @Test func aLengthTooSmallResynchronisesOnTheNextHeader() {
        let short = Array("Content-Length: 4\r\n\r\n{\"a\":1}".utf8)
        #expect(read([short + frame("[2]")]) == [message("{\"a\""), message("[2]")])
    }

    @Test func aLengthTooLargeSwallowsInputUntilTheEnd() {
        let long = Array("Content-Length: 50\r\n\r\n[1]".utf8)
        #expect(read([long]) == [.malformed("the input ended inside a message body")])
    }

    @Test func anEndlessHeaderIsDropped() {
        let junk = [UInt8](repeating: UInt8(ascii: "x"), count: MessageReader.maxHeaderBytes + 10)
        let events = read([junk, frame("[1]")])
        #expect(events.first == .malformed("a header longer than \(MessageReader.maxHeaderBytes) bytes without a blank line"))
        #expect(events.last == message("[1]"))
    }

    @Test func writerFramesInUTF8Bytes() {
        let bytes = MessageWriter.frame(.object([("t", "🍏")]))
        #expect(bytes == frame(#"{"t":"🍏"}"#))
        #expect(read([bytes]) == [message(#"{"t":"🍏"}"#)])
    }

    @Test func classification() {
        func classify(_ text: String) -> IncomingMessage { IncomingMessage(body: Array(text.utf8)) }
        if case .invalid(.null, let error) = classify("{nope") { #expect(error.code == -32700) } else { Issue.record("parse") }
        if case .invalid(.null, let error) = classify("[1]") { #expect(error.code == -32600) } else { Issue.record("array") }
        if case .invalid(.int(4), let error) = classify(#"{"jsonrpc":"2.0","id":4}"#) { #expect(error.code == -32600) }
        else { Issue.record("no method") }
        if case .invalid(.null, _) = classify(#"{"jsonrpc":"2.0","id":[1],"method":"x"}"#) {} else { Issue.record("bad id") }
        if case .response = classify(#"{"jsonrpc":"2.0","id":1,"result":null}"#) {} else { Issue.record("response") }
        if case .notification("initialized", _) = classify(#"{"jsonrpc":"2.0","method":"initialized"}"#) {} else {
            Issue.record("notification")
        }
    }
}
