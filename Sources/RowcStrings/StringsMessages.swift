// StringsMessages.swift words the String Catalog reader's messages: one place to read and edit them.

/// The text of each String Catalog diagnostic, sorted by name; the codes are in StringsDiagnostics.swift.
enum StringsMessage {
    static var catalogNotObject: String { "a String Catalog must hold one JSON object" }

    static func duplicateKey(_ key: String, in path: KeyPath) -> String {
        let place = path.isEmpty ? "the catalog" : "\(path)"
        return "\(KeyPath.component(key)) is given twice in \(place); a second one would lose a translation"
    }

    static var firstKey: String { "the first is here" }

    static func missingKey(_ path: KeyPath) -> String { "\(path) is missing; rowc needs it" }

    static func notJSON(_ reason: String) -> String { "the String Catalog is not valid JSON: \(reason)" }

    static var notUTF8: String { "the String Catalog is not valid UTF-8" }

    static func tooLarge(limit: Int) -> String { "the String Catalog is larger than \(limit >> 20) MiB and was not read" }

    static func unreadable(_ reason: String) -> String { "the String Catalog cannot be read (\(reason))" }

    static func wrongKind(_ path: KeyPath, expected: String, found: String) -> String { "\(path) is \(found), not \(expected)" }
}
