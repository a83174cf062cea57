// SampleTests.swift checks a model's `sample` clause and the shapes a model's values take, filled with it.

import RowcDiagnostics
import RowcSema
import RowcSyntax
import Testing

@Suite("model samples and shapes")
struct SampleTests {
    @Test("a sample gives text fields strings and Bool fields on or off, by field")
    func values() throws {
        let (spec, diagnostics) = check(#"model Setting key:$id title:$label subtitle:$detail? switch:$isOn sample isOn:on label:"Wi-Fi""#)
        #expect(diagnostics.isEmpty)
        let model = try #require(spec.models.first)
        let label = try #require(model.fields.firstIndex { $0.name == "label" })
        let isOn = try #require(model.fields.firstIndex { $0.name == "isOn" })
        #expect(model.sample == [label: .text("Wi-Fi"), isOn: .state(true)])
    }

    @Test("the clause is the rest of the declaration: the attributes before it are the model's")
    func clauseEndsTheModel() throws {
        let (spec, diagnostics) = check(#"model Person key:$id title:$name sample name:"Kim" arrow"#)
        #expect(diagnostics.codes == ["E219"])
        #expect(diagnostics.first?.message.contains("write it before `sample`") == true)
        #expect(spec.models.first?.hasArrow == false)
    }

    @Test("a misspelt field gets the closest as a fix-it, at the item's key")
    func unknownField() throws {
        let text = #"model Person key:$id title:$name sample nmae:"Kim""#
        let (spec, diagnostics) = check(text)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.codes == ["E219"])
        #expect(diagnostic.position(diagnostic.span, in: spec) == "1:41")
        #expect(diagnostic.fixIts.first?.replacement == "name")
    }

    @Test("a field given twice, a value of the wrong kind and an empty string are reported")
    func wrongValues() {
        #expect(check(#"model P title:$name sample name:"A" name:"B""#).diagnostics.codes == ["E202"])
        #expect(check(#"model P title:$name sample name:on"#).diagnostics.codes == ["E103"])
        #expect(check(#"model P title:$name switch:$isOn sample isOn:"yes""#).diagnostics.codes == ["E103"])
        #expect(check(#"model P title:$name sample name:"""#).diagnostics.codes == ["E205"])
    }

    @Test("an empty sample warns with a fix-it that removes it; a sample outside a model is an error")
    func emptyAndOutside() throws {
        let empty = check("model P title:$name sample").diagnostics
        #expect(empty.codes == ["W008"])
        #expect(empty.first?.fixIts.first?.replacement == "")
        let row = check(#"row wifi title:"Wi-Fi" sample title:"Home""#).diagnostics
        #expect(row.codes == ["E218"])
        // The clause hides what follows it: a row left with nothing to show is that one mistake.
        #expect(check(#"row wifi sample title:"Wi-Fi""#).diagnostics.codes == ["E218"])
        // One diagnostic for the clause, not one per item.
        #expect(check(#"section "A" sample x:"y" z:"w""#).diagnostics.codes == ["W001", "E218"])
    }

    @Test("`sample` is a word only where a clause can start: a row, a field and a model may be named so")
    func sampleAsName() {
        #expect(check(#"row sample title:"Sample""#).diagnostics.isEmpty)
        #expect(check(#"model sample title:$sample sample sample:"x""#).diagnostics.isEmpty)
    }

    @Test("a model's shapes: every combination of its optional displayed fields that shows something, fullest first")
    func shapes() throws {
        let (spec, _) = check(#"model Person key:$id image:$avatar? title:$name? subtitle:$role? label:$spoken? sample name:"Kim Ji-woo""#)
        let shapes = try #require(spec.models.first).shapes
        // Eight combinations; the two with neither avatar nor name show nothing.
        #expect(shapes.map(\.present) == [
            ["avatar", "name", "role"], ["avatar", "name"], ["avatar", "role"], ["avatar"], ["name", "role"], ["name"],
        ])
        #expect(shapes.map(\.row.style.name) == ["imageTitleSubtitle", "imageTitle", "image", "image", "titleSubtitle", "title"])
        // The sample's text, else the field's name; field texts are never looked up in a catalog.
        #expect(shapes[0].row.title == "Kim Ji-woo" && shapes[0].row.subtitle == "role" && shapes[0].row.image == "avatar")
        #expect(shapes[0].row.verbatim.contains(.title) && shapes[0].row.verbatim.contains(.subtitle))
        #expect(shapes[0].subject == "model `Person` with avatar, name, role")
        #expect(shapes[3].fieldsDescription == " with avatar, without name, role")
    }

    @Test("constants stay as written, a Bool field is its sample's state, and a model without optional fields has one shape")
    func oneShape() throws {
        let (spec, _) = check(#"model Setting title:"Airplane Mode" switch:$isOn sample isOn:on"#)
        let shapes = try #require(spec.models.first).shapes
        #expect(shapes.count == 1)
        #expect(shapes[0].subject == "model `Setting`")
        #expect(shapes[0].row.title == "Airplane Mode" && shapes[0].row.isOn)
        #expect(!shapes[0].row.verbatim.contains(.title))
    }
}
