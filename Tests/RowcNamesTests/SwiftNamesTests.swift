// SwiftNamesTests.swift checks the one routine that derives names from text, and which names Swift and rowc reserve.

@testable import RowcNames
import Testing

@Suite("Swift names")
struct SwiftNamesTests {
    @Test("lowerCamelCase keeps ASCII letters and digits", arguments: [
        ("Wi-Fi", "wiFi"), ("Title", "title"), ("URL Schemes", "urlSchemes"), ("WiFi", "wiFi"),
        ("3D Touch", "row3DTouch"), ("per_printer", "perPrinter"), ("Do Not Disturb", "doNotDisturb"),
        ("Title xxxxxxxx34r34253452345235324", "titleXxxxxxxx34r34253452345235324"),
        ("Café Menu", "cafeMenu"), ("  Leading spaces", "leadingSpaces"), ("iCloud", "iCloud"),
        // Accented Latin letters count as their base letters; signs still split words.
        ("Über", "uber"), ("ÉCOLE normale", "ecoleNormale"), ("Straße", "strasse"), ("Œuvre", "oeuvre"),
        ("Łódź", "lodz"), ("2×3", "row23"), ("Ångström ½", "angstrom"),
        // A leading acronym is lowercased as a whole, up to the capital that starts the next word.
        ("HTTPServer Settings", "httpServerSettings"), ("URLs", "urls"), ("IDs and Keys", "idsAndKeys"),
        ("HTTP2Server", "http2Server"), ("iOS Apps", "iOSApps"), ("Open URLs", "openURLs"),
        // An apostrophe inside a word joins it, straight or typographic; elsewhere it splits.
        ("What's New", "whatsNew"), ("Don’t Disturb", "dontDisturb"), ("'Quoted' words", "quotedWords"),
        ("Rock 'n' Roll", "rockNRoll"),
    ])
    func lowerCamelCase(text: String, name: String) {
        #expect(SwiftNames.lowerCamelCase(text) == name)
    }

    @Test("text without ASCII letters or digits gives no name", arguments: ["日本語", "…", "", "- -", "😀"])
    func noName(text: String) {
        #expect(SwiftNames.lowerCamelCase(text) == nil)
    }

    @Test("type names keep each word's capitals", arguments: [
        ("staff-list", "StaffList"), ("a_b", "AB"), ("settings v2", "SettingsV2"), ("URLs", "URLs"),
        ("What's New", "WhatsNew"), ("imageTitleArrow", "ImageTitleArrow"),
    ])
    func upperCamelCase(text: String, name: String) {
        #expect(SwiftNames.upperCamelCase(text) == name)
    }

    @Test("no type name starts with a digit or comes from no words", arguments: ["2fa", "", "-", "日本"])
    func noTypeName(text: String) {
        #expect(SwiftNames.upperCamelCase(text) == nil)
    }

    @Test("a derived type name is one the checker accepts", arguments: [
        ("row-style", nil), ("row-model", nil), ("ui-view", "UiView"), ("se.lf", "SeLf"), ("person-card", "PersonCard"),
    ] as [(String, String?)])
    func typeName(text: String, name: String?) {
        #expect(SwiftNames.typeName(from: text) == name)
        if let name { #expect(SwiftNames.isUsableTypeName(name)) }
    }

    @Test("a derived row name steps around the members Swift or the generated enum cannot take", arguments: [
        ("my-row", "myRow"), ("Self", "selfRow"), ("Theme", "themeRow"), ("Sections", "sectionsRow"), ("Class", "class"),
        ("日本語", nil),
    ] as [(String, String?)])
    func rowName(text: String, name: String?) {
        #expect(SwiftNames.rowName(from: text) == name)
    }

    @Test func reservedTypeNamesAreNotUsable() {
        for name in SwiftNames.reservedTypeNames { #expect(!SwiftNames.isUsableTypeName(name), "\(name)") }
        #expect(!SwiftNames.isUsableTypeName("A.B"))
        #expect(!SwiftNames.isUsableTypeName("struct"))
        #expect(SwiftNames.isUsableTypeName("Person"))
    }
}
