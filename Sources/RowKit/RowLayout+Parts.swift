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
    /// The leading element's numbers: the image, the SF Symbol at this size, or none.
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
        /// The element's bit in `RowFrames.present`; 0 when there is none.
        @usableFromInline let elements: UInt16
        /// All ones to keep the leading rectangle; 0 to zero it.
        @usableFromInline let mask: UInt64
    }

    /// The trailing accessory's numbers: the arrow, the switch, the checkmark, the info button, the
    /// trailing symbol at this size, or none.
    @usableFromInline
    struct AccessoryPart: Sendable {
        /// The accessory's size; 0 x 0 when there is none, so it takes no room from the labels.
        @usableFromInline let width: Double
        @usableFromInline let height: Double
        /// Its height towards the row's: -infinity when there is none, which `max` passes over.
        @usableFromInline let fixed: Double
        /// Between the labels and the accessory; 0 when there is none.
        @usableFromInline let gap: Double
        @usableFromInline let elements: UInt16
        /// All ones to keep the accessory's rectangle; 0 to zero it.
        @usableFromInline let mask: UInt64
    }

    /// The texts' numbers: a title, a title and a subtitle, or none.
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
        /// Added to the title's natural width before the room caps it: 0 for a button's title,
        /// which keeps its natural width, no wider than the room; +infinity for the others, which
        /// take all the room (`min(w + .infinity, room) == room`).
        @usableFromInline let titleSlack: Double
        /// The share of the room the title leaves that goes before it: a half for a button's,
        /// centred; 0 for the others, which start at the labels' start.
        @usableFromInline let titleCentring: Double
        @usableFromInline let elements: UInt16
        /// All ones to keep the title's and the subtitle's rectangles; 0 to zero them.
        @usableFromInline let titleMask: UInt64
        @usableFromInline let subtitleMask: UInt64

        /// Usable from inlined code, which merges a row's stacked and side-by-side numbers (`oneLine`).
        @usableFromInline
        init(labels: Double, block: Double, growthAbove: Double, sharesLine: UInt64, titleSlack: Double,
             titleCentring: Double, elements: UInt16, titleMask: UInt64, subtitleMask: UInt64) {
            (self.labels, self.block, self.growthAbove, self.sharesLine) = (labels, block, growthAbove, sharesLine)
            (self.titleSlack, self.titleCentring) = (titleSlack, titleCentring)
            (self.elements, self.titleMask, self.subtitleMask) = (elements, titleMask, subtitleMask)
        }
    }

    /// Index of each part's numbers in `leadings`, `accessories` and `textParts`: the parts'
    /// cases in their order and none last, as Swift numbers an optional enum's cases, so that
    /// the index is the part's byte.
    @inlinable @inline(__always)
    static func leadingIndex(_ style: RowStyle, _ icon: RowIcon) -> Int {
        guard style.hasImage else { return 2 }
        return icon == .image ? 0 : 1
    }

    @inlinable @inline(__always)
    static func accessoryIndex(_ style: RowStyle) -> Int {
        switch style.accessory {
        case .arrow?: 0
        case .switch?: 1
        case .check?: 2
        case .info?: 3
        case .trailingSymbol?: 4
        case nil: 5
        }
    }

    /// `textParts` holds each texts part side by side, then each again with a title and a
    /// subtitle stacked, this far on: where a row looks up its texts when its labels do not fit
    /// side by side and its theme stacks them (`crowdedOffset`).
    @usableFromInline static let crowdedTexts = 4

    @inlinable @inline(__always)
    static func textsIndex(_ style: RowStyle) -> Int {
        switch style.texts {
        case .title?: 0
        case .titleAndSubtitle?: 1
        case .button?: 2
        case nil: 3
        }
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

    /// The mask that keeps a value when `keep` and zeroes it otherwise.
    static func mask(_ keep: Bool) -> UInt64 { keep ? ~0 : 0 }

    static func leadingParts(theme t: RowTheme, symbolWidth: Double,
                             symbolHeight: Double) -> [LeadingPart] {
        // The theme's numbers taken out first, so that `part` captures Doubles, not a copy of the theme.
        let (inset, gap, imageHeight) = (t.leadingInset, t.imageGap, t.imageHeight)
        func part(_ width: Double, _ height: Double, _ element: RowElement) -> LeadingPart {
            LeadingPart(width: width, height: height, fixed: height, fixedAtLarge: imageHeight,
                        labelsStart: inset + width + gap, elements: RowFrames.bit(element), mask: ~0)
        }
        return [part(t.imageWidth, t.imageHeight, .image), part(symbolWidth, symbolHeight, .symbol),
                LeadingPart(width: 0, height: 0, fixed: 0, fixedAtLarge: 0, labelsStart: t.leadingInset, elements: 0, mask: 0)]
    }

    /// In `accessoryIndex`'s order: each accessory, then none.
    static func accessoryParts(theme t: RowTheme, trailingSymbolSize: Double) -> [AccessoryPart] {
        let gap = t.arrowGap
        func part(_ width: Double, _ height: Double, _ element: RowElement) -> AccessoryPart {
            AccessoryPart(width: width, height: height, fixed: height, gap: gap, elements: RowFrames.bit(element), mask: ~0)
        }
        return [part(t.arrowWidth, t.arrowHeight, .arrow), part(switchWidth, switchHeight, .switch),
                part(t.checkWidth, t.checkHeight, .check), part(infoSize, infoSize, .info),
                part(trailingSymbolSize, trailingSymbolSize, .trailingSymbol),
                AccessoryPart(width: 0, height: 0, fixed: -.infinity, gap: 0, elements: 0, mask: 0)]
    }

    /// The texts' parts, side by side unless `stacksLabels`, then stacked (`crowdedTexts`).
    static func textsParts(titleHeight: Double, subtitleHeight: Double,
                           stacksLabels: Bool) -> [TextsPart] {
        let both = titleHeight + subtitleHeight
        let title = RowFrames.bit(.title)
        func parts(stacked: Bool) -> [TextsPart] {
            func titleAlone(centred: Bool) -> TextsPart {
                TextsPart(labels: titleHeight, block: titleHeight, growthAbove: 0, sharesLine: 0,
                          titleSlack: centred ? 0 : .infinity, titleCentring: centred ? 0.5 : 0, elements: title,
                          titleMask: ~0, subtitleMask: 0)
            }
            return [titleAlone(centred: false),
                    TextsPart(labels: stacked ? both : max(titleHeight, subtitleHeight),
                              block: stacked ? both : titleHeight, growthAbove: 0, sharesLine: mask(!stacked),
                              titleSlack: .infinity, titleCentring: 0, elements: title | RowFrames.bit(.subtitle),
                              titleMask: ~0, subtitleMask: ~0),
                    titleAlone(centred: true),
                    TextsPart(labels: 0, block: titleHeight, growthAbove: .infinity, sharesLine: 0, titleSlack: .infinity,
                              titleCentring: 0, elements: 0, titleMask: 0, subtitleMask: 0)]
        }
        return parts(stacked: stacksLabels) + parts(stacked: true)
    }
}
