// MetricsCommandTests.swift: `rowc metrics` end to end: its table, its usage errors, and fonts it refuses without writing.

import Foundation
import RowKit
import RowcLayout
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite struct MetricsCommandTests {
    static let dejaVu = Repository.path("Tests/Fonts/DejaVuSans.ttf")

    @Test func writesAKernedTable() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appendingPath("dejavu.rowc-metrics")
        let run = CapturedRun.rowc(["metrics", Self.dejaVu, "-o", output])
        #expect(run.status == 0 && run.out.isEmpty && run.err.isEmpty, "\(run.err)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.hasPrefix("rowc-metrics 2\n"))
        #expect(text.contains("\nfont DejaVu Sans\nfont-version Version 2.37\nunits-per-em 2048\n"))
        let metrics = try RowTextMetrics(parsing: text)
        #expect(metrics.isKerned)
        #expect(metrics.kerning(between: "A", and: "V") == -131.0 / 2048)
        // Written again over itself, the table is the same, byte for byte.
        #expect(CapturedRun.rowc(["metrics", Self.dejaVu, "-o", output]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == text)
        #expect(CapturedRun.rowc(["metrics", Self.dejaVu]).out == text)
    }

    @Test(arguments: [
        (["metrics"], "metrics needs a font file"),
        (["metrics", "a.ttf", "b.ttf"], "metrics reads one font; got 2 paths"),
        (["metrics", dejaVu, "--variation", "Bold"], "table 'fvar': missing"),
        (["metrics", dejaVu, "--variation", "wght=bold"], "--variation: `wght=bold` is not AXIS=VALUE"),
        (["metrics", dejaVu, "--variation", "wght=400,wght=500"], "--variation gives axis `wght` twice"),
        (["metrics", "/nonexistent/font.ttf"], "/nonexistent/font.ttf"),
        (["metrics", dejaVu, "-o", ""], "-o takes the table's path"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let run = CapturedRun.rowc(arguments)
        #expect(run.err.contains(message), "\(run.err)")
        // A named instance of a font that does not vary is the font's fault, not the command line's.
        #expect(run.status == (message.hasPrefix("table") ? 1 : 2), "\(run.err)")
    }

    /// A broken font: exit 1, its table named, and an existing table left as it was.
    @Test func brokenFontWritesNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var bytes = [UInt8](try #require(FileManager.default.contents(atPath: Self.dejaVu)))
        bytes.removeLast(bytes.count / 2)
        let font = folder.appendingPath("Broken.ttf")
        try Data(bytes).write(to: URL(fileURLWithPath: font))
        folder.write("rowc-metrics 2\nunits-per-em 1000\ndefault 500\n", to: "old.rowc-metrics")
        let run = CapturedRun.rowc(["metrics", font, "-o", folder.appendingPath("old.rowc-metrics")])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("rowc: error: \(font): table '"), "\(run.err)")
        #expect(run.err.contains("truncated"), "\(run.err)")
        #expect(folder.read("old.rowc-metrics") == "rowc-metrics 2\nunits-per-em 1000\ndefault 500\n")
        #expect(folder.files(in: ".") == ["Broken.ttf", "old.rowc-metrics"])
    }

    /// A `rowc-metrics` file beside the specs is the table `rowc report` and `rowc build` use
    /// without flags; two folders naming different tables need --metrics.
    @Test func specFolderNamesItsTable() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row a title:\"Title\"\n", to: "a.rows")
        folder.write("rowc-metrics 2\nunits-per-em 1000\ndefault 1000\n", to: "rowc-metrics")
        let report = CapturedRun.rowc(["report", "--width", "320", folder.appendingPath("a.rows")])
        #expect(report.status == 0, "\(report.err)")
        #expect(report.out.contains("320  title    16  11    288      22  85\n"), "\(report.out)")  // 5 ems at 17 points
        try FileManager.default.createDirectory(atPath: folder.appendingPath("other"), withIntermediateDirectories: true)
        folder.write("row b title:\"B\"\n", to: "other/b.rows")
        folder.write("rowc-metrics 2\nunits-per-em 1000\ndefault 500\n", to: "other/rowc-metrics")
        let both = CapturedRun.rowc(["build", "-o", folder.appendingPath("Generated"), folder.appendingPath("a.rows"),
                                     folder.appendingPath("other/b.rows")])
        #expect(both.status == 2)
        #expect(both.err.contains("the specs' folders name different metrics tables"), "\(both.err)")
        let chosen = CapturedRun.rowc(["build", "-o", folder.appendingPath("Generated"), "--metrics", folder.appendingPath("rowc-metrics"),
                                       folder.appendingPath("a.rows"), folder.appendingPath("other/b.rows")])
        #expect(chosen.status == 0, "\(chosen.err)")
    }

    @Test func lookupWalksUpFromTheSpec() {
        #expect(MetricsLookup.candidates(forSpecAt: "Specs/a.rows") == ["Specs/rowc-metrics", "rowc-metrics"])
        #expect(MetricsLookup.candidates(forSpecAt: "a.rows") == ["rowc-metrics"])
        #expect(MetricsLookup.candidates(forSpecAt: "/p/q/a.rows") == ["/p/q/rowc-metrics", "/p/rowc-metrics", "/rowc-metrics"])
    }
}
