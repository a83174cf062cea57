// LSPDiagnostic.swift turns rowc diagnostics into LSP diagnostics, and their fix-its into quick-fix code actions.

import RowcDiagnostics
import RowcJSON
import RowcSource

enum LSPDiagnostic {
    /// An LSP `Diagnostic`: range, severity, code, source, message, notes as related information.
    static func json(_ d: Diagnostic, in document: Document) -> JSON {
        let file = document.file
        var members: [(String, JSON)] = [
            ("range", file.lspRange(d.span)),
            ("severity", .int(severity(d.severity))),
            ("code", .string(d.code.id)),
            ("source", "rowc"),
            ("message", .string(d.message)),
        ]
        if !d.notes.isEmpty {
            members.append(("relatedInformation", .array(d.notes.map { note in
                .object([("location", .object([("uri", .string(document.uri)), ("range", file.lspRange(note.span))])),
                         ("message", .string(note.message))])
            })))
        }
        return .object(members)
    }

    /// LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

extension Workspace {
    /// `textDocument/codeAction`: a quick fix for each fix-it of the diagnostics touching the range.
    func codeActions(_ params: JSON) throws(ResponseError) -> JSON {
        guard let document = try document(params) else { return .null }
        guard let range = document.file.span(ofRange: params["range"]) else {
            throw ResponseError(JSONRPC.invalidParams, "missing or invalid `range`")
        }
        if let only = params["context"]?["only"]?.arrayValue,
           !only.contains(where: { $0.stringValue == "quickfix" || $0.stringValue == "" }) {
            return []
        }
        var actions: [JSON] = []
        for d in document.diagnostics where d.span.start <= range.end && range.start <= d.span.end {
            for fix in d.fixIts {
                let edit = JSON.object([("range", document.file.lspRange(fix.span)), ("newText", .string(fix.replacement))])
                actions.append(.object([
                    ("title", .string(fix.message)),
                    ("kind", "quickfix"),
                    ("diagnostics", [LSPDiagnostic.json(d, in: document)]),
                    ("isPreferred", .bool(d.fixIts.count == 1)),
                    ("edit", .object([("changes", .object([(document.uri, .array([edit]))]))])),
                ]))
            }
        }
        return .array(actions)
    }
}
