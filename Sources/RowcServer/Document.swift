// Document.swift holds one open document's text and what the checker made of it.

import RowcAssets
import RowcDiagnostics
import RowcJSON
import RowcLayout
import RowcSema
import RowcSource
import RowcStrings
import RowcSyntax

/// An open document: its URI, version and text, checked once per change.
struct Document {
    let uri: String
    var version: Int?
    private(set) var file: SourceFile
    private(set) var spec: CheckedSpec
    private(set) var diagnostics: [Diagnostic]
    /// The workspace's asset catalogs and String Catalogs, which the document was checked with.
    let assets: AssetCatalogs
    let strings: StringCatalogs

    init(uri: String, version: Int?, text: [UInt8], assets: AssetCatalogs = .none, strings: StringCatalogs = .none) {
        self.uri = uri
        self.version = version
        self.assets = assets
        self.strings = strings
        // The path, not the URI, names the spec's enum, as `rowc check` of the file would.
        file = SourceFile(path: Self.path(ofURI: uri), bytes: text)
        // The same check as `rowc check` of the file with the workspace's catalogs.
        (spec, diagnostics) = Checker.check(file, assets: assets, strings: strings)
    }

    var tree: SyntaxTree { spec.syntax }

    /// The file path of a `file:` URI, its percent-escapes decoded. Any other URI, such as an
    /// editor's unsaved `untitled:Untitled-1`, names its document after the scheme, so that the
    /// scheme's colon does not make its enum's name unusable (E401).
    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri.firstIndex(of: ":").map { String(uri[uri.index(after: $0)...]) } ?? uri }
        var bytes: [UInt8] = []
        var rest = Array(uri.utf8.dropFirst(7))[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%"), rest.count >= 2,
               let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func replaceText(_ text: [UInt8]) {
        self = Document(uri: uri, version: version, text: text, assets: assets, strings: strings)
    }

    /// The document checked again with the catalogs, as when the workspace's catalogs changed.
    func checked(with assets: AssetCatalogs, strings: StringCatalogs) -> Document {
        Document(uri: uri, version: version, text: file.bytes, assets: assets, strings: strings)
    }

    /// Applies `didChange` content changes in order: a change with a range replaces that range
    /// (UTF-16 positions in the text as it is after the changes before it), one without replaces all.
    /// Returns false, changing nothing, when a change is not of either form.
    mutating func apply(_ changes: [JSON]) -> Bool {
        var bytes = file.bytes
        for change in changes {
            guard let text = change["text"]?.stringValue else { return false }
            guard let range = change["range"] else {
                bytes = Array(text.utf8)
                continue
            }
            let current = SourceFile(path: file.path, bytes: bytes)
            guard let span = current.span(ofRange: range) else { return false }
            bytes.replaceSubrange(Int(span.start)..<Int(span.end), with: Array(text.utf8))
        }
        replaceText(bytes)
        return true
    }

    /// The index of the token at `offset`: the one containing it, or else the one ending there
    /// (a cursor just after a word is on that word).
    func tokenIndex(at offset: Int32) -> Int? {
        let tokens = tree.tokens
        var low = 0, high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        if low < tokens.count, tokens[low].start <= offset, offset < tokens[low].end, tokens[low].kind != .newline {
            return low
        }
        if low > 0, tokens[low - 1].end == offset, tokens[low - 1].kind != .newline, tokens[low - 1].kind != .endOfFile {
            return low - 1
        }
        return nil
    }

    /// The declaration whose tokens include token `index`.
    func declaration(containing index: Int) -> Declaration? {
        tree.declarations.first { Int($0.firstToken) <= index && index <= Int($0.lastToken) }
    }
}
