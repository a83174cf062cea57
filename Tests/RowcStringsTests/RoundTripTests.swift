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

    @Test("the file's own ending is kept: with a trailing line break, without one")
    func endings() throws {
        #expect(try Fixtures.catalog("Localizable.xcstrings").endsWithNewline)
        #expect(try !Fixtures.catalog("Settings.xcstrings").endsWithNewline)
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
    /// Xcode's layout matches, must agree byte for byte: keys of every kind of character, every
    /// escape, numbers, booleans, arrays and empty objects.
    @Test("random catalogs are written as JSONSerialization writes them")
    func matchesJSONSerialization() throws {
        var random = SeededGenerator(seed: 0x5EED_0601)
        let alphabet = Array("aAbBzZ09_-.,; !?'\"/\\@%#$&*()[]{}+<=>|~`^:\n\t\u{1}\u{1F}\u{7F}éÉüÜßłØ日本語アプリمرحباñ😀\u{301} ")
        func text(_ maxLength: Int) -> String {
            String((0..<Int.random(in: 0...maxLength, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
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
                for _ in 0..<Int.random(in: 0...4, using: &random) { object[text(8)] = value(depth + 1) }
                return object
            }
        }
        for round in 0..<200 {
            var strings: [String: Any] = [:]
            for _ in 0..<Int.random(in: 0...30, using: &random) {
                strings[text(10)] = ["comment": text(20), "localizations": ["de": ["stringUnit": ["state": "translated", "value": text(10)]]],
                                     "x": value(2)] as [String: Any]
            }
            let root: [String: Any] = ["sourceLanguage": "en", "strings": strings, "version": "1.0", text(6): value(1)]
            let foundation = [UInt8](try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            let catalog = try Fixtures.catalog(text: String(decoding: foundation, as: UTF8.self))
            let written = catalog.written()
            #expect(written == foundation, "round \(round):\n\(unifiedDiff(expected: String(decoding: foundation, as: UTF8.self), actual: String(decoding: written, as: UTF8.self), expectedName: "JSONSerialization", actualName: "rowc"))")
            if written != foundation { break }
        }
    }
}
