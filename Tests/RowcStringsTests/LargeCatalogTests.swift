// LargeCatalogTests.swift checks that 100,000 keys read and write back (rowc-bench's growth section times them).

import RowcSource
@testable import RowcStrings
import Testing

@Suite("large String Catalogs")
struct LargeCatalogTests {
    /// A catalog of `count` keys, each translated into German, as Xcode writes it.
    static func catalog(keys count: Int) -> [UInt8] {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        let keys = (0..<count).map { "row.\($0).title" }.sorted(by: KeyOrder.precedes)
        for (index, key) in keys.enumerated() {
            text += """
                "\(key)" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Zeile \(index)"
                      }
                    }
                  }
                }\(index == count - 1 ? "" : ",")

            """
        }
        text += "  },\n  \"version\" : \"1.0\"\n}"
        return Array(text.utf8)
    }

    @Test("100,000 keys read and write back byte for byte")
    func roundTrip() {
        for keys in [10_000, 100_000] {
            let bytes = Self.catalog(keys: keys)
            let (catalog, diagnostics) = StringCatalog.parse(SourceFile(path: "Big.xcstrings", bytes: bytes))
            #expect(diagnostics.isEmpty && catalog?.keys.count == keys)
            #expect(catalog?.written() == bytes, "\(keys) keys")
        }
    }

    @Test("keys out of order, 100,000 of them, are sorted in linearithmic time")
    func unsorted() throws {
        var catalog = StringCatalog.empty(path: "Big.xcstrings", sourceLanguage: "en")
        for index in (0..<100_000).reversed() { catalog.addKey("row.\(index).title", comment: nil) }
        let written = catalog.written()
        let again = try #require(StringCatalog.parse(SourceFile(path: "Big.xcstrings", bytes: written)).catalog)
        #expect(again.keys.first == "row.0.title" && again.keys.last == "row.99999.title")
    }
}
