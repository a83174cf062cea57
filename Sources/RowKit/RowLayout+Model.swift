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
        // Only a title beside a subtitle on one line, or a button's, is measured: otherwise a
        // title takes all the room there is.
        let natural = engine.sharesLine(style) || style.isButton ? row.title.map { metrics.width(of: $0, fontSize: engine.titleFontSize) } ?? 0 : 0
        return engine.layout(style: style, title: row.title, subtitle: row.subtitle, titleWidth: natural, metrics: metrics,
                             width: width, direction: direction, icon: row.icon)
    }

    /// The natural (one-line, unconstrained) widths of a title and a subtitle at this layout's
    /// font sizes, measured with `metrics`; 0 for a label that is absent. What `rowc report`
    /// (RowAnalyzer) gives `frames(style:titleWidth:subtitleWidth:width:direction:icon:)`, and
    /// what fuzz-layout holds the model-level `frames(for:width:size:direction:)` to.
    public func naturalWidths(title: String?, subtitle: String?,
                              metrics: RowTextMetrics) -> (title: Double, subtitle: Double) {
        (title.map { metrics.width(of: $0, fontSize: titleFontSize) } ?? 0,
         subtitle.map { metrics.width(of: $0, fontSize: subtitleFontSize) } ?? 0)
    }

    /// The height of `row` in a cell `width` points wide at text size `size`, as a
    /// self-sizing list asks for it. The width matters only to labels that wrap; without it
    /// nothing wraps.
    public static func height(for row: RowModel, width: Double = .infinity, margin: Double = RowCellGeometry.compactMargin,
                              size: RowContentSize = .default) -> Double {
        guard row.theme.titleLines != 1 || row.theme.subtitleLines != 1 else {
            return RowLayout(theme: row.theme, size: size).rowHeight(style: row.style, icon: row.icon)
        }
        return layout(for: row, width: width, margin: margin, size: size).height
    }
}
