// RowTable.swift holds the text a spec's sections and rows reach the app as, and reads it back.

/// A spec's sections and rows as `rowc build` writes them into the generated code: one line
/// each, in the spec's own words, read once on first use.
///
///     section | title: Network
///     row wifi | title: Wi-Fi | subtitle: Home | arrow
///     row signOut | title: Sign Out | destructive
///
/// A table rather than a `RowModel(...)` call per row, because the Swift compiler type-checks
/// a call in about a millisecond and optimises each global initialiser on its own: a 1,000-row
/// spec's calls cost an app's build several times what 1,000 String constants do, where one
/// string literal costs nothing measurable (Benchmarks/README.md, issue 32).
///
/// A line is a kind (`section`, or `row` and the row's name), then fields separated by ` | `:
/// `image:`, `symbol:`, `title:`, `subtitle:`, `label:` (what VoiceOver reads) and `footer:`
/// with a value; `arrow`, `switch` or `check`, with `: on` when it is on; `destructive`;
/// `tappable`, written only where the row departs from `RowRules.isTappable`. In a value, `\`,
/// `|`, line breaks, tabs and other control characters, and spaces at either end, are escaped
/// as `\\`, `\|`, `\n`, `\r`, `\t` and `\u{hex}`.
public enum RowTable {
    /// The sections of `table`, their rows with ids `spec.name` and `theme`. The table is
    /// written by rowc from a spec it has checked; a line it cannot read stops the app with the
    /// line, as any other broken generated code would fail to build.
    public static func sections(spec: String, theme: RowTheme = .default, _ table: String) -> [RowSection] {
        var sections: [RowSection] = []
        for line in table.split(separator: "\n", omittingEmptySubsequences: true) {
            var fields = Fields(line)
            let head = fields.next() ?? ""
            if head == "section" {
                var section = RowSection(id: spec + ".sections[\(sections.count)]", rows: [])
                while let (key, value) = fields.nextPair() {
                    switch key {
                    case "title": section.title = value
                    case "footer": section.footer = value
                    default: invalid(line)
                    }
                }
                sections.append(section)
            } else if head.hasPrefix("row "), !sections.isEmpty {
                sections[sections.count - 1].rows.append(row(spec + "." + head.dropFirst(4), theme, &fields, line))
            } else {
                invalid(line)
            }
        }
        return sections
    }

    /// The line of `section`, without its rows.
    public static func line(section: RowSection) -> String {
        var line = "section"
        if let title = section.title { line += " | title:" + (title.isEmpty ? "" : " " + escaped(title)) }
        if let footer = section.footer { line += " | footer:" + (footer.isEmpty ? "" : " " + escaped(footer)) }
        return line
    }

    /// The line of `row`, named `name` in its spec. Its id, value and theme are not written:
    /// the table's reader gives every row the same ones.
    public static func line(row: RowModel, name: String) -> String {
        var line = "row " + name
        func field(_ key: String, _ value: String?) {
            // An empty value has no space after its colon, so that no line ends in a space.
            if let value { line += " | " + key + ":" + (value.isEmpty ? "" : " " + escaped(value)) }
        }
        field("image", row.image)
        field("symbol", row.symbol)
        field("title", row.title)
        field("subtitle", row.subtitle)
        field("label", row.accessibilityLabel)
        if let accessory = row.accessory { line += " | " + accessory.rawValue + (row.isOn ? ": on" : "") }
        if row.isDestructive { line += " | destructive" }
        if row.isTappable != RowRules.isTappable(accessory: row.accessory, destructive: row.isDestructive, tappable: false) {
            line += " | tappable"
        }
        return line
    }

    private static func row(_ id: String, _ theme: RowTheme, _ fields: inout Fields, _ line: Substring) -> RowModel {
        var row = RowModel(id: id, theme: theme)
        var tappable = false
        while let (key, value) = fields.nextPair() {
            switch (key, value) {
            case ("image", let value?): row.image = value
            case ("symbol", let value?): row.symbol = value
            case ("title", let value?): row.title = value
            case ("subtitle", let value?): row.subtitle = value
            case ("label", let value?): row.accessibilityLabel = value
            case ("destructive", nil): row.isDestructive = true
            case ("tappable", nil): tappable = true
            default:
                guard let accessory = RowAccessory(rawValue: key), value == nil || value == "on" else { invalid(line) }
                row.accessory = accessory
                row.isOn = value == "on"
            }
        }
        row.isTappable = RowRules.isTappable(accessory: row.accessory, destructive: row.isDestructive, tappable: tappable)
        return row
    }

    private static func invalid(_ line: Substring) -> Never {
        preconditionFailure("RowTable: a line rowc did not write: \(line)")
    }

    /// `text` as a field's value: it cannot end the field or the line, or lose its spaces.
    static func escaped(_ text: String) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\": out += "\\\\"
            case "|": out += "\\|"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case " " where index == 0 || index == scalars.count - 1: out += "\\u{20}"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{85}" || scalar == "\u{2028}"
                || scalar == "\u{2029}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// The fields of one line, in order, unescaped.
private struct Fields {
    private var rest: Substring.UnicodeScalarView
    private let line: Substring

    init(_ line: Substring) {
        self.line = line
        rest = line.unicodeScalars
    }

    /// The next field as written up to ` | `, unescaped; nil at the end of the line.
    mutating func next() -> String? {
        guard !rest.isEmpty else { return nil }
        var field = String.UnicodeScalarView()
        while let scalar = rest.first {
            rest = rest.dropFirst()
            if scalar == "\\" {
                field.append(unescape())
            } else if scalar == " ", rest.starts(with: "| ".unicodeScalars) {
                rest = rest.dropFirst(2)
                break
            } else {
                field.append(scalar)
            }
        }
        return String(field)
    }

    /// The next field as a key and, after `: `, its value (`key:` alone for an empty one).
    mutating func nextPair() -> (String, String?)? {
        guard let field = next() else { return nil }
        guard let colon = field.firstIndex(of: ":") else { return (field, nil) }
        let value = field[colon...].dropFirst()
        guard value.isEmpty || value.first == " " else { fail() }
        return (String(field[..<colon]), String(value.dropFirst()))
    }

    /// The scalar an escape after `\` stands for.
    private mutating func unescape() -> Unicode.Scalar {
        guard let code = rest.first else { fail() }
        rest = rest.dropFirst()
        switch code {
        case "\\", "|": return code
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u":
            guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                  let value = UInt32(String(String.UnicodeScalarView(rest[rest.index(after: rest.startIndex)..<close])),
                                     radix: 16),
                  let scalar = Unicode.Scalar(value) else { fail() }
            rest = rest[rest.index(after: close)...]
            return scalar
        default: fail()
        }
    }

    private func fail() -> Never {
        preconditionFailure("RowTable: a line rowc did not write: \(line)")
    }
}
