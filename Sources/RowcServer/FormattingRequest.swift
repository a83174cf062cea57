// FormattingRequest.swift answers `textDocument/formatting` through the formatter.

import RowcFormat
import RowcJSON

extension Workspace {
    /// One edit replacing the whole document, or none when it is formatted already or has
    /// syntax errors (then a warning says why nothing changed). Formatting options are ignored:
    /// the layout is canonical.
    func formatting(_ params: JSON) throws(ResponseError) -> JSON {
        guard let document = try document(params) else { return .null }
        switch Formatter.format(document.file) {
        case .failure(let refusal):
            let errors = refusal.diagnostics.count { $0.severity == .error }
            send(JSONRPC.notification("window/showMessage", .object([
                ("type", 2),
                ("message", .string("rowc: not formatted: \(errors) syntax error\(errors == 1 ? "" : "s")")),
            ])))
            return []
        case .success(let text):
            guard Array(text.utf8) != document.file.bytes else { return [] }
            return [.object([("range", document.file.wholeRange), ("newText", .string(text))])]
        }
    }
}
