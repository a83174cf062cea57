// SwiftNames.swift knows Swift's keywords and the names rowc reserves, and derives every name rowc makes from text.

/// Swift's rules for names, and the one way rowc derives a name from text: the lexer's
/// fix-its, the checker, code generation and reuse identifiers all call these, so a name
/// proposed anywhere is one the checker accepts.
public enum SwiftNames {
    /// Words that need backticks to be used as identifiers.
    public static let keywords = Set(keywordList)

    /// Keywords that even backticks do not make usable as a member or type name.
    public static let unescapable = Set(unescapableList)

    // The words as lists too, for the checker's table of special names: building that from sets
    // made the runtime look up String's conformance to Hashable among every conformance in the
    // binary, which checking a spec without models otherwise never needs.

    public static let keywordList = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    public static let unescapableList = ["_", "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "super"]

    /// Every type the generated Swift declares or names. A model, spec, row or field with one of
    /// these names would declare it twice or hide it from the generated code, so the checker
    /// refuses them as model names and code generation as the others. A test scans the generated
    /// code for names missing here.
    public static let reservedTypeNames: Set<String> = [
        // RowKit's types (ReservedNamesTests reads them from its sources), its modules, and the
        // type of the table file a build may write: a model or spec of one of these names would
        // hide RowKit's from the generated code and the app.
        "RowAccessory", "RowAction", "RowActionCase", "RowActionHandlers", "RowActions", "RowAppearance", "RowBadge", "RowCase", "RowCell",
        "RowCellGeometry", "RowChoiceCase", "RowChoiceHandlers", "RowColor", "RowContentConfiguration", "RowContentSize", "RowContentView",
        "RowDataSource", "RowElement", "RowFrames", "RowIcon", "RowIconTile", "RowInsetEdges", "RowLabelLines", "RowLayout",
        "RowLayoutDirection", "RowListDataSource", "RowListStyle", "RowMetricsError", "RowMetricsTable", "RowModel", "RowRect", "RowRules",
        "RowSection", "RowStrings", "RowStyle", "RowSubtitlePosition", "RowTable", "RowTextLayout", "RowTextLine", "RowTextMetrics",
        "RowTextStyle", "RowTheme", "RowValue", "RowKit", "RowKitStrings", "RowMetrics",
        "RowAccessibility", "RowHandlers", "RowHostLayout", "RowPart", "RowPlacement", "RowView", "RowList", "RowFramesLayout", "RowPartKey",
        "RowPreviews",
        // Declared in every spec's enum, in one whose rows take texts from the app, and in one with
        // named sections (`nestedTypeNames`).
        "Row", "Values", "Section",
        // The standard library's.
        "Bool", "CaseIterable", "Double", "Hashable", "Identifiable", "Int", "Sendable", "String", "Void", "Dictionary",
        "Array",
        // Foundation's.
        "NSLocalizedString",
        // The modules.
        "Swift", "Foundation", "UIKit", "SwiftUI",
    ]

    /// The types a spec's enum declares inside itself. A spec may be named as one of them: its
    /// generated code names the enum's own members as `Self.member` inside it and as
    /// `Spec.member` only at the file's level, where no nested type hides the enum.
    /// The name of the Xcode preview a spec's generated code declares beside its enum `spec`
    /// (`Settings_Previews`), which no model of the spec may take.
    public static func previewTypeName(of spec: String) -> String { spec + "_Previews" }

    public static let nestedTypeNames: Set<String> = ["Row", "Values", "Section"]

    /// Members every generated spec enum has, which rows cannot be named.
    /// Members of every spec's enum, and of its `Row` enum, whose cases are the row names.
    public static let reservedMembers = ["rows", "sections", "theme", "allCases", "rawValue", "hashValue", "model"]

    /// Members of a spec's generated `Action` enum, which no action can be named.
    public static let reservedActionMembers: Set<String> = ["allCases", "rawValue", "hashValue", "rowAction", "rowID"]

    /// Properties every generated model struct has, which fields cannot be named.
    public static let reservedFieldNames: Set<String> = ["row", "style", "reuseIdentifier"]

    /// Whether a model or spec enum may be called `name`: Swift takes it without backticks,
    /// and the generated code declares and names no type of that name (a spec's enum may have
    /// the name of a type nested in it, see `nestedTypeNames`).
    public static func isUsableTypeName(_ name: String, forSpec: Bool = false) -> Bool {
        !name.contains(".") && (!reservedTypeNames.contains(name) || forSpec && nestedTypeNames.contains(name))
            && !keywords.contains(name) && !unescapable.contains(name)
    }

    /// The name of a row derived from its title or image: its lowerCamelCase, with `Row` after
    /// a word the generated enum cannot take as a member (`self` -> `selfRow`, `Theme` ->
    /// `themeRow`); nil when the text gives no name.
    public static func rowName(from text: String) -> String? {
        guard let name = lowerCamelCase(text) else { return nil }
        return unescapable.contains(name) || reservedMembers.contains(name) ? name + "Row" : name
    }

    /// The name of a type derived from text (a model's name, a spec's file name), or nil when
    /// the text gives none that `isUsableTypeName` accepts.
    public static func typeName(from text: String) -> String? {
        upperCamelCase(text).flatMap { isUsableTypeName($0) ? $0 : nil }
    }

    /// `name`, in backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A lowerCamelCase identifier from the words of `text` (see `words(of:)`): "Wi-Fi" ->
    /// "wiFi", "Title 45" -> "title45", "Café" -> "cafe", "What's New" -> "whatsNew"; nil when
    /// it has none. A leading digit gets the prefix `row`.
    public static func lowerCamelCase(_ text: String) -> String? {
        let words = words(of: text)
        guard let first = words.first else { return nil }
        // A leading digit cannot start a name; after the `row` prefix the word is no longer
        // first, so it keeps its capitals as later words do ("3D Touch" -> "row3DTouch").
        var result = startsWithDigit(first) ? "row" + capitalized(first) : lowerFirst(first)
        for word in words.dropFirst() { result += capitalized(word) }
        return result
    }

    /// An UpperCamelCase type name from the words of `text`, each keeping its capitals
    /// ("staff-list" -> "StaffList", "URLs" -> "URLs"), or nil when it has no words or starts
    /// with a digit, which no type name can.
    public static func upperCamelCase(_ text: String) -> String? {
        let words = words(of: text)
        guard let first = words.first, !startsWithDigit(first) else { return nil }
        return words.map(capitalized).joined()
    }

    /// The words of `text`: runs of ASCII letters and digits, with Latin letters with accents
    /// read as their base letters, split at anything else. An apostrophe between letters joins
    /// ("Don't" is one word), as the word reads.
    public static func words(of text: String) -> [String] {
        var words: [String] = []
        var word = ""
        let scalars = Array(text.unicodeScalars)
        for (k, scalar) in scalars.enumerated() {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if let letters = latinBase(scalar) {
                // "Œuvre": a capital that stands for two letters before small ones is "Oe", one capital.
                let beforeSmall = k + 1 < scalars.count && scalars[k + 1].properties.isLowercase
                word += letters.count > 1 && beforeSmall ? letters.prefix(1) + letters.dropFirst().lowercased() : String(letters)
            } else if apostrophes.contains(scalar), !word.isEmpty, k + 1 < scalars.count,
                      scalars[k + 1].properties.isAlphabetic {
                continue
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The straight apostrophe and the typographic one (U+2019), which text from a word processor has.
    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}"]

    static func startsWithDigit(_ word: String) -> Bool {
        word.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
    }

    static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// An identifier with its first letter lowercased, or its leading acronym: "URL" -> "url",
    /// "URLs" -> "urls", "HTTPServer" -> "httpServer" (the acronym ends where the next word's
    /// capital starts), "WiFi" -> "wiFi".
    static func lowerFirst(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase || $0.isNumber }.count
        let rest = word.dropFirst(capitals)
        if capitals == word.count || rest == "s" { return word.lowercased() }
        let lowered = max(1, capitals - 1)
        return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
    }

    /// The ASCII letters a letter of Latin-1 Supplement or Latin Extended-A stands for, read
    /// without its accent ("é" -> "e", "ß" -> "ss"), or nil for any other scalar or a sign.
    static func latinBase(_ scalar: Unicode.Scalar) -> Substring? {
        let offset = Int(scalar.value) - 0xC0
        guard offset >= 0, offset < latinBases.count, latinBases[offset] != "-" else { return nil }
        return latinBases[offset]
    }

    /// U+00C0 to U+017F in order, each as its base letters; `-` for the signs × and ÷.
    private static let latinBases = """
        A A A A A A AE C E E E E I I I I D N O O O O O - O U U U U Y TH ss a a a a a a ae c e e
        e e i i i i d n o o o o o - o u u u u y th y A a A a A a C c C c C c C c D d D d E e E e
        E e E e E e G g G g G g G g H h H h I i I i I i I i I i IJ ij J j K k k L l L l L l L l
        L l N n N n N n n N n O o O o O o OE oe R r R r R r S s S s S s S s T t T t T t U u U u
        U u U u U u U u W w Y y Y Z z Z z Z z s
        """.split(whereSeparator: \.isWhitespace)
}
