// main.swift runs rowc's benchmarks and prints each figure beside its target.
//
// Usage: swift run -c release rowc-bench [--runs N]
// With `--as-rowc ARGS...` it acts as the rowc executable, so whole-process figures
// need no second binary.

import Foundation
import RowcDriver

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--as-rowc" {
    exit(Driver.run(Array(arguments.dropFirst())))
}

var runs = 7
if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 {
    runs = n
}
let selfPath = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-bench-\(getpid())").path
try! FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: workspace) }

print("rowc-bench: medians of \(runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores\n")
var figures: [Figure] = []
figures += FrontEndBench.run(workspace: workspace, selfPath: selfPath, runs: runs)
print(Table.render(figures))
let unmet = figures.filter { $0.met == false }.count
print(unmet == 0 ? "every target met" : "\(unmet) target\(unmet == 1 ? "" : "s") not met")
