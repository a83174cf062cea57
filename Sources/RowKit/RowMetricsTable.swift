// RowMetricsTable.swift: a metrics table as plain data ("rowc metrics" versions 1 and 2), and the text rowc writes for it.

/// RowMetricsTable is a metrics table as its text states it: what `rowc metrics` makes from a
/// font, what `RowTextMetrics(parsing:)` reads, before any lookup structure is built.
public struct RowMetricsTable: Sendable, Hashable {
    /// An inclusive range of scalars with one advance and one pair of kerning classes.
    public struct Entry: Sendable, Hashable {
        public var first: UInt32
        public var last: UInt32
        public var advance: Int
        /// left is the kerning class the range has as the first of a pair, right as the
        /// second; 0 kerns with nothing.
        public var left: Int
        public var right: Int

        public init(first: UInt32, last: UInt32, advance: Int, left: Int = 0, right: Int = 0) {
            self.first = first
            self.last = last
            self.advance = advance
            self.left = left
            self.right = right
        }
    }

    /// One `kern LEFT RIGHT VALUE` line: a scalar of left class `left` followed by one of right
    /// class `right` is `value` font units closer (negative) or further apart.
    public struct Kern: Sendable, Hashable {
        public var left: Int
        public var right: Int
        public var value: Int

        public init(left: Int, right: Int, value: Int) {
            self.left = left
            self.right = right
            self.value = value
        }
    }

    /// One `tracking SIZE VALUE` line: at `size` points every glyph advances `value` font units more.
    public struct Tracking: Sendable, Hashable {
        public var size: Double
        public var value: Int

        public init(size: Double, value: Int) {
            self.size = size
            self.value = value
        }
    }

    /// The most kerning classes on a side: the matrix of both stays within 8 MB.
    public static let maximumKerningClasses = 2000

    public var version = 2
    /// comments are written after the header, one `// ` line each.
    public var comments: [String] = []
    public var fontName: String?
    public var fontVersion: String?
    /// instance is the variable font's instance, as `wght=600 opsz=17`.
    public var instance: String?
    public var unitsPerEm: Int
    public var defaultAdvance: Int
    public var leftClasses = 0
    public var rightClasses = 0
    public var tracking: [Tracking] = []
    public var entries: [Entry] = []
    public var kerning: [Kern] = []

    public init(unitsPerEm: Int, defaultAdvance: Int) {
        self.unitsPerEm = unitsPerEm
        self.defaultAdvance = defaultAdvance
    }

    /// text is the table in the "rowc metrics v2" format (v1 when it has nothing v2 adds).
    public var text: String {
        var lines = ["rowc-metrics \(version)"]
        lines += comments.map { $0.isEmpty ? "//" : "// " + $0 }
        if let fontName { lines.append("font " + fontName) }
        if let fontVersion { lines.append("font-version " + fontVersion) }
        if let instance { lines.append("instance " + instance) }
        lines.append("units-per-em \(unitsPerEm)")
        lines.append("default \(defaultAdvance)")
        for point in tracking { lines.append("tracking \(Self.decimal(point.size)) \(point.value)") }
        if leftClasses > 0 || rightClasses > 0 { lines.append("kerning-classes \(leftClasses) \(rightClasses)") }
        for entry in entries {
            var line = Self.scalarName(entry.first) + (entry.first == entry.last ? "" : ".." + Self.scalarName(entry.last))
            line += " \(entry.advance)"
            if entry.left != 0 || entry.right != 0 { line += " \(entry.left) \(entry.right)" }
            lines.append(line)
        }
        for kern in kerning { lines.append("kern \(kern.left) \(kern.right) \(kern.value)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// directive(_:) is `text` as a `font`, `font-version` or `instance` line reads it back:
    /// control characters as spaces, runs of spaces and tabs as one, no `//` (which would start
    /// a comment), nothing around it; nil when nothing is left.
    public static func directive(_ text: String) -> String? {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let blank = scalar.value < 0x20 || scalar.value == 0x7F || scalar == " "
            if blank {
                if let last = scalars.last, last != " " { scalars.append(" ") }
            } else if scalar == "/", scalars.last == "/" {
                scalars.append(" ")
                scalars.append(scalar)
            } else {
                scalars.append(scalar)
            }
        }
        let result = String(scalars).trimmingSuffix(" ")
        return result.isEmpty ? nil : result
    }

    /// scalarName(_:) is `U+0041`: at least four upper-case hex digits.
    static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // A point size as the shortest decimal that reads back as the same Double: `17`, `17.5`.
    static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }
}

extension String {
    func trimmingSuffix(_ character: Character) -> String {
        var result = self
        while result.last == character { result.removeLast() }
        return result
    }
}
