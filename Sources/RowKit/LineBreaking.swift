// LineBreaking.swift breaks a label's text into the lines it wraps to, measured with the metrics table.

/// One line of a wrapped text, as UTF-8 offsets into the text: it starts at `start` and shows
/// the text up to `end`, the spaces it broke after hanging past its edge, not shown or measured.
public struct RowTextLine: Hashable, Sendable {
    public var start: Int
    public var end: Int
    /// The shown text's width in points.
    public var width: Double

    public init(start: Int, end: Int, width: Double) {
        self.start = start
        self.end = end
        self.width = width
    }
}

extension RowTextLine {
    /// The line's shown text in `text`, the text it was broken from.
    public func text(in text: String) -> String {
        let utf8 = text.utf8
        return String(text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
    }

    /// The text from the line's start to the end of `text`: what a label's last line holds
    /// when the lines after it are cut.
    public func rest(in text: String) -> String {
        let utf8 = text.utf8
        return String(text[utf8.index(utf8.startIndex, offsetBy: start)...])
    }
}

extension RowTextMetrics {
    /// `text` broken into lines no wider than `width` points at `fontSize` (grammar.md, "Text
    /// that wraps"): each line as long as fits, broken after spaces, after a hyphen, before or
    /// after a CJK character, and inside a word only when the word alone is wider than the line;
    /// a line feed always ends a line. Empty for empty text.
    public func lines(_ text: String, fontSize: Double, width: Double) -> [RowTextLine] {
        var lines: [RowTextLine] = []
        forEachLine(text, fontSize: fontSize, width: width) {
            lines.append($0)
            return true
        }
        return lines
    }

    /// The shown text of each of `lines(_:fontSize:width:)`.
    public func lineTexts(_ text: String, fontSize: Double, width: Double) -> [String] {
        lines(text, fontSize: fontSize, width: width).map { $0.text(in: text) }
    }

    /// How many lines `lines(_:fontSize:width:)` gives, counted without storing them, and
    /// counted no further than `most`: a label's layout needs to know only whether its text
    /// needs more lines than it shows.
    @inlinable
    public func lineCount(_ text: String, fontSize: Double, width: Double, most: Int = .max) -> Int {
        var count = 0
        forEachLine(text, fontSize: fontSize, width: width) { _ in
            count &+= 1
            return count < most
        }
        return count
    }

    /// Calls `body` with each line of `text` in order, until it returns false. It measures as it
    /// goes, in integer font units as `width(of:fontSize:)` does, so a line's width is the width
    /// of its text to the bit, and allocates nothing.
    @inlinable
    public func forEachLine(_ text: String, fontSize: Double, width: Double, _ body: (RowTextLine) -> Bool) {
        if text.utf8.withContiguousStorageIfAvailable({ forEachLine($0, fontSize, width, body) }) != nil { return }
        var copy = text
        copy.makeContiguousUTF8()
        copy.utf8.withContiguousStorageIfAvailable { forEachLine($0, fontSize, width, body) }
    }

    /// Where a line can end: the state of the line up to a point.
    @usableFromInline
    struct LineMark {
        /// Where the next line would start, and the end of this one's shown text.
        @usableFromInline var next = 0, end = 0
        /// The shown text's font units and advancing scalars, for its width.
        @usableFromInline var units = 0, advancing = 0
        /// The classes of the two scalars before `next`, which say where the next line may break.
        @usableFromInline var previous: UInt16 = none, beforePrevious: UInt16 = none

        @inlinable init() {}
    }

    // The built-in table kerns and does not track, so its loop is compiled with both known.
    @inlinable
    func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, _ fontSize: Double, _ width: Double,
                     _ body: (RowTextLine) -> Bool) {
        if !kerning.isEmpty && table.tracking.isEmpty {
            breakLines(bytes, fontSize, width, kerned: true, tracked: false, body)
        } else {
            breakLines(bytes, fontSize, width, kerned: !kerning.isEmpty, tracked: !table.tracking.isEmpty, body)
        }
    }

    // The greedy breaker: it adds scalars to the line until its shown text is wider than
    // `width`, then ends the line at the last place it may break. The next line starts there
    // with the scalars already read: its units are the line's less those before the break,
    // exact where a scalar never narrows a text (`neverNarrows`, true of the built-in table);
    // with a table that tracks or may narrow, or when the rest alone is wider than the line,
    // the next line's scalars are read again. Only a word wider than the whole line, which is
    // rare, is broken by characters, found by looking back from where it overflowed.
    //
    // Wrapping measures every scalar, so each costs a few loads and additions: the tables are
    // read through buffers taken once, the state is in locals rather than structs, a line's
    // width is compared in integer units against the most units that fit (without tracking),
    // and ASCII letters and spaces, most of a text, take a lane of their own whose classes are
    // known. Always inlined, so each caller's constant `kerned` and `tracked` remove their branches.
    @inlinable @inline(__always)
    func breakLines(_ bytes: UnsafeBufferPointer<UInt8>, _ fontSize: Double, _ width: Double, kerned: Bool, tracked: Bool,
                    _ body: (RowTextLine) -> Bool) {
        let room = width + Self.fitTolerance
        let limit = tracked ? Int.max : unitsFitting(room, fontSize)
        let carries = !tracked && neverNarrows
        let space = Self.space
        low.withUnsafeBufferPointer { low in
            lowKerned.withUnsafeBufferPointer { lowKerned in
                kerning.withUnsafeBufferPointer { matrix in
                    high.withUnsafeBufferPointer { high in
                        breakClasses.withUnsafeBufferPointer { tabled in
                          self.letters.withUnsafeBufferPointer { letters in
                            let fallback = UInt16(truncatingIfNeeded: defaultAdvance)
                            var recent = AdvanceRange(first: 1, last: 0, advance: 0)
                            let count = bytes.count
                            var start = 0, index = 0                // where the line starts, and the next scalar
                            var units = 0, advancing = 0, row = 0   // the line so far, spaces included
                            var previous = Self.none, beforePrevious = Self.none  // the classes of the two scalars before `index`
                            var shownEnd = 0, shownUnits = 0, shownAdvancing = 0  // the line's shown text, without the spaces it ends with
                            // The last place the line may break, when `breakNext > start`: the line's shown
                            // text there, the classes before it, and the units a line starting there does not count.
                            var breakNext = 0, breakEnd = 0, breakUnits = 0, breakAdvancing = 0, breakBefore = 0
                            var breakPrevious = Self.none, breakBeforePrevious = Self.none
                            var emitted = false
                            func emit(_ end: Int, _ units: Int, _ advancing: Int) -> Bool {
                                emitted = true
                                return body(RowTextLine(start: start, end: end, width: scaled(units, advancing, fontSize)))
                            }
                            // Starts a line at `next`, reading from there, after scalars of classes `p` and `bp`.
                            func restart(at next: Int, _ p: UInt16, _ bp: UInt16) {
                                (start, index, shownEnd, breakNext) = (next, next, next, next)
                                (units, advancing, row, shownUnits, shownAdvancing) = (0, 0, 0, 0, 0)
                                (previous, beforePrevious) = (p, bp)
                            }
                            @inline(__always) func entry(_ scalar: Int) -> KernedAdvance {
                                kerned ? lowKerned[scalar] : KernedAdvance(advance: low[scalar], right: 0, row: 0)
                            }
                            @inline(__always) func kerning(_ entry: KernedAdvance) -> Int {
                                kerned ? Int(matrix[row &+ Int(entry.right)]) : 0
                            }
                            while index < count {
                                // The ASCII lane: letters after letters are no place to break, a space
                                // never starts a line and hangs past its end, and a letter after a space
                                // is a place to break once the line shows something. The letter that
                                // overflows, and anything else, is left to the general path below.
                                lane: while !tracked {
                                    if previous == 0 {
                                        // Words: letters, and a lone space between two of them, the place
                                        // to break before the second once the line shows the first.
                                        let first = index
                                        while index < count {
                                            let byte = bytes[index]
                                            let letter = letters[Int(byte)]
                                            if letter.advance != Self.notALetter {
                                                let next = units &+ Int(letter.advance) &+ kerning(letter)
                                                guard next <= limit else { break }
                                                (units, row) = (next, Int(letter.row))
                                                index &+= 1
                                                continue
                                            }
                                            guard byte == 0x20, index > start, count &- index > 1 else { break }
                                            let after = letters[Int(bytes[index &+ 1])]
                                            guard after.advance != Self.notALetter else { break }
                                            let blank = entry(0x20)
                                            let spaced = units &+ Int(blank.advance) &+ kerning(blank)
                                            let kern = kerned ? Int(matrix[Int(blank.row) &+ Int(after.right)]) : 0
                                            let next = spaced &+ Int(after.advance) &+ kern
                                            guard next <= limit else { break }
                                            (breakNext, breakEnd, breakUnits, breakBefore) = (index &+ 1, index, units, spaced &+ kern)
                                            (breakPrevious, breakBeforePrevious) = (space, 0)
                                            (units, row) = (next, Int(after.row))
                                            index &+= 2
                                        }
                                        if index > first { (shownEnd, shownUnits, beforePrevious) = (index, units, 0) }
                                    }
                                    guard index < count else { break }
                                    let byte = bytes[index]
                                    guard byte < 0x80 else { break }
                                    let kind = tabled[Int(byte)]
                                    let scalar = entry(Int(byte))
                                    if kind == space {
                                        units &+= Int(scalar.advance) &+ kerning(scalar)
                                        row = Int(scalar.row)
                                        (beforePrevious, previous) = (previous, space)
                                        index &+= 1
                                        continue lane
                                    }
                                    guard kind == 0 && previous == space else { break }
                                    let kern = kerning(scalar)
                                    let next = units &+ Int(scalar.advance) &+ kern
                                    guard next <= limit else { break }
                                    if shownEnd > start {
                                        (breakNext, breakEnd, breakUnits, breakBefore) = (index, shownEnd, shownUnits, units &+ kern)
                                        (breakPrevious, breakBeforePrevious) = (previous, beforePrevious)
                                    }
                                    (units, row) = (next, Int(scalar.row))
                                    index &+= 1
                                    (beforePrevious, previous, shownEnd, shownUnits) = (space, 0, index, units)
                                }
                                guard index < count else { break }
                                let lead = bytes[index]
                                let scalarStart = index
                                let scalar: UInt32, kind: UInt16
                                if lead < 0x80 {
                                    if lead == 0x0A {
                                        // A line feed ends the line; the next starts after it.
                                        guard emit(shownEnd, shownUnits, shownAdvancing) else { return }
                                        restart(at: index &+ 1, Self.none, Self.none)
                                        continue
                                    }
                                    (scalar, kind) = (UInt32(lead), tabled[Int(lead)])
                                    index &+= 1
                                } else {
                                    let length: Int
                                    (scalar, length) = Self.decodeWellFormed(bytes, at: index)
                                    let kana = scalar &- 0x3000
                                    // Kana looked up, ideographs (most of CJK text) known without a call.
                                    kind = kana < 0x100 ? tabled[0x80 &+ Int(kana)]
                                        : Self.isIdeograph(scalar) ? Self.cjk : Self.breakClass(scalar)
                                    index &+= length
                                }
                                // The scalar's advance and kerning, as `kernedSum` reads them.
                                let advance: KernedAdvance
                                if scalar < Self.lowLimit {
                                    advance = entry(Int(scalar))
                                } else {
                                    if scalar < recent.first || scalar > recent.last {
                                        recent = Self.span(containing: scalar, in: high, fallback: fallback)
                                    }
                                    advance = KernedAdvance(advance: recent.advance, right: recent.right, row: recent.left)
                                }
                                let kern = kerning(advance)
                                // Letters after letters, most of a text, are no place to break; nor is
                                // a line's start, before it shows anything.
                                if (previous | kind) != 0 && shownEnd > start && kind & Self.continuing == 0
                                    && previous & Self.joiner == 0 && Self.mayBreak(beforePrevious, previous, kind) {
                                    (breakNext, breakEnd, breakUnits, breakAdvancing, breakBefore) =
                                        (scalarStart, shownEnd, shownUnits, shownAdvancing, units &+ kern)
                                    (breakPrevious, breakBeforePrevious) = (previous, beforePrevious)
                                }
                                units &+= Int(advance.advance) &+ kern
                                row = Int(advance.row)
                                if tracked { advancing &+= advance.advance == 0 ? 0 : 1 }
                                (beforePrevious, previous) = (previous, kind)
                                guard kind & space == 0 else { continue }
                                (shownEnd, shownUnits, shownAdvancing) = (index, units, advancing)
                                guard tracked ? scaled(units, advancing, fontSize) > room : units > limit else { continue }
                                if breakNext > start {
                                    guard emit(breakEnd, breakUnits, breakAdvancing) else { return }
                                    if carries && units &- breakBefore <= limit {
                                        // What follows the break fits: it is the next line so far.
                                        start = breakNext
                                        units &-= breakBefore
                                        shownUnits = units
                                    } else {
                                        restart(at: breakNext, breakPrevious, breakBeforePrevious)
                                    }
                                } else if let mark = characterBreak(bytes, start: start, before: scalarStart) {
                                    guard emit(mark.end, mark.units, mark.advancing) else { return }
                                    restart(at: mark.next, mark.previous, mark.beforePrevious)
                                }
                                // Otherwise the line is one character, wider than the line: it stays whole.
                            }
                            if shownEnd > start || (!emitted && count > 0) { _ = emit(shownEnd, shownUnits, shownAdvancing) }
                          }
                        }
                    }
                }
            }
        }
    }

    /// Where a word that overflowed at `offset` breaks by characters: before the character that
    /// holds the scalar there, with the line before it measured; nil when that character is the
    /// line's first. The rare case, so it reads back and measures again rather than keep a
    /// place before every character as the line grows.
    @usableFromInline
    func characterBreak(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, before offset: Int) -> LineMark? {
        func previousScalar(_ k: Int) -> Int {
            var k = k &- 1
            while k > start && bytes[k] & 0xC0 == 0x80 { k &-= 1 }
            return k
        }
        func kind(at k: Int) -> UInt16 {
            bytes[k] < 0x80 ? breakClasses[Int(bytes[k])] : Self.breakClass(Self.decodeWellFormed(bytes, at: k).0)
        }
        var cut = offset
        while cut > start && (kind(at: cut) & Self.continuing != 0 || kind(at: previousScalar(cut)) & Self.joiner != 0) {
            cut = previousScalar(cut)
        }
        guard cut > start else { return nil }
        var mark = LineMark()
        mark.next = cut
        mark.end = cut
        while mark.end > start && bytes[mark.end &- 1] == 0x20 { mark.end &-= 1 }
        // Measured as a string of its own; `kernedSum` stays inlined into `width(of:fontSize:)`.
        let piece = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<mark.end]), as: UTF8.self)
        (mark.units, mark.advancing) = kernedSum(ofScalars: piece.unicodeScalars)
        let previous = previousScalar(cut)
        mark.previous = kind(at: previous)
        mark.beforePrevious = previous > start ? kind(at: previousScalar(previous)) : Self.none
        return mark
    }

    /// The most font units whose width at `fontSize` is at most `room` points, without
    /// tracking: exactly the units `scaled` keeps within `room`, found from an estimate.
    @usableFromInline
    func unitsFitting(_ room: Double, _ fontSize: Double) -> Int {
        let estimate = room * Double(unitsPerEm) / fontSize
        guard estimate < 1e15 else { return Int.max }
        guard estimate >= 0 else { return -1 }
        // Below a billion units the estimate is within a millionth of a unit of the exact
        // quotient, and `scaled`'s rounding within a millionth of a unit's width of the exact
        // product, so an estimate that far from a whole number is already the answer; the two
        // divisions that check it otherwise are a fair share of counting a short text's lines.
        let fraction = estimate - estimate.rounded(.down)
        if estimate < 1e9 && fraction > 1e-6 && fraction < 1 - 1e-6 { return Int(estimate) }
        var units = Int(estimate)
        while scaled(units &+ 1, 0, fontSize) <= room { units &+= 1 }
        while units >= 0 && scaled(units, 0, fontSize) > room { units &-= 1 }
        return units
    }

    // Bits of a scalar's class for breaking lines.
    @usableFromInline static let space: UInt16 = 1
    @usableFromInline static let hyphen: UInt16 = 2
    @usableFromInline static let digit: UInt16 = 4
    @usableFromInline static let cjk: UInt16 = 8
    /// Closing punctuation, small kana and marks a line may not start with.
    @usableFromInline static let noStart: UInt16 = 16
    /// Opening punctuation a line may not end with.
    @usableFromInline static let noEnd: UInt16 = 32
    /// Part of the character before it: a combining mark, a joiner, a selector, a skin tone.
    @usableFromInline static let continuing: UInt16 = 64
    /// The zero-width joiner: the scalar after it continues the character too.
    @usableFromInline static let joiner: UInt16 = 128
    /// No character: before the text's first, or a line feed's next.
    @usableFromInline static let none: UInt16 = 256
    /// A line feed, which ends a line wherever it is.
    @usableFromInline static let lineFeed: UInt16 = 512

    /// Whether a line may break between `previous` and `next`, `beforePrevious` coming before
    /// both (`none` at the start of the text).
    @inlinable @inline(__always)
    static func mayBreak(_ beforePrevious: UInt16, _ previous: UInt16, _ next: UInt16) -> Bool {
        if next & space != 0 { return false }
        if previous & space != 0 { return true }
        if next & noStart != 0 || previous & noEnd != 0 { return false }
        if previous & hyphen != 0 && beforePrevious & (space | none) == 0 && next & digit == 0 {
            return true
        }
        return (previous | next) & cjk != 0
    }

    /// Whether the scalar is a CJK unified ideograph (U+4E00 to U+9FFF).
    @inlinable @inline(__always)
    static func isIdeograph(_ value: UInt32) -> Bool { value &- 0x4E00 <= 0x9FFF - 0x4E00 }

    /// The scalar's class bits. Hangul is not CJK here: Korean breaks between words, as UIKit's
    /// standard strategy does (NSParagraphStyle.h, `NSLineBreakStrategyHangulWordPriority`).
    @inlinable
    static func breakClass(_ value: UInt32) -> UInt16 {
        // The ideographs first: most CJK text is made of them.
        if isIdeograph(value) { return cjk }
        switch value {
        case 0x0A: return lineFeed
        case 0x20: return space
        case 0x2D, 0x2010: return hyphen
        case 0x30...0x39: return digit
        case 0x29, 0x5D, 0x7D, 0x2C, 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x2019, 0x201D: return noStart
        case 0x28, 0x5B, 0x7B, 0x2018, 0x201C: return noEnd
        case ..<0x300: return 0
        case 0x200D: return continuing | joiner
        case 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return continuing
        case 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301F,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
             0x309D, 0x309E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
             0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE,
             0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D:
            return cjk | noStart
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301D, 0xFF08, 0xFF3B, 0xFF5B:
            return cjk | noEnd
        case 0x2E80...0x2FDF, 0x3000...0x312F, 0x31F0...0x31FF, 0x3400...0x4DBF, 0xF900...0xFAFF,
             0xFF00...0xFFEF, 0x20000...0x3FFFF:  // and the ideographs, above
            return cjk
        // Emoji and other symbols, which hold no marks (skin tones are above), without asking
        // for their general category: a call into the standard library's tables each time.
        case 0x1F000...0x1FAFF:
            return 0
        default:
            guard let scalar = Unicode.Scalar(value) else { return 0 }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return continuing
            default: return 0
            }
        }
    }
}
