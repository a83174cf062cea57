// BuiltInTableTests.swift holds InterMetrics.swift to what `rowc metrics` makes from Inter Regular, and remakes it when recording.

import Foundation
import RowKit
import RowcLayout
import RowcRunSupport
import RowcTestSupport
import Testing

/// The built-in table is `rowc metrics` run on Inter Regular (Debian's fonts-inter), wrapped as a
/// Swift string: the same path a team's table takes. The font read is Tests/Fonts' copy, every
/// table but the outlines; .ci/run checks that the installed font makes the same table.
/// `ROWC_RECORD=1 swift test --filter BuiltInTableTests` rewrites InterMetrics.swift.
@Suite struct BuiltInTableTests {
    static let font = Repository.path("Tests/Fonts/Inter-Regular.otf")
    static let source = "Sources/RowKit/InterMetrics.swift"

    @Test func builtInTableIsWhatRowcMetricsMakesFromInter() throws {
        let run = CapturedRun.rowc(["metrics", Self.font])
        try #require(run.status == 0, "\(run.err)")
        #expect(!run.out.contains("\"\"\"#"), "the table would end the Swift raw string early")
        Golden.check(Self.swift(run.out), against: Self.source)
        #expect(RowTextMetrics.interSource == run.out)
    }

    /// The Swift file holding `table`.
    static func swift(_ table: String) -> String {
        """
        // The built-in text metrics table, made by `rowc metrics` from Inter Regular (Debian's fonts-inter).
        // Remake it with `ROWC_RECORD=1 swift test --filter BuiltInTableTests`; do not edit it.

        /// interMetricsTable is kept as text, not as an array literal, because a literal with
        /// thousands of elements is slow to type-check; RowTextMetrics.inter parses it once.
        let interMetricsTable = #\"\"\"
        \(table)
        \"\"\"#

        """
    }
}
