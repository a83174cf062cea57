// ReportCommandTests.swift checks `rowc report`'s options, exit statuses and usage errors.

import Foundation
import RowKit
import RowcJSON
import RowcSema
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite struct ReportCommandTests {
    static let seed = "Tests/Cases/report/seed.rows"
    static let threshold = "Tests/Cases/report/threshold.rows"
    static let errors = "Tests/Cases/report/errors.rows"

    /// A file in a fresh temporary folder, removed by the caller.
    func temporaryFile(_ name: String, _ contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// Each bad --width is a usage error: exit 2, nothing on standard output, one line on standard error.
    @Test(arguments: [
        ("abc", "`abc` is not a number of points"),
        ("", "needs at least one width"),
        (",", "needs at least one width"),
        ("0", "`0` is not a width; widths must be at least 1 point"),
        ("0.001", "`0.001` is too narrow; widths must be at least 1 point"),
        ("0.99", "`0.99` is too narrow; widths must be at least 1 point"),
        ("-320", "`-320` is not a width"),
        ("320,,375", "has an empty width between commas"),
        ("1e3", "`1e3` is not a number of points"),
        ("inf", "`inf` is not a number of points"),
        ("nan", "`nan` is not a number of points"),
        ("320px", "`320px` is not a number of points"),
        ("10001", "`10001` is too wide; widths must be at most 10000 points"),
        ("99999999999999999999", "is too wide"),
    ])
    func badWidths(value: String, message: String) {
        let run = CapturedRun.rowc(["report", "--width", value, Self.seed])
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("rowc: error: --width"))
        #expect(run.err.contains(message), "\(run.err)")
        #expect(run.err.filter { $0 == "\n" }.count == 1)
    }

    @Test func widthsAreTrimmedDeduplicatedAndKeptInOrder() {
        let run = CapturedRun.rowc(["report", "--width", "375, 320,375,320.5", Self.seed])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("\(Self.seed): 6 rows at widths 375, 320, 320.5 (plain list, cells 375, 320, 320.5), left to right\n"))
        let narrowest = CapturedRun.rowc(["report", "--width", "1", Self.seed])
        #expect(narrowest.status == 0 && narrowest.out.hasPrefix("\(Self.seed): 6 rows at widths 1 (plain list, cells 1), left to right\n"))
    }

    /// Tabs and Unicode space separators around a width are trimmed, scalar by scalar; other
    /// invisible characters are not, and make the width unreadable.
    @Test func unicodeSpacesAroundWidthsAreTrimmed() {
        let run = CapturedRun.rowc(["report", "--width", "\u{A0}320\u{3000},\t375\u{2009}, \u{200B}414 ", Self.seed])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("\(Self.seed): 6 rows at widths 320, 375, 414 (plain list, cells 320, 375, 414), left to right\n"))
        for kept in [" \u{301}320", "\u{200C}320", "320\u{85}", "320\n", "320\u{2028}", "\u{FEFF}320"] {
            let bad = CapturedRun.rowc(["report", "--width", kept, Self.seed])
            #expect(bad.status == 2)
            #expect(bad.err.contains("is not a number of points"), "\(bad.err)")
        }
        #expect(CapturedRun.rowc(["report", "--width", "\u{A0}\u{1680}\u{202F}\u{205F}", Self.seed]).err
                .contains("needs at least one width"))
    }

    @Test func missingMetricsFileIsAUsageError() {
        let run = CapturedRun.rowc(["report", "--metrics", "/nonexistent/team.metrics", Self.seed])
        #expect(run.status == 2)
        #expect(run.err == "rowc: error: /nonexistent/team.metrics: no such file\n")
    }

    /// A malformed table names its file and line.
    @Test func malformedMetricsNamesTheLine() throws {
        let url = try temporaryFile("team.metrics", "rowc-metrics 1\nunits-per-em 1000\ndefault 600\nU+0041 wide\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let run = CapturedRun.rowc(["report", "--metrics", url.path, Self.seed])
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("rowc: error: \(url.path):4: "), "\(run.err)")
        #expect(run.err.filter { $0 == "\n" }.count == 1)
    }

    /// A table's errors call it a table, and quote what they quote in backticks as every message does.
    @Test func metricsErrorsSpeakOfATable() throws {
        let url = try temporaryFile("team.metrics", "rowc-metrics 3\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let folder = url.deletingLastPathComponent().path
        let run = CapturedRun.rowc(["report", "--metrics", folder, Self.seed])
        #expect(run.err == "rowc: error: \(folder): is a folder, not a metrics table\n")
        let version = CapturedRun.rowc(["report", "--metrics", url.path, Self.seed])
        #expect(version.err == "rowc: error: \(url.path):1: unsupported format version `3`; this rowc reads versions 1 and 2\n")
    }

    /// A team's own table changes the widths: with every scalar 1 em, "Title" at 17 points is 85 wide.
    @Test func metricsFileIsUsed() throws {
        let url = try temporaryFile("wide.metrics", "rowc-metrics 1\nunits-per-em 1000\ndefault 1000\n")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let spec = try temporaryFile("one.rows", "row a title:\"Title\"\n")
        defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
        let run = CapturedRun.rowc(["report", "--metrics", url.path, "--width", "320", "--format", "json", spec.path])
        #expect(run.status == 0)
        #expect(run.out.contains("\"natural\": 85,"))
    }

    /// Layout warnings leave the status 0 unless --warnings-as-errors.
    @Test func warningsAsErrors() {
        let plain = CapturedRun.rowc(["report", "--width", "268", Self.threshold])
        #expect(plain.status == 0)
        #expect(plain.out.contains("[W302]"))
        let strict = CapturedRun.rowc(["report", "--width", "268", "--warnings-as-errors", Self.threshold])
        #expect(strict.status == 1)
        #expect(strict.out == plain.out)
        // From 315.2 every row of the file fits and shows its text.
        #expect(CapturedRun.rowc(["report", "--width", "316", "--warnings-as-errors", Self.threshold]).status == 0)
    }

    /// One spec with an error stops the whole report, even for the valid files named with it.
    @Test func anErrorAnywhereMeansNoReport() {
        let run = CapturedRun.rowc(["report", "--width", "320", Self.seed, Self.errors])
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.err.contains("[E206]"))
        #expect(run.err.hasSuffix("1 error in 2 files; no report\n"))
    }

    /// Several files make a JSON array, in path order; one file makes one object.
    @Test func jsonShapeForOneAndSeveralFiles() throws {
        let one = CapturedRun.rowc(["report", "--width", "320", "--format", "json", Self.seed])
        #expect(one.out.hasPrefix("{\n  \"file\": "))
        let two = CapturedRun.rowc(["report", "--width", "320", "--format", "json", Self.threshold, Self.seed])
        #expect(two.out.hasPrefix("[\n  {\n    \"file\": "))
        let seedAt = try #require(two.out.range(of: "seed.rows"))
        let thresholdAt = try #require(two.out.range(of: "threshold.rows"))
        #expect(seedAt.lowerBound < thresholdAt.lowerBound)
    }

    @Test func badFormatAndDirectionAreUsageErrors() {
        #expect(CapturedRun.rowc(["report", "--format", "pdf", Self.seed]).status == 2)
        #expect(CapturedRun.rowc(["report", "--direction", "up", Self.seed]).status == 2)
        #expect(CapturedRun.rowc(["report"]).status == 2)
    }

    /// `--appearance` chooses the SVG's colours; any other name, or any other format, is a usage error.
    @Test func appearanceIsForTheSVG() {
        let light = CapturedRun.rowc(["report", "--format", "svg", Self.seed])
        #expect(CapturedRun.rowc(["report", "--format", "svg", "--appearance", "light", Self.seed]) == light)
        let dark = CapturedRun.rowc(["report", "--format", "svg", "--appearance", "dark", Self.seed])
        #expect(dark.status == 0 && dark.out != light.out)
        // The default theme's dark title on black, the page in the dark palette.
        #expect(dark.out.contains("fill=\"#E3E6E8\"") && dark.out.contains("fill=\"#1C1C1E\"/>"))
        #expect(!dark.out.contains("fill=\"#292E31\""))
        let dusk = CapturedRun.rowc(["report", "--format", "svg", "--appearance", "dusk", Self.seed])
        #expect(dusk.status == 2 && dusk.out.isEmpty)
        for format in ["text", "json"] {
            let run = CapturedRun.rowc(["report", "--format", format, "--appearance", "dark", Self.seed])
            #expect(run.status == 2 && run.out.isEmpty)
            #expect(run.err == "rowc: error: --appearance applies to --format svg only; text and JSON report frames, which are the same in light and dark\n")
        }
    }

    /// The screens draw one phone per appearance given; the gallery draws one appearance; `--list`
    /// chooses the list style every format lays the rows out in, and each says which.
    @Test func screensTakeAppearancesAndAListStyle() throws {
        let both = CapturedRun.rowc(["report", "--format", "svg", "--width", "320", "--appearance", "light,dark", Self.seed])
        #expect(both.status == 0)
        #expect(both.out.contains(">320 pt, light</text>") && both.out.contains(">320 pt, dark</text>"))
        let rows = CapturedRun.rowc(["report", "--format", "svg-rows", "--appearance", "light,dark", Self.seed])
        #expect(rows.status == 2 && rows.out.isEmpty)
        #expect(rows.err == "rowc: error: --format svg-rows draws one appearance; give --appearance light or dark, or use --format svg\n")
        // The seed's rows are on systemBackground: a plain list, white, unless --list says grouped (#F2F2F7).
        let plain = CapturedRun.rowc(["report", "--format", "svg", "--width", "320", Self.seed])
        let grouped = CapturedRun.rowc(["report", "--format", "svg", "--width", "320", "--list", "grouped", Self.seed])
        // The list's background is drawn first, right before the status bar's time.
        #expect(plain.out.contains("plain list, cells 320</text>") && plain.out.contains("fill=\"#FFFFFF\"/>\n<text x=\"30\""))
        #expect(grouped.out.contains("grouped list, cells 320</text>") && grouped.out.contains("fill=\"#F2F2F7\"/>\n<text x=\"30\""))
        // An inset grouped list's cells at 320 are 288, the 16-point margin off each side, in every format.
        let text = CapturedRun.rowc(["report", "--width", "320", "--list", "insetGrouped", Self.seed])
        #expect(text.status == 0)
        #expect(text.out.hasPrefix("\(Self.seed): 6 rows at widths 320 (insetGrouped list, cells 288 at 320), left to right\n"))
        let json = CapturedRun.rowc(["report", "--width", "320", "--list", "insetGrouped", "--format", "json", Self.seed])
        let file = try JSON.parse(Array(json.out.utf8))
        #expect(file["list"]?.stringValue == "insetGrouped" && file["cellWidths"]?.arrayValue?.compactMap(\.doubleValue) == [288])
        let layout = file["rows"]?.arrayValue?.first?["layouts"]?.arrayValue?.first
        #expect(layout?["width"]?.doubleValue == 320 && layout?["cellWidth"]?.doubleValue == 288 && layout?["margin"]?.doubleValue == 16)
        let gallery = CapturedRun.rowc(["report", "--width", "320", "--list", "insetGrouped", "--format", "svg-rows", Self.seed])
        #expect(gallery.status == 0 && gallery.out.contains("insetGrouped list, cells 288 at 320</text>"))
        #expect(CapturedRun.rowc(["report", "--format", "svg", "--list", "inset", Self.seed]).status == 2)
    }

    @Test func helpListsTheReportCommand() {
        let run = CapturedRun.rowc(["--help"])
        #expect(run.out.contains("report"))
        let help = CapturedRun.rowc(["help", "report"])
        #expect(help.out.contains("--warnings-as-errors"))
        #expect(help.out.contains("--metrics FILE"))
    }
}

extension ReportCommandTests {
    /// Each bad --size is a usage error naming the size, with the closest name.
    @Test(arguments: [
        ("huge", "`huge` is not a text size"),
        ("xlarge", "did you mean `xLarge`?"),
        ("", "needs at least one text size"),
        ("large,,xLarge", "has an empty size between commas"),
        ("all,large", "`all` is not a text size"),
    ])
    func badSizes(value: String, message: String) {
        let run = CapturedRun.rowc(["report", "--size", value, Self.seed])
        #expect(run.status == 2 && run.out.isEmpty)
        #expect(run.err.hasPrefix("rowc: error: --size"))
        #expect(run.err.contains(message), "\(run.err)")
    }

    /// Sizes are laid out smallest first, repeats dropped; JSON names each layout's size.
    @Test func sizesAreSortedAndNamed() throws {
        let run = CapturedRun.rowc(["report", "--size", "accessibility1, xSmall,accessibility1", "--width", "320", Self.seed])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("\(Self.seed): 6 rows at widths 320 (plain list, cells 320), text sizes xSmall, accessibility1, left to right\n"))
        let json = CapturedRun.rowc(["report", "--size", "all", "--format", "json", "--width", "320", Self.seed])
        let file = try JSON.parse(Array(json.out.utf8))
        #expect(file["sizes"]?.arrayValue?.count == 12)
        let layouts = file["rows"]?.arrayValue?.first?["layouts"]?.arrayValue ?? []
        #expect(layouts.compactMap { $0["size"]?.stringValue } == RowContentSize.allCases.map(\.rawValue))
    }
}
