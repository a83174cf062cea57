// NamesAndLiteralsTests.swift checks type names from file names, Swift literals, the writer and the theme's members.

import RowKit
@testable import RowcCodegen
import RowcSema
import RowcSource
import Testing

@Suite struct NamesAndLiteralsTests {
    @Test(arguments: [
        ("Specs/Staff.rows", "Staff"), ("staff-list.rows", "StaffList"), ("a_b.rows", "AB"),
        ("settings v2.rows", "SettingsV2"), ("URLs.rows", "URLs"), ("x.y.rows", "XY"),
        ("Row.rows", "Row"), ("Values.rows", "Values"), ("Section.rows", "Section"),
    ])
    func typeNameIsUpperCamelCaseOfTheBaseName(path: String, name: String) {
        #expect(TypeNames.typeName(forSpecAt: path) == name)
    }

    @Test(arguments: ["2fa.rows", "设置.rows", "-.rows", "café.rows", "row-model.rows", "self.rows", "any.rows", ".rows",
                      "RowModel.rows"])
    func unusableFileNamesGiveNoTypeName(path: String) {
        #expect(TypeNames.typeName(forSpecAt: path) == nil)
    }

    @Test func stringLiteralsEscapeWhatDoesNotShow() {
        #expect(SwiftLiteral.string("Say \"hi\" \\ now") == #""Say \"hi\" \\ now""#)
        #expect(SwiftLiteral.string("a\nb\tc\r") == #""a\nb\tc\r""#)
        #expect(SwiftLiteral.string("rtl\u{202E}x\u{7}") == #""rtl\u{202E}x\u{7}""#)
        #expect(SwiftLiteral.string("无线 👨‍👩‍👧") == "\"无线 👨‍👩‍👧\"")
        #expect(SwiftLiteral.string("a\u{FEFF}b\u{200B}c\u{85}d\u{A0}e\u{3000}f\u{AD}g")
                == #""a\u{FEFF}b\u{200B}c\u{85}d\u{A0}e\u{3000}f\u{AD}g""#)
        // Joiners and tags inside emoji show as the emoji; alone, they do not.
        let emoji = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} ❤️‍🔥 👩🏽‍💻"
        #expect(SwiftLiteral.string(emoji) == "\"" + emoji + "\"")
        #expect(SwiftLiteral.string("a\u{200D}b 👨\u{200D} \u{E0067}") == #""a\u{200D}b 👨\u{200D} \u{E0067}""#)
    }

    /// Every scalar alone: escaped as `\u{…}` exactly when a reader cannot see it (Unicode's
    /// controls, format characters and separators, but the space), or in a short form.
    @Test func everyInvisibleScalarIsEscaped() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !["\0", "\t", "\n", "\r"].contains(scalar) else { continue }
            let invisible = switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            case .spaceSeparator: scalar != " "
            default: false
            }
            if SwiftLiteral.string(String(scalar)).hasPrefix(#""\u{"#) != invisible { wrong.append(value) }
        }
        #expect(wrong.isEmpty, "first scalars escaped wrongly: \(wrong.prefix(5).map { String($0, radix: 16) })")
    }

    @Test func numbersReadBackAsTheSameDouble() {
        for value in [44.0, 10.5, 13.5, 0.1, 1.0 / 3.0, 10_000] {
            #expect(Double(SwiftLiteral.number(value)) == value)
        }
        #expect(SwiftLiteral.number(44) == "44")
    }

    @Test func writerIndentsAndTrimsTrailingBlanks() {
        var w = SwiftWriter()
        w.block("enum E") { w in
            w.line("case a   ")
            w.line()
        }
        w.line()
        w.line()
        #expect(w.file == "enum E {\n    case a\n\n}\n")
    }

    /// A theme that changes every key is written one assignment per key, in the table's order,
    /// each to the property the key names, and the default theme as RowKit's.
    @Test func everyThemeKeyIsWrittenToItsProperty() throws {
        var spec = "theme"
        for key in ThemeKey.all {
            switch key.kind {
            case .length, .fontSize: spec += " \(key.name):99"
            case .color: spec += " \(key.name):#123456"
            case .textStyle: spec += " \(key.name):fixed"
            case .choice(let names): spec += " \(key.name):\(names.last!)"
            case .lineLimit: spec += " \(key.name):3"
            }
        }
        let (checked, diagnostics) = Checker.check(SourceFile(path: "T.rows", text: spec + "\nrow a title:\"A\"\n"))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        var w = SwiftWriter()
        ThemeEmitter.write(checked.theme, base: checked.themeBase, metricsTable: false, &w)
        let assignments = w.file.split(separator: "\n").filter { $0.hasPrefix("    theme.") }
        // Insets written as numbers no longer follow the layout margin, which the last line says.
        #expect(assignments.last == "    theme.marginInsets = []")
        #expect(assignments.dropLast().map { String($0.split(separator: " ")[0].dropFirst(6)) } == ThemeKey.all.map(\.property))
        #expect(Set(ThemeKey.all.map(\.property)).count == ThemeKey.all.count)
        var plain = SwiftWriter()
        ThemeEmitter.write(.default, base: "ios", metricsTable: false, &plain)
        #expect(plain.file == "public static let theme: RowTheme = .default\n")
        var seed = SwiftWriter()
        ThemeEmitter.write(.seed, base: "seed", metricsTable: false, &seed)
        #expect(seed.file == "public static let theme: RowTheme = .seed\n")
    }

    @Test func colorLiteralsSpellRowKitsCases() {
        let brand = RowColor.RGBA(red: 0x29, green: 0x2E, blue: 0x31)
        #expect(ThemeEmitter.literal(.fixed(brand)) == ".fixed(RowColor.RGBA(red: 0x29, green: 0x2E, blue: 0x31))")
        #expect(ThemeEmitter.literal(.system(.secondaryLabel)) == ".system(.secondaryLabel)")
        let clear = RowColor.RGBA(red: 0, green: 0, blue: 0, alpha: 0x80)
        #expect(ThemeEmitter.literal(.pair(light: brand, dark: clear))
                == ".pair(light: RowColor.RGBA(red: 0x29, green: 0x2E, blue: 0x31), dark: RowColor.RGBA(red: 0x00, green: 0x00, blue: 0x00, alpha: 0x80))")
    }
}
