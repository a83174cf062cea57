// RowThemeKeyTests.swift tests the theme keys a row writes for itself: checked as a theme's, set for that row alone.

import RowKit
import RowcSema
import Testing

@Suite("a row's own theme keys")
struct RowThemeKeyTests {
    @Test("a row's keys set its theme alone, over the spec's, wherever the theme is declared")
    func rowTheme() throws {
        let result = check("""
        row server title:"Server" subtitle:"mastodon.social" subtitle.position:below title.lines:0
        row plain title:"Plain" subtitle:"Beside"
        theme seed title.color:#112233/#EEDDCC
        """)
        #expect(result.diagnostics.isEmpty)
        let spec = result.spec
        let server = spec.theme(of: spec.rows[0]), plain = spec.theme(of: spec.rows[1])
        #expect(server.subtitlePosition == .below && server.titleLines == 0)
        #expect(plain.subtitlePosition == .beside && plain.titleLines == 1)
        // The spec's theme, declared after the row, is under the row's keys.
        #expect(server.titleColor == RowColor(hex: "#112233/#EEDDCC") && server.leadingInset == RowTheme.seed.leadingInset)
        #expect(spec.rows[0].themeKeys.map(\.text) == ["subtitle.position:below", "title.lines:0"])
        #expect(spec.rows[1].themeKeys.isEmpty && spec.theme(of: spec.rows[1]) == spec.theme)
    }

    @Test("a switch's on colour is the system's green unless a theme or a row sets it")
    func switchColor() {
        let spec = check("row a title:\"A\" switch:on switch.color:systemIndigo\nrow b title:\"B\" switch").spec
        #expect(spec.theme(of: spec.rows[0]).switchColor == .system(.systemIndigo))
        #expect(spec.theme(of: spec.rows[1]).switchColor == .system(.systemGreen))
    }

    @Test("symbol.background takes a colour or none; a row may go without the spec's tile")
    func iconTiles() throws {
        let result = check("""
        theme symbol.background:systemBlue symbol.color:#FFFFFF
        row a symbol:wifi title:"A"
        row b symbol:gear title:"B" symbol.background:none symbol.color:systemGray
        row c symbol:sun.max.fill title:"C" symbol.background:systemYellow
        """)
        let spec = result.spec
        #expect(spec.theme.symbolBackground == .system(.systemBlue))
        #expect(spec.theme(of: spec.rows[1]).symbolBackground == nil)
        #expect(spec.rows[1].themeKeys.first?.text == "symbol.background:none")
        // White on yellow fails 3:1 in both appearances, at the row's own key.
        let faint = result.diagnostics.filter { $0.code.id == "W304" }
        #expect(faint.count == 2)
        for d in faint { #expect(d.position(d.span, in: spec) == "4:37") }
        #expect(check(#"row a title:"A" title.color:none"#).diagnostics.codes == ["E213"])
    }

    @Test("every key but list.style can be a row's", arguments: ThemeKey.all.map(\.name))
    func everyKey(name: String) {
        #expect(ThemeKey.named(name)?.appliesToRows == (name != "list.style"))
    }

    @Test("list.style is the list's: E201 with a message that says so")
    func listStyle() throws {
        let diagnostics = check(#"row a title:"A" list.style:grouped"#).diagnostics
        let d = try #require(diagnostics.first)
        #expect(diagnostics.codes == ["E201"])
        #expect(d.message.contains("the list's"))
    }

    @Test("a bad value, a key given twice and a misspelt key are reported as in a theme")
    func errors() {
        #expect(check(#"row a title:"A" title.lines:-1"#).diagnostics.codes == ["E211"])
        #expect(check(#"row a title:"A" subtitle.position:under"#).diagnostics.codes == ["E103"])
        #expect(check(#"row a title:"A" title.color:reddish"#).diagnostics.codes == ["E213"])
        #expect(check(#"row a title:"A" title.lines:2 title.lines:3"#).diagnostics.codes == ["E202"])
        #expect(check(#"row a title:"A" title.lines"#).diagnostics.codes == ["E102"])
        let misspelt = check(#"row a title:"A" subtitle.postion:below"#).diagnostics
        #expect(misspelt.codes == ["E201"])
        #expect(misspelt.first?.fixIts.first?.replacement == "subtitle.position")
    }

    @Test("a refused value leaves the spec's")
    func refused() {
        let spec = check(#"row a title:"A" title.lines:-1 subtitle.position:below"#).spec
        #expect(spec.rows[0].themeKeys.map(\.text) == ["subtitle.position:below"])
    }

    @Test("a row's faint colour is W304 at the row's key, and the theme's own is reported once, at the theme")
    func contrast() throws {
        let result = check("""
        theme background.color:#000000 title.color:#FFFFFF
        row a title:"Faint" title.color:#111111
        row b title:"Fine"
        """)
        let w304 = result.diagnostics.filter { $0.code.id == "W304" }
        #expect(w304.count == 2)  // light and dark
        for d in w304 { #expect(d.position(d.span, in: result.spec) == "2:21") }
    }

    @Test("a row's key that makes its theme fail is reported there")
    func themeFailure() throws {
        let result = check(#"row a title:"A" title.font:40"#)
        let d = try #require(result.diagnostics.first { $0.code.id == "W303" })
        #expect(d.position(d.span, in: result.spec) == "1:17")
    }
}
