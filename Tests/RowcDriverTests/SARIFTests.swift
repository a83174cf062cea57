// SARIFTests.swift checks the structure of `rowc check --format sarif`: rules, results, regions, notes, fixes, URIs.

import Foundation
import RowcDiagnostics
@testable import RowcDriver
import RowcJSON
import RowcLayout
import RowcSema
import RowcSyntax
import RowcRunSupport
import RowcTestSupport
import Testing

/// A class, so that each test's folder is removed when the test ends.
@Suite final class SARIFTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func sarif(_ text: String, name: String = "a.rows") throws -> (Int32, JSON) {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let captured = CapturedConsole()
        let status = Driver.run(["check", "--format", "sarif", path], console: captured.console)
        return (status, try JSON.parse(captured.out))
    }

    @Test func everyCodeIsARuleWithHelp() throws {
        let (status, log) = try sarif("row title:\"A\"\n")
        #expect(status == 0)
        #expect(log["version"] == "2.1.0")
        #expect(log["$schema"]?.stringValue?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require(log["runs"]?.arrayValue?.first)
        #expect(run["columnKind"] == "unicodeCodePoints")
        #expect(run["tool"]?["driver"]?["name"] == "rowc")
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        let codes = DiagnosticCatalogue.all
        #expect(rules.map { $0["id"]?.stringValue ?? "" } == codes.map(\.id))
        for (rule, code) in zip(rules, codes) {
            #expect(rule["shortDescription"]?["text"]?.stringValue == code.summary)
            #expect(rule["help"]?["text"]?.stringValue == code.help)
            #expect(rule["defaultConfiguration"]?["level"]?.stringValue == code.severity.rawValue)
        }
        #expect(run["results"] == [])
    }

    @Test func resultsCarryRegionsNotesAndFixes() throws {
        let (status, log) = try sarif("row wifi title:\"🍏\" subtile:\"On\"\nrow wifi title:\"B\"\nrow title:\"快\"\n")
        #expect(status == 1)
        let run = try #require(log["runs"]?.arrayValue?.first)
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.map { $0["ruleId"]?.stringValue ?? "" } == ["E201", "E203", "W004"])
        for result in results {
            let index = try #require(result["ruleIndex"]?.intValue)
            #expect(rules[index]["id"] == result["ruleId"])
        }
        #expect(results.map { $0["level"]?.stringValue ?? "" } == ["error", "error", "warning"])

        // `subtile` follows a one-code-point emoji: columns 20 to 27, end exclusive.
        let misspelt = results[0]
        let location = misspelt["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(location?["region"] == region(1, 20, 1, 27))
        let fix = try #require(misspelt["fixes"]?.arrayValue?.first)
        #expect(fix["description"]?["text"] == "replace `subtile` with `subtitle`")
        let replacement = fix["artifactChanges"]?.arrayValue?.first?["replacements"]?.arrayValue?.first
        #expect(replacement?["deletedRegion"] == region(1, 20, 1, 27))
        #expect(replacement?["insertedContent"]?["text"] == "subtitle")

        let related = try #require(results[1]["relatedLocations"]?.arrayValue?.first)
        #expect(related["message"]?["text"] == "`wifi` first named here")
        #expect(related["physicalLocation"]?["region"] == region(1, 5, 1, 9))

        // An insertion is an empty region: start and end at the same column.
        let insertion = results[2]["fixes"]?.arrayValue?.first?["artifactChanges"]?.arrayValue?.first?["replacements"]?
            .arrayValue?.first
        #expect(insertion?["deletedRegion"] == region(3, 4, 3, 4))
        #expect(insertion?["insertedContent"]?["text"] == " row3")
    }

    @Test func outputIsDeterministic() throws {
        let text = "row title:\"A\" subtile:\"x\"\nsection \"E\"\n"
        let (_, first) = try sarif(text)
        let (_, second) = try sarif(text)
        #expect(first.serialized(pretty: true) == second.serialized(pretty: true))
    }

    @Test func urisAreRelativeAndEncoded() {
        #expect(SARIFOutput.uri(for: "Specs/a b.rows", currentFolder: "/repo") == "Specs/a%20b.rows")
        #expect(SARIFOutput.uri(for: "/repo/Specs/设置#1.rows", currentFolder: "/repo/")
                == "Specs/%E8%AE%BE%E7%BD%AE%231.rows")
        #expect(SARIFOutput.uri(for: "/elsewhere/a.rows", currentFolder: "/repo") == "file:///elsewhere/a.rows")
        #expect(SARIFOutput.uri(for: "/repository/a.rows", currentFolder: "/repo") == "file:///repository/a.rows")
    }

    @Test func uriPathsAreNormalisedByName() {
        #expect(SARIFOutput.uri(for: "./Specs//x/../a.rows", currentFolder: "/repo") == "Specs/a.rows")
        #expect(SARIFOutput.uri(for: "//repo/./Specs/a.rows", currentFolder: "/repo//") == "Specs/a.rows")
        #expect(SARIFOutput.uri(for: "../a.rows", currentFolder: "/repo/sub") == "file:///repo/a.rows")
        #expect(SARIFOutput.uri(for: "a.rows", currentFolder: "/repo/sub/..") == "a.rows")
        #expect(SARIFOutput.uri(for: "../../../../a.rows", currentFolder: "/repo") == "file:///a.rows")
        #expect(SARIFOutput.uri(for: "Specs/a.rows", currentFolder: "/") == "Specs/a.rows")
        #expect(SARIFOutput.uri(for: "/repo", currentFolder: "/repo") == "file:///repo")
        // A current folder that could not be found holds nothing: the absolute path is kept.
        #expect(SARIFOutput.uri(for: "/repo/a.rows", currentFolder: "") == "file:///repo/a.rows")
    }

    @Test func uriBytesOutsideThePathCharactersArePercentEncoded() {
        #expect(SARIFOutput.encode("a b\tc") == "a%20b%09c")
        #expect(SARIFOutput.encode("100%#?[]{}\"<>\\^`|") == "100%25%23%3F%5B%5D%7B%7D%22%3C%3E%5C%5E%60%7C")
        #expect(SARIFOutput.encode("-._~/!$&'()*+,;=:@AZaz09") == "-._~/!$&'()*+,;=:@AZaz09")
        #expect(SARIFOutput.encode("é/e\u{301}") == "%C3%A9/e%CC%81", "precomposed and decomposed stay as written")
        #expect(SARIFOutput.encode("设置 😀") == "%E8%AE%BE%E7%BD%AE%20%F0%9F%98%80")
        #expect(SARIFOutput.encode("\u{7F}\u{0}") == "%7F%00")
    }

    func region(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> JSON {
        .object([("startLine", .int(l1)), ("startColumn", .int(c1)), ("endLine", .int(l2)), ("endColumn", .int(c2))])
    }
}
