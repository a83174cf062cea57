// FloodTests.swift checks that the language server publishes a bounded list: 100 diagnostics and one counting the rest.

import RowcJSON
import Testing

@Suite("diagnostics published without flooding")
struct FloodTests {
    @Test("a document with 150 errors publishes the first 100 and one E010 counting the other 50")
    func manyErrors() throws {
        let client = Conversation()
        let uri = "file:///tmp/many.rows"
        client.open(uri, (1...150).map { "row r\($0) title:\"T\" @\n" }.joined())
        let diagnostics = try #require(client.published(uri)?["diagnostics"]?.arrayValue)
        #expect(diagnostics.count == 101)
        #expect(diagnostics.prefix(100).allSatisfy { $0["code"]?.stringValue == "E003" })
        #expect(diagnostics.last?["code"]?.stringValue == "E010")
        #expect(diagnostics.last?["message"]?.stringValue == "50 more errors not reported after the first 100; fix these and check again")
    }

    @Test("a document that is not text publishes one E012")
    func notText() throws {
        let client = Conversation()
        let uri = "file:///tmp/image.rows"
        client.open(uri, String(repeating: "\u{0}\u{1}PNG", count: 500))
        let diagnostics = try #require(client.published(uri)?["diagnostics"]?.arrayValue)
        #expect(diagnostics.map { $0["code"]?.stringValue } == ["E012"])
    }
}
