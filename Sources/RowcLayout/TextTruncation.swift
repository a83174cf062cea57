// TextTruncation.swift finds what a label shows when its text is too wide: a prefix and an ellipsis.

extension TextMetrics {
    /// The text a one-line label `available` points wide shows, cut at the end as UIKit's
    /// `.byTruncatingTail` does: the longest prefix of whole characters that fits with "…"
    /// after it, trailing spaces dropped. Empty when not even the ellipsis fits.
    public func shownText(_ text: String, fontSize: Double, available: Double) -> String {
        if width(of: text, fontSize: fontSize) <= available + LabelText.tolerance { return text }
        let ellipsis = "\u{2026}"
        let room = available + LabelText.tolerance
        guard width(of: ellipsis, fontSize: fontSize) <= room else { return "" }
        // Each longer prefix is measured whole, with the ellipsis after it, so kerning
        // between its last character and the ellipsis counts as it does when drawn.
        var end = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            if width(of: text[..<next] + ellipsis, fontSize: fontSize) > room { break }
            end = next
        }
        var prefix = text[..<end]
        while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
        return prefix + ellipsis
    }
}
