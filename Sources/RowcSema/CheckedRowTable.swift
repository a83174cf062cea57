// CheckedRowTable.swift keeps a spec's checked rows as token indices and decodes them into CheckedRow on first use.

import RowKit
import RowcSource
import RowcSyntax
import Synchronization

/// A row as checking leaves it: which declaration, which of its tokens hold valid values, and
/// its style. 32 bytes, where a `CheckedRow` with its strings takes over a hundred.
struct RowRecord: Equatable, Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        static let titleIsValid = Flags(rawValue: 1)
        static let subtitleIsValid = Flags(rawValue: 2)
        /// A mistake in the row was reported while checking it, so its derived name is not warned about.
        static let reportedError = Flags(rawValue: 4)
        /// Written `row NAME`: `name` is the name's token, not the keyword's.
        static let explicitName = Flags(rawValue: 8)
        /// A valid `label:`. Few rows have one, so its token is not kept here but found again
        /// when the row is decoded, and a record stays 32 bytes.
        static let labelIsValid = Flags(rawValue: 16)
        /// A symbol, switch, checkmark, destructive or tappable flag: found again when the row is
        /// decoded (few rows have one).
        static let hasExtras = Flags(rawValue: 32)
    }

    /// An index into `SyntaxTree.declarations`.
    var declaration: Int32
    /// The value token of a valid image, or -1.
    var image: TokenIndex
    /// The value tokens of `title:` and `subtitle:` as written, valid or not (they give the
    /// spans diagnostics point at), or -1; `flags` says whether each is the row's text.
    var title: TokenIndex
    var subtitle: TokenIndex
    /// The explicit name's token span, or the `row` keyword's when the name is derived: claiming
    /// names reads it here rather than from the tree, which is far from this in memory.
    var name: Span
    /// The hash of the explicit name (`NameTable.hash`), or 0 when the name is derived.
    var nameHash: UInt32
    var style: RowStyle
    var flags: Flags
}

/// The checked rows of one spec: their records, the tree they point into, the names given to
/// unnamed rows, and the `CheckedRow`s decoded from them once a phase asks.
final class CheckedRowTable: Sendable {
    let tree: SyntaxTree
    let records: [RowRecord]
    /// Derived names, by row index: every row without `row NAME` has one.
    let derivedNames: [Int: String]
    private let decoded = Mutex<[CheckedRow]?>(nil)

    init(tree: SyntaxTree, records: [RowRecord], derivedNames: [Int: String]) {
        self.tree = tree
        self.records = records
        self.derivedNames = derivedNames
    }

    var count: Int { records.count }

    var rows: [CheckedRow] {
        decoded.withLock { decoded in
            if let decoded { return decoded }
            let rows = records.indices.map(row)
            decoded = rows
            return rows
        }
    }

    private func row(_ index: Int) -> CheckedRow {
        let record = records[index]
        let declaration = tree.declarations[Int(record.declaration)]
        let keywordSpan = tree.token(declaration.keyword).span
        let nameSpan = declaration.name.map { tree.token($0).span }
        let extras = record.flags.contains(.hasExtras) ? self.extras(of: declaration) : DecodedExtras()
        let labelToken = record.flags.contains(.labelIsValid) ? label(of: declaration) : nil
        var row = CheckedRow(
            name: nameSpan.map(tree.file.text) ?? derivedNames[index]!,
            explicitName: nameSpan != nil,
            image: tree.imageValue(record.image),
            title: record.flags.contains(.titleIsValid) ? tree.stringValue(record.title) : nil,
            subtitle: record.flags.contains(.subtitleIsValid) ? tree.stringValue(record.subtitle) : nil,
            label: labelToken.map(tree.stringValue),
            hasArrow: record.style.hasArrow, style: record.style, span: tree.span(of: declaration),
            headSpan: nameSpan.map { keywordSpan.union($0) } ?? keywordSpan,
            titleSpan: record.title < 0 ? nil : tree.token(record.title).span,
            subtitleSpan: record.subtitle < 0 ? nil : tree.token(record.subtitle).span,
            documentation: tree.leadingComments(of: declaration))
        row.symbol = extras.symbol
        row.isOn = extras.isOn
        row.isDestructive = extras.isDestructive
        row.isTappable = RowRules.isTappable(record.style, destructive: extras.isDestructive, tappable: extras.isTappable)
        row.table = extras.table
        if record.flags.contains(.titleIsValid), tree.isVerbatim(record.title) { row.verbatim.insert(.title) }
        if record.flags.contains(.subtitleIsValid), tree.isVerbatim(record.subtitle) { row.verbatim.insert(.subtitle) }
        if let labelToken, tree.isVerbatim(labelToken) { row.verbatim.insert(.label) }
        return row
    }

    /// A decoded row's symbol, state and flags, read again from its attributes.
    private struct DecodedExtras {
        var symbol: String?
        var isOn = false, isDestructive = false, isTappable = false
        var table: String?
    }

    private func extras(of declaration: Declaration) -> DecodedExtras {
        var extras = DecodedExtras()
        tree.file.bytes.withUnsafeBufferPointer { source in
            for attribute in tree.attributes(of: declaration) {
                switch Vocabulary.attributeIndex(of: tree.token(attribute.key), in: source) {
                case Vocabulary.symbolIndex: extras.symbol = attribute.value.flatMap(tree.imageValue)
                case Vocabulary.switchIndex, Vocabulary.checkIndex: extras.isOn = attribute.value.map(tree.text) == "on"
                case Vocabulary.destructiveIndex: extras.isDestructive = true
                case Vocabulary.tappableIndex: extras.isTappable = true
                case Vocabulary.tableIndex: extras.table = attribute.value.flatMap(tree.imageValue)
                default: break
                }
            }
        }
        return extras
    }

    /// The value token of the first `label:` of `declaration`, the one checking kept.
    private func label(of declaration: Declaration) -> TokenIndex? {
        tree.file.bytes.withUnsafeBufferPointer { source in
            tree.attributes(of: declaration).first {
                Vocabulary.attributeIndex(of: tree.token($0.key), in: source) == Vocabulary.labelIndex
            }?.value
        }
    }
}

extension CheckedSpec {
    /// The names written with `row NAME` that start with a capital, with their spans: the only
    /// row names that can be a type's. Read from the records, so checking never decodes rows.
    func explicitRowNamesStartingUppercase() -> [(name: String, span: Span)] {
        let bytes = file.bytes
        return rowTable.records.compactMap { record in
            guard record.flags.contains(.explicitName),
                  (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(record.name.start)]) else { return nil }
            return (file.text(record.name), record.name)
        }
    }
}

extension SyntaxTree {
    /// The asset an image's value token names: a name as written or a string's value; nil for -1.
    func imageValue(_ index: TokenIndex) -> AssetName? {
        guard index >= 0 else { return nil }
        return token(index).kind == .string ? stringValue(index) : text(index)
    }
}
