// LabelTieBreakTests.swift checks how a title and a subtitle share a line: natural widths when they fit, else the seed's reserve or iOS's stacking.

import RowKit
import RowcLayout
import RowcSema
import Testing

@Suite struct LabelTieBreakTests {
    let seed = RowLayout(theme: .seed)
    let ios = RowLayout(theme: .ios)
    let style = RowStyle.named("titleSubtitleArrow")

    /// Labels that fit side by side keep their natural widths in both themes: the seed's 80
    /// points are not reserved for a subtitle that needs fewer.
    @Test func labelsThatFitKeepTheirNaturalWidths() {
        // Seed, 320: A = 320 - 10 - 8 - 10 - 10 - 10 = 272; 200 + 57.5 fits.
        let f = seed.frames(style: style, titleWidth: 200, subtitleWidth: 57.5, width: 320)
        #expect(f.title == r(10, 11.5, 200, 21))
        #expect(f.subtitle == r(220, 11.5, 72, 21))  // the rest: 272 - 200, at least its 57.5
        // A short title is raised towards its 80 only as far as the subtitle's text leaves room.
        let short = seed.frames(style: style, titleWidth: 10, subtitleWidth: 212, width: 320)
        #expect(short.title == r(10, 11.5, 60, 21))   // 272 - 212
        #expect(short.subtitle == r(80, 11.5, 212, 21))
        // iOS, 320: A = 320 - 16 - 8 - 16 - 16 - 8 = 256; the title keeps exactly its natural width.
        let i = ios.frames(style: style, titleWidth: 150, subtitleWidth: 57.5, width: 320)
        #expect(i.title == r(16, 11, 150, 22))
        #expect(i.subtitle == r(174, 11, 106, 22))
        #expect(ios.holds(style: style, titleWidth: 150, subtitleWidth: 57.5, width: 320))
    }

    /// In the seed, labels that do not fit keep 80 points each: the subtitle gives way first.
    @Test func theSeedReservesItsMinimumWhenLabelsDoNotFit() {
        let f = seed.frames(style: style, titleWidth: 250, subtitleWidth: 57.5, width: 320)
        #expect(f.title == r(10, 11.5, 192, 21))      // 272 - 80
        #expect(f.subtitle == r(212, 11.5, 80, 21))
        let laidOut = seed.layout(style: style, title: "t", subtitle: "s", titleWidth: 250, subtitleWidth: 57.5,
                                  metrics: .inter, width: 320)
        #expect(!laidOut.stacksLabels && laidOut.height == 44 && laidOut.frames == f)
        // Below 208 the reserve cannot hold: a conflict, unless the texts fit at their natural widths.
        #expect(!seed.holds(style: style, titleWidth: 100, subtitleWidth: 100, width: 200))
        #expect(seed.holds(style: style, titleWidth: 60, subtitleWidth: 40, width: 200))  // A = 152
        #expect(seed.minimumWidth(style: style) == 208)
        #expect(seed.fullTextWidth(style: style, titleWidth: 250, subtitleWidth: 57.5) == 48 + 250 + 57.5)
    }

    /// In `ios` labels that do not fit side by side stack, as `valueCell()` does: title above
    /// subtitle, each as wide as the labels' room, the row taller by the subtitle's line.
    @Test func iosStacksLabelsThatDoNotFit() throws {
        // 150 + 106.01 > 256: a hundredth too wide.
        let laidOut = ios.layout(style: style, title: "t", subtitle: "s", titleWidth: 150, subtitleWidth: 106.01,
                                 metrics: .inter, width: 320)
        #expect(laidOut.stacksLabels && laidOut.height == 66)  // 44 + (22 + 22 - 22)
        let title = try #require(laidOut.frames.title), subtitle = try #require(laidOut.frames.subtitle)
        #expect(title == r(16, 11, 264, 22) && subtitle == r(16, 33, 264, 22))
        #expect(laidOut.frames.arrow == r(296, 26.5, 8, 13))
        #expect(ios.frames(style: style, titleWidth: 150, subtitleWidth: 106.01, width: 320) == laidOut.frames)
        // Exactly fitting stays side by side, at the theme's height.
        let exact = ios.layout(style: style, title: "t", subtitle: "s", titleWidth: 150, subtitleWidth: 106,
                               metrics: .inter, width: 320)
        #expect(!exact.stacksLabels && exact.height == 44 && exact.frames.subtitle == r(174, 11, 106, 22))
        // No least width is reserved, so nothing conflicts; the text shows in full from where the
        // wider label fits the stacked room.
        #expect(ios.minimumWidth(style: style) == 56)  // 16 + 16 + 8 + 16
        #expect(ios.constraintChain(style: style).map(\.description)
                == ["leading inset 16", "title and subtitle width >= 0", "gap 16", "arrow width 8", "trailing inset 16"])
        #expect(ios.holds(style: style, titleWidth: 500, subtitleWidth: 500, width: 100))
        #expect(ios.fullTextWidth(style: style, titleWidth: 150, subtitleWidth: 106.01) == 56 + 150)
    }

    /// A stacked row mirrors as any other: both labels keep the room, the subtitle under the title.
    @Test func stackedRowsMirrorRightToLeft() {
        let ltr = ios.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 300, subtitleWidth: 100, width: 375)
        let rtl = ios.frames(style: .named("imageTitleSubtitleArrow"), titleWidth: 300, subtitleWidth: 100, width: 375,
                             direction: .rightToLeft)
        // Room 375 - 16 - 8 - 16 - 61 = 274; the row 44 + (44 - 29) = 59 high, the labels from (59 - 44) / 2.
        #expect(ltr.title == r(61, 7.5, 274, 22) && ltr.subtitle == r(61, 29.5, 274, 22))
        #expect(rtl.title == r(40, 7.5, 274, 22) && rtl.subtitle == r(40, 29.5, 274, 22))  // 375 - 61 - 274
        #expect(RowLayout.mirrored(rtl, width: 375) == ltr)
    }

    /// Whether labels stack is decided at their one-line natural widths; a stacked label that may
    /// wrap then wraps at the whole room, and one that fits side by side wraps at its share.
    @Test func stackedLabelsWrapAtTheWholeRoom() throws {
        var theme = RowTheme.ios
        theme.titleLines = 0
        let wrapping = RowLayout(theme: theme)
        let title = "Show previews of messages when the phone is locked, so you can read them at a glance"
        let natural = wrapping.naturalWidths(title: title, subtitle: "Always", metrics: .inter)
        let laidOut = wrapping.layout(style: style, title: title, subtitle: "Always", titleWidth: natural.title,
                                      subtitleWidth: natural.subtitle, metrics: .inter, width: 320)
        let lines = RowTextMetrics.inter.lineCount(title, fontSize: 17, width: 264)
        #expect(laidOut.stacksLabels && lines >= 2 && laidOut.title.shown == lines)
        let block = 22 * Double(lines)
        let frames = try #require(laidOut.frames.title), subtitle = try #require(laidOut.frames.subtitle)
        #expect(frames == r(16, 11, 264, block) && subtitle == r(16, 11 + block, 264, 22))
        #expect(laidOut.height == 44 + block)  // the title's lines and the subtitle's, less the one line of 22
        // A short title beside its subtitle stays on one line at its natural width.
        let short = wrapping.layout(style: style, title: "Previews", subtitle: "Always",
                                    titleWidth: wrapping.naturalWidths(title: "Previews", subtitle: nil, metrics: .inter).title,
                                    subtitleWidth: natural.subtitle, metrics: .inter, width: 320)
        #expect(!short.stacksLabels && short.title.shown == 1 && short.height == 44)
    }

    /// The report follows the engine: a row `valueCell()` stacks is not reported cut, and the
    /// seed's row that fits at its natural widths is not either.
    @Test func theReportStacksRatherThanTruncates() throws {
        let text = #"row r image:x title:"Reading preferences" subtitle:"Default" arrow"#
        let ios = checkedSpec(text)
        let a = RowAnalyzer(spec: ios, metrics: .inter).analyze(ios.rows[0], width: 320)
        #expect(a.stacksLabels && a.diagnostics.isEmpty && a.height == 59)
        let wide = RowAnalyzer(spec: ios, metrics: .inter).analyze(ios.rows[0], width: 375)
        let title = try #require(wide.title)
        #expect(!wide.stacksLabels && wide.frames.title?.width == title.natural && wide.diagnostics.isEmpty)
        let seed = checkedSpec("theme seed\n" + text)
        let analyzer = RowAnalyzer(spec: seed, metrics: .inter)
        let natural = analyzer.engine.naturalWidths(title: "Reading preferences", subtitle: "Default", metrics: .inter)
        // 10 + 21 + 10 + title + 10 + subtitle + 10 + 8 + 10: fits a point wider, where a reserve of
        // 80 for "Default" would have cut the title.
        let width = (79 + natural.title + natural.subtitle).rounded(.up) + 1
        #expect(natural.title > width - 79 - 80 && natural.subtitle < 80)
        let s = analyzer.analyze(seed.rows[0], width: width)
        #expect(!s.stacksLabels && s.diagnostics.isEmpty && s.frames.title?.width == natural.title)
        #expect(analyzer.analyze(seed.rows[0], width: width - 2).diagnostics.map(\.code) == [.truncatedText])
    }
}
