// ThemeEmitter.swift writes a spec's theme: RowKit's default, changed by the values the spec's `theme` sets.

import RowKit
import RowcSema

/// Writes `static let theme: RowTheme`, for a spec's enum.
enum ThemeEmitter {
    /// Whether a spec's rows need a theme of their own: it sets a key, or the build measures with
    /// a table other than RowKit's built-in one.
    static func hasTheme(_ spec: CheckedSpec, metricsTable: Bool) -> Bool {
        spec.theme != .default || metricsTable
    }

    /// `static let theme: RowTheme = .default` (or `.seed`, the theme the spec names), or a closure
    /// that starts from it and sets what the spec changes, one key to a line, in the order
    /// grammar.md lists the keys.
    static func write(_ theme: RowTheme, base: String, metricsTable: Bool, _ w: inout SwiftWriter) {
        let start = RowTheme.bases.first { $0.name == base }?.theme ?? .default
        let baseName = base == "ios" ? "default" : base
        guard theme != start || metricsTable else {
            w.line(w.pub + "static let theme: RowTheme = .\(baseName)")
            return
        }
        w.block(w.pub + "static let theme: RowTheme =", closing: "}()") { w in
            w.line("var theme = RowTheme.\(baseName)")
            writeChanges(from: start, to: theme, &w)
            if metricsTable { w.line("theme.textMetrics = \(MetricsTableEmitter.typeName).table") }
            w.line("return theme")
        }
    }

    /// The themes of the spec's rows that write keys of their own and so differ from its theme,
    /// each once, in the order of the first row to use it: what a row's table line names by index.
    static func rowThemes(_ spec: CheckedSpec) -> [RowTheme] {
        var seen: Set<RowTheme> = [spec.theme], themes: [RowTheme] = []
        for row in spec.rows where !row.themeKeys.isEmpty {
            let theme = spec.theme(of: row)
            if seen.insert(theme).inserted { themes.append(theme) }
        }
        return themes
    }

    /// `static let rowThemes: [RowTheme]`, each `theme` with what its rows change, or nothing
    /// when no row writes a key of its own.
    static func writeRowThemes(_ themes: [RowTheme], over theme: RowTheme, _ w: inout SwiftWriter) {
        guard !themes.isEmpty else { return }
        w.line()
        w.doc(["The themes of rows that write theme keys of their own: `theme` with those keys set. A row's",
               "line in the table names its theme by index (see `RowTable`)."])
        w.line(w.pub + "static let rowThemes: [RowTheme] = [")
        w.indented { w in
            for rowTheme in themes {
                w.line("{")
                w.indented { w in
                    // `Self`: inside the enum, its own name may be a nested type's (a spec called `Row`).
                    w.line("var theme = Self.theme")
                    writeChanges(from: theme, to: rowTheme, &w)
                    w.line("return theme")
                }
                w.line("}(),")
            }
        }
        w.line("]")
    }

    /// `theme.key = value` for each key whose value differs between `start` and `theme`, in the
    /// order grammar.md lists the keys, then the insets that follow the layout margin.
    private static func writeChanges(from start: RowTheme, to theme: RowTheme, _ w: inout SwiftWriter) {
        for key in ThemeKey.all {
            let value = key.typedValue(in: theme)
            // An inset that became the layout margin is said by `marginInsets`, below.
            guard value != key.typedValue(in: start), value != .margin else { continue }
            write("theme.\(key.property) = ", call(value), &w)
        }
        if theme.marginInsets != start.marginInsets { w.line("theme.marginInsets = " + marginInsets(theme.marginInsets)) }
    }

    /// `[.leading, .trailing]`, `[.leading]`, `[.trailing]` or `[]`.
    private static func marginInsets(_ edges: RowInsetEdges) -> String {
        "[" + [(RowInsetEdges.leading, ".leading"), (.trailing, ".trailing")].filter { edges.contains($0.0) }
            .map(\.1).joined(separator: ", ") + "]"
    }

    /// A value as Swift: `head` then `arguments` joined by commas then `tail`, or just `head`.
    struct Call: Equatable {
        var head: String
        var arguments: [String] = []
        var tail = ""

        var text: String { arguments.isEmpty ? head + tail : head + arguments.joined(separator: ", ") + tail }
    }

    /// `assignment` and `value` on one line when it fits, else one argument to a line.
    private static func write(_ assignment: String, _ value: Call, _ w: inout SwiftWriter) {
        let line = assignment + value.text
        guard w.depth * 4 + line.count > SpecEmitter.lineLimit, !value.arguments.isEmpty else {
            w.line(line)
            return
        }
        w.line(assignment + value.head)
        w.indented { w in
            for (index, argument) in value.arguments.enumerated() {
                w.line(argument + (index == value.arguments.count - 1 ? "" : ","))
            }
        }
        w.line(value.tail)
    }

    /// A theme key's value as a Swift expression of its property's type.
    static func literal(_ value: ThemeKey.Value) -> String { call(value).text }

    static func call(_ value: ThemeKey.Value) -> Call {
        switch value {
        case .number(let number): Call(head: SwiftLiteral.number(number))
        case .lines(let lines): Call(head: String(lines))
        case .textStyle(let style): Call(head: style.map { "." + $0.rawValue } ?? "nil")
        case .choice(let name): Call(head: "." + name)
        case .margin: Call(head: SwiftLiteral.number(RowCellGeometry.compactMargin))
        case .unset: Call(head: "nil")
        case .color(let color): call(color)
        }
    }

    /// A colour as a spec writes it, channels in hexadecimal: `.fixed(RowColor.RGBA(red: 0x29, ...))`,
    /// `.pair(light: ..., dark: ...)`, `.system(.label)` or `.asset(RowColor.Asset(name: "Brand", light: ..., dark: ...))`,
    /// a colour set's values being what the cell shows should the app's bundle lack the set.
    static func literal(_ color: RowColor) -> String { call(color).text }

    private static func call(_ color: RowColor) -> Call {
        switch color {
        case .fixed(let c): Call(head: ".fixed(\(rgba(c)))")
        case .pair(let light, let dark): Call(head: ".pair(", arguments: ["light: " + rgba(light), "dark: " + rgba(dark)], tail: ")")
        case .system(let system): Call(head: ".system(.\(system.rawValue))")
        case .asset(let asset):
            Call(head: ".asset(RowColor.Asset(",
                 arguments: ["name: " + SwiftLiteral.string(asset.name), "light: " + rgba(asset.light), "dark: " + rgba(asset.dark)],
                 tail: "))")
        }
    }

    private static func rgba(_ c: RowColor.RGBA) -> String {
        func hex(_ v: UInt8) -> String { "0x" + (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
        return "RowColor.RGBA(red: \(hex(c.red)), green: \(hex(c.green)), blue: \(hex(c.blue))"
            + (c.alpha == 255 ? ")" : ", alpha: \(hex(c.alpha)))")
    }
}
