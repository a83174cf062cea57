// CatalogTests.swift checks that the server finds the workspace's asset catalogs without flags and reads them again on save.

import Foundation
import RowcJSON
@testable import RowcServer
import Testing

@Suite struct CatalogTests {
    @Test("images are looked up in the workspace's catalogs, read again when a file is saved")
    func catalogsOfTheWorkspace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let images = root.appendingPathComponent("App/Assets.xcassets")
        try FileManager.default.createDirectory(at: images.appendingPathComponent("per_printer.imageset"), withIntermediateDirectories: true)
        let client = Conversation(initialize: false)
        _ = client.request("initialize", .object([("rootUri", .string(root.absoluteString)), ("capabilities", .object([]))]))
        client.notify("initialized", .object([]))
        let uri = root.appendingPathComponent("App/Settings.rows").absoluteString
        client.open(uri, "row printer image:per_printer title:\"Printer\"\nrow scanner image:per_scanner title:\"Scanner\"\n")
        let first = try #require(client.published(uri)?["diagnostics"]?.arrayValue)
        #expect(first.map { $0["code"]?.stringValue } == ["W502"])
        #expect(first.first?["range"] == range(1, 18, 1, 29))

        // The image set is added and a file saved: the document is checked again and comes clean.
        try FileManager.default.createDirectory(at: images.appendingPathComponent("per_scanner.imageset"), withIntermediateDirectories: true)
        client.notify("textDocument/didSave", .object([("textDocument", document(uri))]))
        #expect(client.published(uri)?["diagnostics"]?.arrayValue?.isEmpty == true)
    }

    @Test("without a workspace folder nothing is said about assets")
    func noWorkspace() throws {
        let client = Conversation()
        client.open("file:///tmp/none.rows", "row scanner image:per_scanner title:\"Scanner\"\n")
        #expect(client.published("file:///tmp/none.rows")?["diagnostics"]?.arrayValue?.isEmpty == true)
    }
}
