// MaxErrorsTests.swift checks `--max-errors`: check, build and report print at most N diagnostics as text, then count the rest.

import RowcJSON
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("--max-errors")
struct MaxErrorsTests {
    static let fiveErrors = "Tests/Cases/check/five-errors.rows"

    /// The lines of `err` that start a diagnostic.
    static func diagnosticLines(_ err: String) -> Int {
        err.split(separator: "\n").count { $0.hasPrefix(fiveErrors + ":") }
    }

    @Test("check, build and report print the first N, a line counting the rest, and a summary of all", arguments: ["check", "build", "report"])
    func limit(command: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let output = command == "build" ? ["-o", folder.appendingPath("Generated")] : []
        let run = CapturedRun.rowc([command, "--max-errors", "2", Self.fiveErrors] + output)
        #expect(run.status == 1)
        #expect(Self.diagnosticLines(run.err) == 2, "\(run.err)")
        #expect(run.err.contains("\n3 more errors not shown after the first 2; --max-errors 0 shows them all\n5 errors in 1 file"), "\(run.err)")
    }

    @Test("0 prints every one, as does a limit of the count or more", arguments: ["0", "5", "100"])
    func everyOne(value: String) {
        let run = CapturedRun.rowc(["check", "--max-errors=\(value)", Self.fiveErrors])
        #expect(Self.diagnosticLines(run.err) == 5 && !run.err.contains("not shown"), "\(run.err)")
        #expect(run.err == CapturedRun.rowc(["check", Self.fiveErrors]).err)
    }

    @Test("a value that is not a whole number, 0 or more, is a usage error", arguments: ["-1", "many", "", "1.5"])
    func badValue(value: String) {
        let run = CapturedRun.rowc(["check", "--max-errors", value, Self.fiveErrors])
        #expect(run == CapturedRun(status: 2, out: "", err: "rowc: error: --max-errors takes a whole number, 0 for no limit, not `\(value)`\n"))
    }

    @Test("JSON holds every diagnostic whatever the limit: tools filter it themselves")
    func jsonHoldsAll() throws {
        let run = CapturedRun.rowc(["check", "--format", "json", "--max-errors", "1", Self.fiveErrors])
        #expect(try JSON.parse(run.out).arrayValue?.count == 5)
    }
}
