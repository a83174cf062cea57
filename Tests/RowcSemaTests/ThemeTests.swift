// ThemeTests.swift checks the default theme, theme keys, and how `theme` values are applied and limited.

import RowcSema
import Testing

@Suite("theme")
struct ThemeTests {
    @Test("the defaults are the seed cell's metrics and colours")
    func defaults() {
        let theme = Theme.default
        #expect(theme.leadingInset == 10 && theme.trailingInset == 10)
        #expect(theme.imageWidth == 21 && theme.imageHeight == 21 && theme.imageGap == 10)
        #expect(theme.arrowWidth == 8 && theme.arrowHeight == 13 && theme.arrowGap == 10)
        #expect(theme.labelHeight == 21 && theme.labelGap == 10 && theme.labelMinWidth == 80)
        #expect(theme.titleFontSize == 14 && theme.subtitleFontSize == 12)
        #expect(theme.titleColor == RGBAColor(red: 41, green: 46, blue: 49))
        #expect(theme.subtitleColor == RGBAColor(red: 109, green: 116, blue: 121))
        #expect(theme.rowHeight == 44)
    }

    @Test("every key has a unique name and prints its default as a spec would write it")
    func keys() {
        let names = ThemeKey.all.map(\.name)
        #expect(Set(names).count == names.count && names.count == 19)
        #expect(ThemeKey.named("row.height")?.value(in: .default) == "44")
        #expect(ThemeKey.named("title.color")?.value(in: .default) == "#292E31")
        #expect(ThemeKey.named("nope") == nil)
    }

    @Test("a theme overrides the keys it names and leaves the others")
    func apply() {
        let (spec, diagnostics) = check("""
            theme row.height:50 title.font:15.5 title.color:#FFF subtitle.color:#11223380
            theme image.gap:0
            row a title:"A"
            """)
        #expect(diagnostics.isEmpty)
        #expect(spec.theme.rowHeight == 50)
        #expect(spec.theme.titleFontSize == 15.5)
        #expect(spec.theme.titleColor == RGBAColor(red: 255, green: 255, blue: 255))
        #expect(spec.theme.subtitleColor == RGBAColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x80))
        #expect(spec.theme.imageGap == 0)
        #expect(spec.theme.leadingInset == Theme.default.leadingInset)
    }

    @Test("values at the edges of their ranges", arguments: [
        ("row.height:1", true), ("row.height:0.5", false), ("inset.leading:0", true), ("inset.leading:-1", false),
        ("image.width:1", true), ("image.width:0", false), ("title.font:0.5", true), ("title.font:0", false),
        ("label.gap:10000", true), ("label.gap:10000.5", false), ("subtitle.font:-2", false),
    ])
    func ranges(setting: String, valid: Bool) {
        // Only the range is asked about: a 1-point row is in range, and too short for its label (E301).
        let diagnostics = check("theme \(setting)\nrow a title:\"A\"").diagnostics.filter { $0.code != .elementTallerThanRow }
        #expect(diagnostics.codes == (valid ? [] : ["E211"]))
    }

    @Test("a value of the wrong kind, a missing value, an unknown or repeated key")
    func errors() {
        #expect(check("theme title.color:12\nrow a title:\"A\"").diagnostics.codes == ["E103"])
        #expect(check("theme row.height:#FFF\nrow a title:\"A\"").diagnostics.codes == ["E103"])
        #expect(check("theme row.height\nrow a title:\"A\"").diagnostics.codes == ["E102"])
        let unknown = check("theme row.hieght:50\nrow a title:\"A\"").diagnostics
        #expect(unknown.codes == ["E207"])
        #expect(unknown[0].fixIts.first?.replacement == "row.height")
        let twice = check("theme row.height:50\ntheme row.height:60\nrow a title:\"A\"")
        #expect(twice.diagnostics.codes == ["E202"])
        #expect(twice.spec.theme.rowHeight == 50)
    }

    @Test("colours parse in all three forms", arguments: [
        ("#ABC", "#AABBCC"), ("#292E31", "#292E31"), ("#292E31FF", "#292E31"), ("#292E3180", "#292E3180"),
    ])
    func colors(hex: String, printed: String) {
        #expect(RGBAColor(hex: hex)?.description == printed)
    }
}
