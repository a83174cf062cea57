// Pseudolanguage.swift defines Xcode's four pseudolanguages as transforms of a spec's text, so a report can show a layout before any translation exists.

/// A stand-in language for testing layouts, as Xcode's scheme options offer them (Run, Options,
/// App Language), each of which Foundation applies at run time through a user default. rowc
/// applies the same transform to the source text: see grammar.md, "Pseudolanguages".
public enum Pseudolanguage: String, CaseIterable, Sendable {
    /// Double-Length Pseudolanguage (`NSDoubleLocalizedStrings`): the text, a space, the text again.
    case doubleLength = "double-length"
    /// Accented Pseudolanguage (`NSAccentuateLocalizedStrings`): letters with accents.
    case accented
    /// Bounded String Pseudolanguage (`NSSurroundLocalizedStrings`): the text between `[# ` and ` #]`.
    case bounded
    /// Right-to-Left Pseudolanguage (`NSForceRightToLeftWritingDirection`): the text as it is, laid out mirrored.
    case rightToLeft = "right-to-left"

    /// Whether rows are laid out mirrored, as in a right-to-left language.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// `text` as the pseudolanguage shows it.
    public func apply(to text: String) -> String {
        switch self {
        case .doubleLength: text + " " + text
        case .accented: String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
        case .bounded: "[# " + text + " #]"
        case .rightToLeft: text
        }
    }

    /// The accented letter for each ASCII letter that has one in Latin-1 or Latin Extended-A, which
    /// every font a table is made from covers; `b f m p q v x` (and their capitals) stay as they are.
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs = "aå cç dď eé gĝ hĥ iî jĵ kķ lļ nñ oö rŕ sš tţ uü wŵ yý zž AÅ CÇ DĎ EÉ GĜ HĤ IÎ JĴ KĶ LĻ NÑ OÖ RŔ SŠ TŢ UÜ WŴ YÝ ZŽ"
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for pair in pairs.split(separator: " ") {
            let scalars = Array(pair.unicodeScalars)
            table[scalars[0]] = scalars[1]
        }
        return table
    }()
}

/// Languages written right to left, whose rows UIKit lays out mirrored: Arabic, Hebrew, Persian
/// and Urdu (and Yiddish, Pashto, Sindhi, Uyghur, Divehi, Kurdish in Arabic script), by a BCP 47
/// code's language subtag.
public enum WritingDirection {
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Whether the language of `code` (`ar`, `he-IL`, `ur_PK`) is written right to left.
    public static func isRightToLeft(_ code: String) -> Bool {
        let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }
}
