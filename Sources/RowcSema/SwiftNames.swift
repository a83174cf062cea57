// SwiftNames.swift knows Swift's keywords and turns titles into lowerCamelCase identifiers.

/// Swift's rules for names, shared by the checker (which diagnoses) and code generation (which escapes).
public enum SwiftNames {
    /// Words that need backticks to be used as identifiers.
    public static let keywords = Set(keywordList)

    /// Keywords that even backticks do not make usable as a member or type name.
    public static let unescapable = Set(unescapableList)

    // The words as lists too, for the checker's table of special names: building that from sets
    // made the runtime look up String's conformance to Hashable among every conformance in the
    // binary, which checking a spec without models otherwise never needs.

    static let keywordList = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    static let unescapableList = ["_", "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "super"]

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A lowerCamelCase identifier from the ASCII letters and digits of `text`
    /// ("Wi-Fi" -> "wiFi", "Title 45" -> "title45"), or nil when it has none.
    /// A leading digit gets the prefix `row`.
    public static func lowerCamelCase(_ text: String) -> String? {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return nil }
        // A leading digit cannot start a name; after the `row` prefix the word is no longer
        // first, so it keeps its capitals as later words do ("3D Touch" -> "row3DTouch").
        let startsWithDigit = first.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
        var result = startsWithDigit ? "row" + first : lowerFirst(first)
        for w in words.dropFirst() { result += w.prefix(1).uppercased() + w.dropFirst() }
        return result
    }

    /// An identifier with its first letter lowercased, or its whole leading capitals when
    /// they form an acronym ("URL" -> "url", "WiFi" -> "wiFi").
    static func lowerFirst(_ word: String) -> String {
        let allUpper = word.allSatisfy { $0.isUppercase || $0.isNumber }
        return allUpper ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
    }
}
