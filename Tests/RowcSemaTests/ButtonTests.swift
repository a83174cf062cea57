// ButtonTests.swift checks the `button` flag: a row or model whose title alone is centred, and E220 for anything beside it.

import RowKit
import RowcDiagnostics
import RowcSema
import Testing

@Suite("button rows")
struct ButtonTests {
    @Test("a button row is the button style, tappable, with no diagnostic; destructive combines with it")
    func buttonRow() throws {
        let (spec, diagnostics) = check("row signOut title:\"Sign Out\" button destructive\nrow add title:\"Add Account\" button")
        #expect(diagnostics.isEmpty)
        let signOut = try #require(spec.rows.first), add = try #require(spec.rows.last)
        #expect(signOut.style == .button && signOut.isDestructive && signOut.isTappable)
        #expect(add.style == .button && !add.isDestructive && add.isTappable)
        #expect(add.style.accessory == nil && !add.style.hasImage && !add.style.hasSubtitle)
    }

    @Test("each image, symbol, subtitle or accessory beside a button is E220 at it, with a note and a fix-it that removes it",
          arguments: [
              ("row a image:ic title:\"A\" button", "image:ic", "image"),
              ("row a symbol:wifi title:\"A\" button", "symbol:wifi", "symbol"),
              ("row a title:\"A\" subtitle:\"B\" button", "subtitle:\"B\"", "subtitle"),
              ("row a title:\"A\" arrow button", "arrow", "arrow"),
              ("row a title:\"A\" switch:on button", "switch:on", "switch"),
              ("row a title:\"A\" check button", "check", "check"),
          ])
    func besideAButton(source: String, attribute: String, part: String) throws {
        let (spec, diagnostics) = check(source)
        #expect(diagnostics.codes == ["E220"])
        let d = try #require(diagnostics.first)
        #expect(d.severity == .error)
        #expect(d.message == "this row is a button, its title alone and centred, and takes no `\(part)`")
        #expect(spec.file.text(d.span) == attribute)
        #expect(d.notes.map { spec.file.text($0.span) } == ["button"])
        let fix = try #require(d.fixIts.first)
        #expect(fix.replacement == "" && spec.file.text(fix.span) == " " + attribute)
        // The row is kept as the button it says it is, so one mistake gives one message.
        #expect(spec.rows.first?.style == .button)
    }

    @Test("a destructive button's switch is E216 alone, not E220 as well; its arrow, which E216 allows, is E220")
    func destructiveAccessoryOnce() {
        #expect(check("row a title:\"A\" button destructive switch").diagnostics.codes == ["E216"])
        #expect(check("row a title:\"A\" button destructive arrow").diagnostics.codes == ["E220"])
    }

    @Test("a button with nothing to show is E107, and an image without a title leaves no row, with no W006 besides")
    func buttonWithoutTitle() {
        #expect(check("row a button").diagnostics.codes == ["E107"])
        #expect(check("row a image:ic button").diagnostics.codes == ["E220"])
        let (spec, diagnostics) = check("row a image:ic label:\"A\" button")
        #expect(diagnostics.codes == ["E220"])
        #expect(spec.rows.isEmpty)
    }

    @Test("a model can be a button; its image beside the button is E220, and it stays a button")
    func buttonModel() throws {
        let (spec, diagnostics) = check("model Action key:$id title:$name? button")
        #expect(diagnostics.isEmpty)
        let model = try #require(spec.models.first)
        #expect(model.isButton && model.possibleStyles == [.button])
        let bad = check("model Action key:$id image:$icon? title:$name button")
        #expect(bad.diagnostics.codes == ["E220"])
        #expect(bad.diagnostics.first?.message == "model `Action` is a button, its title alone and centred, and takes no `image`")
        #expect(bad.spec.models.first?.possibleStyles == [.button])
    }

    @Test("`button.color` is judged for contrast where a button shows it: not for a destructive button's title")
    func buttonColorContrast() throws {
        func warnings(_ source: String) -> [Diagnostic] {
            check(source).spec.themeDiagnostics.filter { $0.code == .lowContrast }
        }
        let faint = warnings("theme button.color:#AAAAAA\nrow a title:\"Add\" button")
        let d = try #require(faint.first)
        #expect(faint.count == 1)
        #expect(d.message == "button title colour #AAAAAA on background systemBackground (#FFFFFF) has a contrast of 2.32:1 in light appearance; text of 17 points needs at least 4.5:1")
        #expect(warnings("theme button.color:#AAAAAA\nrow a title:\"Add\"").isEmpty)
        #expect(warnings("theme button.color:#AAAAAA\nrow a title:\"Sign Out\" button destructive").isEmpty)
        #expect(warnings("theme button.color:#AAAAAA\nmodel Action key:$id title:$name button").count == 1)
    }
}
