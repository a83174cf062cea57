// NamesAndLiteralsTests.swift checks type names from file names, Swift literals, the writer and the theme's members.

@testable import RowcCodegen
import RowcSema
import Testing

@Suite struct NamesAndLiteralsTests {
    @Test(arguments: [
        ("Specs/Staff.rows", "Staff"), ("staff-list.rows", "StaffList"), ("a_b.rows", "AB"),
        ("settings v2.rows", "SettingsV2"), ("URLs.rows", "URLs"), ("x.y.rows", "XY"),
    ])
    func typeNameIsUpperCamelCaseOfTheBaseName(path: String, name: String) {
        #expect(TypeNames.typeName(forSpecAt: path) == name)
    }

    @Test(arguments: ["2fa.rows", "设置.rows", "-.rows", "café.rows", "row-model.rows", "self.rows", "any.rows", ".rows",
                      "Sections.rows"])
    func unusableFileNamesGiveNoTypeName(path: String) {
        #expect(TypeNames.typeName(forSpecAt: path) == nil)
    }

    @Test func stringLiteralsEscapeWhatDoesNotShow() {
        #expect(SwiftLiteral.string("Say \"hi\" \\ now") == #""Say \"hi\" \\ now""#)
        #expect(SwiftLiteral.string("a\nb\tc\r") == #""a\nb\tc\r""#)
        #expect(SwiftLiteral.string("rtl\u{202E}x\u{7}") == #""rtl\u{202E}x\u{7}""#)
        #expect(SwiftLiteral.string("无线 👨‍👩‍👧") == "\"无线 👨‍👩‍👧\"")
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

    @Test func everyThemeKeyHasAMember() {
        #expect(ThemeMember.all.map(\.keyName) == ThemeKey.all.map(\.name))
        #expect(ThemeMember.all.allSatisfy { $0.key != nil })
    }
}
