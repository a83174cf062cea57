// KiwiBench.swift runs Benchmarks/kiwi/kiwi_bench.py: the same rows and widths through kiwisolver (Cassowary).

import Foundation
import RowKit
import RowcLayout
import RowcSema

enum KiwiBench {
    /// Python solves about 10^5 rows a second: 10,000 rows at five widths take a few seconds.
    static let rowCount = 10_000

    static func run(_ context: BenchContext) -> [Figure] {
        let fresh = "kiwisolver (Python), fresh solver per row", reused = "kiwisolver (Python), reused solver"
        func unavailable(_ why: String) -> [Figure] {
            [.unavailable(fresh, unit: "M rows/s", target: nil, higherIsBetter: true, why: why),
             .unavailable(reused, unit: "M rows/s", target: nil, higherIsBetter: true, why: why)]
        }
        guard let python = Measure.which("python3") else { return unavailable("no python3 on PATH") }
        let script = context.packageRoot + "/Benchmarks/kiwi/kiwi_bench.py"
        let input = context.workspace + "/kiwi-rows.json"
        try! writeInput(Array(context.rows.prefix(rowCount)), to: input)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, input, "--json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return unavailable("could not run \(script)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let result = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let freshRate = result["fresh_rows_per_second"] as? Double,
              let reusedRate = result["reused_rows_per_second"] as? Double,
              let loopRate = result["python_loop_rows_per_second"] as? Double,
              let layouts = result["layouts"] as? Int else {
            return unavailable("kiwi_bench.py failed (it needs `pip install kiwisolver`)")
        }
        let agree = { (key: String) in "\((result[key] as? Int ?? 0).formatted) of \(layouts.formatted) frames equal rowc's" }
        return [
            Figure(name: fresh, value: freshRate / 1e6, unit: "M rows/s", target: nil, higherIsBetter: true,
                   note: "kiwisolver \(result["kiwisolver"] ?? "?"); \(agree("fresh_agree")); one core"),
            Figure(name: reused, value: reusedRate / 1e6, unit: "M rows/s", target: nil, higherIsBetter: true,
                   note: "one solver per style and shape of its labels, edit variables; \(agree("reused_agree")); the Python loop alone "
                       + "runs \(Table.format(loopRate / 1e6)) M rows/s"),
        ]
    }

    /// The theme, widths, rows (style and natural widths) and rowc's frames, for the script. The
    /// theme is `seed`, whose fixed insets are the seed cell's Masonry constraints that the script
    /// writes as Cassowary's, with label.minWidth's 80 required where labels do not fit (`null`
    /// for a theme without one); rows are laid out at the widths as cell widths.
    static func writeInput(_ rows: [CorpusRow], to path: String) throws {
        let theme = RowTheme.seed
        let engine = RowLayout(theme: theme)
        let inputs = LayoutBench.inputs(rows, theme: theme)
        var expected: [[Double]] = []
        for width in LayoutBench.widths {
            for input in inputs {
                let frames = engine.frames(style: input.style, titleWidth: input.titleNatural,
                                           subtitleWidth: input.subtitleNatural, width: width)
                expected.append([frames.title!.x, frames.title!.width, frames.subtitle?.x ?? 0, frames.subtitle?.width ?? 0])
            }
        }
        let json: [String: Any] = [
            "theme": [
                "leadingInset": theme.leadingInset, "trailingInset": theme.trailingInset, "imageWidth": theme.imageWidth,
                "imageGap": theme.imageGap, "arrowWidth": theme.arrowWidth, "arrowGap": theme.arrowGap,
                "labelGap": theme.labelGap, "labelMinWidth": theme.labelMinWidth.map { $0 as Any } ?? NSNull(),
            ],
            "widths": LayoutBench.widths,
            "rows": inputs.map { [$0.style.hasImage, $0.style.hasSubtitle, $0.style.hasArrow, $0.titleNatural, $0.subtitleNatural] },
            "expected": expected,
        ]
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    }
}
