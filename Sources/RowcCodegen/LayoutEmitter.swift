// LayoutEmitter.swift writes `RowLayout`: LayoutEngine's closed-form arithmetic, repeated operation for operation.

extension SupportEmitter {
    /// `RowLayout.frames`. Every expression below is `LayoutEngine.frames` and
    /// `LayoutEngine.titleWidth` with the same operands in the same order, so the doubles
    /// come out bit for bit the same as the report's; the differential test holds them to it.
    /// A row's title is read from its fields, not through `style` and `?? ""`: that form made
    /// the compiler copy the whole row, strings retained, on every layout (160 M against 91 M
    /// instructions for 500,000 layouts, measured while rows still held their theme inline).
    static func layout(_ access: AccessLevel) -> String { #"""
    /// Lays out rows in closed form: the constraints of rowc's layout model have one solution,
    /// written out here as arithmetic, so there is no solver at run time and the frames equal
    /// those `rowc report` prints for the same row and width.
    \#(access.pub)enum RowLayout {
        /// The frames of `row`'s elements in a content view `width` points wide, measuring its
        /// title with the width table rowc measures with.
        \#(access.pub)static func frames(for row: RowModel, width: Double,
                                  direction: RowLayoutDirection = .leftToRight) -> RowFrames {
            frames(for: row, width: width, direction: direction) { RowTextMetrics.default.width(of: $0, fontSize: $1) }
        }

        /// The frames of `row`'s elements, measuring its title with `measure`, which returns the
        /// width in points of a text at a font size, for example from UIKit's text measurement.
        \#(access.pub)static func frames(for row: RowModel, width: Double, direction: RowLayoutDirection = .leftToRight,
                                  measure: (_ text: String, _ fontSize: Double) -> Double) -> RowFrames {
            // Only a title beside a subtitle is measured: alone, a title takes all the room there is.
            var natural = 0.0
            if row.subtitle != nil, let title = row.title {
                natural = measure(title, row.theme.titleFontSize)
            }
            return frames(style: row.style, naturalTitleWidth: natural, width: width, theme: row.theme, direction: direction)
        }

        /// The frames of a row of `style` and `theme` in a content view `width` points wide, given
        /// the natural (unconstrained) width of its title, as `rowc report` lays rows out: for
        /// titles measured once and laid out at many widths. Only a style with a subtitle reads
        /// `naturalTitleWidth`.
        \#(access.pub)static func frames(style: RowStyle, naturalTitleWidth: Double, width: Double, theme: RowTheme = .default,
                                  direction: RowLayoutDirection = .leftToRight) -> RowFrames {
            let t = theme
            var frames = RowFrames()
            var labelsStart = t.leadingInset
            var labelsEnd = width - t.trailingInset

            if style.showsImage {
                frames.image = RowRect(x: t.leadingInset, y: (t.rowHeight - t.imageHeight) / 2,
                                       width: t.imageWidth, height: t.imageHeight)
                labelsStart = t.leadingInset + t.imageWidth + t.imageGap
            }
            if style.showsArrow {
                let arrowX = width - t.trailingInset - t.arrowWidth
                frames.arrow = RowRect(x: arrowX, y: (t.rowHeight - t.arrowHeight) / 2,
                                       width: t.arrowWidth, height: t.arrowHeight)
                labelsEnd = arrowX - t.arrowGap
            }
            let labelY = (t.rowHeight - t.labelHeight) / 2
            if style.showsSubtitle {
                let available = labelsEnd - labelsStart - t.labelGap
                let titleWidth = self.titleWidth(natural: naturalTitleWidth, available: available, minimum: t.labelMinWidth)
                let subtitleWidth = max(0, available - titleWidth)
                frames.title = RowRect(x: labelsStart, y: labelY, width: titleWidth, height: t.labelHeight)
                frames.subtitle = RowRect(x: labelsStart + titleWidth + t.labelGap, y: labelY,
                                          width: subtitleWidth, height: t.labelHeight)
            } else if style.showsTitle {
                frames.title = RowRect(x: labelsStart, y: labelY, width: max(0, labelsEnd - labelsStart),
                                       height: t.labelHeight)
            }
            return direction == .rightToLeft ? frames.mirrored(width: width) : frames
        }

        /// The title's share of `available` when a subtitle shares the line: its natural width,
        /// at least `minimum`, leaving the subtitle at least `minimum`. When both minimums cannot
        /// hold, the subtitle's gives way first, then the title's.
        \#(access.pub)static func titleWidth(natural: Double, available: Double, minimum: Double) -> Double {
            max(0, min(max(natural, minimum), max(available - minimum, min(minimum, available))))
        }
    }
    """# }
}
