// DiagnosticLimitTests.swift checks the cap on one phase's diagnostics and the one that counts the rest.

import RowcDiagnostics
import RowcSource
import Testing

@Suite("diagnostic limit")
struct DiagnosticLimitTests {
    @Test("past 1,000 diagnostics a phase reports one E010 that counts the rest, at the worst severity left out")
    func diagnosticLimit() {
        var limit = DiagnosticLimit()
        var list: [Diagnostic] = []
        for i in 0..<1_005 {
            let code: DiagnosticCode = i == 1_003 ? .testError : .testWarning
            limit.append(Diagnostic(code, "d\(i)", at: Span(i, i)), to: &list)
        }
        #expect(list.count == 1_000)
        let summary = limit.summary(.testError)
        #expect(summary?.severity == .error)
        #expect(summary?.span == Span(1_000, 1_000))
        #expect(summary?.message == "5 more errors not reported after the first 1000; fix these and check again")
        #expect(DiagnosticLimit().summary(.testError) == nil)
    }

    @Test("only warnings left out make a warning, counted in the singular for one")
    func warningsLeftOut() {
        var limit = DiagnosticLimit()
        var list: [Diagnostic] = []
        for i in 0...DiagnosticLimit.perPhase { limit.append(Diagnostic(.testWarning, "d\(i)", at: Span(i, i)), to: &list) }
        let summary = limit.summary(.testError)
        #expect(summary?.severity == .warning)
        #expect(summary?.message == "1 more warning not reported after the first 1000; fix these and check again")
    }
}
