// GrowthBench.swift doubles inputs of every shape that once grew super-linearly (or could) and checks time and memory roughly double.
//
// Each figure is a ratio, the time (or memory) for 2n over that for n, never an absolute time:
// a quadratic step gives about 4, a linear one about 2, whatever the machine; the target is 3.
// Times are the best of several runs, the two sizes interleaved so a burst of other work slows
// both alike. Sizes are picked so one run takes a few tens of milliseconds in a debug build,
// which .ci/run uses (`rowc-bench --only growth`); a release build takes a few milliseconds.
// These were tests once, but timings compared while other tests run beside them were slow
// (two minutes) and at the mercy of the machine's load; here nothing else runs.

import Foundation
import RowcDiagnostics
import RowcFormat
import RowcJSON
import RowcLayout
import RowcSema
import RowcServer
import RowcSource
import RowcStrings
import RowcSyntax

enum GrowthBench {
    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }

    /// Check a file and render its diagnostics as `rowc check` does, as text and as JSON.
    static func checkAndRender(_ bytes: [UInt8]) {
        let file = SourceFile(path: "growth.rows", bytes: bytes)
        let (_, diagnostics) = Checker.check(file)
        _ = TextRenderer().render(diagnostics, in: file)
        _ = JSON.array(diagnostics.map { JSONRenderer.object($0, in: file) }).serialized()
    }

    static let shapes: [(name: String, n: Int, make: @Sendable (Int) -> [UInt8])] = [
        ("valid rows", 1_000, { n in text((0..<n).map { "row r\($0) image:icon title:\"Title \($0)\" subtitle:\"S\" arrow\n" }.joined()) }),
        // Was quadratic: every declaration scanned every syntax diagnostic (hasSyntaxError).
        ("a syntax error on every row", 500, { n in text((0..<n).map { "row r\($0) title:\"T\" @\n" }.joined()) }),
        // Was quadratic: every diagnostic printed its whole line and located its column from the line's start.
        ("stray characters on one line", 200, { n in text(String(repeating: "@ ", count: n) + "\n") }),
        ("unknown attributes on one line", 75, { n in text("row a title:\"A\"" + String(repeating: " titel:\"x\"", count: n) + "\n") }),
        // Large enough that a run takes milliseconds, not microseconds: shorter runs were noise under load.
        ("one long string", 1_000_000, { n in text("row a title:\"" + String(repeating: "ü", count: n / 2) + "\"\n") }),
        ("one long word", 25_000, { n in text(String(repeating: "w", count: n) + "\n") }),
        ("one long comment", 100_000, { n in text("// " + String(repeating: "é", count: n / 2) + "\nrow a title:\"A\"\n") }),
        ("sections", 1_000, { n in text((0..<n).map { "section \"S\($0)\"\nrow r\($0) title:\"R\"\n" }.joined()) }),
        ("empty sections", 1_000, { n in text((0..<n).map { "section \"S\($0)\"\n" }.joined()) }),
        ("rows derived from one title", 250, { n in text(String(repeating: "row title:\"Same\"\n", count: n)) }),
        ("models", 500, { n in text((0..<n).map { "model M\($0) key:$id image:$a? title:$t subtitle:$s?\n" }.joined()) }),
        ("unterminated strings", 1_000, { n in text(String(repeating: "row title:\"open\n", count: n)) }),
        // Text with invalid UTF-8 and NUL bytes past the first 4 KiB, which are read as text.
        ("invalid UTF-8", 50_000, { n in text(String(repeating: "row a title:\"A\"\n", count: 300)) + [UInt8](repeating: 0xFF, count: n) }),
        ("NUL bytes in a string", 100_000, { n in text(String(repeating: "row a title:\"A\"\n", count: 300) + "row b title:\"")
            + [UInt8](repeating: 0, count: n) + text("\"\n") }),
        ("continuation lines", 1_000, { n in text("row a\n" + String(repeating: "    // note\n    title:\"A\"\n", count: n)) }),
    ]

    static func run(_ context: BenchContext) -> [Figure] {
        var figures = shapes.map { shape in timeFigure("check: \(shape.name)", shape.n, make: shape.make, work: checkAndRender) }
        figures.append(timeFigure("fmt: commented rows", 500, make: { n in
            text((0..<n).map { "// row \($0)\nrow   r\($0)  title:\"T\" // trailing\n    arrow   image:i\n" }.joined())
        }, work: { bytes in _ = Formatter.format(SourceFile(path: "f.rows", bytes: bytes)) }))
        figures.append(timeFigure("report", 250, make: { n in
            text((0..<n).map { "row r\($0) image:i title:\"A rather long title \($0)\" subtitle:\"and a subtitle\" arrow\n" }.joined())
        }, work: { bytes in
            let (spec, _) = Checker.check(SourceFile(path: "r.rows", bytes: bytes))
            let report = SpecReport(spec: spec, widths: [320, 375], direction: .leftToRight, metrics: .inter)
            _ = ReportText.render([report])
            _ = ReportJSON.render([report])
        }))
        figures.append(timeFigure("lsp framing, one byte per read", 20_000, make: { n in
            let body = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"" + String(repeating: "a", count: n) + "\"}"
            return text("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
        }, work: { bytes in
            var reader = MessageReader()
            for b in bytes { _ = reader.feed(CollectionOfOne(b)) }
        }))
        figures.append(timeFigure("lsp didOpen", 500, make: { n in
            text((0..<n).map { "row r\($0) title:\"T\" subtile:\"x\"\n" }.joined())
        }, work: openInServer))
        figures.append(timeFigure("a String Catalog read and written back", 10_000, make: { n in
            var catalog = StringCatalog.empty(path: "Big.xcstrings", sourceLanguage: "en")
            for index in 0..<n { catalog.addKey("row.\(index).title", comment: "The title of row \(index)") }
            return catalog.written()
        }, work: { bytes in _ = StringCatalog.parse(SourceFile(path: "Big.xcstrings", bytes: bytes)).catalog?.written() }))
        figures += memoryFigures(context)
        return figures
    }

    /// A language server that opens `bytes` as a document and checks it.
    static func openInServer(_ bytes: [UInt8]) {
        let server = LanguageServer(version: "bench") { _ in }
        server.receive(IncomingMessage(json: .object([("jsonrpc", "2.0"), ("id", 1), ("method", "initialize"), ("params", .object([]))])))
        server.receive(IncomingMessage(json: JSONRPC.notification("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", "file:///g.rows"), ("version", 1), ("text", .string(String(decoding: bytes, as: UTF8.self))),
        ]))]))))
        server.handleQueued()
    }

    /// How much longer `work` takes on `make(2n)` than on `make(n)`: the best of five runs of each,
    /// interleaved. A ratio of 3 or more is measured again, up to three times in all: super-linear
    /// work is over 3 every time, a run disturbed by other work on the machine seldom twice.
    static func timeFigure(_ name: String, _ n: Int, make: (Int) -> [UInt8], work: ([UInt8]) -> Void) -> Figure {
        let small = make(n), large = make(2 * n)
        work(small)  // warm caches and lazy globals
        var t1 = Double.infinity, t2 = Double.infinity
        for _ in 0..<3 where t2 / t1 >= 3 || t1 == .infinity {
            t1 = .infinity
            t2 = .infinity
            for _ in 0..<5 {
                t1 = min(t1, seconds { work(small) })
                t2 = min(t2, seconds { work(large) })
            }
        }
        return Figure(name: "growth, \(name)", value: t2 / t1, unit: "x", target: 3, higherIsBetter: false,
                      note: "n = \(n): \(milliseconds(t1)) ms, 2n: \(milliseconds(t2)) ms")
    }

    /// rowc check's peak memory over that of a one-row spec, for 20,000 and 40,000 rows, valid
    /// and each with an error: measured in a child process, so each peak is its own.
    static func memoryFigures(_ context: BenchContext) -> [Figure] {
        func peak(_ name: String, _ text: String) -> Int {
            let path = context.workspace + "/" + name
            try! text.write(toFile: path, atomically: true, encoding: .utf8)
            return Measure.run(context.rowc[0], Array(context.rowc.dropFirst()) + ["check", path]).peakKB
        }
        let base = peak("empty.rows", "row a title:\"A\"\n")
        let inputs: [(name: String, make: (Int) -> String)] = [
            ("rows", { n in (0..<n).map { "row r\($0) title:\"Title \($0)\" arrow\n" }.joined() }),
            ("errors", { n in (0..<n).map { "row r\($0) title:\"T\" @\n" }.joined() }),
        ]
        return inputs.map { input in
            let m1 = peak("\(input.name)1.rows", input.make(20_000)) - base
            let m2 = peak("\(input.name)2.rows", input.make(40_000)) - base
            return Figure(name: "growth, rowc check's peak memory: \(input.name)", value: m1 > 0 ? Double(m2) / Double(m1) : nil,
                          unit: "x", target: 3, higherIsBetter: false, note: "over the baseline, n: \(m1) KB, 2n: \(m2) KB")
        }
    }

    /// The wall time of one call of `body`.
    static func seconds(_ body: () -> Void) -> Double {
        let start = Measure.now()
        body()
        return Measure.now() - start
    }

    static func milliseconds(_ seconds: Double) -> String { Table.format(seconds * 1000) }
}
