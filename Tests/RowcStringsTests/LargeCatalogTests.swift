// LargeCatalogTests.swift checks that reading and writing grow linearly with the number of keys, and that 100,000 keys work.

import Foundation
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

    static func roundTrip(_ bytes: [UInt8]) -> (Duration, Bool) {
        let clock = ContinuousClock()
        var same = false
        let elapsed = clock.measure {
            let (catalog, _) = StringCatalog.parse(SourceFile(path: "Big.xcstrings", bytes: bytes))
            same = catalog?.written() == bytes
        }
        return (elapsed, same)
    }

    @Test("100,000 keys read and write back, in time that grows linearly")
    func linear() {
        let small = Self.catalog(keys: 10_000), large = Self.catalog(keys: 100_000)
        _ = Self.roundTrip(small)
        let (smallTime, smallSame) = Self.roundTrip(small)
        let (largeTime, largeSame) = Self.roundTrip(large)
        #expect(smallSame && largeSame)
        // Ten times the keys; quadratic work would take a hundred times as long. A generous
        // bound, for loaded machines and debug builds: only growth is checked here.
        #expect(largeTime < smallTime * 30, "10,000 keys: \(smallTime), 100,000: \(largeTime)")
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
