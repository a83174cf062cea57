// ContentsFile.swift reads one Contents.json of a catalog, reporting why it cannot be used at its line and column.

import RowcDiagnostics
import RowcJSON
import RowcSource
import RowcSystem

/// A Contents.json as read: its file (for positions) and its top-level object.
struct ContentsFile {
    let file: SourceFile
    let json: LocatedJSON

    /// The largest Contents.json rowc reads; Xcode's are a few kilobytes, an app icon's the largest.
    static let maxBytes = 1 << 22

    /// The Contents.json in `folder`: nil when there is none, or after reporting to `problems`
    /// why it cannot be read or is not one JSON object.
    static func read(in folder: String, problems: inout Problems) -> ContentsFile? {
        let path = folder + "/Contents.json"
        switch FileBytes.read(path, limit: maxBytes) {
        case .success(let bytes):
            return parse(SourceFile(path: path, bytes: bytes), problems: &problems)
        case .failure(.open(let code)) where code == ErrorCode.noSuchEntry || code == ErrorCode.notFolder:
            return nil
        case .failure(.open(let code)), .failure(.read(let code)):
            problems.report(.unreadableCatalog, AssetMessage.unreadable(SystemReason.text(code)), in: SourceFile(path: path, bytes: []))
        case .failure(.tooLarge):
            problems.report(.unreadableCatalog, AssetMessage.contentsTooLarge(limit: maxBytes), in: SourceFile(path: path, bytes: []))
        case .failure(.folder), .failure(.notRegular):
            problems.report(.unreadableCatalog, AssetMessage.unreadable("not a regular file"), in: SourceFile(path: path, bytes: []))
        }
        return nil
    }

    /// `file`'s bytes as one JSON object.
    static func parse(_ file: SourceFile, problems: inout Problems) -> ContentsFile? {
        if let bad = UTF8Decoding.firstInvalid(file.bytes) {
            problems.report(.malformedContents, AssetMessage.notUTF8, in: file, at: Span(bad, bad + 1))
            return nil
        }
        var ranges: [Range<Int>] = []
        let value: JSON
        do {
            // Contents.json nests four levels; a deep one is hostile, and 64 is plenty.
            value = try JSON.parse(file.bytes, maxDepth: 64, ranges: &ranges)
        } catch {
            let at = min(error.offset, file.count)
            problems.report(.malformedContents, AssetMessage.notJSON(error.message), in: file,
                            at: Span(at, min(at + 1, file.count)))
            return nil
        }
        let json = LocatedJSON(value, ranges: ranges)
        guard json.isObject else {
            problems.report(.invalidContents, AssetMessage.contentsNotObject, in: file, at: problems.span(of: json, in: file))
            return nil
        }
        return ContentsFile(file: file, json: json)
    }
}

/// The diagnostics of a catalog being read, by file, in the order the files were met.
struct Problems {
    private(set) var files: [CatalogFile] = []
    /// How many diagnostics were reported, in all files.
    private(set) var count = 0

    mutating func report(_ code: DiagnosticCode, _ message: String, in file: SourceFile, at span: Span = .empty(at: 0)) {
        let diagnostic = Diagnostic(code, message, at: span)
        count += 1
        if let last = files.indices.last, files[last].file === file {
            files[last].diagnostics.append(diagnostic)
        } else {
            files.append(CatalogFile(file: file, diagnostics: [diagnostic]))
        }
    }

    /// Where a diagnostic about `value` points (see `LocatedJSON.pointRange`), within the file.
    func span(of value: LocatedJSON, in file: SourceFile) -> Span {
        let range = value.pointRange
        return Span(min(range.lowerBound, file.count), min(range.upperBound, file.count))
    }

    /// Reports that `value`, the member `key`, is not `expected`.
    mutating func wrongKind(_ key: String, _ value: LocatedJSON, expected: String, in file: SourceFile) {
        report(.invalidContents, AssetMessage.wrongKind(key, expected: expected, found: value.kind), in: file, at: span(of: value, in: file))
    }
}
