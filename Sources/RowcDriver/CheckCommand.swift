// CheckCommand.swift implements `rowc check`: parse and check specs, print diagnostics.

import RowcDiagnostics
import RowcJSON
import RowcLayout
import RowcSema
import RowcSource
import RowcSyntax
import Synchronization

extension Command {
    static let check = Command(
        name: "check",
        summary: "Check specs and report every error and warning.",
        usage: "check [--format text|json|sarif] [--warnings-as-errors] [--max-errors N] [--type-prefix PREFIX] [--assets DIR] [--strings FILE] PATH...",
        description: """
        Parses and checks every spec, printing diagnostics as `path:line:column: severity: message [CODE]`
        followed by the source line, fix-its and notes. Columns count Unicode characters, from 1.
        With --format json, prints one JSON array of diagnostics on standard output instead;
        with --format sarif, a SARIF 2.1.0 log for code scanning.
        Asset catalogs (.xcassets folders) among the paths or given with --assets are read: images
        and colour sets are looked up in them, and their own problems are reported with the rest.
        """,
        options: [
            OptionSpec(name: "--format", value: "FORMAT", help: "text (default), json or sarif", choices: ["text", "json", "sarif"]),
            OptionSpec(name: "--warnings-as-errors", value: nil, help: "exit 1 when there are warnings"),
            DiagnosticText.option,
            CheckedInputs.typePrefixOption,
            CheckedInputs.assetsOption,
            CheckedInputs.stringsOption,
        ],
        run: { arguments, console throws(UsageError) in
            let text = try DiagnosticText(arguments)
            let inputs = try CheckedInputs.load(arguments, for: "check")
            let reports = inputs.reports
            let diagnostics = reports.flatMap { r in r.diagnostics.map { (r.file, $0) } }
            if arguments.value("--format") == "json" {
                let array = JSON.array(diagnostics.map { JSONRenderer.object($1, in: $0) })
                console.out(array.serialized(pretty: true) + "\n")
            } else if arguments.value("--format") == "sarif" {
                console.out(SARIFOutput.log(reports).serialized(pretty: true) + "\n")
            } else {
                printText(reports, specs: inputs.results.count, text: text, console: console)
            }
            CheckedFile.keepUntilExit(inputs.results)
            return exitStatus(diagnostics.map(\.1), warningsAsErrors: arguments.has("--warnings-as-errors"))
        })

    /// Text diagnostics and a summary line, on standard error as compilers print them. The
    /// summary counts the `specs` checked and the other files (a catalog's) that have problems.
    static func printText(_ reports: [FileReport], specs: Int, text: DiagnosticText, console: Console) {
        let (errors, warnings) = text.print(reports, console: console)
        console.err(diagnosticSummary(errors: errors, warnings: warnings, files: fileCount(reports, specs: specs)) + "\n")
    }

    /// The files a summary names: every spec, and each other file with a problem.
    static func fileCount(_ reports: [FileReport], specs: Int) -> Int {
        specs + reports.dropFirst(specs).count { !$0.diagnostics.isEmpty }
    }

    static func exitStatus(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> Int32 {
        fail(diagnostics, warningsAsErrors: warningsAsErrors) ? ExitCode.failure : ExitCode.success
    }

    /// Whether `diagnostics` fail a command: they hold an error, or a warning under `--warnings-as-errors`.
    static func fail(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || warningsAsErrors && $0.severity == .warning }
    }
}

extension CheckedFile {
    /// The last results `rowc check` printed. The process ends right after printing them, and
    /// freeing a large spec's tens of megabytes of tokens, attributes and rows costs a few
    /// milliseconds the system saves by taking the memory back at exit in one go. Only the last
    /// are kept, so running the command in-process many times holds one result set, not all of them.
    private static let kept = Mutex<[CheckedFile]>([])

    static func keepUntilExit(_ results: [CheckedFile]) {
        kept.withLock { $0 = results }
    }

}
