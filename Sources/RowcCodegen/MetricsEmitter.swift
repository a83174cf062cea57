// MetricsEmitter.swift writes `RowTextMetrics`: the compiler's advance-width table as two arrays and its arithmetic.

import RowKit
import RowcLayout

extension SupportEmitter {
    /// The table as runs over all of Unicode: `starts[i]` begins a run of `advances[i]`, in
    /// kerning classes `lefts[i]` and `rights[i]`, that ends where the next begins: a complete
    /// copy of `metrics.advance(of:)` and of its classes.
    static func runs(of metrics: RowTextMetrics) -> (starts: [UInt32], advances: [Int], lefts: [Int], rights: [Int]) {
        let runs = metrics.runs
        return (runs.map(\.first), runs.map(\.advance), runs.map(\.left), runs.map(\.right))
    }

    static func writeMetrics(_ metrics: RowTextMetrics, _ w: inout SwiftWriter) {
        let access = w.access
        w.lines(#"""
        /// Character advance widths, kerning and tracking in font units: the table rowc measures
        /// text with, so layouts made here agree with `rowc report`. Characters it does not list
        /// take `defaultAdvance`.
        \#(access.pub)struct RowTextMetrics: Sendable {
            \#(access.pub)let unitsPerEm: Int
            \#(access.pub)let defaultAdvance: Int
            /// Ascending code points, each starting a run of characters with the same advance
            /// and kerning classes that ends where the next run starts.
            \#(access.pub)let runStarts: [UInt32]
            /// The advance of each run, in font units.
            \#(access.pub)let runAdvances: [Int]
            /// The kerning class of each run as the first character of a pair (a row of
            /// `kerning`) and as the second (a column); class 0 kerns with nothing.
            \#(access.pub)let runLeftClasses: [Int]
            \#(access.pub)let runRightClasses: [Int]
            /// The kerning between classes in font units, row by row:
            /// `kerning[left * rightClassCount + right]`.
            \#(access.pub)var kerning: [Int16] {
                kerningWords.withUnsafeBytes { words in (0..<kerningCount).map { Int16(Self.kerning(at: $0, in: words)) } }
            }
            \#(access.pub)let rightClassCount: Int
            /// `kerning` four values to a word, the first in the low 16 bits: a literal of a
            /// quarter as many elements, which the compiler builds in a fraction of the time.
            private let kerningWords: [UInt64]
            private let kerningCount: Int
            /// Point sizes, ascending, and the tracking added to each character at each.
            \#(access.pub)let trackingSizes: [Double]
            \#(access.pub)let trackingValues: [Int]
            /// The advance of each ASCII character, indexed by its value: the characters most
            /// titles are written in, looked up without a search.
            private let asciiAdvances: [Int]
            /// The same with its kerning classes, packed so that one load reads all three: the
            /// advance in the low 20 bits, the right class in the next 20, and the left class's
            /// row offset in `kerning` above them.
            private let asciiKerning: [Int]

            \#(access.pub)init(unitsPerEm: Int, defaultAdvance: Int, runStarts: [UInt32], runAdvances: [Int],
                        runLeftClasses: [Int] = [], runRightClasses: [Int] = [], kerning: [Int16] = [], rightClassCount: Int = 0,
                        trackingSizes: [Double] = [], trackingValues: [Int] = []) {
                precondition(runStarts.count == runAdvances.count, "every run needs an advance")
                precondition(kerning.isEmpty || (runLeftClasses.count == runStarts.count && runRightClasses.count == runStarts.count),
                             "every run needs its kerning classes")
                precondition(trackingSizes.count == trackingValues.count, "every tracking size needs a value")
                var ascii = [Int](repeating: defaultAdvance, count: 0x80)
                var packed = [Int](repeating: defaultAdvance, count: 0x80)
                for (run, start) in runStarts.enumerated() where start < 0x80 {
                    let end = run + 1 < runStarts.count ? min(runStarts[run + 1], 0x80) : 0x80
                    for scalar in Int(start)..<Int(end) {
                        ascii[scalar] = runAdvances[run]
                        packed[scalar] = runAdvances[run]
                        if !kerning.isEmpty {
                            packed[scalar] |= runRightClasses[run] << 20 | runLeftClasses[run] * rightClassCount << 40
                        }
                    }
                }
                var words = [UInt64](repeating: 0, count: (kerning.count + 3) / 4)
                for (index, value) in kerning.enumerated() {
                    words[index / 4] |= UInt64(UInt16(bitPattern: value)) << (index % 4 * 16)
                }
                self.init(unitsPerEm: unitsPerEm, defaultAdvance: defaultAdvance, runStarts: runStarts, runAdvances: runAdvances,
                          runLeftClasses: runLeftClasses, runRightClasses: runRightClasses, kerningWords: words,
                          kerningCount: kerning.count, rightClassCount: rightClassCount, trackingSizes: trackingSizes,
                          trackingValues: trackingValues, asciiAdvances: ascii, asciiKerning: packed)
            }

            // Computes nothing, so that `default`, made of literals, is laid down by the compiler
            // and needs no initialisation when first used. A check for that would make every
            // caller keep its row alive across it, retaining the row's strings on each layout.
            private init(unitsPerEm: Int, defaultAdvance: Int, runStarts: [UInt32], runAdvances: [Int],
                         runLeftClasses: [Int], runRightClasses: [Int], kerningWords: [UInt64], kerningCount: Int,
                         rightClassCount: Int, trackingSizes: [Double], trackingValues: [Int], asciiAdvances: [Int],
                         asciiKerning: [Int]) {
                self.unitsPerEm = unitsPerEm
                self.defaultAdvance = defaultAdvance
                self.runStarts = runStarts
                self.runAdvances = runAdvances
                self.runLeftClasses = runLeftClasses
                self.runRightClasses = runRightClasses
                self.kerningWords = kerningWords
                self.kerningCount = kerningCount
                self.rightClassCount = rightClassCount
                self.trackingSizes = trackingSizes
                self.trackingValues = trackingValues
                self.asciiAdvances = asciiAdvances
                self.asciiKerning = asciiKerning
            }

            /// The advance of `scalar` in font units.
            \#(access.pub)func advance(of scalar: Unicode.Scalar) -> Int {
                scalar.value < 0x80 ? asciiAdvances[Int(scalar.value)] : run(containing: scalar.value).advance
            }

            /// The kerning in font units when `second` follows `first`.
            \#(access.pub)func kerning(between first: Unicode.Scalar, and second: Unicode.Scalar) -> Int {
                guard kerningCount > 0 else { return 0 }
                let index = run(containing: first.value).row + run(containing: second.value).column
                return kerningWords.withUnsafeBytes { Self.kerning(at: index, in: $0) }
            }

            /// Entry `index` of the kerning matrix, from the words it is packed in. On a
            /// little-endian machine, as every Apple device is, the words' memory holds the
            /// matrix's 16-bit entries in order, so one load reads an entry.
            @inline(__always)
            private static func kerning(at index: Int, in words: UnsafeRawBufferPointer) -> Int {
                #if _endian(little)
                Int(words.load(fromByteOffset: index &* 2, as: Int16.self))
                #else
                Int(Int16(truncatingIfNeeded: words.load(fromByteOffset: index / 4 * 8, as: UInt64.self) >> (index % 4 * 16)))
                #endif
            }

            /// The tracking at `fontSize` in font units per character: the table's value there, or
            /// on the line through the two nearest sizes (the first two below the table's sizes,
            /// the last two above them).
            \#(access.pub)func tracking(at fontSize: Double) -> Double {
                guard trackingSizes.count > 1 else { return trackingValues.first.map(Double.init) ?? 0 }
                var next = 1
                while next < trackingSizes.count - 1 && trackingSizes[next] < fontSize { next += 1 }
                let slope = (fontSize - trackingSizes[next - 1]) / (trackingSizes[next] - trackingSizes[next - 1])
                return Double(trackingValues[next - 1]) + slope * Double(trackingValues[next] - trackingValues[next - 1])
            }

            /// The width of `text` in points at `fontSize`: the advances of its Unicode scalars and
            /// the kerning of each adjacent pair, summed in font units, plus the tracking for each
            /// scalar that advances, then scaled, in the order rowc computes it.
            \#(access.pub)func width(of text: String, fontSize: Double) -> Double {
                guard kerningCount == 0 else {
                    let counted = trackingSizes.isEmpty
                        ? text.utf8.withContiguousStorageIfAvailable { kernedUnits(ofUTF8: $0, counting: false) }
                        : text.utf8.withContiguousStorageIfAvailable { kernedUnits(ofUTF8: $0, counting: true) }
                    let (units, advancing) = counted ?? kernedUnits(of: text.unicodeScalars)
                    return scaled(units, advancing, fontSize)
                }
                // Reading the UTF-8 directly is about three times as fast as `unicodeScalars`.
                let units = text.utf8.withContiguousStorageIfAvailable(units(ofUTF8:))
                    ?? text.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
                guard !trackingSizes.isEmpty else { return Double(units) * fontSize / Double(unitsPerEm) }
                return scaled(units, text.unicodeScalars.reduce(0) { $0 + (advance(of: $1) == 0 ? 0 : 1) }, fontSize)
            }

            /// Font units to points, with the tracking for `advancing` scalars.
            private func scaled(_ units: Int, _ advancing: Int, _ fontSize: Double) -> Double {
                guard !trackingSizes.isEmpty else { return Double(units) * fontSize / Double(unitsPerEm) }
                return (Double(units) + Double(advancing) * tracking(at: fontSize)) * fontSize / Double(unitsPerEm)
            }

            /// The sum of the advances of `bytes`, which are well-formed UTF-8 as a String's are.
            private func units(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
                asciiAdvances.withUnsafeBufferPointer { ascii in
                    var units = 0
                    // Text in one script (Cyrillic or CJK, say) stays in a few runs for a while,
                    // so the last run found answers most of its characters without a search.
                    var recent = (start: UInt32(1), end: UInt32(0), advance: 0, row: 0, column: 0)
                    var i = 0
                    while i < bytes.count {
                        // ASCII, all of most titles, is summed in a loop of its own.
                        // No sum can overflow, as no String has 2^50 bytes.
                        var byte = bytes[i]
                        while byte < 0x80 {
                            units &+= ascii[Int(byte)]
                            i &+= 1
                            guard i < bytes.count else { return units }
                            byte = bytes[i]
                        }
                        let (value, length) = Self.decode(bytes, at: i)
                        i += length
                        if value < recent.start || value >= recent.end {
                            recent = run(containing: value)
                        }
                        units += recent.advance
                    }
                    return units
                }
            }

            /// The advances of `bytes` with the kerning of each pair, and, when `counting`, how many
            /// of its scalars advance (the ones tracking spaces out). Always inlined, so that each
            /// call's constant `counting` takes its branch out of the loop.
            @inline(__always)
            private func kernedUnits(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, counting: Bool) -> (Int, Int) {
                asciiKerning.withUnsafeBufferPointer { ascii in
                    kerningWords.withUnsafeBytes { kerning in
                        var units = 0, advancing = 0, row = 0
                        var recent = (start: UInt32(1), end: UInt32(0), advance: 0, row: 0, column: 0)
                        var i = 0
                        while i < bytes.count {
                            // ASCII in a loop of its own: one load for a character's advance and
                            // classes, one for the pair's kerning.
                            var byte = bytes[i]
                            while byte < 0x80 {
                                let entry = ascii[Int(byte)]
                                let advance = entry & 0xFFFFF
                                units &+= advance &+ Self.kerning(at: row &+ (entry >> 20 & 0xFFFFF), in: kerning)
                                row = entry >> 40
                                if counting { advancing &+= advance == 0 ? 0 : 1 }
                                i &+= 1
                                guard i < bytes.count else { return (units, advancing) }
                                byte = bytes[i]
                            }
                            let (value, length) = Self.decode(bytes, at: i)
                            i += length
                            if value < recent.start || value >= recent.end {
                                recent = run(containing: value)
                            }
                            units &+= recent.advance &+ Self.kerning(at: row &+ recent.column, in: kerning)
                            row = recent.row
                            if counting { advancing &+= recent.advance == 0 ? 0 : 1 }
                        }
                        return (units, advancing)
                    }
                }
            }

            private func kernedUnits(of scalars: String.UnicodeScalarView) -> (Int, Int) {
                kerningWords.withUnsafeBytes { kerning in
                    var units = 0, advancing = 0, row = 0
                    for scalar in scalars {
                        let run = run(containing: scalar.value)
                        units += run.advance + Self.kerning(at: row + run.column, in: kerning)
                        row = run.row
                        advancing += run.advance == 0 ? 0 : 1
                    }
                    return (units, advancing)
                }
            }

            /// The scalar at `i` of well-formed UTF-8 whose lead byte is not ASCII, and its length:
            /// the lead byte gives the length, and each byte after it adds six bits.
            private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
                let lead = UInt32(bytes[i])
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                var value = lead & (0x7F >> UInt32(length))
                for next in bytes[(i + 1)..<(i + length)] {
                    value = value << 6 | UInt32(next & 0x3F)
                }
                return (value, length)
            }

            /// The run `value` falls in, from its start to where the next begins, with its advance
            /// and classes (the left one as its row's offset in `kerning`); before the first run,
            /// the gap up to it with the default advance.
            private func run(containing value: UInt32) -> (start: UInt32, end: UInt32, advance: Int, row: Int, column: Int) {
                // The last run that starts at or before the value.
                var low = 0
                var high = runStarts.count
                while low < high {
                    let middle = (low + high) / 2
                    if runStarts[middle] <= value {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                let end = low < runStarts.count ? runStarts[low] : UInt32.max
                guard low > 0 else { return (0, end, defaultAdvance, 0, 0) }
                let run = low - 1
                guard kerningCount > 0 else { return (runStarts[run], end, runAdvances[run], 0, 0) }
                return (runStarts[run], end, runAdvances[run], runLeftClasses[run] * rightClassCount, runRightClasses[run])
            }

        """#)
        let (starts, advances, lefts, rights) = runs(of: metrics)
        let kerned = metrics.isKerned
        let columns = metrics.kerningClassCounts.right
        let tracking = metrics.tracking
        w.indented { w in
            w.doc(["The table rowc measured with when it generated this file."])
            w.line(w.pub + "static let `default` = RowTextMetrics(")
            w.line("    unitsPerEm: \(metrics.unitsPerEm), defaultAdvance: \(metrics.defaultAdvance),")
            w.line("    runStarts: defaultRunStarts, runAdvances: defaultRunAdvances,")
            if kerned {
                w.line("    runLeftClasses: defaultRunLeftClasses, runRightClasses: defaultRunRightClasses,")
                w.line("    kerningWords: defaultKerningWords, kerningCount: \(metrics.kerningMatrix.count), rightClassCount: \(columns),")
            } else {
                w.line("    runLeftClasses: [], runRightClasses: [], kerningWords: [], kerningCount: 0, rightClassCount: 0,")
            }
            if tracking.isEmpty {
                w.line("    trackingSizes: [], trackingValues: [],")
            } else {
                w.line("    trackingSizes: [\(tracking.map { "\($0.size)" }.joined(separator: ", "))],")
                w.line("    trackingValues: [\(tracking.map { String($0.value) }.joined(separator: ", "))],")
            }
            w.line("    asciiAdvances: defaultASCIIAdvances, asciiKerning: \(kerned ? "defaultASCIIKerning" : "defaultASCIIAdvances")")
            w.line(")")
            w.line()
            // Homogeneous, explicitly typed literals: cheap for the type checker at any size.
            writeArray("defaultRunStarts", "UInt32", starts.map(hex), perLine: 8, &w)
            w.line()
            writeArray("defaultRunAdvances", "Int", advances.map(String.init), perLine: 12, &w)
            w.line()
            let ascii = (0..<UInt32(0x80)).map { scalar in starts.lastIndex { $0 <= scalar } }
            writeArray("defaultASCIIAdvances", "Int", ascii.map { $0.map { advances[$0] } ?? metrics.defaultAdvance }
                .map(String.init), perLine: 16, &w)
            guard kerned else { return }
            w.line()
            let packed = ascii.map { run in
                run.map { advances[$0] | rights[$0] << 20 | lefts[$0] * columns << 40 } ?? metrics.defaultAdvance
            }
            writeArray("defaultASCIIKerning", "Int", packed.map(String.init), perLine: 8, &w)
            w.line()
            writeArray("defaultRunLeftClasses", "Int", lefts.map(String.init), perLine: 16, &w)
            w.line()
            writeArray("defaultRunRightClasses", "Int", rights.map(String.init), perLine: 16, &w)
            w.line()
            writeArray("defaultKerningWords", "UInt64", kerningWords(metrics.kerningMatrix), perLine: 6, &w)
        }
        w.line("}")
    }

    /// The kerning matrix four entries to a word, the first in the low 16 bits, as the
    /// generated `RowTextMetrics` reads it: a word with kerning in hex, a 16-bit group per
    /// entry, the last entry first; a word of none as `0`.
    private static func kerningWords(_ matrix: [Int]) -> [String] {
        stride(from: 0, to: matrix.count, by: 4).map { start in
            let entries = matrix[start..<min(start + 4, matrix.count)]
            guard entries.contains(where: { $0 != 0 }) else { return "0" }
            let groups = (0..<4).reversed().map { lane in
                hexDigits(start + lane < matrix.count ? UInt32(UInt16(bitPattern: Int16(matrix[start + lane]))) : 0)
            }
            return "0x" + groups.joined(separator: "_")
        }
    }

    private static func hex(_ value: UInt32) -> String { "0x" + hexDigits(value) }

    /// `value` in uppercase hex, at least four digits.
    private static func hexDigits(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func writeArray(_ name: String, _ type: String, _ items: [String], perLine: Int,
                                   _ w: inout SwiftWriter) {
        w.line("private static let \(name): [\(type)] = [")
        for start in stride(from: 0, to: items.count, by: perLine) {
            w.line("    " + items[start..<min(start + perLine, items.count)].joined(separator: ", ") + ",")
        }
        w.line("]")
    }
}
