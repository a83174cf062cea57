// LayoutEngine.swift computes a row's frames in closed form: the seed cell's constraints, solved once by hand.

import RowcSema

/// Lays out rows for one theme. There is no solver: the constraints of grammar.md's
/// layout model have one solution, written out here as straight-line arithmetic.
/// Generated `RowLayout` code repeats these exact operations in this exact order,
/// so its frames equal the report's bit for bit.
public struct LayoutEngine: Sendable {
    public let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The frames of a row of `style` in a content view `width` points wide, given the
    /// natural (unconstrained) widths of its title and subtitle text.
    ///
    /// When the row does not fit (`width < minimumWidth(style)`), the labels' minimum
    /// widths give way in a fixed order: the subtitle's first, then the title's, never
    /// below zero; the insets, gaps and fixed sizes always hold.
    ///
    /// Inlinable, so a caller laying out many rows reads the theme once and pays no call:
    /// it is straight-line arithmetic that allocates nothing.
    @inlinable
    public func frames(style: RowStyle, titleWidth: Double, subtitleWidth: Double, width: Double,
                       direction: LayoutDirection = .leftToRight) -> Frames {
        let t = theme
        var frames = Frames()
        var labelsStart = t.leadingInset
        var labelsEnd = width - t.trailingInset

        if style.hasImage {
            frames.image = Rect(x: t.leadingInset, y: (t.rowHeight - t.imageHeight) / 2,
                                width: t.imageWidth, height: t.imageHeight)
            labelsStart = t.leadingInset + t.imageWidth + t.imageGap
        }
        if style.hasArrow {
            let arrowX = width - t.trailingInset - t.arrowWidth
            frames.arrow = Rect(x: arrowX, y: (t.rowHeight - t.arrowHeight) / 2,
                                width: t.arrowWidth, height: t.arrowHeight)
            labelsEnd = arrowX - t.arrowGap
        }
        let labelY = (t.rowHeight - t.labelHeight) / 2
        if style.hasSubtitle {
            let available = labelsEnd - labelsStart - t.labelGap
            let titleW = Self.titleWidth(natural: titleWidth, available: available, minimum: t.labelMinWidth)
            let subtitleW = max(0, available - titleW)
            frames.title = Rect(x: labelsStart, y: labelY, width: titleW, height: t.labelHeight)
            frames.subtitle = Rect(x: labelsStart + titleW + t.labelGap, y: labelY, width: subtitleW, height: t.labelHeight)
        } else if style.hasTitle {
            frames.title = Rect(x: labelsStart, y: labelY, width: max(0, labelsEnd - labelsStart), height: t.labelHeight)
        }
        return direction == .rightToLeft ? Self.mirrored(frames, width: width) : frames
    }

    /// The title's share of `available` when a subtitle shares the line: its natural width,
    /// at least `minimum`, leaving the subtitle at least `minimum`. When both minimums cannot
    /// hold, the subtitle's gives way first, then the title's.
    @inlinable @inline(__always)
    public static func titleWidth(natural: Double, available: Double, minimum: Double) -> Double {
        max(0, min(max(natural, minimum), max(available - minimum, min(minimum, available))))
    }

    /// Every frame reflected about the row's vertical centre line.
    @inlinable
    public static func mirrored(_ frames: Frames, width: Double) -> Frames {
        func flip(_ r: Rect?) -> Rect? {
            r.map { Rect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        }
        return Frames(image: flip(frames.image), title: flip(frames.title),
                      subtitle: flip(frames.subtitle), arrow: flip(frames.arrow))
    }

    /// The least content width at which every constraint of `style` holds: insets, fixed
    /// sizes, gaps between the elements present, and both label minimums when a subtitle is shown.
    /// Image + Title + Subtitle + Arrow needs 239 points with the default theme.
    public func minimumWidth(style: RowStyle) -> Double {
        let t = theme
        var total = t.leadingInset + t.trailingInset
        if style.hasImage { total += t.imageWidth }
        if style.hasImage && style.hasTitle { total += t.imageGap }
        if style.hasSubtitle { total += 2 * t.labelMinWidth + t.labelGap }
        if style.hasArrow { total += t.arrowWidth + ((style.hasImage || style.hasTitle) ? t.arrowGap : 0) }
        return total
    }
}
