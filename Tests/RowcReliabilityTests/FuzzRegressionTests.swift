// FuzzRegressionTests.swift keeps what fuzzing (Fuzz/) found fixed: each input that broke rowc, and the invariant it broke.

import Foundation
import RowcDiagnostics
import RowcSema
import RowcSource
import Testing

@Suite("fuzz regressions")
struct FuzzRegressionTests {
    /// Found by Fuzz/run.sh frontend: a run of 200 continuation bytes before a diagnostic moved the
    /// excerpt's window back past them, so it ended before the span began, and `Span` trapped.
    @Test("an excerpt after a long run of invalid continuation bytes still shows the span")
    func excerptAfterContinuationBytes() throws {
        let crash = try #require(Data(base64Encoded: "cm93IHRpdGxlOiJXaS1GaQEAAAAAAAGkZTppdGxlOiJXaS1GaQEAAAAAAAGkZToiT24iGnJvdyB0aXRsZSMyOTJFM2VsIHB35eVzLImNZWxmIHS7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7Kru7u7tpdGxlOiRuYW1lIk9uIhpyb3cgdGl0bGUjMjkyRTNlbCBz5ZCN5YmNZWxmIHRpdGxlOru7u7u7u7u7u7u7u7u7u7u7Kru7u7tpdGxlOiRuYW1lIk9uIhpyb3cgdGl0bGUjMjkyRTNlbCBz5ZCN5YmNZWxmIHRpdGxlOiRuYW1lPwo="))
        let file = SourceFile(path: "crash.rows", bytes: [UInt8](crash))
        _ = TextRenderer().render(Checker.check(file).diagnostics, in: file)

        let bytes = Array("row a title:\"".utf8) + [UInt8](repeating: 0xBB, count: 300) + Array("\" @\n".utf8)
        let at = Int32(bytes.count - 2)
        let text = TextRenderer().render([Diagnostic(.strayCharacter, "unexpected character `@`", at: Span(start: at, end: at + 1))],
                                         in: SourceFile(path: "c.rows", bytes: bytes))
        let lines = text.split(separator: "\n")
        #expect(lines[1].hasSuffix("\" @"))
        #expect(lines[2].hasSuffix("^"))
    }
}
