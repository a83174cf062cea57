// BenchContext.swift holds what every benchmark section shares: run count, scratch folder, the rowc to run, the corpus.

import Foundation

final class BenchContext {
    let runs: Int
    /// A scratch folder, removed at the end of the run.
    let workspace: String
    /// The command that runs rowc: the release `rowc` built beside this benchmark (so whole-process
    /// figures include rowc's own start-up and linking), else this program acting as rowc.
    let rowc: [String]
    /// The package's root folder, for the scripts under Benchmarks/.
    let packageRoot: String

    init(runs: Int, rowcPath: String? = nil) {
        self.runs = runs
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-bench-\(getpid())").path
        try! FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        let selfURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let sibling = selfURL.deletingLastPathComponent().appendingPathComponent("rowc").path
        if let rowcPath {
            rowc = [rowcPath]
        } else {
            rowc = FileManager.default.isExecutableFile(atPath: sibling) ? [sibling] : [selfURL.path, "--as-rowc"]
        }
        packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// The 100,000-row corpus: half with images, 40% subtitles, ~10% CJK titles, ~10% escapes.
    lazy var rows: [CorpusRow] = Corpus.rows(count: 100_000)
    lazy var spec: String = Corpus.spec(rows)

    /// Runs rowc with `arguments`; the median of `runs` runs after `warmUps` more.
    func runRowc(_ arguments: [String], runs: Int? = nil, warmUps: Int = 1) -> Measure.ProcessResult {
        Measure.runMedian(runs: runs ?? self.runs, warmUps: warmUps, rowc[0], Array(rowc.dropFirst()) + arguments)
    }

    /// Whether this rowc has `command` (`build` arrives with code generation).
    func rowcHas(_ command: String) -> Bool {
        Measure.run(rowc[0], Array(rowc.dropFirst()) + [command, "--help"]).status == 0
    }

    func write(_ text: String, to path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
