// AssetMessages.swift words the catalog reader's messages: one place to read and edit them.

/// The text of each catalog diagnostic, sorted by name; the codes are in AssetDiagnostics.swift.
enum AssetMessage {
    static func colorHasNoComponents(_ key: String) -> String {
        "a colour needs `components` or a `reference` to a system colour; this one has neither (`\(key)`)"
    }

    static func componentOutOfRange(_ key: String, value: String, space: String) -> String {
        "component `\(key)` is \(value), outside 0 to 1 (or 0 to 255) that `\(space)` allows"
    }

    static var contentsNotObject: String { "Contents.json must hold one JSON object" }

    static func contentsTooLarge(limit: Int) -> String { "Contents.json is larger than \(limit >> 20) MiB and was not read" }

    static func linkNotFollowed(_ name: String) -> String {
        "`\(name)` is a symbolic link to a folder; rowc does not follow links in asset catalogs, so its assets are not known"
    }

    static func missingKey(_ key: String, in what: String) -> String { "\(what) needs `\(key)`" }

    static var noColors: String { "this colour set gives no colour; add one for the Any or Light appearance" }

    static var noContents: String { "this colour set has no Contents.json, so it gives no colour" }

    static func notJSON(_ reason: String) -> String { "Contents.json is not valid JSON: \(reason)" }

    static var notUTF8: String { "Contents.json is not valid UTF-8" }

    static func tooDeep(limit: Int) -> String { "this folder is more than \(limit) folders deep in its catalog and was not read" }

    static func tooManyFolders(limit: Int) -> String { "the catalog holds more than \(limit) folders; the rest were not read" }

    static func unknownColorSpace(_ name: String, known: [String]) -> String {
        "unknown colour space `\(name)`; rowc reads " + known.map { "`\($0)`" }.joined(separator: ", ")
    }

    static func unreadable(_ reason: String) -> String { "cannot be read (\(reason))" }

    static func unreadableComponent(_ key: String, value: String) -> String {
        "component `\(key)` is \(value); write a number from 0 to 1 (\"0.500\"), 0 to 255 (\"128\") or hexadecimal (\"0x80\")"
    }

    static func wrongKind(_ key: String, expected: String, found: String) -> String { "`\(key)` must be \(expected), not \(found)" }
}
