// main.swift runs rowc's benchmarks and prints each figure beside its target.
//
// Usage: swift run -c release rowc-bench [--runs N] [--only SECTION,...] [--rowc PATH]
// Sections: frontend, layout, lsp, build, typecheck, kiwi.
// With `--as-rowc ARGS...` it acts as the rowc executable (used only when the real
// `rowc` is not built beside the benchmark); with `--measure-child PATH ARGS...` it runs
// PATH and prints its time, peak RSS and status (see Measure.run).

import Foundation
import RowcDriver

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--as-rowc" {
    exit(Driver.run(Array(arguments.dropFirst())))
}
if arguments.first == "--measure-child", arguments.count >= 2 {
    Measure.measureChild(arguments[1], Array(arguments.dropFirst(2)))
}

var runs = 7
if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 {
    runs = n
}
var sections = ["frontend", "layout", "lsp", "build", "typecheck", "kiwi"]
if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count {
    sections = arguments[i + 1].split(separator: ",").map(String.init)
}

// `--rowc PATH` measures another rowc binary, for example one linked another way.
var rowcPath: String?
if let i = arguments.firstIndex(of: "--rowc"), i + 1 < arguments.count {
    rowcPath = arguments[i + 1]
}
let context = BenchContext(runs: runs, rowcPath: rowcPath)
defer { try? FileManager.default.removeItem(atPath: context.workspace) }

print("rowc-bench: medians of \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("rowc: \(context.rowc.joined(separator: " "))\n")
var figures: [Figure] = []
for section in sections {
    switch section {
    case "frontend": figures += FrontEndBench.run(context)
    case "layout": figures += LayoutBench.run(context)
    case "lsp": figures += LSPBench.run(context)
    case "build": figures += BuildBench.run(context)
    case "typecheck": figures += TypeCheckBench.run(context)
    case "kiwi": figures += KiwiBench.run(context)
    default: print("unknown section `\(section)`")
    }
}
print(Table.render(figures))
let unmet = figures.filter { $0.met == false }.count
let unmeasured = figures.filter { $0.target != nil && $0.value == nil }.count
print(unmet == 0 ? "every target measured was met" : "\(unmet) target\(unmet == 1 ? "" : "s") not met", terminator: "")
print(unmeasured == 0 ? "" : "; \(unmeasured) not measured")
