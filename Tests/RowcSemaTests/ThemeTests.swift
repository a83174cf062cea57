// ThemeTests.swift checks the base themes, theme keys, and how `theme` values are applied and limited.

import RowKit
import RowcSema
import Testing

@Suite("theme")
struct ThemeTests {
    /// The numbers grammar.md's "The `ios` theme" table cites: body text at 17 points on 22-point
    /// lines, the layout margin as the insets, Settings' 29-point icons, UIKit's label colours.
    @Test("the defaults are iOS's list cell's metrics and colours")
    func defaults() {
        let theme = RowTheme.default
        #expect(theme == RowTheme.ios)
        #expect(theme.listStyle == .plain)
        #expect(theme.leadingInset == 16 && theme.trailingInset == 16 && theme.marginInsets == [.leading, .trailing])
        #expect(theme.atLayoutMargin(20).leadingInset == 20 && theme.atLayoutMargin(20).trailingInset == 20)
        #expect(theme.imageWidth == 29 && theme.imageHeight == 29 && theme.imageGap == 16)
        #expect(theme.arrowWidth == 8 && theme.arrowHeight == 13 && theme.arrowGap == 16)
        #expect(theme.labelHeight == 22 && theme.labelGap == 8 && theme.labelMinWidth == nil)
        #expect(theme.titleFontSize == 17 && theme.subtitleFontSize == 17)
        #expect(theme.titleStyle == .body && theme.subtitleStyle == .body)
        #expect(theme.titleColor == .system(.label) && theme.subtitleColor == .system(.secondaryLabel))
        #expect(theme.arrowColor == .system(.systemGray3))
        #expect(theme.backgroundColor == .system(.systemBackground))
        #expect(theme.rowHeight == 44)
        #expect(theme.usesSystemAccessories)
    }

    @Test("`seed` is the seed cell's metrics and colours, with fixed insets and its own accessories")
    func seed() {
        let theme = RowTheme.seed
        #expect(theme.listStyle == .plain)
        #expect(theme.leadingInset == 10 && theme.trailingInset == 10 && theme.marginInsets.isEmpty)
        #expect(theme.atLayoutMargin(20) == theme)
        #expect(theme.imageWidth == 21 && theme.imageHeight == 21 && theme.imageGap == 10)
        #expect(theme.arrowWidth == 8 && theme.arrowHeight == 13 && theme.arrowGap == 10)
        #expect(theme.labelHeight == 21 && theme.labelGap == 10 && theme.labelMinWidth == 80)
        #expect(theme.titleFontSize == 14 && theme.subtitleFontSize == 12)
        #expect(theme.titleStyle == .body && theme.subtitleStyle == .subheadline)
        #expect(theme.titleColor.resolved(in: .light) == RowColor.RGBA(red: 41, green: 46, blue: 49))
        #expect(theme.subtitleColor.resolved(in: .light) == RowColor.RGBA(red: 109, green: 116, blue: 121))
        #expect(theme.arrowColor.resolved(in: .light) == RowColor.RGBA(red: 199, green: 199, blue: 204))
        #expect(theme.backgroundColor == .system(.systemBackground))
        #expect(theme.rowHeight == 44)
        #expect(!theme.usesSystemAccessories)
        #expect(RowTheme.bases.map(\.name) == ["ios", "seed"] && RowTheme.bases.map(\.theme) == [.ios, .seed])
    }

    @Test("a theme names its base once, anywhere; keys override it before or after the name")
    func bases() throws {
        let (seed, clean) = check("theme title.color:#112233/#EEEEEE\ntheme seed row.height:50\nrow a title:\"A\"")
        #expect(clean.isEmpty)
        #expect(seed.themeBase == "seed" && seed.theme.titleFontSize == 14 && seed.theme.rowHeight == 50)
        #expect(seed.theme.titleColor == RowColor(hex: "#112233/#EEEEEE") && seed.theme.marginInsets.isEmpty)
        // A number for an inset replaces the layout margin `ios`'s insets follow.
        let inset = check("theme inset.leading:12\nrow a title:\"A\"").spec.theme
        #expect(inset.marginInsets == [.trailing] && inset.atLayoutMargin(20).leadingInset == 12)
        let twice = check("theme seed\ntheme ios\nrow a title:\"A\"").diagnostics
        #expect(twice.map(\.code) == [.duplicateAttribute] && twice.first?.notes.count == 1)
        let unknown = try #require(check("theme sead\nrow a title:\"A\"").diagnostics.first)
        #expect(unknown.code == .unknownThemeKey && unknown.message == "unknown theme `sead`; a theme starts from `ios` or `seed`; did you mean `seed`?")
        #expect(unknown.fixIts.first?.replacement == "seed")
    }

    @Test("list.style takes plain, grouped or insetGrouped; a grouped background implies grouped")
    func listStyles() throws {
        #expect(check("theme list.style:insetGrouped\nrow a title:\"A\"").spec.theme.listStyle == .insetGrouped)
        #expect(check("theme background.color:secondarySystemGroupedBackground\nrow a title:\"A\"").spec.theme.listStyle == .grouped)
        #expect(check("theme list.style:plain background.color:secondarySystemGroupedBackground\nrow a title:\"A\"")
                    .spec.theme.listStyle == .plain)
        let wrong = try #require(check("theme list.style:insetgrouped\nrow a title:\"A\"").diagnostics.first)
        #expect(wrong.code == .wrongValueKind && wrong.fixIts.first?.replacement == "insetGrouped")
    }

    @Test("subtitle.position takes beside or below, and a base theme named after it keeps it")
    func subtitlePositions() throws {
        #expect(check("theme subtitle.position:below\nrow a title:\"A\"").spec.theme.subtitlePosition == .below)
        #expect(check("theme subtitle.position:below seed\nrow a title:\"A\"").spec.theme.subtitlePosition == .below)
        #expect(check("row a title:\"A\"").spec.theme.subtitlePosition == .beside)
        let wrong = try #require(check("theme subtitle.position:under\nrow a title:\"A\"").diagnostics.first)
        #expect(wrong.code == .wrongValueKind && wrong.message.contains("one of `beside`, `below`"))
        #expect(ThemeKey.named("subtitle.position")?.value(in: .default) == "beside")
    }

    @Test("every key has a unique name and prints its default as a spec would write it")
    func keys() {
        let names = ThemeKey.all.map(\.name)
        #expect(Set(names).count == names.count && names.count == 32)
        #expect(ThemeKey.named("list.style")?.value(in: .default) == "plain")
        #expect(ThemeKey.named("row.height")?.value(in: .default) == "44")
        #expect(ThemeKey.named("inset.leading")?.value(in: .default) == ThemeKey.marginValue)
        #expect(ThemeKey.named("inset.leading")?.value(in: .seed) == "10")
        #expect(ThemeKey.named("title.color")?.value(in: .default) == "label")
        #expect(ThemeKey.named("title.color")?.value(in: .seed) == "#292E31/#E3E6E8")
        #expect(ThemeKey.named("background.color")?.value(in: .default) == "systemBackground")
        #expect(ThemeKey.named("nope") == nil)
    }

    @Test("a theme overrides the keys it names and leaves the others")
    func apply() {
        let (spec, diagnostics) = check("""
            theme row.height:50 title.font:15.5 title.color:#FFF subtitle.color:#11223380
            theme image.gap:0
            row a title:"A"
            """)
        // White on the white background is too faint to read, which the contrast check says.
        #expect(diagnostics.codes == ["W304"])
        #expect(spec.theme.rowHeight == 50)
        #expect(spec.theme.titleFontSize == 15.5)
        #expect(spec.theme.titleColor == .fixed(RowColor.RGBA(red: 255, green: 255, blue: 255)))
        #expect(spec.theme.subtitleColor == .fixed(RowColor.RGBA(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x80)))
        #expect(spec.theme.imageGap == 0)
        #expect(spec.theme.leadingInset == RowTheme.default.leadingInset)
    }

    @Test("values at the edges of their ranges", arguments: [
        ("row.height:1", true), ("row.height:0.5", false), ("inset.leading:0", true), ("inset.leading:-1", false),
        ("image.width:1", true), ("image.width:0", false), ("title.font:0.5", true), ("title.font:0", false),
        ("label.gap:10000", true), ("label.gap:10000.5", false), ("subtitle.font:-2", false),
        ("title.lines:0", true), ("title.lines:1000", true), ("title.lines:1001", false), ("subtitle.lines:2.5", false),
        ("subtitle.lines:-1", false),
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
        #expect(check("theme title.lines:two\nrow a title:\"A\"").diagnostics.codes == ["E103"])
        let lines = check("theme title.lines:0 subtitle.lines:3\nrow a title:\"A\"")
        #expect(lines.diagnostics.isEmpty && lines.spec.theme.titleLines == 0 && lines.spec.theme.subtitleLines == 3)
        #expect(check("theme title.lines:2.5\nrow a title:\"A\"").diagnostics.first?.message
                == "`title.lines` must be a whole number of lines from 0 (no limit) to 1000, not 2.5")
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
        #expect(RowColor.RGBA(hex: hex)?.description == printed)
    }

    @Test("a colour value is one colour, a light/dark pair or a semantic colour's name")
    func colorForms() {
        let (spec, diagnostics) = check("""
            theme title.color:#000/#FFFFFF subtitle.color:secondaryLabel arrow.color:#C7C7CC80 background.color:systemGroupedBackground
            row a title:"A" subtitle:"B" arrow
            """)
        #expect(diagnostics.codes.allSatisfy { $0 == "W304" })
        #expect(spec.theme.titleColor == .pair(light: RowColor.RGBA(red: 0, green: 0, blue: 0), dark: RowColor.RGBA(red: 255, green: 255, blue: 255)))
        #expect(spec.theme.titleColor.resolved(in: .dark) == RowColor.RGBA(red: 255, green: 255, blue: 255))
        #expect(spec.theme.subtitleColor == .system(.secondaryLabel))
        #expect(spec.theme.subtitleColor.resolved(in: .light) == RowColor.RGBA(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99))
        #expect(spec.theme.subtitleColor.resolved(in: .dark) == RowColor.RGBA(red: 0xEB, green: 0xEB, blue: 0xF5, alpha: 0x99))
        #expect(spec.theme.arrowColor == .fixed(RowColor.RGBA(red: 0xC7, green: 0xC7, blue: 0xCC, alpha: 0x80)))
        #expect(spec.theme.backgroundColor == .system(.systemGroupedBackground))
    }

    @Test("a colour prints as a spec writes it", arguments: ["#292E31", "#292E31/#E3E6E8", "#29292980/#FFFFFF", "label"])
    func colorDescriptions(text: String) {
        let color = RowColor(hex: text) ?? RowColor.System(rawValue: text).map(RowColor.system)
        #expect(color?.description == text)
    }

    @Test("an unknown colour name is E213 with the closest name as a fix-it; other values are E103")
    func colorErrors() {
        let misspelt = check("theme title.color:secondaryLable\nrow a title:\"A\"").diagnostics
        #expect(misspelt.codes == ["E213"])
        #expect(misspelt.first?.fixIts.first?.replacement == "secondaryLabel")
        #expect(misspelt.first?.message == "`secondaryLable` is not a colour for `title.color`; did you mean the semantic colour `secondaryLabel`?")
        let far = check("theme background.color:chartreuse\nrow a title:\"A\"").diagnostics
        #expect(far.codes == ["E213"] && far.first?.fixIts.isEmpty == true)
        #expect(check("theme background.color:\"white\"\nrow a title:\"A\"").diagnostics.codes == ["E103"])
        #expect(check("theme background.color:0\nrow a title:\"A\"").diagnostics.codes == ["E103"])
    }

    @Test("every semantic colour has a light and a dark value, opaque for the backgrounds")
    func systemColors() {
        #expect(RowColor.System.allCases.count >= 17)
        #expect(RowColor.System.systemBackground.light == RowColor.RGBA(red: 255, green: 255, blue: 255))
        #expect(RowColor.System.systemBackground.dark == RowColor.RGBA(red: 0, green: 0, blue: 0))
        for system in RowColor.System.allCases where system.rawValue.hasSuffix("Background") {
            #expect(system.light.alpha == 255 && system.dark.alpha == 255, "\(system) is translucent")
        }
    }
}
