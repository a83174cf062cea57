// RowLayout+Model.swift lays out a RowModel: the cell's entry to the engine, measuring with the row's theme.

extension RowLayout {
    /// The frames of `row`'s elements in a cell `width` points wide whose layout margin is
    /// `margin` (`RowCellGeometry`), at text size `size`, measuring its title with its theme's
    /// `textMetrics`, as `rowc report` does.
    public static func frames(for row: RowModel, width: Double, margin: Double = RowCellGeometry.compactMargin,
                              size: RowContentSize = .default, direction: RowLayoutDirection = .leftToRight) -> RowFrames {
        layout(for: row, width: width, margin: margin, size: size, direction: direction).frames
    }

    /// `row` laid out as `frames(for:width:margin:size:direction:)` lays it out, with its height
    /// and the lines its labels wrap to: what a cell shows.
    public static func layout(for row: RowModel, width: Double, margin: Double = RowCellGeometry.compactMargin,
                              size: RowContentSize = .default, direction: RowLayoutDirection = .leftToRight) -> RowTextLayout {
        let metrics = row.theme.measuringMetrics
        let engine = RowLayout(theme: row.theme.atLayoutMargin(margin), size: size)
        let style = row.style
        // Only a title and a subtitle that may share a line, or a button's title, are measured:
        // otherwise a title takes all the room there is.
        var natural = engine.sharesLine(style) || style.isButton
            ? engine.naturalWidths(title: row.title, subtitle: row.subtitle, metrics: metrics, within: width)
            : (title: 0, subtitle: 0)
        let badge = row.isBadge ? row.subtitle.map { engine.badgeWidth($0, metrics: metrics) } : nil
        if let badge, engine.sharesLine(style) { natural.subtitle = badge }
        // A badge is placed left to right and mirrored after (`badgeLayout`).
        let laidOut = engine.layout(style: style, title: row.title, subtitle: row.subtitle, titleWidth: natural.title,
                                    subtitleWidth: natural.subtitle, metrics: metrics, width: width,
                                    direction: badge == nil ? direction : .leftToRight, icon: row.icon)
        guard let badge else { return laidOut }
        return engine.badgeLayout(laidOut, badgeWidth: badge, width: width, direction: direction)
    }

    /// The natural (one-line, unconstrained) widths of a title and a subtitle at this layout's
    /// font sizes, measured with `metrics`; 0 for a label that is absent. What `rowc report`
    /// (RowAnalyzer) gives `frames(style:titleWidth:subtitleWidth:width:direction:icon:)`, and
    /// what fuzz-layout holds the model-level `frames(for:width:size:direction:)` to.
    public func naturalWidths(title: String?, subtitle: String?,
                              metrics: RowTextMetrics) -> (title: Double, subtitle: Double) {
        naturalWidths(title: title, subtitle: subtitle, metrics: metrics, within: .infinity)
    }

    /// `naturalWidths(title:subtitle:metrics:)` as far as a row `width` points wide needs them:
    /// a label's natural width where it is at most a point over the row's, and otherwise some
    /// width beyond that, the text measured no further (`RowTextMetrics.width(of:fontSize:upTo:)`).
    /// The frames are the same to the bit, insets and gaps being never negative: a label that
    /// much wider than its row is wider than any room in it, so it does not fit beside the
    /// other label (whose fit allows `fitTolerance`), takes all the room it may, and a button's
    /// title fills its room. Beside such a title the subtitle is not measured, and is given as 0,
    /// with a table in which no text measures less than nothing: labels that do not fit stack,
    /// or split the line by `label.minWidth`, and neither reads the subtitle's width
    /// (`titleWidth(natural:subtitle:available:crowded:)`); a subtitle of negative width (a
    /// table that tracks tighter may give one) could make them fit. What the cell
    /// measures, since a title that wraps may be many times its row's width; the report measures
    /// whole (`within: .infinity`), to say how wide a cut label is.
    @inlinable
    public func naturalWidths(title: String?, subtitle: String?, metrics: RowTextMetrics,
                              within width: Double) -> (title: Double, subtitle: Double) {
        let most = width + 1
        let titleWidth = title.map { metrics.width(of: $0, fontSize: titleFontSize, upTo: most) } ?? 0
        guard titleWidth <= most || !metrics.widthsGrowWithText else { return (titleWidth, 0) }
        return (titleWidth, subtitle.map { metrics.width(of: $0, fontSize: subtitleFontSize, upTo: most) } ?? 0)
    }

    /// The height of `row` in a cell `width` points wide at text size `size`, as a
    /// self-sizing list asks for it. The width matters to labels that wrap and to a title and
    /// subtitle that stack when they do not fit side by side; without it neither happens.
    public static func height(for row: RowModel, width: Double = .infinity, margin: Double = RowCellGeometry.compactMargin,
                              size: RowContentSize = .default) -> Double {
        layout(for: row, width: width, margin: margin, size: size).height
    }
}
