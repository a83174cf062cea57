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
/// A line is a kind (`section`, with the section's name when it has one, or `row` and the row's
/// name), then fields separated by ` | `:
/// `image:`, `symbol:`, `title:`, `subtitle:`, `label:` (what VoiceOver reads) and `footer:`
/// with a value; `arrow`, `switch`, `check` or `info`, with `: on` when it is on, or `accessory:`
/// and a trailing symbol's name; `badge`, for a subtitle drawn as a badge; `button`; `destructive`;
/// `tappable`, written only where the row departs from `RowRules.isTappable`; `theme:` and an
/// index in the reader's `rowThemes`, for a row that writes theme keys of its own; `actions:` and an
/// index in the reader's `rowActions`, for a row that offers swipe actions or a menu; `choice:` and
/// the field holding the chosen option's name, for a menu row (`RowModel.choice`), whose subtitle is
/// that option's title. A text the app
/// supplies is its field's name after `$` (`subtitle: $network`), as the spec writes it. In a
/// value, `\`, `|`, line breaks, tabs and other control characters, spaces at either end and a
/// `$` at the start are escaped as `\\`, `\|`, `\n`, `\r`, `\t` and `\u{hex}`.
public enum RowTable {
    /// The sections of `table`, with ids `spec.name` when named and `spec.sections[i]` when not,
    /// their rows with ids `spec.name` and `theme`, or the one of
    /// `rowThemes` a row's line names, and each text written `$field` taken from `values`
    /// (left out when `values` has none, as for the rows' ids alone). The table is written by rowc
    /// from a spec it has checked; a line it cannot read stops the app with the line, as any other
    /// broken generated code would fail to build.
    public static func sections(spec: String, theme: RowTheme = .default, rowThemes: [RowTheme] = [],
                                rowActions: [RowActions] = [], _ table: String,
                                values: [String: String] = [:]) -> [RowSection] {
        var sections: [RowSection] = []
        for line in table.split(separator: "\n", omittingEmptySubsequences: true) {
            var fields = LineFields(line)
            let head = fields.next() ?? ""
            if head == "section" || head.hasPrefix("section ") {
                // A named section's id is its name's, which stays when sections move.
                let id = head.count > 8 ? spec + "." + head.dropFirst(8) : spec + ".sections[\(sections.count)]"
                var section = RowSection(id: id, rows: [])
                while let (key, value) = fields.nextPair() {
                    switch key {
                    case "title": section.title = value
                    case "footer": section.footer = value
                    default: invalid(line)
                    }
                }
                sections.append(section)
            } else if head.hasPrefix("row "), !sections.isEmpty {
                sections[sections.count - 1].rows.append(row(spec + "." + head.dropFirst(4), theme, rowThemes, rowActions,
                                                             values, &fields, line))
            } else {
                invalid(line)
            }
        }
        return sections
    }

    /// The line of `section`, without its rows, named `name` in its spec when it has a name.
    public static func line(section: RowSection, name: String? = nil) -> String {
        var line: [UInt8] = []
        append(section: section, name: name, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// The line of `row`, named `name` in its spec, drawn with the reader's `rowThemes[theme]`
    /// when `theme` is given, offering the reader's `rowActions[actions]` when `actions` is given,
    /// with the texts `fields` names taken from the app. Its id, value, theme and actions are not
    /// written: the table's reader gives them.
    public static func line(row: RowModel, name: String, theme: Int? = nil, actions: Int? = nil,
                            fields: Fields = Fields()) -> String {
        var line: [UInt8] = []
        append(row: row, name: name, theme: theme, actions: actions, fields: fields, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// The texts and image names of a row that the app supplies, each by the name of the field that holds it.
    public struct Fields: Hashable, Sendable {
        public var image: String?
        public var symbol: String?
        public var title: String?
        public var subtitle: String?
        public var label: String?
        /// A menu row's chosen option (`RowModel.choice`), in place of its subtitle.
        public var choice: String?

        public init(image: String? = nil, symbol: String? = nil, title: String? = nil, subtitle: String? = nil,
                    label: String? = nil, choice: String? = nil) {
            self.image = image
            self.symbol = symbol
            self.title = title
            self.subtitle = subtitle
            self.label = label
            self.choice = choice
        }
    }

    /// `line(section:)` appended to `out` as UTF-8, without a line break: for a build, which
    /// writes a large spec's lines into one buffer.
    public static func append(section: RowSection, name: String? = nil, to out: inout [UInt8]) {
        out.append(contentsOf: "section".utf8)
        if let name {
            out.append(UInt8(ascii: " "))
            append(name, &out)
        }
        field("title", section.title, &out)
        field("footer", section.footer, &out)
    }

    /// `line(row:name:theme:actions:fields:)` appended to `out` as UTF-8, without a line break.
    public static func append(row: RowModel, name: String, theme: Int? = nil, actions: Int? = nil,
                              fields: Fields = Fields(), to out: inout [UInt8]) {
        out.append(contentsOf: "row ".utf8)
        append(name, &out)
        field("image", row.image, bound: fields.image, &out)
        field("symbol", row.symbol, bound: fields.symbol, &out)
        field("title", row.title, bound: fields.title, &out)
        if let choice = fields.choice {
            field("choice", nil, bound: choice, &out)
        } else {
            field("subtitle", row.subtitle, bound: fields.subtitle, &out)
        }
        field("label", row.accessibilityLabel, bound: fields.label, &out)
        if row.accessory == .trailingSymbol {
            field("accessory", row.accessorySymbol ?? "", &out)
        } else if let accessory = row.accessory {
            out.append(contentsOf: " | ".utf8)
            append(accessory.rawValue, &out)
            if row.isOn { out.append(contentsOf: ": on".utf8) }
        }
        if row.isBadge { out.append(contentsOf: " | badge".utf8) }
        if row.isButton { out.append(contentsOf: " | button".utf8) }
        if row.isDestructive { out.append(contentsOf: " | destructive".utf8) }
        if row.isTappable != RowRules.isTappable(accessory: row.accessory, destructive: row.isDestructive, button: row.isButton,
                                                 tappable: false) {
            out.append(contentsOf: " | tappable".utf8)
        }
        if let theme { field("theme", String(theme), &out) }
        if let actions { field("actions", String(actions), &out) }
    }

    /// ` | key: value`, escaped, or ` | key: $field` for a text the app supplies; nothing for nil.
    /// An empty value has no space after its colon, so that no line ends in a space.
    private static func field(_ key: StaticString, _ value: String?, bound: String? = nil, _ out: inout [UInt8]) {
        if let bound {
            out.append(contentsOf: " | ".utf8)
            out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            out.append(contentsOf: ": $".utf8)
            append(bound, &out)
            return
        }
        guard let value else { return }
        out.append(contentsOf: " | ".utf8)
        out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out.append(UInt8(ascii: ":"))
        guard !value.isEmpty else { return }
        out.append(UInt8(ascii: " "))
        appendEscaped(value, &out)
    }

    private static func append(_ text: String, _ out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// `text` as a field's value: it cannot end the field or the line, or lose its spaces.
    /// Byte by byte: a build escapes every text of every row.
    private static func appendEscaped(_ text: String, _ out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                switch byte {
                case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "|"): out.append(contentsOf: #"\|"#.utf8)
                case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
                case UInt8(ascii: " ") where i == 0 || i == bytes.count - 1: out.append(contentsOf: #"\u{20}"#.utf8)
                // Read back as a field's name otherwise.
                case UInt8(ascii: "$") where i == 0: out.append(contentsOf: #"\u{24}"#.utf8)
                case 0..<0x20, 0x7F: appendHex(UInt32(byte), &out)
                // U+0085 and U+2028/2029, which some editors break lines at.
                case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85:
                    appendHex(0x85, &out)
                    i += 1
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    appendHex(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029, &out)
                    i += 2
                default: out.append(byte)
                }
                i += 1
            }
        }
    }

    private static func appendHex(_ value: UInt32, _ out: inout [UInt8]) {
        out.append(contentsOf: #"\u{"#.utf8)
        out.append(contentsOf: String(value, radix: 16, uppercase: true).utf8)
        out.append(UInt8(ascii: "}"))
    }

    private static func row(_ id: String, _ theme: RowTheme, _ rowThemes: [RowTheme], _ rowActions: [RowActions],
                            _ values: [String: String],
                            _ fields: inout LineFields, _ line: Substring) -> RowModel {
        var row = RowModel(id: id, theme: theme)
        var tappable = false
        while let (key, written) = fields.nextPair() {
            var value = written
            if fields.valueIsField, let name = written {
                guard ["image", "symbol", "title", "subtitle", "label", "choice"].contains(key) else { invalid(line) }
                guard let supplied = values[String(name.dropFirst())] else { continue }
                value = supplied
            }
            switch (key, value) {
            case ("image", let value?): row.image = value
            case ("symbol", let value?): row.symbol = value
            case ("title", let value?): row.title = value
            case ("subtitle", let value?): row.subtitle = value
            case ("label", let value?): row.accessibilityLabel = value
            case ("choice", let value?): row.choice = value
            case ("accessory", let value?):
                row.accessory = .trailingSymbol
                row.accessorySymbol = value
            case ("badge", nil): row.isBadge = true
            case ("button", nil): row.isButton = true
            case ("destructive", nil): row.isDestructive = true
            case ("tappable", nil): tappable = true
            case ("theme", let value?):
                guard let index = Int(value), rowThemes.indices.contains(index) else { invalid(line) }
                row.theme = rowThemes[index]
            case ("actions", let value?):
                guard let index = Int(value), rowActions.indices.contains(index) else { invalid(line) }
                row.actions = rowActions[index]
            default:
                guard let accessory = RowAccessory(rawValue: key), accessory != .trailingSymbol, value == nil || value == "on" else {
                    invalid(line)
                }
                row.accessory = accessory
                row.isOn = value == "on"
            }
        }
        row.isTappable = RowRules.isTappable(accessory: row.accessory, destructive: row.isDestructive, button: row.isButton,
                                             tappable: tappable)
        // A menu row shows its chosen option's title, which its actions (written last) hold.
        if let choice = row.choice { row.subtitle = row.actions.choices.first { $0.id == choice }?.title }
        return row
    }

    private static func invalid(_ line: Substring) -> Never {
        preconditionFailure("RowTable: a line rowc did not write: \(line)")
    }
}

/// The fields of one line, in order, unescaped.
private struct LineFields {
    private var rest: Substring.UnicodeScalarView
    private let line: Substring
    /// Whether the last pair's value is a field the app supplies: `$` at its start, unescaped.
    private(set) var valueIsField = false

    init(_ line: Substring) {
        self.line = line
        rest = line.unicodeScalars
    }

    /// The next field as written up to ` | `, unescaped; nil at the end of the line.
    mutating func next() -> String? {
        guard !rest.isEmpty else { return nil }
        var field = String.UnicodeScalarView()
        // Where the scalars stand to the first `: `: before it, at its colon, at its space, past it.
        var place = 0
        valueIsField = false
        while let scalar = rest.first {
            rest = rest.dropFirst()
            if scalar == "\\" {
                field.append(unescape())
                place = place == 0 ? 0 : 3
                continue
            } else if scalar == " ", rest.starts(with: "| ".unicodeScalars) {
                rest = rest.dropFirst(2)
                break
            }
            field.append(scalar)
            switch place {
            case 0: if scalar == ":" { place = 1 }
            case 1: place = scalar == " " ? 2 : 3
            case 2:
                valueIsField = scalar == "$"
                place = 3
            default: break
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
