// StringCatalogTests.swift checks that the server finds the workspace's String Catalogs without flags: texts checked as you type, translations on hover.

import Foundation
import RowcJSON
@testable import RowcServer
import Testing

@Suite struct StringCatalogTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Notifications" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Mitteilungen"
                  }
                }
              }
            },
            "Scheduled Summary" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Geplante Zusammenfassung am frühen Morgen eines jeden Tages"
                  }
                },
                "ja" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "時刻指定要約"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test("texts are checked against the catalog beside the spec, and a hover shows each translation")
    func catalogOfTheWorkspace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-lsp-strings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.catalog.write(to: root.appendingPathComponent("App/Settings.xcstrings"), atomically: true, encoding: .utf8)
        let client = Conversation(initialize: false)
        _ = client.request("initialize", .object([("rootUri", .string(root.absoluteString)), ("capabilities", .object([]))]))
        client.notify("initialized", .object([]))
        let uri = root.appendingPathComponent("App/Settings.rows").absoluteString
        client.open(uri, "row summary title:\"Scheduled Summary\" arrow\nrow sounds title:\"Sounds\"\nsection \"Notifications\"\nrow n title:\"Scheduled Summary\"\n")
        let diagnostics = try #require(client.published(uri)?["diagnostics"]?.arrayValue)
        #expect(diagnostics.map { $0["code"]?.stringValue } == ["W601", "W602"])
        #expect(diagnostics.first?["range"] == range(1, 17, 1, 25))

        let hover = client.result("textDocument/hover", at(uri, 0, 1))?["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("In other languages:"), "\(hover)")
        #expect(hover.contains("- `de`: “Geplante Zusammenfassung am frühen Morgen eines jeden Tages” — title truncated at 320, 375, 393, 402, 430, 440"),
                "\(hover)")
        #expect(hover.contains("- `ja`: “時刻指定要約”\n") || hover.hasSuffix("- `ja`: “時刻指定要約”"), "\(hover)")

        #expect(client.result("textDocument/hover", at(uri, 2, 10))?["contents"]?["value"]?.stringValue
                == "**section** — looked up in `Settings.xcstrings`\n\n- `de`: “Mitteilungen”\n- `ja`: “Notifications”")

        // The key is added to the catalog and a file saved: the document is checked again and comes clean.
        let added = Self.catalog.replacingOccurrences(of: "    \"Scheduled Summary\" : {", with: "    \"Sounds\" : {\n\n    },\n    \"Scheduled Summary\" : {")
        try added.write(to: root.appendingPathComponent("App/Settings.xcstrings"), atomically: true, encoding: .utf8)
        client.notify("textDocument/didSave", .object([("textDocument", document(uri))]))
        let after = try #require(client.published(uri)?["diagnostics"]?.arrayValue)
        #expect(after.map { $0["code"]?.stringValue } == ["W602", "W602"], "Sounds has no translation yet, Notifications none in ja")
    }
}
