// TestCodes.swift defines the diagnostic codes these tests report, so that they need no phase's catalogue.

import RowcDiagnostics

extension DiagnosticCode {
    static let testError = DiagnosticCode("E999", .error, "an error for tests", help: "")
    static let testWarning = DiagnosticCode("W999", .warning, "a warning for tests", help: "")
}
