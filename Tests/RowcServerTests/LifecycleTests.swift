// LifecycleTests.swift covers initialize, shutdown and exit, errors for bad messages, and cancellation.

import RowcJSON
@testable import RowcServer
import Testing

@Suite struct LifecycleTests {
    @Test func requestsBeforeInitializeAreRefused() {
        let client = Conversation(initialize: false)
        #expect(client.request("textDocument/hover", at("file:///a.rows", 0, 0))["error"]?["code"] == -32002)
        client.open("file:///a.rows", "row title:\n")
        #expect(client.take().isEmpty, "notifications before initialize are dropped")
        let result = client.request("initialize", .object([]))["result"]
        #expect(result?["capabilities"]?["textDocumentSync"]?["change"] == 2)
        #expect(result?["capabilities"]?["completionProvider"]?["triggerCharacters"] == [":", "$"])
        #expect(result?["capabilities"]?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
        #expect(result?["capabilities"]?["documentFormattingProvider"] == true)
        #expect(result?["capabilities"]?["hoverProvider"] == true)
        #expect(result?["capabilities"]?["documentSymbolProvider"] == true)
        #expect(client.request("initialize", .object([]))["error"]?["code"] == -32600)
    }

    @Test func shutdownThenExitExitsZero() {
        let client = Conversation()
        #expect(client.request("shutdown") == .object([("jsonrpc", "2.0"), ("id", 2), ("result", .null)]))
        #expect(client.request("textDocument/hover", at("file:///a.rows", 0, 0))["error"]?["code"] == -32600)
        #expect(client.server.exitCode == nil)
        client.notify("exit", .null)
        #expect(client.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownExitsOne() {
        let client = Conversation()
        client.notify("exit", .null)
        #expect(client.server.exitCode == 1)
    }

    @Test func endOfInputWithoutExit() {
        let client = Conversation()
        client.server.endOfInput()
        #expect(client.server.handleQueued() == 1)
    }

    @Test func unknownMethodsAndNotifications() {
        let client = Conversation()
        let response = client.request("workspace/frobnicate", .object([]))
        #expect(response["error"]?["code"] == -32601)
        client.notify("workspace/frobnicated", .object([]))
        client.notify("$/setTrace", .object([("value", "off")]))
        #expect(client.take().isEmpty)
    }

    @Test func malformedMessagesGetParseErrorsWithNullID() {
        let client = Conversation()
        client.server.receive(.message(Array("{\"jsonrpc\":".utf8)))
        client.server.receive(.malformed("a message header without Content-Length"))
        client.server.handleQueued()
        let answers = client.take()
        #expect(answers.count == 2)
        for answer in answers {
            #expect(answer["id"] == .null)
            #expect(answer["error"]?["code"] == -32700)
        }
        // The server still works afterwards.
        #expect(client.request("shutdown")["result"] == .null)
    }

    @Test func invalidParamsAreReported() {
        let client = Conversation()
        #expect(client.request("textDocument/hover", .object([]))["error"]?["code"] == -32602)
        client.open("file:///a.rows", "row title:\"A\"\n")
        let noPosition = JSON.object([("textDocument", document("file:///a.rows"))])
        #expect(client.request("textDocument/hover", noPosition)["error"]?["code"] == -32602)
    }

    @Test func aQueuedRequestCanBeCancelled() {
        let client = Conversation()
        let server = client.server!
        let hover = JSON.object([("jsonrpc", "2.0"), ("id", "h1"), ("method", "textDocument/hover"),
                                 ("params", at("file:///a.rows", 0, 0))])
        server.receive(IncomingMessage(json: hover))
        server.receive(IncomingMessage(json: JSONRPC.notification("$/cancelRequest", .object([("id", "h1")]))))
        server.receive(IncomingMessage(json: JSONRPC.notification("$/cancelRequest", .object([("id", 999)]))))
        server.handleQueued()
        let answers = client.take()
        #expect(answers.count == 1)
        #expect(answers.first?["id"] == "h1")
        #expect(answers.first?["error"]?["code"] == -32800)
    }

    @Test func requestsAboutClosedDocumentsAnswerNull() {
        let client = Conversation()
        client.open("file:///a.rows", "row title:\"A\"\n")
        client.notify("textDocument/didClose", .object([("textDocument", document("file:///a.rows"))]))
        let cleared = client.published("file:///a.rows")
        #expect(cleared?["diagnostics"] == [])
        for method in ["textDocument/hover", "textDocument/completion"] {
            #expect(client.request(method, at("file:///a.rows", 0, 1)) == .object([("jsonrpc", "2.0"), ("id", client.lastID), ("result", .null)]))
        }
        #expect(client.result("textDocument/formatting", .object([("textDocument", document("file:///a.rows"))])) == .null)
        #expect(client.result("textDocument/documentSymbol", .object([("textDocument", document("file:///b.rows"))])) == .null)
    }
}

extension Conversation {
    var lastID: JSON { .int(nextIDForTests) }
}
