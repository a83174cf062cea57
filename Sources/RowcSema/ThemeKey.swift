// ThemeKey.swift is the vocabulary of theme keys: each key's spelling, what it holds and where in a RowTheme it goes.

import RowKit

/// One key a `theme` declaration accepts: its spelling, what it holds and where it goes.
/// `@unchecked Sendable`: the key paths are immutable values that point into a value type.
public struct ThemeKey: @unchecked Sendable {
    public enum Kind: Equatable, Sendable {
        /// Points, at least `minimum`.
        case length(minimum: Double)
        /// A font size in points, more than zero.
        case fontSize
        /// A `RowColor`: `#RRGGBB`, `#RRGGBB/#RRGGBB`, a semantic colour's name or `asset"NAME"`.
        case color
        /// A `RowTextStyle` by name, or `fixed`.
        case textStyle
        /// One of a few names, each a case of a RowKit enum (`RowListStyle`, `RowSubtitlePosition`).
        case choice([String])
        /// A whole number of lines, 0 for no limit.
        case lineLimit
    }

    public let name: String
    /// The `RowTheme` property the key sets, as generated Swift names it.
    public let property: String
    public let kind: Kind
    public let summary: String
    let number: WritableKeyPath<RowTheme, Double>?
    let color: WritableKeyPath<RowTheme, RowColor>?
    let textStyle: WritableKeyPath<RowTheme, RowTextStyle?>?
    /// The edge whose inset the key sets: a number written there replaces the layout margin.
    let edge: RowInsetEdges?
    let lines: WritableKeyPath<RowTheme, Int>?
    /// A choice key's value by name, read and written.
    let choice: (get: (RowTheme) -> String, set: (inout RowTheme, String) -> Void)?
    /// A length a base theme may leave unset (`none`), which a spec sets by writing a number.
    private(set) var optionalNumber: WritableKeyPath<RowTheme, Double?>?

    init(_ name: String, _ path: WritableKeyPath<RowTheme, Double>, _ property: String, _ summary: String,
         _ kind: Kind = .length(minimum: 0), edge: RowInsetEdges? = nil) {
        (self.name, self.property, self.kind, self.summary) = (name, property, kind, summary)
        (number, color, textStyle, self.edge, lines, choice) = (path, nil, nil, edge, nil, nil)
    }

    init(_ name: String, optional path: WritableKeyPath<RowTheme, Double?>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .length(minimum: 0), summary)
        (number, color, textStyle, edge, lines, choice, optionalNumber) = (nil, nil, nil, nil, nil, nil, path)
    }

    init(_ name: String, color path: WritableKeyPath<RowTheme, RowColor>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .color, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, path, nil, nil, nil, nil)
    }

    init(_ name: String, textStyle path: WritableKeyPath<RowTheme, RowTextStyle?>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .textStyle, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, nil, path, nil, nil, nil)
    }

    init<Choice: RawRepresentable<String> & CaseIterable>(_ name: String, choice path: WritableKeyPath<RowTheme, Choice>,
                                                          _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .choice(Choice.allCases.map(\.rawValue)), summary)
        (number, color, textStyle, edge, lines) = (nil, nil, nil, nil, nil)
        choice = (get: { $0[keyPath: path].rawValue },
                  set: { theme, name in Choice(rawValue: name).map { theme[keyPath: path] = $0 } })
    }

    init(_ name: String, lines path: WritableKeyPath<RowTheme, Int>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .lineLimit, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, nil, nil, nil, path, nil)
    }

    /// What the key accepts, in words, as grammar.md's theme-key table and hover show it.
    public var range: String {
        switch kind {
        case .length(let minimum): "\(Int(minimum)) to 10000 points"
        case .fontSize: "more than 0, at most 10000 points"
        case .color: "`#RRGGBB` (or `#RGB`, `#RRGGBBAA`), a pair `#RRGGBB/#RRGGBB`, a semantic colour such as `label` or a colour set `asset\"NAME\"`"
        case .textStyle: ThemeKey.textStyleNames.map { "`\($0)`" }.joined(separator: ", ")
        case .choice(let names): names.map { "`\($0)`" }.joined(separator: ", ")
        case .lineLimit: "0 (no limit) to \(ThemeKey.maximumLines) lines"
        }
    }

    /// The spelling of a fixed size, for a text-style key: the label keeps its theme size.
    public static let fixedStyle = "fixed"

    /// What a text-style key accepts, in the order grammar.md lists them.
    public static let textStyleNames = RowTextStyle.allCases.map(\.rawValue) + [fixedStyle]

    /// The spelling of an inset that is the cell's layout margin, as grammar.md and hover show it.
    public static let marginValue = "margin"

    /// The spelling of a length a base theme leaves unset, as grammar.md and hover show it; a
    /// spec cannot write it.
    public static let noneValue = "none"

    /// Whether a spec can write `value`, a key's value as `value(in:)` spells it: not the
    /// layout margin, nor `none`.
    public static func isWritable(_ value: String) -> Bool { value != marginValue && value != noneValue }

    /// The most lines a line-limit key takes: more than any row shows.
    public static let maximumLines = 1000

    /// The key's value in `theme`, as a spec would write it (an inset that follows the layout
    /// margin, which a spec cannot write, as `margin`).
    public func value(in theme: RowTheme) -> String {
        if let edge, theme.marginInsets.contains(edge) { return ThemeKey.marginValue }
        if let number { return ThemeKey.format(theme[keyPath: number]) }
        if let optionalNumber { return theme[keyPath: optionalNumber].map(ThemeKey.format) ?? ThemeKey.noneValue }
        if let choice { return choice.get(theme) }
        if let lines { return String(theme[keyPath: lines]) }
        if let textStyle { return theme[keyPath: textStyle]?.rawValue ?? ThemeKey.fixedStyle }
        return theme[keyPath: color!].description
    }

    /// A key's value, typed.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case color(RowColor)
        case textStyle(RowTextStyle?)
        /// A choice key's value by name.
        case choice(String)
        /// An inset that is the cell's layout margin.
        case margin
        case lines(Int)
        /// A length the theme leaves unset.
        case unset
    }

    /// The key's value in `theme`.
    public func typedValue(in theme: RowTheme) -> Value {
        if let edge, theme.marginInsets.contains(edge) { return .margin }
        if let number { return .number(theme[keyPath: number]) }
        if let optionalNumber { return theme[keyPath: optionalNumber].map(Value.number) ?? .unset }
        if let choice { return .choice(choice.get(theme)) }
        if let lines { return .lines(theme[keyPath: lines]) }
        if let textStyle { return .textStyle(theme[keyPath: textStyle]) }
        return .color(theme[keyPath: color!])
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Every theme key, in the order grammar.md documents them.
    public static let all: [ThemeKey] = [
        ThemeKey("list.style", choice: \.listStyle, "listStyle", "list style the rows are shown in, which sets their cells' width on a device"),
        ThemeKey("row.height", \.rowHeight, "rowHeight", "height of every row", .length(minimum: 1)),
        ThemeKey("background.color", color: \.backgroundColor, "backgroundColor", "colour of the row's background"),
        ThemeKey("inset.leading", \.leadingInset, "leadingInset", "space before the first element", edge: .leading),
        ThemeKey("inset.trailing", \.trailingInset, "trailingInset", "space after the last element", edge: .trailing),
        ThemeKey("image.width", \.imageWidth, "imageWidth", "width of the image", .length(minimum: 1)),
        ThemeKey("image.height", \.imageHeight, "imageHeight", "height of the image", .length(minimum: 1)),
        ThemeKey("image.gap", \.imageGap, "imageGap", "space between the image and the title"),
        ThemeKey("symbol.color", color: \.symbolColor, "symbolColor", "tint of an SF Symbol in the image's place"),
        ThemeKey("arrow.width", \.arrowWidth, "arrowWidth", "width of the disclosure arrow", .length(minimum: 1)),
        ThemeKey("arrow.height", \.arrowHeight, "arrowHeight", "height of the disclosure arrow", .length(minimum: 1)),
        ThemeKey("arrow.gap", \.arrowGap, "arrowGap", "space between the last label and the arrow, switch or checkmark"),
        ThemeKey("arrow.color", color: \.arrowColor, "arrowColor", "colour of the disclosure arrow"),
        ThemeKey("check.width", \.checkWidth, "checkWidth", "width of the checkmark", .length(minimum: 1)),
        ThemeKey("check.height", \.checkHeight, "checkHeight", "height of the checkmark", .length(minimum: 1)),
        ThemeKey("check.color", color: \.checkColor, "checkColor", "colour of the checkmark"),
        ThemeKey("label.height", \.labelHeight, "labelHeight", "height of the title and subtitle labels", .length(minimum: 1)),
        ThemeKey("label.gap", \.labelGap, "labelGap", "space between the title and the subtitle"),
        ThemeKey("label.minWidth", optional: \.labelMinWidth, "labelMinWidth",
                 "least width of each label when a title and subtitle do not fit side by side; `none` stacks them"),
        ThemeKey("title.font", \.titleFontSize, "titleFontSize", "system font size of the title at the default text size", .fontSize),
        ThemeKey("title.style", textStyle: \.titleStyle, "titleStyle", "text style the title scales with at other text sizes"),
        ThemeKey("title.lines", lines: \.titleLines, "titleLines", "most lines the title wraps to, 0 for no limit"),
        ThemeKey("title.color", color: \.titleColor, "titleColor", "colour of the title"),
        ThemeKey("destructive.color", color: \.destructiveColor, "destructiveColor", "colour of a destructive row's title"),
        ThemeKey("subtitle.font", \.subtitleFontSize, "subtitleFontSize", "system font size of the subtitle at the default text size", .fontSize),
        ThemeKey("subtitle.position", choice: \.subtitlePosition, "subtitlePosition",
                 "where the subtitle goes: beside the title, trailing, or below it"),
        ThemeKey("subtitle.style", textStyle: \.subtitleStyle, "subtitleStyle", "text style the subtitle scales with at other text sizes"),
        ThemeKey("subtitle.lines", lines: \.subtitleLines, "subtitleLines", "most lines the subtitle wraps to, 0 for no limit"),
        ThemeKey("subtitle.color", color: \.subtitleColor, "subtitleColor", "colour of the subtitle"),
    ]

    public static func named(_ name: String) -> ThemeKey? { all.first { $0.name == name } }

    func apply(number value: Double, to theme: inout RowTheme) {
        if let optionalNumber {
            theme[keyPath: optionalNumber] = value
            return
        }
        theme[keyPath: number!] = value
        if let edge { theme.marginInsets.remove(edge) }
    }
    func apply(choice name: String, to theme: inout RowTheme) { choice!.set(&theme, name) }

    /// Sets this key in `theme` to its value in `source`: a key written before the spec named its
    /// base theme keeps its value over the new base.
    func copy(from source: RowTheme, to theme: inout RowTheme) {
        if let number { theme[keyPath: number] = source[keyPath: number] }
        if let optionalNumber { theme[keyPath: optionalNumber] = source[keyPath: optionalNumber] }
        if let color { theme[keyPath: color] = source[keyPath: color] }
        if let textStyle { theme[keyPath: textStyle] = source[keyPath: textStyle] }
        if let edge {
            if source.marginInsets.contains(edge) { theme.marginInsets.insert(edge) } else { theme.marginInsets.remove(edge) }
        }
        if let lines { theme[keyPath: lines] = source[keyPath: lines] }
        if let choice { choice.set(&theme, choice.get(source)) }
    }
    func apply(color value: RowColor, to theme: inout RowTheme) { theme[keyPath: color!] = value }
    func apply(textStyle value: RowTextStyle?, to theme: inout RowTheme) { theme[keyPath: textStyle!] = value }
    func apply(lines value: Int, to theme: inout RowTheme) { theme[keyPath: lines!] = value }
}
