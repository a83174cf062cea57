// DocumentTests.swift covers document sync and diagnostics: UTF-16 positions, incremental changes, quick fixes.

import RowcJSON
@testable import RowcServer
import Testing

@Suite struct DocumentTests {
    let uri = "file:///settings.rows"

    @Test func diagnosticsCarryCodesNotesAndVersion() throws {
        let client = Conversation()
        client.open(uri, "row wifi title:\"A\" subtile:\"On\"\nrow wifi title:\"B\"\nsection \"Empty\"\n", version: 7)
        let params = try #require(client.published(uri))
        #expect(params["version"] == 7)
        let diagnostics = try #require(params["diagnostics"]?.arrayValue)
        #expect(diagnostics.map { $0["code"]?.stringValue ?? "" } == ["E201", "E203", "W001"])
        #expect(diagnostics.map { $0["severity"]?.intValue ?? 0 } == [1, 1, 2])
        #expect(diagnostics.allSatisfy { $0["source"] == "rowc" })
        #expect(diagnostics[0]["range"] == range(0, 19, 0, 26))
        let related = try #require(diagnostics[1]["relatedInformation"]?.arrayValue?.first)
        #expect(related["location"]?["uri"]?.stringValue == uri)
        #expect(related["location"]?["range"] == range(0, 4, 0, 8))
        #expect(related["message"] == "`wifi` first named here")
    }

    @Test func themeDiagnosticsComeAsWithCheck() throws {
        let client = Conversation()
        client.open(uri, "theme title.font:40\nrow title:\"A\"\n")
        let codes = client.published(uri)?["diagnostics"]?.arrayValue?.map { $0["code"]?.stringValue ?? "" }
        #expect(codes == ["W303"])
    }

    @Test("a document's enum is named from its decoded path, and its names checked as `rowc check` checks them")
    func namesComeAsWithCheck() throws {
        let client = Conversation()
        func codes(_ uri: String, _ text: String) -> [String]? {
            client.open(uri, text)
            return client.published(uri)?["diagnostics"]?.arrayValue?.map { $0["code"]?.stringValue ?? "" }
        }
        #expect(codes("file:///specs/RowModel.rows", "row a title:\"A\"\n") == ["E401"])
        #expect(codes("file:///specs/Screen.rows", "row RowCell title:\"A\"\n") == ["E403"])
        // `%20` is a space, which a spec's file name may hold; `%` itself would name no enum.
        #expect(codes("file:///my%20specs/Wi%20Fi.rows", "row a title:\"A\"\n") == [])
        #expect(Document.path(ofURI: "file:///my%20specs/Wi%20Fi.rows") == "/my specs/Wi Fi.rows")
        #expect(Document.path(ofURI: "untitled:Untitled-1") == "Untitled-1")
        #expect(codes("untitled:Untitled-1", "row a title:\"A\"\n") == [])
    }

    @Test func positionsCountUTF16CodeUnits() throws {
        let client = Conversation()
        // 🍏 and 𝄞 are two UTF-16 units each; 快 and é one.
        client.open(uri, "row title:\"快🍏é𝄞\" subtile:\"x\"\n")
        let diagnostics = try #require(client.published(uri)?["diagnostics"]?.arrayValue)
        let misspelt = try #require(diagnostics.first { $0["code"] == "E201" })
        #expect(misspelt["range"] == range(0, 19, 0, 26))
    }

    @Test func incrementalChangesApplyInOrder() throws {
        let client = Conversation()
        client.open(uri, "row title:\"🍏 A\" subtile:\"x\"\n")
        _ = client.take()
        // Fix the misspelling after the emoji, then insert a second row with CJK text.
        let changes: JSON = [
            .object([("range", range(0, 17, 0, 24)), ("text", "subtitle")]),
            .object([("range", range(1, 0, 1, 0)), ("text", "row title:\"快速\" subtile:\"y\"\n")]),
        ]
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", 2)])), ("contentChanges", changes),
        ]))
        let params = try #require(client.published(uri))
        #expect(params["version"] == 2)
        let diagnostics = try #require(params["diagnostics"]?.arrayValue)
        // Only the misspelling on the new row: a row with an error gets no naming warning on top.
        #expect(diagnostics.map { $0["code"]?.stringValue ?? "" } == ["E201"])
        #expect(diagnostics.last?["range"] == range(1, 15, 1, 22))
        let formatted = client.result("textDocument/formatting", .object([("textDocument", document(uri))]))
        #expect(formatted == [], "the text is what the two edits made: already formatted")
    }

    @Test func fullChangesReplaceTheText() throws {
        let client = Conversation()
        client.open(uri, "row title:\"A\"\n")
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", 3)])),
            ("contentChanges", [.object([("text", "row title:\n")])]),
        ]))
        #expect(client.published(uri)?["diagnostics"]?.arrayValue?.map { $0["code"] } == ["E102"])
    }

    @Test func rangesBeyondTheTextAreClamped() throws {
        let client = Conversation()
        client.open(uri, "row title:\"A\"\n")
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", 2)])),
            ("contentChanges", [.object([("range", range(0, 99, 40, 5)), ("text", " arrow\n")])]),
        ]))
        #expect(client.published(uri)?["diagnostics"] == [])
        let edits = client.result("textDocument/formatting", .object([("textDocument", document(uri))]))
        #expect(edits == [])
    }

    @Test func quickFixReplacesSubtileWithSubtitle() throws {
        let client = Conversation()
        client.open(uri, "row title:\"🍏\" subtile:\"On\"\n")
        let diagnostic = try #require(client.published(uri)?["diagnostics"]?.arrayValue?.first)
        let actions = try #require(client.result("textDocument/codeAction", .object([
            ("textDocument", document(uri)), ("range", range(0, 16, 0, 16)),
            ("context", .object([("diagnostics", [diagnostic])])),
        ]))?.arrayValue)
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action["title"] == "replace `subtile` with `subtitle`")
        #expect(action["kind"] == "quickfix")
        #expect(action["isPreferred"] == true)
        #expect(action["diagnostics"]?.arrayValue?.first?["code"] == "E201")
        let edit = action["edit"]?["changes"]?[uri]?.arrayValue?.first
        #expect(edit == .object([("range", range(0, 15, 0, 22)), ("newText", "subtitle")]))

        let elsewhere = client.result("textDocument/codeAction", .object([
            ("textDocument", document(uri)), ("range", range(1, 0, 1, 0)), ("context", .object([("diagnostics", [])])),
        ]))
        #expect(elsewhere == [])
        let onlyRefactor = client.result("textDocument/codeAction", .object([
            ("textDocument", document(uri)), ("range", range(0, 16, 0, 16)),
            ("context", .object([("diagnostics", []), ("only", ["refactor"])])),
        ]))
        #expect(onlyRefactor == [])
    }

    @Test func formattingReplacesTheWholeDocumentOrRefuses() throws {
        let client = Conversation()
        client.open(uri, "row   arrow title:\"🍏\"\r\n")
        let edits = try #require(client.result("textDocument/formatting", .object([("textDocument", document(uri))]))?.arrayValue)
        #expect(edits == [.object([("range", range(0, 0, 1, 0)), ("newText", "row title:\"🍏\" arrow\n")])])

        client.open("file:///broken.rows", "row title:\"A\n")
        _ = client.take()
        let refused = client.result("textDocument/formatting", .object([("textDocument", document("file:///broken.rows"))]))
        #expect(refused == [])
        let message = client.take().first { $0["method"] == "window/showMessage" }
        #expect(message?["params"]?["message"] == "rowc: not formatted: 1 syntax error")
    }
}
