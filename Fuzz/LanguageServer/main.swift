// main.swift (fuzz-lsp): arbitrary bytes through the language server's framing and JSON-RPC dispatch.
//
// The first byte chooses how the rest is cut into reads and whether the client initializes
// first. Invariants: framing does not depend on how the stream is cut; every request, every
// invalid message and every malformed frame gets exactly one answer, in order, until `exit`;
// everything the server sends is JSON that parses again and frames back to itself.

import Foundation
import FuzzHarness
import RowcJSON
import RowcServer

final class Outbox: @unchecked Sendable {
    var sent: [JSON] = []
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLanguageServer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzHarness.bytes(data, size)
    guard let control = input.first else { return 0 }
    let stream = Array(input.dropFirst())
    let chunk = Int(control & 0x3F) + 1

    var whole = MessageReader()
    let events = whole.feed(stream) + whole.finish()
    var pieces = MessageReader()
    var cutEvents: [MessageReader.Event] = []
    var offset = 0
    while offset < stream.count {
        cutEvents += pieces.feed(stream[offset..<min(offset + chunk, stream.count)])
        offset += chunk
    }
    cutEvents += pieces.finish()
    if cutEvents != events {
        FuzzHarness.fail("reads of \(chunk) bytes frame differently from one read", input: input)
    }

    let outbox = Outbox()
    let server = LanguageServer(version: "fuzz") { outbox.sent.append($0) }
    var expected: [JSON] = []
    if control & 0x80 != 0 {
        server.receive(IncomingMessage(json: .object([("jsonrpc", "2.0"), ("id", -1), ("method", "initialize"),
                                                      ("params", .object([("capabilities", .object([]))]))])))
        expected.append(-1)
    }
    var exited = false
    for event in events {
        server.receive(event)
        guard !exited else { continue }
        switch event {
        case .malformed: expected.append(.null)
        case .message(let body):
            switch IncomingMessage(body: body) {
            case .request(let id, _, _): expected.append(id)
            case .invalid(let id, _): expected.append(id)
            case .notification("exit", _): exited = true
            case .notification, .response: break
            }
        }
    }
    server.endOfInput()
    guard server.handleQueued() != nil else { FuzzHarness.fail("the server did not stop at the end of input", input: input) }

    let answered = outbox.sent.compactMap { $0["id"] }
    if answered != expected {
        FuzzHarness.fail("answered \(answered), expected one answer each for \(expected)", input: input)
    }
    for message in outbox.sent {
        let frame = MessageWriter.frame(message)
        var reader = MessageReader()
        guard case .message(let body)? = reader.feed(frame).first, (try? JSON.parse(body)) != nil else {
            FuzzHarness.fail("sent a message that does not frame and parse back: \(message.serialized())", input: input)
        }
    }
    return 0
}

FuzzHarness.main(fuzzLanguageServer)
