// RowModel.swift holds one row as an app shows it: its texts, image, accessory, identity and theme.

/// One row of a list: the text and image it shows, its identity and its theme.
///
/// A row is a value, but its values live in one shared, unchanging box, so that handing a
/// row to the layout, a cell or a snapshot retains one reference rather than each of its
/// texts. Setting a property gives this row a box of its own.
public struct RowModel: Hashable, Identifiable, Sendable {
    /// Stable across launches and unique in a table: `Spec.row` for a spec's rows,
    /// `Model.key` for a model's values, `Model.` and the fields for a model without a key.
    public var id: String {
        get { storage.values.id }
        set { update { $0.id = newValue } }
    }

    /// The name of an image asset, which `RowCell` loads from `RowCell.imageBundle`.
    public var image: String? {
        get { storage.values.image }
        set { update { $0.image = newValue } }
    }

    /// The name of an SF Symbol, shown in the image's place and tinted with the theme's `symbolColor`.
    public var symbol: String? {
        get { storage.values.symbol }
        set { update { $0.symbol = newValue } }
    }

    public var title: String? {
        get { storage.values.title }
        set { update { $0.title = newValue } }
    }

    /// Shown only with a title.
    public var subtitle: String? {
        get { storage.values.subtitle }
        set { update { $0.subtitle = newValue } }
    }

    /// Whether the subtitle is a badge: drawn on a capsule (`RowBadge`) rather than as text.
    public var isBadge: Bool {
        get { storage.values.isBadge }
        set { update { $0.isBadge = newValue } }
    }

    /// What VoiceOver reads for the row instead of its title (the spec's `label:`): the one
    /// thing it has to read for a row that shows only an image.
    public var accessibilityLabel: String? {
        get { storage.values.accessibilityLabel }
        set { update { $0.accessibilityLabel = newValue } }
    }

    /// What the row shows at its trailing edge.
    public var accessory: RowAccessory? {
        get { storage.values.accessory }
        set { update { $0.accessory = newValue } }
    }

    /// The name of the SF Symbol a `trailingSymbol` accessory shows, tinted with the theme's `arrowColor`.
    public var accessorySymbol: String? {
        get { storage.values.accessorySymbol }
        set { update { $0.accessorySymbol = newValue } }
    }

    /// Whether the switch is on or the checkmark shown; the app owns it and applies rows
    /// again when it changes.
    public var isOn: Bool {
        get { storage.values.isOn }
        set { update { $0.isOn = newValue } }
    }

    /// An action that destroys (sign out, delete): its title is in the theme's `destructiveColor`.
    public var isDestructive: Bool {
        get { storage.values.isDestructive }
        set { update { $0.isDestructive = newValue } }
    }

    /// An action, drawn as a button: the title alone, centred, in the theme's `buttonColor`
    /// (or `destructiveColor`), with no image, subtitle or accessory, which are not shown.
    public var isButton: Bool {
        get { storage.values.isButton }
        set { update { $0.isButton = newValue } }
    }

    /// Whether a tap selects the row. A plain row of information and a switch row do not.
    public var isTappable: Bool {
        get { storage.values.isTappable }
        set { update { $0.isTappable = newValue } }
    }

    /// The swipe actions and context menu the row offers.
    public var actions: RowActions {
        get { storage.values.actions }
        set { update { $0.actions = newValue } }
    }

    /// The id of the option a menu row shows as chosen, one of `actions.choices`; its title is
    /// the row's `subtitle`, which is where the row shows it.
    public var choice: String? {
        get { storage.values.choice }
        set { update { $0.choice = newValue } }
    }

    /// The model value the row shows, for a model's rows; nil for a spec's rows.
    public var value: RowValue? {
        get { storage.values.value }
        set { update { $0.value = newValue } }
    }

    /// The metrics, fonts and colours of the spec the row comes from, with any theme keys the
    /// row writes for itself.
    public var theme: RowTheme {
        get { storage.values.theme }
        set { update { $0.theme = newValue } }
    }

    /// A row. `isTappable` defaults to the language's rule (`RowRules.isTappable`): a row with
    /// an arrow, a checkmark or a trailing symbol, or a destructive one or a button, can be tapped.
    public init(id: String, image: String? = nil, symbol: String? = nil, title: String? = nil,
                subtitle: String? = nil, isBadge: Bool = false, accessibilityLabel: String? = nil, accessory: RowAccessory? = nil,
                accessorySymbol: String? = nil, isOn: Bool = false, isButton: Bool = false, isDestructive: Bool = false,
                isTappable: Bool? = nil, actions: RowActions = RowActions(), choice: String? = nil, value: RowValue? = nil,
                theme: RowTheme = .default) {
        storage = Storage(Values(
            id: id, image: image, symbol: symbol, title: title, subtitle: subtitle, isBadge: isBadge,
            accessibilityLabel: accessibilityLabel, accessory: accessory, accessorySymbol: accessorySymbol, isOn: isOn,
            isButton: isButton,
            isDestructive: isDestructive,
            isTappable: isTappable ?? RowRules.isTappable(accessory: accessory, destructive: isDestructive, button: isButton,
                                                          tappable: false),
            actions: actions, choice: choice, value: value, theme: theme))
    }

    /// The elements the row shows, from the values present: a button shows its title alone, a
    /// trailing symbol without a name is not shown, and nor is an empty badge (no count to show).
    public var style: RowStyle {
        isButton ? .button
            : .showing(image: image != nil || symbol != nil, title: title != nil, subtitle: subtitle != nil && !(isBadge && subtitle == ""),
                       accessory: accessory == .trailingSymbol && accessorySymbol == nil ? nil : accessory)
    }

    /// What leads the row: an SF Symbol, which grows with the title's text size, or an image.
    public var icon: RowIcon { symbol == nil ? .image : .symbol }

    /// The reuse identifier of the cell that shows this row: one reuse pool per style.
    public var reuseIdentifier: String { style.reuseIdentifier }

    /// The id of a value of a model without a key: the model's name, a dot and the value's
    /// fields separated by `/`. A field's `\` and `/` are escaped with a backslash, a missing
    /// field is `nil` and a field holding "nil" is `\nil`, so different values never share an id.
    public static func id(model: String, fields: [String?]) -> String {
        var id = model + "."
        for (index, field) in fields.enumerated() {
            if index > 0 { id += "/" }
            guard let field else {
                id += "nil"
                continue
            }
            if field == "nil" { id += "\\" }
            for scalar in field.unicodeScalars {
                if scalar == "\\" || scalar == "/" { id.unicodeScalars.append("\\") }
                id.unicodeScalars.append(scalar)
            }
        }
        return id
    }

    public static func == (lhs: RowModel, rhs: RowModel) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.values)
    }

    private var storage: Storage

    private mutating func update(_ change: (inout Values) -> Void) {
        var values = storage.values
        change(&values)
        storage = Storage(values)
    }

    private final class Storage: Sendable {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private struct Values: Hashable, Sendable {
        var id: String
        var image: String?
        var symbol: String?
        var title: String?
        var subtitle: String?
        var isBadge: Bool
        var accessibilityLabel: String?
        var accessory: RowAccessory?
        var accessorySymbol: String?
        var isOn: Bool
        var isButton: Bool
        var isDestructive: Bool
        var isTappable: Bool
        var actions: RowActions
        var choice: String?
        var value: RowValue?
        var theme: RowTheme
    }
}

extension RowStyle {
    /// The style of a row with these values present. A subtitle shows only beside a title, and
    /// a row with neither an image nor a title shows an empty title, so every row has a style.
    public static func showing(image: Bool, title: Bool, subtitle: Bool, accessory: RowAccessory?) -> RowStyle {
        let title = title || !image
        // Always a style: the normalised parts satisfy both of its rules.
        return RowStyle(image: image, title: title, subtitle: subtitle && title, accessory: accessory)!
    }
}
