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
    /// A colour that may be absent, written `none`: the key sets `optionalColor`, not `color`.
    let optionalColor: WritableKeyPath<RowTheme, RowColor?>?
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
        optionalColor = nil
    }

    init(_ name: String, optional path: WritableKeyPath<RowTheme, Double?>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .length(minimum: 0), summary)
        (number, color, textStyle, edge, lines, choice, optionalNumber) = (nil, nil, nil, nil, nil, nil, path)
        optionalColor = nil
    }

    init(_ name: String, color path: WritableKeyPath<RowTheme, RowColor>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .color, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, path, nil, nil, nil, nil)
        optionalColor = nil
    }

    init(_ name: String, optionalColor path: WritableKeyPath<RowTheme, RowColor?>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .color, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, nil, nil, nil, nil, nil)
        optionalColor = path
    }

    init(_ name: String, textStyle path: WritableKeyPath<RowTheme, RowTextStyle?>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .textStyle, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, nil, path, nil, nil, nil)
        optionalColor = nil
    }

    init<Choice: RawRepresentable<String> & CaseIterable>(_ name: String, choice path: WritableKeyPath<RowTheme, Choice>,
                                                          _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .choice(Choice.allCases.map(\.rawValue)), summary)
        (number, color, textStyle, edge, lines, optionalColor) = (nil, nil, nil, nil, nil, nil)
        choice = (get: { $0[keyPath: path].rawValue },
                  set: { theme, name in Choice(rawValue: name).map { theme[keyPath: path] = $0 } })
    }

    init(_ name: String, lines path: WritableKeyPath<RowTheme, Int>, _ property: String, _ summary: String) {
        (self.name, self.property, self.kind, self.summary) = (name, property, .lineLimit, summary)
        (number, color, textStyle, edge, lines, choice) = (nil, nil, nil, nil, path, nil)
        optionalColor = nil
    }

    /// What the key accepts, in words, as grammar.md's theme-key table and hover show it.
    public var range: String {
        switch kind {
        case .length(let minimum): "\(Int(minimum)) to 10000 points" + (optionalNumber == nil ? "" : ", or `\(ThemeKey.noneValue)`")
        case .fontSize: "more than 0, at most 10000 points"
        case .color: "`#RRGGBB` (or `#RGB`, `#RRGGBBAA`), a pair `#RRGGBB/#RRGGBB`, a semantic colour such as `label` or a colour set `asset\"NAME\"`"
            + (optionalColor == nil ? "" : ", or `\(ThemeKey.noneValue)`")
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

    /// The spelling of a value a key may leave unset: no tile (`symbol.background:none`), no
    /// least width reserved (`label.minWidth:none`, which stacks labels that do not fit).
    public static let noneValue = "none"

    /// Whether the key takes `none`.
    public var takesNone: Bool { optionalColor != nil || optionalNumber != nil }

    /// Whether a spec can write `value`, a key's value as `value(in:)` spells it: not the layout margin.
    public static func isWritable(_ value: String) -> Bool { value != marginValue }


    /// The most lines a line-limit key takes: more than any row shows.
    public static let maximumLines = 1000

    /// The key's value in `theme`, as a spec would write it (an inset that follows the layout
    /// margin, which a spec cannot write, as `margin`).
    public func value(in theme: RowTheme) -> String { Self.spelling(typedValue(in: theme)) }

    /// `value` as a spec writes it.
    public static func spelling(_ value: Value) -> String {
        switch value {
        case .margin: marginValue
        case .number(let number): format(number)
        case .choice(let name): name
        case .lines(let lines): String(lines)
        case .textStyle(let style): style?.rawValue ?? fixedStyle
        case .color(let color): color.description
        case .unset: noneValue
        }
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
        /// A colour or length the theme leaves unset, written `none`.
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
        if let optionalColor { return theme[keyPath: optionalColor].map(Value.color) ?? .unset }
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
        ThemeKey("symbol.background", optionalColor: \.symbolBackground, "symbolBackground",
                 "colour of the rounded tile under the symbol or image, as the Settings app's icons have; none for no tile"),
        ThemeKey("arrow.width", \.arrowWidth, "arrowWidth", "width of the disclosure arrow", .length(minimum: 1)),
        ThemeKey("arrow.height", \.arrowHeight, "arrowHeight", "height of the disclosure arrow", .length(minimum: 1)),
        ThemeKey("arrow.gap", \.arrowGap, "arrowGap", "space between the last label and the arrow, switch or checkmark"),
        ThemeKey("arrow.color", color: \.arrowColor, "arrowColor", "colour of the disclosure arrow"),
        ThemeKey("check.width", \.checkWidth, "checkWidth", "width of the checkmark", .length(minimum: 1)),
        ThemeKey("check.height", \.checkHeight, "checkHeight", "height of the checkmark", .length(minimum: 1)),
        ThemeKey("check.color", color: \.checkColor, "checkColor", "colour of the checkmark"),
        ThemeKey("switch.color", color: \.switchColor, "switchColor", "colour of a switch that is on (UISwitch's onTintColor)"),
        ThemeKey("label.height", \.labelHeight, "labelHeight", "height of the title and subtitle labels", .length(minimum: 1)),
        ThemeKey("label.gap", \.labelGap, "labelGap", "space between the title and the subtitle"),
        ThemeKey("label.minWidth", optional: \.labelMinWidth, "labelMinWidth",
                 "least width of each label when a title and subtitle do not fit side by side; `none` stacks them"),
        ThemeKey("title.font", \.titleFontSize, "titleFontSize", "system font size of the title at the default text size", .fontSize),
        ThemeKey("title.style", textStyle: \.titleStyle, "titleStyle", "text style the title scales with at other text sizes"),
        ThemeKey("title.lines", lines: \.titleLines, "titleLines", "most lines the title wraps to, 0 for no limit"),
        ThemeKey("title.color", color: \.titleColor, "titleColor", "colour of the title"),
        ThemeKey("button.color", color: \.buttonColor, "buttonColor", "colour of a button row's title"),
        ThemeKey("destructive.color", color: \.destructiveColor, "destructiveColor", "colour of a destructive row's title"),
        ThemeKey("subtitle.font", \.subtitleFontSize, "subtitleFontSize", "system font size of the subtitle at the default text size", .fontSize),
        ThemeKey("subtitle.position", choice: \.subtitlePosition, "subtitlePosition",
                 "where the subtitle goes: beside the title, trailing, or below it"),
        ThemeKey("subtitle.style", textStyle: \.subtitleStyle, "subtitleStyle", "text style the subtitle scales with at other text sizes"),
        ThemeKey("subtitle.lines", lines: \.subtitleLines, "subtitleLines", "most lines the subtitle wraps to, 0 for no limit"),
        ThemeKey("subtitle.color", color: \.subtitleColor, "subtitleColor", "colour of the subtitle"),
    ]

    public static func named(_ name: String) -> ThemeKey? { all.first { $0.name == name } }

    /// Whether a row may write the key for itself (`row ... title.lines:0`): every key but
    /// `list.style`, which is the list's. UIKit sizes, colours and lays out each cell on its own,
    /// so anything else a theme sets can differ between rows of one list.
    public var appliesToRows: Bool { name != "list.style" }

    /// The keys a row may write, as completion and messages list them.
    public static let rowKeys = all.filter(\.appliesToRows)

    /// Sets this key to `value` in `theme`. A number written for an inset replaces the layout
    /// margin; `.margin` makes the inset follow it again.
    public func set(_ value: Value, in theme: inout RowTheme) {
        switch value {
        case .number(let number):
            if let optionalNumber {
                theme[keyPath: optionalNumber] = number
                return
            }
            theme[keyPath: self.number!] = number
            if let edge { theme.marginInsets.remove(edge) }
        case .margin:
            // The number stands until a cell's margin replaces it (`RowTheme.atLayoutMargin`).
            theme[keyPath: self.number!] = RowCellGeometry.compactMargin
            if let edge { theme.marginInsets.insert(edge) }
        case .color(let color):
            if let optionalColor { theme[keyPath: optionalColor] = color } else { theme[keyPath: self.color!] = color }
        case .unset:
            if let optionalColor { theme[keyPath: optionalColor] = nil }
            if let optionalNumber { theme[keyPath: optionalNumber] = nil }
        case .textStyle(let style): theme[keyPath: textStyle!] = style
        case .choice(let name): choice!.set(&theme, name)
        case .lines(let lines): theme[keyPath: self.lines!] = lines
        }
    }

    /// Sets this key in `theme` to its value in `source`: a key written before the spec named its
    /// base theme keeps its value over the new base.
    func copy(from source: RowTheme, to theme: inout RowTheme) {
        set(typedValue(in: source), in: &theme)
    }
}
