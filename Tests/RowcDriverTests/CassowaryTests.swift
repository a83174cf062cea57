// CassowaryTests.swift holds the seed theme's frames to a Cassowary solver's under the seed cell's constraints.

import Foundation
import RowKit
import RowcLayout
import RowcSema
import RowcSource
import RowcTestSupport
import Testing

/// `Tests/Cassowary/cassowary-frames.py` solves Specs/CommonCells.rows' rows with kiwisolver
/// under the seed cell's Masonry constraints, as Auto Layout would, at the report's default
/// widths. Its frames are recorded in `Tests/Cassowary/CommonCells.txt`, which `swift test`
/// reads; under `ROWC_RECORD=1`, as .ci/run sets after installing kiwisolver, the script runs
/// again and the file is rewritten, so a change shows in `git diff`.
@Suite struct CassowaryTests {
    static let spec = "Specs/CommonCells.rows"
    static let file = "Tests/Cassowary/CommonCells.txt"

    /// The theme's numbers the constraints read, by RowTheme's property names.
    static func themeJSON(_ theme: RowTheme) -> String {
        let numbers: [(String, Double)] = [
            ("leadingInset", theme.leadingInset), ("trailingInset", theme.trailingInset), ("imageWidth", theme.imageWidth),
            ("imageGap", theme.imageGap), ("arrowWidth", theme.arrowWidth), ("arrowGap", theme.arrowGap),
            ("labelGap", theme.labelGap), ("labelMinWidth", theme.labelMinWidth ?? 0),
        ]
        return "{" + numbers.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n"
    }

    @Test func commonCellsEqualCassowary() throws {
        let source = try #require(try? Repository.readText(Self.spec))
        let (spec, diagnostics) = Checker.check(SourceFile(path: Self.spec, text: source))
        #expect(diagnostics.isEmpty)
        #expect(spec.theme == .seed, "CommonCells.rows keeps the seed cell's metrics")
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        // The constraints are the seed article's: image, title, subtitle and arrow, no symbol or control.
        let rows = spec.rows.filter { $0.symbol == nil && ($0.style.accessory == nil || $0.style.accessory == .arrow) }
        #expect(rows.count == 6)
        var cases: [String] = [], ours: [String: [Double]] = [:]
        for width in SpecReport.defaultWidths {
            for row in rows {
                let natural = analyzer.engine.naturalWidths(title: row.title, subtitle: row.subtitle, metrics: .inter)
                let flags = [row.style.hasImage, row.style.hasSubtitle, row.style.hasArrow].map { $0 ? "1" : "0" }
                let key = ([Self.format(width)] + flags + [String(natural.title), String(natural.subtitle)]).joined(separator: "\t")
                cases.append(key)
                let frames = analyzer.analyze(row, width: width).frames
                let title = try #require(frames.title)
                ours[key] = [title.x, title.width, frames.subtitle?.x ?? 0, frames.subtitle?.width ?? 0]
            }
        }
        let recorded = try Self.recorded(cases, theme: spec.theme)
        for key in cases {
            let theirs = try #require(recorded[key], "\(Self.file) has no line for \(key); record it with ROWC_RECORD=1")
            let hasSubtitle = key.split(separator: "\t")[2] == "1"
            let compared = hasSubtitle ? 4 : 2
            for k in 0..<compared {
                #expect(abs(theirs[k] - ours[key]![k]) < 1e-5, "\(key): \(ours[key]!) against Cassowary's \(theirs)")
            }
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Cassowary's title x, title width, subtitle x and subtitle width by case.
    static func recorded(_ cases: [String], theme: RowTheme) throws -> [String: [Double]] {
        let text: String
        if Golden.isRecording {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            folder.write(themeJSON(theme), to: "theme.json")
            folder.write(cases.joined(separator: "\n") + "\n", to: "cases.txt")
            let run = Swiftc.run("/usr/bin/env", ["python3", Repository.path("Tests/Cassowary/cassowary-frames.py"),
                                                      folder.appendingPath("theme.json"), folder.appendingPath("cases.txt")])
            try #require(run.status == 0, "cassowary-frames.py needs kiwisolver: \(run.output)")
            text = run.output
            Golden.check(text, against: file)
        } else {
            text = try #require(try? Repository.readText(file), "\(file) is missing; record it with ROWC_RECORD=1")
        }
        var frames: [String: [Double]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 10 else { continue }
            frames[fields[0..<6].joined(separator: "\t")] = fields[6...].compactMap(Double.init)
        }
        return frames
    }
}
