// FrontEndBench.swift measures reading, lexing, parsing and checking against Foundation's JSON decoding of the same rows.

import Foundation
import RowcSema
import RowcSource

enum FrontEndBench {
    static func run(_ context: BenchContext) -> [Figure] {
        let rows = context.rows
        let spec = context.spec
        let specPath = context.workspace + "/corpus.rows"
        let jsonData = try! JSONEncoder().encode(rows)
        context.write(spec, to: specPath)
        let megabytes = Double(spec.utf8.count) / 1_000_000
        let jsonMegabytes = Double(jsonData.count) / 1_000_000

        // A run takes some 25 ms, and moves with the state of the machine's memory more than
        // anything else measured here: on a virtual machine whose host takes back the memory it
        // leaves free, a run after a pause first waits for the host to give it back (see
        // Benchmarks/README.md, "The host's memory"). So more runs, after a few that make that
        // memory resident again.
        let whole = context.runRowc(["check", specPath], runs: max(context.runs, 21), warmUps: 5)
        precondition(whole.status == 0, "the corpus must check clean")
        let version = context.runRowc(["--version"])
        let bytes = Array(spec.utf8)
        let inProcess = Measure.time(runs: context.runs) {
            _ = Checker.check(SourceFile(path: specPath, bytes: bytes))
        }
        let decode = Measure.time(runs: context.runs) {
            _ = try! JSONDecoder().decode([CorpusRow].self, from: jsonData)
        }
        let jsonRate = jsonMegabytes / decode
        let rowCount = Double(rows.count)
        return [
            Figure(name: "front end, whole process", value: megabytes / whole.seconds, unit: "MB/s", target: nil,
                   higherIsBetter: true,
                   note: "rowc check on \(Table.format(megabytes)) MB, \(rows.count.formatted) rows: "
                       + "\(Table.format(whole.seconds * 1000)) ms, \(Table.format(rowCount / whole.seconds)) rows/s"),
            Figure(name: "start-up (rowc --version)", value: version.seconds * 1000, unit: "ms", target: nil,
                   higherIsBetter: false, note: "included in the whole-process figure"),
            Figure(name: "front end, in process", value: megabytes / inProcess, unit: "MB/s", target: nil,
                   higherIsBetter: true, note: "lex + parse + check, every core: \(Table.format(rowCount / inProcess)) rows/s"),
            Figure(name: "JSONDecoder, same rows", value: jsonRate, unit: "MB/s", target: nil, higherIsBetter: true,
                   note: "\(Table.format(jsonMegabytes)) MB JSON into Codable structs, in process: "
                       + "\(Table.format(rowCount / decode)) rows/s"),
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
