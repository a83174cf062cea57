// SARIFOutput.swift prepares `rowc check --format sarif`: the rules of every catalogue and file URIs.

import RowcDiagnostics
import RowcJSON
import RowcLayout
import RowcSema
import RowcSyntax
import RowcSystem

enum SARIFOutput {
    /// Every diagnostic code rowc can report, each a SARIF rule.
    static var rules: [DiagnosticCode] {
        DiagnosticCatalogue.all
    }

    static func log(_ reports: [FileReport]) -> JSON {
        let folder = Folder.current() ?? ""
        let inputs = reports.map {
            SARIFRenderer.Input(uri: uri(for: $0.file.path, currentFolder: folder), file: $0.file, diagnostics: $0.diagnostics)
        }
        return SARIFRenderer.log(inputs, rules: rules, toolName: "rowc", toolVersion: Version.current)
    }

    /// A relative, percent-encoded URI for `path`: relative to the current folder when it lies
    /// inside it, so the log names files as the repository does and holds no machine's paths;
    /// an absolute `file:` URI otherwise. Both paths are normalised by name (SourcePaths), not
    /// through symbolic links. An empty current folder (one that could not be found) holds nothing.
    static func uri(for path: String, currentFolder: String) -> String {
        let absolute = SourcePaths.normalised(path, in: currentFolder)
        if !currentFolder.isEmpty {
            let base = SourcePaths.normalised(currentFolder, in: "/")
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if absolute.hasPrefix(prefix) {
                return encode(String(absolute.dropFirst(prefix.count)))
            }
        }
        return "file://" + encode(absolute)
    }

    /// RFC 3986 path characters stay; every other byte of the UTF-8 (spaces, `%`, `#`,
    /// non-ASCII) is written `%XX` with upper-case hex digits.
    static func encode(_ path: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isPathCharacter(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// ASCII letters and digits, and `-._~/!$&'()*+,;=:@`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~/!$&'()*+,;=:@".utf8.contains(byte)
        }
    }
}
