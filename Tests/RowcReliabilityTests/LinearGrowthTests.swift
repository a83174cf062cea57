// LinearGrowthTests.swift doubles inputs of every shape that once grew super-linearly (or could) and checks time and memory roughly double.
//
// Each timing is the best of five runs, and the bound is a ratio under 3 for a doubling, never
// an absolute time: a quadratic step gives about 4, a linear one about 2, whatever the machine.
// Sizes are picked so one run takes a few tens of milliseconds in a debug build. The suite runs
// its tests one at a time, so they do not disturb each other's timings.

import Foundation
import RowcDiagnostics
import RowcFormat
import RowcJSON
import RowcLayout
import RowcSema
import RowcServer
import RowcSource
import RowcSyntax
import Testing

@Suite("linear growth", .serialized)
struct LinearGrowthTests {
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
        ("invalid UTF-8", 50_000, { n in [UInt8](repeating: 0xFF, count: n) }),
        ("NUL bytes in a string", 100_000, { n in text("row a title:\"") + [UInt8](repeating: 0, count: n) + text("\"\n") }),
        ("continuation lines", 1_000, { n in text("row a\n" + String(repeating: "    // note\n    title:\"A\"\n", count: n)) }),
    ]

    @Test("check and render grow linearly", arguments: shapes.indices)
    func check(shape: Int) {
        let (name, n, make) = Self.shapes[shape]
        Growth.expectLinearTime(name, n, make: make, work: Self.checkAndRender)
    }

    @Test("fmt grows linearly on commented rows")
    func format() {
        Growth.expectLinearTime("fmt", 500, make: { n in
            Self.text((0..<n).map { "// row \($0)\nrow   r\($0)  title:\"T\" // trailing\n    arrow   image:i\n" }.joined())
        }, work: { bytes in _ = Formatter.format(SourceFile(path: "f.rows", bytes: bytes)) })
    }

    @Test("the layout report grows linearly")
    func report() {
        Growth.expectLinearTime("report", 250, make: { n in
            Self.text((0..<n).map { "row r\($0) image:i title:\"A rather long title \($0)\" subtitle:\"and a subtitle\" arrow\n" }.joined())
        }, work: { bytes in
            let (spec, _) = Checker.check(SourceFile(path: "r.rows", bytes: bytes))
            let report = SpecReport(spec: spec, widths: [320, 375], direction: .leftToRight, metrics: .inter)
            _ = ReportText.render([report])
            _ = ReportJSON.render([report])
        })
    }

    @Test("the language server's framing grows linearly, one byte per read")
    func framing() {
        Growth.expectLinearTime("framing", 20_000, make: { n in
            let body = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"" + String(repeating: "a", count: n) + "\"}"
            return Self.text("Content-Length: \(body.utf8.count)\r\n\r\n" + body)
        }, work: { bytes in
            var reader = MessageReader()
            for b in bytes { _ = reader.feed(CollectionOfOne(b)) }
        })
    }

    @Test("the language server grows linearly with the document it checks")
    func server() {
        Growth.expectLinearTime("didOpen", 500, make: { n in
            Self.text((0..<n).map { "row r\($0) title:\"T\" subtile:\"x\"\n" }.joined())
        }, work: { bytes in
            let server = LanguageServer(version: "test") { _ in }
            server.receive(IncomingMessage(json: .object([("jsonrpc", "2.0"), ("id", 1), ("method", "initialize"), ("params", .object([]))])))
            server.receive(IncomingMessage(json: JSONRPC.notification("textDocument/didOpen", .object([("textDocument", .object([
                ("uri", "file:///g.rows"), ("version", 1), ("text", .string(String(decoding: bytes, as: UTF8.self))),
            ]))]))))
            server.handleQueued()
        })
    }

    @Test("rowc check's peak memory grows linearly (measured in a child process, so each peak is its own)")
    func memory() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func peak(_ name: String, _ text: String) throws -> Int? {
            try folder.write(name, text)
            return ChildProcess.peakMemory(["check", name], in: folder.path)
        }
        let base = try #require(try peak("empty.rows", "row a title:\"A\"\n"), "python3 measures the peaks")
        for (name, make) in [("rows", { (n: Int) in (0..<n).map { "row r\($0) title:\"Title \($0)\" arrow\n" }.joined() }),
                             ("errors", { (n: Int) in (0..<n).map { "row r\($0) title:\"T\" @\n" }.joined() })] {
            let m1 = try #require(try peak("\(name)1.rows", make(20_000))) - base
            let m2 = try #require(try peak("\(name)2.rows", make(40_000))) - base
            #expect(m1 > 0 && Double(m2) / Double(m1) < 3, "\(name): \(m1) KB over the baseline for n, \(m2) KB for 2n")
        }
    }
}
