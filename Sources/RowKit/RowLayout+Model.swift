// RowLayout+Model.swift lays out a RowModel: the cell's entry to the engine, measuring with the row's theme.

extension RowLayout {
    /// The frames of `row`'s elements in a cell `width` points wide whose layout margin is
    /// `margin` (`RowCellGeometry`), at text size `size`, measuring its title with its theme's
    /// `textMetrics`, as `rowc report` does.
    public static func frames(for row: RowModel, width: Double, margin: Double = RowCellGeometry.compactMargin,
                              size: RowContentSize = .default, direction: RowLayoutDirection = .leftToRight) -> RowFrames {
        let metrics = row.theme.measuringMetrics
        return RowLayout(theme: row.theme.atLayoutMargin(margin), size: size).frames(for: row, width: width, direction: direction) {
            metrics.width(of: $0, fontSize: $1)
        }
    }

    /// The frames of `row`'s elements at this layout's size, measuring its title with `measure`,
    /// which returns the width in points of a text at a font size.
    public func frames(for row: RowModel, width: Double, direction: RowLayoutDirection = .leftToRight,
                       measure: (_ text: String, _ fontSize: Double) -> Double) -> RowFrames {
        let style = row.style
        // Only a title beside a subtitle on one line is measured: alone or stacked, a title
        // takes all the room there is.
        var natural = 0.0
        if sharesLine(style), let title = row.title {
            natural = measure(title, titleFontSize)
        }
        return frames(style: style, titleWidth: natural, subtitleWidth: 0, width: width, direction: direction,
                      icon: row.icon)
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

    /// The height of `row` at text size `size`, as a self-sizing list asks for it.
    public static func height(for row: RowModel, size: RowContentSize = .default) -> Double {
        RowLayout(theme: row.theme, size: size).rowHeight(style: row.style, icon: row.icon)
    }
}
