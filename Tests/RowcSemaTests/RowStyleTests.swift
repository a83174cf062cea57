// RowStyleTests.swift checks row styles: which parts make a style, their order, and their names.

import RowKit
@testable import RowcSema
import Testing

@Suite("row styles")
struct RowStyleTests {
    /// Every style's name, in the order `allCases` has always had: registration and reports
    /// follow it, and reports print these names.
    static let names = [
        "title", "titleArrow", "titleSubtitle", "titleSubtitleArrow",
        "imageTitle", "imageTitleArrow", "imageTitleSubtitle", "imageTitleSubtitleArrow", "image", "imageArrow",
        "titleSwitch", "titleSubtitleSwitch", "imageTitleSwitch", "imageTitleSubtitleSwitch", "imageSwitch",
        "titleCheck", "titleSubtitleCheck", "imageTitleCheck", "imageTitleSubtitleCheck", "imageCheck",
        "titleInfo", "titleSubtitleInfo", "imageTitleInfo", "imageTitleSubtitleInfo", "imageInfo",
        "titleTrailingSymbol", "titleSubtitleTrailingSymbol", "imageTitleTrailingSymbol", "imageTitleSubtitleTrailingSymbol",
        "imageTrailingSymbol", "button",
    ]

    static let leadings: [RowStyle.Leading?] = [nil] + RowStyle.Leading.allCases
    static let texts: [RowStyle.Texts?] = [nil] + RowStyle.Texts.allCases
    static let accessories: [RowAccessory?] = [nil] + RowAccessory.allCases

    @Test("the styles are the twenty of before, in their order, then the info button's and the trailing symbol's, then the button")
    func allCasesInOrder() {
        #expect(RowStyle.allCases.map(\.name) == Self.names)
        #expect(Set(RowStyle.allCases).count == 31)
        #expect(RowStyle.button.reuseIdentifier == "ButtonCell" && RowStyle.button.displayName == "Button")
        #expect(RowStyle.button.isButton && RowStyle.button.hasTitle && !RowStyle.button.hasSubtitle)
    }

    @Test("every combination of parts is a style unless it has neither a leading element nor texts, or is a button with more")
    func everyCombinationOfParts() {
        var made: [RowStyle] = []
        for leading in Self.leadings {
            for texts in Self.texts {
                for accessory in Self.accessories {
                    let style = RowStyle(leading: leading, texts: texts, accessory: accessory)
                    #expect((style == nil) == (leading == nil && texts == nil
                        || texts == .button && (leading != nil || accessory != nil)))
                    guard let style else { continue }
                    #expect(style.leading == leading && style.texts == texts && style.accessory == accessory)
                    made.append(style)
                }
            }
        }
        #expect(made.count == RowStyle.allCases.count)
        #expect(Set(made) == Set(RowStyle.allCases))
    }

    @Test("the elements make the style of the same parts, or none when they make no row")
    func everyCombinationOfElements() {
        for bits in 0..<8 {
            let image = bits & 1 != 0, title = bits & 2 != 0, subtitle = bits & 4 != 0
            for accessory in Self.accessories {
                let style = RowStyle(image: image, title: title, subtitle: subtitle, accessory: accessory)
                // Nothing but an accessory, or a subtitle without a title, makes no row.
                #expect((style == nil) == (!image && !title || subtitle && !title))
                guard let style else { continue }
                #expect(style.hasImage == image && style.hasTitle == title && style.hasSubtitle == subtitle)
                #expect(style.accessory == accessory && style.hasAccessory == (accessory != nil))
                #expect(style.hasArrow == (accessory == .arrow))
                if accessory == nil || accessory == .arrow {
                    #expect(RowStyle(image: image, title: title, subtitle: subtitle, arrow: accessory != nil) == style)
                }
            }
        }
    }

    @Test("nothing, an arrow alone, or a subtitle without a title make no style", arguments: [
        (false, false, false, false), (false, false, false, true), (false, false, true, false),
        (true, false, true, false), (true, false, true, true), (false, false, true, true),
    ])
    func noStyle(image: Bool, title: Bool, subtitle: Bool, arrow: Bool) {
        #expect(RowStyle(image: image, title: title, subtitle: subtitle, arrow: arrow) == nil)
    }

    @Test("a name gives its style back, and no other word is a style")
    func namesRoundTrip() {
        for style in RowStyle.allCases {
            #expect(RowStyle(name: style.name) == style)
            #expect(style.description == style.name)
        }
        for word in ["", "none", "arrow", "Title", "TitleCell", "subtitle", "titleSubtitleArrowCheck", "imageSubtitle"] {
            #expect(RowStyle(name: word) == nil)
        }
    }

    @Test("the elements a style shows are the ones its name spells", arguments: RowStyle.allCases)
    func elementsFollowTheName(style: RowStyle) {
        let name = style.name
        #expect(style.hasImage == name.hasPrefix("image"))
        #expect(style.hasTitle == (name.hasPrefix("title") || name.hasPrefix("imageTitle") || name == "button"))
        #expect(style.hasSubtitle == name.contains("Subtitle"))
        #expect(style.hasArrow == name.hasSuffix("Arrow"))
        #expect(style.accessory.map { name.hasSuffix($0.namePart) } ?? !RowAccessory.allCases.contains { name.hasSuffix($0.namePart) })
    }

    @Test("reuse identifiers and display names spell the name, as they always have", arguments: RowStyle.allCases)
    func reuseIdentifierAndDisplayName(style: RowStyle) {
        let name = style.name
        #expect(style.reuseIdentifier == name.prefix(1).uppercased() + name.dropFirst() + "Cell")
        // The name's words, split before each capital: `imageTitleArrow` is "Image + Title + Arrow".
        var words: [String] = []
        for c in name {
            if c.isUppercase || words.isEmpty { words.append(String(c).uppercased()) } else { words[words.count - 1].append(c) }
        }
        // A part of two words is one part: "Trailing Symbol".
        #expect(style.displayName == words.joined(separator: " + ").replacingOccurrences(of: "Trailing + ", with: "Trailing "))
    }

    @Test("reuse identifiers and display names, spelt out", arguments: [
        ("title", "TitleCell", "Title"),
        ("titleSubtitleArrow", "TitleSubtitleArrowCell", "Title + Subtitle + Arrow"),
        ("imageTitle", "ImageTitleCell", "Image + Title"),
        ("imageTitleSubtitleArrow", "ImageTitleSubtitleArrowCell", "Image + Title + Subtitle + Arrow"),
        ("image", "ImageCell", "Image"),
        ("imageArrow", "ImageArrowCell", "Image + Arrow"),
        ("titleSwitch", "TitleSwitchCell", "Title + Switch"),
        ("imageTitleSubtitleCheck", "ImageTitleSubtitleCheckCell", "Image + Title + Subtitle + Check"),
        ("imageSwitch", "ImageSwitchCell", "Image + Switch"),
    ])
    func names(name: String, reuseIdentifier: String, displayName: String) throws {
        let style = try #require(RowStyle(name: name))
        #expect(style.reuseIdentifier == reuseIdentifier)
        #expect(style.displayName == displayName)
    }

    @Test("a style is three bytes")
    func compact() {
        #expect(MemoryLayout<RowStyle>.size == 3)
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
        #expect(spec.rows.map(\.style.name) == [
            "titleArrow", "titleSubtitleArrow", "titleSubtitle", "title", "imageTitleArrow", "imageTitle",
            "imageTitleSubtitle", "imageTitleSubtitleArrow", "image", "imageArrow",
        ])
    }

    @Test("a row whose attribute is invalid keeps the style of what remains")
    func styleAfterError() {
        let (spec, diagnostics) = check("row a title:\"T\" subtitle:42 arrow")
        #expect(diagnostics.codes == ["E103"])
        #expect(spec.rows.map(\.style.name) == ["titleArrow"])
    }
}
