// PlainRowTests.swift holds the plain drafting path to the full check on rows of every shape.

import Foundation
@testable import RowcSema
import RowcSource
import RowcSyntax
import RowcTestSupport
import Testing

@Suite("rows drafted by the plain path")
struct PlainRowTests {
    /// Attributes as written well and badly: the plain path must take the first kind and leave
    /// the second to the full check, or draft both alike.
    static let attributes = [
        "image:icon", "image:\"pic name\"", "image:\"\"", "image:arrow", "image", "image:12",
        "title:\"Printer\"", "title:\"Wi\"", "title:\"W\"", "title:\"\"", "title:“Curly text”", "title:“W”", "title:“”",
        "title:name", "title",
        "subtitle:\"Connected\"", "subtitle:\"\"", "arrow", "arrow:\"yes\"", "key:\"x\"", "titel:\"Typo\"",
        "label:\"Spoken\"", "label:\"\"", "label",
    ]
    static let names = ["", "printer ", "class ", "self ", "rows ", "a.b "]

    static func taken(_ text: String) -> Int? {
        Checker.plainRowsTaken(Parser.parse(SourceFile(path: "rows.rows", text: text)))
    }

    @Test("every row of one to three attributes drafts alike by either path")
    func everyShape() {
        var taken = 0, disagreeing: [String] = []
        for name in Self.names {
            for a in Self.attributes {
                for b in [""] + Self.attributes {
                    for c in ["", "arrow", "subtitle:\"Connected\"", "title:\"Printer\"", "image:icon"] {
                        let row = "row \(name)\(a) \(b) \(c)\n"
                        guard let n = Self.taken(row) else {
                            disagreeing.append(row)
                            continue
                        }
                        taken += n
                    }
                }
            }
        }
        #expect(disagreeing.isEmpty)
        #expect(taken > 0)
    }

    @Test("the plain path takes rows in the common shapes", arguments: [
        "row printer image:per_printer title:\"Printer\" subtitle:\"Connected\" arrow",
        "row title:\"Wallpaper\"", "row title:\"Wi\"", "row title:\"W\" subtitle:\"On\"", "row arrow title:\"Arrow first\" image:i", "row class title:\"Keyword\"",
        "row a.b title:\"Dotted\"",  // taken, with the name's error, which the full check reports alike
    ])
    func commonShapes(row: String) {
        #expect(Self.taken(row + "\n") == 1)
    }

    @Test("the plain path leaves rows it cannot vouch for to the full check", arguments: [
        "row title:\"\"", "row title:“”", "row title:“W”", "row subtitle:\"Alone\"", "row title:\"A title\" title:\"Twice\"",
        "row title:\"A title\" arrow:\"yes\"", "row title:\"A title\" titel:\"Typo\"", "row",
        // Without a title a row is warned about unless it has a spoken label (W006), and `label:`
        // has no lexer word: the full check reads both.
        "row image:icon", "row image:\"pic\"", "row image:icon label:\"Icon\"", "row title:\"Wi-Fi\" label:\"Wireless\"",
    ])
    func otherShapes(row: String) {
        #expect(Self.taken(row + "\n") == 0)
    }

    @Test("the plain path takes the common rows of a whole file, and none of a file with a syntax error")
    func wholeFiles() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.specsFolder)
            .filter { $0.hasSuffix(".rows") }
        #expect(!specs.isEmpty)
        var taken = 0
        for spec in specs {
            let text = try String(contentsOfFile: Self.specsFolder + "/" + spec, encoding: .utf8)
            guard let n = Self.taken(text) else {
                Issue.record("\(spec): the plain path drafts a row differently")
                continue
            }
            taken += n
        }
        #expect(taken > 0)
        #expect(Self.taken("row title:\"Fine\"\nrow title:\"Broken\n") == 0)
    }

    static var specsFolder: String { Repository.path("Specs") }
}
