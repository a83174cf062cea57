// Positions.swift converts between byte spans and LSP positions: 0-based lines, UTF-16 code unit columns.

import RowcJSON
import RowcSource

extension SourceFile {
    /// `{line, character}` for a byte offset, `character` in UTF-16 code units as LSP requires.
    func lspPosition(_ offset: Int32) -> JSON {
        let location = location(of: min(max(offset, 0), Int32(count)))
        return .object([("line", .int(location.line - 1)), ("character", .int(location.utf16Column))])
    }

    func lspRange(_ span: Span) -> JSON {
        .object([("start", lspPosition(span.start)), ("end", lspPosition(span.end))])
    }

    /// The whole text, for edits that replace it.
    var wholeRange: JSON { lspRange(Span(start: 0, end: Int32(count))) }

    /// The byte offset of an LSP position, clamped into the text; nil when it is not a position.
    func offset(ofPosition position: JSON?) -> Int32? {
        guard let line = position?["line"]?.intValue, let character = position?["character"]?.intValue,
              line >= 0, character >= 0 else { return nil }
        return offset(line: line, utf16Column: character)
    }

    /// The byte span of an LSP range, its ends put in order; nil when it is not a range.
    func span(ofRange range: JSON?) -> Span? {
        guard let start = offset(ofPosition: range?["start"]), let end = offset(ofPosition: range?["end"]) else { return nil }
        return Span(start: min(start, end), end: max(start, end))
    }
}
