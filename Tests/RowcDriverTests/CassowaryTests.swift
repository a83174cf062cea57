// CassowaryTests.swift holds every row shape's frames to a Cassowary solver's under a UIKit cell's constraints.

import Foundation
import RowKit
import RowcLayout
import RowcSema
import RowcSource
import RowcTestSupport
import Testing

/// `Tests/Cassowary/cassowary-frames.py` lays the rows of the specs below out with kiwisolver,
/// under the constraints a UIKit cell of each row's style would have (Benchmarks/kiwi/kiwi_bench.py),
/// in each list style at the report's default widths. Its frames are recorded in
/// `Tests/Cassowary/Cases.txt`, and the themes' numbers it read in `Tests/Cassowary/themes.json`,
/// which `swift test` reads; under `ROWC_RECORD=1`, as .ci/run sets after installing kiwisolver,
/// the script runs again and both files are rewritten, so a change shows in `git diff`.
@Suite struct CassowaryTests {
    /// The seed article's six rows, and every other shape in each base theme.
    static let specs = ["Specs/CommonCells.rows", "Tests/Cassowary/IOSCells.rows", "Tests/Cassowary/SeedCells.rows"]
    static let file = "Tests/Cassowary/Cases.txt"
    static let themesFile = "Tests/Cassowary/themes.json"
    /// kiwisolver's frames are exact to about 1e-12; the file keeps nine decimals.
    static let tolerance = 1e-6

    /// One case: the nine columns the script reads, and rowc's answer in the seven it adds.
    struct Case {
        var input: [String]
        var output: [String]
        var key: String { input.joined(separator: "\t") }
    }

    @Test func everyShapeEqualsCassowary() throws {
        let cases = try Self.cases()
        let recorded = try Self.recorded(cases)
        for c in cases {
            let theirs = try #require(recorded[c.key], "\(Self.file) has no line for \(c.key); record it with ROWC_RECORD=1")
            let wrong = Self.mismatches(c.output, theirs)
            #expect(wrong.isEmpty, "\(c.key): rowc \(c.output) against Cassowary's \(theirs): \(wrong)")
        }
        #expect(recorded.count == Set(cases.map(\.key)).count, "\(Self.file) holds cases no spec makes; record it with ROWC_RECORD=1")
    }

    /// The comparison fails on a frame off by more than the tolerance, a missing element and another shape.
    @Test func aDifferentFrameFails() throws {
        let c = try #require(try Self.cases().first { $0.output[0] == "beside" && $0.output[6] != "-" })
        #expect(Self.mismatches(c.output, c.output).isEmpty)
        var moved = c.output
        let title = moved[4].split(separator: " ").compactMap { Double($0) }
        moved[4] = ([title[0] + 2 * Self.tolerance] + title.dropFirst()).map { String($0) }.joined(separator: " ")
        #expect(Self.mismatches(c.output, moved) == ["title"])
        var gone = c.output
        gone[6] = "-"
        #expect(Self.mismatches(c.output, gone) == ["accessory"])
        var stacked = c.output
        stacked[0] = "stacked"
        #expect(Self.mismatches(c.output, stacked) == ["shape"])
    }

    /// Every shape is among the cases: both themes, each list style, labels beside, crowded and
    /// stacked (by not fitting and by `subtitle.position:below`), a button, each accessory, a symbol.
    @Test func casesCoverEveryShape() throws {
        let cases = try Self.cases()
        let inputs = Set(cases.flatMap { [$0.input[0], $0.input[1], $0.input[4], $0.input[5]] })
        #expect(inputs.isSuperset(of: ["ios", "seed", "plain", "grouped", "insetGrouped", "image", "symbol", "below"]))
        let styles = Set(cases.map { RowStyle(name: $0.input[3])! })
        #expect(Set(styles.map(\.accessory)) == Set(RowAccessory.allCases + [nil]))
        #expect(styles.contains(.button) && styles.contains { $0.texts == nil })
        for theme in ["ios", "seed"] {
            let shapes = Set(cases.filter { $0.input[0] == theme && $0.input[5] == "beside" }.map { $0.output[0] })
            #expect(shapes == ["-", "beside", "crowded", "stacked"], "\(theme): \(shapes)")
        }
    }

    /// The names of the output columns where `theirs` differs from `ours`: a word, or a frame's
    /// presence or any of its numbers by more than `tolerance`.
    static func mismatches(_ ours: [String], _ theirs: [String]) -> [String] {
        let names = ["shape", "cell", "height", "leading", "title", "subtitle", "accessory"]
        guard ours.count == names.count, theirs.count == names.count else { return ["columns"] }
        return names.indices.filter { i in
            guard i > 0, ours[i] != "-", theirs[i] != "-" else { return ours[i] != theirs[i] }
            let a = ours[i].split(separator: " ").map { Double($0) }, b = theirs[i].split(separator: " ").map { Double($0) }
            return a.count != b.count || zip(a, b).contains { x, y in
                guard let x, let y else { return true }
                return abs(x - y) > tolerance
            }
        }.map { names[$0] }
    }

    /// Every row of `specs`, laid out by the report's entry (`RowAnalyzer.analyze`) in each list
    /// style at each default width, as a case with rowc's answer.
    static func cases() throws -> [Case] {
        var cases: [Case] = []
        for path in specs {
            let source = try #require(try? Repository.readText(path))
            let (spec, diagnostics) = Checker.check(SourceFile(path: path, text: source))
            #expect(diagnostics.isEmpty, "\(path): \(diagnostics.map(\.message))")
            let base = try #require(RowTheme.bases.first { $0.name == spec.themeBase }?.theme)
            #expect(spec.theme == base, "\(path) lays rows out in a base theme, which themes.json holds")
            for list in RowListStyle.allCases {
                let analyzer = RowAnalyzer(spec: spec, metrics: .inter, list: list)
                for width in SpecReport.defaultWidths {
                    for row in spec.rows {
                        cases.append(try Self.laidOut(row, theme: spec.theme(of: row), base: base, name: spec.themeBase,
                                                      analysis: analyzer.analyze(row, width: width)))
                    }
                }
            }
        }
        return cases
    }

    /// `row`, with its own theme `theme` over `base`, as a case with rowc's answer, `analysis`.
    static func laidOut(_ row: CheckedRow, theme: RowTheme, base: RowTheme, name: String, analysis a: RowAnalysis) throws -> Case {
        // A row's own keys are the case's columns (position, minWidth) or draw without moving
        // anything (a symbol's tile takes the symbol's frame).
        var rest = theme
        (rest.subtitlePosition, rest.labelMinWidth) = (base.subtitlePosition, base.labelMinWidth)
        (rest.symbolBackground, rest.symbolColor) = (base.symbolBackground, base.symbolColor)
        #expect(rest == base, "row \(row.name) writes a theme key the cases do not name")
        let style = row.style
        let input = [name, a.list.rawValue, format(a.width), style.name, !style.hasImage ? "-" : row.symbol == nil ? "image" : "symbol",
                     theme.subtitlePosition.rawValue, theme.labelMinWidth.map(format) ?? "none",
                     String(a.title?.natural ?? 0), String(a.subtitle?.natural ?? 0)]
        let shape = !style.hasSubtitle ? "-" : a.stacksLabels ? "stacked"
            : a.cell.width + RowTextMetrics.fitTolerance >= a.fullTextWidth ? "beside" : "crowded"
        let f = a.frames
        let elements: [RowRect?] = [f.image ?? f.symbol, f.title, f.subtitle, f.arrow ?? f.switch ?? f.check ?? f.info ?? f.trailingSymbol]
        let frames = elements.map { (rect: RowRect?) -> String in
            guard let rect else { return "-" }
            return [rect.x, rect.y, rect.width, rect.height].map { String($0) }.joined(separator: " ")
        }
        return Case(input: input, output: [shape, String(a.cell.width), String(a.height)] + frames)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The numbers the constraints read, for each base theme, by RowTheme's property names, with
    /// UIKit's switch size and the layout margins `RowCellGeometry` holds.
    static func themesJSON() -> String {
        let themes = RowTheme.bases.map { name, t in
            let numbers: [(String, Double)] = [
                ("rowHeight", t.rowHeight), ("leadingInset", t.leadingInset), ("trailingInset", t.trailingInset),
                ("imageWidth", t.imageWidth), ("imageHeight", t.imageHeight), ("imageGap", t.imageGap),
                ("arrowWidth", t.arrowWidth), ("arrowHeight", t.arrowHeight), ("arrowGap", t.arrowGap),
                ("checkWidth", t.checkWidth), ("checkHeight", t.checkHeight),
                ("switchWidth", RowLayout.switchWidth), ("switchHeight", RowLayout.switchHeight),
                ("infoWidth", RowLayout.infoSize), ("infoHeight", RowLayout.infoSize),
                // At the default text size, where every case is laid out.
                ("trailingSymbolWidth", RowLayout.trailingSymbolSize), ("trailingSymbolHeight", RowLayout.trailingSymbolSize),
                ("labelHeight", t.labelHeight), ("labelGap", t.labelGap),
                ("compactMargin", RowCellGeometry.compactMargin), ("wideMargin", RowCellGeometry.wideMargin),
                ("wideMarginWidth", RowCellGeometry.wideMarginWidth),
            ]
            let edges = [(RowInsetEdges.leading, "leading"), (.trailing, "trailing")].filter { t.marginInsets.contains($0.0) }
            let fields = numbers.map { "\"\($0.0)\": \(format($0.1))" }
                + ["\"labelMinWidth\": \(t.labelMinWidth.map(format) ?? "null")",
                   "\"marginInsets\": [\(edges.map { "\"\($0.1)\"" }.joined(separator: ", "))]"]
            return "  \"\(name)\": {\n    " + fields.joined(separator: ",\n    ") + "\n  }"
        }
        return "{\n" + themes.joined(separator: ",\n") + "\n}\n"
    }

    /// Cassowary's answer (the seven output columns) by case.
    static func recorded(_ cases: [Case]) throws -> [String: [String]] {
        let text: String
        Golden.check(themesJSON(), against: themesFile)
        if Golden.isRecording {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            folder.write(cases.map(\.key).joined(separator: "\n") + "\n", to: "cases.txt")
            let run = Swiftc.run("/usr/bin/env", ["python3", Repository.path("Tests/Cassowary/cassowary-frames.py"),
                                                      Repository.path(themesFile), folder.appendingPath("cases.txt")])
            try #require(run.status == 0, "cassowary-frames.py needs kiwisolver: \(run.output)")
            text = run.output
            Golden.check(text, against: file)
        } else {
            text = try #require(try? Repository.readText(file), "\(file) is missing; record it with ROWC_RECORD=1")
        }
        var frames: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 16 else { continue }
            frames[fields[0..<9].joined(separator: "\t")] = Array(fields[9...])
        }
        return frames
    }
}
