// GeneratedLayoutBench.swift measures the generated `RowLayout`: it compiles the support file `rowc build`
// writes together with a small timing program, runs it on the corpus rows, and reads its figures.

import Foundation
import RowKit

enum GeneratedLayoutBench {
    static let solveName = "layout, solve only (generated RowLayout)"
    static let measuredName = "layout, measure + solve (generated RowLayout)"
    static let solveAllName = "layout, solve only, every size (generated RowLayout)"
    static let measuredAllName = "layout, measure + solve, every size (generated RowLayout)"

    static func run(_ context: BenchContext, inputs: [LayoutInput]) -> [Figure] {
        func unavailable(_ why: String) -> [Figure] {
            [.unavailable(solveName, unit: "M rows/s", target: 50, higherIsBetter: true, why: why),
             .unavailable(measuredName, unit: "M rows/s", target: 10, higherIsBetter: true, why: why),
             .unavailable(solveAllName, unit: "M rows/s", target: 50, higherIsBetter: true, why: why),
             .unavailable(measuredAllName, unit: "M rows/s", target: 10, higherIsBetter: true, why: why)]
        }
        guard context.rowcHas("build") else { return unavailable("rowc has no `build` command on this branch yet") }
        guard let swiftc = Measure.which("swiftc") else { return unavailable("no swiftc on PATH") }
        let folder = context.workspace + "/generated-layout"
        context.write(Corpus.spec(Corpus.rows(count: 10, seed: 3)), to: folder + "/Sample.rows")
        guard context.runRowc(["build", "-o", folder + "/Generated", folder + "/Sample.rows"], runs: 1).status == 0 else {
            return unavailable("rowc build failed")
        }
        context.write(program, to: folder + "/main.swift")
        let rows = inputs.map { ["image": $0.style.hasImage ? "icon" : "", "title": $0.title, "subtitle": $0.subtitle ?? "",
                                 "hasSubtitle": $0.style.hasSubtitle ? "1" : "", "arrow": $0.style.hasArrow ? "1" : "",
                                 "titleNatural": String($0.titleNatural)] }
        try! JSONSerialization.data(withJSONObject: rows).write(to: URL(fileURLWithPath: folder + "/rows.json"))
        let binary = folder + "/layout-bench"
        let compile = Measure.run(swiftc, ["-O", "-wmo", folder + "/Generated/RowSupport.swift", folder + "/main.swift",
                                           "-o", binary])
        guard compile.status == 0 else { return unavailable("the generated support file did not compile with swiftc -O") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [folder + "/rows.json", String(context.runs)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return unavailable("could not run the compiled layout program") }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var figures: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
        }
        guard let solve = figures["solve"], let measured = figures["measured"], let solveAll = figures["solveAll"],
              let measuredAll = figures["measuredAll"] else {
            return unavailable("the compiled layout program printed no figures")
        }
        let note = "RowSupport.swift from rowc build, compiled with swiftc -O into a timing program"
        return [
            Figure(name: solveName, value: solve / 1e6, unit: "M rows/s", target: 50, higherIsBetter: true,
                   note: note + "; RowLayout.frames(style:naturalTitleWidth:width:theme:) with precomputed natural widths"),
            Figure(name: measuredName, value: measured / 1e6, unit: "M rows/s", target: 10, higherIsBetter: true,
                   note: "RowLayout.frames(for:width:), measuring with RowTextMetrics.default (the built-in table, kerned)"),
            Figure(name: solveAllName, value: solveAll / 1e6, unit: "M rows/s", target: 50, higherIsBetter: true,
                   note: "the same at each of the 12 text sizes: frames(style:naturalTitleWidth:width:theme:size:)"),
            Figure(name: measuredAllName, value: measuredAll / 1e6, unit: "M rows/s", target: 10, higherIsBetter: true,
                   note: "RowLayout.frames(for:width:size:) at each of the 12 text sizes"),
        ]
    }

    /// The timing program: the same rows and widths as LayoutBench, through the generated API.
    static let program = #"""
    import Foundation

    struct Input: Decodable { var image, title, subtitle, hasSubtitle, arrow, titleNatural: String }
    let arguments = CommandLine.arguments
    let inputs = try! JSONDecoder().decode([Input].self, from: Data(contentsOf: URL(fileURLWithPath: arguments[1])))
    let runs = Int(arguments[2])!
    let rows = inputs.enumerated().map { i, input in
        RowModel(id: "r\(i)", image: input.image.isEmpty ? nil : input.image, title: input.title,
                 subtitle: input.hasSubtitle.isEmpty ? nil : input.subtitle, accessory: input.arrow.isEmpty ? nil : .arrow)
    }
    let naturals = inputs.map { Double($0.titleNatural)! }
    let styles = rows.map(\.style)
    let theme = RowTheme.default
    let widths: [Double] = [320, 375, 390, 414, 430]

    func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    func median(_ body: () -> Double) -> Double {
        _ = body()
        let samples = (0..<runs).map { _ -> Double in
            let start = now()
            let sum = body()
            let seconds = now() - start
            if sum == .infinity { print("") }
            return seconds
        }.sorted()
        return samples[samples.count / 2]
    }

    // Solve only, as LayoutBench runs RowLayout: each row's style and natural title width precomputed.
    let passes = 10
    let solve = median {
        var sum = 0.0
        for _ in 0..<passes {
            for width in widths {
                for i in rows.indices {
                    let frames = RowLayout.frames(style: styles[i], naturalTitleWidth: naturals[i], width: width, theme: theme)
                    sum += frames.title?.width ?? 0
                }
            }
        }
        return sum
    } / Double(passes)
    let measured = median {
        var sum = 0.0
        for width in widths {
            // By index, as a table view asks for a row: `for row in rows` copies each row out.
            for i in rows.indices { sum += RowLayout.frames(for: rows[i], width: width).title?.width ?? 0 }
        }
        return sum
    }
    let solveAll = median {
        var sum = 0.0
        for size in RowContentSize.allCases {
            for width in widths {
                for i in rows.indices {
                    let frames = RowLayout.frames(style: styles[i], naturalTitleWidth: naturals[i], width: width, theme: theme,
                                                  size: size)
                    sum += frames.title?.width ?? 0
                }
            }
        }
        return sum
    }
    let measuredAll = median {
        var sum = 0.0
        for size in RowContentSize.allCases {
            for width in widths {
                for i in rows.indices { sum += RowLayout.frames(for: rows[i], width: width, size: size).title?.width ?? 0 }
            }
        }
        return sum
    }
    let layouts = Double(rows.count * widths.count)
    let sizes = Double(RowContentSize.allCases.count)
    print("solve", layouts / solve)
    print("measured", layouts / measured)
    print("solveAll", layouts * sizes / solveAll)
    print("measuredAll", layouts * sizes / measuredAll)
    """#
}
