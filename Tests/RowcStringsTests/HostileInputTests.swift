// HostileInputTests.swift feeds broken and hostile catalogs to the reader: each gives the right code at the right line and column.

import Foundation
import RowcSource
@testable import RowcStrings
import Testing

@Suite("broken and hostile String Catalogs")
struct HostileInputTests {
    @Test("bytes that are not UTF-8 are E601 at the first bad byte")
    func notUTF8() {
        var bytes = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"caf".utf8)
        bytes += [0xC3, 0x28] + Array("\" : {} }\n}".utf8)
        #expect(Fixtures.problems(SourceFile(path: "Bad.xcstrings", bytes: bytes)) == ["3:21 E601 the String Catalog is not valid UTF-8"])
    }

    @Test("text that is not JSON is E601 where reading stopped", arguments: [
        ("", "1:1 E601 the String Catalog is not valid JSON: unexpected end of input"),
        ("{\n  \"sourceLanguage\" : \"en\",\n}", "3:1 E601 the String Catalog is not valid JSON: expected a string key"),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n",
         "4:1 E601 the String Catalog is not valid JSON: unexpected end of input inside an object"),
        ("{\"strings\" : {}} trailing", "1:18 E601 the String Catalog is not valid JSON: unexpected trailing characters"),
        ("{\"a\" : \"tab\there\"}", "1:12 E601 the String Catalog is not valid JSON: control character in string"),
        // Half of a surrogate pair is no character: Foundation refuses the file, so Xcode cannot open it.
        ("{\"a\" : \"A\\ud83dB\"}",
         "1:10 E601 the String Catalog is not valid JSON: unpaired surrogate `\\ud83d`, half of a UTF-16 pair, which is no character"),
        ("{\"a\" : \"A\\udc00\"}",
         "1:10 E601 the String Catalog is not valid JSON: unpaired surrogate `\\udc00`, half of a UTF-16 pair, which is no character"),
        ("{\n  \"a\" : \"\\ud83d\\u0041\"}",
         "2:10 E601 the String Catalog is not valid JSON: unpaired surrogate `\\ud83d`, half of a UTF-16 pair, which is no character"),
    ])
    func notJSON(_ text: String, _ expected: String) {
        #expect(Fixtures.problems(text) == [expected])
    }

    @Test("nesting deeper than 64 levels is E601, without exhausting the stack")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Fixtures.problems(#"{"sourceLanguage" : "en", "strings" : {"a" : {"x" : "# + deep + "}}}").first?.contains("E601 the String Catalog is not valid JSON: nesting too deep") == true)
    }

    @Test("a key given twice, at any level, is E601 at the second, with a note at the first")
    func duplicates() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Wi-Fi" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "new", "value" : "WLAN", "value" : "Wi-Fi" } }
              }
            },
            "Wi-Fi" : {

            }
          }
        }
        """
        #expect(Fixtures.problems(text) == [
            #"9:5 E601 "Wi-Fi" is given twice in strings; a second one would lose a translation"#,
            #"6:70 E601 value is given twice in strings."Wi-Fi".localizations.de.stringUnit; a second one would lose a translation"#,
        ])
        let (_, diagnostics) = StringCatalog.parse(SourceFile(path: "Bad.xcstrings", text: text))
        let file = SourceFile(path: "Bad.xcstrings", text: text)
        #expect(diagnostics[0].notes.map { file.location(of: $0.span.start).line } == [4])
        #expect(file.text(diagnostics[0].span) == "\"Wi-Fi\"")
        #expect(Fixtures.problems(#"{"sourceLanguage" : "en", "sourceLanguage" : "de", "strings" : {}}"#) == [
            "1:27 E601 sourceLanguage is given twice in the catalog; a second one would lose a translation",
        ])
    }

    @Test("missing keys rowc needs are E602 at the object that lacks them")
    func missing() {
        #expect(Fixtures.problems("{\n}") == ["1:1 E602 sourceLanguage is missing; rowc needs it", "1:1 E602 strings is missing; rowc needs it"])
        #expect(Fixtures.problems(#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"de" : {"stringUnit" : {"state" : "new"}}}}}}"#)
            == [#"1:89 E602 strings.a.localizations.de.stringUnit.value is missing; rowc needs it"#])
    }

    @Test("a value of the wrong kind is E602 at it, naming its key path", arguments: [
        (#"[]"#, "1:1 E602 a String Catalog must hold one JSON object"),
        (#""text""#, "1:1 E602 a String Catalog must hold one JSON object"),
        (#"{"sourceLanguage" : 1, "strings" : {}}"#, "1:21 E602 sourceLanguage is a number, not a string"),
        (#"{"sourceLanguage" : "en", "strings" : []}"#, "1:39 E602 strings is an array, not an object"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : "b"}}"#, #"1:46 E602 strings.a is a string, not an object"#),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"comment" : null}}}"#, "1:59 E602 strings.a.comment is null, not a string"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"extractionState" : true}}}"#, "1:67 E602 strings.a.extractionState is a boolean, not a string"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"shouldTranslate" : "no"}}}"#, "1:67 E602 strings.a.shouldTranslate is a string, not true or false"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : []}}}"#, "1:65 E602 strings.a.localizations is an array, not an object"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"de" : 1}}}}"#, "1:73 E602 strings.a.localizations.de is a number, not an object"),
        (#"{"sourceLanguage" : "en", "strings" : {"Wi-Fi" : {"localizations" : {"de" : {"stringUnit" : {"value" : 3}}}}}}"#,
         #"1:104 E602 strings."Wi-Fi".localizations.de.stringUnit.value is a number, not a string"#),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"de" : {"stringUnit" : {"value" : "x", "state" : 2}}}}}}"#,
         "1:115 E602 strings.a.localizations.de.stringUnit.state is a number, not a string"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"de" : {"variations" : []}}}}}"#,
         "1:89 E602 strings.a.localizations.de.variations is an array, not an object"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"de" : {"variations" : {"plural" : {"one" : "x"}}}}}}}"#,
         "1:110 E602 strings.a.localizations.de.variations.plural.one is a string, not an object"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"de" : {"substitutions" : {"n" : {"argNum" : "2"}}}}}}}"#,
         "1:111 E602 strings.a.localizations.de.substitutions.n.argNum is a string, not a whole number"),
        (#"{"sourceLanguage" : "en", "strings" : {"a" : {"localizations" : {"zh-Hans" : {"substitutions" : {"n" : {"formatSpecifier" : 1}}}}}}}"#,
         #"1:125 E602 strings.a.localizations."zh-Hans".substitutions.n.formatSpecifier is a number, not a string"#),
    ])
    func wrongKind(_ text: String, _ expected: String) {
        #expect(Fixtures.problems(text) == [expected])
    }

    @Test("every problem is reported, not only the first, up to 1,000 and a count of the rest")
    func many() {
        let entries = (0..<1500).map { #""k\#($0)" : 1"# }.joined(separator: ",\n")
        let problems = Fixtures.problems("{\"sourceLanguage\" : \"en\", \"strings\" : {\n" + entries + "\n}}")
        #expect(problems.count == 1001)
        #expect(problems[1] == "3:8 E602 strings.k1 is a number, not an object")
        #expect(problems.last?.contains("500 more errors not reported") == true)
    }

    @Test("unknown members anywhere are kept, never an error")
    func unknown() throws {
        let catalog = try Fixtures.catalog(text: #"{"sourceLanguage" : "en", "strings" : {"a" : {"future" : [1, {"x" : null}], "localizations" : {"de" : {"stringUnit" : {"value" : "x", "extra" : 1}, "more" : true}}}}, "other" : 2.5}"#)
        let written = String(decoding: catalog.written(), as: UTF8.self)
        #expect(written.contains("\"future\" : [\n        1,\n        {\n          \"x\" : null\n        }\n      ]"))
        #expect(written.contains("\"extra\" : 1") && written.contains("\"more\" : true") && written.contains("\"other\" : 2.5"))
    }

    @Test("a file that cannot be read is E603: a folder, a missing file, one over the size limit")
    func unreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sub = folder.appendingPathComponent("Folder.xcstrings")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let big = folder.appendingPathComponent("Big.xcstrings")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(StringCatalog.maxBytes + 1))
        try handle.close()
        for (path, message) in [(sub.path, "the String Catalog cannot be read (not a regular file)"),
                                (folder.appendingPathComponent("None.xcstrings").path, "the String Catalog cannot be read (No such file or directory)"),
                                (big.path, "the String Catalog is larger than 64 MiB and was not read")] {
            let (catalog, diagnostics) = StringCatalog.read(path: path)
            #expect(catalog == nil)
            #expect(diagnostics.map(\.code.id) == ["E603"])
            #expect(diagnostics.first?.message.lowercased() == message.lowercased(), "\(diagnostics.map(\.message))")
        }
    }
}
