// Workspace.swift keeps the open documents in step with the client and publishes their diagnostics.

import RowcJSON

/// The open documents and the handlers that read them. Only the dispatcher's thread touches it.
struct Workspace {
    let send: @Sendable (JSON) -> Void
    var documents: [String: Document] = [:]

    init(send: @escaping @Sendable (JSON) -> Void) {
        self.send = send
    }

    // MARK: Document sync

    mutating func didOpen(_ params: JSON) {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else { return }
        let document = Document(uri: uri, version: item?["version"]?.intValue, text: Array(text.utf8))
        documents[uri] = document
        publishDiagnostics(document)
    }

    mutating func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
              let changes = params["contentChanges"]?.arrayValue else { return }
        // A change that cannot be applied leaves the text as it was; the next full change repairs it.
        guard document.apply(changes) else { return }
        document.version = params["textDocument"]?["version"]?.intValue ?? document.version
        documents[uri] = document
        publishDiagnostics(document)
    }

    mutating func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, documents.removeValue(forKey: uri) != nil else { return }
        send(JSONRPC.notification("textDocument/publishDiagnostics",
                                  .object([("uri", .string(uri)), ("diagnostics", [])])))
    }

    /// The text is already current from `didChange`; saving changes nothing the server knows.
    func didSave(_ params: JSON) {}

    func publishDiagnostics(_ document: Document) {
        var params: [(String, JSON)] = [("uri", .string(document.uri))]
        if let version = document.version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(document.diagnostics.map { LSPDiagnostic.json($0, in: document) })))
        send(JSONRPC.notification("textDocument/publishDiagnostics", .object(params)))
    }

    // MARK: Requests

    /// The open document a request names; nil (answered with a null result) when it is not open.
    func document(_ params: JSON) throws(ResponseError) -> Document? {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            throw ResponseError(JSONRPC.invalidParams, "missing `textDocument.uri`")
        }
        return documents[uri]
    }

    /// The document and byte offset of a `TextDocumentPositionParams`.
    func position(_ params: JSON) throws(ResponseError) -> (Document, Int32)? {
        guard let document = try document(params) else { return nil }
        guard let offset = document.file.offset(ofPosition: params["position"]) else {
            throw ResponseError(JSONRPC.invalidParams, "missing or invalid `position`")
        }
        return (document, offset)
    }
}
