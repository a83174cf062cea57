// RobustnessTests.swift sends seeded random messages, well and badly formed, and checks every request gets one answer.

import RowcJSON
@testable import RowcServer
import RowcTestSupport
import Testing

@Suite struct RobustnessTests {
    static let methods = ["textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave",
                          "textDocument/formatting", "textDocument/hover", "textDocument/completion",
                          "textDocument/documentSymbol", "textDocument/codeAction", "shutdown", "nonsense/method", "$/progress"]
    static let texts = ["row title:\"🍏\" subtile:\"x\"\n", "model P title:$", "theme row.height:-1 title.color:#12\n",
                        "section \"快\"\nrow title:\"A\r\n  arrow", "", "\u{0}\u{7F}@@@", "row\n  // c\n  title:\"x\" // d\n"]

    func value(_ rng: inout SeededGenerator, depth: Int = 0) -> JSON {
        switch Int.random(in: 0..<(depth > 2 ? 5 : 8), using: &rng) {
        case 0: return .null
        case 1: return .int(Int.random(in: -3...100_000, using: &rng))
        case 2: return .string(Self.texts.randomElement(using: &rng)!)
        case 3: return .bool(Bool.random(using: &rng))
        case 4: return .double(Double.random(in: -1e9...1e9, using: &rng))
        case 5: return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(&rng, depth: depth + 1) })
        default:
            let keys = ["uri", "text", "version", "line", "character", "start", "end", "range", "position",
                        "textDocument", "contentChanges", "context", "diagnostics", "only"]
            return .object((0..<Int.random(in: 0...4, using: &rng)).map { _ in
                (keys.randomElement(using: &rng)!, value(&rng, depth: depth + 1))
            })
        }
    }

    /// Params that are mostly the right shape, so handlers get past the first checks.
    func params(_ rng: inout SeededGenerator) -> JSON {
        let uri: JSON = Bool.random(using: &rng) ? "file:///a.rows" : value(&rng, depth: 2)
        let position = JSON.object([("line", .int(Int.random(in: -1...6, using: &rng))),
                                    ("character", .int(Int.random(in: -1...40, using: &rng)))])
        let range = JSON.object([("start", position), ("end", Bool.random(using: &rng) ? position : value(&rng, depth: 2))])
        let change: JSON = Bool.random(using: &rng) ? .object([("range", range), ("text", .string(Self.texts.randomElement(using: &rng)!))])
                                                    : .object([("text", value(&rng, depth: 2))])
        return .object([
            ("textDocument", .object([("uri", uri), ("version", .int(Int.random(in: 0...9, using: &rng))),
                                      ("text", .string(Self.texts.randomElement(using: &rng)!))])),
            ("position", position), ("range", range), ("contentChanges", .array([change])),
            ("context", .object([("diagnostics", []), ("only", value(&rng, depth: 2))])),
        ])
    }

    @Test(arguments: 0..<4)
    func randomConversationsAlwaysAnswerEachRequestOnce(group: Int) {
        for seed in UInt64(group * 50)..<UInt64(group * 50 + 50) {
            var rng = SeededGenerator(seed: seed)
            let client = Conversation()
            var expected: [JSON] = []
            for n in 0..<40 {
                let method = Self.methods.randomElement(using: &rng)!
                let params = Int.random(in: 0..<4, using: &rng) == 0 ? value(&rng) : self.params(&rng)
                if Bool.random(using: &rng) {
                    let id = JSON.int(1000 + n)
                    expected.append(id)
                    client.server.receive(IncomingMessage(json: .object([("jsonrpc", "2.0"), ("id", id),
                                                                         ("method", .string(method)), ("params", params)])))
                } else {
                    client.server.receive(IncomingMessage(json: JSONRPC.notification(method, params)))
                }
            }
            client.server.handleQueued()
            let answered = client.take().compactMap { $0["id"] }.filter { $0 != .null }
            #expect(answered == expected, "seed \(seed)")
        }
    }

    @Test func randomBytesNeverStopTheReader() {
        var rng = SeededGenerator(seed: 7)
        var reader = MessageReader()
        let server = LanguageServer(version: "test") { _ in }
        for _ in 0..<2000 {
            var chunk = (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if Bool.random(using: &rng) { chunk += Array("Content-Length: \(Int.random(in: 0...40, using: &rng))\r\n\r\n".utf8) }
            for event in reader.feed(chunk) { server.receive(event) }
            server.handleQueued()
        }
        for event in reader.finish() { server.receive(event) }
        server.endOfInput()
        #expect(server.handleQueued() == 1)
    }
}
