// BuildDocTests.swift keeps grammar.md's `rowc build` section true to the code generation catalogue.

import RowcCodegen
import RowcDiagnostics
import Testing

@Suite struct BuildDocTests {
    @Test func buildDiagnosticsAreDocumented() throws {
        var table = "| Code | Severity | Meaning | How to fix it |\n|---|---|---|---|\n"
        for code in DiagnosticCode.codegenCatalogue {
            let help = code.help.replacingOccurrences(of: "|", with: "\\|")
            table += "| \(code.id) | \(code.severity.rawValue) | \(code.summary) | \(help) |\n"
        }
        try Document("grammar.md").checkGeneratedBlock("build-diagnostics", is: table)
    }
}
