// RowLayout+Lines.swift lays out a row whose labels wrap: each label's lines at its width, and a row tall enough for them.

/// How many lines a label's text needs at its label's width and how many the label shows: at
/// most the theme's limit (`title.lines`, `subtitle.lines`), 0 being none. The lines needed
/// are counted only to one past the limit, enough to know the label cuts its text. A label
/// limited to one line is not broken: it needs and shows one, cut short with an ellipsis when too wide.
public struct RowLabelLines: Hashable, Sendable {
    public var needed: Int
    public var shown: Int
    /// The height of one line: the label's one-line height at this text size.
    public var lineHeight: Double

    public init(needed: Int, shown: Int, lineHeight: Double) {
        self.needed = needed
        self.shown = shown
        self.lineHeight = lineHeight
    }

    /// Whether lines are left out: the last one shown ends with an ellipsis.
    public var isCut: Bool { shown < needed }

    /// The frame of line `index` in a label framed `label`: the label's width, one line high.
    public func frame(ofLine index: Int, in label: RowRect) -> RowRect {
        RowRect(x: label.x, y: label.y + Double(index) * lineHeight, width: label.width, height: lineHeight)
    }

    /// The text of each line shown of `text`, broken at `width` points at `fontSize` with
    /// `metrics`, as the layout broke it: the last shown holds the rest of the text, which the
    /// label cuts short when lines are left out. A one-line label's is the whole text.
    public func texts(_ text: String, fontSize: Double, width: Double, metrics: RowTextMetrics) -> [String] {
        guard shown > 1 || isCut else { return [text] }
        let lines = metrics.lines(text, fontSize: fontSize, width: width)
        return lines.prefix(shown - 1).map { $0.text(in: text) }
            + [isCut ? lines[shown - 1].rest(in: text) : lines[shown - 1].text(in: text)]
    }
}

/// A row laid out with its labels wrapped: the frames, the row's height and each label's lines.
public struct RowTextLayout: Hashable, Sendable {
    public var frames: RowFrames
    public var height: Double
    public var title: RowLabelLines
    public var subtitle: RowLabelLines
    /// Whether the title and the subtitle are stacked, title above subtitle: at every row of a
    /// layout that stacks them (`RowLayout.stacksLabels`), and at a row whose labels do not fit
    /// side by side in a theme that stacks them then. A stacked subtitle reads from the leading edge.
    public var stacksLabels: Bool

    public init(frames: RowFrames, height: Double, title: RowLabelLines, subtitle: RowLabelLines, stacksLabels: Bool) {
        self.frames = frames
        self.height = height
        self.title = title
        self.subtitle = subtitle
        self.stacksLabels = stacksLabels
    }
}

extension RowLayout {
    /// The row laid out with its title and subtitle broken into lines at their labels' widths,
    /// up to the theme's limits, measured with `metrics`. `titleWidth` and `subtitleWidth` are
    /// the labels' natural widths, which split a line they share or stack them when they do
    /// not fit (`frames(style:titleWidth:...)`); 0 where the row has no subtitle.
    ///
    /// Labels that keep to one line, as the default theme's do, are laid out as
    /// `frames(style:titleWidth:...)` lays them out, breaking nothing. Otherwise the widths come
    /// first, as they do not depend on the height; then the labels take as many lines as they
    /// show, and the row grows by as much as its labels outgrow their one-line height, keeping
    /// the theme's space above and below them.
    ///
    /// Inlinable, so the one-line case costs what `frames` does: the theme's limits are the
    /// same at every row of a layout, so the branch is predicted, and the row's height is the
    /// one `frames` worked out, computed again by the same inlined arithmetic.
    @inlinable @inline(__always)
    public func layout(style: RowStyle, title: String?, subtitle: String?, titleWidth: Double, subtitleWidth: Double,
                       metrics: RowTextMetrics, width: Double, direction: RowLayoutDirection = .leftToRight,
                       icon: RowIcon = .image) -> RowTextLayout {
        let one = oneLine(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width, icon: icon)
        let stacked = style.hasSubtitle && one.texts.sharesLine == 0
        guard theme.titleLines != 1 || theme.subtitleLines != 1 else {
            let single = frames(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width,
                                direction: direction, icon: icon, texts: one.texts, height: one.height,
                                crowded: one.crowded, titleBlock: titleHeight, subtitleBlock: subtitleHeight)
            return RowTextLayout(frames: single, height: one.height,
                                 title: RowLabelLines(needed: 1, shown: 1, lineHeight: titleHeight),
                                 subtitle: RowLabelLines(needed: 1, shown: 1, lineHeight: subtitleHeight), stacksLabels: stacked)
        }
        return wrapped(one.texts, height: one.height, crowded: one.crowded, stacked: stacked, style: style, title: title,
                       subtitle: subtitle, titleWidth: titleWidth, subtitleWidth: subtitleWidth, metrics: metrics,
                       width: width, direction: direction, icon: icon)
    }

    /// `layout` where a label may wrap: its lines counted at the widths the one-line texts'
    /// numbers `one` give it, laid out with them, the row's one-line `height` and its `crowdedMask`.
    @usableFromInline
    func wrapped(_ one: TextsPart, height oneHeight: Double, crowded: UInt64, stacked: Bool, style: RowStyle,
                 title: String?, subtitle: String?, titleWidth: Double, subtitleWidth: Double, metrics: RowTextMetrics,
                 width: Double, direction: RowLayoutDirection, icon: RowIcon) -> RowTextLayout {
        // The labels' widths, which depend on neither the row's height nor its direction: `frames`'
        // own arithmetic, inlined, of which the compiler keeps only what gives them.
        let widths = frames(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width,
                            direction: .leftToRight, icon: icon, texts: one, height: 0, crowded: crowded,
                            titleBlock: 0, subtitleBlock: 0)
        let titleLines = lines(style.hasTitle ? title ?? "" : nil, limit: theme.titleLines, fontSize: titleFontSize,
                               lineHeight: titleHeight, width: widths.title?.width, metrics: metrics)
        let subtitleLines = lines(style.hasSubtitle ? subtitle : nil, limit: theme.subtitleLines, fontSize: subtitleFontSize,
                                  lineHeight: subtitleHeight, width: widths.subtitle?.width, metrics: metrics)
        guard titleLines.shown > 1 || subtitleLines.shown > 1 else {
            let single = frames(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width,
                                direction: direction, icon: icon, texts: one, height: oneHeight, crowded: crowded,
                                titleBlock: titleHeight, subtitleBlock: subtitleHeight)
            return RowTextLayout(frames: single, height: oneHeight, title: titleLines, subtitle: subtitleLines,
                                 stacksLabels: stacked)
        }
        let leading = leadings[Self.leadingIndex(style, icon)], accessory = accessories[Self.accessoryIndex(style)]
        let titleBlock = titleHeight * Double(titleLines.shown), subtitleBlock = subtitleHeight * Double(subtitleLines.shown)
        let labels = !style.hasSubtitle ? titleBlock : stacked ? titleBlock + subtitleBlock : max(titleBlock, subtitleBlock)
        let texts = TextsPart(labels: labels, block: stacked ? titleBlock + subtitleBlock : titleBlock,
                              growthAbove: one.growthAbove, sharesLine: one.sharesLine, titleSlack: one.titleSlack,
                              titleCentring: one.titleCentring, elements: one.elements,
                              titleMask: one.titleMask, subtitleMask: one.subtitleMask)
        let height = rowHeight(leading, accessory, texts)
        let frames = frames(style: style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width,
                            direction: direction, icon: icon, texts: texts, height: height, crowded: crowded,
                            titleBlock: titleBlock, subtitleBlock: subtitleBlock)
        return RowTextLayout(frames: frames, height: height, title: titleLines, subtitle: subtitleLines, stacksLabels: stacked)
    }

    /// A label's lines at `width`: counted only when its limit lets it wrap, and only as far
    /// as one past the limit, which is all the layout needs to know.
    private func lines(_ text: String?, limit: Int, fontSize: Double, lineHeight: Double, width: Double?,
                       metrics: RowTextMetrics) -> RowLabelLines {
        guard let text, let width, limit != 1 else { return RowLabelLines(needed: 1, shown: 1, lineHeight: lineHeight) }
        let needed = max(1, metrics.lineCount(text, fontSize: fontSize, width: width, most: limit == 0 ? .max : limit + 1))
        return RowLabelLines(needed: needed, shown: limit == 0 ? needed : min(needed, limit), lineHeight: lineHeight)
    }
}
