// RowAnalysis.swift lays out one row at one width and judges the result: truncated labels and conflicting constraints.

import RowKit
import RowcDiagnostics
import RowcSema
import RowcSource

/// A label's text against the room it gets.
public struct LabelText: Hashable, Sendable {
    /// One line the label shows: its text as drawn (cut with an ellipsis where the label cuts
    /// it) and its frame.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var frame: RowRect
    }

    public var text: String
    public var fontSize: Double
    /// The text's width on one unconstrained line, in points.
    public var natural: Double
    /// The label's width at this layout.
    public var available: Double
    /// The theme's limit of lines for the label: 1 keeps it to one line, 0 is no limit.
    public var limit: Int
    /// For a label that wraps, how many lines the text needs at the label's width, and the
    /// lines the label shows; 1 and none for a one-line label.
    public var needed: Int
    public var lines: [Line]

    public init(text: String, fontSize: Double, natural: Double, available: Double, limit: Int = 1, needed: Int = 1,
                lines: [Line] = []) {
        self.text = text
        self.fontSize = fontSize
        self.natural = natural
        self.available = available
        self.limit = limit
        self.needed = needed
        self.lines = lines
    }

    /// Whether the label may wrap to more than one line.
    public var wraps: Bool { limit != 1 }

    /// Whether the text is cut short: for a one-line label, wider than the label by more than
    /// floating-point noise; for one that wraps, needing more lines than it shows.
    public var truncated: Bool { wraps ? needed > lines.count : natural > available + RowTextMetrics.fitTolerance }
}

/// One row laid out at one width and text size, with what went wrong there.
public struct RowAnalysis: Sendable {
    /// The device's width; the row is laid out in `cell`, its cell on that device.
    public var width: Double
    /// The list style the row was laid out in.
    public var list: RowListStyle
    /// The row's cell at `width` in `list`: its width, which frames are within, and its margin.
    public var cell: RowCellGeometry
    public var size: RowContentSize
    /// The locale whose text was laid out (a BCP 47 code or a pseudolanguage), or nil for the
    /// spec's own text in a spec that is not localized.
    public var locale: String?
    /// The row's height at `size`.
    public var height: Double
    public var direction: RowLayoutDirection
    public var frames: RowFrames
    /// Whether the title and the subtitle are stacked, title above subtitle (`RowTextLayout.stacksLabels`).
    public var stacksLabels: Bool
    public var title: LabelText?
    public var subtitle: LabelText?
    /// The least width at which the row's constraints all hold whatever its text (`RowLayout.minimumWidth`).
    public var minimumWidth: Double
    /// The least width at which the constraints hold and neither label is truncated.
    public var fullTextWidth: Double
    /// The horizontal constraints, when they cannot all hold in the cell; nil when they do.
    public var conflict: [ChainLink]?
    /// W301 for each truncated label, W302 for a conflict, in that order.
    public var diagnostics: [Diagnostic]

    public var labels: [(RowElement, LabelText)] {
        [(RowElement.title, title), (.subtitle, subtitle)].compactMap { e, l in l.map { (e, $0) } }
    }
}

/// Lays out and judges the rows of one spec.
public struct RowAnalyzer: Sendable {
    /// One engine per text size, in `RowContentSize` order, for cells at the compact layout
    /// margin and at the wide one (the same engines when the theme's insets are fixed).
    let engines: Engines
    /// The engines of each theme rows write keys of their own to reach (`title.lines:0`).
    let rowEngines: [RowTheme: Engines]
    public let metrics: RowTextMetrics
    /// The list style rows are laid out in: the theme's `list.style`, or the report's `--list`.
    public let list: RowListStyle
    /// Where the spec set each theme key, for notes on the keys behind a conflict.
    let themeKeys: [String: Span]
    /// The spec's theme, which a row's own keys are set over.
    let theme: RowTheme

    struct Engines: Sendable {
        let compact: [RowLayout]
        let wide: [RowLayout]

        init(_ theme: RowTheme) {
            func layouts(_ margin: Double) -> [RowLayout] {
                let theme = theme.atLayoutMargin(margin)
                return RowContentSize.allCases.map { RowLayout(theme: theme, size: $0) }
            }
            compact = layouts(RowCellGeometry.compactMargin)
            wide = theme.marginInsets.isEmpty ? compact : layouts(RowCellGeometry.wideMargin)
        }
    }

    public init(spec: CheckedSpec, metrics: RowTextMetrics, list: RowListStyle? = nil) {
        theme = spec.theme
        engines = Engines(spec.theme)
        var rowEngines: [RowTheme: Engines] = [:]
        for row in spec.rows where !row.themeKeys.isEmpty {
            let theme = spec.theme(of: row)
            if rowEngines[theme] == nil { rowEngines[theme] = Engines(theme) }
        }
        self.rowEngines = rowEngines
        self.metrics = metrics
        self.list = list ?? spec.theme.listStyle
        themeKeys = spec.themeKeySpans
    }

    /// The engine at the default text size, in a cell at the compact margin.
    public var engine: RowLayout { engine(at: .default) }

    /// The engine at `size` in a cell at `margin`: for `row` when given, with its own theme keys.
    public func engine(at size: RowContentSize, margin: Double = RowCellGeometry.compactMargin,
                       for row: CheckedRow? = nil) -> RowLayout {
        let engines = row.flatMap { $0.themeKeys.isEmpty ? nil : rowEngines[$0.theme(over: theme)] } ?? self.engines
        return (margin == RowCellGeometry.wideMargin ? engines.wide : engines.compact)[size.index]
    }

    /// `row` laid out in its cell on a device `width` points wide at `size`; its text is
    /// `locale`'s already (`ReportLocale.localize`). `subject` names a model's shape laid out as
    /// `row` (`ModelShape.subject`), for its diagnostics to say which.
    public func analyze(_ row: CheckedRow, width: Double, size: RowContentSize = .default,
                        direction: RowLayoutDirection = .leftToRight, locale: String? = nil,
                        subject: String? = nil) -> RowAnalysis {
        let cell = RowCellGeometry(deviceWidth: width, style: list)
        let engine = engine(at: size, margin: cell.margin, for: row)
        var (titleNatural, subtitleNatural) = engine.naturalWidths(title: row.title, subtitle: row.subtitle, metrics: metrics)
        // A badge asks for its capsule's width, and is drawn on it at the end of the subtitle's room.
        let badge = row.isBadge ? row.subtitle.map { engine.badgeWidth($0, metrics: metrics) } : nil
        if let badge { subtitleNatural = badge }
        let icon: RowIcon = row.symbol == nil ? .image : .symbol
        var laidOut = engine.layout(style: row.style, title: row.title, subtitle: row.subtitle, titleWidth: titleNatural,
                                    subtitleWidth: subtitleNatural, metrics: metrics, width: cell.width,
                                    direction: badge == nil ? direction : .leftToRight, icon: icon)
        if let badge { laidOut = engine.badgeLayout(laidOut, badgeWidth: badge, width: cell.width, direction: direction) }
        let frames = laidOut.frames
        let minimum = engine.minimumWidth(style: row.style, icon: icon)
        var analysis = RowAnalysis(
            width: width, list: list, cell: cell, size: size, locale: locale, height: laidOut.height, direction: direction,
            frames: frames, stacksLabels: laidOut.stacksLabels,
            title: label(row.title, engine.titleFontSize, titleNatural, frames.title, laidOut.title, limit: engine.theme.titleLines),
            subtitle: label(row.subtitle, engine.subtitleFontSize, subtitleNatural, frames.subtitle, laidOut.subtitle,
                            limit: engine.theme.subtitleLines),
            minimumWidth: minimum,
            fullTextWidth: engine.fullTextWidth(style: row.style, titleWidth: titleNatural, subtitleWidth: subtitleNatural,
                                                icon: icon),
            conflict: engine.holds(style: row.style, titleWidth: titleNatural, subtitleWidth: subtitleNatural, width: cell.width,
                                   icon: icon) ? nil : engine.constraintChain(style: row.style, icon: icon),
            diagnostics: [])
        analysis.diagnostics = diagnostics(for: analysis, row: row, subject: subject)
        return analysis
    }

    /// The label with the lines it shows: each line's text and frame, the last cut with an
    /// ellipsis where the label cuts it, as UIKit draws a line too wide for its label.
    private func label(_ text: String?, _ size: Double, _ natural: Double, _ frame: RowRect?, _ lines: RowLabelLines,
                       limit: Int) -> LabelText? {
        guard let text, let frame else { return nil }
        guard limit != 1 else { return LabelText(text: text, fontSize: size, natural: natural, available: frame.width) }
        let shown = lines.texts(text, fontSize: size, width: frame.width, metrics: metrics).enumerated().map { index, line in
            LabelText.Line(text: metrics.shownText(line, fontSize: size, available: frame.width),
                           frame: lines.frame(ofLine: index, in: frame))
        }
        // The layout counts lines only past the limit; the report says how many the text needs.
        return LabelText(text: text, fontSize: size, natural: natural, available: frame.width, limit: limit,
                         needed: lines.isCut ? metrics.lineCount(text, fontSize: size, width: frame.width) : lines.needed,
                         lines: shown)
    }

    private func diagnostics(for a: RowAnalysis, row: CheckedRow, subject: String?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let at = LayoutMessage.width(a.width, list: a.list, cell: a.cell.width)
        for (element, label) in a.labels where label.truncated {
            let field = row.field(element == .title ? .title : .subtitle)
            let named = field.map { LayoutMessage.fieldText(element.rawValue, field: $0.name, sample: $0.sample) } ?? element.rawValue
            found.append(Diagnostic(
                .truncatedText,
                LayoutMessage.about(subject, label.wraps
                    ? LayoutMessage.linesCut(named, width: at, size: a.size.rawValue, locale: a.locale,
                                             needed: label.needed, shown: label.lines.count)
                    : LayoutMessage.textTruncated(named, width: at, size: a.size.rawValue, locale: a.locale,
                                                  natural: label.natural,
                                                  available: label.available, fullTextWidth: a.fullTextWidth)),
                at: (element == .title ? row.titleSpan : row.subtitleSpan) ?? row.headSpan))
        }
        if let chain = a.conflict {
            let sum = chain.map(\.description).joined(separator: " + ")
            found.append(Diagnostic(
                .layoutConflict,
                LayoutMessage.rowDoesNotFit(subject ?? "row `\(row.name)`", width: at, size: a.size.rawValue, sum: sum, minimumWidth: a.minimumWidth),
                at: row.headSpan, notes: themeNotes(chain, row: row)))
        }
        return found
    }

    /// Where the row or the theme set a number in the chain, so the reader sees which override
    /// made the row too wide.
    private func themeNotes(_ chain: [ChainLink], row: CheckedRow) -> [Note] {
        var seen = Set<String>()
        return chain.compactMap { link in
            guard let key = link.themeKey, seen.insert(key).inserted,
                  let span = row.themeKeys.first(where: { $0.key.name == key })?.span ?? themeKeys[key] else { return nil }
            return Note(LayoutMessage.themeKeySetHere(key, points: link.points), at: span)
        }
    }
}
