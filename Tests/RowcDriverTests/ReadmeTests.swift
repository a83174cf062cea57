// ReadmeTests.swift keeps README.md's tour true: the output it shows is what rowc prints for the spec it shows.

import RowcDiagnostics
import RowcSema
import RowcSource
import Testing

@Suite("README.md")
struct ReadmeTests {
    @Test("the tour's output is rowc's output for the tour's spec")
    func tour() throws {
        let readme = try Document("README.md")
        let spec = try #require(readme.fencedBlocks("rows").first)
        let shown = try #require(readme.fencedBlocks("").first { $0.code.hasPrefix("$ swift run -q rowc check Tour.rows\n") })

        let file = SourceFile(path: "Tour.rows", text: spec.code)
        let diagnostics = Checker.check(file).diagnostics
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let printed = TextRenderer().render(diagnostics, in: file)
            + diagnosticSummary(errors: errors, warnings: warnings, files: 1) + "\n"
        #expect("$ swift run -q rowc check Tour.rows\n" + printed == shown.code)
    }

    @Test("the set-up commands come first, the build before them all")
    func setUpCommands() throws {
        let first = try #require(try Document("README.md").fencedBlocks("sh").first)
        #expect(first.code == "swift run rowc build Specs/\nswift test\n")
    }
}
