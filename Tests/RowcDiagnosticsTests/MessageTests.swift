// MessageTests.swift checks what a message says: long quoted text clipped, and did-you-mean suggestions.

import RowcDiagnostics
import RowcSource
import Testing

@Suite("messages")
struct MessageTests {
    @Test("source text quoted in a message is clipped; the fix-it's replacement is not")
    func quotedTextIsClipped() {
        let word = String(repeating: "w", count: 10_000)
        let d = Diagnostic(.testError, "`\(word)-x` is not a name", at: Span(0, 1),
                           fixIts: [FixIt("quote it: `\"\(word)-x\"`", replacing: Span(0, 1), with: "\"\(word)-x\"")])
        #expect(d.message == "`" + String(repeating: "w", count: 60) + "\u{2026}" + "wwwwwwww-x` is not a name")
        #expect(d.fixIts[0].message.utf8.count < 100)
        #expect(d.fixIts[0].replacement.utf8.count == 10_004)
        let short = "unknown attribute `titel` for a row; did you mean `title`?"
        #expect(Diagnostic(.testError, short, at: Span(0, 1)).message == short)
    }

    @Test("suggestions are the close names, closest first, ties in the order given")
    func suggestions() {
        #expect(closestNames(to: "titel", among: ["subtitle", "title", "image", "tile"]) == ["title", "tile"])
        #expect(closestNames(to: "IMAGE", among: ["image"]) == ["image"])
        #expect(closestNames(to: "zzzzzz", among: ["title", "image"]).isEmpty)
        #expect(editDistance("title", "titel") == 1)
        #expect(editDistance("", "abc") == 3)
    }
}
