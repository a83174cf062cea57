// AttributeOrder.swift gives the canonical position of each attribute within its declaration.

import RowcSema
import RowcSyntax

/// Where an attribute goes when a declaration is formatted. Known attributes come in the
/// order of `Vocabulary.attributes` (and `ThemeKey.all`), which grammar.md's tables list, a
/// row's own theme keys after its other attributes; anything else (already reported by the checker) follows,
/// in the order written. Sorting is stable, so of two equal keys the first stays first,
/// and the checker, which keeps the first, sees the same spec.
enum AttributeOrder {
    static let row = Vocabulary.attributes(in: .row).map(\.attribute.spelling) + ThemeKey.rowKeys.map(\.name)
    static let model = Vocabulary.attributes(in: .model).map(\.attribute.spelling)
    static let theme = ThemeKey.all.map(\.name)
    static let action = Vocabulary.attributes(in: .action).map(\.attribute.spelling)

    /// The rank of attribute `key` in a declaration of `kind`; lower goes first.
    static func rank(of key: String, in kind: Declaration.Kind) -> Int {
        let order: [String]
        switch kind {
        case .row: order = row
        case .model: order = model
        case .theme: order = theme
        case .action: order = action
        // A section takes no attributes; any written are kept where they are.
        case .section, .unknown: return 0
        }
        return order.firstIndex(of: key) ?? order.count
    }
}
