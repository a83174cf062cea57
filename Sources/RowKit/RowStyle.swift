// RowStyle.swift says what a row is made of: a leading element, its texts and one trailing accessory.

/// What a row shows at its trailing edge, at most one: UIKit's disclosure indicator, a switch,
/// a checkmark, UIKit's info (detail) button, or an SF Symbol the row names (`RowModel.accessorySymbol`).
public enum RowAccessory: String, CaseIterable, Hashable, Sendable, Codable {
    case arrow
    case `switch`
    case check
    case info
    case trailingSymbol

    /// `Arrow`, `Switch`, `Check`, `Info`, `TrailingSymbol`: the accessory's part of a style's name.
    public var namePart: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// `Arrow`, ..., `Trailing Symbol`: the accessory's part of a style's display name.
    public var displayPart: String { self == .trailingSymbol ? "Trailing Symbol" : namePart }
}

/// A row's style: the parts it is composed of, each optional. A leading element, its texts,
/// and at most one trailing accessory. Every style shows a leading element or a title (a
/// subtitle comes only with a title, which `Texts` cannot say otherwise); an accessory goes
/// with any of them.
///
/// A struct of parts, not an enum of their combinations: each new part adds a case to one
/// small enum here, where an enum of styles would multiply its cases. The twenty-one styles of
/// today's parts are `allCases`, and each keeps the name it had as an enum case
/// (`imageTitleArrow`), which reports and reuse identifiers spell.
///
/// The parts are stored as three one-byte enums, so a style is 3 bytes and reading a part is a
/// comparison of a byte: layout asks for them for every row at every width.
public struct RowStyle: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// What leads the row: an image (an SF Symbol takes the image's place, see `RowIcon`).
    public enum Leading: Hashable, Sendable, CaseIterable {
        case image

        var nameParts: [String] {
            switch self {
            case .image: ["Image"]
            }
        }
    }

    /// The texts a row shows.
    public enum Texts: Hashable, Sendable, CaseIterable {
        case title
        /// A title, and a subtitle beside it (or under it at accessibility text sizes).
        case titleAndSubtitle
        /// A button's title: alone, at its natural width, centred between the insets and tinted.
        case button

        var nameParts: [String] {
            switch self {
            case .title: ["Title"]
            case .titleAndSubtitle: ["Title", "Subtitle"]
            case .button: ["Button"]
            }
        }
    }

    public let leading: Leading?
    public let texts: Texts?
    public let accessory: RowAccessory?

    /// The style of these parts, or nil when they make no row: neither a leading element nor
    /// texts, or a button with anything beside its title (a button is an action, its title
    /// centred in the row: an image would lead nothing, an accessory would promise another
    /// screen or a setting). The parts cannot change after: every `RowStyle` is a row.
    @inlinable
    public init?(leading: Leading?, texts: Texts?, accessory: RowAccessory?) {
        guard leading != nil || texts != nil, texts != .button || (leading == nil && accessory == nil) else { return nil }
        self.leading = leading
        self.texts = texts
        self.accessory = accessory
    }

    /// The style showing exactly these elements, or nil when they make no row
    /// (nothing but an arrow, or a subtitle without a title).
    @inlinable
    public init?(image: Bool, title: Bool, subtitle: Bool, arrow: Bool) {
        self.init(image: image, title: title, subtitle: subtitle, accessory: arrow ? .arrow : nil)
    }

    /// The style showing exactly these elements, or nil when they make no row.
    @inlinable
    public init?(image: Bool, title: Bool, subtitle: Bool, accessory: RowAccessory?) {
        guard title || !subtitle else { return nil }
        self.init(leading: image ? .image : nil, texts: !title ? nil : subtitle ? .titleAndSubtitle : .title,
                  accessory: accessory)
    }

    /// The style named `name` (`imageTitleArrow`), or nil when no style has that name.
    public init?(name: String) {
        guard let style = Self.byName[name] else { return nil }
        self = style
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Every style, in the order the language gained them, which registration and reports
    /// follow: the seed's styles, each without and with an arrow, then each accessory added
    /// since with the same styles. Within an accessory, title rows before image rows, and an
    /// image row without texts after those with them. Then the button, which stands alone.
    public static let allCases: [RowStyle] = {
        let accessories: [[RowAccessory?]] = RowAccessory.allCases.map { $0 == .arrow ? [nil, .arrow] : [$0] }
        let leadings: [Leading?] = [nil] + Leading.allCases
        let texts: [Texts?] = [.title, .titleAndSubtitle, nil]
        var styles: [RowStyle] = []
        for group in accessories {
            for leading in leadings {
                for texts in texts {
                    styles += group.compactMap { RowStyle(leading: leading, texts: texts, accessory: $0) }
                }
            }
        }
        return styles + [button]
    }()

    /// A button row: its title alone, centred.
    public static let button = RowStyle(leading: nil, texts: .button, accessory: nil)!

    @inlinable public var hasImage: Bool { leading != nil }
    @inlinable public var hasTitle: Bool { texts != nil }

    @inlinable public var hasSubtitle: Bool {
        if case .titleAndSubtitle? = texts { true } else { false }
    }

    @inlinable public var isButton: Bool { texts == .button }

    @inlinable public var hasArrow: Bool {
        if case .arrow? = accessory { true } else { false }
    }

    @inlinable public var hasAccessory: Bool { accessory != nil }

    /// The parts' words, leading to trailing: `["Image", "Title", "Arrow"]`. Every name of a
    /// style is spelt from them.
    private var nameParts: [String] {
        (leading?.nameParts ?? []) + (texts?.nameParts ?? []) + (accessory.map { [$0.namePart] } ?? [])
    }

    /// The style's name in lowerCamelCase, as reports print it: `imageTitleArrow`.
    public var name: String {
        let upper = nameParts.joined()
        return upper.prefix(1).lowercased() + upper.dropFirst()
    }

    public var description: String { name }

    /// The cell reuse identifier: the style's name in UpperCamelCase with `Cell`, e.g. `ImageTitleCell`.
    public var reuseIdentifier: String { nameParts.joined() + "Cell" }

    /// A human name, as grammar.md lists them: "Image + Title + Arrow".
    public var displayName: String {
        ((leading?.nameParts ?? []) + (texts?.nameParts ?? []) + (accessory.map { [$0.displayPart] } ?? [])).joined(separator: " + ")
    }
}

/// Rules about what a row does, written once for rows and models.
public enum RowRules {
    /// Whether a row can be tapped: one with an arrow or a trailing symbol (it opens something,
    /// a link out), a checkmark (it chooses), the destructive flag or a button (it acts) can; so
    /// can one written `tappable`. A plain row of information ("Version 2.4.1"), a switch row (its
    /// switch is the control) and an info row (its button is) cannot, and show no highlight.
    public static func isTappable(_ style: RowStyle, destructive: Bool, tappable: Bool) -> Bool {
        isTappable(accessory: style.accessory, destructive: destructive, button: style.isButton, tappable: tappable)
    }

    public static func isTappable(accessory: RowAccessory?, destructive: Bool, button: Bool, tappable: Bool) -> Bool {
        switch accessory {
        case .arrow?, .check?, .trailingSymbol?: true
        case .switch?, .info?, nil: destructive || button || tappable
        }
    }
}
