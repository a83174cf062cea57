// RowTheme.swift holds the layout metrics, fonts and colours, with iOS's list cell as the default and the seed cell's one word away.

/// The numbers and styles a row is laid out and drawn with. The defaults are what iOS's own
/// list cell (`UIListContentConfiguration.valueCell()` with UIKit's accessories) shows, `ios`;
/// `seed` is the seed cell's Masonry constraints. A spec's `theme` declaration starts from one
/// of them and overrides any key. grammar.md ("Theme") gives each value's source.
public struct RowTheme: Hashable, Sendable {
    /// The list style the rows are shown in, which sets how wide their cells are on a device.
    public var listStyle: RowListStyle = .plain
    public var rowHeight: Double = 44
    /// The insets at the compact layout margin; `marginInsets` says which follow the device's margin.
    public var leadingInset: Double = RowCellGeometry.compactMargin
    public var trailingInset: Double = RowCellGeometry.compactMargin
    /// The insets that are the cell's layout margin, 16 or 20 points by device width, rather
    /// than a fixed number: both in `ios`, none in `seed` or once a spec writes the inset.
    public var marginInsets: RowInsetEdges = [.leading, .trailing]
    public var imageWidth: Double = 29
    public var imageHeight: Double = 29
    /// Between the image and the title.
    public var imageGap: Double = 16
    public var arrowWidth: Double = 8
    public var arrowHeight: Double = 13
    /// Between the subtitle (or title) and the arrow.
    public var arrowGap: Double = 16
    public var labelHeight: Double = 22
    /// Between the title and the subtitle.
    public var labelGap: Double = 8
    /// What a title and a subtitle that do not fit side by side at their natural widths do. nil,
    /// as in `ios`, stacks them, title above subtitle, as `valueCell()` does; a number, as in
    /// `seed`, keeps them on the line and reserves that least width for each, as the seed cell's
    /// Masonry constraints do. Labels that fit keep their natural widths either way.
    public var labelMinWidth: Double?
    public var titleFontSize: Double = 17
    /// The text style the title scales with at other text sizes; nil keeps `titleFontSize` at every size.
    public var titleStyle: RowTextStyle? = .body
    public var titleColor = RowColor.system(.label)
    public var subtitleFontSize: Double = 17
    public var subtitleStyle: RowTextStyle? = .body
    /// The most lines the title and the subtitle wrap to, 0 for no limit. 1, the default, keeps
    /// each on one line, cut short with an ellipsis, as a cell's labels are by default. Theme
    /// values, so a row's own theme can set them for that row alone.
    public var titleLines = 1
    public var subtitleLines = 1
    /// Where the subtitle goes: beside the title (the value cell) or below it (the subtitle cell).
    public var subtitlePosition = RowSubtitlePosition.beside
    public var subtitleColor = RowColor.system(.secondaryLabel)
    public var arrowColor = RowColor.system(.systemGray3)
    /// The cell's standard background: white in light appearance, black in dark.
    public var backgroundColor = RowColor.system(.systemBackground)
    /// An SF Symbol's tint, the checkmark's, a button's title and a destructive title's:
    /// UIKit's own defaults (a table's tint colour is systemBlue; destructive actions are systemRed).
    public var symbolColor = RowColor.system(.systemBlue)
    /// The colour of the tile a row's symbol or image sits on (`RowIconTile`); nil, the default,
    /// for none.
    public var symbolBackground: RowColor?
    public var checkWidth: Double = 14
    public var checkHeight: Double = 14
    public var checkColor = RowColor.system(.systemBlue)
    /// The track of a switch that is on, UIKit's `onTintColor`; a switch left alone shows the
    /// system's green.
    public var switchColor = RowColor.system(.systemGreen)
    public var buttonColor = RowColor.system(.systemBlue)
    public var destructiveColor = RowColor.system(.systemRed)
    /// Whether the cell shows UIKit's own accessories (`accessoryType`) rather than drawing the
    /// arrow and checkmark itself: `ios` does, `seed` draws its own chevron image.
    public var usesSystemAccessories = true
    /// The table text is measured with; nil for the built-in one, `RowTextMetrics.inter`. A build
    /// given a team's table (`rowc metrics`) sets it in every spec's theme.
    public var textMetrics: RowTextMetrics?

    public init() {}

    /// iOS's list cell: the theme of a spec that names none.
    public static let ios = RowTheme()

    /// The default theme, `ios`.
    public static let `default` = ios

    /// The seed cell's metrics: its Masonry constraints, fonts and colour macros, with UIKit's
    /// standard row height (44) and disclosure-arrow grey (#C7C7CC), which the seed leaves to
    /// UIKit. In dark appearance, lighter greys of the same cool tint: the title about 16:1 on
    /// black, the subtitle about 8:1, the arrow systemGray3's dark value.
    public static let seed: RowTheme = {
        var t = RowTheme()
        (t.leadingInset, t.trailingInset, t.marginInsets) = (10, 10, [])
        (t.imageWidth, t.imageHeight, t.imageGap) = (21, 21, 10)
        t.arrowGap = 10
        (t.labelHeight, t.labelGap, t.labelMinWidth) = (21, 10, 80)
        (t.titleFontSize, t.subtitleFontSize, t.subtitleStyle) = (14, 12, .subheadline)
        t.titleColor = .pair(light: RowColor.RGBA(red: 0x29, green: 0x2E, blue: 0x31),
                             dark: RowColor.RGBA(red: 0xE3, green: 0xE6, blue: 0xE8))
        t.subtitleColor = .pair(light: RowColor.RGBA(red: 0x6D, green: 0x74, blue: 0x79),
                                dark: RowColor.RGBA(red: 0x9E, green: 0xA4, blue: 0xA9))
        t.arrowColor = .pair(light: RowColor.RGBA(red: 0xC7, green: 0xC7, blue: 0xCC),
                             dark: RowColor.RGBA(red: 0x48, green: 0x48, blue: 0x4A))
        t.usesSystemAccessories = false
        return t
    }()

    /// The themes a spec names after `theme`, by name: what its keys start from.
    public static let bases: [(name: String, theme: RowTheme)] = [("ios", .ios), ("seed", .seed)]

    /// The colour of a row's title: a destructive row's, else a button's tint, else the title's.
    public func titleColor(destructive: Bool, button: Bool) -> RowColor {
        destructive ? destructiveColor : button ? buttonColor : titleColor
    }

    /// The table text is measured with: `textMetrics`, or the built-in one.
    public var measuringMetrics: RowTextMetrics { textMetrics ?? .inter }

    /// This theme in a cell whose layout margin is `margin`: the insets in `marginInsets` set to it.
    public func atLayoutMargin(_ margin: Double) -> RowTheme {
        guard !marginInsets.isEmpty else { return self }
        var theme = self
        if marginInsets.contains(.leading) { theme.leadingInset = margin }
        if marginInsets.contains(.trailing) { theme.trailingInset = margin }
        return theme
    }
}

/// The leading and trailing edges of a row, as a set.
public struct RowInsetEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let leading = RowInsetEdges(rawValue: 1)
    public static let trailing = RowInsetEdges(rawValue: 2)
}
