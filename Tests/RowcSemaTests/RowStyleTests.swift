// RowStyleTests.swift checks the twenty row styles: which elements make which style, and their names.

import RowKit
import RowcSema
import Testing

@Suite("row styles")
struct RowStyleTests {
    @Test("each style is the combination of elements it names", arguments: RowStyle.allCases)
    func roundTrip(style: RowStyle) {
        #expect(RowStyle(image: style.hasImage, title: style.hasTitle, subtitle: style.hasSubtitle, accessory: style.accessory) == style)
        #expect(style.hasArrow == (style.accessory == .arrow))
        #expect(style.hasImage || style.hasTitle)
        #expect(!style.hasSubtitle || style.hasTitle)
    }

    @Test("the elements a style shows are the ones its name spells", arguments: RowStyle.allCases)
    func elementsFollowTheName(style: RowStyle) {
        let name = style.rawValue
        #expect(style.hasImage == name.hasPrefix("image"))
        #expect(style.hasTitle == (name.hasPrefix("title") || name.hasPrefix("imageTitle")))
        #expect(style.hasSubtitle == name.contains("Subtitle"))
        #expect(style.hasArrow == name.hasSuffix("Arrow"))
        #expect(style.accessory.map { name.hasSuffix($0.namePart) } ?? !RowAccessory.allCases.contains { name.hasSuffix($0.namePart) })
    }

    @Test("nothing, an arrow alone, or a subtitle without a title make no style", arguments: [
        (false, false, false, false), (false, false, false, true), (false, false, true, false),
        (true, false, true, false), (true, false, true, true), (false, false, true, true),
    ])
    func noStyle(image: Bool, title: Bool, subtitle: Bool, arrow: Bool) {
        #expect(RowStyle(image: image, title: title, subtitle: subtitle, arrow: arrow) == nil)
    }

    @Test("there are twenty styles, and the thirty-two combinations give exactly them")
    func twentyStyles() {
        var made = Set<RowStyle>()
        for bits in 0..<8 {
            for accessory in [nil] + RowAccessory.allCases.map(Optional.some) {
                if let style = RowStyle(image: bits & 1 != 0, title: bits & 2 != 0, subtitle: bits & 4 != 0, accessory: accessory) {
                    made.insert(style)
                }
            }
        }
        #expect(made == Set(RowStyle.allCases))
        #expect(RowStyle.allCases.count == 20)
        // The ten of before accessories keep their names: `arrow:` is `accessory: .arrow`.
        #expect(RowStyle(image: true, title: true, subtitle: false, arrow: true) == .imageTitleArrow)
    }

    @Test("reuse identifiers and display names", arguments: [
        (RowStyle.title, "TitleCell", "Title"),
        (.titleArrow, "TitleArrowCell", "Title + Arrow"),
        (.titleSubtitle, "TitleSubtitleCell", "Title + Subtitle"),
        (.titleSubtitleArrow, "TitleSubtitleArrowCell", "Title + Subtitle + Arrow"),
        (.imageTitle, "ImageTitleCell", "Image + Title"),
        (.imageTitleArrow, "ImageTitleArrowCell", "Image + Title + Arrow"),
        (.imageTitleSubtitle, "ImageTitleSubtitleCell", "Image + Title + Subtitle"),
        (.imageTitleSubtitleArrow, "ImageTitleSubtitleArrowCell", "Image + Title + Subtitle + Arrow"),
        (.image, "ImageCell", "Image"),
        (.imageArrow, "ImageArrowCell", "Image + Arrow"),
        (.titleSwitch, "TitleSwitchCell", "Title + Switch"),
        (.imageTitleSubtitleCheck, "ImageTitleSubtitleCheckCell", "Image + Title + Subtitle + Check"),
        (.imageSwitch, "ImageSwitchCell", "Image + Switch"),
    ])
    func names(style: RowStyle, reuseIdentifier: String, displayName: String) {
        #expect(style.reuseIdentifier == reuseIdentifier)
        #expect(style.displayName == displayName)
    }

    @Test("a row's style follows from what it shows")
    func rowStyles() {
        let (spec, diagnostics) = check("""
            row a title:"T" arrow
            row b title:"T" subtitle:"S" arrow
            row c title:"T" subtitle:"S"
            row d title:"T"
            row e image:per_printer title:"T" arrow
            row f image:per_printer title:"T"
            row g image:i title:"T" subtitle:"S"
            row h arrow subtitle:"S" image:i title:"T"
            row i image:i label:"I"
            row j image:i label:"J" arrow
            """)
        #expect(diagnostics.isEmpty)
        #expect(spec.rows.map(\.style) == [
            .titleArrow, .titleSubtitleArrow, .titleSubtitle, .title, .imageTitleArrow, .imageTitle,
            .imageTitleSubtitle, .imageTitleSubtitleArrow, .image, .imageArrow,
        ])
    }

    @Test("a row whose attribute is invalid keeps the style of what remains")
    func styleAfterError() {
        let (spec, diagnostics) = check("row a title:\"T\" subtitle:42 arrow")
        #expect(diagnostics.codes == ["E103"])
        #expect(spec.rows.map(\.style) == [.titleArrow])
    }
}
