// CatalogLayout.swift holds what a catalog file has around Xcode's layout of its JSON, which rewriting keeps.

import RowcJSON

/// The bytes of a catalog file that are not its JSON's: a byte-order mark, the line ends and a
/// last line break. Xcode writes none of the first two and the third, but files in repositories
/// differ (an editor on Windows adds a mark or CR LF, a tool strips the last line break); rowc
/// writes a catalog it read with the file's own, so that its diff shows only what rowc changed.
public struct CatalogLayout: Sendable, Equatable {
    /// Whether the file starts with UTF-8's byte-order mark, which Foundation's reader passes over.
    public var byteOrderMark: Bool
    /// Whether lines end with CR LF rather than LF, judged by the first line break.
    public var crlf: Bool
    /// Whether the file ends with a line break.
    public var endsWithNewline: Bool

    /// Xcode's own: no mark, LF, a last line break; what a new catalog gets.
    public static let xcode = CatalogLayout(byteOrderMark: false, crlf: false, endsWithNewline: true)

    public init(byteOrderMark: Bool, crlf: Bool, endsWithNewline: Bool) {
        (self.byteOrderMark, self.crlf, self.endsWithNewline) = (byteOrderMark, crlf, endsWithNewline)
    }

    /// The layout of the file `bytes`.
    init(of bytes: [UInt8]) {
        let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n"))
        self.init(byteOrderMark: bytes.starts(with: JSON.byteOrderMark),
                  crlf: firstBreak.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } ?? false,
                  endsWithNewline: bytes.last == UInt8(ascii: "\n"))
    }

    /// Puts `json`, as CatalogWriter writes it (LF, no last line break), in this layout. A
    /// string's line breaks are written as `\n` escapes, so every LF byte of `json` ends a line.
    func apply(to json: inout [UInt8]) {
        if crlf {
            var lines: [UInt8] = []
            lines.reserveCapacity(json.count + json.count / 16)
            for byte in json {
                if byte == UInt8(ascii: "\n") { lines.append(UInt8(ascii: "\r")) }
                lines.append(byte)
            }
            json = lines
        }
        if byteOrderMark { json.insert(contentsOf: JSON.byteOrderMark, at: 0) }
        if endsWithNewline { json.append(contentsOf: crlf ? [UInt8(ascii: "\r"), UInt8(ascii: "\n")] : [UInt8(ascii: "\n")]) }
    }
}
