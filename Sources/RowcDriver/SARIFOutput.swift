// SARIFOutput.swift prepares `rowc check --format sarif`: the rules of every catalogue and file URIs.

import Foundation
import RowcDiagnostics
import RowcJSON
import RowcLayout
import RowcSema
import RowcSyntax

enum SARIFOutput {
    /// Every diagnostic code rowc can report, each a SARIF rule.
    static var rules: [DiagnosticCode] {
        DiagnosticCatalogue.all
    }

    static func log(_ results: [CheckedFile]) -> JSON {
        let inputs = results.map { SARIFRenderer.Input(uri: uri(for: $0.file.path), file: $0.file, diagnostics: $0.diagnostics) }
        let version = Help.version.split(separator: " ").last.map(String.init) ?? "0"
        return SARIFRenderer.log(inputs, rules: rules, toolName: "rowc", toolVersion: version)
    }

    /// A relative, percent-encoded URI for `path`: relative to the current folder when it lies
    /// inside it, so the log names files as the repository does and holds no machine's paths;
    /// an absolute `file:` URI otherwise.
    static func uri(for path: String, currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
        let base = URL(fileURLWithPath: currentFolder, isDirectory: true).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if absolute.hasPrefix(prefix) {
            return encode(String(absolute.dropFirst(prefix.count)))
        }
        return "file://" + encode(absolute)
    }

    /// RFC 3986 path characters stay; everything else (spaces, `%`, `#`, non-ASCII) is percent-encoded.
    static func encode(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~/!$&'()*+,;=:@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
