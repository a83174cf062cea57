// Theme.swift holds the layout metrics, fonts and colours, with the seed cell's values as defaults.

/// An sRGB colour with 8-bit channels, written `#RRGGBB` or `#RRGGBBAA` in specs.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` included).
    public init?(hex: String) {
        var digits = Array(hex.utf8.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 6 { digits += Array("FF".utf8) }
        guard digits.count == 8, hex.first == "#" else { return nil }
        var channels: [UInt8] = []
        for k in stride(from: 0, to: 8, by: 2) {
            guard let v = UInt8(String(decoding: digits[k..<k + 2], as: UTF8.self), radix: 16) else { return nil }
            channels.append(v)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}

/// The numbers and styles a row is laid out and drawn with. Defaults are the seed cell's
/// Masonry constraints; a spec's `theme` declaration overrides any of them.
public struct Theme: Hashable, Sendable {
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
    public var titleStyle: TextStyle? = .body
    // The seed's colours in light appearance. In dark, lighter greys of the same cool tint: the
    // title about 16:1 on black, the subtitle about 8:1, and the arrow systemGray3's dark value,
    // as the light one is systemGray3's light value.
    public var titleColor = ThemeColor.pair(light: RGBAColor(red: 0x29, green: 0x2E, blue: 0x31),
                                            dark: RGBAColor(red: 0xE3, green: 0xE6, blue: 0xE8))
    public var subtitleFontSize: Double = 12
    public var subtitleStyle: TextStyle? = .subheadline
    public var subtitleColor = ThemeColor.pair(light: RGBAColor(red: 0x6D, green: 0x74, blue: 0x79),
                                               dark: RGBAColor(red: 0x9E, green: 0xA4, blue: 0xA9))
    public var arrowColor = ThemeColor.pair(light: RGBAColor(red: 0xC7, green: 0xC7, blue: 0xCC),
                                            dark: RGBAColor(red: 0x48, green: 0x48, blue: 0x4A))
    /// The cell's standard background: white in light appearance, black in dark.
    public var backgroundColor = ThemeColor.system(.systemBackground)
    /// An SF Symbol's tint, the checkmark's and a destructive title's: UIKit's own defaults
    /// (a table's tint colour is systemBlue; destructive actions are systemRed).
    public var symbolColor = ThemeColor.system(.systemBlue)
    public var checkWidth: Double = 14
    public var checkHeight: Double = 14
    public var checkColor = ThemeColor.system(.systemBlue)
    public var destructiveColor = ThemeColor.system(.systemRed)

    public init() {}

    /// The seed cell's metrics.
    public static let `default` = Theme()
}

/// One key a `theme` declaration accepts: its spelling, what it holds and where it goes.
/// `@unchecked Sendable`: the key paths are immutable values that point into a value type.
public struct ThemeKey: @unchecked Sendable {
    public enum Kind: Sendable {
        /// Points, at least `minimum`.
        case length(minimum: Double)
        /// A font size in points, more than zero.
        case fontSize
        /// A `ThemeColor`: `#RRGGBB`, `#RRGGBB/#RRGGBB`, a semantic colour's name or `asset"NAME"`.
        case color
        /// A `TextStyle` by name, or `fixed`.
        case textStyle
    }

    public let name: String
    public let kind: Kind
    public let summary: String
    let number: WritableKeyPath<Theme, Double>?
    let color: WritableKeyPath<Theme, ThemeColor>?
    let textStyle: WritableKeyPath<Theme, TextStyle?>?

    init(_ name: String, _ path: WritableKeyPath<Theme, Double>, _ summary: String, _ kind: Kind = .length(minimum: 0)) {
        (self.name, self.kind, self.summary) = (name, kind, summary)
        (number, color, textStyle) = (path, nil, nil)
    }

    init(_ name: String, color path: WritableKeyPath<Theme, ThemeColor>, _ summary: String) {
        (self.name, self.kind, self.summary) = (name, .color, summary)
        (number, color, textStyle) = (nil, path, nil)
    }

    init(_ name: String, textStyle path: WritableKeyPath<Theme, TextStyle?>, _ summary: String) {
        (self.name, self.kind, self.summary) = (name, .textStyle, summary)
        (number, color, textStyle) = (nil, nil, path)
    }

    /// What the key accepts, in words, as grammar.md's theme-key table and hover show it.
    public var range: String {
        switch kind {
        case .length(let minimum): "\(Int(minimum)) to 10000 points"
        case .fontSize: "more than 0, at most 10000 points"
        case .color: "`#RRGGBB` (or `#RGB`, `#RRGGBBAA`), a pair `#RRGGBB/#RRGGBB`, a semantic colour such as `label` or a colour set `asset\"NAME\"`"
        case .textStyle: ThemeKey.textStyleNames.map { "`\($0)`" }.joined(separator: ", ")
        }
    }

    /// The spelling of a fixed size, for a text-style key: the label keeps its theme size.
    public static let fixedStyle = "fixed"

    /// What a text-style key accepts, in the order grammar.md lists them.
    public static let textStyleNames = TextStyle.allCases.map(\.rawValue) + [fixedStyle]

    /// The key's value in `theme`, as a spec would write it.
    public func value(in theme: Theme) -> String {
        if let number { return ThemeKey.format(theme[keyPath: number]) }
        if let textStyle { return theme[keyPath: textStyle]?.rawValue ?? ThemeKey.fixedStyle }
        return theme[keyPath: color!].description
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Every theme key, in the order grammar.md documents them.
    public static let all: [ThemeKey] = [
        ThemeKey("row.height", \.rowHeight, "height of every row", .length(minimum: 1)),
        ThemeKey("background.color", color: \.backgroundColor, "colour of the row's background"),
        ThemeKey("inset.leading", \.leadingInset, "space before the first element"),
        ThemeKey("inset.trailing", \.trailingInset, "space after the last element"),
        ThemeKey("image.width", \.imageWidth, "width of the image", .length(minimum: 1)),
        ThemeKey("image.height", \.imageHeight, "height of the image", .length(minimum: 1)),
        ThemeKey("image.gap", \.imageGap, "space between the image and the title"),
        ThemeKey("symbol.color", color: \.symbolColor, "tint of an SF Symbol in the image's place"),
        ThemeKey("arrow.width", \.arrowWidth, "width of the disclosure arrow", .length(minimum: 1)),
        ThemeKey("arrow.height", \.arrowHeight, "height of the disclosure arrow", .length(minimum: 1)),
        ThemeKey("arrow.gap", \.arrowGap, "space between the last label and the arrow, switch or checkmark"),
        ThemeKey("arrow.color", color: \.arrowColor, "colour of the disclosure arrow"),
        ThemeKey("check.width", \.checkWidth, "width of the checkmark", .length(minimum: 1)),
        ThemeKey("check.height", \.checkHeight, "height of the checkmark", .length(minimum: 1)),
        ThemeKey("check.color", color: \.checkColor, "colour of the checkmark"),
        ThemeKey("label.height", \.labelHeight, "height of the title and subtitle labels", .length(minimum: 1)),
        ThemeKey("label.gap", \.labelGap, "space between the title and the subtitle"),
        ThemeKey("label.minWidth", \.labelMinWidth, "least width of each label when a row shows both"),
        ThemeKey("title.font", \.titleFontSize, "system font size of the title at the default text size", .fontSize),
        ThemeKey("title.style", textStyle: \.titleStyle, "text style the title scales with at other text sizes"),
        ThemeKey("title.color", color: \.titleColor, "colour of the title"),
        ThemeKey("destructive.color", color: \.destructiveColor, "colour of a destructive row's title"),
        ThemeKey("subtitle.font", \.subtitleFontSize, "system font size of the subtitle at the default text size", .fontSize),
        ThemeKey("subtitle.style", textStyle: \.subtitleStyle, "text style the subtitle scales with at other text sizes"),
        ThemeKey("subtitle.color", color: \.subtitleColor, "colour of the subtitle"),
    ]

    public static func named(_ name: String) -> ThemeKey? { all.first { $0.name == name } }

    func apply(number value: Double, to theme: inout Theme) { theme[keyPath: number!] = value }
    func apply(color value: ThemeColor, to theme: inout Theme) { theme[keyPath: color!] = value }
    func apply(textStyle value: TextStyle?, to theme: inout Theme) { theme[keyPath: textStyle!] = value }
}
