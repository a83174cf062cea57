// Support.swift holds the helper the checker tests share: checking a spec given as text.

import RowcDiagnostics
import RowcSema
import RowcSource

/// The checked spec and every diagnostic for `text`.
func check(_ text: String) -> (spec: CheckedSpec, diagnostics: [Diagnostic]) {
    Checker.check(SourceFile(path: "test.rows", text: text))
}

extension [Diagnostic] {
    var codes: [String] { map(\.code.id) }
}

extension Diagnostic {
    /// `line:column` of a span's start, 1-based.
    func position(_ span: Span, in spec: CheckedSpec) -> String {
        let location = spec.file.location(of: span.start)
        return "\(location.line):\(location.column)"
    }
}
