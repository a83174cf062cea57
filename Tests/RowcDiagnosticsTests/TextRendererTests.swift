// TextRendererTests.swift checks the text form of diagnostics: the header, the excerpt and its caret, fix-its and notes.

import RowcDiagnostics
import RowcSource
import Testing

@Suite("text rendering")
struct TextRendererTests {
    @Test("a header Xcode parses, the line, a caret under the span, then fix-its and notes")
    func wholeDiagnostic() {
        let file = SourceFile(path: "a.rows", text: "row a\nrow b titel:\"B\"\n")
        let d = Diagnostic(.testError, "unknown attribute `titel`", at: Span(12, 17),
                           notes: [Note("row `a` is here", at: Span(0, 3))],
                           fixIts: [FixIt("did you mean `title`?", replacing: Span(12, 17), with: "title")])
        #expect(TextRenderer().render([d], in: file) == """
            a.rows:2:7: error: unknown attribute `titel` [E999]
                row b titel:"B"
                      ^~~~~
                fix-it: did you mean `title`?
            a.rows:1:1: note: row `a` is here
                row a
                ^~~

            """)
        #expect(TextRenderer(showSource: false).render([d], in: file) == """
            a.rows:2:7: error: unknown attribute `titel` [E999]
                fix-it: did you mean `title`?
            a.rows:1:1: note: row `a` is here

            """)
    }

    @Test("the caret keeps tabs and gives wide characters two cells; the column counts characters")
    func caretUnderWideText() {
        let file = SourceFile(path: "w.rows", text: "\t設定 @\n")
        let text = TextRenderer().render([Diagnostic(.testWarning, "stray", at: Span(8, 9))], in: file)
        #expect(text == "w.rows:1:5: warning: stray [W999]\n    \t設定 @\n    \t     ^\n")
    }

    @Test("the tally names errors, warnings and files, singular and plural")
    func summary() {
        #expect(diagnosticSummary(errors: 0, warnings: 0, files: 1) == "no problems in 1 file")
        #expect(diagnosticSummary(errors: 2, warnings: 1, files: 3) == "2 errors and 1 warning in 3 files")
        #expect(diagnosticSummary(errors: 0, warnings: 2, files: 2) == "2 warnings in 2 files")
    }

    @Test("a diagnostic on a long line shows a window of it, with its column still exact")
    func longLineExcerpt() {
        let line = String(repeating: "a ", count: 500) + "@" + String(repeating: " b", count: 500)
        let file = SourceFile(path: "l.rows", text: "row x title:\"X\"\n" + line + "\n")
        let offset = Int32(16 + 1000)
        let text = TextRenderer().render([Diagnostic(.testError, "unexpected character `@`", at: Span(start: offset, end: offset + 1))], in: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "l.rows:2:1001: error: unexpected character `@` [E999]")
        #expect(lines[1].hasPrefix("    \u{2026}a a") && lines[1].contains("@ b b") && lines[1].hasSuffix("\u{2026}"))
        #expect(lines[1].utf8.count < 300)
        // The caret sits under the `@` it points at.
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let at = lines[1].firstIndex(of: "@").map { lines[1].distance(from: lines[1].startIndex, to: $0) }
        #expect(caret != nil && caret == at)
    }

    @Test("a long line cut for its excerpt is never cut inside a character")
    func excerptKeepsCharactersWhole() {
        let line = String(repeating: "語", count: 400) + "@"
        let file = SourceFile(path: "l.rows", text: line)
        let start = Int32(line.utf8.count - 1)
        let text = TextRenderer().render([Diagnostic(.testError, "x", at: Span(start: start, end: start + 1))], in: file)
        #expect(!text.contains("\u{FFFD}"))
        #expect(text.contains("\u{2026}語語"))
    }
}
