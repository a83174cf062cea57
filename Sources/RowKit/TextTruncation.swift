// TextTruncation.swift finds what a label shows when its text is too wide: a prefix and an ellipsis.

extension RowTextMetrics {
    /// How much wider than its label a text may measure and still count as fitting. It absorbs
    /// floating-point noise only: it is far below a pixel, so a text wider by any visible amount
    /// is truncated.
    public static let fitTolerance = 1e-6

    /// The text a one-line label `available` points wide shows, cut at the end as UIKit's
    /// `.byTruncatingTail` does: the longest prefix of whole characters that fits with "…"
    /// after it, trailing spaces dropped. Empty when not even the ellipsis fits.
    public func shownText(_ text: String, fontSize: Double, available: Double) -> String {
        if width(of: text, fontSize: fontSize) <= available + Self.fitTolerance { return text }
        let ellipsis: Unicode.Scalar = "\u{2026}"
        let room = available + Self.fitTolerance
        let mark = classes(of: ellipsis.value)
        guard width(of: String(ellipsis), fontSize: fontSize) <= room else { return "" }
        // Each longer prefix is measured in one pass, its units and its advancing scalars
        // kept as it grows, with the ellipsis and its kerning after it, as it is drawn.
        var units = 0, advancing = 0, row = 0
        var end = text.startIndex
        for index in text.indices {
            for scalar in text[index].unicodeScalars {
                let entry = classes(of: scalar.value)
                units += Int(entry.advance) + (kerning.isEmpty ? 0 : Int(kerning[row + Int(entry.right)]))
                row = Int(entry.left)
                advancing += entry.advance == 0 ? 0 : 1
            }
            let withEllipsis = units + Int(mark.advance) + (kerning.isEmpty ? 0 : Int(kerning[row + Int(mark.right)]))
            if scaled(withEllipsis, advancing + (mark.advance == 0 ? 0 : 1), fontSize) > room { break }
            end = text.index(after: index)
        }
        var prefix = text[..<end]
        while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
        return prefix + String(ellipsis)
    }
}
