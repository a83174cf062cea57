// CheckedSpec.swift defines the checked tree: rows, sections, models and theme, validated and typed.

import RowKit
import RowcDiagnostics
import RowcSource
import RowcSyntax

/// A spec file after checking. Later phases (layout, generation, the language server)
/// consume it as it is and never validate again: every row has a valid style, every
/// name is unique, the theme's values are in range.
public struct CheckedSpec: Sendable {
    public let syntax: SyntaxTree
    public var theme: RowTheme
    public var sections: [CheckedSection]
    /// The rows, in file order.
    public var rows: [CheckedRow]
    public var models: [CheckedModel]
    /// The actions rows and models offer, in file order.
    public var actions: [CheckedAction] = []
    /// Where each theme key the spec sets was written (its first occurrence), for diagnostics about the theme.
    public var themeKeySpans: [String: Span] = [:]
    /// The theme the spec's keys start from (`theme seed`), by name; `ios` when it names none.
    public var themeBase = "ios"
    /// Where the spec named it.
    public var themeBaseSpan: Span?
    /// What checking found of the theme alone (E301, W303), which the layout report shows beside its frames.
    public internal(set) var themeDiagnostics: [Diagnostic] = []
    /// The names written with `row NAME` that start with a capital, with their spans, in order:
    /// gathered as the checker claims them (see `explicitRowNamesStartingUppercase`).
    var explicitUppercaseRowNames: [(name: String, span: Span)] = []

    public var file: SourceFile { syntax.file }

    /// The theme `row` is laid out and drawn with: the spec's, with the row's own keys set.
    public func theme(of row: CheckedRow) -> RowTheme { row.theme(over: theme) }

    /// The fields the spec's rows take from the app, each once, in the order first written.
    public var valueFields: [RowField] {
        var seen = Set<String>()
        // By index, reading each row's fields in place: `rows.flatMap(\.fields)` copied every
        // row out, retaining and releasing its strings, and most rows bind none.
        var fields: [RowField] = []
        for index in rows.indices where !rows[index].fields.isEmpty {
            fields += rows[index].fields.filter { seen.insert($0.name).inserted }
        }
        return fields
    }

    /// The rows with a menu that picks one option (`menu:`), whose chosen option the app supplies
    /// as the property of `Values` named for the row.
    public var menuRows: [CheckedRow] { rows.indices.filter { !rows[$0].actions.choices.isEmpty }.map { rows[$0] } }

    /// Whether the fixed rows show what the app supplies: a text of a field, or a menu's choice.
    public var rowsTakeValues: Bool { !valueFields.isEmpty || rows.contains { !$0.actions.choices.isEmpty } }

    /// Whether the app supplies values with each read of the sections: texts of fixed rows, a
    /// menu's choice, or a section's model values.
    public var takesValues: Bool { rowsTakeValues || sections.contains { $0.modelRows != nil } }

    /// The 1-based line a span starts on.
    public func line(of span: Span) -> Int { file.lineIndex(of: span.start) + 1 }
}

/// Which of a declaration's texts are written `verbatim"..."`: shown as written in every language,
/// never looked up in a String Catalog.
public struct VerbatimText: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let title = VerbatimText(rawValue: 1)
    public static let subtitle = VerbatimText(rawValue: 2)
    public static let label = VerbatimText(rawValue: 4)
    public static let footer = VerbatimText(rawValue: 8)
}

/// A group of rows under an optional header. Rows before the first `section` form an
/// untitled first section, present only when it has rows.
public struct CheckedSection: Hashable, Sendable {
    /// Its name, `section connectivity "Connectivity"`: a case of the generated `Section`, and
    /// the section's id, `Spec.connectivity`, in place of its position.
    public var name: String?
    /// Where the name is written.
    public var nameSpan: Span?
    /// The model whose values the section shows after its fixed rows (`rows:Person`), by name:
    /// the app supplies them as `Values.NAME`, the section's name.
    public var modelRows: String?
    /// Where the model's name is written.
    public var modelRowsSpan: Span?
    public var title: String?
    /// Explanatory text under the rows (`footer:`).
    public var footer: String?
    /// The `section` keyword's declaration, or nil for the implicit first section.
    public var span: Span?
    /// Indices into `CheckedSpec.rows`.
    public var rows: Range<Int>
    /// The comment lines directly above the `section` line, for doc comments in generated code.
    public var documentation: [String] = []
    /// The header (`.title`) and footer when written `verbatim"..."`.
    public var verbatim: VerbatimText = []
    /// The String Catalog named by `table:`, if any.
    public var table: String?
}

/// An image: an asset name, written as a name (`per_printer`) or a string (`"ic_arrow right"`).
public typealias AssetName = String

/// One static row.
public struct CheckedRow: Hashable, Sendable {
    /// As written after `row`, or derived (see `explicitName`).
    public var name: String
    /// False when the name was derived from the title or image.
    public var explicitName: Bool { nameSpan != nil }
    /// The name after `row`, when written.
    public var nameSpan: Span?
    public var image: AssetName?
    public var title: String?
    public var subtitle: String?
    /// What VoiceOver reads instead of the title (`label:`).
    public var label: String?
    /// An SF Symbol's name, shown where an image would be (`symbol:`).
    public var symbol: String?
    /// The SF Symbol in the accessory's place (`accessory:`), for a `trailingSymbol` accessory.
    public var accessorySymbol: String?
    /// Whether the subtitle's place holds a badge (`badge:`), drawn on a capsule (`RowBadge`).
    public var isBadge = false
    public var hasArrow: Bool
    /// The switch's or checkmark's state as the spec gives it (`switch:on`); false without one.
    public var isOn: Bool = false
    /// A destructive action (`destructive`): its title in the theme's destructive colour.
    public var isDestructive: Bool = false
    /// Whether the row can be tapped: with an arrow, a checkmark, `button` or `destructive`, or when written `tappable`.
    public var isTappable: Bool = false
    /// The texts written `verbatim"..."`.
    public var verbatim: VerbatimText = []
    /// The String Catalog named by `table:`, if any.
    public var table: String?
    public var style: RowStyle
    /// The whole declaration.
    public var span: Span
    /// `row NAME`, or the `row` keyword when the row has no name: where diagnostics about the whole row point.
    public var headSpan: Span
    /// The title's and subtitle's strings, where diagnostics about their text point.
    public var titleSpan: Span?
    public var subtitleSpan: Span?
    /// The comment lines directly above the row, for doc comments in generated code.
    public var documentation: [String]
    /// The theme keys the row writes for itself (`subtitle.position:below`), in the order written.
    public var themeKeys: [RowThemeKey] = []
    /// What the app supplies (`subtitle:$network`, `image:$avatar`), in the order image, symbol,
    /// title, subtitle, label. The row's `image`, `title` and the others hold what the report lays
    /// out in its place.
    public var fields: [RowField] = []
    /// The swipe actions and context menu the row offers.
    public var actions = OfferedActions()

    /// The name of a menu row's generated enum of options, the row's name capitalized:
    /// `Settings.Browser` for `row browser ... menu:inApp,safari`.
    public var choiceTypeName: String { name.prefix(1).uppercased() + name.dropFirst() }

    /// The field that supplies the text of `slot`, if one does.
    public func field(_ slot: RowField.Slot) -> RowField? { fields.first { $0.slot == slot } }

    /// The theme the row is laid out and drawn with: `base`, the spec's, with the row's own keys set.
    public func theme(over base: RowTheme) -> RowTheme {
        guard !themeKeys.isEmpty else { return base }
        var theme = base
        for written in themeKeys { written.key.set(written.value, in: &theme) }
        return theme
    }
}

/// A text or image name a row takes from the app, `subtitle:$network`, `image:$avatar`: a
/// `String` field of its spec's `Values`. An image's is an asset's name, or what the app's
/// `RowCell.imageProvider` loads (a URL).
public struct RowField: Hashable, Sendable {
    public enum Slot: String, Hashable, Sendable {
        case image, symbol, title, subtitle, label
    }

    public var slot: Slot
    /// The field's name, without `$`.
    public var name: String
    /// The `$name` token.
    public var span: Span
    /// The text a `sample` clause gives the field: one for the field in every row that shows it.
    public var sample: String?
    /// The sample item that gave it, in this row or another.
    public var sampleSpan: Span?

    /// What the report lays out in the field's place: its sample, or else its name, as a model's field.
    public var text: String { sample ?? name }
}

/// A theme key a row writes for itself, with its value and where the key was written.
public struct RowThemeKey: Hashable, Sendable {
    /// The key's index in `ThemeKey.all`.
    public var index: Int
    public var value: ThemeKey.Value
    public var span: Span

    public var key: ThemeKey { ThemeKey.all[index] }

    /// `key:value` as a spec writes it.
    public var text: String { key.name + ":" + ThemeKey.spelling(value) }
}

/// A field of a model: `$avatar?` binds an optional field named `avatar`.
public struct ModelField: Hashable, Sendable {
    public var name: String
    public var isOptional: Bool
    public var span: Span
    /// Bound to a switch or checkmark: a `Bool`, where every other field is a `String`.
    public var isBool = false
}

/// A switch's or checkmark's state in a model: the same for every value, or a `Bool` field.
public enum ToggleValue: Hashable, Sendable {
    case constant(Bool)
    /// An index into `CheckedModel.fields`.
    case field(Int)
}

/// An example value of a model's field, from the model's `sample` clause: text for a `String`
/// field, on or off for a `Bool` one.
public enum SampleValue: Hashable, Sendable {
    case text(String)
    case state(Bool)
}

/// What a model fills one slot with: a constant or a field.
public enum SlotValue: Hashable, Sendable {
    case constant(String)
    /// An index into `CheckedModel.fields`.
    case field(Int)
}

/// A data-driven row: `model Person key:$id image:$avatar? title:$name?`.
public struct CheckedModel: Hashable, Sendable {
    public var name: String
    public var fields: [ModelField]
    public var image: SlotValue?
    public var title: SlotValue?
    public var subtitle: SlotValue?
    /// Whether the subtitle's place holds a badge (`badge:`).
    public var isBadge = false
    /// What VoiceOver reads instead of the title; a nil field reads the title.
    public var label: SlotValue?
    public var hasArrow: Bool
    /// The SF Symbol, in the image's place (`symbol:`).
    public var symbol: SlotValue?
    /// The SF Symbol in the accessory's place (`accessory:`).
    public var accessorySymbol: SlotValue?
    /// The trailing accessory: `arrow`, `switch` or `check`.
    public var accessory: RowAccessory?
    /// The switch's or checkmark's state.
    public var toggle: ToggleValue?
    /// A button (`button`): its title alone, centred; its style is `RowStyle.button`.
    public var isButton = false
    public var isDestructive = false
    /// Written `tappable`; `RowRules.isTappable` says whether its rows can be tapped.
    public var isTappable = false
    /// The constant texts written `verbatim"..."`.
    public var verbatim: VerbatimText = []
    /// The String Catalog named by `table:`, if any.
    public var table: String?
    /// The field that identifies a value (`key:$id`), for `Identifiable`.
    public var key: Int?
    /// The example values of the `sample` clause, by index into `fields`.
    public var sample: [Int: SampleValue] = [:]
    /// The swipe actions and context menu every row of the model offers.
    public var actions = OfferedActions()
    public var span: Span
    /// The name after `model`, where diagnostics about the name point.
    public var nameSpan: Span
    public var documentation: [String]

    /// Whether a slot is shown for a given presence of the optional fields.
    func shows(_ slot: SlotValue?, present: Set<Int>) -> Bool {
        switch slot {
        case nil: false
        case .constant: true
        case .field(let f): !fields[f].isOptional || present.contains(f)
        }
    }

    /// The style for the optional fields in `present`, or nil when the row would show nothing.
    public func style(present: Set<Int>) -> RowStyle? {
        let title = shows(self.title, present: present)
        if isButton { return title ? .button : nil }
        // A trailing symbol's optional field, absent, leaves no accessory.
        let accessory = self.accessory == .trailingSymbol && !shows(accessorySymbol, present: present) ? nil : self.accessory
        return RowStyle(image: shows(image, present: present) || shows(symbol, present: present), title: title,
                        subtitle: title && shows(subtitle, present: present), accessory: accessory)
    }

    /// The optional fields that decide the style: those bound to image, title, subtitle or trailing symbol.
    public var styleFields: [Int] {
        var result: [Int] = []
        for case .field(let f)? in [image, symbol, title, subtitle, accessorySymbol] where fields[f].isOptional && !result.contains(f) {
            result.append(f)
        }
        return result
    }

    /// Every style a value of this model can take, in `RowStyle` order.
    public var possibleStyles: [RowStyle] {
        let optional = styleFields
        var styles = Set<RowStyle>()
        for mask in 0..<(1 << optional.count) {
            let present = Set(optional.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            if let style = style(present: present) { styles.insert(style) }
        }
        return RowStyle.allCases.filter(styles.contains)
    }
}

extension CheckedSpec {
    /// The names written with `row NAME` that start with a capital, with their spans: the only
    /// row names that can be a type's.
    func explicitRowNamesStartingUppercase() -> [(name: String, span: Span)] { explicitUppercaseRowNames }
}

extension SyntaxTree {
    /// The asset an image's value token names: a name as written or a string's value.
    func imageValue(_ index: TokenIndex) -> AssetName {
        token(index).kind == .string ? stringValue(index) : text(index)
    }
}
