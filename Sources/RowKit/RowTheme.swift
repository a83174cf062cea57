// RowTheme.swift holds the layout metrics, fonts and colours, with the seed cell's values as defaults.

/// The numbers and styles a row is laid out and drawn with. Defaults are the seed cell's
/// Masonry constraints; a spec's `theme` declaration overrides any of them.
public struct RowTheme: Hashable, Sendable {
    public var rowHeight: Double = 44
    public var leadingInset: Double = 10
    public var trailingInset: Double = 10
    public var imageWidth: Double = 21
    public var imageHeight: Double = 21
    /// Between the image and the title.
    public var imageGap: Double = 10
    public var arrowWidth: Double = 8
    public var arrowHeight: Double = 13
    /// Between the subtitle (or title) and the arrow.
    public var arrowGap: Double = 10
    public var labelHeight: Double = 21
    /// Between the title and the subtitle.
    public var labelGap: Double = 10
    /// The least width of the title and of the subtitle when a row shows both.
    public var labelMinWidth: Double = 80
    public var titleFontSize: Double = 14
    /// The text style the title scales with at other text sizes; nil keeps `titleFontSize` at every size.
    public var titleStyle: RowTextStyle? = .body
    // The seed's colours in light appearance. In dark, lighter greys of the same cool tint: the
    // title about 16:1 on black, the subtitle about 8:1, and the arrow systemGray3's dark value,
    // as the light one is systemGray3's light value.
    public var titleColor = RowColor.pair(light: RowColor.RGBA(red: 0x29, green: 0x2E, blue: 0x31),
                                            dark: RowColor.RGBA(red: 0xE3, green: 0xE6, blue: 0xE8))
    public var subtitleFontSize: Double = 12
    public var subtitleStyle: RowTextStyle? = .subheadline
    /// The most lines the title and the subtitle wrap to, 0 for no limit. 1, the default, keeps
    /// each on one line, cut short with an ellipsis, as a cell's labels are by default. Theme
    /// values, so a row's own theme can set them for that row alone.
    public var titleLines = 1
    public var subtitleLines = 1
    public var subtitleColor = RowColor.pair(light: RowColor.RGBA(red: 0x6D, green: 0x74, blue: 0x79),
                                               dark: RowColor.RGBA(red: 0x9E, green: 0xA4, blue: 0xA9))
    public var arrowColor = RowColor.pair(light: RowColor.RGBA(red: 0xC7, green: 0xC7, blue: 0xCC),
                                            dark: RowColor.RGBA(red: 0x48, green: 0x48, blue: 0x4A))
    /// The cell's standard background: white in light appearance, black in dark.
    public var backgroundColor = RowColor.system(.systemBackground)
    /// An SF Symbol's tint, the checkmark's and a destructive title's: UIKit's own defaults
    /// (a table's tint colour is systemBlue; destructive actions are systemRed).
    public var symbolColor = RowColor.system(.systemBlue)
    public var checkWidth: Double = 14
    public var checkHeight: Double = 14
    public var checkColor = RowColor.system(.systemBlue)
    public var destructiveColor = RowColor.system(.systemRed)
    /// The table text is measured with; nil for the built-in one, `RowTextMetrics.inter`. A build
    /// given a team's table (`rowc metrics`) sets it in every spec's theme.
    public var textMetrics: RowTextMetrics?

    public init() {}

    /// The seed cell's metrics.
    public static let `default` = RowTheme()

    /// The table text is measured with: `textMetrics`, or the built-in one.
    public var measuringMetrics: RowTextMetrics { textMetrics ?? .inter }
}
