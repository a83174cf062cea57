// RowTableTests.swift checks that a spec's table reads back as the sections and rows it was written from.

import RowKit
import Testing

struct RowTableTests {
    /// Writes `sections` as a table of lines and reads it back.
    static func roundTrip(_ sections: [RowSection], names: [String], theme: RowTheme = .default) -> [RowSection] {
        var lines: [String] = []
        var name = names.makeIterator()
        for section in sections {
            lines.append(RowTable.line(section: section))
            for row in section.rows { lines.append(RowTable.line(row: row, name: name.next()!)) }
        }
        return RowTable.sections(spec: "Spec", theme: theme, lines.joined(separator: "\n"))
    }

    @Test func everyFieldAndFlagReadsBack() {
        let rows = [
            RowModel(id: "Spec.wifi", symbol: "wifi", title: "Wi-Fi", subtitle: "Home", accessory: .arrow),
            RowModel(id: "Spec.printer", image: "per_printer", title: "Printer", accessibilityLabel: "Office printer",
                     accessory: .switch, isOn: true),
            RowModel(id: "Spec.english", title: "English", accessory: .check, isOn: true),
            RowModel(id: "Spec.german", title: "Deutsch", accessory: .check),
            RowModel(id: "Spec.signOut", title: "Sign Out", isDestructive: true),
            RowModel(id: "Spec.addAccount", title: "Add Account", isButton: true),
            RowModel(id: "Spec.erase", title: "Erase All", isButton: true, isDestructive: true),
            RowModel(id: "Spec.help", title: "Help", isTappable: true),
            RowModel(id: "Spec.version", title: "Version", subtitle: "2.4.1"),
        ]
        let sections = [RowSection(id: "Spec.sections[0]", title: "Network", footer: "Nearby.", rows: Array(rows[0..<2])),
                        RowSection(id: "Spec.sections[1]", rows: Array(rows[2...]))]
        let read = Self.roundTrip(sections, names: ["wifi", "printer", "english", "german", "signOut", "addAccount", "erase",
                                                    "help", "version"])
        #expect(read == sections)
        #expect(read[1].rows.map(\.isTappable) == [true, true, true, true, true, true, false])
        #expect(read[1].rows.map(\.isButton) == [false, false, false, true, true, false, false])
        // A button is tappable by the rule, so `tappable` is not written for it.
        #expect(RowTable.line(row: rows[6], name: "erase") == "row erase | title: Erase All | button | destructive")
    }

    /// A row that writes theme keys of its own names its theme among the reader's by index;
    /// the others get the table's.
    @Test func rowThemesReadBack() {
        var below = RowTheme.seed
        below.subtitlePosition = .below
        let table = [RowTable.line(section: RowSection(id: "", rows: [])),
                     RowTable.line(row: RowModel(id: "", title: "Server", subtitle: "mastodon.social"), name: "server", theme: 0),
                     RowTable.line(row: RowModel(id: "", title: "Plain"), name: "plain")]
        #expect(table[1] == "row server | title: Server | subtitle: mastodon.social | theme: 0")
        let rows = RowTable.sections(spec: "Spec", theme: .seed, rowThemes: [below], table.joined(separator: "\n"))[0].rows
        #expect(rows.map(\.theme) == [below, .seed])
    }

    /// Texts that could end a field or a line, or lose a space, come back as they were.
    @Test(arguments: ["a | b", "a|b", "back\\slash \\n", "line\nbreak", "tab\there", "\r\n", " leading", "trailing ",
                      " ", "", "title: nested", "emoji 😀 e\u{301}", "\u{7}\u{2028}\u{85}", "x \\u{20}", "|", "\\",
                      "$5 a month", "$network", "a $b", "$"])
    func awkwardTextsReadBack(text: String) {
        let row = RowModel(id: "Spec.a", image: text, title: text, subtitle: text, accessibilityLabel: text)
        let section = RowSection(id: "Spec.sections[0]", title: text, footer: text, rows: [row])
        let line = RowTable.line(row: row, name: "a")
        #expect(!line.contains("\n") && !line.contains("\r") && !line.hasSuffix(" "), "\(line)")
        #expect(Self.roundTrip([section], names: ["a"]) == [section])
    }

    /// A text the app supplies is written `$field` and read from the values; a row keeps its id
    /// without them, and a text that starts with `$` is escaped so it never reads as a field.
    @Test func fieldsReadFromTheValues() {
        let line = RowTable.line(row: RowModel(id: "", title: "Wi-Fi", subtitle: "Home", accessory: .arrow), name: "wifi",
                                 fields: RowTable.Fields(subtitle: "network"))
        #expect(line == "row wifi | title: Wi-Fi | subtitle: $network | arrow")
        #expect(RowTable.line(row: RowModel(id: "", title: "$5"), name: "price") == #"row price | title: \u{24}5"#)
        let table = "section\n" + line + "\nrow account | title: $name | subtitle: $name | label: $spoken"
        let read = RowTable.sections(spec: "S", table, values: ["network": "Office", "name": "Kim", "spoken": "Kim J."])[0].rows
        #expect(read.map(\.subtitle) == ["Office", "Kim"] && read[1].title == "Kim" && read[1].accessibilityLabel == "Kim J.")
        let bare = RowTable.sections(spec: "S", table)[0].rows
        #expect(bare.map(\.id) == read.map(\.id) && bare[0].subtitle == nil && bare[0].title == "Wi-Fi")
    }

    @Test func theTableGivesEveryRowItsThemeAndIdAndNumbersTheSections() {
        var theme = RowTheme()
        theme.rowHeight = 60
        let read = RowTable.sections(spec: "Settings", theme: theme, """
            section
            row a | title: A
            section | title: Second
            row b | title: B | arrow
            """)
        #expect(read.map(\.id) == ["Settings.sections[0]", "Settings.sections[1]"])
        #expect(read.flatMap(\.rows).map(\.id) == ["Settings.a", "Settings.b"])
        #expect(read.flatMap(\.rows).allSatisfy { $0.theme == theme })
        #expect(read[0].title == nil && read[1].title == "Second" && read[1].rows[0].accessory == .arrow)
    }
}

struct RowIconTileTests {
    /// A Settings icon's tile: 29 points, corners of 22.5% of it, an 18-point glyph in the middle.
    @Test func tileGeometry() {
        let tile = RowRect(x: 16, y: 7.5, width: 29, height: 29)
        #expect(abs(RowIconTile.cornerRadius(of: tile) - 6.525) < 1e-9)
        let glyph = RowIconTile.glyph(in: tile)
        #expect(abs(glyph.width - 17.98) < 1e-9 && glyph.width == glyph.height)
        #expect(abs(glyph.x + glyph.width / 2 - (tile.x + tile.width / 2)) < 1e-9)
        #expect(abs(glyph.y + glyph.height / 2 - (tile.y + tile.height / 2)) < 1e-9)
    }
}
