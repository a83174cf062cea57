// Catalogue.swift names the list of every diagnostic code, for tests that check coverage and documentation.

import RowcDiagnostics
import RowcDriver

enum Catalogue {
    /// Every code any command reports, in code order.
    static var all: [DiagnosticCode] { DiagnosticCatalogue.all }
}
