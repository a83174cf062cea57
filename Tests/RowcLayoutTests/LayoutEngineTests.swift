// LayoutEngineTests.swift checks the closed-form engine: minimum widths, the tie-break, giving way below the minimum, mirroring.

import RowKit
import RowcLayout
import RowcSema
import Testing

@Suite struct LayoutEngineTests {
    let engine = RowLayout(theme: .seed)

    /// Every style's least width, added up by hand from the seed theme.
    @Test(arguments: [
        (RowStyle.named("title"), 20.0),                   // 10 + 10
        (.named("titleArrow"), 38),                        // 10 + 10 + 8 + 10
        (.named("titleSubtitle"), 190),                    // 10 + 80 + 10 + 80 + 10
        (.named("titleSubtitleArrow"), 208),               // 190 + 10 + 8
        (.named("imageTitle"), 51),                        // 10 + 21 + 10 + 10
        (.named("imageTitleArrow"), 69),                   // 51 + 10 + 8
        (.named("imageTitleSubtitle"), 221),               // 10 + 21 + 10 + 170 + 10
        (.named("imageTitleSubtitleArrow"), 239),          // 221 + 10 + 8
        (.named("image"), 41),                             // 10 + 21 + 10
        (.named("imageArrow"), 59),                        // 10 + 21 + 10 + 8 + 10
        (.named("button"), 20),                            // 10 + 10
    ])
    func minimumWidth(style: RowStyle, expected: Double) {
        #expect(engine.minimumWidth(style: style) == expected)
        #expect(engine.constraintChain(style: style).reduce(0) { $0 + $1.points } == expected)
    }

    @Test func theFullChainReadsAsGrammarSpellsIt() {
        let chain = engine.constraintChain(style: .named("imageTitleSubtitleArrow")).map(\.description)
        #expect(chain == ["leading inset 10", "image width 21", "gap 10", "title width >= 80", "gap 10",
                          "subtitle width >= 80", "gap 10", "arrow width 8", "trailing inset 10"])
    }

    /// The title keeps its natural width while the subtitle can stay at 80 or more.
    @Test func titleKeepsItsNaturalWidthFirst() {
        // 375, Title + Subtitle: A = 375 - 10 - 10 - 10 = 345.
        let f = engine.frames(style: .named("titleSubtitle"), titleWidth: 120, subtitleWidth: 500, width: 375)
        #expect(f.title == r(10, 11.5, 120, 21))
        #expect(f.subtitle == r(140, 11.5, 225, 21))  // x = 10 + 120 + 10, width = 345 - 120
        // A title wider than A - 80 = 265 is compressed to it; the subtitle keeps its 80.
        let long = engine.frames(style: .named("titleSubtitle"), titleWidth: 400, subtitleWidth: 10, width: 375)
        #expect(long.title?.width == 265)
        #expect(long.subtitle == r(285, 11.5, 80, 21))
        // A short title still takes its minimum of 80.
        let short = engine.frames(style: .named("titleSubtitle"), titleWidth: 5, subtitleWidth: 10, width: 375)
        #expect(short.title?.width == 80)
        #expect(short.subtitle?.width == 265)
    }

    /// Below the minimum the subtitle's minimum gives way first, then the title's; widths never go negative.
    @Test func belowTheMinimumTheSubtitleGivesWayFirst() {
        // 238, Image + Title + Subtitle + Arrow: A = (238 - 18 - 10) - 41 - 10 = 159 < 160.
        let f = engine.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 200, subtitleWidth: 200, width: 238)
        #expect(f.title?.width == 80)
        #expect(f.subtitle?.width == 79)
        #expect(f.arrow == r(220, 15.5, 8, 13))
        // 120: A = (120 - 28) - 41 - 10 = 41 < 80: the title takes all of it, the subtitle nothing.
        let narrow = engine.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 200, subtitleWidth: 200, width: 120)
        #expect(narrow.title?.width == 41)
        #expect(narrow.subtitle?.width == 0)
        // 50: A = 22 - 51 < 0: both labels are empty, the fixed elements keep their places.
        let tiny = engine.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 200, subtitleWidth: 200, width: 50)
        #expect(tiny.title?.width == 0)
        #expect(tiny.subtitle?.width == 0)
        #expect(tiny.image == r(10, 11.5, 21, 21))
        #expect(tiny.arrow == r(32, 15.5, 8, 13))
    }

    /// Right to left mirrors every frame: x becomes W - x - width, y stays.
    @Test func rightToLeftMirrors() {
        let ltr = engine.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 50, subtitleWidth: 50, width: 320)
        let rtl = engine.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 50, subtitleWidth: 50, width: 320,
                                direction: .rightToLeft)
        #expect(rtl.image == r(289, 11.5, 21, 21))   // 320 - 10 - 21
        #expect(rtl.arrow == r(10, 15.5, 8, 13))     // 320 - 302 - 8
        #expect(rtl.title == r(199, 11.5, 80, 21))   // 320 - 41 - 80
        #expect(rtl.subtitle == r(28, 11.5, 161, 21)) // 320 - 131 - 161
        #expect(RowLayout.mirrored(rtl, width: 320) == ltr)
    }

    /// A theme changes the numbers, not the model.
    @Test func themeNumbersFlowThrough() {
        var theme = RowTheme.seed
        theme.leadingInset = 16
        theme.trailingInset = 16
        theme.labelMinWidth = 100
        theme.rowHeight = 60
        let themed = RowLayout(theme: theme)
        // 16 + 21 + 10 + 100 + 10 + 100 + 10 + 8 + 16 = 291
        #expect(themed.minimumWidth(style: .named("imageTitleSubtitleArrow")) == 291)
        let f = themed.frames(style: .named("titleSubtitleArrow"), titleWidth: 10, subtitleWidth: 10, width: 320)
        #expect(f.title == r(16, 19.5, 100, 21))      // y = (60 - 21) / 2
        #expect(f.arrow == r(296, 23.5, 8, 13))       // x = 320 - 16 - 8, y = (60 - 13) / 2
        #expect(f.subtitle == r(126, 19.5, 160, 21))  // A = 286 - 16 - 10 = 260; 260 - 100
    }

    /// A subtitle placed below its title starts at the title's leading edge, under it, at every
    /// text size; beside it, it trails the title until the accessibility sizes stack them.
    @Test func subtitleBelowStacksUnderTheTitle() throws {
        var theme = RowTheme.default
        theme.subtitlePosition = .below
        let style = RowStyle.named("titleSubtitleArrow")
        for size in RowContentSize.allCases {
            let below = RowLayout(theme: theme, size: size)
            #expect(below.stacksLabels && !below.sharesLine(style))
            let f = below.frames(style: style, titleWidth: 60, subtitleWidth: 200, width: 375)
            let title = try #require(f.title), subtitle = try #require(f.subtitle)
            #expect(subtitle.x == title.x && subtitle.y == title.y + title.height, "at \(size)")
            #expect(below.rowHeight(style: style, icon: .image) >= title.height + subtitle.height)
        }
        #expect(!RowLayout(theme: .default).stacksLabels && RowLayout(theme: .default, size: .accessibility1).stacksLabels)
        #expect(RowLayout.stacksLabels(theme: theme, size: .default) && !RowLayout.stacksLabels(theme: .default, size: .default))
    }

    /// A text whose kerning outweighs its advances measures less than nothing; a button's title
    /// of it is empty and centred, never of negative width (fuzz-layout found it at width 0).
    @Test func buttonTitleOfNegativeWidthIsEmpty() throws {
        let engine = RowLayout(theme: .default)
        for width in [0.0, 375] {
            let title = try #require(engine.frames(style: .button, titleWidth: -906_731, subtitleWidth: 0, width: width).title)
            #expect(title.width == 0 && title.x.isFinite && title.x >= 0)
        }
    }

    /// A button's title keeps its natural width, centred between the insets; mirrored right to
    /// left, it is centred between the same insets swapped; wider than the room, it takes the room.
    @Test func buttonTitleIsCentred() throws {
        var theme = RowTheme.seed
        theme.leadingInset = 16
        let button = RowLayout(theme: theme)
        // Room: 375 - 16 - 10 = 349; x = 16 + (349 - 100) / 2.
        let f = button.frames(style: .button, titleWidth: 100, subtitleWidth: 0, width: 375)
        #expect(f.title == r(140.5, 11.5, 100, 21))
        #expect(f.all.map(\.0) == [.title])
        // Right to left the leading inset is on the right: x = 10 + (349 - 100) / 2.
        let rtl = button.frames(style: .button, titleWidth: 100, subtitleWidth: 0, width: 375, direction: .rightToLeft)
        #expect(rtl.title == r(134.5, 11.5, 100, 21))
        // Wider than the room: all of it, from the leading inset, cut short by the label.
        #expect(button.frames(style: .button, titleWidth: 500, subtitleWidth: 0, width: 375).title == r(16, 11.5, 349, 21))
        #expect(button.frames(style: .button, titleWidth: 500, subtitleWidth: 0, width: 375, direction: .rightToLeft).title
            == r(10, 11.5, 349, 21))
        // No room at all: an empty title at the leading inset, never a negative width.
        #expect(button.frames(style: .button, titleWidth: 100, subtitleWidth: 0, width: 20).title?.width == 0)
        // Stacked at an accessibility size, the title is still centred at its natural width.
        let large = RowLayout(theme: theme, size: .accessibility3)
        let stacked = try #require(large.frames(style: .button, titleWidth: 100, subtitleWidth: 0, width: 375).title)
        #expect(stacked.x == 140.5 && stacked.width == 100 && stacked.height == large.titleHeight)
        // A row model that is a button is measured, and its image, subtitle and accessory are not shown.
        let row = RowModel(id: "a", image: "ic", title: "Sign Out", subtitle: "x", accessory: .arrow, isButton: true,
                           theme: .seed)
        #expect(row.style == .button && row.isTappable)
        let natural = engine.naturalWidths(title: "Sign Out", subtitle: nil, metrics: .inter).title
        let model = RowLayout.frames(for: row, width: 375)
        #expect(model.title == r(10 + (355 - natural) / 2, 11.5, natural, 21))
        #expect(model.image == nil && model.subtitle == nil && model.arrow == nil)
    }

    /// A title that wraps takes as many lines as it needs, up to its limit; the row grows by the
    /// lines added, keeping the theme's space above and below, and the labels stay centred.
    @Test func wrappingLabelsGrowTheRow() {
        let text = "Show previews of messages when the phone is locked, so you can read them at a glance"
        var theme = RowTheme.seed
        theme.titleLines = 0
        let wrapping = RowLayout(theme: theme)
        let style = RowStyle.named("titleArrow")
        let laidOut = wrapping.layout(style: style, title: text, subtitle: nil, titleWidth: 0, subtitleWidth: 0, metrics: .inter, width: 320)
        let needed = RowTextMetrics.inter.lineCount(text, fontSize: 14, width: 282)  // 320 - 10 - 8 - 10 - 10
        #expect(needed == 3 && laidOut.title.needed == 3 && laidOut.title.shown == 3)
        #expect(laidOut.height == 44 + 2 * 21)
        #expect(laidOut.frames.title == RowRect(x: 10, y: 11.5, width: 282, height: 63))
        #expect(laidOut.frames.arrow == RowRect(x: 302, y: (86 - 13) / 2, width: 8, height: 13))
        #expect(laidOut.title.frame(ofLine: 2, in: laidOut.frames.title!) == RowRect(x: 10, y: 53.5, width: 282, height: 21))
        // Limited to two lines, it shows two and needs three.
        theme.titleLines = 2
        let limited = RowLayout(theme: theme).layout(style: style, title: text, subtitle: nil, titleWidth: 0, subtitleWidth: 0, metrics: .inter,
                                                     width: 320)
        #expect(limited.title.shown == 2 && limited.title.needed == 3 && limited.title.isCut && limited.height == 65)
        // One line, the default, is the single-line layout, the text left unbroken.
        let single = engine.layout(style: style, title: text, subtitle: nil, titleWidth: 0, subtitleWidth: 0, metrics: .inter, width: 320)
        #expect(single.frames == engine.frames(style: style, titleWidth: 0, subtitleWidth: 0, width: 320))
        #expect(single.height == 44 && single.title.needed == 1)
    }
}
