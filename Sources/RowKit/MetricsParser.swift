// MetricsParser.swift reads "rowc metrics" text, versions 1 and 2, into a RowMetricsTable, rejecting the first malformed line.

// It works on UTF-8 bytes because the syntax is ASCII and Character-level splitting would
// merge "\r\n" into one character.
enum MetricsParser {
    static func parse(_ text: String) throws(RowMetricsError) -> RowMetricsTable {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var state = State()
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
                state.version = try checkHeader(tokens)
            } else if !tokens.isEmpty {
                try state.read(tokens, line: lineNumber)
            }
        }
        if lineNumber == 0 {
            throw RowMetricsError(line: 1, message: "expected the header `rowc-metrics 2`, found an empty file")
        }
        return try state.finish(lines: lineNumber)
    }

    /// What has been read so far, with the line each directive came from.
    struct State {
        var version = 1
        var unitsPerEm: (value: Int, line: Int)?
        var defaultAdvance: (value: Int, line: Int)?
        var classes: (left: Int, right: Int, line: Int)?
        var names: [String: (value: String, line: Int)] = [:]
        var tracking: [RowMetricsTable.Tracking] = []
        var entries: [RowMetricsTable.Entry] = []
        var entryLines: [Int] = []
        var kerning: [RowMetricsTable.Kern] = []
        var kernLines: [Int: Int] = [:]

        mutating func read(_ tokens: [String], line: Int) throws(RowMetricsError) {
            func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: line, message: message) }
            func single(_ what: String) throws(RowMetricsError) -> String {
                guard tokens.count > 1 else { throw fail("missing the value after `\(what)`") }
                guard tokens.count == 2 else { throw fail("unexpected `\(tokens[2])` at the end of the line") }
                return tokens[1]
            }
            let keyword = tokens[0]
            if version >= 2, ["font", "font-version", "instance", "tracking", "kerning-classes", "kern"].contains(keyword) {
                try readVersion2(tokens, line: line)
                return
            }
            switch keyword {
            case "units-per-em":
                if let earlier = unitsPerEm { throw fail("duplicate `units-per-em` (first given on line \(earlier.line))") }
                let value = try number(try single(keyword), what: "units-per-em", line: line)
                guard value > 0 else { throw fail("units-per-em must be positive, got `\(tokens[1])`") }
                unitsPerEm = (value, line)
            case "default":
                if let earlier = defaultAdvance { throw fail("duplicate `default` (first given on line \(earlier.line))") }
                guard unitsPerEm != nil else { throw fail("expected `units-per-em N` before `default`") }
                defaultAdvance = (try number(try single(keyword), what: "default advance", line: line), line)
            case "rowc-metrics":
                throw fail("unexpected header `rowc-metrics`: only the first line has it")
            default:
                guard keyword.hasPrefix("U+") else {
                    let more = version >= 2 ? ", `default N`, `tracking SIZE N`, `kerning-classes L R`, `kern L R N`, `font`, `font-version` or `instance`"
                        : " or `default N`"
                    throw fail("unknown directive `\(keyword)`; expected `U+XXXX ADVANCE`, "
                        + "`U+XXXX..U+YYYY ADVANCE`, `units-per-em N`" + more)
                }
                try readEntry(tokens, line: line)
            }
        }

        private mutating func readEntry(_ tokens: [String], line: Int) throws(RowMetricsError) {
            func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: line, message: message) }
            let keyword = tokens[0]
            guard unitsPerEm != nil else { throw fail("expected `units-per-em N` before the first entry") }
            guard defaultAdvance != nil else { throw fail("expected `default N` before the first entry") }
            let (first, last) = try scalarRange(keyword, line: line)
            guard tokens.count > 1 else { throw fail("missing the advance after `\(keyword)`") }
            let withClasses = classes != nil && tokens.count == 4
            guard tokens.count == 2 || withClasses else {
                if classes == nil || tokens.count > 4 {
                    throw fail("unexpected `\(tokens[classes == nil ? 2 : 4])` at the end of the line")
                }
                throw fail("missing the right kerning class after `\(tokens[2])`")
            }
            let advance = try number(tokens[1], what: "advance", line: line)
            var left = 0, right = 0
            if withClasses, let classes {
                left = try kerningClass(tokens[2], side: "left", count: classes.left, line: line)
                right = try kerningClass(tokens[3], side: "right", count: classes.right, line: line)
            }
            if let previous = entries.last, let previousLine = entryLines.last, first <= previous.last {
                let this = name(first, last), that = name(previous.first, previous.last)
                if first == previous.first && last == previous.last {
                    throw fail("duplicate entry for \(this) (first given on line \(previousLine))")
                }
                if last >= previous.first { throw fail("\(this) overlaps \(that) on line \(previousLine)") }
                throw fail("\(this) comes after \(that) on line \(previousLine); entries must ascend")
            }
            entries.append(RowMetricsTable.Entry(first: first, last: last, advance: advance, left: left, right: right))
            entryLines.append(line)
        }

        private mutating func readVersion2(_ tokens: [String], line: Int) throws(RowMetricsError) {
            func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: line, message: message) }
            let keyword = tokens[0]
            func arguments(_ count: Int, _ shape: String) throws(RowMetricsError) {
                guard tokens.count > count else { throw fail("missing values: write `\(keyword) \(shape)`") }
                guard tokens.count == count + 1 else { throw fail("unexpected `\(tokens[count + 1])` at the end of the line") }
            }
            switch keyword {
            case "font", "font-version", "instance":
                if let earlier = names[keyword] { throw fail("duplicate `\(keyword)` (first given on line \(earlier.line))") }
                guard tokens.count > 1 else { throw fail("missing the text after `\(keyword)`") }
                names[keyword] = (tokens.dropFirst().joined(separator: " "), line)
            case "tracking":
                guard entries.isEmpty else { throw fail("`tracking` must come before the first entry") }
                try arguments(2, "SIZE VALUE")
                guard let size = pointSize(tokens[1]) else {
                    throw fail("expected a point size such as 17 or 17.5, got `\(tokens[1])`")
                }
                if let previous = tracking.last, size <= previous.size {
                    throw fail("tracking at \(tokens[1]) points comes after \(RowMetricsTable.decimal(previous.size)); sizes must ascend")
                }
                tracking.append(.init(size: size, value: try signed(tokens[2], what: "tracking", line: line)))
            case "kerning-classes":
                if let earlier = classes { throw fail("duplicate `kerning-classes` (first given on line \(earlier.line))") }
                guard entries.isEmpty else { throw fail("`kerning-classes` must come before the first entry") }
                try arguments(2, "LEFT RIGHT")
                let left = try number(tokens[1], what: "the number of left classes", line: line)
                let right = try number(tokens[2], what: "the number of right classes", line: line)
                guard left <= Self.maximumClasses, right <= Self.maximumClasses else {
                    throw fail("at most \(Self.maximumClasses) kerning classes on each side")
                }
                classes = (left, right, line)
            default:
                guard let classes else { throw fail("expected `kerning-classes LEFT RIGHT` before the first `kern`") }
                try arguments(3, "LEFT RIGHT VALUE")
                let left = try kerningClass(tokens[1], side: "left", count: classes.left, line: line)
                let right = try kerningClass(tokens[2], side: "right", count: classes.right, line: line)
                guard left > 0, right > 0 else { throw fail("class 0 kerns with nothing; kern classes start at 1") }
                let key = left * (classes.right + 1) + right
                if let earlier = kernLines[key] { throw fail("duplicate `kern \(left) \(right)` (first given on line \(earlier))") }
                kernLines[key] = line
                kerning.append(.init(left: left, right: right, value: try signed(tokens[3], what: "kerning", line: line)))
            }
        }

        static var maximumClasses: Int { RowMetricsTable.maximumKerningClasses }

        func finish(lines: Int) throws(RowMetricsError) -> RowMetricsTable {
            guard let unitsPerEm else {
                throw RowMetricsError(line: lines + 1, message: "missing `units-per-em N` (reached the end of the file)")
            }
            guard let defaultAdvance else {
                throw RowMetricsError(line: lines + 1, message: "missing `default N` (reached the end of the file)")
            }
            var table = RowMetricsTable(unitsPerEm: unitsPerEm.value, defaultAdvance: defaultAdvance.value)
            table.version = version
            table.fontName = names["font"]?.value
            table.fontVersion = names["font-version"]?.value
            table.instance = names["instance"]?.value
            table.leftClasses = classes?.left ?? 0
            table.rightClasses = classes?.right ?? 0
            table.tracking = tracking
            table.entries = entries
            table.kerning = kerning
            return table
        }
    }

    // Splits a line, without its comment, at spaces and tabs.
    private static func tokenize(_ line: ArraySlice<UInt8>, line number: Int) throws(RowMetricsError) -> [String] {
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
                throw RowMetricsError(line: number, message: "unexpected control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)")
            } else if tokenStart == nil {
                tokenStart = index
            }
            index += 1
        }
        flush(index)
        return tokens
    }

    private static func checkHeader(_ tokens: [String]) throws(RowMetricsError) -> Int {
        func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: 1, message: message) }
        guard let first = tokens.first else {
            throw fail("expected the header `rowc-metrics 2` on the first line")
        }
        guard first == "rowc-metrics" else {
            throw fail("expected the header `rowc-metrics 2` on the first line, found `\(first)`")
        }
        guard tokens.count > 1 else { throw fail("missing the format version; expected `rowc-metrics 2`") }
        guard tokens[1] == "1" || tokens[1] == "2" else {
            throw fail("unsupported format version `\(tokens[1])`; this rowc reads versions 1 and 2")
        }
        guard tokens.count == 2 else { throw fail("unexpected `\(tokens[2])` at the end of the line") }
        return tokens[1] == "1" ? 1 : 2
    }

    // A whole number of font units, 0...65535.
    private static func number(_ token: String, what: String, line: Int) throws(RowMetricsError) -> Int {
        func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: line, message: message) }
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

    // A whole number of font units that may be negative, -32768...32767.
    private static func signed(_ token: String, what: String, line: Int) throws(RowMetricsError) -> Int {
        let negative = token.hasPrefix("-")
        let magnitude = negative ? String(token.dropFirst()) : token
        guard !magnitude.isEmpty, magnitude.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw RowMetricsError(line: line, message: "expected \(what) as a whole number of font units such as -40, got `\(token)`")
        }
        guard magnitude.utf8.count <= 6, let value = Int(magnitude), value <= (negative ? 32768 : 32767) else {
            throw RowMetricsError(line: line, message: "\(what) \(token) is out of range; it must be from -32768 to 32767")
        }
        return negative ? -value : value
    }

    private static func kerningClass(_ token: String, side: String, count: Int, line: Int) throws(RowMetricsError) -> Int {
        guard token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), token.utf8.count <= 6, let value = Int(token) else {
            throw RowMetricsError(line: line, message: "expected a \(side) kerning class number, got `\(token)`")
        }
        guard value <= count else {
            throw RowMetricsError(line: line, message: "\(side) kerning class \(value) is beyond the \(count) that `kerning-classes` declares")
        }
        return value
    }

    // A positive decimal point size, as `rowc metrics` writes it.
    private static func pointSize(_ token: String) -> Double? {
        guard token.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x65 || $0 == 0x2D }),
              let value = Double(token), value.isFinite, value > 0 else { return nil }
        return value
    }

    // "U+XXXX" or "U+XXXX..U+YYYY".
    private static func scalarRange(_ token: String, line: Int) throws(RowMetricsError) -> (UInt32, UInt32) {
        func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: line, message: message) }
        guard let dots = token.firstRange(of: "..") else {
            let value = try scalar(token, line: line)
            return (value, value)
        }
        let firstText = token[..<dots.lowerBound]
        let lastText = token[dots.upperBound...]
        guard lastText.hasPrefix("U+") else {
            throw fail("bad range `\(token)`: write both ends as U+XXXX, as in U+0041..U+005A")
        }
        let first = try scalar(String(firstText), line: line)
        let last = try scalar(String(lastText), line: line)
        guard first <= last else {
            throw fail("range \(token) is reversed: \(name(first, first)) comes after \(name(last, last))")
        }
        return (first, last)
    }

    private static func scalar(_ text: String, line: Int) throws(RowMetricsError) -> UInt32 {
        func fail(_ message: String) -> RowMetricsError { RowMetricsError(line: line, message: message) }
        let hex = text.utf8.dropFirst(2)
        let isHex = hex.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) }
        guard text.hasPrefix("U+"), (4...6).contains(hex.count), isHex, let value = UInt32(text.dropFirst(2), radix: 16) else {
            throw fail("bad scalar `\(text)`: expected U+ followed by 4 to 6 hex digits")
        }
        guard value <= 0x10FFFF else { throw fail("\(text) is beyond U+10FFFF, the last Unicode scalar") }
        guard !(0xD800...0xDFFF).contains(value) else {
            throw fail("\(text) is a surrogate code point, not a Unicode scalar")
        }
        return value
    }

    // Canonical spelling, for messages.
    private static func name(_ first: UInt32, _ last: UInt32) -> String {
        first == last ? RowMetricsTable.scalarName(first) : RowMetricsTable.scalarName(first) + ".." + RowMetricsTable.scalarName(last)
    }
}
