// CheckCommandLineTests.swift checks how `rowc check` treats its arguments: usage errors, options and exit statuses.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("rowc check arguments")
struct CheckCommandLineTests {
    /// A bad invocation prints one line on standard error, nothing on standard output, and exits 2.
    func expectUsageError(_ arguments: [String], saying text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let run = CapturedRun.rowc(arguments)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.out.isEmpty, sourceLocation: sourceLocation)
        #expect(run.err.hasPrefix("rowc: error: "), sourceLocation: sourceLocation)
        #expect(run.err.contains(text), sourceLocation: sourceLocation)
        #expect(run.err.filter { $0 == "\n" }.count == 1, "one line, no stack trace", sourceLocation: sourceLocation)
    }

    @Test("no paths: the message shows the command run, and for fmt standard input", arguments: [
        ("check", "no input: name spec files or folders, as in `rowc check Specs/`\n"),
        ("build", "no input: name spec files or folders, as in `rowc build Specs/`\n"),
        ("report", "no input: name spec files or folders, as in `rowc report Specs/`\n"),
        ("fmt", "no input: name spec files or folders, as in `rowc fmt Specs/`, or `-` to format standard input\n"),
    ])
    func noPaths(command: String, message: String) {
        expectUsageError([command], saying: message)
    }

    @Test("`-` is standard input only for fmt", arguments: ["check", "build", "report"])
    func standardInputIsOnlyForFmt(command: String) {
        expectUsageError([command, "-"], saying: "rowc: error: `-`: standard input is read only by `rowc fmt -`")
    }

    @Test("a missing file")
    func missingFile() {
        expectUsageError(["check", "Tests/Cases/check/no-such-case.rows"], saying: "no-such-case.rows: no such file or folder")
    }

    @Test("a folder without specs")
    func folderWithoutSpecs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        expectUsageError(["check", folder.path], saying: "no .rows spec files in this folder")
    }

    @Test("an unknown option and a bad option value")
    func badOptions() {
        expectUsageError(["check", "--formt", "json", "Specs"], saying: "did you mean `--format`?")
        expectUsageError(["check", "--format", "xml", "Specs"], saying: "use one of: text, json")
    }

    @Test("warnings exit 0, or 1 with --warnings-as-errors")
    func warningsAsErrors() {
        let spec = "Tests/Cases/check/W001-empty-section.rows"
        #expect(CapturedRun.rowc(["check", spec]).status == 0)
        #expect(CapturedRun.rowc(["check", "--warnings-as-errors", spec]).status == 1)
    }

    @Test("--assets takes a catalog or a folder of them; a catalog alone or a missing one is a usage error")
    func assetsOption() {
        let spec = "Tests/Cases/check/W502-missing-image.rows", catalog = "Tests/Cases/check/W502-missing-image.xcassets"
        let given = CapturedRun.rowc(["check", "--format", "json", "--assets", catalog, spec])
        #expect(given.status == 0 && given.out.contains("W502"))
        #expect(given.out == CapturedRun.rowc(["check", "--format", "json", spec, catalog]).out)
        #expect(given.out == CapturedRun.rowc(["check", "--format", "json", "--assets", catalog, spec, catalog]).out, "read once")
        #expect(!CapturedRun.rowc(["check", "--format", "json", spec]).out.contains("W502"), "no catalog, no asset warnings")
        let missing = CapturedRun.rowc(["check", "--assets", "Nowhere.xcassets", spec])
        #expect(missing.status == 2 && missing.err == "rowc: error: --assets Nowhere.xcassets: no such folder\n")
        let empty = CapturedRun.rowc(["check", "--assets", "Tests/Cases/fmt", spec])
        #expect(empty.status == 2 && empty.err.contains("no .xcassets asset catalog in this folder"))
        let alone = CapturedRun.rowc(["check", catalog])
        #expect(alone.status == 2 && alone.err.hasPrefix("rowc: error: no spec files"))
    }

    @Test("a folder is searched, files in byte order, with one summary for all")
    func folder() {
        let run = CapturedRun.rowc(["check", "--max-errors", "0", "Tests/Cases/check"])
        #expect(run.status == 1)
        let headers = run.err.split(separator: "\n").filter { $0.hasPrefix("Tests/Cases/check/") }
        let files = headers.map { $0.prefix { $0 != ":" } }
        // The specs in byte order, then the problems of the catalogs the folder holds, as each is walked.
        let specs = files.filter { $0.hasSuffix(".rows") }, catalogs = files.filter { !$0.hasSuffix(".rows") }
        #expect(files == specs + catalogs)
        #expect(specs == specs.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let summary = run.err.split(separator: "\n").last ?? ""
        #expect(summary.hasSuffix(" in \(CheckCase.all.count + Set(catalogs).count) files"))
    }

    @Test("a file named twice is checked once")
    func duplicatePaths() {
        let spec = "Tests/Cases/check/W003-no-rows.rows"
        let run = CapturedRun.rowc(["check", spec, spec, "Tests/Cases/check/../check/W003-no-rows.rows"])
        #expect(run.err.hasSuffix("1 warning in 1 file\n"))
    }
}
