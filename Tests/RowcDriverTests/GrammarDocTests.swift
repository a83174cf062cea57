// GrammarDocTests.swift keeps grammar.md true to the code: its catalogue, theme keys, styles and examples.

import RowKit
import RowcDiagnostics
import RowcSema
import RowcSource
import RowcSyntax
import Testing

@Suite("grammar.md")
struct GrammarDocTests {
    static let path = "grammar.md"

    static var examples: [FencedBlock] { (try? Document(path).fencedBlocks("rows")) ?? [] }

    @Test("the diagnostics catalogue lists every code with its severity, summary and help")
    func catalogue() throws {
        var table = "| Code | Severity | Meaning | How to fix it |\n|---|---|---|---|\n"
        for code in Catalogue.all.sorted(by: { $0.id < $1.id }) {
            table += "| \(code.id) | \(code.severity.rawValue) | \(markdown(code.summary)) | \(markdown(code.help)) |\n"
        }
        try Document(Self.path).checkGeneratedBlock("diagnostics", is: table)
    }

    @Test("the theme key table lists every key with its value in each base theme and its range")
    func themeKeys() throws {
        var table = "| Key | `ios` (default) | `seed` | Range | What it sets |\n|---|---|---|---|---|\n"
        for key in ThemeKey.all {
            table += "| `\(key.name)` | `\(key.value(in: .ios))` | `\(key.value(in: .seed))` | \(key.range) | \(key.summary) |\n"
        }
        try Document(Self.path).checkGeneratedBlock("theme-keys", is: table)
    }

    @Test("the semantic colour table lists every colour with its light and dark values")
    func systemColors() throws {
        var table = "| name | light | dark |\n|---|---|---|\n"
        for system in RowColor.System.allCases {
            table += "| `\(system.rawValue)` | `\(system.light)` | `\(system.dark)` |\n"
        }
        try Document(Self.path).checkGeneratedBlock("system-colors", is: table)
    }

    @Test("the attribute table lists every attribute in each place, with what it takes and means, in the vocabulary's order")
    func attributes() throws {
        var table = "| Attribute | In | Takes | What it means |\n|---|---|---|---|\n"
        for attribute in Vocabulary.attributes {
            for use in attribute.uses {
                table += "| `\(attribute.spelling)` | `\(use.place.rawValue)` | \(use.value.summary) | \(markdown(use.documentation)) |\n"
            }
        }
        try Document(Self.path).checkGeneratedBlock("attributes", is: table)
    }

    @Test("the tokens table's reserved words and the contextual words are the vocabulary's")
    func reservedWords() throws {
        let text = try Document(Self.path).text
        let reserved = Vocabulary.keywords.map(\.spelling) + Vocabulary.attributes.filter(\.isReserved).map(\.spelling)
        #expect(text.contains("| reserved word | " + reserved.map { "`\($0)`" }.joined(separator: " ") + " | |"))
        let contextual = Vocabulary.attributes.filter { !$0.isReserved && $0.word != .none }.map { "`\($0.spelling)`" }
        #expect(text.contains(contextual.dropLast().joined(separator: ", ") + " and " + contextual.last! + " are\n*contextual*"))
    }

    @Test("every style is in the styles table with what it shows and its reuse identifier, in RowStyle's order")
    func styles() throws {
        let lines = try Document(Self.path).text.split(separator: "\n")
        var rows: [Int] = []
        for style in RowStyle.allCases {
            let row = "| `\(style.name)` | \(style.displayName) | `\(style.reuseIdentifier)` |"
            let at = lines.firstIndex { $0.hasPrefix(row) }
            #expect(at != nil, "no styles-table row for \(style.name)")
            rows += at.map { [$0] } ?? []
        }
        #expect(rows == rows.sorted())
    }

    @Test("the sections other work fills are there, marked")
    func placeholders() throws {
        let text = try Document(Self.path).text
        #expect(text.contains("\n## Layout model\n"))
        #expect(text.contains("\n## Formatting\n"))
    }

    @Test("there are examples to check")
    func examplesExist() {
        #expect(Self.examples.count >= 15)
    }

    /// An example checks clean, or reports exactly the codes its `// error: CODE` and
    /// `// warning: CODE` comments name, once per comment.
    @Test("each example checks as its comments say", arguments: examples)
    func example(_ block: FencedBlock) {
        let file = SourceFile(path: "example.rows", text: block.code)
        let reported = Checker.check(file).diagnostics.map(\.code.id).sorted()
        var expected: [String] = []
        for line in block.code.split(separator: "\n") {
            for marker in ["// error: ", "// warning: "] {
                guard let range = line.range(of: marker) else { continue }
                expected += line[range.upperBound...].split(separator: " ").map(String.init)
            }
        }
        #expect(reported == expected.sorted(), "the example at grammar.md line \(block.line)")
    }

    /// Text for a Markdown table cell: bars escaped everywhere, backslashes outside code spans
    /// (where Markdown would otherwise read them as escapes), so everything shows as written.
    func markdown(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            let cell = part.replacingOccurrences(of: "|", with: "\\|")
            return index % 2 == 1 ? cell : cell.replacingOccurrences(of: "\\", with: "\\\\")
        }.joined(separator: "`")
    }
}
