// SortingTests.swift checks the order diagnostics are shown in: by place, then severity and code, repeats once.

import RowcDiagnostics
import RowcSource
import Testing

@Suite("sorting")
struct SortingTests {
    @Test("by position, errors before warnings at one place, then by code; the order reported breaks ties")
    func order() {
        var bag = DiagnosticBag()
        let other = DiagnosticCode("E998", .error, "another error for tests", help: "")
        bag.report(Diagnostic(.testWarning, "late", at: Span(9, 10)))
        bag.report(Diagnostic(.testWarning, "warning at 2", at: Span(2, 3)))
        bag.report(Diagnostic(.testError, "E999 at 2", at: Span(2, 4)))
        bag.report(Diagnostic(other, "E998 at 2", at: Span(2, 2)))
        bag.report(Diagnostic(.testError, "second E999 at 2", at: Span(2, 5)))
        bag.report(Diagnostic(.testError, "first", at: Span(0, 1)))
        #expect(bag.sorted().map(\.message) == ["first", "E998 at 2", "E999 at 2", "second E999 at 2", "warning at 2", "late"])
        #expect(bag.hasErrors)
    }

    @Test("an exact repeat is shown once, even with others of its place between")
    func repeatsDropped() {
        var bag = DiagnosticBag()
        let d = Diagnostic(.testError, "twice", at: Span(4, 5))
        bag.append(contentsOf: [d, Diagnostic(.testError, "other", at: Span(4, 6)), d, Diagnostic(.testError, "twice", at: Span(5, 6))])
        #expect(bag.sorted() == [d, Diagnostic(.testError, "other", at: Span(4, 6)), Diagnostic(.testError, "twice", at: Span(5, 6))])
        #expect(bag.items.count == 4)
    }

    @Test("a bag of warnings has no errors")
    func warningsOnly() {
        var bag = DiagnosticBag()
        bag.report(Diagnostic(.testWarning, "w", at: Span(0, 0)))
        #expect(!bag.hasErrors)
    }
}
