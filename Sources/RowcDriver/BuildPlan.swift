// BuildPlan.swift decides what `rowc build` generates, keeps and deletes, before anything is written.

import RowKit
import RowcCodegen
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcSource
import RowcStrings
import RowcSystem

/// The outputs one build wants, from checked specs: pure, so the same specs always plan the same bytes.
struct BuildPlan {
    struct Output: Sendable {
        let name: String
        let contents: [UInt8]
        /// The spec it comes from; nil for the metrics table file.
        let spec: Int?
    }

    /// The checked specs, with the build's diagnostics about their outputs added.
    private(set) var results: [CheckedFile]
    private(set) var outputs: [Output]
    /// The types of failing specs, whose outputs are left exactly as they are.
    private(set) var keptTypes: [String]
    /// Why the metrics table file cannot be written, if it cannot.
    private(set) var supportProblem: String?
    /// Whether a spec with warnings fails as a spec with errors does (`--warnings-as-errors`).
    let warningsAsErrors: Bool

    /// Whether some spec fails: the build exits 1.
    var hasFailures: Bool { results.contains(where: fails) }

    /// Whether `result` fails: it has errors, or warnings counted as errors. A failing spec's
    /// outputs are neither written nor deleted.
    func fails(_ result: CheckedFile) -> Bool {
        Command.fail(result.diagnostics, warningsAsErrors: warningsAsErrors)
    }

    /// `strings` decide which specs are localized, and the tables their texts are looked up in.
    /// `metricsTable` is the table the build measures with and its path, when it is not RowKit's
    /// built-in one: it is written as `RowMetrics.swift`, and every spec's theme names it.
    init(_ checked: [CheckedFile], strings: StringCatalogs = .none, metricsTable: (metrics: RowTextMetrics, path: String)?,
         access: AccessLevel, typePrefix: String = "", sourceRoot: String, jobs: Int, warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
        results = checked
        var keptTypes: [String] = []
        var jobsToRun: [(index: Int, typeName: String)] = []
        for (i, result) in results.enumerated() {
            guard let typeName = result.typeName else { continue }
            if Command.fail(result.diagnostics, warningsAsErrors: warningsAsErrors) {
                keptTypes.append(typeName)
            } else {
                jobsToRun.append((i, typeName))
            }
        }
        let results = self.results
        let specOutputs = ParallelMap.map(jobsToRun, workers: jobs) { job in
            let result = results[job.index]
            let source = SourcePaths.relative(result.file.path, to: sourceRoot)
            let tables = strings.isKnown ? StringsCheck.tables(of: result.spec, in: strings) : nil
            let file = SwiftGenerator.specFileUTF8(result.spec, typeName: job.typeName, sourcePath: source,
                                                   access: access, tables: tables, metricsTable: metricsTable != nil,
                                                   typePrefix: typePrefix)
            return Output(name: TypeNames.outputFile(forType: job.typeName), contents: file, spec: job.index)
        }
        outputs = metricsTable.map { table in
            let source = SourcePaths.relative(table.path, to: sourceRoot)
            let file = SwiftGenerator.metricsFile(table.metrics, sourcePath: source, access: access)
            return [Output(name: TypeNames.metricsFile, contents: Array(file.utf8), spec: nil)]
        } ?? []
        outputs += specOutputs
        self.keptTypes = keptTypes
    }

    /// Whether `file` is an output of a failing spec, which a build leaves as it is.
    func isKept(_ file: String) -> Bool {
        keptTypes.contains { file == TypeNames.outputFile(forType: $0) }
    }

    /// Drops outputs whose file exists without rowc's header, reporting them: rowc never
    /// overwrites a file it did not write.
    mutating func refuseForeignFiles(in folder: OutputFolder) {
        outputs.removeAll { output in
            guard folder.existing(output.name) == .foreign else { return false }
            let message = BuildMessage.foreignOutput(folder.file(output.name))
            if let spec = output.spec {
                results[spec].append(Diagnostic(.foreignOutput, message, at: .empty(at: 0)))
            } else {
                supportProblem = message + " [\(DiagnosticCode.foreignOutput.id)]"
            }
            return true
        }
    }

    /// What the folder needs for these outputs: new or changed files, and generated files no spec claims.
    func changes(in folder: OutputFolder) -> BuildChanges {
        var changes = BuildChanges()
        for output in outputs {
            switch folder.existing(output.name) {
            case .missing: changes.missing.append(output.name); changes.writes.append(output)
            case .generated(let bytes) where bytes != output.contents:
                changes.stale.append(output.name); changes.writes.append(output)
            default: changes.unchanged += 1
            }
        }
        let wanted = Set(outputs.map(\.name))
        changes.deletes = folder.generatedFiles().filter { !wanted.contains($0) && !isKept($0) } + folder.leftoverTemporaries()
        return changes
    }
}

/// The difference between the output folder and a plan.
struct BuildChanges {
    var writes: [BuildPlan.Output] = []
    var missing: [String] = []
    var stale: [String] = []
    var deletes: [String] = []
    var unchanged = 0

    var isEmpty: Bool { writes.isEmpty && deletes.isEmpty }

    /// For `--check`: one line per output that is not up to date.
    func listing(_ folder: OutputFolder) -> [String] {
        missing.map { "\(folder.file($0)): missing" }
            + stale.map { "\(folder.file($0)): out of date" }
            + deletes.map { "\(folder.file($0)): no longer generated" }
    }

    func summary(_ folder: OutputFolder, failedWrites: Int = 0, failedDeletes: Int = 0) -> String {
        var parts = ["\(writes.count - failedWrites) written", "\(unchanged) unchanged"]
        if failedWrites > 0 { parts.append("\(failedWrites) not written") }
        if deletes.count > failedDeletes { parts.append("\(deletes.count - failedDeletes) deleted") }
        if failedDeletes > 0 { parts.append("\(failedDeletes) not deleted") }
        return "\(folder.path): " + parts.joined(separator: ", ")
    }
}
