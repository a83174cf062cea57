// TextMetrics: per-scalar advance-width tables ("rowc metrics v1") and the text widths summed from them.

/// TextMetrics estimates how wide a single line of text is drawn, so layout can tell which
/// labels truncate at a given device width.
///
/// A table gives every Unicode scalar an advance width in font units; a string's width is
/// the sum of its scalars' advances, scaled by the font size. There is no kerning, no
/// ligature forming and no shaping: kerning moves most Latin text by a percent or two, far
/// less than the gap between the built-in font and the real system font, and ignoring it
/// keeps the estimate a pure function of the scalars. Emoji sequences joined with U+200D
/// count each emoji, so they come out wider than the single glyph iOS draws.
///
/// Tables are text in the "rowc metrics v1" format, which teams can write for their own
/// fonts:
///
///     rowc-metrics 1
///     // A comment runs from "//" to the end of its line; blank lines are ignored.
///     units-per-em 2048
///     default 1229            // the advance of every scalar not listed
///     U+0020 545              // one scalar
///     U+4E00..U+9FFF 2048     // an inclusive range of scalars
///
/// The rules, all enforced by `init(parsing:)`:
/// - The first line is `rowc-metrics 1`. A leading byte-order mark is ignored.
/// - Then `units-per-em N` (1 to 65535), then `default N`, each exactly once and before
///   any entry.
/// - An entry is a scalar `U+` followed by 4 to 6 hex digits, or an inclusive range of two
///   such scalars joined by `..`, then its advance. Scalars are at most U+10FFFF and never
///   surrogates. Entries ascend and do not overlap.
/// - Advances are whole numbers of font units from 0 to 65535.
/// - Tokens are separated by spaces or tabs; lines end in LF or CRLF.
public struct TextMetrics: Sendable, Hashable {
    /// unitsPerEm is the size of the em square the advances are measured in.
    public let unitsPerEm: Int

    /// defaultAdvance is the advance, in font units, of every scalar the table does not list.
    public let defaultAdvance: Int

    // Every script with short words (Latin, Greek, Cyrillic, punctuation) lies below U+3000,
    // so one array load serves it; the few wide ranges above (CJK, emoji) are searched.
    @usableFromInline static let lowLimit: UInt32 = 0x3000

    // Advances of the scalars below `lowLimit`, indexed by scalar value.
    @usableFromInline let low: [UInt16]

    // Ranges at or above `lowLimit`, ascending and disjoint. Ranges with the default advance
    // are dropped and touching ranges with equal advances merged, so two tables that give
    // every scalar the same advance compare equal.
    @usableFromInline let high: [AdvanceRange]

    /// inter is the built-in table, measured from Inter Regular (see InterMetrics.swift).
    public static let inter: TextMetrics = {
        do {
            return try TextMetrics(parsing: interMetricsTable)
        } catch {
            // The generator writes the table and a test parses it, so this cannot fail in a build
            // that passed its tests.
            fatalError("the built-in metrics table is malformed: \(error)")
        }
    }()

    /// interSource is the text of the built-in table, a starting point for a team's own table.
    public static var interSource: String { interMetricsTable }

    /// init(parsing:) reads a table in the "rowc metrics v1" format, rejecting the first
    /// malformed line with its line number.
    public init(parsing text: String) throws(MetricsError) {
        let table = try MetricsParser.parse(text)
        self.init(unitsPerEm: table.unitsPerEm, defaultAdvance: table.defaultAdvance, entries: table.entries)
    }

    // Entries must ascend and be disjoint, as the parser guarantees.
    private init(unitsPerEm: Int, defaultAdvance: Int, entries: [AdvanceRange]) {
        self.unitsPerEm = unitsPerEm
        self.defaultAdvance = defaultAdvance
        let fallback = UInt16(defaultAdvance)
        var low = [UInt16](repeating: fallback, count: Int(Self.lowLimit))
        var high: [AdvanceRange] = []
        for entry in entries {
            if entry.first < Self.lowLimit {
                for scalar in entry.first...min(entry.last, Self.lowLimit - 1) {
                    low[Int(scalar)] = entry.advance
                }
            }
            guard entry.last >= Self.lowLimit, entry.advance != fallback else { continue }
            let first = max(entry.first, Self.lowLimit)
            if let previous = high.last, previous.last &+ 1 == first, previous.advance == entry.advance {
                high[high.count - 1].last = entry.last
            } else {
                high.append(AdvanceRange(first: first, last: entry.last, advance: entry.advance))
            }
        }
        self.low = low
        self.high = high
    }

    /// advance(of:) is the width of one scalar, in ems.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        let units = value < Self.lowLimit
            ? low[Int(value)]
            : high.withUnsafeBufferPointer { Self.span(containing: value, in: $0, fallback: UInt16(defaultAdvance)).advance }
        return Double(units) / Double(unitsPerEm)
    }

    /// width(of:fontSize:) is the width, in points, of `text` drawn on one line at `fontSize`
    /// points. Inlinable, with the summing loop below, so layout measuring row after row
    /// makes no call per string and allocates nothing.
    @inlinable
    public func width(of text: String, fontSize: Double) -> Double {
        // Decoding the UTF-8 by hand measured about twice as fast as iterating
        // `unicodeScalars`, and a String's UTF-8 is always well formed, so it goes unchecked.
        let units = text.utf8.withContiguousStorageIfAvailable { sum($0, wellFormed: true) }
            ?? units(ofScalars: text.unicodeScalars)
        return Double(units) * fontSize / Double(unitsPerEm)
    }

    /// width(ofUTF8:fontSize:) is `width(of:fontSize:)` for text still in UTF-8 bytes. Each
    /// ill-formed sequence counts as one U+FFFD, as `String(decoding:as:)` would read it.
    public func width(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, fontSize: Double) -> Double {
        Double(sum(bytes, wellFormed: false)) * fontSize / Double(unitsPerEm)
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

/// MetricsError is the first malformed line of a metrics table and what is wrong with it.
public struct MetricsError: Error, CustomStringConvertible, Hashable, Sendable {
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

// An inclusive scalar range and its advance, in font units.
@usableFromInline
struct AdvanceRange: Sendable, Hashable {
    @usableFromInline var first: UInt32
    @usableFromInline var last: UInt32
    @usableFromInline var advance: UInt16

    @inlinable
    init(first: UInt32, last: UInt32, advance: UInt16) {
        self.first = first
        self.last = last
        self.advance = advance
    }
}

// Reads "rowc metrics v1" text. It works on UTF-8 bytes because the syntax is ASCII and
// Character-level splitting would merge "\r\n" into one character.
fileprivate enum MetricsParser {
    struct Table {
        var unitsPerEm: Int
        var defaultAdvance: Int
        var entries: [AdvanceRange]
    }

    static func parse(_ text: String) throws(MetricsError) -> Table {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var unitsPerEm: (value: Int, line: Int)?
        var defaultAdvance: (value: Int, line: Int)?
        var entries: [AdvanceRange] = []
        var entryLines: [Int] = []

        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let nextLine = lineEnd + 1
            if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            lineNumber += 1
            let tokens = try tokenize(bytes[lineStart..<lineEnd], line: lineNumber)
            lineStart = nextLine

            if lineNumber == 1 {
                try checkHeader(tokens)
                continue
            }
            guard let keyword = tokens.first else { continue }
            func fail(_ message: String) -> MetricsError { MetricsError(line: lineNumber, message: message) }
            func single(_ what: String) throws(MetricsError) -> String {
                guard tokens.count > 1 else { throw fail("missing the value after `\(what)`") }
                guard tokens.count == 2 else { throw fail("unexpected `\(tokens[2])` at the end of the line") }
                return tokens[1]
            }

            switch keyword {
            case "units-per-em":
                if let earlier = unitsPerEm {
                    throw fail("duplicate `units-per-em` (first given on line \(earlier.line))")
                }
                let value = try number(try single(keyword), what: "units-per-em", line: lineNumber)
                guard value > 0 else { throw fail("units-per-em must be positive, got `\(tokens[1])`") }
                unitsPerEm = (value, lineNumber)
            case "default":
                if let earlier = defaultAdvance {
                    throw fail("duplicate `default` (first given on line \(earlier.line))")
                }
                guard unitsPerEm != nil else { throw fail("expected `units-per-em N` before `default`") }
                defaultAdvance = (try number(try single(keyword), what: "default advance", line: lineNumber), lineNumber)
            case "rowc-metrics":
                throw fail("unexpected header `rowc-metrics`: only the first line has it")
            default:
                guard keyword.hasPrefix("U+") else {
                    throw fail("unknown directive `\(keyword)`; expected `U+XXXX ADVANCE`, "
                        + "`U+XXXX..U+YYYY ADVANCE`, `units-per-em N` or `default N`")
                }
                guard unitsPerEm != nil else { throw fail("expected `units-per-em N` before the first entry") }
                guard defaultAdvance != nil else { throw fail("expected `default N` before the first entry") }
                let (first, last) = try scalarRange(keyword, line: lineNumber)
                guard tokens.count > 1 else { throw fail("missing the advance after `\(keyword)`") }
                guard tokens.count == 2 else { throw fail("unexpected `\(tokens[2])` at the end of the line") }
                let advance = try number(tokens[1], what: "advance", line: lineNumber)
                if let previous = entries.last, let previousLine = entryLines.last, first <= previous.last {
                    let this = name(first, last)
                    let that = name(previous.first, previous.last)
                    if first == previous.first && last == previous.last {
                        throw fail("duplicate entry for \(this) (first given on line \(previousLine))")
                    }
                    if last >= previous.first {
                        throw fail("\(this) overlaps \(that) on line \(previousLine)")
                    }
                    throw fail("\(this) comes after \(that) on line \(previousLine); entries must ascend")
                }
                entries.append(AdvanceRange(first: first, last: last, advance: UInt16(advance)))
                entryLines.append(lineNumber)
            }
        }

        if lineNumber == 0 {
            throw MetricsError(line: 1, message: "expected the header `rowc-metrics 1`, found an empty file")
        }
        guard let unitsPerEm else {
            throw MetricsError(line: lineNumber + 1, message: "missing `units-per-em N` (reached the end of the file)")
        }
        guard let defaultAdvance else {
            throw MetricsError(line: lineNumber + 1, message: "missing `default N` (reached the end of the file)")
        }
        return Table(unitsPerEm: unitsPerEm.value, defaultAdvance: defaultAdvance.value, entries: entries)
    }

    // Splits a line, without its comment, at spaces and tabs.
    private static func tokenize(_ line: ArraySlice<UInt8>, line number: Int) throws(MetricsError) -> [String] {
        var tokens: [String] = []
        var tokenStart: Int?
        var index = line.startIndex
        func flush(_ end: Int) {
            if let start = tokenStart {
                tokens.append(String(decoding: line[start..<end], as: UTF8.self))
                tokenStart = nil
            }
        }
        while index < line.endIndex {
            let byte = line[index]
            if byte == 0x2F, index + 1 < line.endIndex, line[index + 1] == 0x2F { break }
            if byte == 0x20 || byte == 0x09 {
                flush(index)
            } else if byte < 0x20 || byte == 0x7F {
                let hex = String(byte, radix: 16, uppercase: true)
                throw MetricsError(line: number, message: "unexpected control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)")
            } else if tokenStart == nil {
                tokenStart = index
            }
            index += 1
        }
        flush(index)
        return tokens
    }

    private static func checkHeader(_ tokens: [String]) throws(MetricsError) {
        func fail(_ message: String) -> MetricsError { MetricsError(line: 1, message: message) }
        guard let first = tokens.first else {
            throw fail("expected the header `rowc-metrics 1` on the first line")
        }
        guard first == "rowc-metrics" else {
            throw fail("expected the header `rowc-metrics 1` on the first line, found `\(first)`")
        }
        guard tokens.count > 1 else { throw fail("missing the format version; expected `rowc-metrics 1`") }
        guard tokens[1] == "1" else {
            throw fail("unsupported format version `\(tokens[1])`; this rowc reads version 1")
        }
        guard tokens.count == 2 else { throw fail("unexpected `\(tokens[2])` at the end of the line") }
    }

    // A whole number of font units, 0...65535.
    private static func number(_ token: String, what: String, line: Int) throws(MetricsError) -> Int {
        func fail(_ message: String) -> MetricsError { MetricsError(line: line, message: message) }
        let digits = token.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        if digits {
            // Six digits are enough to tell "too large" from any valid value without overflow.
            guard token.utf8.count <= 6, let value = Int(token), value <= 65535 else {
                throw fail("\(what) \(token) is too large; the largest is 65535")
            }
            return value
        }
        if token.hasPrefix("-"), token.utf8.count > 1, token.utf8.dropFirst().allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E }) {
            throw fail("\(what) must not be negative, got `\(token)`")
        }
        if token.utf8.contains(0x2E), token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 || $0 == 0x2E }) {
            throw fail("\(what) must be a whole number of font units, got `\(token)`")
        }
        throw fail("expected \(what) as a whole number of font units, got `\(token)`")
    }

    // "U+XXXX" or "U+XXXX..U+YYYY".
    private static func scalarRange(_ token: String, line: Int) throws(MetricsError) -> (UInt32, UInt32) {
        func fail(_ message: String) -> MetricsError { MetricsError(line: line, message: message) }
        guard let dots = token.firstRange(of: "..") else {
            let value = try scalar(token, line: line)
            return (value, value)
        }
        let firstText = token[..<dots.lowerBound]
        let lastText = token[dots.upperBound...]
        guard lastText.hasPrefix("U+") else {
            throw fail("bad range `\(token)`: write both ends as U+XXXX, as in U+0041..U+005A")
        }
        let first = try scalar(firstText, line: line)
        let last = try scalar(lastText, line: line)
        guard first <= last else {
            throw fail("range \(token) is reversed: \(name(first, first)) comes after \(name(last, last))")
        }
        return (first, last)
    }

    private static func scalar(_ text: Substring, line: Int) throws(MetricsError) -> UInt32 {
        try scalar(String(text), line: line)
    }

    private static func scalar(_ text: String, line: Int) throws(MetricsError) -> UInt32 {
        func fail(_ message: String) -> MetricsError { MetricsError(line: line, message: message) }
        let hex = text.utf8.dropFirst(2)
        let isHex = hex.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) }
        guard text.hasPrefix("U+"), (4...6).contains(hex.count), isHex, let value = UInt32(text.dropFirst(2), radix: 16) else {
            throw fail("bad scalar `\(text)`: expected U+ followed by 4 to 6 hex digits")
        }
        guard value <= 0x10FFFF else {
            throw fail("\(text) is beyond U+10FFFF, the last Unicode scalar")
        }
        guard !(0xD800...0xDFFF).contains(value) else {
            throw fail("\(text) is a surrogate code point, not a Unicode scalar")
        }
        return value
    }

    // Canonical spelling, for messages.
    private static func name(_ first: UInt32, _ last: UInt32) -> String {
        func one(_ value: UInt32) -> String {
            let hex = String(value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return first == last ? one(first) : one(first) + ".." + one(last)
    }
}


extension TextMetrics {
    /// runs is the whole table as ascending runs of equal advance: a run's scalars, from
    /// `first` up to the next run's `first` (the last run to U+10FFFF), are `advance` font
    /// units wide. Code generation copies the table into generated Swift with it.
    public var runs: [(first: UInt32, advance: Int)] {
        var result: [(first: UInt32, advance: Int)] = []
        func add(_ first: UInt32, _ advance: UInt16) {
            if result.last?.advance != Int(advance) { result.append((first, Int(advance))) }
        }
        for (scalar, advance) in low.enumerated() { add(UInt32(scalar), advance) }
        var next = Self.lowLimit
        for range in high {
            if range.first > next { add(next, UInt16(defaultAdvance)) }
            add(range.first, range.advance)
            next = range.last &+ 1
        }
        if next <= 0x10FFFF { add(next, UInt16(defaultAdvance)) }
        return result
    }
}
