// TextSizeLayoutTests.swift checks layout at Dynamic Type sizes: scaled labels, grown rows, stacked labels.

import RowKit
import RowcLayout
import RowcSema
import Testing

@Suite struct TextSizeLayoutTests {
    let large = RowLayout(theme: .seed)

    /// At large the engine is the engine of before text sizes, number for number.
    @Test(arguments: RowStyle.allCases)
    func largeIsTheThemeAsItIs(style: RowStyle) {
        let engine = RowLayout(theme: .seed, size: .large)
        #expect(engine.titleFontSize == 14 && engine.subtitleFontSize == 12)
        #expect(engine.titleHeight == 21 && engine.subtitleHeight == 21 && !engine.stacksLabels)
        #expect(engine.rowHeight(style: style) == 44)
        let frames = engine.frames(style: style, titleWidth: 50, subtitleWidth: 60, width: 320)
        for (_, rect) in frames.all where rect.height == 21 { #expect(rect.y == 11.5) }
    }

    @Test func labelsScaleWithTheirStyles() {
        let engine = RowLayout(theme: .seed, size: .accessibility1)
        #expect(engine.titleFontSize == 14 * (28.0 / 17) && engine.subtitleFontSize == 12 * (25.0 / 15))
        #expect(engine.titleHeight == 21 * (28.0 / 17) && engine.subtitleHeight == 21 * (25.0 / 15))
        var fixed = RowTheme.seed
        fixed.titleStyle = nil
        let still = RowLayout(theme: fixed, size: .accessibility5)
        #expect(still.titleFontSize == 14 && still.titleHeight == 21)
        #expect(still.rowHeight(style: .named("title")) == 44)
    }

    /// The row grows by what its tallest element outgrows the tallest at large; never shrinks.
    @Test func rowsGrowByWhatTheirLabelsOutgrow() {
        let xxLarge = RowLayout(theme: .seed, size: .xxLarge)
        let grown: Double = 21 * (21.0 / 17)
        #expect(xxLarge.rowHeight(style: .named("titleArrow")) == 44 + (grown - 21))
        #expect(RowLayout(theme: .seed, size: .xSmall).rowHeight(style: .named("titleSubtitle")) == 44)
        #expect(RowLayout(theme: .seed, size: .accessibility5).rowHeight(style: .named("image")) == 44)
        #expect(RowLayout(theme: .seed, size: .accessibility5).rowHeight(style: .named("imageArrow")) == 44)
        // A 30-point image the labels do not outgrow at xxxLarge keeps the row at its height.
        var tall = RowTheme.seed
        tall.imageHeight = 30
        #expect(RowLayout(theme: tall, size: .xxxLarge).rowHeight(style: .named("imageTitle")) == 44)
        let a1 = RowLayout(theme: tall, size: .accessibility1)
        #expect(a1.rowHeight(style: .named("imageTitle")) == 44 + (a1.titleHeight - 30))
    }

    /// Elements are centred in the grown row; images and the chevron keep their sizes.
    @Test func elementsAreCentredInTheGrownRow() throws {
        let engine = RowLayout(theme: .seed, size: .xxxLarge)
        let h = engine.rowHeight(style: .named("imageTitleArrow"))
        let frames = engine.frames(style: .named("imageTitleArrow"), titleWidth: 40, subtitleWidth: 0, width: 320)
        let image = try #require(frames.image), arrow = try #require(frames.arrow), title = try #require(frames.title)
        #expect(image.height == 21 && image.y == (h - 21) / 2)
        #expect(arrow.height == 13 && arrow.y == (h - 13) / 2)
        #expect(title.y == (h - title.height) / 2)
    }

    /// From accessibility1 a title and subtitle stack, each the labels' full width, with no
    /// least widths: the row fits where two 80-point labels side by side would not.
    @Test(arguments: RowContentSize.allCases.filter(\.isAccessibilitySize))
    func accessibilitySizesStackTitleAndSubtitle(size: RowContentSize) throws {
        let engine = RowLayout(theme: .seed, size: size)
        let frames = engine.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 500, subtitleWidth: 500, width: 320)
        let title = try #require(frames.title), subtitle = try #require(frames.subtitle)
        #expect(title.x == 41 && subtitle.x == 41 && title.width == 320 - 41 - 28 && subtitle.width == title.width)
        #expect(subtitle.y == title.maxY)
        let h = engine.rowHeight(style: .named("imageTitleSubtitleArrow"))
        #expect(title.y == (h - (title.height + subtitle.height)) / 2)
        #expect(h == 44 + (engine.titleHeight + engine.subtitleHeight - 21))
        #expect(engine.minimumWidth(style: .named("imageTitleSubtitleArrow")) == 69)
        #expect(engine.constraintChain(style: .named("titleSubtitle")).map(\.description)
                == ["leading inset 10", "title and subtitle width >= 0", "trailing inset 10"])
    }

    @Test func stackedRowsMirror() throws {
        let engine = RowLayout(theme: .seed, size: .accessibility3)
        let ltr = engine.frames(style: .named("imageTitleSubtitle"), titleWidth: 0, subtitleWidth: 0, width: 375)
        let rtl = engine.frames(style: .named("imageTitleSubtitle"), titleWidth: 0, subtitleWidth: 0, width: 375, direction: .rightToLeft)
        #expect(rtl == RowLayout.mirrored(ltr, width: 375))
        #expect(try #require(rtl.subtitle).x == 375 - 41 - (375 - 41 - 10))
    }
}
