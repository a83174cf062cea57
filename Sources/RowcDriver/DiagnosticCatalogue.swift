// DiagnosticCatalogue.swift gathers every phase's diagnostic codes: the list grammar.md and SARIF rules document.

import RowcAssets
import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcStrings
import RowcSyntax

/// Every code any command can report, in code order.
public enum DiagnosticCatalogue {
    public static var all: [DiagnosticCode] {
        (DiagnosticCode.syntaxCatalogue + DiagnosticCode.semaCatalogue + DiagnosticCode.layoutCatalogue
            + DiagnosticCode.buildCatalogue + DiagnosticCode.assetCatalogue + DiagnosticCode.stringsCatalogue)
            .sorted { $0.id < $1.id }
    }
}
