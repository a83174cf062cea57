// AppBuildBench.swift measures what the generated Swift costs an app's build: swiftc -typecheck,
// -Onone and -O -wmo of the generated files, RowKit already built, beside plain String constants.

import Foundation
import RowKit

enum AppBuildBench {
    /// The most the 1,000-row spec may cost, as a multiple of the constants: type-check, `-O -wmo`.
    static let typeCheckTarget = 2.0
    static let optimizedTarget = 3.0

    /// One set of Swift files an app target compiles.
    struct Input {
        let name: String
        let files: [String]
    }

    /// How a target's files are compiled.
    enum Mode: CaseIterable {
        case typeCheck, debug, optimized

        var label: String {
            switch self {
            case .typeCheck: "-typecheck"
            case .debug: "-Onone"
            case .optimized: "-O -wmo"
            }
        }
    }

    static func run(_ context: BenchContext) -> [Figure] {
        let inputNames = ["Specs/", "1,000-row spec", "1,000 String constants", "1,000-row spec, team table"]
        func unavailable(_ why: String) -> [Figure] {
            inputNames.flatMap { input in Mode.allCases.map { figureName(input, $0) } }.map {
                .unavailable($0, unit: "s", target: nil, higherIsBetter: false, why: why)
            } + [.unavailable(ratioName(.typeCheck), unit: "x", target: typeCheckTarget, higherIsBetter: false, why: why),
                 .unavailable(ratioName(.optimized), unit: "x", target: optimizedTarget, higherIsBetter: false, why: why)]
        }
        guard context.rowcHas("build") else { return unavailable("rowc has no `build` command on this branch yet") }
        guard let swiftc = Measure.which("swiftc") else { return unavailable("no swiftc on PATH") }
        let rowKit: RowKitModules
        switch context.rowKit {
        case .success(let modules): rowKit = modules
        case .failure(let failure): return unavailable(failure.why)
        }

        // The inputs: the repository's specs, the typecheck section's 1,000-row spec (seed 11), the
        // same rows' titles as constants, and that spec again measured with a team's table.
        let folder = context.workspace + "/app-build"
        let rows = Corpus.rows(count: 1_000, seed: 11)
        context.write(Corpus.spec(rows), to: folder + "/spec/Screen.rows")
        let tablePath = folder + "/team.rowc-metrics"
        context.write(RowTextMetrics.interSource, to: tablePath)
        var constants = "// 1,000 String constants: the baseline of what 1,000 rows' titles cost a build.\n\npublic enum Constants {\n"
        for (i, row) in rows.enumerated() { constants += "    public static let c\(i) = \(Corpus.quoted(row.title))\n" }
        constants += "}\n"
        context.write(constants, to: folder + "/constants/Constants.swift")

        func generated(_ name: String, _ arguments: [String]) -> Result<Input, BenchFailure> {
            let output = folder + "/" + name
            let build = context.runRowc(["build", "-o", output] + arguments, runs: 1, warmUps: 0)
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [])
                .filter { $0.hasSuffix(".swift") }.sorted().map { output + "/" + $0 }
            guard build.status == 0, !files.isEmpty else {
                return .failure(BenchFailure(why: "rowc build \(arguments.joined(separator: " ")) failed"))
            }
            return .success(Input(name: name, files: files))
        }
        let inputs: [Result<Input, BenchFailure>] = [
            generated("specs", [context.packageRoot + "/Specs"]),
            generated("rows", [folder + "/spec"]),
            .success(Input(name: "constants", files: [folder + "/constants/Constants.swift"])),
            generated("team", ["--metrics", tablePath, folder + "/spec"]),
        ]

        var figures: [Figure] = []
        var results: [[Mode: Measure.ProcessResult]] = []
        for (inputName, input) in zip(inputNames, inputs) {
            var byMode: [Mode: Measure.ProcessResult] = [:]
            for mode in Mode.allCases {
                let name = figureName(inputName, mode)
                guard case .success(let input) = input else {
                    if case .failure(let failure) = input {
                        figures.append(.unavailable(name, unit: "s", target: nil, higherIsBetter: false, why: failure.why))
                    }
                    continue
                }
                let result = compile(swiftc, input, mode, rowKit: rowKit, workspace: folder, runs: context.runs)
                guard result.status == 0 else {
                    figures.append(.unavailable(name, unit: "s", target: nil, higherIsBetter: false,
                                                why: "swiftc \(mode.label) failed (status \(result.status))"))
                    continue
                }
                byMode[mode] = result
                let lines = input.files.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
                    .map { $0.split(separator: "\n", omittingEmptySubsequences: false).count }.reduce(0, +)
                let note = "CPU \(Table.format(result.cpuSeconds)) s; \(input.files.count) file\(input.files.count == 1 ? "" : "s"), "
                    + "\(lines.formatted) lines" + (mode == .typeCheck ? "" : "; " + describe(mode))
                figures.append(Figure(name: name, value: result.seconds, unit: "s", target: nil, higherIsBetter: false, note: note))
            }
            results.append(byMode)
        }

        // The 1,000-row spec against the constants, in CPU time (user + system, the driver's
        // jobs included), which the second core's other work moves less than wall time.
        for mode in Mode.allCases {
            let target: Double? = mode == .typeCheck ? typeCheckTarget : mode == .optimized ? optimizedTarget : nil
            guard let spec = results[1][mode], let baseline = results[2][mode], baseline.cpuSeconds > 0 else {
                figures.append(.unavailable(ratioName(mode), unit: "x", target: target, higherIsBetter: false,
                                            why: "not both measured"))
                continue
            }
            var note = "CPU \(Table.format(spec.cpuSeconds)) s against \(Table.format(baseline.cpuSeconds)) s"
            if let team = results[3][mode] {
                note += "; with a team table \(Table.format(team.cpuSeconds / baseline.cpuSeconds)) x"
            }
            figures.append(Figure(name: ratioName(mode), value: spec.cpuSeconds / baseline.cpuSeconds, unit: "x", target: target,
                                  higherIsBetter: false, note: note))
        }
        return figures
    }

    static func figureName(_ input: String, _ mode: Mode) -> String { "swiftc \(mode.label), \(input)" }
    static func ratioName(_ mode: Mode) -> String { "swiftc \(mode.label), 1,000 rows / constants" }

    static func describe(_ mode: Mode) -> String {
        switch mode {
        case .typeCheck: "in batches on every core"
        case .debug: "-g -c and -emit-module as SwiftPM's debug build, in batches on every core"
        case .optimized: "-c and -emit-module, one module, one thread"
        }
    }

    /// The median of up to three runs of swiftc over `input`, as an app target's build would run it,
    /// with RowKit's module on the search path; one run when it takes more than 5 s. The runs
    /// follow the type-check, which has read the files, so none is a warm-up.
    static func compile(_ swiftc: String, _ input: Input, _ mode: Mode, rowKit: RowKitModules, workspace: String,
                        runs: Int) -> Measure.ProcessResult {
        let output = workspace + "/out-\(input.name)-\(mode)"
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        var arguments = ["-swift-version", "6", "-parse-as-library", "-module-name", "App"] + rowKit.searchArguments
        let count: Int
        switch mode {
        case .typeCheck:
            arguments += ["-typecheck", "-j\(jobs)", "-enable-batch-mode"]
            count = min(runs, 3)
        case .debug:
            // One object a file, named by an output file map, as SwiftPM names them.
            var map = "{\n"
            map += input.files.enumerated().map { i, file in
                "  \"\(file)\": {\"object\": \"\(output)/\(i).o\"}"
            }.joined(separator: ",\n")
            map += "\n}\n"
            try? Data(map.utf8).write(to: URL(fileURLWithPath: output + "/output-file-map.json"))
            arguments += ["-Onone", "-g", "-c", "-j\(jobs)", "-enable-batch-mode", "-output-file-map", output + "/output-file-map.json",
                          "-emit-module", "-emit-module-path", output + "/App.swiftmodule"]
            count = min(runs, 3)
        case .optimized:
            arguments += ["-O", "-wmo", "-c", "-o", output + "/App.o", "-emit-module", "-emit-module-path", output + "/App.swiftmodule"]
            count = min(runs, 3)
        }
        // A run of more than 5 s is not repeated: the group stays within a few minutes.
        var timed = [Measure.runDirectly(swiftc, arguments + input.files)]
        while timed.count < count, timed[0].seconds < 5 { timed.append(Measure.runDirectly(swiftc, arguments + input.files)) }
        return Measure.ProcessResult(seconds: Measure.median(timed.map(\.seconds)), peakKB: timed.map(\.peakKB).max() ?? 0,
                                     status: timed.map(\.status).max() ?? -1, cpuSeconds: Measure.median(timed.map(\.cpuSeconds)))
    }
}
