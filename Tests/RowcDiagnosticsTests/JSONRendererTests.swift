// JSONRendererTests.swift checks the JSON form of a diagnostic: its fields, and positions in lines and characters.

import RowcDiagnostics
import RowcJSON
import RowcSource
import Testing

@Suite("JSON rendering")
struct JSONRendererTests {
    @Test("1-based lines and columns in characters, the end exclusive; notes name their file, fix-its do not")
    func fieldsAndPositions() {
        let file = SourceFile(path: "s.rows", text: "row 設定\r\nrow b titel:\"B\"\n")
        let d = Diagnostic(.testError, "unknown", at: Span(18, 23), notes: [Note("here", at: Span(4, 10))],
                           fixIts: [FixIt("rename", replacing: Span(18, 23), with: "title")])
        let position = { (line: Int, column: Int, endLine: Int, endColumn: Int) -> [(String, JSON)] in
            [("line", .int(line)), ("column", .int(column)), ("endLine", .int(endLine)), ("endColumn", .int(endColumn))]
        }
        let expected: JSON = .object([("file", "s.rows")] + position(2, 7, 2, 12) + [
            ("severity", "error"), ("code", "E999"), ("message", "unknown"),
            ("notes", [.object([("file", "s.rows")] + position(1, 5, 1, 7) + [("message", "here")])]),
            ("fixits", [.object(position(2, 7, 2, 12) + [("replacement", "title"), ("message", "rename")])]),
        ])
        #expect(JSONRenderer.object(d, in: file) == expected)
        // Members keep their order, which the JSON output shows.
        #expect(JSONRenderer.object(d, in: file).serialized().hasPrefix(#"{"file":"s.rows","line":2,"column":7,"endLine":2"#))
    }
}
