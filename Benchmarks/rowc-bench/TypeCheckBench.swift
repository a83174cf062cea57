// TypeCheckBench.swift measures what the generated Swift costs the Swift compiler: `swiftc -typecheck` time and memory.

import Foundation

enum TypeCheckBench {
    static func run(_ context: BenchContext) -> [Figure] {
        let cases: [(rows: Int, seconds: Double, megabytes: Double?)] = [(1_000, 1, 300), (10_000, 5, nil)]
        guard context.rowcHas("build") else {
            let why = "rowc has no `build` command on this branch yet"
            return cases.flatMap { figures(rows: $0.rows, seconds: $0.seconds, megabytes: $0.megabytes, result: nil, why: why) }
        }
        guard let swiftc = Measure.which("swiftc") else {
            return cases.flatMap {
                figures(rows: $0.rows, seconds: $0.seconds, megabytes: $0.megabytes, result: nil, why: "no swiftc on PATH")
            }
        }
        let rowKit: RowKitModules
        switch context.rowKit {
        case .success(let modules): rowKit = modules
        case .failure(let failure):
            return cases.flatMap {
                figures(rows: $0.rows, seconds: $0.seconds, megabytes: $0.megabytes, result: nil, why: failure.why)
            }
        }
        return cases.flatMap { c -> [Figure] in
            let folder = context.workspace + "/typecheck-\(c.rows)"
            context.write(Corpus.spec(Corpus.rows(count: c.rows, seed: 11)), to: folder + "/Screen.rows")
            let build = context.runRowc(["build", "-o", folder + "/Generated", folder + "/Screen.rows"], runs: 1)
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/Generated")) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/Generated/" + $0 }
            guard build.status == 0, !files.isEmpty else {
                return figures(rows: c.rows, seconds: c.seconds, megabytes: c.megabytes, result: nil,
                               why: "rowc build failed on the \(c.rows)-row spec")
            }
            // As SwiftPM and Xcode run the compiler on a target's files: in batches, one job per
            // core. The 10,000-row case can take seconds: three runs are enough for a median.
            let jobs = ProcessInfo.processInfo.activeProcessorCount
            let result = Measure.runMedian(runs: min(context.runs, 3), swiftc,
                                           ["-typecheck", "-j\(jobs)", "-enable-batch-mode"] + rowKit.searchArguments + files)
            return figures(rows: c.rows, seconds: c.seconds, megabytes: c.megabytes,
                           result: result.status == 0 ? result : nil, why: "swiftc -typecheck failed")
        }
    }

    static func figures(rows: Int, seconds: Double, megabytes: Double?, result: Measure.ProcessResult?, why: String) -> [Figure] {
        let name = "swiftc -typecheck, \(rows.formatted)-row spec"
        let note = result == nil ? why : "the generated spec files against RowKit's module (built with -O beforehand), in batches on every core"
        var figures = [Figure(name: name + ", time", value: result?.seconds, unit: "s", target: seconds,
                              higherIsBetter: false, note: note)]
        if let megabytes {
            figures.append(Figure(name: name + ", peak RSS", value: result.map { Double($0.peakKB) / 1024 }, unit: "MB",
                                  target: megabytes, higherIsBetter: false, note: result == nil ? why : ""))
        } else if let result {
            figures[0].note += "; peak RSS \(Table.format(Double(result.peakKB) / 1024)) MB"
        }
        return figures
    }
}
