// Catalogue.swift lists every diagnostic code rowc can report, for tests that check coverage and documentation.

import RowcDiagnostics
import RowcSema
import RowcSyntax

enum Catalogue {
    /// The lexical, syntax and checker codes, in code order.
    static var all: [DiagnosticCode] { DiagnosticCode.syntaxCatalogue + DiagnosticCode.semaCatalogue }
}
