// Workspace.swift keeps the open documents in step with the client and publishes their diagnostics.

import RowcAssets
import RowcDiagnostics
import RowcJSON
import RowcStrings
import RowcSyntax

/// The open documents and the handlers that read them. Only the dispatcher's thread touches it.
struct Workspace {
    let send: @Sendable (JSON) -> Void
    var documents: [String: Document] = [:]
    /// The workspace folder, from `initialize`; nil when the client opened files alone.
    private(set) var root: String?
    /// The asset catalogs found in the workspace folder, as `rowc check` reads them.
    private(set) var assets = AssetCatalogs.none
    /// `assets.digestText` when they were last read, to tell whether they changed.
    private var assetsDigest = ""
    /// The String Catalogs found in the workspace folder, which documents' texts are checked against.
    private(set) var strings = StringCatalogs.none
    /// Each String Catalog's path and bytes when they were last read, to tell whether they changed.
    private var stringsDigest: [[UInt8]] = []

    init(send: @escaping @Sendable (JSON) -> Void) {
        self.send = send
    }

    // MARK: Asset catalogs

    /// Takes the workspace folder from `initialize`'s `workspaceFolders` (the first) or `rootUri`.
    mutating func initialize(_ params: JSON) {
        let uri = params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue ?? params["rootUri"]?.stringValue
        guard let uri, uri.hasPrefix("file://") else { return }
        root = Document.path(ofURI: uri)
        readCatalogs()
    }

    /// Reads the workspace's catalogs again; whether what they hold changed.
    @discardableResult
    mutating func readCatalogs() -> Bool {
        guard let root else { return false }
        let found = CatalogSearch.search(under: root)
        let catalogs = CatalogReader.read(found.assets)
        let digest = catalogs.digestText
        let strings = StringCatalogs.read(paths: found.strings)
        let stringsDigest = strings.files.map { Array($0.file.path.utf8) + $0.file.bytes }
            + strings.catalogs.map { Array($0.path.utf8) + $0.file.bytes }
        guard digest != assetsDigest || stringsDigest != self.stringsDigest else { return false }
        (assets, assetsDigest) = (catalogs, digest)
        (self.strings, self.stringsDigest) = (strings, stringsDigest)
        return true
    }

    /// After a save or a change the client watched: the catalogs are read again, and when they
    /// changed, every open document is checked again with them and its diagnostics published.
    mutating func refreshCatalogs() {
        guard readCatalogs() else { return }
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            let checked = document.checked(with: assets, strings: strings)
            documents[uri] = checked
            publishDiagnostics(checked)
        }
    }

    // MARK: Document sync

    mutating func didOpen(_ params: JSON) {
        let item = params["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else { return }
        refreshCatalogs()
        let document = Document(uri: uri, version: item?["version"]?.intValue, text: Array(text.utf8), assets: assets,
                                strings: strings)
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

    /// The text is already current from `didChange`; a save is when a catalog edited beside the
    /// spec is read again (Xcode and editors save the catalog's files as they go).
    mutating func didSave(_ params: JSON) { refreshCatalogs() }

    /// Publishes `document`'s first 100 diagnostics, and one counting the rest: an editor lists
    /// them all in a panel, and thousands (a file that is not a spec) bury the first few.
    func publishDiagnostics(_ document: Document) {
        var params: [(String, JSON)] = [("uri", .string(document.uri))]
        if let version = document.version { params.append(("version", .int(version))) }
        var limit = DiagnosticLimit(capacity: 100), published: [Diagnostic] = []
        for diagnostic in document.diagnostics { limit.append(diagnostic, to: &published) }
        if let summary = limit.summary(.tooManyDiagnostics) { published.append(summary) }
        params.append(("diagnostics", .array(published.map { LSPDiagnostic.json($0, in: document) })))
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
