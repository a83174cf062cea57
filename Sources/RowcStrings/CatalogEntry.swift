// CatalogEntry.swift holds what rowc reads of one key of a String Catalog: its comment, state and translations.

import RowcSource

/// One key of a catalog as rowc reads it. The entry's other members, known or not, are kept by
/// the catalog and written back as they were.
public struct CatalogEntry: Sendable {
    public var comment: String?
    /// `manual`, `stale`, `extracted_with_value`, `migrated`... or nil when the entry has none
    /// (a key Xcode extracted from code).
    public var extractionState: String?
    /// False when the entry says `"shouldTranslate" : false`.
    public var shouldTranslate: Bool
    /// By language code, as the catalog spells it (`de`, `zh-Hans`).
    public var localizations: [String: Localization]

    public init(comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
                localizations: [String: Localization] = [:]) {
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.localizations = localizations
    }
}

/// One language's translation of a key.
public struct Localization: Sendable {
    /// The state of the string unit; with variations or substitutions, the least finished state of
    /// all its units (see `StateOrder`); nil when no unit gives one.
    public var state: String?
    /// The string unit's value; with variations, what a row shows on an iPhone, a row having no
    /// number to choose a plural by: plural's `other`, device's `iphone` or else `other`.
    public var value: String?
    /// Where `value`'s string lies in the catalog file, for diagnostics.
    public var valueSpan: Span?
    /// Every string unit's value under this language, variations and substitutions included, in
    /// the file's order, for checks of format specifiers.
    public var units: [(value: String, span: Span)]
    /// The `formatSpecifier` of each substitution, by name (`count`: `lld`): the argument its
    /// `%#@count@` stands for.
    public var substitutions: [String: String]

    public init(state: String? = nil, value: String? = nil, valueSpan: Span? = nil, units: [(value: String, span: Span)] = [],
                substitutions: [String: String] = [:]) {
        self.state = state
        self.value = value
        self.valueSpan = valueSpan
        self.units = units
        self.substitutions = substitutions
    }
}

/// How finished a string unit's state is, for `Localization.state`: `new` before `needs_review`
/// before `translated`. A state rowc does not know counts as `new`: nothing says it is done.
enum StateOrder {
    static func rank(_ state: String) -> Int {
        switch state {
        case "translated": 2
        case "needs_review": 1
        default: 0
        }
    }

    /// The less finished of two states; of two that rank alike, the first in code point order,
    /// so the result does not depend on the order the units are met in.
    static func leastFinished(_ a: String?, _ b: String) -> String {
        guard let a else { return b }
        if rank(a) != rank(b) { return rank(b) < rank(a) ? b : a }
        return b.unicodeScalars.lexicographicallyPrecedes(a.unicodeScalars) ? b : a
    }
}
