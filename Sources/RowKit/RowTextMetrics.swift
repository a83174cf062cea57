// RowTextMetrics.swift: a metrics table ready to measure with: per-scalar advances, kerning between pairs and tracking by size.

/// RowTextMetrics estimates how wide a single line of text is drawn, so layout can tell which
/// labels truncate at a given device width.
///
/// A table gives every Unicode scalar an advance width in font units; a string's width is
/// the sum of its scalars' advances, plus the kerning of each adjacent pair of scalars, plus
/// the tracking for the font size once for each scalar that advances, scaled by the font
/// size. There is no ligature forming and no shaping (grammar.md, "What rowc does not do"),
/// so the estimate stays a pure function of the scalars.
///
/// Tables are text in the "rowc metrics" format (grammar.md, "Text metrics"), which
/// `rowc metrics FONT` writes from a font file and `RowMetricsTable` holds as data.
public struct RowTextMetrics: Sendable, Hashable {
    /// unitsPerEm is the size of the em square the advances are measured in.
    public let unitsPerEm: Int

    /// defaultAdvance is the advance, in font units, of every scalar the table does not list.
    public let defaultAdvance: Int

    /// table is the table this was built from, for writing it out again.
    public let table: RowMetricsTable

    /// tracking is the table's tracking by point size, ascending; empty for none.
    public var tracking: [RowMetricsTable.Tracking] { table.tracking }

    /// isKerned says whether the table kerns any pair.
    public var isKerned: Bool { !kerning.isEmpty }

    // Every script with short words (Latin, Greek, Cyrillic, punctuation) lies below U+3000,
    // and kana, which Japanese text mixes with ideographs scalar by scalar, below U+3100, so
    // one array load serves them; the few wide ranges above (ideographs, emoji) are searched,
    // and the last one found serves a run of ideographs.
    @usableFromInline static let lowLimit: UInt32 = 0x3100

    // Advances of the scalars below `lowLimit`, indexed by scalar value.
    @usableFromInline let low: [UInt16]

    // Ranges at or above `lowLimit`, ascending and disjoint. Ranges with the default advance
    // and no kerning are dropped and touching equal ranges merged, so two tables that give
    // every scalar the same advance and classes compare equal.
    @usableFromInline let high: [AdvanceRange]

    // The advances and kerning classes of the scalars below `lowLimit`, together so that one
    // load serves a scalar: its left class as its row's offset in the matrix (so a pair costs
    // one addition) and its right class. Empty when the table has no kerning.
    @usableFromInline let lowKerned: [KernedAdvance]

    // The line breaker's letters (LineBreaking.swift), indexed by a UTF-8 byte: each ASCII
    // scalar as `lowKerned` (or `low`) has it where no line breaks before it after a letter and
    // its class decides no later break differently from a letter's (break class 0, digits and
    // closing punctuation: `mayBreak` answers the same after each), every other byte
    // `notALetter`, so one load both tells a letter and gives its advance and classes.
    @usableFromInline let letters: [KernedAdvance]
    @usableFromInline static let notALetter = UInt16.max

    // `breakClass` of each ASCII scalar, then of each from U+3000 to U+30FF (CJK punctuation
    // and kana, whose classes differ scalar by scalar), for the line breaker to look up rather
    // than work out. The same for every table; kept in each so the breaker reads it as it reads
    // `letters`, where a static was initialised lazily, a call each time it was read.
    @usableFromInline let breakClasses: [UInt16]

    // The kerning matrix, row by left class and column by right class, with a zero row and
    // column for class 0. Empty when the table has no kerning.
    @usableFromInline let kerning: [Int16]
    @usableFromInline let kerningStride: Int

    // Whether no scalar narrows a text it is added to: each advance at least the most negative
    // kerning its right class has. Then a line that fits where it ends fits at every scalar
    // before, which lets the line breaker carry a line's last word to the next line without
    // measuring it again. True of every table without kerning.
    @usableFromInline let neverNarrows: Bool

    // Whether a text is never narrower than its beginning: no scalar narrows a text and there is
    // no tracking, which may be negative. Then no text measures less than nothing, and one
    // measured until it is wider than some width is wider than that whole.
    @inlinable var widthsGrowWithText: Bool { neverNarrows && table.tracking.isEmpty }

    /// inter is the built-in table, measured from Inter Regular (see InterMetrics.swift).
    public static let inter: RowTextMetrics = {
        do {
            return try RowTextMetrics(parsing: interMetricsTable)
        } catch {
            // `rowc metrics` writes the table and a test parses it, so this cannot fail in a build
            // that passed its tests.
            fatalError("the built-in metrics table is malformed: \(error)")
        }
    }()

    /// interSource is the text of the built-in table, a starting point for a team's own table.
    public static var interSource: String { interMetricsTable }

    /// init(parsing:) reads a table in the "rowc metrics" format, rejecting the first
    /// malformed line with its line number.
    public init(parsing text: String) throws(RowMetricsError) {
        self.init(try MetricsParser.parse(text))
    }

    /// init(_:) builds the lookup structures of `table`, whose entries ascend and are
    /// disjoint and whose classes are within its counts, as the parser guarantees.
    public init(_ table: RowMetricsTable) {
        unitsPerEm = table.unitsPerEm
        defaultAdvance = table.defaultAdvance
        let fallback = UInt16(clamping: table.defaultAdvance)
        let kerned = !table.kerning.isEmpty
        let stride = table.rightClasses + 1
        var low = [UInt16](repeating: fallback, count: Int(Self.lowLimit))
        var lowKerned = [KernedAdvance](repeating: KernedAdvance(advance: fallback, right: 0, row: 0),
                                        count: kerned ? Int(Self.lowLimit) : 0)
        var high: [AdvanceRange] = []
        for entry in table.entries {
            let advance = UInt16(clamping: entry.advance)
            let left = kerned ? UInt16(entry.left) : 0, right = kerned ? UInt16(entry.right) : 0
            if entry.first < Self.lowLimit {
                for scalar in entry.first...min(entry.last, Self.lowLimit - 1) {
                    low[Int(scalar)] = advance
                    if kerned {
                        lowKerned[Int(scalar)] = KernedAdvance(advance: advance, right: right, row: Int32(entry.left * stride))
                    }
                }
            }
            guard entry.last >= Self.lowLimit, advance != fallback || left != 0 || right != 0 else { continue }
            let first = max(entry.first, Self.lowLimit)
            let range = AdvanceRange(first: first, last: entry.last, advance: advance, left: Int32(Int(left) * stride), right: right)
            if let previous = high.last, previous.last &+ 1 == first, previous.advance == advance,
               previous.left == range.left, previous.right == range.right {
                high[high.count - 1].last = entry.last
            } else {
                high.append(range)
            }
        }
        var matrix = [Int16](repeating: 0, count: kerned ? (table.leftClasses + 1) * stride : 0)
        for kern in table.kerning { matrix[kern.left * stride + kern.right] = Int16(clamping: kern.value) }
        self.low = low
        self.high = high
        self.lowKerned = lowKerned
        self.letters = (0..<0x100).map { byte in
            guard byte < 0x80, Self.breakClass(UInt32(byte)) & ~(Self.digit | Self.noStart) == 0 else {
                return KernedAdvance(advance: Self.notALetter, right: 0, row: 0)
            }
            return kerned ? lowKerned[byte] : KernedAdvance(advance: low[byte], right: 0, row: 0)
        }
        self.breakClasses = (0..<0x80).map { Self.breakClass(UInt32($0)) } + (0x3000..<0x3100).map { Self.breakClass(UInt32($0)) }
        self.kerning = matrix
        self.kerningStride = stride
        self.table = table
        self.neverNarrows = Self.neverNarrows(lowKerned, high, matrix, stride: stride)
    }

    // See `neverNarrows`: the least advance of each right class against its column's least kerning.
    static func neverNarrows(_ low: [KernedAdvance], _ high: [AdvanceRange], _ matrix: [Int16], stride: Int) -> Bool {
        guard !matrix.isEmpty else { return true }
        var leastKern = [Int](repeating: 0, count: stride)
        for (index, kern) in matrix.enumerated() { leastKern[index % stride] = min(leastKern[index % stride], Int(kern)) }
        // Scalars of class 0 (the default advance among them) kern with nothing.
        return low.allSatisfy { Int($0.advance) + leastKern[Int($0.right)] >= 0 }
            && high.allSatisfy { Int($0.advance) + leastKern[Int($0.right)] >= 0 }
    }

    /// advance(of:) is the width of one scalar, in ems.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        let units = value < Self.lowLimit
            ? low[Int(value)]
            : high.withUnsafeBufferPointer { Self.span(containing: value, in: $0, fallback: UInt16(defaultAdvance)).advance }
        return Double(units) / Double(unitsPerEm)
    }

    /// kerning(between:and:) is the kerning when `second` follows `first`, in ems.
    public func kerning(between first: Unicode.Scalar, and second: Unicode.Scalar) -> Double {
        guard isKerned else { return 0 }
        let left = classes(of: first.value).left, right = classes(of: second.value).right
        return Double(kerning[Int(left) + Int(right)]) / Double(unitsPerEm)
    }

    // A scalar's advance, left class (times the matrix's row length) and right class.
    @usableFromInline
    func classes(of value: UInt32) -> AdvanceRange {
        if value < Self.lowLimit {
            let index = Int(value)
            guard !lowKerned.isEmpty else { return AdvanceRange(first: value, last: value, advance: low[index]) }
            let entry = lowKerned[index]
            return AdvanceRange(first: value, last: value, advance: entry.advance, left: entry.row, right: entry.right)
        }
        return high.withUnsafeBufferPointer { Self.span(containing: value, in: $0, fallback: UInt16(defaultAdvance)) }
    }

    /// tracking(at:) is the tracking at `fontSize` points, in font units per scalar: the
    /// table's value there, or the straight line through the two nearest sizes (the first
    /// two below the table's range, the last two above it), as Apple's 'trak' table says.
    @inlinable
    public func tracking(at fontSize: Double) -> Double {
        let points = table.tracking
        guard points.count > 1 else { return points.first.map { Double($0.value) } ?? 0 }
        var next = 1
        while next < points.count - 1 && points[next].size < fontSize { next += 1 }
        let below = points[next - 1], above = points[next]
        return Double(below.value) + (fontSize - below.size) / (above.size - below.size) * Double(above.value - below.value)
    }

    /// width(of:fontSize:) is the width, in points, of `text` drawn on one line at `fontSize`
    /// points. Inlinable, with the summing loops below, so layout measuring row after row
    /// makes no call per string and allocates nothing.
    @inlinable
    public func width(of text: String, fontSize: Double) -> Double {
        if kerning.isEmpty && table.tracking.isEmpty {
            // Decoding the UTF-8 by hand measured about twice as fast as iterating
            // `unicodeScalars`, and a String's UTF-8 is always well formed, so it goes unchecked.
            let units = text.utf8.withContiguousStorageIfAvailable { sum($0, wellFormed: true) }
                ?? units(ofScalars: text.unicodeScalars)
            return Double(units) * fontSize / Double(unitsPerEm)
        }
        let (units, advancing) = text.utf8.withContiguousStorageIfAvailable { kernedSum($0, wellFormed: true) }
            ?? kernedSum(ofScalars: text.unicodeScalars)
        return scaled(units, advancing, fontSize)
    }

    /// width(of:fontSize:upTo:) is `width(of:fontSize:)` for a caller that needs a width only
    /// as far as `most` points: the text's width where that is at most `most`, and otherwise
    /// some width over `most`, the text being measured only until it is wider. A table that
    /// tracks or may narrow a text (`neverNarrows`) measures it whole. What a row's labels need:
    /// any width over the row's gives the same frames (`RowLayout.naturalWidths(within:)`).
    @inlinable
    public func width(of text: String, fontSize: Double, upTo most: Double) -> Double {
        // Over `cap` units a text is wider than `most` by a unit's width (a 2,816th of the font
        // size for Inter), a margin no rounding reaches below a billion units.
        let estimate = most * Double(unitsPerEm) / fontSize
        guard !kerning.isEmpty, widthsGrowWithText, estimate < 1e9 else {
            return width(of: text, fontSize: fontSize)
        }
        let cap = Int(max(0, estimate)) &+ 1
        let units = text.utf8.withContiguousStorageIfAvailable { kernedSum($0, wellFormed: true, counting: false, most: cap).0 }
            ?? kernedSum(ofScalars: text.unicodeScalars).0
        return scaled(units, 0, fontSize)
    }

    /// width(ofUTF8:fontSize:) is `width(of:fontSize:)` for text still in UTF-8 bytes. Each
    /// ill-formed sequence counts as one U+FFFD, as `String(decoding:as:)` would read it.
    public func width(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, fontSize: Double) -> Double {
        if kerning.isEmpty && table.tracking.isEmpty {
            return Double(sum(bytes, wellFormed: false)) * fontSize / Double(unitsPerEm)
        }
        let (units, advancing) = kernedSum(bytes, wellFormed: false)
        return scaled(units, advancing, fontSize)
    }

    // Font units to points, with the tracking for `advancing` scalars at `fontSize`; the
    // generated `RowTextMetrics` computes it in this order, so the two agree to the bit. Always
    // inlined, so a caller that drops the width (counting lines) drops its division too.
    @inlinable @inline(__always)
    func scaled(_ units: Int, _ advancing: Int, _ fontSize: Double) -> Double {
        guard !table.tracking.isEmpty else { return Double(units) * fontSize / Double(unitsPerEm) }
        return (Double(units) + Double(advancing) * tracking(at: fontSize)) * fontSize / Double(unitsPerEm)
    }

    // Sums in integer font units: exact, and one multiplication per string instead of one
    // per scalar. Always inlined so each caller's constant `wellFormed` removes the branch.
    @inlinable @inline(__always)
    func sum(_ bytes: UnsafeBufferPointer<UInt8>, wellFormed: Bool) -> Int {
        low.withUnsafeBufferPointer { low in
            high.withUnsafeBufferPointer { high in
                let fallback = UInt16(defaultAdvance)
                // CJK and emoji text stays inside one range for long runs, so the last range
                // found answers most lookups without a search.
                var recent = AdvanceRange(first: 1, last: 0, advance: 0)
                var total = 0
                var index = 0
                let count = bytes.count
                while index < count {
                    // Eight bytes at a time while all eight are ASCII (no top bit set), as most
                    // text is: eight table loads and adds with no decision between them. The
                    // sum is of integers, so the order of adding changes nothing.
                    while index &+ 8 <= count {
                        let eight = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                        if eight & 0x8080_8080_8080_8080 != 0 { break }
                        for k in 0..<8 {
                            total &+= Int(low[Int(truncatingIfNeeded: eight &>> UInt64(k &* 8)) & 0xFF])
                        }
                        index &+= 8
                    }
                    guard index < count else { break }
                    let lead = bytes[index]
                    if lead < 0x80 {
                        total &+= Int(low[Int(lead)])
                        index &+= 1
                        continue
                    }
                    let (scalar, length) = wellFormed
                        ? Self.decodeWellFormed(bytes, at: index)
                        : Self.decodeChecked(bytes, at: index)
                    index &+= length
                    if scalar < Self.lowLimit {
                        total &+= Int(low[Int(scalar)])
                    } else {
                        if scalar < recent.first || scalar > recent.last {
                            recent = Self.span(containing: scalar, in: high, fallback: fallback)
                        }
                        total &+= Int(recent.advance)
                    }
                }
                return total
            }
        }
    }

    // The kerned sum: advances and the kerning of each adjacent pair in font units, and the
    // number of scalars that advance (the ones tracking spaces out; counted only for a table
    // with tracking). A separate loop, so tables without kerning keep the eight-at-a-time one.
    @inlinable @inline(__always)
    func kernedSum(_ bytes: UnsafeBufferPointer<UInt8>, wellFormed: Bool) -> (Int, Int) {
        if kerning.isEmpty {
            // Tracking alone: the plain sum, and a count of the scalars that advance.
            return (sum(bytes, wellFormed: wellFormed), advancingCount(bytes, wellFormed: wellFormed))
        }
        return table.tracking.isEmpty ? kernedSum(bytes, wellFormed: wellFormed, counting: false)
            : kernedSum(bytes, wellFormed: wellFormed, counting: true)
    }

    // Always inlined, so each caller's constant `wellFormed` and `counting` remove their branches.
    // With `most`, it stops once the sum passes that many units, the partial sum being over `most`
    // then; only for a table that never narrows a text (`neverNarrows`), where no later scalar
    // brings it back. Without, the loop weighs nothing.
    @inlinable @inline(__always)
    func kernedSum(_ bytes: UnsafeBufferPointer<UInt8>, wellFormed: Bool, counting: Bool, most: Int? = nil) -> (Int, Int) {
        lowKerned.withUnsafeBufferPointer { low in
            kerning.withUnsafeBufferPointer { matrix in
                high.withUnsafeBufferPointer { high in
                    let fallback = UInt16(defaultAdvance)
                    var recent = AdvanceRange(first: 1, last: 0, advance: 0)
                    var total = 0, advancing = 0, row = 0
                    var index = 0
                    let count = bytes.count
                    let capped = most != nil, cap = most ?? .max
                    while index < count {
                        // ASCII, all of most titles, in a loop of its own: one load for the
                        // scalar's advance and classes, one for the pair's kerning.
                        var lead = bytes[index]
                        while lead < 0x80 {
                            let entry = low[Int(lead)]
                            total &+= Int(entry.advance) &+ Int(matrix[row &+ Int(entry.right)])
                            row = Int(entry.row)
                            if counting { advancing &+= entry.advance == 0 ? 0 : 1 }
                            index &+= 1
                            guard index < count, !capped || total <= cap else { return (total, advancing) }
                            lead = bytes[index]
                        }
                        let (scalar, length) = wellFormed
                            ? Self.decodeWellFormed(bytes, at: index)
                            : Self.decodeChecked(bytes, at: index)
                        index &+= length
                        let entry: KernedAdvance
                        if scalar < Self.lowLimit {
                            entry = low[Int(scalar)]
                        } else {
                            if scalar < recent.first || scalar > recent.last {
                                recent = Self.span(containing: scalar, in: high, fallback: fallback)
                            }
                            entry = KernedAdvance(advance: recent.advance, right: recent.right, row: recent.left)
                        }
                        total &+= Int(entry.advance) &+ Int(matrix[row &+ Int(entry.right)])
                        row = Int(entry.row)
                        if counting { advancing &+= entry.advance == 0 ? 0 : 1 }
                        if capped && total > cap { break }
                    }
                    return (total, advancing)
                }
            }
        }
    }

    // The scalars of `bytes` whose advance is not zero.
    @usableFromInline
    func advancingCount(_ bytes: UnsafeBufferPointer<UInt8>, wellFormed: Bool) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            var value = UInt32(lead)
            if lead < 0x80 {
                index &+= 1
            } else {
                let (scalar, length) = wellFormed ? Self.decodeWellFormed(bytes, at: index) : Self.decodeChecked(bytes, at: index)
                value = scalar
                index &+= length
            }
            if classes(of: value).advance != 0 { count &+= 1 }
        }
        return count
    }

    // For strings without contiguous UTF-8 (bridged ones, on platforms that have them), and for
    // the line a word too wide for it is cut into (LineBreaking.swift).
    @usableFromInline
    func kernedSum(ofScalars scalars: String.UnicodeScalarView) -> (Int, Int) {
        var total = 0, advancing = 0, row = 0
        for scalar in scalars {
            let entry = classes(of: scalar.value)
            total &+= Int(entry.advance) &+ (kerning.isEmpty ? 0 : Int(kerning[row &+ Int(entry.right)]))
            row = Int(entry.left)
            advancing &+= entry.advance == 0 ? 0 : 1
        }
        return (total, advancing)
    }

    // For strings without contiguous UTF-8 (bridged ones, on platforms that have them).
    @usableFromInline
    func units(ofScalars scalars: String.UnicodeScalarView) -> Int {
        var total = 0
        for scalar in scalars {
            let value = scalar.value
            total &+= value < Self.lowLimit
                ? Int(low[Int(value)])
                : high.withUnsafeBufferPointer { Int(Self.span(containing: value, in: $0, fallback: UInt16(defaultAdvance)).advance) }
        }
        return total
    }

    // Decodes the multibyte sequence at `index` of well-formed UTF-8.
    @inlinable @inline(__always)
    static func decodeWellFormed(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        @inline(__always) func trail(_ offset: Int) -> UInt32 { UInt32(bytes[index &+ offset] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | trail(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | trail(1) << 6 | trail(2), 3) }
        return ((lead & 0x07) << 18 | trail(1) << 12 | trail(2) << 6 | trail(3), 4)
    }

    // Decodes the sequence at `index`, whose lead byte is at least 0x80. An ill-formed
    // sequence yields U+FFFD and the length of its maximal valid prefix (at least 1), the
    // Unicode "maximal subpart" practice that the standard library follows too.
    @inlinable @inline(__always)
    static func decodeChecked(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let replacement: UInt32 = 0xFFFD
        let lead = UInt32(bytes[index])
        let remaining = bytes.count &- index
        @inline(__always) func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> UInt32? {
            guard offset < remaining else { return nil }
            let byte = bytes[index &+ offset]
            return byte >= low && byte <= high ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let b1 = continuation(1) else { return (replacement, 1) }
            return ((lead & 0x1F) << 6 | b1, 2)
        case 0xE0...0xEF:
            let b1Range: (UInt8, UInt8) = lead == 0xE0 ? (0xA0, 0xBF) : lead == 0xED ? (0x80, 0x9F) : (0x80, 0xBF)
            guard let b1 = continuation(1, b1Range.0, b1Range.1) else { return (replacement, 1) }
            guard let b2 = continuation(2) else { return (replacement, 2) }
            return ((lead & 0x0F) << 12 | b1 << 6 | b2, 3)
        case 0xF0...0xF4:
            let b1Range: (UInt8, UInt8) = lead == 0xF0 ? (0x90, 0xBF) : lead == 0xF4 ? (0x80, 0x8F) : (0x80, 0xBF)
            guard let b1 = continuation(1, b1Range.0, b1Range.1) else { return (replacement, 1) }
            guard let b2 = continuation(2) else { return (replacement, 2) }
            guard let b3 = continuation(3) else { return (replacement, 3) }
            return ((lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3, 4)
        default:
            return (replacement, 1)
        }
    }

    // The range holding `scalar`, or the gap between ranges holding it with the default
    // advance, so callers can remember either.
    @usableFromInline
    static func span(
        containing scalar: UInt32, in ranges: UnsafeBufferPointer<AdvanceRange>, fallback: UInt16
    ) -> AdvanceRange {
        // Find the first range that ends at or after `scalar`.
        var lower = 0
        var upper = ranges.count
        while lower < upper {
            let middle = (lower &+ upper) >> 1
            if ranges[middle].last < scalar {
                lower = middle &+ 1
            } else {
                upper = middle
            }
        }
        let gapFirst = lower > 0 ? ranges[lower &- 1].last &+ 1 : lowLimit
        if lower < ranges.count {
            let range = ranges[lower]
            if range.first <= scalar { return range }
            return AdvanceRange(first: gapFirst, last: range.first &- 1, advance: fallback)
        }
        return AdvanceRange(first: gapFirst, last: 0x10FFFF, advance: fallback)
    }
}

/// RowMetricsError is the first malformed line of a metrics table and what is wrong with it.
public struct RowMetricsError: Error, CustomStringConvertible, Hashable, Sendable {
    /// line is 1-based. Something missing at the end of the text is reported on the line
    /// after the last one.
    public let line: Int
    /// message says what is wrong, quoting the offending text.
    public let message: String

    /// init(line:message:) makes an error, as tests and callers that report their own need.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// description is "line N: message", ready to follow a file name.
    public var description: String { "line \(line): \(message)" }
}

// A scalar's advance, right kerning class and left class as its row's offset in the kerning
// matrix: what measuring reads for each scalar below `lowLimit` of a kerned table.
@usableFromInline
struct KernedAdvance: Sendable, Hashable {
    @usableFromInline var advance: UInt16
    @usableFromInline var right: UInt16
    @usableFromInline var row: Int32

    @inlinable
    init(advance: UInt16, right: UInt16, row: Int32) {
        self.advance = advance
        self.right = right
        self.row = row
    }
}

// An inclusive scalar range, its advance in font units and its kerning classes (the left
// one times the kerning matrix's row length).
@usableFromInline
struct AdvanceRange: Sendable, Hashable {
    @usableFromInline var first: UInt32
    @usableFromInline var last: UInt32
    @usableFromInline var advance: UInt16
    @usableFromInline var left: Int32
    @usableFromInline var right: UInt16

    @inlinable
    init(first: UInt32, last: UInt32, advance: UInt16, left: Int32 = 0, right: UInt16 = 0) {
        self.first = first
        self.last = last
        self.advance = advance
        self.left = left
        self.right = right
    }
}



extension RowTextMetrics {
    /// runs is the whole table as ascending runs of equal advance and kerning classes: a
    /// run's scalars, from `first` up to the next run's `first` (the last run to U+10FFFF),
    /// are `advance` font units wide and in kerning classes `left` and `right`. Code
    /// generation copies the table into generated Swift with it.
    public var runs: [(first: UInt32, advance: Int, left: Int, right: Int)] {
        var result: [(first: UInt32, advance: Int, left: Int, right: Int)] = []
        func add(_ first: UInt32, _ entry: AdvanceRange) {
            let run = (first, Int(entry.advance), Int(entry.left) / kerningStride, Int(entry.right))
            if let last = result.last, last.advance == run.1, last.left == run.2, last.right == run.3 { return }
            result.append(run)
        }
        let gap = AdvanceRange(first: 0, last: 0, advance: UInt16(clamping: defaultAdvance))
        for scalar in 0..<Self.lowLimit { add(scalar, classes(of: scalar)) }
        var next = Self.lowLimit
        for range in high {
            if range.first > next { add(next, gap) }
            add(range.first, range)
            next = range.last &+ 1
        }
        if next <= 0x10FFFF { add(next, gap) }
        return result
    }

    /// kerningMatrix is the kerning by left class (rows) and right class (columns), class 0
    /// included, as `kerningClassCounts` lays it out; empty without kerning.
    public var kerningMatrix: [Int] { kerning.map(Int.init) }

    /// kerningClassCounts are the numbers of left and right classes, class 0 included.
    public var kerningClassCounts: (left: Int, right: Int) {
        kerning.isEmpty ? (0, 0) : (kerning.count / kerningStride, kerningStride)
    }

    public static func == (a: RowTextMetrics, b: RowTextMetrics) -> Bool {
        a.unitsPerEm == b.unitsPerEm && a.defaultAdvance == b.defaultAdvance && a.low == b.low && a.high == b.high
            && a.lowKerned == b.lowKerned && a.kerning == b.kerning
            && a.kerningStride == b.kerningStride && a.table.tracking == b.table.tracking
    }

    // A few of what `==` compares, so that hashing a theme, and so every row that carries one,
    // does not read a table of thousands of entries; equal tables still hash equal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(unitsPerEm)
        hasher.combine(defaultAdvance)
        hasher.combine(low.count)
        hasher.combine(high.count)
        hasher.combine(kerning.count)
        hasher.combine(table.tracking)
    }
}
