// FrontEndBench.swift measures reading, lexing, parsing and checking against Foundation's JSON decoding of the same rows.

import Foundation
import RowcSema
import RowcSource

enum FrontEndBench {
    static func run(workspace: String, selfPath: String, runs: Int) -> [Figure] {
        let rows = Corpus.rows(count: 100_000)
        let spec = Corpus.spec(rows)
        let specPath = workspace + "/corpus.rows"
        let jsonData = try! JSONEncoder().encode(rows)
        try! Data(spec.utf8).write(to: URL(fileURLWithPath: specPath))
        let megabytes = Double(spec.utf8.count) / 1_000_000
        let jsonMegabytes = Double(jsonData.count) / 1_000_000

        let whole = Measure.runMedian(runs: runs, selfPath, ["--as-rowc", "check", specPath])
        precondition(whole.status == 0, "the corpus must check clean")
        let bytes = Array(spec.utf8)
        let inProcess = Measure.time(runs: runs) {
            _ = Checker.check(SourceFile(path: specPath, bytes: bytes))
        }
        let decode = Measure.time(runs: runs) {
            _ = try! JSONDecoder().decode([CorpusRow].self, from: jsonData)
        }
        let jsonRate = jsonMegabytes / decode
        return [
            Figure(name: "front end, whole process", value: megabytes / whole.seconds, unit: "MB/s", target: 250,
                   higherIsBetter: true,
                   note: "\(Table.format(megabytes)) MB, \(rows.count.formatted) rows; \(Table.format(Double(rows.count) / whole.seconds)) rows/s"),
            Figure(name: "front end, in process", value: megabytes / inProcess, unit: "MB/s", target: nil,
                   higherIsBetter: true, note: "\(Table.format(Double(rows.count) / inProcess)) rows/s"),
            Figure(name: "JSONDecoder, same rows", value: jsonRate, unit: "MB/s", target: nil, higherIsBetter: true,
                   note: "\(Table.format(jsonMegabytes)) MB JSON; \(Table.format(Double(rows.count) / decode)) rows/s"),
            Figure(name: "front end vs JSONDecoder (rows/s)", value: decode / whole.seconds, unit: "x", target: 5,
                   higherIsBetter: true, note: "whole-process rowc against in-process decoding"),
            Figure(name: "peak RSS, check 100,000 rows", value: Double(whole.peakKB) / 1024, unit: "MB", target: 150,
                   higherIsBetter: false),
        ]
    }
}

extension Int {
    var formatted: String { String(self).withThousandsSeparators }
}
