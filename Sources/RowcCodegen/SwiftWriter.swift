// SwiftWriter.swift accumulates Swift source as UTF-8 with four-space indentation and no trailing whitespace.

/// Builds a Swift file line by line. Every line is indented to the current depth and
/// stripped of trailing blanks, so generated files are clean whatever the templates hold.
///
/// The text is kept as UTF-8 bytes: a large spec's file has hundreds of thousands of pieces,
/// and appending bytes to an array costs a fraction of appending to a String. A line can be
/// written whole (`line`) or in pieces (`open`, `write`, `close`), with no String built for it.
///
/// The writer carries the access level, and emitters write each declaration's modifier
/// through it (`pub`, `writePublic`): nothing rewrites the text afterwards.
struct SwiftWriter {
    /// The access level of the declarations written.
    let access: AccessLevel
    private(set) var bytes: [UInt8] = []
    private(set) var depth = 0
    /// Where the line being written in pieces starts.
    private(set) var lineStart = 0

    init(capacity: Int = 0, access: AccessLevel = .public) {
        self.access = access
        bytes.reserveCapacity(capacity)
    }

    /// `public ` at public access, nothing at internal: to start a declaration importers may use.
    var pub: String { access.pub }

    /// `public ` on the open line at public access; nothing at internal. For lines written in pieces.
    mutating func writePublic() {
        if access == .public { write("public ") }
    }

    /// One line at the current indentation; an empty string makes a blank line.
    mutating func line(_ content: String = "") {
        open()
        write(content)
        close()
    }

    /// Starts a line at the current indentation, to be written with `write` and ended with `close`.
    mutating func open() {
        lineStart = bytes.count
        var levels = depth
        while levels > 0 {
            let step = min(levels, Self.indent.count - 1)
            bytes.append(contentsOf: Self.indent[step])
            levels -= step
        }
    }

    mutating func write(_ text: String) {
        // Not `append(contentsOf: text.utf8)`, which copies a byte at a time.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `text` as a string literal (`SwiftLiteral.string`).
    mutating func writeLiteral(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        SwiftLiteral.appendEscaped(text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` escaped for the inside of a string literal, for a literal written in pieces.
    mutating func writeEscaped(_ text: String) {
        SwiftLiteral.appendEscaped(text, to: &bytes)
    }

    /// Ends the line: trailing blanks dropped (a blank line keeps no indentation), then a newline.
    mutating func close() {
        while bytes.count > lineStart, bytes[bytes.count - 1] == UInt8(ascii: " ") || bytes[bytes.count - 1] == UInt8(ascii: "\t") {
            bytes.removeLast()
        }
        bytes.append(UInt8(ascii: "\n"))
        lineStart = bytes.count
    }

    /// The length in Characters of the open line, after its indentation: bytes for ASCII,
    /// as almost every line is, and the Characters themselves otherwise.
    var openLineLength: Int {
        let content = bytes[(lineStart + depth * 4)...]
        if content.allSatisfy({ $0 < 0x80 }) { return content.count }
        return String(decoding: content, as: UTF8.self).count
    }

    /// The column the open line has reached: its indentation and `openLineLength`.
    var column: Int { depth * 4 + openLineLength }

    /// Drops the open line, to write it again another way.
    mutating func discardOpenLine() {
        bytes.removeSubrange(lineStart...)
    }

    /// Drops what the open line holds after `count`, a `bytes.count` read since it was opened.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(max(count, lineStart)...)
    }

    /// The length of `text` in Characters: its bytes when it is ASCII, as names almost always are.
    static func length(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { $0.allSatisfy { $0 < 0x80 } } ? text.utf8.count : text.count
    }

    /// The indentation of the first few depths, each appended in one piece.
    private static let indent: [[UInt8]] = (0..<5).map { Array(String(repeating: " ", count: $0 * 4).utf8) }

    /// Each line of `template` at the current indentation; its own indentation is kept on top.
    mutating func lines(_ template: String) {
        for line in template.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            open()
            bytes.append(contentsOf: line)
            close()
        }
    }

    /// Whole lines, indented and ended as they are: for a literal's lines, written in bulk.
    mutating func appendLines(_ lines: [UInt8]) {
        bytes.append(contentsOf: lines)
        lineStart = bytes.count
    }

    /// `opening {`, the body one level deeper, then `}` (or `closing`).
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        open()
        write(opening)
        write(" {")
        close()
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
                open()
                write(text.isEmpty ? "///" : "/// ")
                write(text)
                close()
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

    /// The UTF-8 of the file, with exactly one newline at the end.
    var fileBytes: [UInt8] {
        var result = bytes
        while result.count >= 2 && result[result.count - 1] == UInt8(ascii: "\n") && result[result.count - 2] == UInt8(ascii: "\n") {
            result.removeLast()
        }
        if result.last != UInt8(ascii: "\n") { result.append(UInt8(ascii: "\n")) }
        return result
    }

    /// The text with exactly one newline at the end.
    var file: String { String(decoding: fileBytes, as: UTF8.self) }
}
