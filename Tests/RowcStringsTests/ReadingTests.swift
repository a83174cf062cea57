// ReadingTests.swift checks what rowc reads of a catalog: keys, comments, states, the value a row shows and where each unit lies.

import RowcSource
@testable import RowcStrings
import Testing

@Suite("reading String Catalogs")
struct ReadingTests {
    @Test("keys in the file's order, the table name, and the languages with the source first")
    func keysAndLanguages() throws {
        let catalog = try Fixtures.catalog("Settings.xcstrings")
        #expect(catalog.tableName == "Settings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.keys.count == 27)
        #expect(catalog.keys.prefix(3) == [" ", "!\n", "%@ liked %#@count@ posts"])
        #expect(catalog.keys.firstIndex(of: "Item 2")! < catalog.keys.firstIndex(of: "Item 10")!)
        #expect(catalog.languages == ["en", "ar", "de", "fr", "ja", "zh-Hans"])
        #expect(catalog.entry("Nope") == nil)
    }

    @Test("comments, extraction states and shouldTranslate")
    func entryFields() throws {
        let catalog = try Fixtures.catalog("Settings.xcstrings")
        let airplane = try #require(catalog.entry("Airplane Mode"))
        #expect(airplane.comment == "The switch that turns every radio off.\nShown in \"Settings\" > General.")
        #expect(airplane.extractionState == nil && airplane.shouldTranslate)
        #expect(catalog.entry("Old Row")?.extractionState == "stale")
        #expect(catalog.entry("Brand")?.shouldTranslate == false)
        #expect(catalog.entry("Wi-Fi")?.comment == "Tab\there, a backslash \\ and a slash /")
        #expect(catalog.entry("Active Energy")?.localizations.isEmpty == true)
        #expect(catalog.entry("機内モード")?.localizations["ja"]?.value == "機内モード")
    }

    @Test("a string unit's state and value, and where the value lies")
    func stringUnit() throws {
        let catalog = try Fixtures.catalog("Settings.xcstrings")
        let arabic = try #require(catalog.entry("Airplane Mode")?.localizations["ar"])
        #expect(arabic.state == "needs_review")
        #expect(arabic.value == "وضع الطيران")
        let span = try #require(arabic.valueSpan)
        #expect(catalog.file.text(span) == "\"وضع الطيران\"")
        #expect(arabic.units.map(\.value) == ["وضع الطيران"])
    }

    @Test("plurals: the row shows `other`; the state is the least finished case's")
    func plural() throws {
        let catalog = try Fixtures.catalog("Settings.xcstrings")
        let devices = try #require(catalog.entry("%lld devices"))
        #expect(devices.localizations["en"]?.value == "%lld devices")
        #expect(devices.localizations["en"]?.state == "translated")
        #expect(devices.localizations["de"]?.value == "%lld Geräte")
        #expect(devices.localizations["de"]?.state == "needs_review")
        #expect(devices.localizations["de"]?.units.map(\.value) == ["%lld Gerät", "%lld Geräte"])
        #expect(devices.localizations["ja"]?.value == "%lld台のデバイス")
    }

    @Test("device variations: the row shows `iphone`, else `other`; a plural inside a device case shows its `other`")
    func device() throws {
        let catalog = try Fixtures.catalog("Settings.xcstrings")
        let title = try #require(catalog.entry("settings.title"))
        #expect(title.localizations["en"]?.value == "iPhone Settings")
        #expect(title.localizations["en"]?.units.count == 4)
        #expect(title.localizations["de"]?.value == "Einstellungen")
        let nested = try #require(catalog.entry("myDeviceVariant")?.localizations["en"])
        #expect(nested.value == "%lld phones")
        #expect(nested.units.map(\.value) == ["%lld phone", "%lld phones", "%lld things"])
        #expect(catalog.file.text(nested.valueSpan!) == "\"%lld phones\"")
    }

    @Test("substitutions: the value is the string unit's; every case is a unit and counts for the state")
    func substitutions() throws {
        let catalog = try Fixtures.catalog("Settings.xcstrings")
        let liked = try #require(catalog.entry("%@ liked %#@count@ posts"))
        let german = try #require(liked.localizations["de"])
        #expect(german.value == "%1$@ gefällt %2$#@count@")
        #expect(german.units.map(\.value) == ["%1$@ gefällt %2$#@count@", "%arg Beitrag", "%arg Beiträge"])
        #expect(german.state == "new")
        #expect(liked.localizations["en"]?.state == "translated")
        for unit in german.units { #expect(catalog.file.text(unit.span).hasPrefix("\"%")) }
    }

    @Test("state and value do not depend on the order of members, so the catalog rowc wrote reads alike (fuzz-strings)")
    func orderIndependent() throws {
        let unit = { (state: String, value: String) in #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
        let forward = #"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "de" : { "variations" : { "b" : { "x" : \#(unit("zeta", "1")), "other" : \#(unit("alpha", "2")) }, "a" : { "other" : \#(unit("new", "3")) } } } } } } }"#
        let backward = #"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "de" : { "variations" : { "a" : { "other" : \#(unit("new", "3")) }, "b" : { "other" : \#(unit("alpha", "2")), "x" : \#(unit("zeta", "1")) } } } } } } }"#
        for text in [forward, backward] {
            let german = try #require(try Fixtures.catalog(text: text).entry("k")?.localizations["de"])
            #expect(german.value == "3")
            #expect(german.state == "alpha")
        }
    }

    @Test("unknown members are kept and do not disturb reading")
    func unknownMembers() throws {
        let catalog = try Fixtures.catalog("Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog.languages == ["de", "en"])
        #expect(catalog.entry("Fertig")?.localizations["en"]?.value == "Done")
        #expect(catalog.entry("Abbrechen")?.comment == "Cancel button")
    }

    @Test("several catalogs read as one: sorted, each once, looked up by table")
    func catalogs() throws {
        let base = "Tests/Cases/strings/"
        let all = StringCatalogs.read(paths: [base + "Settings.xcstrings", base + "Localizable.xcstrings", base + "Settings.xcstrings",
                                              base + "Missing.xcstrings"])
        #expect(all.catalogs.map(\.tableName) == ["Localizable", "Settings"])
        #expect(all.isKnown)
        #expect(all.catalog(table: "Settings")?.keys.count == 27)
        #expect(all.catalog(table: "Missing") == nil)
        #expect(all.files.map(\.file.path) == [base + "Missing.xcstrings"])
        #expect(all.files.first?.diagnostics.map(\.code.id) == ["E603"])
        #expect(!StringCatalogs.none.isKnown)
        #expect(StringCatalogs.isCatalogName("Localizable.xcstrings") && !StringCatalogs.isCatalogName(".xcstrings"))
    }
}
