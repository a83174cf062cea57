// ModelTests.swift checks models: fields and their optionality, the key, and the styles a value can take.

import RowcSema
import Testing

@Suite("models")
struct ModelTests {
    @Test("the seed's Person shows a title, an image and title, or an image, as its fields allow")
    func person() throws {
        let (spec, diagnostics) = check("model Person key:$id image:$avatar? title:$name?")
        // As the seed has it, a person known only by an avatar gives VoiceOver nothing to read.
        #expect(diagnostics.codes == ["W006"])
        let person = try #require(spec.models.first)
        #expect(person.fields.map(\.name) == ["id", "avatar", "name"])
        #expect(person.fields.map(\.isOptional) == [false, true, true])
        #expect(person.key == 0)
        #expect(person.image == .field(1) && person.title == .field(2) && person.subtitle == nil)
        // The seed's TextCell, TextImageCell and ImageCell.
        #expect(person.possibleStyles.map(\.name) == ["title", "imageTitle", "image"])
        #expect(person.styleFields == [1, 2])
        #expect(person.style(present: [2])?.name == "title")
        #expect(person.style(present: [1])?.name == "image")
        #expect(person.style(present: [1, 2])?.name == "imageTitle")
        #expect(person.style(present: []) == nil)
    }

    @Test("required fields and constants are always shown")
    func requiredAndConstant() throws {
        let (spec, diagnostics) = check("""
            model Message key:$id image:avatar title:$sender subtitle:$preview? arrow
            model Badge title:"Badge" image:$icon?
            model Contact title:$name
            """)
        #expect(diagnostics.isEmpty)
        #expect(spec.models.map { $0.possibleStyles.map(\.name) } == [
            ["imageTitleArrow", "imageTitleSubtitleArrow"], ["title", "imageTitle"], ["title"],
        ])
        #expect(spec.models[0].image == .constant("avatar"))
        #expect(spec.models[1].key == nil)
    }

    @Test("a subtitle shows only when its title does")
    func subtitleNeedsTitle() throws {
        let (spec, diagnostics) = check("model Note image:$icon? title:$title? subtitle:$detail? label:$spoken?")
        #expect(diagnostics.isEmpty)
        let note = try #require(spec.models.first)
        #expect(note.style(present: [0, 2])?.name == "image")
        #expect(note.possibleStyles.map(\.name) == ["title", "titleSubtitle", "imageTitle", "imageTitleSubtitle", "image"])
    }

    @Test("the key may share a field with a slot, if it agrees on optionality")
    func sharedKey() {
        #expect(check("model Tag key:$name title:$name").diagnostics.isEmpty)
        #expect(check("model Tag key:$name title:$name?").diagnostics.codes == ["E208"])
    }

    @Test("a field bound to two slots is reported with a note at the first")
    func boundTwice() {
        let (spec, diagnostics) = check("model Pet image:$photo title:$photo")
        #expect(diagnostics.codes == ["E208"])
        #expect(diagnostics[0].position(diagnostics[0].span, in: spec) == "1:30")
        #expect(diagnostics[0].notes.map { diagnostics[0].position($0.span, in: spec) } == ["1:17"])
        #expect(spec.models.isEmpty)
    }

    @Test("the error is at the later of the two places and the note at the earlier, whatever the slot order")
    func boundTwiceOrder() {
        let (spec, diagnostics) = check("model M title:$t image:$t?\nmodel N title:$id? key:$id")
        #expect(diagnostics.codes == ["E208", "E208"])
        #expect(diagnostics.map { $0.position($0.span, in: spec) } == ["1:24", "2:24"])
        #expect(diagnostics.map { $0.position($0.notes[0].span, in: spec) } == ["1:15", "2:15"])
    }

    @Test("invalid models are left out of the checked tree", arguments: [
        "model Person key:$id? title:$name", "model Person subtitle:$bio", "model Person arrow",
        "model class title:$name", "model String title:$name", "model P title:$self", "model P title:$row",
    ])
    func invalidModels(source: String) {
        let (spec, diagnostics) = check(source)
        #expect(!diagnostics.isEmpty)
        #expect(spec.models.isEmpty)
    }

    @Test("duplicate model names are reported with a note, and the first is kept")
    func duplicateModels() {
        let (spec, diagnostics) = check("model Person title:$name\nmodel Person image:$avatar")
        #expect(diagnostics.codes == ["E204"])
        #expect(diagnostics[0].notes.count == 1)
        #expect(spec.models.count == 1)
        #expect(spec.models[0].title == .field(0))
    }

    @Test("comments above a model and a row are kept as documentation")
    func documentation() {
        let (spec, _) = check("// A member of staff.\nmodel Person title:$name\n// Opens Wi-Fi settings.\nrow title:\"Wi-Fi\"")
        #expect(spec.models.first?.documentation == ["A member of staff."])
        #expect(spec.rows.first?.documentation == ["Opens Wi-Fi settings."])
    }

    @Test("an optional switch or checkmark field is reported, with a fix-it that names that attribute",
          arguments: ["switch", "check"])
    func optionalState(_ accessory: String) throws {
        let (spec, diagnostics) = check("model Setting title:$name \(accessory):$isOn?")
        #expect(diagnostics.codes == ["E103"])
        let fixIt = try #require(diagnostics.first?.fixIts.first)
        #expect(fixIt.message == "make the field of `\(accessory):` required: `$isOn`")
        #expect(fixIt.replacement == "$isOn")
        #expect(spec.models.isEmpty)
    }
}
