// SpecStrings.swift lists a spec's localizable texts and the table each is looked up in: the one rule checking, `rowc strings`, the report and the generated Swift share.

import RowcSource

/// Where a localizable text is shown.
public enum TextSlot: String, Hashable, Sendable {
    case title, subtitle, label, header, footer
    /// An action's title: a swipe action's, a menu item's.
    case action
}

/// One text of a spec that the app looks up in a String Catalog: the spec's text is both the key
/// and the source language's value.
public struct LocalizableString: Hashable, Sendable {
    public var key: String
    /// The table: the catalog's file name without `.xcstrings`.
    public var table: String
    public var slot: TextSlot
    /// Where the text is written, for diagnostics about it.
    public var span: Span
    /// The declaration's doc comment, its lines joined by spaces: the key's comment for translators; nil without one.
    public var comment: String?

    /// The translators' comment of a declaration with `documentation`: what `rowc strings` writes
    /// in the catalog and the generated lookup passes, the same text.
    public static func comment(_ documentation: [String]) -> String? {
        documentation.isEmpty ? nil : documentation.joined(separator: " ")
    }
}

/// Which table a spec's texts are looked up in, by grammar.md's rule: a declaration's `table:`;
/// else the catalog named after the spec (`Settings.rows`, `Settings.xcstrings`) when it is
/// known; else `Localizable`, when it is known. With neither, the spec is not localized.
public struct StringTables: Sendable {
    /// The table of a declaration that names none, or nil when the spec is not localized.
    public let defaultTable: String?

    /// `specTable` is the spec's own table name (its file name without `.rows`); `hasTable` says
    /// whether a catalog of that table is known.
    public init(specTable: String, hasTable: (String) -> Bool) {
        defaultTable = hasTable(specTable) ? specTable : hasTable(Self.localizable) ? Self.localizable : nil
    }

    /// The table Xcode and `String(localized:)` use when none is named.
    public static let localizable = "Localizable"

    /// The table a declaration's texts are looked up in.
    public func table(declared: String?) -> String? { declared ?? defaultTable }

    /// The spec's own table name: its file name without folders and `.rows`.
    public static func specTable(path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".rows") ? String(name.dropLast(5)) : name
    }
}

extension CheckedSpec {
    /// Every localizable text of the spec in file order (a key may appear more than once), with
    /// the table each is looked up in; texts written `verbatim` and texts without a table are left out.
    public func localizableStrings(tables: StringTables) -> [LocalizableString] {
        var found: [LocalizableString] = []
        func add(_ text: String?, _ slot: TextSlot, table declared: String?, span: Span?, fallback: Span,
                 documentation: [String]) {
            guard let text, let table = tables.table(declared: declared) else { return }
            found.append(LocalizableString(key: text, table: table, slot: slot, span: span ?? fallback,
                                           comment: LocalizableString.comment(documentation)))
        }
        var items: [(start: Int32, strings: [LocalizableString])] = []
        for section in sections {
            guard let span = section.span else { continue }
            found = []
            if !section.verbatim.contains(.title) {
                add(section.title, .header, table: section.table, span: nil, fallback: span, documentation: section.documentation)
            }
            if !section.verbatim.contains(.footer) {
                add(section.footer, .footer, table: section.table, span: nil, fallback: span, documentation: section.documentation)
            }
            items.append((span.start, found))
        }
        for row in rows {
            found = []
            if !row.verbatim.contains(.title) {
                add(row.title, .title, table: row.table, span: row.titleSpan, fallback: row.headSpan, documentation: row.documentation)
            }
            if !row.verbatim.contains(.subtitle) {
                add(row.subtitle, .subtitle, table: row.table, span: row.subtitleSpan, fallback: row.headSpan,
                    documentation: row.documentation)
            }
            if !row.verbatim.contains(.label) {
                add(row.label, .label, table: row.table, span: nil, fallback: row.headSpan, documentation: row.documentation)
            }
            items.append((row.span.start, found))
        }
        for model in models {
            found = []
            for (slot, value) in [(TextSlot.title, model.title), (.subtitle, model.subtitle), (.label, model.label)] {
                guard case .constant(let text)? = value else { continue }
                let verbatim: VerbatimText = slot == .title ? .title : slot == .subtitle ? .subtitle : .label
                guard !model.verbatim.contains(verbatim) else { continue }
                add(text, slot, table: model.table, span: nil, fallback: model.nameSpan, documentation: model.documentation)
            }
            items.append((model.span.start, found))
        }
        for action in actions where !action.titleIsVerbatim {
            found = []
            add(action.title, .action, table: action.table, span: action.titleSpan, fallback: action.nameSpan, documentation: action.documentation)
            items.append((action.span.start, found))
        }
        return items.sorted { $0.start < $1.start }.flatMap(\.strings)
    }
}

extension CheckedRow {
    /// The row with its title, subtitle and label as `text` gives them for each text looked up in
    /// a table (key, table, slot); verbatim texts, and all texts of a row with no table, stay as written.
    public func localized(tables: StringTables, _ text: (_ key: String, _ table: String, _ slot: TextSlot) -> String) -> CheckedRow {
        guard let table = tables.table(declared: self.table) else { return self }
        var row = self
        if let title, !verbatim.contains(.title) { row.title = text(title, table, .title) }
        if let subtitle, !verbatim.contains(.subtitle) { row.subtitle = text(subtitle, table, .subtitle) }
        if let label, !verbatim.contains(.label) { row.label = text(label, table, .label) }
        return row
    }
}
