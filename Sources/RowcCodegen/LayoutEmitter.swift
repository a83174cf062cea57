// LayoutEmitter.swift writes `RowLayout`: RowLayout's closed-form arithmetic, repeated operation for operation.

import RowKit

extension SupportEmitter {
    /// `RowLayout.frames` and `RowLayout.height`. Every expression below is `RowLayout`'s
    /// (its init's scaled sizes, `rowHeight`, `frames`, `titleWidth`) with the same operands in the same order, so the doubles
    /// come out bit for bit the same as the report's; the differential test holds them to it.
    /// A row's title is read from its fields, not through `style` and `?? ""`: that form made
    /// the compiler copy the whole row, strings retained, on every layout (160 M against 91 M
    /// instructions for 500,000 layouts, measured while rows still held their theme inline).
    static func layout(_ access: AccessLevel) -> String { #"""
    /// Lays out rows in closed form: the constraints of rowc's layout model have one solution,
    /// written out here as arithmetic, so there is no solver at run time and the frames equal
    /// those `rowc report` prints for the same row and width.
    \#(access.pub)enum RowLayout {
        /// The frames of `row`'s elements in a content view `width` points wide at text size
        /// `size`, measuring its title with the width table rowc measures with.
        \#(access.pub)static func frames(for row: RowModel, width: Double, size: RowContentSize = .large,
                                  direction: RowLayoutDirection = .leftToRight) -> RowFrames {
            frames(for: row, width: width, size: size, direction: direction) {
                RowTextMetrics.default.width(of: $0, fontSize: $1)
            }
        }

        /// The frames of `row`'s elements, measuring its title with `measure`, which returns the
        /// width in points of a text at a font size, for example from UIKit's text measurement.
        \#(access.pub)static func frames(for row: RowModel, width: Double, size: RowContentSize = .large,
                                  direction: RowLayoutDirection = .leftToRight,
                                  measure: (_ text: String, _ fontSize: Double) -> Double) -> RowFrames {
            // Only a title beside a subtitle on one line is measured: alone or stacked, a title
            // takes all the room there is.
            var natural = 0.0
            if row.subtitle != nil, !size.isAccessibilitySize, let title = row.title {
                natural = measure(title, row.theme.titleFontSize(at: size))
            }
            return frames(style: row.style, naturalTitleWidth: natural, width: width, theme: row.theme, size: size,
                          direction: direction, icon: row.symbol == nil ? .image : .symbol)
        }

        /// The frames of a row of `style` and `theme` in a content view `width` points wide at
        /// text size `size`, given the natural (unconstrained) width of its title at that size,
        /// as `rowc report` lays rows out: for titles measured once and laid out at many widths.
        /// Only a style with a subtitle, below the accessibility sizes, reads `naturalTitleWidth`.
        \#(access.pub)static func frames(style: RowStyle, naturalTitleWidth: Double, width: Double, theme: RowTheme = .default,
                                  size: RowContentSize = .large, direction: RowLayoutDirection = .leftToRight,
                                  icon: RowIcon = .image) -> RowFrames {
            let t = theme
            let titleScale = RowTextStyle.scale(of: t.titleStyle, at: size)
            let titleHeight = t.labelHeight * titleScale
            let subtitleHeight = t.labelHeight * RowTextStyle.scale(of: t.subtitleStyle, at: size)
            let iconSize = self.iconSize(icon, theme: t, titleScale: titleScale)
            let h = height(style: style, theme: t, stacked: size.isAccessibilitySize, titleHeight: titleHeight,
                           subtitleHeight: subtitleHeight, iconHeight: iconSize.height)
            var frames = RowFrames()
            var labelsStart = t.leadingInset
            var labelsEnd = width - t.trailingInset

            if style.showsImage {
                let rect = RowRect(x: t.leadingInset, y: (h - iconSize.height) / 2, width: iconSize.width,
                                   height: iconSize.height)
                if case .symbol = icon { frames.symbol = rect } else { frames.image = rect }
                labelsStart = t.leadingInset + iconSize.width + t.imageGap
            }
            if let accessory = style.accessory {
                let (accessoryWidth, accessoryHeight) = accessorySize(accessory, theme: t)
                let x = width - t.trailingInset - accessoryWidth
                let rect = RowRect(x: x, y: (h - accessoryHeight) / 2, width: accessoryWidth, height: accessoryHeight)
                switch accessory {
                case .arrow: frames.arrow = rect
                case .switch: frames.switch = rect
                case .check: frames.check = rect
                }
                labelsEnd = x - t.arrowGap
            }
            if style.showsSubtitle && size.isAccessibilitySize {
                // Stacked: title above subtitle, each as wide as the labels' room.
                let labelsWidth = max(0, labelsEnd - labelsStart)
                let titleY = (h - (titleHeight + subtitleHeight)) / 2
                frames.title = RowRect(x: labelsStart, y: titleY, width: labelsWidth, height: titleHeight)
                frames.subtitle = RowRect(x: labelsStart, y: titleY + titleHeight, width: labelsWidth,
                                          height: subtitleHeight)
            } else if style.showsSubtitle {
                let available = labelsEnd - labelsStart - t.labelGap
                let titleWidth = self.titleWidth(natural: naturalTitleWidth, available: available, minimum: t.labelMinWidth)
                let subtitleWidth = max(0, available - titleWidth)
                frames.title = RowRect(x: labelsStart, y: (h - titleHeight) / 2, width: titleWidth, height: titleHeight)
                frames.subtitle = RowRect(x: labelsStart + titleWidth + t.labelGap, y: (h - subtitleHeight) / 2,
                                          width: subtitleWidth, height: subtitleHeight)
            } else if style.showsTitle {
                frames.title = RowRect(x: labelsStart, y: (h - titleHeight) / 2, width: max(0, labelsEnd - labelsStart),
                                       height: titleHeight)
            }
            return direction == .rightToLeft ? frames.mirrored(width: width) : frames
        }

        /// The height of `row` at text size `size`, as a self-sizing table view asks for it.
        \#(access.pub)static func height(for row: RowModel, size: RowContentSize = .large) -> Double {
            height(style: row.style, theme: row.theme, size: size, icon: row.symbol == nil ? .image : .symbol)
        }

        /// The height of a row of `style` and `theme` at `size`: the theme's row height, grown by
        /// as much as its tallest element outgrows the tallest at `large`, so the space above and
        /// below it is kept. Images, the chevron, the switch and the checkmark keep their size;
        /// labels and symbols grow.
        \#(access.pub)static func height(style: RowStyle, theme: RowTheme = .default, size: RowContentSize = .large,
                                  icon: RowIcon = .image) -> Double {
            let titleScale = RowTextStyle.scale(of: theme.titleStyle, at: size)
            return height(style: style, theme: theme, stacked: size.isAccessibilitySize,
                          titleHeight: theme.labelHeight * titleScale,
                          subtitleHeight: theme.labelHeight * RowTextStyle.scale(of: theme.subtitleStyle, at: size),
                          iconHeight: iconSize(icon, theme: theme, titleScale: titleScale).height)
        }

        /// The height, given the labels' and the icon's heights at the size: `frames` has them already.
        private static func height(style: RowStyle, theme t: RowTheme, stacked: Bool, titleHeight: Double,
                                   subtitleHeight: Double, iconHeight: Double) -> Double {
            guard style.showsTitle else { return t.rowHeight }
            var fixed = 0.0, fixedAtLarge = 0.0
            if style.showsImage {
                fixed = iconHeight
                fixedAtLarge = t.imageHeight
            }
            if let accessory = style.accessory {
                let accessoryHeight = accessorySize(accessory, theme: t).height
                fixed = max(fixed, accessoryHeight)
                fixedAtLarge = max(fixedAtLarge, accessoryHeight)
            }
            let labels: Double
            if !style.showsSubtitle {
                labels = titleHeight
            } else if stacked {
                labels = titleHeight + subtitleHeight
            } else {
                labels = max(titleHeight, subtitleHeight)
            }
            let growth = max(fixed, labels) - max(fixedAtLarge, t.labelHeight)
            return growth > 0 ? t.rowHeight + growth : t.rowHeight
        }

        /// The leading element's size: the image's, or a symbol's, the image's scaled as the title.
        private static func iconSize(_ icon: RowIcon, theme t: RowTheme, titleScale: Double) -> (width: Double, height: Double) {
            switch icon {
            case .image: (t.imageWidth, t.imageHeight)
            case .symbol: (t.imageWidth * titleScale, t.imageHeight * titleScale)
            }
        }

        /// The trailing accessory's size: the theme's arrow or checkmark, or UIKit's switch, 51 x 31.
        private static func accessorySize(_ accessory: RowAccessory, theme t: RowTheme) -> (width: Double, height: Double) {
            switch accessory {
            case .arrow: (t.arrowWidth, t.arrowHeight)
            case .switch: (51, 31)
            case .check: (t.checkWidth, t.checkHeight)
            }
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
