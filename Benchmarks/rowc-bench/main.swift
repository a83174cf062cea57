// main.swift runs rowc's benchmarks and prints each figure beside its target.
//
// Usage: swift run -c release rowc-bench [--runs N] [--only SECTION,...] [--rowc PATH]
// Sections: frontend, layout, lsp, build, typecheck, appbuild, kiwi, growth. The exit status is 1 when a
// target measured is not met (.ci/run runs the growth section).
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

let allSections = ["frontend", "layout", "lsp", "build", "typecheck", "appbuild", "kiwi", "growth"]
let usage = """
    usage: rowc-bench [--runs N] [--only SECTION,...] [--rowc PATH]

      --runs N        runs per figure, of which the median is given (default 7; the front
                      end's whole process, a run of some 25 ms, takes at least 21 after 5 warm-ups)
      --only LIST     the sections to run, comma-separated (default: all of them)
      --rowc PATH     the rowc binary the whole-process figures run (default: the one built beside this)

    sections: \(allSections.joined(separator: ", "))
    """
/// Stops with the usage and exit status 2, after `problem`.
func usageError(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("rowc-bench: \(problem)\n\(usage)\n".utf8))
    exit(2)
}

var runs = 7
var sections = allSections
// `--rowc PATH` measures another rowc binary, for example one linked another way.
var rowcPath: String?
var rest = arguments[...]
while let option = rest.popFirst() {
    if option == "--help" || option == "-h" {
        print(usage)
        exit(0)
    }
    guard ["--runs", "--only", "--rowc"].contains(option) else { usageError("unknown option `\(option)`") }
    guard let value = rest.popFirst() else { usageError("\(option) needs a value") }
    switch option {
    case "--runs":
        guard let n = Int(value), n > 0 else { usageError("--runs takes a whole number of at least 1, not `\(value)`") }
        runs = n
    case "--only":
        sections = value.split(separator: ",").map(String.init)
        if let unknown = sections.first(where: { !allSections.contains($0) }) { usageError("unknown section `\(unknown)`") }
    default:
        rowcPath = value
    }
}
let context = BenchContext(runs: runs, rowcPath: rowcPath)

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
    case "appbuild": figures += AppBuildBench.run(context)
    case "kiwi": figures += KiwiBench.run(context)
    case "growth": figures += GrowthBench.run(context)
    default: preconditionFailure("sections are checked against allSections")
    }
}
print(Table.render(figures))
let unmet = figures.filter { $0.met == false }.count
let unmeasured = figures.filter { $0.target != nil && $0.value == nil }.count
print(unmet == 0 ? "every target measured was met" : "\(unmet) target\(unmet == 1 ? "" : "s") not met", terminator: "")
print(unmeasured == 0 ? "" : "; \(unmeasured) not measured")
try? FileManager.default.removeItem(atPath: context.workspace)
exit(unmet == 0 ? 0 : 1)
