// TextRenderer.swift prints diagnostics in the `path:line:col: severity: message [CODE]` form Xcode and editors parse.

import RowcSource

/// Renders diagnostics as text: a header line, the source line, a caret underline, fix-its, then notes.
///
/// Columns count Unicode scalars, 1-based. The underline is laid out in terminal cells,
/// so tabs are kept and East Asian wide characters take two cells.
public struct TextRenderer {
    public var showSource: Bool

    public init(showSource: Bool = true) {
        self.showSource = showSource
    }

    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var out = ""
        for d in diagnostics { render(d, in: file, to: &out) }
        return out
    }

    public func render(_ d: Diagnostic, in file: SourceFile, to out: inout String) {
        let tag = "[\(d.code.id)]"
        header(file, d.span, d.severity.rawValue, "\(d.message) \(tag)", to: &out)
        if showSource { excerpt(file, d.span, to: &out) }
        for fix in d.fixIts {
            out += "    fix-it: \(fix.message)\n"
        }
        for note in d.notes {
            header(file, note.span, "note", note.message, to: &out)
            if showSource { excerpt(file, note.span, to: &out) }
        }
    }

    private func header(_ file: SourceFile, _ span: Span, _ severity: String, _ message: String, to out: inout String) {
        let loc = file.location(of: span.start)
        out += "\(file.path):\(loc.line):\(loc.column): \(severity): \(message)\n"
    }

    /// Lines longer than this many bytes are shown as a window around the span, marked with `…`:
    /// a long line with many diagnostics would otherwise be printed whole for each, which makes
    /// the output grow with the square of the line's length.
    static let maxExcerptBytes = 240
    /// How much of a long line is shown before the span's start.
    static let excerptLeadBytes = 80

    /// The first line of `span`, indented four spaces, with `^~~~` under the spanned part of it.
    private func excerpt(_ file: SourceFile, _ span: Span, to out: inout String) {
        guard file.count > 0 || span.isEmpty else { return }
        let lineIndex = file.lineIndex(of: span.start)
        let lineStart = file.columnStart(ofLine: lineIndex)
        let lineEnd = file.lineContentEnd(lineIndex)
        // Clamped to the shown line: a span may start inside a byte-order mark or run past the line.
        let from = min(max(span.start, lineStart), lineEnd)
        let (shownStart, shownEnd) = Self.window(file, lineStart, lineEnd, around: from)
        let line = file.text(Span(start: shownStart, end: shownEnd))
        let lead = shownStart > lineStart ? "\u{2026}" : ""
        out += "    " + lead + Self.printable(line) + (shownEnd < lineEnd ? "\u{2026}" : "") + "\n"
        let before = file.text(Span(start: shownStart, end: from))
        let under = file.text(Span(start: from, end: min(max(span.end, from), shownEnd)))
        // ASCII bytes, not String appends: a marker under a long line is hundreds of cells.
        var marker: [UInt8] = Array("    ".utf8)
        if !lead.isEmpty { marker.append(UInt8(ascii: " ")) }
        var previous: Unicode.Scalar = " "
        for scalar in before.unicodeScalars {
            if scalar == "\t" {
                marker.append(UInt8(ascii: "\t"))
            } else {
                marker.append(contentsOf: repeatElement(UInt8(ascii: " "), count: Self.cells(scalar, after: previous)))
            }
            previous = scalar
        }
        var width = 0
        for scalar in under.unicodeScalars {
            width += Self.cells(scalar, after: previous)
            previous = scalar
        }
        marker.append(UInt8(ascii: "^"))
        marker.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: max(0, width - 1)))
        marker.append(UInt8(ascii: "\n"))
        out += String(decoding: marker, as: UTF8.self)
    }

    /// The part of the line `lineStart..<lineEnd` to show for a span starting at `from`: all of
    /// it when short, else at most `maxExcerptBytes` from a little before `from`, cut between
    /// UTF-8 sequences so no character is split.
    static func window(_ file: SourceFile, _ lineStart: Int32, _ lineEnd: Int32, around from: Int32) -> (Int32, Int32) {
        guard lineEnd - lineStart > Int32(maxExcerptBytes) else { return (lineStart, lineEnd) }
        let bytes = file.bytes
        func isContinuation(_ offset: Int32) -> Bool { bytes[Int(offset)] & 0xC0 == 0x80 }
        // A sequence has at most three continuation bytes; more are invalid bytes, each shown on
        // its own, so stepping further would only move the window off the span.
        var start = max(lineStart, from - Int32(excerptLeadBytes))
        for _ in 0..<3 where start > lineStart && isContinuation(start) { start -= 1 }
        var end = min(lineEnd, max(from, start + Int32(maxExcerptBytes)))
        for _ in 0..<3 where end < lineEnd && isContinuation(end) { end += 1 }
        return (start, end)
    }

    /// Control characters would corrupt the terminal; show them as U+FFFD-like placeholders of one cell.
    static func printable(_ line: String) -> String {
        func isControl(_ byte: UInt8) -> Bool { byte < 0x20 && byte != 0x09 || byte == 0x7F }
        guard line.utf8.contains(where: isControl) else { return line }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count + 16)
        for byte in line.utf8 {
            if isControl(byte) { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Terminal cells a scalar takes after `previous`: none for joiners, variation selectors,
    /// skin-tone modifiers, combining marks and an emoji joined to the one before it (👨‍👩‍👧 shows
    /// as one); two for East Asian wide and full-width forms and emoji; one otherwise.
    static func cells(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF:
            return 0
        case _ where previous == "\u{200D}":
            return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

/// A one-line tally such as `2 errors and 1 warning in 3 files`.
public func diagnosticSummary(errors: Int, warnings: Int, files: Int) -> String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    let fileText = count(files, "file")
    if errors == 0 && warnings == 0 { return "no problems in \(fileText)" }
    var parts: [String] = []
    if errors > 0 { parts.append(count(errors, "error")) }
    if warnings > 0 { parts.append(count(warnings, "warning")) }
    return parts.joined(separator: " and ") + " in " + fileText
}
