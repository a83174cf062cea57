// EditingTests.swift checks that adding keys, setting comments and marking keys stale write what Xcode would, and lose nothing.

import RowcSource
@testable import RowcStrings
import Testing

@Suite("editing String Catalogs")
struct EditingTests {
    let original = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Bluetooth" : {
          "comment" : "Old",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Bluetooth"
              }
            }
          },
          "x-unknown" : 1
        },
        "Wi-Fi" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "WLAN"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test("a new key goes in its sorted place, with its comment and no localizations")
    func addKey() throws {
        var catalog = try Fixtures.catalog(text: original)
        catalog.addKey("Airplane Mode", comment: "Turns \"every\" radio off\nfor flights")
        catalog.addKey("Cellular", comment: nil)
        #expect(catalog.keys == ["Bluetooth", "Wi-Fi", "Airplane Mode", "Cellular"])
        #expect(catalog.entry("Airplane Mode")?.comment == "Turns \"every\" radio off\nfor flights")
        let written = String(decoding: catalog.written(), as: UTF8.self)
        #expect(written.hasPrefix("""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Airplane Mode" : {
              "comment" : "Turns \\"every\\" radio off\\nfor flights"
            },
            "Bluetooth" : {
        """))
        #expect(written.contains("""
            },
            "Cellular" : {

            },
            "Wi-Fi" : {
        """))
        // Adding a key that exists changes nothing.
        let before = catalog.written()
        catalog.addKey("Bluetooth", comment: "New")
        #expect(catalog.written() == before)
    }

    @Test("setting and removing a comment keeps every translation and unknown member")
    func comment() throws {
        var catalog = try Fixtures.catalog(text: original)
        catalog.setComment("Shown under \"Connections\"", for: "Bluetooth")
        var expected = original.replacingOccurrences(of: #""comment" : "Old""#, with: #""comment" : "Shown under \"Connections\"""#)
        #expect(String(decoding: catalog.written(), as: UTF8.self) == expected)
        catalog.setComment(nil, for: "Bluetooth")
        expected = original.replacingOccurrences(of: "      \"comment\" : \"Old\",\n", with: "")
        #expect(String(decoding: catalog.written(), as: UTF8.self) == expected)
        #expect(catalog.entry("Bluetooth")?.comment == nil)
        catalog.setComment("Ignored", for: "Missing")
        #expect(catalog.entry("Missing") == nil)
    }

    @Test("marking a key stale and unmarking it writes Xcode's extractionState, in its sorted place")
    func stale() throws {
        var catalog = try Fixtures.catalog(text: original)
        catalog.setExtractionState(nil, for: "Wi-Fi")
        catalog.setExtractionState("stale", for: "Bluetooth")
        let written = String(decoding: catalog.written(), as: UTF8.self)
        let expected = original
            .replacingOccurrences(of: "      \"extractionState\" : \"stale\",\n", with: "")
            .replacingOccurrences(of: "      \"comment\" : \"Old\",\n", with: "      \"comment\" : \"Old\",\n      \"extractionState\" : \"stale\",\n")
        #expect(written == expected)
        #expect(catalog.entry("Bluetooth")?.extractionState == "stale")
        #expect(catalog.entry("Bluetooth")?.localizations["de"]?.value == "Bluetooth")
        // Written and read again, the edits stay and the translations with them.
        let again = try Fixtures.catalog(text: written)
        #expect(again.entry("Wi-Fi")?.extractionState == nil)
        #expect(again.entry("Wi-Fi")?.localizations["de"]?.value == "WLAN")
        #expect(again.written() == catalog.written())
    }

    @Test("editing every key of a fixture keeps every localization")
    func keepsTranslations() throws {
        var catalog = try Fixtures.catalog("Settings.xcstrings")
        for key in catalog.keys {
            catalog.setExtractionState("stale", for: key)
            catalog.setComment("edited", for: key)
        }
        let again = try Fixtures.catalog(text: String(decoding: catalog.written(), as: UTF8.self))
        let original = try Fixtures.catalog("Settings.xcstrings")
        #expect(again.keys == original.keys)
        for key in original.keys {
            let before = original.entry(key)!.localizations, after = again.entry(key)!.localizations
            #expect(before.keys.sorted() == after.keys.sorted())
            for (language, localization) in before {
                #expect(after[language]?.units.map(\.value) == localization.units.map(\.value))
                #expect(after[language]?.state == localization.state)
            }
            #expect(again.entry(key)?.extractionState == "stale")
        }
    }
}
