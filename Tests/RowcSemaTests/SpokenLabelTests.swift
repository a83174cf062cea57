// SpokenLabelTests.swift checks `label:`, what VoiceOver reads, and W006 for rows and models that give it nothing.

import RowcDiagnostics
import RowcSema
import Testing

@Suite("spoken labels")
struct SpokenLabelTests {
    /// `text` with the fix-it's edit made.
    static func applying(_ fixIt: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(Int(fixIt.span.start)..<Int(fixIt.span.end), with: Array(fixIt.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("an image-only row without a label warns at `row`, with a note at the image and no fix-it")
    func imageOnlyRow() throws {
        let (spec, diagnostics) = check("row printer image:per_printer arrow")
        #expect(diagnostics.codes == ["W006"])
        let warning = try #require(diagnostics.first)
        #expect(spec.file.text(warning.span) == "row")
        #expect(warning.notes.map { spec.file.text($0.span) } == ["image:per_printer"])
        #expect(warning.fixIts.isEmpty)
        #expect(spec.rows.first?.style.name == "imageArrow", "the row is still checked and generated")
    }

    @Test("a spoken label settles an image-only row and is kept", arguments: ["row printer image:per_printer label:\"Printer\"",
                                                                              "row printer label:\"Printer\" image:per_printer"])
    func labelledImageRow(text: String) {
        let (spec, diagnostics) = check(text)
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.first?.label == "Printer")
        #expect(spec.rows.first?.title == nil)
    }

    @Test("a label beside a title is allowed and kept beside it; a row without one has none")
    func labelBesideTitle() {
        let (spec, diagnostics) = check("row wifi title:\"Wi-Fi\" label:\"Wireless network\" arrow\nrow bt title:\"Bluetooth\"")
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.map(\.label) == ["Wireless network", nil])
        #expect(spec.rows.map(\.title) == ["Wi-Fi", "Bluetooth"])
    }

    @Test("a bad label is its own one error, with no W006 besides", arguments: [
        ("row a image:i label:\"\"", "E205"), ("row a image:i label:Printer", "E103"), ("row a image:i label:$name?", "E103"),
        ("row a image:i label", "E102"), ("row a image:i label:\"A\" label:\"B\"", "E202"), ("row label:\"Alone\"", "E107"),
        ("row a image:i title:\"\"", "E205"), ("row a image:i lable:\"Typo\"", "E201"),
    ])
    func badLabel(text: String, code: String) {
        #expect(check(text).diagnostics.codes == [code], "`\(text)`")
    }

    @Test("the first of two labels is the row's, as for every attribute")
    func firstLabelKept() {
        #expect(check("row a image:i label:\"A\" label:\"B\"").spec.rows.first?.label == "A")
    }

    @Test("a label with escapes decodes as a title does")
    func decodedLabel() {
        let (spec, diagnostics) = check("row a image:i label:\"Say \\\"hi\\\"\\u{1F5A8}\"")
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.map(\.label) == ["Say \"hi\"\u{1F5A8}"])
    }

    @Test("an invalid image is its one error, with no W006 besides", arguments: ["row image:42", "row image:\"\"", "row image"])
    func invalidImage(text: String) {
        #expect(check(text).diagnostics.count == 1, "`\(text)`")
    }

    @Test("a label does not name a row: an unnamed image-only row is named after its image")
    func labelGivesNoName() {
        let (spec, diagnostics) = check("row image:settings_general label:\"General\"")
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.first?.name == "settingsGeneral")
    }

    @Test("a model whose optional title can leave only its image warns at its name; the fix-it makes the title required")
    func modelWithOptionalTitle() throws {
        let text = "model Person key:$id image:$avatar? title:$name?"
        let (spec, diagnostics) = check(text)
        #expect(diagnostics.codes == ["W006"])
        let warning = try #require(diagnostics.first)
        #expect(spec.file.text(warning.span) == "Person")
        #expect(warning.message.contains("without `name`"))
        #expect(warning.notes.map { spec.file.text($0.span) } == ["image:$avatar?"])
        let fixIt = try #require(warning.fixIts.first)
        let fixed = Self.applying(fixIt, to: text)
        #expect(fixed == "model Person key:$id image:$avatar? title:$name")
        #expect(check(fixed).diagnostics.isEmpty)
        #expect(spec.models.count == 1, "the model is still generated")
    }

    @Test("a model with an image and no title warns with a note only")
    func modelWithoutTitle() throws {
        let (_, diagnostics) = check("model Photo key:$id image:$url")
        #expect(diagnostics.codes == ["W006"])
        #expect(diagnostics.first?.fixIts.isEmpty == true)
        #expect(diagnostics.first?.notes.count == 1)
    }

    @Test("a model is spoken when its title is always there or it binds a label in any form", arguments: [
        "model Person key:$id image:$avatar? title:$name", "model Badge image:$icon? title:\"New\"",
        "model Person key:$id image:$avatar? title:$name? label:$spokenName?",
        "model Person key:$id image:$avatar? title:$name? label:$spokenName",
        "model Avatar key:$id image:$picture label:\"Profile picture\"",
        "model Tag title:$text", "model Tag title:$text?",
    ])
    func spokenModels(text: String) {
        #expect(check(text).diagnostics.isEmpty, "`\(text)`")
    }

    @Test("a model keeps its label slot: a field or a constant")
    func modelLabelSlot() throws {
        let field = try #require(check("model P key:$id image:$a? title:$n? label:$s?").spec.models.first)
        #expect(field.label == .field(try #require(field.fields.firstIndex { $0.name == "s" })))
        #expect(field.fields.first { $0.name == "s" }?.isOptional == true)
        let constant = try #require(check("model A image:$p label:\"Picture\"").spec.models.first)
        #expect(constant.label == .constant("Picture"))
    }

    @Test("a model's bad label is one error and the model is left out", arguments: [
        ("model P image:$a label:$a", "E208"), ("model P image:$a label:\"\"", "E205"), ("model P image:$a label:name", "E103"),
        ("model P image:$a label:$s label:$t", "E202"), ("model P title:$n label:$s? label2:$t", "E201"),
    ])
    func badModelLabel(text: String, code: String) {
        let (spec, diagnostics) = check(text)
        #expect(diagnostics.codes == [code], "`\(text)`")
        if code != "E202" && code != "E201" { #expect(spec.models.isEmpty, "`\(text)`") }
    }

    @Test("W006 is in the catalogue as a warning")
    func catalogued() {
        #expect(DiagnosticCode.unspokenRow.id == "W006")
        #expect(DiagnosticCode.unspokenRow.severity == .warning)
        #expect(DiagnosticCode.semaCatalogue.contains { $0.id == "W006" })
    }
}
