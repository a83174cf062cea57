// PlainAttributeTests.swift holds the parser's shortcut for plain attributes to the general way.

import RowcSource
@testable import RowcSyntax
import Testing

@Suite("plain attributes")
struct PlainAttributeTests {
    /// Pieces of a row line: every kind of token in every place an attribute's tokens can be,
    /// with and without the space, comment or continuation line between them that the shortcut
    /// leaves to the general way.
    static let pieces = [
        "image", ":", "icon", "\"Text\"", "12", "#292E31", "$name", "arrow", "row", "title",
        " ", " // note\n", "\n  ", "\n", "@",
    ]

    @Test("every line of up to four pieces after `row a ` parses alike both ways")
    func everyLine() {
        var compared = 0, differing: [String] = []
        func compare(_ text: String) {
            let file = SourceFile(path: "plain.rows", text: text)
            let shortcut = Parser.parseInOnePiece(file)
            let general = Parser.parseInOnePiece(file, takingPlainAttributes: false)
            compared += 1
            if shortcut.declarations != general.declarations || shortcut.attributes != general.attributes
                || shortcut.diagnostics != general.diagnostics {
                differing.append(text)
            }
        }
        var lines = [""]
        for _ in 1...4 {
            lines = lines.flatMap { line in Self.pieces.map { line + $0 } }
            for line in lines { compare("row a " + line + "\n") }
        }
        #expect(compared == (1...4).reduce(0) { $0 + Self.pieces.count.power($1) })
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}

private extension Int {
    func power(_ exponent: Int) -> Int { (0..<exponent).reduce(1) { product, _ in product * self } }
}
