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

    /// RowKit and RowKitStrings built from Sources/ with swiftc -O, once, into the workspace, as an
    /// app's build finds them before it compiles the generated code: their folder, for `-I`.
    lazy var rowKit: Result<RowKitModules, BenchFailure> = RowKitModules.build(self)

    func write(_ text: String, to path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}

/// Why a figure could not be measured.
struct BenchFailure: Error {
    let why: String
}

/// The package's runtime modules, built for the generated code to import.
struct RowKitModules {
    /// The folder of `RowKit.swiftmodule`, `RowKitStrings.swiftmodule` and their static libraries.
    let path: String
    /// Wall time of the two builds.
    let seconds: Double
    var searchArguments: [String] { ["-I", path] }

    /// As Tests/RowcDriverTests/GeneratedSwiftSupport.swift builds them (`RowKitBuild`), in release:
    /// Swift 6 mode, `-O`, a module and a static library each; without UIKit, as on Linux.
    static func build(_ context: BenchContext) -> Result<RowKitModules, BenchFailure> {
        guard let swiftc = Measure.which("swiftc") else { return .failure(BenchFailure(why: "no swiftc on PATH")) }
        let folder = context.workspace + "/RowKitModules"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let start = Measure.now()
        for module in ["RowKit", "RowKitStrings"] {
            let root = context.packageRoot + "/Sources/" + module
            let sources = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
            let result = Measure.runDirectly(swiftc, ["-O", "-swift-version", "6", "-parse-as-library", "-module-name", module,
                                                      "-I", folder, "-emit-module", "-emit-module-path", folder + "/\(module).swiftmodule",
                                                      "-emit-library", "-static", "-o", folder + "/lib\(module).a"] + sources)
            guard result.status == 0, !sources.isEmpty else {
                return .failure(BenchFailure(why: "\(module) does not build with swiftc -O (status \(result.status))"))
            }
        }
        return .success(RowKitModules(path: folder, seconds: Measure.now() - start))
    }
}
