// RowLayout.swift computes a row's frames in closed form: the seed cell's constraints, solved once by hand.

/// Lays out rows for one theme at one text size. There is no solver: the constraints of
/// grammar.md's layout model have one solution, written out here as straight-line arithmetic.
/// Generated `RowLayout` code repeats these exact operations in this exact order, so its
/// frames equal the report's bit for bit.
/// What a row shows at its leading edge: an image, fixed in size, or an SF Symbol, which grows
/// with the title's text size.
public enum RowIcon: Hashable, Sendable {
    case image, symbol
}

public struct RowLayout: Sendable {
    /// What UIKit fixes and a theme cannot change: a UISwitch's intrinsic size (UIKit,
    /// `UISwitch`: "the size components of this rectangle are ignored", 51 x 31 points).
    public static let switchWidth = 51.0
    public static let switchHeight = 31.0

    public let theme: RowTheme
    public let size: RowContentSize
    /// The labels' fonts and heights at `size`: the theme's, scaled by their text styles.
    public let titleFontSize: Double
    public let subtitleFontSize: Double
    public let titleHeight: Double
    public let subtitleHeight: Double
    /// Whether a title and a subtitle stack, title above subtitle, rather than share a line.
    public let stacksLabels: Bool

    /// Whether `theme`'s labels stack at `size`: a subtitle placed below does, and every row at
    /// the accessibility sizes, where a subtitle beside the title would leave neither room.
    public static func stacksLabels(theme: RowTheme, size: RowContentSize) -> Bool {
        size.isAccessibilitySize || theme.subtitlePosition == .below
    }
    /// An SF Symbol's size at `size`: the image's, scaled as the title is, so it grows with the text.
    public let symbolWidth: Double
    public let symbolHeight: Double
    /// Each part's numbers at this size, indexed by `leadingIndex`, `accessoryIndex` and
    /// `textsIndex` (see RowLayout+Parts.swift): what `frames` looks up instead of branching.
    @usableFromInline let leadings: [LeadingPart]
    @usableFromInline let accessories: [AccessoryPart]
    @usableFromInline let textParts: [TextsPart]

    public init(theme: RowTheme, size: RowContentSize = .default) {
        self.theme = theme
        self.size = size
        let titleScale = theme.titleStyle.scale(at: size)
        let subtitleScale = theme.subtitleStyle.scale(at: size)
        titleFontSize = theme.titleFontSize * titleScale
        subtitleFontSize = theme.subtitleFontSize * subtitleScale
        titleHeight = theme.labelHeight * titleScale
        subtitleHeight = theme.labelHeight * subtitleScale
        stacksLabels = Self.stacksLabels(theme: theme, size: size)
        symbolWidth = theme.imageWidth * titleScale
        symbolHeight = theme.imageHeight * titleScale
        leadings = Self.leadingParts(theme: theme, symbolWidth: symbolWidth, symbolHeight: symbolHeight)
        accessories = Self.accessoryParts(theme: theme)
        textParts = Self.textsParts(titleHeight: titleHeight, subtitleHeight: subtitleHeight, stacksLabels: stacksLabels)
    }

    /// The leading element's size: the image's, or the symbol's at this size.
    @inlinable
    public func iconSize(_ icon: RowIcon) -> (width: Double, height: Double) {
        switch icon {
        case .image: (theme.imageWidth, theme.imageHeight)
        case .symbol: (symbolWidth, symbolHeight)
        }
    }

    /// The trailing accessory's size: the theme's arrow or checkmark, or UIKit's switch.
    @inlinable
    public func accessorySize(_ accessory: RowAccessory) -> (width: Double, height: Double) {
        switch accessory {
        case .arrow: (theme.arrowWidth, theme.arrowHeight)
        case .switch: (RowLayout.switchWidth, RowLayout.switchHeight)
        case .check: (theme.checkWidth, theme.checkHeight)
        }
    }

    /// The row's height: the theme's, grown by as much as its tallest element outgrows the
    /// tallest at the default size, so the theme's space above and below it is kept. Images
    /// and the chevron keep their sizes; only labels grow, and a row never shrinks below
    /// `row.height`.
    @inlinable
    public func rowHeight(style: RowStyle, icon: RowIcon = .image) -> Double {
        rowHeight(leadings[Self.leadingIndex(style, icon)], accessories[Self.accessoryIndex(style)],
                  textParts[Self.textsIndex(style)])
    }

    /// The frames of a row of `style` in a content view `width` points wide, given the
    /// natural (unconstrained) widths of its title and subtitle text at this size.
    ///
    /// When the row does not fit (`width < minimumWidth(style)`), the labels' minimum
    /// widths give way in a fixed order: the subtitle's first, then the title's, never
    /// below zero; the insets, gaps and fixed sizes always hold. A button's title keeps its
    /// natural width, centred in the room, and is cut short when wider than the room.
    ///
    /// Inlinable, so a caller laying out many rows reads the theme once and pays no call:
    /// it is straight-line arithmetic that allocates nothing. It does not branch on the
    /// style's parts either: each part's numbers are looked up (RowLayout+Parts.swift), every
    /// frame is computed, and the parts say which are present. Always inlined: the body is
    /// past the inliner's size threshold, and called, it returned its frames through memory
    /// at some 330 instructions a row where inlined it takes under 200.
    @inlinable @inline(__always)
    public func frames(style: RowStyle, titleWidth: Double, subtitleWidth: Double, width: Double,
                       direction: RowLayoutDirection = .leftToRight, icon: RowIcon = .image) -> RowFrames {
        frames(style: style, titleWidth: titleWidth, width: width, direction: direction, icon: icon,
               texts: textParts[Self.textsIndex(style)], titleBlock: titleHeight, subtitleBlock: subtitleHeight)
    }

    /// The frames, with the texts' numbers given: the one-line labels' from `textParts`, or
    /// those of labels wrapped to `titleBlock` and `subtitleBlock` points of lines
    /// (RowLayout+Lines.swift).
    @inlinable @inline(__always)
    func frames(style: RowStyle, titleWidth: Double, width: Double, direction: RowLayoutDirection, icon: RowIcon,
                texts: TextsPart, titleBlock: Double, subtitleBlock: Double) -> RowFrames {
        let t = theme
        let leading = leadings[Self.leadingIndex(style, icon)], accessory = accessories[Self.accessoryIndex(style)]
        let h = rowHeight(leading, accessory, texts)
        let leadingRect = RowRect(x: t.leadingInset, y: (h - leading.height) / 2, width: leading.width,
                                  height: leading.height)
        let accessoryX = width - t.trailingInset - accessory.width
        let accessoryRect = RowRect(x: accessoryX, y: (h - accessory.height) / 2, width: accessory.width,
                                    height: accessory.height)
        let labelsStart = leading.labelsStart
        let labelsEnd = accessoryX - accessory.gap
        // All the room between the leading element and the accessory: a lone title's width, and
        // both labels' when they stack.
        let allRoom = max(0, labelsEnd - labelsStart)
        let titleY = (h - texts.block) / 2
        // A lone title's width and start: all the room from its start, or a button's natural
        // width, no wider than the room, centred in it. The same arithmetic for every row: the
        // texts part's numbers make it either (`min(w + .infinity, room) == room`, `x + 0 == x`;
        // `max(0, _)` turns the NaN of an infinite room less itself into that 0).
        let titleRoom = min(titleWidth + texts.titleSlack, allRoom)
        let titleX = labelsStart + max(0, allRoom - titleRoom) * texts.titleCentring
        let title: RowRect, subtitle: RowRect
        if stacksLabels {
            // The same at every row of this layout, so this branch is always predicted.
            title = RowRect(x: titleX, y: titleY, width: titleRoom, height: titleBlock)
            subtitle = RowRect(x: labelsStart, y: titleY + titleBlock, width: allRoom, height: subtitleBlock)
        } else {
            // The split of a shared line, computed for every row and kept where a subtitle shares it.
            let available = labelsEnd - labelsStart - t.labelGap
            let titleW = Self.titleWidth(natural: titleWidth, available: available, minimum: t.labelMinWidth)
            title = RowRect(x: titleX, y: titleY, width: Self.select(texts.sharesLine, titleW, titleRoom),
                            height: titleBlock)
            subtitle = RowRect(x: labelsStart + titleW + t.labelGap, y: (h - subtitleBlock) / 2,
                               width: max(0, available - titleW), height: subtitleBlock)
        }
        let frames = RowFrames(image: leadingRect.masked(leading.imageMask), symbol: leadingRect.masked(leading.symbolMask),
                               title: title.masked(texts.titleMask), subtitle: subtitle.masked(texts.subtitleMask),
                               arrow: accessoryRect.masked(accessory.arrowMask),
                               switch: accessoryRect.masked(accessory.switchMask),
                               check: accessoryRect.masked(accessory.checkMask),
                               present: leading.elements | texts.elements | accessory.elements)
        return direction == .rightToLeft ? Self.mirrored(frames, width: width) : frames
    }

    /// The title's share of `available` when a subtitle shares the line: its natural width,
    /// at least `minimum`, leaving the subtitle at least `minimum`. When both minimums cannot
    /// hold, the subtitle's gives way first, then the title's.
    @inlinable @inline(__always)
    public static func titleWidth(natural: Double, available: Double, minimum: Double) -> Double {
        max(0, min(max(natural, minimum), max(available - minimum, min(minimum, available))))
    }

    /// Every frame reflected about the row's vertical centre line. Not inlinable: a call for
    /// right-to-left rows keeps `frames` small enough for callers to inline.
    public static func mirrored(_ frames: RowFrames, width: Double) -> RowFrames {
        func flip(_ r: RowRect?) -> RowRect? {
            r.map { RowRect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
        }
        return RowFrames(image: flip(frames.image), symbol: flip(frames.symbol), title: flip(frames.title),
                      subtitle: flip(frames.subtitle), arrow: flip(frames.arrow), switch: flip(frames.switch),
                      check: flip(frames.check))
    }

    /// Whether a row of `style` shows a title and a subtitle side by side, sharing the line.
    public func sharesLine(_ style: RowStyle) -> Bool { style.hasSubtitle && !stacksLabels }

    /// The least content width at which every constraint of `style` holds: insets, fixed
    /// sizes, gaps between the elements present, and both label minimums when a title and a
    /// subtitle share the line. Image + Title + Subtitle + Arrow needs 239 points with the
    /// default theme; stacked, its labels need no least width, and it needs 69.
    public func minimumWidth(style: RowStyle, icon: RowIcon = .image) -> Double {
        let t = theme
        var total = t.leadingInset + t.trailingInset
        if style.hasImage { total += iconSize(icon).width }
        if style.hasImage && style.hasTitle { total += t.imageGap }
        if sharesLine(style) { total += 2 * t.labelMinWidth + t.labelGap }
        if let accessory = style.accessory {
            total += accessorySize(accessory).width + ((style.hasImage || style.hasTitle) ? t.arrowGap : 0)
        }
        return total
    }
}
