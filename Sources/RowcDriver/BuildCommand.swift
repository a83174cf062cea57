// BuildCommand.swift implements `rowc build`: check specs, generate Swift, and bring the output folder up to date.

import RowKit
import RowcAssets
import RowcCodegen
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcStrings
import RowcSystem

extension Command {
    static let build = Command(
        name: "build",
        summary: "Generate Swift from specs into an output folder.",
        usage: "build [-o DIR] [--check] [--warnings-as-errors] [--max-errors N] [--access public|internal] [--type-prefix PREFIX] [--metrics FILE] [--source-root DIR] [--jobs N] [--assets DIR] [--strings FILE] PATH...",
        description: """
        Checks every spec as `rowc check` does, then writes one Swift file per spec (named after
        the spec: `staff-list.rows` gives `StaffList.swift` with `enum StaffList`) into DIR,
        `Generated` in the current folder by default. The code imports RowKit, the package's runtime
        library, which the app links. With a table other than the built-in one (--metrics, or a
        `rowc-metrics` file), the build also writes `RowMetrics.swift`, the table every spec's theme
        measures with. A spec over 128 KiB is spread over one file per 128 KiB (`StaffList.swift`,
        `StaffList+Rows2.swift`, ...), so that the Swift compiler type-checks its rows on every core.

        Only what changed is written, each file through a temporary file and a rename. A spec with
        errors keeps its previous output and the build exits 1; an output that cannot be written
        (E405) makes it exit 2. Files in DIR that start with rowc's
        generated header and belong to no spec any more are deleted; no other file is ever
        overwritten or deleted. Outputs may live inside an input folder: only .rows files are inputs.

        Asset catalogs (.xcassets folders) among the paths or given with --assets are read, as
        `rowc check` reads them; a problem in a catalog fails the build (exit 1) as a spec's does,
        while the specs are still generated.

        With --warnings-as-errors a spec with warnings fails as a spec with errors does: its previous
        output is kept and the build exits 1, as a compiler's -warnings-as-errors fails the build.

        With --type-prefix every generated enum and model struct is named with PREFIX before it
        (`--type-prefix RC`: `RCSettings` in `RCSettings.swift`, `RCPerson`), for an app that
        already has a `Settings` or a `Person`; ids are the prefixed names (`RCSettings.wifi`). A
        prefixed name that Swift or RowKit already uses is E402; `rowc check --type-prefix` checks
        the same names.

        With --check nothing is written: the outputs that are missing, out of date or no longer
        generated are listed, and the exit status is 1 if there are any.
        """,
        options: [
            OptionSpec(name: "-o", value: "DIR", help: "output folder (default: Generated)"),
            OptionSpec(name: "--check", value: nil, help: "write nothing; exit 1 when outputs are not up to date"),
            OptionSpec(name: "--warnings-as-errors", value: nil,
                       help: "a spec with warnings fails: its output is kept, and the exit status is 1"),
            DiagnosticText.option,
            OptionSpec(name: "--access", value: "LEVEL",
                       help: "public (default), or internal to keep the generated types inside the target"),
            CheckedInputs.typePrefixOption,
            OptionSpec(name: "--metrics", value: "FILE",
                       help: "measure text with this table (default: a rowc-metrics file beside the specs or above, else Inter)"),
            OptionSpec(name: "--source-root", value: "DIR",
                       help: "write spec paths in headers relative to DIR (default: current folder)"),
            OptionSpec(name: "--jobs", value: "N", help: "work on at most N files at once (default: all cores)"),
            CheckedInputs.assetsOption,
            CheckedInputs.stringsOption,
        ],
        run: { arguments, console throws(UsageError) in
            try Build(arguments).run(console: console)
        })
}

/// One run of `rowc build`.
struct Build {
    let specPaths: [String]
    let catalogPaths: [String]
    let stringsPaths: [String]
    let folder: OutputFolder
    let checkOnly: Bool
    let warningsAsErrors: Bool
    let sourceRoot: String
    let jobs: Int
    let metrics: RowTextMetrics
    /// The table's path: `--metrics`, or the `rowc-metrics` file the specs' folders name; nil for the built-in one.
    let metricsPath: String?
    let access: AccessLevel
    let typePrefix: String
    let diagnosticText: DiagnosticText

    init(_ arguments: ParsedArguments) throws(UsageError) {
        (specPaths, catalogPaths, stringsPaths) = try CheckedInputs.paths(arguments, for: "build")
        let output = arguments.value("-o") ?? "Generated"
        guard !output.isEmpty else { throw UsageError("-o takes the output folder's path, not an empty one") }
        if FileSystem.kind(output) == .file { throw UsageError("\(output): the output folder is a file") }
        folder = OutputFolder(path: output)
        checkOnly = arguments.has("--check")
        warningsAsErrors = arguments.has("--warnings-as-errors")
        sourceRoot = arguments.value("--source-root") ?? "."
        let jobs = arguments.value("--jobs").map { Int($0) } ?? Cores.online
        guard let jobs, jobs >= 1 else { throw UsageError("--jobs takes a whole number of at least 1") }
        self.jobs = jobs
        let accessName = arguments.value("--access") ?? AccessLevel.public.rawValue
        guard let access = AccessLevel(rawValue: accessName) else {
            throw UsageError("--access takes `public` or `internal`, not `\(accessName)`")
        }
        self.access = access
        typePrefix = try CheckedInputs.typePrefix(arguments)
        diagnosticText = try DiagnosticText(arguments)
        (metrics, metricsPath) = try ReportOptions.metrics(arguments.value("--metrics"), specs: specPaths)
    }

    func run(console: Console) throws(UsageError) -> Int32 {
        // Read first: what the catalogs hold is part of what a no-op build's stamp covers.
        let catalogs = CatalogReader.read(catalogPaths)
        let strings = StringCatalogs.read(paths: stringsPaths)
        if !checkOnly, let recorded = BuildStamp.recorded(on: folder.path),
           BuildStamp.current(build: self, catalogs: catalogs, strings: strings, specBytes: readSpec,
                              outputCount: recorded.outputCount) == recorded {
            // Nothing changed since a clean build: say what that build would say again.
            console.err(diagnosticSummary(errors: 0, warnings: 0, files: recorded.specCount) + "\n")
            console.err("\(folder.path): 0 written, \(recorded.outputCount) unchanged\n")
            return ExitCode.success
        }
        BuildStamp.clear(on: folder.path)
        let inputs = try CheckedInputs.load(specs: specPaths, catalogs: catalogs, strings: strings, typePrefix: typePrefix)
        let checked = inputs.results
        var plan = BuildPlan(checked, strings: strings, metricsTable: metricsPath.map { (metrics, $0) }, access: access,
                             typePrefix: typePrefix, sourceRoot: sourceRoot, jobs: jobs, warningsAsErrors: warningsAsErrors)
        plan.refuseForeignFiles(in: folder)
        Command.printText(CheckedInputs.reports(plan.results, catalogs, strings), specs: plan.results.count, text: diagnosticText, console: console)
        let catalogsFail = inputs.catalogsFail(warningsAsErrors: warningsAsErrors)
        if let problem = plan.supportProblem {
            console.err("rowc: error: \(problem)\n")
            return ExitCode.failure
        }
        let changes = plan.changes(in: folder)
        if checkOnly {
            for line in changes.listing(folder) { console.out(line + "\n") }
            return plan.hasFailures || catalogsFail || !changes.isEmpty ? ExitCode.failure : ExitCode.success
        }
        let (writeFailures, deleteFailures) = try apply(changes)
        console.err(changes.summary(folder, failedWrites: writeFailures.count, failedDeletes: deleteFailures.count) + "\n")
        // After the summaries, so that a build that failed never ends on `no problems`.
        for failure in writeFailures + deleteFailures {
            console.err("rowc: error: \(failure) [\(DiagnosticCode.outputFailed.id)]\n")
        }
        // An output that cannot be written is no fault of the specs: like an input that cannot
        // be read, it means rowc could not do what it was asked.
        if !writeFailures.isEmpty || !deleteFailures.isEmpty { return ExitCode.usage }
        if plan.results.allSatisfy(\.diagnostics.isEmpty) && catalogs.files.isEmpty && strings.files.isEmpty && plan.keptTypes.isEmpty {
            let outputs = changes.writes.count + changes.unchanged
            let stamp = BuildStamp.current(build: self, catalogs: catalogs, strings: strings, specBytes: { checked[$0].file.bytes },
                                           outputCount: outputs)
            stamp?.record(on: folder.path)
        }
        return plan.hasFailures || catalogsFail ? ExitCode.failure : ExitCode.success
    }

    /// The bytes of spec number `index`, for the stamp; nil when it cannot be read.
    private func readSpec(_ index: Int) -> [UInt8]? {
        if case .success(let bytes) = FileBytes.read(specPaths[index], limit: SpecFiles.maxBytes) { return bytes }
        return nil
    }

    /// Writes and deletes what `changes` lists, `jobs` files at a time; returns the writes and deletes that failed.
    private func apply(_ changes: BuildChanges) throws(UsageError) -> (writes: [String], deletes: [String]) {
        if !changes.writes.isEmpty { try folder.create() }
        let folder = self.folder
        let written = ParallelMap.map(changes.writes, workers: jobs) { folder.write($0.contents, to: $0.name) }
        let deleted = changes.deletes.map { folder.delete($0) }
        return (written.compactMap { $0 }, deleted.compactMap { $0 })
    }
}
