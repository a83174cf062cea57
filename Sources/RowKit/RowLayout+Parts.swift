// RowLayout+Parts.swift holds what each part of a style adds to a row's layout, worked out once per
// layout, so that `frames` looks a row's numbers up by its parts instead of branching on them.

// Why: rows come in any order of styles, and a branch on a row's parts (image or not, subtitle or
// not, which accessory) is mispredicted about as often as the parts change from row to row, which
// cost more than the arithmetic (issue 32). Looking the numbers up is a load at an index, and the
// arithmetic below is the same for every style, so the frames are the same, bit for bit, as when
// each part was a branch: where a part is absent its numbers are chosen to change nothing, as
// `x - 0 == x` and `max(x, -infinity) == x` (Swift's `max` returns `x` unless `y >= x`) hold
// exactly for every Double, negative zero, infinities and NaN included.

extension RowLayout {
    /// The leading element's numbers: none, the image, or the SF Symbol at this size.
    @usableFromInline
    struct LeadingPart: Sendable {
        /// The element's size; 0 x 0 when there is none.
        @usableFromInline let width: Double
        @usableFromInline let height: Double
        /// Its height towards the row's, here and at the default size (see `rowHeight`); 0 when none.
        @usableFromInline let fixed: Double
        @usableFromInline let fixedAtLarge: Double
        /// Where the labels start: after the element and its gap, or at the leading inset.
        @usableFromInline let labelsStart: Double
    }

    /// The trailing accessory's numbers: none, the arrow, the switch or the checkmark.
    @usableFromInline
    struct AccessoryPart: Sendable {
        /// The accessory's size; 0 x 0 when there is none, so it takes no room from the labels.
        @usableFromInline let width: Double
        @usableFromInline let height: Double
        /// Its height towards the row's: -infinity when there is none, which `max` passes over.
        @usableFromInline let fixed: Double
        /// Between the labels and the accessory; 0 when there is none.
        @usableFromInline let gap: Double
    }

    /// The texts' numbers: none, a title, or a title and a subtitle.
    @usableFromInline
    struct TextsPart: Sendable {
        /// The labels' height towards the row's.
        @usableFromInline let labels: Double
        /// The height the labels are centred as one block: the title's, or both stacked.
        @usableFromInline let block: Double
        /// The row grows by what its elements outgrow only above this: 0, or +infinity for a row
        /// without texts, which keeps the theme's height (`growth > .infinity` is never true).
        @usableFromInline let growthAbove: Double
        /// All ones when a title and a subtitle share the line and split it; 0 when the title
        /// takes all the room. A mask for `select`, not a Bool (see `select`).
        @usableFromInline let sharesLine: UInt64
    }

    /// Index of each part's numbers in `leadings`, `accessories` and `textParts`.
    @inlinable @inline(__always)
    static func leadingIndex(_ style: RowStyle, _ icon: RowIcon) -> Int {
        guard style.hasImage else { return 0 }
        return icon == .image ? 1 : 2
    }

    @inlinable @inline(__always)
    static func accessoryIndex(_ style: RowStyle) -> Int {
        switch style.accessory {
        case nil: 0
        case .arrow?: 1
        case .switch?: 2
        case .check?: 3
        }
    }

    @inlinable @inline(__always)
    static func textsIndex(_ style: RowStyle) -> Int {
        switch style.texts {
        case nil: 0
        case .title?: 1
        case .titleAndSubtitle?: 2
        }
    }

    /// Element `index` of a tuple of `Part`s, read from its memory: a switch over the index, or
    /// an array, would be a branch or a heap allocation per layout.
    @inlinable @inline(__always)
    static func part<Tuple, Part>(_ index: Int, of tuple: Tuple) -> Part {
        precondition(index >= 0 && (index + 1) * MemoryLayout<Part>.stride <= MemoryLayout<Tuple>.size)
        return withUnsafeBytes(of: tuple) { $0.load(fromByteOffset: index * MemoryLayout<Part>.stride, as: Part.self) }
    }

    /// `a` where `mask` is all ones, `b` where it is 0, by bit operations. On x86-64 a conditional
    /// `c ? a : b` of Doubles compiles to a branch unless `c` compares Doubles, and a mask read
    /// from memory is one the optimiser cannot turn back into such a conditional.
    @inlinable @inline(__always)
    static func select(_ mask: UInt64, _ a: Double, _ b: Double) -> Double {
        Double(bitPattern: (a.bitPattern & mask) | (b.bitPattern & ~mask))
    }

    /// The row's height from its parts' numbers: see `rowHeight(style:icon:)`.
    @inlinable @inline(__always)
    func rowHeight(_ leading: LeadingPart, _ accessory: AccessoryPart, _ texts: TextsPart) -> Double {
        let fixed = max(leading.fixed, accessory.fixed)
        let fixedAtLarge = max(leading.fixedAtLarge, accessory.fixed)
        let growth = max(fixed, texts.labels) - max(fixedAtLarge, theme.labelHeight)
        // A comparison of Doubles: the conditional is a select, not a branch.
        return growth > texts.growthAbove ? theme.rowHeight + growth : theme.rowHeight
    }

    static func leadingParts(theme t: RowTheme, symbolWidth: Double,
                             symbolHeight: Double) -> (LeadingPart, LeadingPart, LeadingPart) {
        func part(_ width: Double, _ height: Double) -> LeadingPart {
            LeadingPart(width: width, height: height, fixed: height, fixedAtLarge: t.imageHeight,
                        labelsStart: t.leadingInset + width + t.imageGap)
        }
        return (LeadingPart(width: 0, height: 0, fixed: 0, fixedAtLarge: 0, labelsStart: t.leadingInset),
                part(t.imageWidth, t.imageHeight), part(symbolWidth, symbolHeight))
    }

    static func accessoryParts(theme t: RowTheme) -> (AccessoryPart, AccessoryPart, AccessoryPart, AccessoryPart) {
        func part(_ width: Double, _ height: Double) -> AccessoryPart {
            AccessoryPart(width: width, height: height, fixed: height, gap: t.arrowGap)
        }
        return (AccessoryPart(width: 0, height: 0, fixed: -.infinity, gap: 0), part(t.arrowWidth, t.arrowHeight),
                part(switchWidth, switchHeight), part(t.checkWidth, t.checkHeight))
    }

    static func textsParts(titleHeight: Double, subtitleHeight: Double,
                           stacksLabels: Bool) -> (TextsPart, TextsPart, TextsPart) {
        let both = titleHeight + subtitleHeight
        return (TextsPart(labels: 0, block: titleHeight, growthAbove: .infinity, sharesLine: 0),
                TextsPart(labels: titleHeight, block: titleHeight, growthAbove: 0, sharesLine: 0),
                TextsPart(labels: stacksLabels ? both : max(titleHeight, subtitleHeight),
                          block: stacksLabels ? both : titleHeight, growthAbove: 0, sharesLine: stacksLabels ? 0 : ~0))
    }
}
