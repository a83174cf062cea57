// Conversation.swift drives a LanguageServer in process: send messages, collect what it answers.

import Foundation
import RowcJSON
@testable import RowcServer
import Testing

/// A scripted client: every message goes through `receive` and `handleQueued`, as over stdio.
final class Conversation: @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [JSON] = []
    private(set) var server: LanguageServer!
    private var nextID = 0
    var nextIDForTests: Int { nextID }

    init(initialize: Bool = true) {
        server = LanguageServer(version: "test") { [unowned self] message in
            lock.withLock { sent.append(message) }
        }
        if initialize {
            _ = request("initialize", .object([("capabilities", .object([]))]))
            notify("initialized", .object([]))
        }
    }

    /// Everything the server sent since the last call.
    func take() -> [JSON] {
        lock.withLock {
            defer { sent = [] }
            return sent
        }
    }

    func notify(_ method: String, _ params: JSON) {
        server.receive(IncomingMessage(json: JSONRPC.notification(method, params)))
        server.handleQueued()
    }

    /// Sends a request and returns the response to it (other messages stay for `take`).
    func request(_ method: String, _ params: JSON = .null) -> JSON {
        nextID += 1
        let id = JSON.int(nextID)
        server.receive(IncomingMessage(json: .object([("jsonrpc", "2.0"), ("id", id), ("method", .string(method)), ("params", params)])))
        server.handleQueued()
        return lock.withLock {
            guard let index = sent.firstIndex(where: { $0["id"] == id }) else { return .null }
            return sent.remove(at: index)
        }
    }

    func result(_ method: String, _ params: JSON) -> JSON? { request(method, params)["result"] }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", "rows"), ("version", .int(version)), ("text", .string(text)),
        ]))]))
    }

    /// A conversation with `text` open as `uri`, its first diagnostics taken.
    static func opened(_ uri: String, _ text: String) -> Conversation {
        let client = Conversation()
        client.open(uri, text)
        _ = client.take()
        return client
    }

    /// The hover's Markdown at a position of `uri`, if any.
    func hover(_ uri: String, _ line: Int, _ character: Int) -> String? {
        result("textDocument/hover", at(uri, line, character))?["contents"]?["value"]?.stringValue
    }

    /// The labels of the completion items at a position of `uri`, in order.
    func completionLabels(_ uri: String, _ line: Int, _ character: Int) -> [String] {
        let items = result("textDocument/completion", at(uri, line, character))?["items"]?.arrayValue ?? []
        return items.compactMap { $0["label"]?.stringValue }
    }

    /// The diagnostics of the last publishDiagnostics sent for `uri`.
    func published(_ uri: String) -> JSON? {
        take().last { $0["method"]?.stringValue == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.stringValue == uri }?["params"]
    }
}

func position(_ line: Int, _ character: Int) -> JSON {
    .object([("line", .int(line)), ("character", .int(character))])
}

func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
    .object([("start", position(l1, c1)), ("end", position(l2, c2))])
}

func document(_ uri: String) -> JSON { .object([("uri", .string(uri))]) }

func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
    .object([("textDocument", document(uri)), ("position", position(line, character))])
}
