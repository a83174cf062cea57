// BuildBench.swift measures `rowc build` of 1,000 specs of 100 rows: from nothing, and again with nothing to do.

import Foundation

enum BuildBench {
    static let specCount = 1_000
    static let rowsPerSpec = 100

    static func run(_ context: BenchContext) -> [Figure] {
        let coldName = "rowc build 1,000 x 100 rows, cold", noOpName = "rowc build 1,000 x 100 rows, no-op"
        guard context.rowcHas("build") else {
            let why = "rowc has no `build` command on this branch yet"
            return [.unavailable(coldName, unit: "s", target: 1.5, higherIsBetter: false, why: why),
                    .unavailable(noOpName, unit: "ms", target: 100, higherIsBetter: false, why: why)]
        }
        let folder = context.workspace + "/build-specs"
        let outputPrefix = context.workspace + "/build-output"
        var bytes = 0
        for i in 0..<specCount {
            let spec = Corpus.spec(Corpus.rows(count: rowsPerSpec, seed: UInt64(1_000 + i)))
            bytes += spec.utf8.count
            context.write(spec, to: folder + "/screen-\(i).rows")
        }
        // Each cold run writes into a folder of its own, and the folders are deleted after the
        // last run: deleting a thousand files right before a run can make its file creations wait
        // on the file system's journal (0.6 ms a creation instead of 0.1 in one trace), which a
        // cold build in a clean checkout does not pay.
        let outputs = (0...context.runs).map { outputPrefix + "-\($0)" }
        defer { for target in outputs { try? FileManager.default.removeItem(atPath: target) } }
        var cold: [Measure.ProcessResult] = []
        for target in outputs {
            try? FileManager.default.removeItem(atPath: target)
            cold.append(Measure.run(context.rowc[0], Array(context.rowc.dropFirst()) + ["build", "-o", target, folder]))
        }
        cold.removeFirst()  // the warm-up
        guard cold.allSatisfy({ $0.status == 0 }) else {
            let why = "rowc build failed on the generated specs"
            return [.unavailable(coldName, unit: "s", target: 1.5, higherIsBetter: false, why: why),
                    .unavailable(noOpName, unit: "ms", target: 100, higherIsBetter: false, why: why)]
        }
        // The no-op build and the output's size are of the last cold run's folder.
        let output = outputs[outputs.count - 1]
        let outputBytes = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [])
            .compactMap { try? FileManager.default.attributesOfItem(atPath: output + "/" + $0)[.size] as? Int }
            .reduce(0, +)
        let noOp = context.runRowc(["build", "-o", output, folder])
        return [
            Figure(name: coldName, value: Measure.median(cold.map(\.seconds)), unit: "s", target: 1.5, higherIsBetter: false,
                   note: "\(Table.format(Double(bytes) / 1e6)) MB of specs in, \(Table.format(Double(outputBytes) / 1e6)) MB of Swift "
                       + "written; peak RSS \(Table.format(Double(cold.map(\.peakKB).max()!) / 1024)) MB"),
            Figure(name: noOpName, value: noOp.seconds * 1000, unit: "ms", target: 100, higherIsBetter: false,
                   note: "the same build again, nothing changed"),
        ]
    }
}
