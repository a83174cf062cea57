// MetricsTableTests.swift checks that the width table copied into generated Swift gives every scalar the compiler's advance.

import RowKit
@testable import RowcCodegen
import RowcLayout
import Testing

@Suite struct MetricsTableTests {
    /// The generated lookup (last run starting at or before the scalar) for every scalar of
    /// Unicode must give what RowTextMetrics gives, or generated widths could differ from the report's.
    @Test func runsReproduceEveryAdvance() {
        let metrics = RowTextMetrics.inter
        let (starts, advances, _, _) = SupportEmitter.runs(of: metrics)
        #expect(starts.count == advances.count)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "run starts ascend")
        var run = -1
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            while run + 1 < starts.count && starts[run + 1] <= value { run += 1 }
            let generated = run < 0 ? metrics.defaultAdvance : advances[run]
            let units = metrics.advance(of: scalar) * Double(metrics.unitsPerEm)
            if Double(generated) != units.rounded() { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty, "first mismatching scalars: \(mismatches.prefix(5))")
    }

    @Test func aTeamTableIsCopiedToo() throws {
        let table = "rowc-metrics 1\nunits-per-em 1000\ndefault 500\nU+0041..U+005A 700\nU+4E00 1000\n"
        let metrics = try RowTextMetrics(parsing: table)
        let (starts, advances, _, _) = SupportEmitter.runs(of: metrics)
        #expect(starts == [0, 0x41, 0x5B, 0x4E00, 0x4E01])
        #expect(advances == [500, 700, 500, 1000, 500])
    }
}
