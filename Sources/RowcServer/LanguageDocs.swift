// LanguageDocs.swift gives the short explanations shown on hover and in completion lists, from the vocabulary and the theme keys.

import RowcSema
import RowcSyntax

/// One line (or two) about each keyword and attribute: `Vocabulary`'s documentation, which
/// grammar.md's attribute table shows too.
enum LanguageDocs {
    static let keywords: [(name: String, doc: String)] = Vocabulary.keywords.filter(\.startsDeclaration)
        .map { ($0.spelling, $0.documentation) }

    static let rowAttributes = attributes(in: .row)
    static let modelAttributes = attributes(in: .model)
    static let actionAttributes = attributes(in: .action)
    static let sectionAttributes = attributes(in: .section)

    static func attributes(in place: Place) -> [(name: String, doc: String, isFlag: Bool)] {
        Vocabulary.attributes(in: place).map { ($0.attribute.spelling, $0.use.documentation, $0.use.value == .flag) }
    }

    static func keyword(_ name: String) -> String? {
        keywords.first { $0.name == name }?.doc
    }

    static func attribute(_ name: String, in kind: String) -> String? {
        switch kind {
        case Place.theme.rawValue: ThemeKey.named(name).map(themeKey)
        // A row writes theme keys for itself, which set them for that row alone.
        case Place.row.rawValue:
            Vocabulary.attribute(name)?.use(in: .row)?.documentation
                ?? ThemeKey.named(name).flatMap { $0.appliesToRows ? themeKey($0) + " This row's own, over the spec's theme." : nil }
        default: Place(rawValue: kind).flatMap { Vocabulary.attribute(name)?.use(in: $0)?.documentation }
        }
    }
    static func themeKey(_ key: ThemeKey) -> String {
        "The \(key.summary) (\(key.range)); default `\(key.value(in: .default))`."
    }
}
