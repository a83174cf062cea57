// MetricsEmitter.swift writes `RowTextMetrics`: the compiler's advance-width table as two arrays and its arithmetic.

import RowcLayout

extension SupportEmitter {
    /// The table as runs of equal advance over all of Unicode: `starts[i]` begins a run of
    /// `advances[i]` that ends where the next begins, a complete copy of `metrics.advance(of:)`.
    static func runs(of metrics: TextMetrics) -> (starts: [UInt32], advances: [Int]) {
        let runs = metrics.runs
        return (runs.map(\.first), runs.map(\.advance))
    }

    static func writeMetrics(_ metrics: TextMetrics, _ w: inout SwiftWriter) {
        let access = w.access
        w.lines(#"""
        /// Character advance widths in font units: the table rowc measures text with, so layouts
        /// made here agree with `rowc report`. Characters it does not list take `defaultAdvance`.
        \#(access.pub)struct RowTextMetrics: Sendable {
            \#(access.pub)let unitsPerEm: Int
            \#(access.pub)let defaultAdvance: Int
            /// Ascending code points, each starting a run of characters with the same advance
            /// that ends where the next run starts.
            \#(access.pub)let runStarts: [UInt32]
            /// The advance of each run, in font units.
            \#(access.pub)let runAdvances: [Int]
            /// The advance of each ASCII character, indexed by its value: the characters most
            /// titles are written in, looked up without a search.
            private let asciiAdvances: [Int]

            \#(access.pub)init(unitsPerEm: Int, defaultAdvance: Int, runStarts: [UInt32], runAdvances: [Int]) {
                precondition(runStarts.count == runAdvances.count, "every run needs an advance")
                var ascii = [Int](repeating: defaultAdvance, count: 0x80)
                for (run, start) in runStarts.enumerated() where start < 0x80 {
                    let end = run + 1 < runStarts.count ? min(runStarts[run + 1], 0x80) : 0x80
                    for scalar in Int(start)..<Int(end) {
                        ascii[scalar] = runAdvances[run]
                    }
                }
                self.init(unitsPerEm: unitsPerEm, defaultAdvance: defaultAdvance, runStarts: runStarts,
                          runAdvances: runAdvances, asciiAdvances: ascii)
            }

            // Computes nothing, so that `default`, made of literals, is laid down by the compiler
            // and needs no initialisation when first used. A check for that would make every
            // caller keep its row alive across it, retaining the row's strings on each layout.
            private init(unitsPerEm: Int, defaultAdvance: Int, runStarts: [UInt32], runAdvances: [Int],
                         asciiAdvances: [Int]) {
                self.unitsPerEm = unitsPerEm
                self.defaultAdvance = defaultAdvance
                self.runStarts = runStarts
                self.runAdvances = runAdvances
                self.asciiAdvances = asciiAdvances
            }

            /// The advance of `scalar` in font units.
            \#(access.pub)func advance(of scalar: Unicode.Scalar) -> Int {
                scalar.value < 0x80 ? asciiAdvances[Int(scalar.value)] : run(containing: scalar.value).advance
            }

            /// The width of `text` in points at `fontSize`: the advances of its Unicode scalars,
            /// summed in font units and then scaled, in the order rowc computes it.
            \#(access.pub)func width(of text: String, fontSize: Double) -> Double {
                // Reading the UTF-8 directly is about three times as fast as `unicodeScalars`.
                let units = text.utf8.withContiguousStorageIfAvailable(units(ofUTF8:))
                    ?? text.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
                return Double(units) * fontSize / Double(unitsPerEm)
            }

            /// The sum of the advances of `bytes`, which are well-formed UTF-8 as a String's are.
            private func units(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
                asciiAdvances.withUnsafeBufferPointer { ascii in
                    var units = 0
                    // Text in one script (Cyrillic or CJK, say) stays in a few runs for a while,
                    // so the last run found answers most of its characters without a search.
                    var recent = (start: UInt32(1), end: UInt32(0), advance: 0)
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
                        let lead = UInt32(byte)
                        // The lead byte gives the sequence's length; each byte after it adds six bits.
                        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
                        var value = lead & (0x7F >> UInt32(length))
                        for next in bytes[(i + 1)..<(i + length)] {
                            value = value << 6 | UInt32(next & 0x3F)
                        }
                        i += length
                        if value < recent.start || value >= recent.end {
                            recent = run(containing: value)
                        }
                        units += recent.advance
                    }
                    return units
                }
            }

            /// The run `value` falls in, from its start to where the next begins, with its advance;
            /// before the first run, the gap up to it with the default advance.
            private func run(containing value: UInt32) -> (start: UInt32, end: UInt32, advance: Int) {
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
                return low == 0 ? (0, end, defaultAdvance) : (runStarts[low - 1], end, runAdvances[low - 1])
            }

        """#)
        let (starts, advances) = runs(of: metrics)
        w.indented { w in
            w.doc(["The table rowc measured with when it generated this file."])
            w.line(w.pub + "static let `default` = RowTextMetrics(")
            w.line("    unitsPerEm: \(metrics.unitsPerEm), defaultAdvance: \(metrics.defaultAdvance),")
            w.line("    runStarts: defaultRunStarts, runAdvances: defaultRunAdvances, asciiAdvances: defaultASCIIAdvances")
            w.line(")")
            w.line()
            // Homogeneous, explicitly typed literals: cheap for the type checker at any size.
            writeArray("defaultRunStarts", "UInt32", starts.map(hex), perLine: 8, &w)
            w.line()
            writeArray("defaultRunAdvances", "Int", advances.map(String.init), perLine: 12, &w)
            w.line()
            writeArray("defaultASCIIAdvances", "Int", asciiAdvances(starts, advances, default: metrics.defaultAdvance)
                .map(String.init), perLine: 16, &w)
        }
        w.line("}")
    }

    /// The advance of each of the 128 ASCII characters, as the generated `init` works it out.
    private static func asciiAdvances(_ starts: [UInt32], _ advances: [Int], default defaultAdvance: Int) -> [Int] {
        (0..<UInt32(0x80)).map { scalar in
            starts.lastIndex { $0 <= scalar }.map { advances[$0] } ?? defaultAdvance
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
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
