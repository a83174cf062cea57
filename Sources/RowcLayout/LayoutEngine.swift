// LayoutEngine.swift computes a row's frames in closed form: the seed cell's constraints, solved once by hand.

import RowcSema

/// Lays out rows for one theme at one text size. There is no solver: the constraints of
/// grammar.md's layout model have one solution, written out here as straight-line arithmetic.
/// Generated `RowLayout` code repeats these exact operations in this exact order, so its
/// frames equal the report's bit for bit.
public struct LayoutEngine: Sendable {
    public let theme: Theme
    public let size: ContentSize
    /// The labels' fonts and heights at `size`: the theme's, scaled by their text styles.
    public let titleFontSize: Double
    public let subtitleFontSize: Double
    public let titleHeight: Double
    public let subtitleHeight: Double
    /// Whether a title and a subtitle stack, title above subtitle, rather than share a line.
    public let stacksLabels: Bool

    public init(theme: Theme, size: ContentSize = .default) {
        self.theme = theme
        self.size = size
        let titleScale = theme.titleStyle.scale(at: size)
        let subtitleScale = theme.subtitleStyle.scale(at: size)
        titleFontSize = theme.titleFontSize * titleScale
        subtitleFontSize = theme.subtitleFontSize * subtitleScale
        titleHeight = theme.labelHeight * titleScale
        subtitleHeight = theme.labelHeight * subtitleScale
        stacksLabels = size.isAccessibilitySize
    }

    /// The row's height: the theme's, grown by as much as its tallest element outgrows the
    /// tallest at the default size, so the theme's space above and below it is kept. Images
    /// and the chevron keep their sizes; only labels grow, and a row never shrinks below
    /// `row.height`.
    @inlinable
    public func rowHeight(style: RowStyle) -> Double {
        guard style.hasTitle else { return theme.rowHeight }
        let t = theme
        var fixed = 0.0
        if style.hasImage { fixed = t.imageHeight }
        if style.hasArrow { fixed = max(fixed, t.arrowHeight) }
        let labels: Double
        if !style.hasSubtitle {
            labels = titleHeight
        } else if stacksLabels {
            labels = titleHeight + subtitleHeight
        } else {
            labels = max(titleHeight, subtitleHeight)
        }
        let growth = max(fixed, labels) - max(fixed, t.labelHeight)
        return growth > 0 ? t.rowHeight + growth : t.rowHeight
    }

    /// The frames of a row of `style` in a content view `width` points wide, given the
    /// natural (unconstrained) widths of its title and subtitle text at this size.
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
        let h = rowHeight(style: style)
        var frames = Frames()
        var labelsStart = t.leadingInset
        var labelsEnd = width - t.trailingInset

        if style.hasImage {
            frames.image = Rect(x: t.leadingInset, y: (h - t.imageHeight) / 2,
                                width: t.imageWidth, height: t.imageHeight)
            labelsStart = t.leadingInset + t.imageWidth + t.imageGap
        }
        if style.hasArrow {
            let arrowX = width - t.trailingInset - t.arrowWidth
            frames.arrow = Rect(x: arrowX, y: (h - t.arrowHeight) / 2,
                                width: t.arrowWidth, height: t.arrowHeight)
            labelsEnd = arrowX - t.arrowGap
        }
        if style.hasSubtitle && stacksLabels {
            let labelsWidth = max(0, labelsEnd - labelsStart)
            let titleY = (h - (titleHeight + subtitleHeight)) / 2
            frames.title = Rect(x: labelsStart, y: titleY, width: labelsWidth, height: titleHeight)
            frames.subtitle = Rect(x: labelsStart, y: titleY + titleHeight, width: labelsWidth, height: subtitleHeight)
        } else if style.hasSubtitle {
            let available = labelsEnd - labelsStart - t.labelGap
            let titleW = Self.titleWidth(natural: titleWidth, available: available, minimum: t.labelMinWidth)
            let subtitleW = max(0, available - titleW)
            frames.title = Rect(x: labelsStart, y: (h - titleHeight) / 2, width: titleW, height: titleHeight)
            frames.subtitle = Rect(x: labelsStart + titleW + t.labelGap, y: (h - subtitleHeight) / 2,
                                   width: subtitleW, height: subtitleHeight)
        } else if style.hasTitle {
            frames.title = Rect(x: labelsStart, y: (h - titleHeight) / 2, width: max(0, labelsEnd - labelsStart),
                                height: titleHeight)
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

    /// Whether a row of `style` shows a title and a subtitle side by side, sharing the line.
    public func sharesLine(_ style: RowStyle) -> Bool { style.hasSubtitle && !stacksLabels }

    /// The least content width at which every constraint of `style` holds: insets, fixed
    /// sizes, gaps between the elements present, and both label minimums when a title and a
    /// subtitle share the line. Image + Title + Subtitle + Arrow needs 239 points with the
    /// default theme; stacked, its labels need no least width, and it needs 69.
    public func minimumWidth(style: RowStyle) -> Double {
        let t = theme
        var total = t.leadingInset + t.trailingInset
        if style.hasImage { total += t.imageWidth }
        if style.hasImage && style.hasTitle { total += t.imageGap }
        if sharesLine(style) { total += 2 * t.labelMinWidth + t.labelGap }
        if style.hasArrow { total += t.arrowWidth + ((style.hasImage || style.hasTitle) ? t.arrowGap : 0) }
        return total
    }
}
