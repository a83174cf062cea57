// ReportGoldenTests.swift compares `rowc report` on each case in Tests/Cases/report with its recorded text, JSON and SVG.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

/// Each `Tests/Cases/report/NAME.rows` starts with a comment giving the report's options,
/// `// rowc report --width 238,239`, and has beside it what the report prints:
/// `NAME.txt`, `NAME.json`, `NAME.svg` (the screens) and `NAME.gallery.svg` (the row gallery,
/// `--format svg-rows`): standard output for each format, and, only when the run fails or prints
/// diagnostics, `NAME.stderr` (`exit N`, then standard error). A case whose options give
/// `--appearance` has only the two SVGs, text and JSON taking no appearance; one that gives
/// `--list`, or two appearances, only the screens.
/// `ROWC_RECORD=1 swift test` rewrites them all; review the diff before committing.
@Suite struct ReportGoldenTests {
    static let folder = "Tests/Cases/report"

    static let cases: [String] = {
        let names = (try? Repository.list(folder)) ?? []
        return names.filter { $0.hasSuffix(".rows") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static let formats = ["text": "txt", "json": "json", "svg": "svg", "svg-rows": "gallery.svg"]

    /// The formats a case with `options` is reported in.
    static func formats(for options: [String]) -> [String: String] {
        if options.contains("--list") || options.contains(where: { $0.contains(",dark") || $0.contains("dark,") }) {
            return ["svg": "svg"]
        }
        return options.contains("--appearance") ? formats.filter { $0.key.hasPrefix("svg") } : formats
    }

    /// The options in the case's first line.
    static func options(_ name: String) throws -> [String] {
        let source = try Repository.readText("\(folder)/\(name).rows")
        let first = source.prefix { $0 != "\n" }
        let directive = "// rowc report"
        try #require(first.hasPrefix(directive), "\(name).rows must start with `\(directive) [OPTIONS]`")
        return first.dropFirst(directive.count).split(separator: " ").map(String.init)
    }

    @Test(arguments: cases)
    func report(_ name: String) throws {
        let options = try Self.options(name)
        let path = "\(Self.folder)/\(name).rows"
        var firstRun: CapturedRun?
        for (format, ext) in Self.formats(for: options).sorted(by: { $0.key < $1.key }) {
            let arguments = ["report"] + options + ["--format", format, path]
            let run = CapturedRun.rowc(arguments)
            #expect(CapturedRun.rowc(arguments) == run, "\(name) \(format): two runs differ")
            let out = run.out.isEmpty ? nil : run.out
            Golden.check(out, against: "\(Self.folder)/\(name).\(ext)")
            if format == "text" || firstRun == nil { firstRun = run }
            if format.hasPrefix("svg"), let svg = out { SVGShape.expectWellFormed(svg, name: "\(name).\(ext)") }
        }
        let run = try #require(firstRun)
        let status = run.status == 0 && run.err.isEmpty ? nil : "exit \(run.status)\n" + run.err
        Golden.check(status, against: "\(Self.folder)/\(name).stderr")
    }

    /// The shipped specs at the default widths, in every format: the report a reader of the
    /// README gets, recorded in Tests/Cases/specs-report.
    @Test func shippedSpecs() {
        for (format, ext) in Self.formats.sorted(by: { $0.key < $1.key }) {
            let run = CapturedRun.rowc(["report", "--format", format, "Specs/"])
            #expect(run.status == 0, "Specs/ must report cleanly: \(run.err)")
            Golden.check(run.out, against: "Tests/Cases/specs-report/Specs.\(ext)")
        }
    }

    /// The shipped specs are what users copy first: they are in the layout `rowc fmt` gives, so
    /// `rowc fmt --check` in a project that starts from them passes.
    @Test func shippedSpecsAreFormatted() {
        let run = CapturedRun.rowc(["fmt", "--check", "Specs/"])
        #expect(run.status == 0, "not formatted: \(run.out)\(run.err)")
    }

    /// The report's kinds of case (the seed's rows, every style, CJK, long text, thresholds,
    /// themes, right-to-left, errors, dark appearance, screens with headers and footers) are all there, so a missing one cannot pass silently.
    @Test func casesCoverEveryKind() {
        for required in ["seed", "styles", "cjk", "long-text", "threshold", "theme", "rtl", "errors", "dark", "seed-dark", "screens"] {
            #expect(Self.cases.contains(required), "Tests/Cases/report/\(required).rows is missing")
        }
    }

    /// Every expected file belongs to a case, so a renamed case leaves nothing stale behind.
    @Test func noOrphanedGoldenFiles() throws {
        let names = try Repository.list(Self.folder)
        // Hidden names are editors' and atomic writes' temporary files, not golden files.
        for file in names where !file.hasSuffix(".rows") && !file.hasPrefix(".") {
            let base = String(file.prefix { $0 != "." })
            #expect(Self.cases.contains(base), "\(file) has no \(base).rows")
        }
    }
}
