// ReportCommand.swift implements `rowc report`: every row's frames at device widths, as text, JSON or SVG.

import RowKit
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcSource
import RowcStrings
import RowcSystem

extension Command {
    static let report = Command(
        name: "report",
        summary: "Lay out every row at device widths; report frames, truncation and conflicts.",
        usage: "report [--width LIST] [--size LIST] [--locale LIST] [--format text|json|svg|svg-rows] [--appearance LIST] [--list plain|grouped|insetGrouped] [--direction ltr|rtl] [--metrics FILE] [--warnings-as-errors] [--max-errors N] [--assets DIR] [--strings FILE] PATH...",
        description: """
        Checks every spec, then lays out each of its rows at each device width, in its cell there
        for the list style (the theme's list.style, or --list: an inset grouped list's cells are
        narrower than the device), and at each text size (Dynamic
        Type, xSmall to accessibility5; large unless --size says otherwise) and prints the frames
        of its elements, with a warning for each truncated title or subtitle (W301) and each
        width at which the row's constraints cannot all hold (W302). The report goes to
        standard output; diagnostics from checking go to standard error as `rowc check` prints them.
        When any spec has errors, no report is printed at all and the exit status is 1.
        Layout warnings leave the exit status 0 unless --warnings-as-errors is given.
        A spec with a String Catalog is laid out in its source language unless --locale names
        others (languages of the catalogs, `all`, or Xcode's pseudolanguages double-length,
        accented, bounded and right-to-left); a right-to-left language is laid out mirrored.
        JSON is one object for one spec file and an array of them for several.
        The SVG draws each spec as the phone shows it: its sections, headers, footers and rows on
        the background of its list style, one phone per width, text size, locale and appearance (--appearance light,
        dark or light,dark). svg-rows draws the gallery of each row at each width instead, in one
        appearance. RowFrames are the same in both appearances, so text and JSON take no --appearance.
        """,
        options: [
            OptionSpec(name: "--width", value: "LIST", help: "widths in points, default \(ReportOptions.defaultWidths)"),
            OptionSpec(name: "--size", value: "LIST",
                       help: "text sizes, xSmall to accessibility5 or all, default large"),
            OptionSpec(name: "--locale", value: "LIST",
                       help: "languages of the String Catalogs, all, or a pseudolanguage (double-length, accented, bounded, right-to-left); default each spec's source language"),
            OptionSpec(name: "--format", value: "FORMAT", help: "text (default), json, svg (screens) or svg-rows (each row)",
                       choices: ["text", "json", "svg", "svg-rows"]),
            OptionSpec(name: "--appearance", value: "LIST", help: "light (default), dark or light,dark: the colours the SVG draws"),
            OptionSpec(name: "--list", value: "STYLE", help: "plain, grouped or insetGrouped: the list style rows are laid out in (default: the theme's list.style)",
                       choices: RowListStyle.allCases.map(\.rawValue)),
            OptionSpec(name: "--direction", value: "DIR", help: "ltr (default) or rtl: mirror every row", choices: ["ltr", "rtl"]),
            OptionSpec(name: "--metrics", value: "FILE",
                       help: "text widths from this table (default: a rowc-metrics file beside the specs or above, else Inter)"),
            OptionSpec(name: "--warnings-as-errors", value: nil, help: "exit 1 when there are warnings"),
            DiagnosticText.option,
            CheckedInputs.assetsOption,
            CheckedInputs.stringsOption,
        ],
        run: { arguments, console throws(UsageError) in
            let widths = try ReportOptions.widths(arguments.value("--width") ?? ReportOptions.defaultWidths)
            let sizes = try ReportOptions.sizes(arguments.value("--size") ?? RowContentSize.default.rawValue)
            let direction = RowLayoutDirection(rawValue: arguments.value("--direction") ?? "ltr") ?? .leftToRight
            let format = arguments.value("--format") ?? "text"
            let text = try DiagnosticText(arguments)
            let appearances = try ReportOptions.appearances(arguments.value("--appearance"), format: format)
            let list = ReportOptions.listStyle(arguments.value("--list"))
            let specPaths = try CheckedInputs.paths(arguments, for: "report").specs
            let (metrics, _) = try ReportOptions.metrics(arguments.value("--metrics"), specs: specPaths)
            let inputs = try CheckedInputs.load(arguments, for: "report")
            let request = try LocaleRequest(arguments.value("--locale"), strings: inputs.strings)
            let files = inputs.results
            let reports = ParallelMap.map(files) { file in
                SpecReport(spec: file.spec, widths: widths, sizes: sizes, direction: direction, metrics: metrics,
                           locales: request.locales(for: file.spec, strings: inputs.strings), list: list)
            }
            let failed = printDiagnostics(inputs.reports, specs: files.count, text: text, outcome: "no report", console: console)
            if failed { return ExitCode.failure }
            switch format {
            case "json": console.out(ReportJSON.render(reports))
            case "svg": console.out(ScreenSVG.render(reports, appearances: appearances))
            case "svg-rows": console.out(ReportSVG.render(reports, appearance: appearances[0]))
            default: console.out(ReportText.render(reports))
            }
            let diagnostics = inputs.reports.flatMap(\.diagnostics) + reports.flatMap(\.diagnostics)
            return exitStatus(diagnostics, warningsAsErrors: arguments.has("--warnings-as-errors"))
        })

    /// Prints the specs' diagnostics on standard error; returns whether there were errors, in
    /// which case the command stops and the summary line ends with `outcome` (`no report`).
    static func printDiagnostics(_ files: [FileReport], specs: Int, text: DiagnosticText, outcome: String,
                                 console: Console) -> Bool {
        let (errors, warnings) = text.print(files, console: console)
        guard errors > 0 else { return false }
        console.err(diagnosticSummary(errors: errors, warnings: warnings, files: fileCount(files, specs: specs)) + "; \(outcome)\n")
        return true
    }
}
