// LayoutFixtures.swift builds checked specs from source text and compares frames, for the layout tests.

import RowKit
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcSource
import Testing

/// `source` parsed and checked; records an issue when checking reports an error.
func checkedSpec(_ source: String, path: String = "test.rows",
                 sourceLocation: SourceLocation = #_sourceLocation) -> CheckedSpec {
    let (spec, diagnostics) = Checker.check(SourceFile(path: path, text: source))
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "fixture does not check: \(errors.map(\.message))", sourceLocation: sourceLocation)
    return spec
}

/// Whether two lengths agree to well under a pixel; frames come out of a few additions,
/// so only the last bits may differ from arithmetic written out by hand.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func close(_ a: RowRect?, _ b: RowRect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
}

/// A rectangle written compactly in expectations: `r(10, 11.5, 282, 21)`.
func r(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> RowRect {
    RowRect(x: x, y: y, width: width, height: height)
}
