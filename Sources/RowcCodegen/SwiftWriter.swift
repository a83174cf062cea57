// SwiftWriter.swift accumulates Swift source with four-space indentation and no trailing whitespace.

/// Builds a Swift file line by line. Every line is indented to the current depth and
/// stripped of trailing blanks, so generated files are clean whatever the templates hold.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; an empty string makes a blank line.
    mutating func line(_ content: String = "") {
        var content = Substring(content)
        // Only a last byte that is a space or tab can end in a blank Character; checking the
        // byte first spares the Character walk for almost every line (a generated file has
        // tens of thousands).
        if let last = content.utf8.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            while content.last == " " || content.last == "\t" { content = content.dropLast() }
        }
        if !content.isEmpty {
            for _ in 0..<depth { text += "    " }
            // Not `+=`: for a Substring that is the generic Sequence append, one Character at a time.
            text.append(contentsOf: content)
        }
        text += "\n"
    }

    /// Each line of `template` at the current indentation; its own indentation is kept on top.
    mutating func lines(_ template: String) {
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) { self.line(String(line)) }
    }

    /// `opening {`, the body one level deeper, then `}` (or `closing`).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// `switch subject {`, the cases at the switch's own depth as Swift style has it, then `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout SwiftWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// `case a, b, c: result`, broken after a comma (continuation lines aligned under the
    /// first pattern) when it would pass `limit` columns.
    mutating func caseLine(_ patterns: [String], _ result: String, limit: Int = 120) {
        let indent = depth * 4
        var current = "case "
        var lines: [String] = []
        for (i, pattern) in patterns.enumerated() {
            let piece = pattern + (i == patterns.count - 1 ? ": " + result : ",")
            if current.count > 5 && indent + current.count + 1 + piece.count > limit {
                lines.append(current)
                current = "     "
            }
            current += (current.count > 5 && !current.hasSuffix(" ") ? " " : "") + piece
        }
        lines.append(current)
        for l in lines { line(l) }
    }

    /// The body one level deeper, for blocks a template opened.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// `///` lines, long ones wrapped between words at `limit` columns; an empty array writes nothing.
    mutating func doc(_ lines: [String], limit: Int = 120) {
        let width = max(40, limit - depth * 4 - 4)
        for text in lines {
            // A line with no more bytes than fit has no more Characters either: no wrapping,
            // and the loop below would join its words back into `text` itself (unless it
            // starts with a space, which the loop drops).
            if text.utf8.count <= width && text.utf8.first != UInt8(ascii: " ") {
                line(text.isEmpty ? "///" : "/// " + text)
                continue
            }
            var current = ""
            for word in text.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    line("/// " + current)
                    current = ""
                }
                if !current.isEmpty { current += " " }
                current.append(contentsOf: word)  // the Substring overload, not Character by Character
            }
            line(current.isEmpty ? "///" : "/// " + current)
        }
    }

    /// The text with exactly one newline at the end.
    var file: String {
        var result = text
        while result.hasSuffix("\n\n") { result.removeLast() }
        return result.hasSuffix("\n") ? result : result + "\n"
    }
}
