// DiagnosticText.swift prints diagnostics as text on standard error, at most `--max-errors` of them, for check, build and report.

import RowcDiagnostics

/// How many diagnostics a command prints as text. A file with thousands of mistakes (often one
/// mistake, such as a file that is not a spec) would bury the first few, which say what is wrong,
/// under pages of the same; past the limit one line counts the rest.
struct DiagnosticText {
    static let defaultLimit = 100

    /// The `--max-errors` option, which `check`, `build` and `report` take.
    static let option = OptionSpec(
        name: "--max-errors", value: "N",
        help: "print at most N errors and warnings as text, then how many more there are (default \(defaultLimit); 0 prints all)")

    /// The most to print; nil for no limit.
    let limit: Int?

    /// The default, for commands without the option (`rowc strings`).
    static let standard = DiagnosticText(limit: defaultLimit)

    private init(limit: Int?) { self.limit = limit }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let text = arguments.value(Self.option.name) else {
            limit = Self.defaultLimit
            return
        }
        guard let n = Int(text), n >= 0 else { throw UsageError("--max-errors takes a whole number, 0 for no limit, not `\(text)`") }
        limit = n == 0 ? nil : n
    }

    /// Prints `reports`' diagnostics, up to the limit, then a line counting those left out;
    /// returns how many errors and warnings there were in all, printed or not.
    func print(_ reports: [FileReport], console: Console) -> (errors: Int, warnings: Int) {
        let renderer = TextRenderer()
        var left = limit ?? Int.max
        var errors = 0, warnings = 0, hiddenErrors = 0, hiddenWarnings = 0
        for report in reports where !report.diagnostics.isEmpty {
            let shown = report.diagnostics.prefix(left)
            if !shown.isEmpty { console.err(renderer.render(Array(shown), in: report.file)) }
            left -= shown.count
            errors += report.diagnostics.count { $0.severity == .error }
            warnings += report.diagnostics.count { $0.severity == .warning }
            hiddenErrors += report.diagnostics.dropFirst(shown.count).count { $0.severity == .error }
            hiddenWarnings += report.diagnostics.dropFirst(shown.count).count { $0.severity == .warning }
        }
        if let limit, hiddenErrors + hiddenWarnings > 0 {
            let what = [(hiddenErrors, "error"), (hiddenWarnings, "warning")].filter { $0.0 > 0 }
                .map { "\($0.0) more \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
            console.err("\(what) not shown after the first \(limit); --max-errors 0 shows them all\n")
        }
        return (errors, warnings)
    }
}
