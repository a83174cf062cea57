// StringsCommandTests.swift checks `rowc strings`: keys added and marked stale by grammar.md's rules, translations never lost, atomic writes and --check.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite struct StringsCommandTests {
    /// A catalog in Xcode's layout with `strings` (each a key's entry, already laid out at its depth) and a trailing newline.
    static func catalog(_ entries: [(key: String, body: String)]) -> String {
        guard !entries.isEmpty else {
            return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
        }
        let strings = entries.map { "    \"\($0.key)\" : {\n\($0.body)\n    }" }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// An entry translated into German.
    static func german(_ value: String, extra: String = "") -> String {
        extra + """
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(value)"
                  }
                }
              }
        """
    }

    @Test func addsNewTextsWithTheirDocCommentsAndMarksUnusedKeysStale() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("// The user's account.\nrow account title:\"Account\"\nrow sounds title:\"Sounds\"\n", to: "Settings.rows")
        folder.write(Self.catalog([("Account", Self.german("Konto")), ("Old", Self.german("Alt"))]), to: "Settings.xcstrings")
        let check = CapturedRun.rowc(["strings", "--check", folder.appendingPath("Settings.rows")])
        #expect(check.status == 1)
        #expect(check.out.contains("Settings.xcstrings: out of step: 1 key added, 1 key marked stale, 1 key with a new comment"), "\(check.out)")
        let run = CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")])
        #expect(run.status == 0, "\(run.err)")
        let expected = Self.catalog([
            ("Account", "      \"comment\" : \"The user's account.\",\n" + Self.german("Konto")),
            ("Old", "      \"extractionState\" : \"stale\",\n" + Self.german("Alt")),
            ("Sounds", ""),
        ])
        #expect(folder.read("Settings.xcstrings") == expected)
        #expect(CapturedRun.rowc(["strings", "--check", folder.appendingPath("Settings.rows")]).status == 0)
        // Used again, the key loses its stale mark; its translation was kept all along.
        folder.write("row account title:\"Account\"\nrow sounds title:\"Sounds\"\nrow old title:\"Old\"\n", to: "Settings.rows")
        #expect(CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")]).status == 0)
        #expect(folder.read("Settings.xcstrings")?.contains("stale") == false)
        #expect(folder.read("Settings.xcstrings")?.contains("\"value\" : \"Alt\"") == true)
    }

    @Test func aSharedCatalogLosesOnlyKeysRowcAddedForTheseSpecs() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"From the spec\"\n", to: "Screen.rows")
        let appsOwn = Self.german("Vom Code")
        let manual = "      \"extractionState\" : \"manual\""
        folder.write(Self.catalog([("From code", appsOwn), ("Manual", manual)]), to: "Localizable.xcstrings")
        #expect(CapturedRun.rowc(["strings", folder.appendingPath("Screen.rows")]).status == 0)
        let added = folder.read("Localizable.xcstrings") ?? ""
        #expect(added.contains("\"From the spec\" : {\n      \"comment\" : \"[Screen.rows]\"\n    }"), "\(added)")
        // The spec drops its text: rowc's key goes stale, the app's keys stay as they were.
        folder.write("row b title:\"Another\"\n", to: "Screen.rows")
        #expect(CapturedRun.rowc(["strings", folder.appendingPath("Screen.rows")]).status == 0)
        let after = folder.read("Localizable.xcstrings") ?? ""
        #expect(after.contains("\"From the spec\" : {\n      \"comment\" : \"[Screen.rows]\",\n      \"extractionState\" : \"stale\"\n    }"), "\(after)")
        #expect(after.contains("\"From code\" : {\n" + appsOwn + "\n    }"))
        #expect(after.contains("\"Manual\" : {\n" + manual + "\n    }"))
    }

    @Test func aCatalogInStepIsLeftByteForByte() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"Account\"\n", to: "Settings.rows")
        // Not Xcode's layout, but nothing to add or mark: rowc leaves it alone.
        let handWritten = "{\"sourceLanguage\":\"en\",\"strings\":{\"Account\":{}},\"version\":\"1.0\"}"
        folder.write(handWritten, to: "Settings.xcstrings")
        let before = folder.modificationDate("Settings.xcstrings")
        let run = CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")])
        #expect(run.status == 0)
        #expect(run.err.hasSuffix("0 written, 1 unchanged\n"), "\(run.err)")
        #expect(folder.read("Settings.xcstrings") == handWritten)
        #expect(folder.modificationDate("Settings.xcstrings") == before)
    }

    @Test func everyCatalogOfTheRepositoryRoundTripsUnchanged() throws {
        // Specs/ is in step (CI checks it): a run over a copy changes no byte of any catalog.
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let names = try Repository.list("Specs")
        for name in names where name.hasSuffix(".rows") || name.hasSuffix(".xcstrings") {
            folder.write(try Repository.readText("Specs/" + name), to: name)
        }
        let run = CapturedRun.rowc(["strings", folder.url.path])
        #expect(run.status == 0, "\(run.err)")
        for name in names where name.hasSuffix(".xcstrings") {
            #expect(folder.read(name) == (try Repository.readText("Specs/" + name)), "\(name)")
        }
    }

    @Test func aBrokenCatalogOrSpecStopsBeforeAnythingIsWritten() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"New\"\n", to: "Settings.rows")
        folder.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n", to: "Settings.xcstrings")
        let broken = CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")])
        #expect(broken.status == 1)
        #expect(broken.err.contains("Settings.xcstrings:") && broken.err.contains("[E601]"), "\(broken.err)")
        #expect(broken.err.hasSuffix("; no catalog written\n"), "\(broken.err)")
        #expect(folder.read("Settings.xcstrings") == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n")
        folder.write(Self.catalog([]), to: "Settings.xcstrings")
        folder.write("row a title:\"New\" subtile:\"x\"\n", to: "Settings.rows")
        #expect(CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")]).status == 1)
        #expect(folder.read("Settings.xcstrings") == Self.catalog([]))
    }

    @Test func xcodesOrderIsKeptAndANewKeyAddsOnlyItsLines() throws {
        // Xcode writes `Can’t add` (a typographic apostrophe) before `Cancel`, as Foundation sorts them.
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"Can’t add\"\nrow b title:\"Cancel\"\nrow c title:\"Done\"\n", to: "Settings.rows")
        let before = Self.catalog([("Can’t add", Self.german("Hinzufügen nicht möglich")), ("Cancel", Self.german("Abbrechen"))])
        folder.write(before, to: "Settings.xcstrings")
        let run = CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("Settings.xcstrings: 1 key added"), "\(run.err)")
        let after = try #require(folder.read("Settings.xcstrings"))
        #expect(after == Self.catalog([("Can’t add", Self.german("Hinzufügen nicht möglich")), ("Cancel", Self.german("Abbrechen")),
                                       ("Done", "")]))
        // As a diff: three lines added (`Cancel`'s closing line with a comma, `Done`, its empty
        // line; the old closing line closes `Done`), none removed.
        let diff = unifiedDiff(expected: before, actual: after, expectedName: "before", actualName: "after").split(separator: "\n")
        #expect(diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+    },", "+    \"Done\" : {", "+"], "\(diff)")
        #expect(!diff.contains { $0.hasPrefix("-") && !$0.hasPrefix("---") }, "\(diff)")
    }

    @Test func aCatalogWithAByteOrderMarkAndCRLFKeepsBoth() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"Account\"\nrow b title:\"Sounds\"\n", to: "Settings.rows")
        let windows = { (text: String) in "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n") }
        folder.write(windows(Self.catalog([("Account", Self.german("Konto"))])), to: "Settings.xcstrings")
        #expect(CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")]).status == 0)
        #expect(folder.bytes("Settings.xcstrings") == Array(windows(Self.catalog([("Account", Self.german("Konto")), ("Sounds", "")])).utf8))
    }

    @Test func aLoneSurrogateEscapeIsE601AtItAndNothingIsWritten() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"Account\"\nrow b title:\"New\"\n", to: "Settings.rows")
        let broken = Self.catalog([("Account", Self.german("A\\ud83dB"))])
        folder.write(broken, to: "Settings.xcstrings")
        let run = CapturedRun.rowc(["strings", folder.appendingPath("Settings.rows")])
        #expect(run.status == 1)
        #expect(run.err.contains("Settings.xcstrings:9:25: error: the String Catalog is not valid JSON: unpaired surrogate `\\ud83d`"), "\(run.err)")
        #expect(run.err.hasSuffix("; no catalog written\n"), "\(run.err)")
        #expect(folder.read("Settings.xcstrings") == broken)
    }

    @Test func specsWithoutACatalogAreNamedOnceAndLeftAlone() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"A\"\n", to: "One.rows")
        folder.write("row b title:\"B\"\n", to: "Two.rows")
        let run = CapturedRun.rowc(["strings", folder.url.path])
        #expect(run.status == 0)
        #expect(run.err.contains("2 specs have no String Catalog and are not localized: One.rows, Two.rows"), "\(run.err)")
        #expect(folder.files().sorted() == ["One.rows", "Two.rows"])
    }
}
