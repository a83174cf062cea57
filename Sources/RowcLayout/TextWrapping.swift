// TextWrapping.swift breaks a text into lines that fit a width, as a multi-line label wraps it.

import RowKit

extension RowTextMetrics {
    /// `text` broken into lines no wider than `width` at `fontSize`, as a label with any number of
    /// lines wraps it (`.byWordWrapping`): at spaces, and inside a word (or a run of CJK text,
    /// which has no spaces) only where the word alone is wider than the line. Empty for empty text.
    public func lines(_ text: String, fontSize: Double, width: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        func fits(_ candidate: String) -> Bool { self.width(of: candidate, fontSize: fontSize) <= width + RowTextMetrics.fitTolerance }
        for word in text.split(separator: " ") {
            let joined = line.isEmpty ? String(word) : line + " " + word
            if fits(joined) {
                line = joined
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            for character in word {
                if !line.isEmpty && !fits(line + String(character)) {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
