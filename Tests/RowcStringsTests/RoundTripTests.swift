// RoundTripTests.swift checks that writing a catalog Xcode wrote gives its bytes back, and that the writer is JSONSerialization's layout.

import Foundation
import RowcJSON
import RowcSource
@testable import RowcStrings
import RowcTestSupport
import Testing

@Suite("writing String Catalogs as Xcode does")
struct RoundTripTests {
    @Test("each fixture catalog is written back byte for byte", arguments: Fixtures.names)
    func fixture(_ name: String) throws {
        let bytes = try Fixtures.bytes(name)
        let catalog = try Fixtures.catalog(name)
        let written = catalog.written()
        #expect(written == bytes, "\(unifiedDiff(expected: String(decoding: bytes, as: UTF8.self), actual: String(decoding: written, as: UTF8.self), expectedName: name, actualName: "written"))")
    }

    /// Every `.xcstrings` file of the repository (Specs/, the golden cases, the fixtures) but the
    /// ones made broken on purpose, which must fail: each that reads is written back byte for byte.
    static let repositoryCatalogs: [String] = {
        var found: [String] = []
        let root = URL(fileURLWithPath: Repository.root)
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.hasPrefix(".") || relative.contains("/.") { walker?.skipDescendants(); continue }
            if url.pathExtension == "xcstrings" { found.append(relative) }
        }
        return found.sorted()
    }()

    @Test("every catalog of the repository is written back byte for byte", arguments: repositoryCatalogs)
    func repositoryCatalog(_ path: String) throws {
        let bytes = try Repository.read(path)
        let (catalog, diagnostics) = StringCatalog.parse(SourceFile(path: path, bytes: bytes))
        if path.contains("/E60") {
            #expect(catalog == nil && !diagnostics.isEmpty, "\(path) is broken on purpose")
            return
        }
        let written = try #require(catalog, "\(diagnostics.map(\.message))").written()
        #expect(written == bytes, "\(unifiedDiff(expected: String(decoding: bytes, as: UTF8.self), actual: String(decoding: written, as: UTF8.self), expectedName: path, actualName: "written"))")
    }

    @Test("the repository has catalogs to round-trip")
    func repositoryHasCatalogs() {
        #expect(Self.repositoryCatalogs.contains("Specs/Preferences.xcstrings"))
        #expect(Self.repositoryCatalogs.count >= 12, "\(Self.repositoryCatalogs)")
    }

    @Test("the file's own ending is kept: with a trailing line break, without one")
    func endings() throws {
        #expect(try Fixtures.catalog("Localizable.xcstrings").layout.endsWithNewline)
        #expect(try !Fixtures.catalog("Settings.xcstrings").layout.endsWithNewline)
    }

    @Test("a byte-order mark and CR LF line ends, as an editor on Windows leaves them, are read and kept on write")
    func windowsLayout() throws {
        let catalog = try Fixtures.catalog("Windows.xcstrings")
        #expect(catalog.layout == CatalogLayout(byteOrderMark: true, crlf: true, endsWithNewline: true))
        #expect(catalog.keys.prefix(2) == ["“Quoted” text", "«Bonjour»"])
        var edited = catalog
        edited.addKey("Done", comment: nil)
        let written = edited.written()
        #expect(written.starts(with: [0xEF, 0xBB, 0xBF, UInt8(ascii: "{"), 0x0D, 0x0A]))
        // Every line break is CR LF: as many LF as CR, and no LF without its CR.
        #expect(written.count { $0 == 0x0A } == written.count { $0 == 0x0D })
        // The new key's lines are all that changed, and they are where Foundation's order puts them.
        let text = String(decoding: written, as: UTF8.self), added = "    \"Done\" : {\r\n\r\n    },\r\n"
        #expect(text.replacingOccurrences(of: added, with: "") == String(decoding: try Fixtures.bytes("Windows.xcstrings"), as: UTF8.self))
        let reread = try Fixtures.catalog(text: text)
        #expect(reread.keys == (catalog.keys + ["Done"]).sorted(by: KeyOrderTests.foundationPrecedes))
    }

    @Test("a new catalog is what Xcode creates: an empty strings object, version 1.0, a trailing line break")
    func newCatalog() throws {
        let catalog = StringCatalog.empty(path: "Sources/App/Rows.xcstrings", sourceLanguage: "en")
        #expect(catalog.tableName == "Rows")
        #expect(catalog.keys.isEmpty && catalog.languages == ["en"])
        #expect(catalog.written() == (try Fixtures.bytes("Empty.xcstrings")))
    }

    @Test("a catalog without a version is accepted and written without one")
    func noVersion() throws {
        let catalog = try Fixtures.catalog("NoVersion.xcstrings")
        #expect(!String(decoding: catalog.written(), as: UTF8.self).contains("version"))
        #expect(catalog.sourceLanguage == "fr")
    }

    @Test("an object in another layout (compact, unsorted) is written in Xcode's")
    func reformats() throws {
        let catalog = try Fixtures.catalog(text: #"{"version":"1.0","strings":{"b":{},"a":{"localizations":{"en":{"stringUnit":{"value":"A","state":"new"}}}}},"sourceLanguage":"en"}"#)
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "A"
                  }
                }
              }
            },
            "b" : {

            }
          },
          "version" : "1.0"
        }
        """
        #expect(String(decoding: catalog.written(), as: UTF8.self) == expected)
        #expect(catalog.keys == ["b", "a"])
    }

    /// Random catalogs, written by rowc and by Foundation's JSONSerialization with the options
    /// Xcode's layout matches, must agree byte for byte: keys of Latin characters and controls,
    /// values of every kind, every escape, numbers, booleans, arrays and empty objects.
    @Test("random catalogs are written as JSONSerialization writes them")
    func matchesJSONSerialization() throws {
        var random = SeededGenerator(seed: 0x5EED_0601)
        let alphabet = Array("aAbBzZ09_-.,; !?'\"/\\@%#$&*()[]{}+<=>|~`^:\n\t\u{1}\u{1F}\u{7F}éÉüÜßłØ日本語アプリمرحباñ😀\u{301} ")
        // Keys in Latin letters, where rowc's order is Foundation's (grammar.md, "String Catalogs");
        // values of every kind of character, whose escaping must agree.
        let keyAlphabet = Array("aAbBzZ09_-.,; !?'\"/\\@%#$&*()[]{}+<=>|~`^:\n\t\u{1}\u{1F}\u{7F}éÉüÜßØñ ")
        func text(_ maxLength: Int, of letters: [Character]? = nil) -> String {
            String((0..<Int.random(in: 0...maxLength, using: &random)).map { _ in (letters ?? alphabet).randomElement(using: &random)! })
        }
        func value(_ depth: Int) -> Any {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &random) {
            case 0: return text(12)
            case 1: return Int.random(in: -1000...1000, using: &random)
            case 2: return Bool.random(using: &random)
            case 3: return text(3)
            case 4: return (0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth + 1) }
            default:
                var object: [String: Any] = [:]
                for _ in 0..<Int.random(in: 0...4, using: &random) { object[text(8, of: keyAlphabet)] = value(depth + 1) }
                return object
            }
        }
        for round in 0..<200 {
            var strings: [String: Any] = [:]
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                strings[text(10, of: keyAlphabet)] = ["comment": text(20), "localizations": ["de": ["stringUnit": ["state": "translated", "value": text(10)]]],
                                     "x": value(2)] as [String: Any]
            }
            let root: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0", text(6, of: keyAlphabet): value(1)]
            let foundation = [UInt8](try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            let catalog = try Fixtures.catalog(text: String(decoding: foundation, as: UTF8.self))
            let written = catalog.written()
            #expect(written == foundation, "round \(round):\n\(unifiedDiff(expected: String(decoding: foundation, as: UTF8.self), actual: String(decoding: written, as: UTF8.self), expectedName: "JSONSerialization", actualName: "rowc"))")
            if written != foundation { break }
        }
    }
}
