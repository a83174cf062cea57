// TextTruncation.swift finds what a label shows when its text is too wide: a prefix and an ellipsis.

extension TextMetrics {
    /// The text a one-line label `available` points wide shows, cut at the end as UIKit's
    /// `.byTruncatingTail` does: the longest prefix of whole characters that fits with "…"
    /// after it, trailing spaces dropped. Empty when not even the ellipsis fits.
    public func shownText(_ text: String, fontSize: Double, available: Double) -> String {
        if width(of: text, fontSize: fontSize) <= available + LabelText.tolerance { return text }
        let ellipsis = "\u{2026}"
        let room = available + LabelText.tolerance - width(of: ellipsis, fontSize: fontSize)
        guard room >= 0 else { return "" }
        var used = 0.0
        var end = text.startIndex
        for index in text.indices {
            let character = text[index]
            let w = width(of: String(character), fontSize: fontSize)
            if used + w > room { break }
            used += w
            end = text.index(after: index)
        }
        var prefix = text[..<end]
        while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
        return prefix + ellipsis
    }
}
