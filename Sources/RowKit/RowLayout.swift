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
    /// UIKit's info (detail) button, `UITableViewCell.AccessoryType.detailButton`: 22 x 22 points,
    /// the size of `UIButton(type: .detailDisclosure)`, which no text size changes.
    public static let infoSize = 22.0
    /// A trailing SF Symbol's square at the default text size: the info button's, as the symbol
    /// is drawn in the accessory's place; it grows with the title's text, as a symbol in text does.
    public static let trailingSymbolSize = 22.0

    public let theme: RowTheme
    public let size: RowContentSize
    /// The labels' fonts and heights at `size`: the theme's, scaled by their text styles.
    public let titleFontSize: Double
    public let subtitleFontSize: Double
    public let titleHeight: Double
    public let subtitleHeight: Double
    /// Whether every title and subtitle stack, title above subtitle, rather than share a line.
    /// Where they may share it, a row whose labels do not fit side by side may still stack
    /// (`labelMinWidth`, `RowTextLayout.stacksLabels`).
    public let stacksLabels: Bool

    /// Whether `theme`'s labels stack at `size`: a subtitle placed below does, and every row at
    /// the accessibility sizes, where a subtitle beside the title would leave neither room.
    public static func stacksLabels(theme: RowTheme, size: RowContentSize) -> Bool {
        size.isAccessibilitySize || theme.subtitlePosition == .below
    }
    /// An SF Symbol's size at `size`: the image's, scaled as the title is, so it grows with the text.
    public let symbolWidth: Double
    public let symbolHeight: Double
    /// A trailing SF Symbol's square at `size`.
    public let trailingSymbolSize: Double
    /// Each part's numbers at this size, indexed by `leadingIndex`, `accessoryIndex` and
    /// `textsIndex` (see RowLayout+Parts.swift): what `frames` looks up instead of branching.
    @usableFromInline let leadings: [LeadingPart]
    @usableFromInline let accessories: [AccessoryPart]
    @usableFromInline let textParts: [TextsPart]
    /// What `textsIndex` adds for a row whose labels do not fit side by side: `crowdedTexts` to
    /// look up stacked texts, where the theme stacks them (no `labelMinWidth`), else 0.
    @usableFromInline let crowdedOffset: Int
    /// The least width the title and the subtitle keep when they do not fit: `labelMinWidth`, 0 without one.
    @usableFromInline let labelReserve: Double
    /// All ones where the theme reserves `labelMinWidth` for labels that do not fit, 0 where it
    /// stacks them. Read from memory, it keeps `titleWidth`'s choice a select (see there).
    @usableFromInline let reserveMask: UInt64
    /// `label.gap` less the fit's tolerance: what the labels' room loses besides the parts
    /// around it (`oneLine`).
    @usableFromInline let fitSlack: Double

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
        trailingSymbolSize = Self.trailingSymbolSize * titleScale
        accessories = Self.accessoryParts(theme: theme, trailingSymbolSize: trailingSymbolSize)
        textParts = Self.textsParts(titleHeight: titleHeight, subtitleHeight: subtitleHeight, stacksLabels: stacksLabels)
        crowdedOffset = theme.labelMinWidth == nil && !stacksLabels ? Self.crowdedTexts : 0
        labelReserve = theme.labelMinWidth ?? 0
        reserveMask = Self.mask(theme.labelMinWidth != nil)
        fitSlack = theme.labelGap - RowTextMetrics.fitTolerance
    }

    /// The leading element's size: the image's, or the symbol's at this size.
    @inlinable
    public func iconSize(_ icon: RowIcon) -> (width: Double, height: Double) {
        switch icon {
        case .image: (theme.imageWidth, theme.imageHeight)
        case .symbol: (symbolWidth, symbolHeight)
        }
    }

    /// The trailing accessory's size: the theme's arrow or checkmark, UIKit's switch or info
    /// button, or a trailing symbol at this size.
    @inlinable
    public func accessorySize(_ accessory: RowAccessory) -> (width: Double, height: Double) {
        switch accessory {
        case .arrow: (theme.arrowWidth, theme.arrowHeight)
        case .switch: (RowLayout.switchWidth, RowLayout.switchHeight)
        case .check: (theme.checkWidth, theme.checkHeight)
        case .info: (RowLayout.infoSize, RowLayout.infoSize)
        case .trailingSymbol: (trailingSymbolSize, trailingSymbolSize)
        }
    }

    /// The row's height: the theme's, grown by as much as its tallest element outgrows the
    /// tallest at the default size, so the theme's space above and below it is kept. Images
    /// and the chevron keep their sizes; only labels grow, and a row never shrinks below
    /// `row.height`. This is the height with the labels side by side where they may share a
    /// line; a row whose labels stack because they do not fit is as tall as
    /// `layout(style:title:subtitle:...)` says.
    @inlinable
    public func rowHeight(style: RowStyle, icon: RowIcon = .image) -> Double {
        rowHeight(leadings[Self.leadingIndex(style, icon)], accessories[Self.accessoryIndex(style)],
                  textParts[Self.textsIndex(style)])
    }

    /// The frames of a row of `style` in a content view `width` points wide, given the
    /// natural (unconstrained) widths of its title and subtitle text at this size.
    ///
    /// A title and a subtitle that fit side by side at their natural widths keep them (the
    /// subtitle takes the rest of the line). When they do not fit, a theme without
    /// `labelMinWidth` stacks them; one with it keeps them on the line with that least width
    /// reserved for each (`titleWidth`). When the row does not fit even so
    /// (`holds` is false), the labels' minimum widths give way in a fixed order: the
    /// subtitle's first, then the title's, never below zero; the insets, gaps and fixed sizes always hold. A button's title keeps its
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
        let one = oneLine(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width, icon: icon)
        return frames(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width, direction: direction,
                      icon: icon, texts: one.texts, height: one.height, crowded: one.crowded, titleBlock: titleHeight,
                      subtitleBlock: subtitleHeight)
    }

    /// A row's one-line texts' numbers, side by side or stacked where its labels do not fit and
    /// the theme stacks them, its height, and `crowdedMask`. Nothing here is branched on: the
    /// fit masks the texts' index. (Working out both heights and selecting one was measured
    /// too: more instructions than the wait it saved.)
    @inlinable @inline(__always)
    func oneLine(style: RowStyle, titleWidth: Double, subtitleWidth: Double, width: Double,
                 icon: RowIcon) -> (texts: TextsPart, height: Double, crowded: UInt64) {
        let leading = leadings[Self.leadingIndex(style, icon)], accessory = accessories[Self.accessoryIndex(style)]
        let ti = Self.textsIndex(style)
        // All but the labels' room, from the parts already loaded: a table of these per pair of
        // parts cost a load and a bounds check more than the four subtractions.
        let offset = theme.trailingInset + accessory.width + accessory.gap + leading.labelsStart + fitSlack
        let crowded = Self.crowdedMask(title: titleWidth, subtitle: subtitleWidth, width: width, offset: offset)
        let texts = textParts[ti + Int(truncatingIfNeeded: crowded & UInt64(crowdedOffset))]
        return (texts, rowHeight(leading, accessory, texts), crowded)
    }

    /// All ones when a title and a subtitle of these natural widths do not fit side by side in a
    /// row `width` points wide, 0 when they do: the sign of the room they leave, read from its
    /// bits, `offset` being all but the labels' room. They fit when their widths
    /// and `label.gap` are at most the room, to within floating-point noise, as a label's text
    /// fits it (`RowTextMetrics.fitTolerance`): UIKit's "sufficient space". Whether labels fit
    /// changes from row to row: a comparison here became a mispredicted branch.
    @inlinable @inline(__always)
    static func crowdedMask(title: Double, subtitle: Double, width: Double, offset: Double) -> UInt64 {
        let left = (width - offset) - (title + subtitle)
        return UInt64(bitPattern: Int64(bitPattern: left.bitPattern) >> 63)
    }

    /// The frames, with the texts' numbers given: the one-line labels' from `textParts`, or
    /// those of labels wrapped to `titleBlock` and `subtitleBlock` points of lines
    /// (RowLayout+Lines.swift).
    /// `h` is the row's height with those numbers, `crowded` the row's `crowdedMask`.
    @inlinable @inline(__always)
    func frames(style: RowStyle, titleWidth: Double, subtitleWidth: Double, width: Double, direction: RowLayoutDirection,
                icon: RowIcon, texts: TextsPart, height h: Double, crowded: UInt64, titleBlock: Double,
                subtitleBlock: Double) -> RowFrames {
        let t = theme
        let leading = leadings[Self.leadingIndex(style, icon)], accessory = accessories[Self.accessoryIndex(style)]
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
        // `max(0, _)` turns the NaN of an infinite room less itself into that 0). Never below 0:
        // a text whose kerning outweighs its advances measures less than nothing.
        let titleRoom = max(0, min(titleWidth + texts.titleSlack, allRoom))
        let titleX = labelsStart + max(0, allRoom - titleRoom) * texts.titleCentring
        // The split of a shared line is computed for every row and kept where a subtitle shares
        // it; stacked, each label takes all the room, the subtitle under the title. Selected, not
        // branched on: whether a row's labels stack may change from row to row.
        let available = labelsEnd - labelsStart - t.labelGap
        let titleW = self.titleWidth(natural: titleWidth, subtitle: subtitleWidth, available: available, crowded: crowded)
        let side = texts.sharesLine
        let title = RowRect(x: titleX, y: titleY, width: Self.select(side, titleW, titleRoom), height: titleBlock)
        let subtitle = RowRect(x: Self.select(side, labelsStart + titleW + t.labelGap, labelsStart),
                               y: Self.select(side, (h - subtitleBlock) / 2, titleY + titleBlock),
                               width: Self.select(side, max(0, available - titleW), allRoom), height: subtitleBlock)
        let frames = RowFrames(leading: leadingRect.masked(leading.mask), title: title.masked(texts.titleMask),
                               subtitle: subtitle.masked(texts.subtitleMask), accessory: accessoryRect.masked(accessory.mask),
                               present: leading.elements | texts.elements | accessory.elements)
        return direction == .rightToLeft ? Self.mirrored(frames, width: width) : frames
    }

    /// The title's share of `available` when a subtitle shares the line, given both labels'
    /// natural widths. When they fit (`crowded` is 0), the title keeps its natural width, raised
    /// towards `labelMinWidth` only as far as the subtitle's natural width leaves room, so neither
    /// is cut. When they do not and the theme reserves `labelMinWidth` (m), m is kept for each: the
    /// title gets its natural width, at least m, leaving the subtitle at least m; when both
    /// minimums cannot hold, the subtitle's gives way first, then the title's. (A theme without
    /// m stacks such labels, and this split goes unused.) Whether labels fit changes from row
    /// to row: the choice is made with masks, as `select` makes it, since both a comparison of
    /// Doubles and a mask from the room's sign bit alone became a mispredicted branch here; the
    /// theme's `reserveMask`, read from memory, is what keeps it a select.
    @inlinable @inline(__always)
    func titleWidth(natural: Double, subtitle: Double, available: Double, crowded: UInt64) -> Double {
        let m = labelReserve
        let reserved = crowded & reserveMask
        let most = Self.select(reserved, max(available - m, min(m, available)), available - subtitle)
        return max(0, min(max(natural, m), most))
    }

    /// Every frame reflected about the row's vertical centre line. Not inlinable: a call for
    /// right-to-left rows keeps `frames` small enough for callers to inline.
    public static func mirrored(_ frames: RowFrames, width: Double) -> RowFrames {
        // An absent element's zero rectangle stays zero.
        func flip(_ r: RowRect, _ bits: UInt16) -> RowRect {
            frames.present & bits == 0 ? r : RowRect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height)
        }
        return RowFrames(leading: flip(frames.leadingRect, RowFrames.leadingBits),
                         title: flip(frames.titleRect, RowFrames.bit(.title)),
                         subtitle: flip(frames.subtitleRect, RowFrames.bit(.subtitle)),
                         accessory: flip(frames.accessoryRect, RowFrames.accessoryBits), present: frames.present)
    }

    /// Whether a row of `style` may show a title and a subtitle side by side, sharing the line.
    public func sharesLine(_ style: RowStyle) -> Bool { style.hasSubtitle && !stacksLabels }

    /// The least content width at which every constraint of `style` holds whatever its text:
    /// insets, fixed sizes, gaps between the elements present, and both label minimums when a
    /// title and a subtitle share the line with `labelMinWidth` reserved. Image + Title +
    /// Subtitle + Arrow needs 239 points with the seed theme; stacked, or in a theme that
    /// stacks labels that do not fit, its labels need no least width, and it needs 69.
    public func minimumWidth(style: RowStyle, icon: RowIcon = .image) -> Double {
        let t = theme
        var total = t.leadingInset + t.trailingInset
        if style.hasImage { total += iconSize(icon).width }
        if style.hasImage && style.hasTitle { total += t.imageGap }
        if sharesLine(style), let reserve = t.labelMinWidth { total += 2 * reserve + t.labelGap }
        if let accessory = style.accessory {
            total += accessorySize(accessory).width + ((style.hasImage || style.hasTitle) ? t.arrowGap : 0)
        }
        return total
    }

    /// Whether every constraint of a row holds at content width `width`: it is at least
    /// `minimumWidth`, or its title and subtitle fit side by side at their natural widths,
    /// where no least width is reserved.
    public func holds(style: RowStyle, titleWidth: Double, subtitleWidth: Double, width: Double,
                      icon: RowIcon = .image) -> Bool {
        width >= minimumWidth(style: style, icon: icon)
            || sharesLine(style) && oneLine(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width,
                                            icon: icon).crowded == 0
    }

    /// The least content width at which a row's constraints hold and neither label is cut, given
    /// their natural widths: side by side, the two widths and the gap between them; stacked (or
    /// in a theme that stacks labels that do not fit), the wider of the two. A label that may
    /// wrap needs no width of its own there: it takes more lines instead.
    public func fullTextWidth(style: RowStyle, titleWidth: Double, subtitleWidth: Double, icon: RowIcon = .image) -> Double {
        let minimum = minimumWidth(style: style, icon: icon)
        let title = theme.titleLines == 1 ? titleWidth : 0, subtitle = theme.subtitleLines == 1 ? subtitleWidth : 0
        guard style.hasTitle else { return minimum }
        guard style.hasSubtitle else { return minimum + title }
        guard sharesLine(style), let reserve = theme.labelMinWidth else { return minimum + max(title, subtitle) }
        return minimum - 2 * reserve + titleWidth + subtitleWidth
    }
}
