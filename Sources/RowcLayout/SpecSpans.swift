// SpecSpans.swift finds where a row's attributes were written, to point layout diagnostics at them.

import RowcSema
import RowcSource
import RowcSyntax

/// Spans in a checked spec's source. The checked tree keeps only each row's whole
/// declaration; layout diagnostics point at the smallest part that makes sense, so
/// this looks the parts up again in the syntax tree.
struct SpecSpans {
    let tree: SyntaxTree
    /// Row declarations by their first byte.
    private var rows: [Int32: Declaration] = [:]
    /// Each theme key's first occurrence, as the checker recorded it.
    let themeKeys: [String: Span]

    init(_ spec: CheckedSpec) {
        tree = spec.syntax
        themeKeys = spec.themeKeySpans
        for declaration in tree.declarations where declaration.kind == .row {
            rows[tree.span(of: declaration).start] = declaration
        }
    }

    /// `row NAME`, or the `row` keyword when the row has no name.
    func head(of row: CheckedRow) -> Span {
        guard let declaration = rows[row.span.start] else { return row.span }
        let keyword = tree.token(declaration.keyword).span
        return declaration.name.map { keyword.union(tree.token($0).span) } ?? keyword
    }

    /// The value of `key:` in `row` (the string of `title:"..."`), or the row's head when absent.
    func value(_ key: String, of row: CheckedRow) -> Span {
        guard let declaration = rows[row.span.start] else { return row.span }
        for attribute in tree.attributes(of: declaration) where tree.text(attribute.key) == key {
            return attribute.value.map { tree.token($0).span } ?? tree.span(of: attribute)
        }
        return head(of: row)
    }
}
