// SeedRowsTests.swift checks the seed's six rows at 320 and 375 points against frames worked out by hand.

import RowKit
import RowcLayout
import RowcSema
import Testing

/// The seed's `cellForRowAtIndexPath` rows, as a spec. Every number below is worked out
/// from the seed's Masonry constraints, not by calling the engine.
///
/// The seed theme (`theme seed`): row 44 high; inset 10 each side; image 21x21; arrow 8x13; labels 21 high;
/// every gap 10; label minimum 80 when a subtitle is shown. Everything is centred
/// vertically: image and labels at y = (44 - 21) / 2 = 11.5, the arrow at (44 - 13) / 2 = 15.5.
///
/// Natural text widths, summed by hand from the Inter advances in InterMetrics.swift
/// (2816 units per em; T 1808, i 668, t 1024, l 668, e 1640, space 792, x 1520, r 1048,
/// digits 2 1704, 3 1792, 4 1808, 5 1712):
/// - "Title xxxxxxxx34r34253452345235324" = 6600 ("Title ") + 8 x 1520 + 1048 + 4 x 1704
///   + 6 x 1792 + 5 x 1808 + 4 x 1712 = 53264 units; at 14 points 53264 x 14 / 2816 = 264.81.
/// - "Title 45235345453453245" = 6600 + 2 x 1704 + 4 x 1792 + 5 x 1808 + 6 x 1712 = 36488
///   units; at 14 points 181.40.
/// - "Title" = 5840 units (kerned) = 29.03 at 14 points, under the 80 minimum.
/// - the long subtitle is 103360 units = 440.45 at 12 points, wider than any label here.
@Suite struct SeedRowsTests {
    static let source = """
        theme seed
        row titleArrow title:"Title xxxxxxxx34r34253452345235324" arrow
        row titleSubtitleArrow title:"Title 45235345453453245" subtitle:"Subheading 3453453453453452 fgfghffjjjfghjfghjfgjfghjfghj3452345234523" arrow
        row titleSubtitle title:"Title" subtitle:"Subheading"
        row title title:"Title"
        row imageTitleSubtitleArrow image:per_printer title:"Title" subtitle:"Subheading" arrow
        row imageTitleArrow image:per_printer title:"Title" arrow
        """

    static let longTitle = 53252.0 * 14 / 2816  // 264.75, kerned
    static let mediumTitle = 36476.0 * 14 / 2816  // 181.34, kerned

    let spec = checkedSpec(SeedRowsTests.source)
    let analyzer: RowAnalyzer

    init() {
        analyzer = RowAnalyzer(spec: spec, metrics: .inter)
    }

    func layout(_ row: Int, at width: Double) -> RowAnalysis {
        analyzer.analyze(spec.rows[row], width: width)
    }

    func expectFrames(_ row: Int, at width: Double, _ expected: RowFrames, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = layout(row, at: width).frames
        for element in RowElement.allCases {
            #expect(close(actual[element], expected[element]),
                    "\(spec.rows[row].name) at \(width): \(element) is \(String(describing: actual[element])), expected \(String(describing: expected[element]))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func naturalWidthsMatchTheHandSums() {
        #expect(close(RowTextMetrics.inter.width(of: "Title xxxxxxxx34r34253452345235324", fontSize: 14), Self.longTitle))
        #expect(close(RowTextMetrics.inter.width(of: "Title 45235345453453245", fontSize: 14), Self.mediumTitle))
        #expect(close(RowTextMetrics.inter.width(of: "Title", fontSize: 14), 5840.0 * 14 / 2816))  // "tl" kerns +32
    }

    // 1. Title + Arrow. Arrow x = W - 10 - 8; the title runs from 10 to the arrow less its gap.
    @Test func titleArrow() {
        // 320: arrow x = 320 - 10 - 8 = 302; title width = 302 - 10 - 10 = 282.
        expectFrames(0, at: 320, RowFrames(title: r(10, 11.5, 282, 21), arrow: r(302, 15.5, 8, 13)))
        // 375: arrow x = 375 - 18 = 357; title width = 357 - 10 - 10 = 337.
        expectFrames(0, at: 375, RowFrames(title: r(10, 11.5, 337, 21), arrow: r(357, 15.5, 8, 13)))
        // 264.81 <= 282: the long title fits even at 320.
        #expect(layout(0, at: 320).title?.truncated == false)
    }

    // 2. Title + Subtitle + Arrow. A = (arrow x - 10) - 10 - 10; title = min(max(natural, 80), A - 80).
    @Test func titleSubtitleArrow() {
        // 320: A = 292 - 10 - 10 = 272; title = min(181.40, 272 - 80 = 192) = 181.40;
        // subtitle x = 10 + 181.40 + 10 = 201.40, width = 272 - 181.40 = 90.60.
        let t = Self.mediumTitle
        expectFrames(1, at: 320, RowFrames(title: r(10, 11.5, t, 21), subtitle: r(20 + t, 11.5, 272 - t, 21),
                                        arrow: r(302, 15.5, 8, 13)))
        // 375: A = 347 - 20 = 327; title = min(181.40, 247) = 181.40; subtitle width = 327 - 181.40 = 145.60.
        expectFrames(1, at: 375, RowFrames(title: r(10, 11.5, t, 21), subtitle: r(20 + t, 11.5, 327 - t, 21),
                                        arrow: r(357, 15.5, 8, 13)))
        // The seed's long subtitle (440.45) is cut at both widths; the title is not.
        for width in [320.0, 375] {
            let a = layout(1, at: width)
            #expect(a.subtitle?.truncated == true)
            #expect(a.title?.truncated == false)
            #expect(a.diagnostics.map(\.code) == [.truncatedText])
        }
    }

    // 3. Title + Subtitle, no arrow: the subtitle ends 10 from the right edge.
    @Test func titleSubtitle() {
        // 320: A = (320 - 10) - 10 - 10 = 290; title = min(max(28.88, 80), 210) = 80;
        // subtitle x = 10 + 80 + 10 = 100, width = 290 - 80 = 210.
        expectFrames(2, at: 320, RowFrames(title: r(10, 11.5, 80, 21), subtitle: r(100, 11.5, 210, 21)))
        // 375: A = 345; subtitle width = 345 - 80 = 265.
        expectFrames(2, at: 375, RowFrames(title: r(10, 11.5, 80, 21), subtitle: r(100, 11.5, 265, 21)))
    }

    // 4. Title alone: from the leading inset to the trailing inset.
    @Test func title() {
        expectFrames(3, at: 320, RowFrames(title: r(10, 11.5, 300, 21)))  // 320 - 10 - 10
        expectFrames(3, at: 375, RowFrames(title: r(10, 11.5, 355, 21)))  // 375 - 10 - 10
    }

    // 5. Image + Title + Subtitle + Arrow: the title starts at 10 + 21 + 10 = 41.
    @Test func imageTitleSubtitleArrow() {
        // 320: A = 292 - 41 - 10 = 241; title = min(80, 161) = 80; subtitle x = 41 + 80 + 10 = 131, width 161.
        expectFrames(4, at: 320, RowFrames(image: r(10, 11.5, 21, 21), title: r(41, 11.5, 80, 21),
                                        subtitle: r(131, 11.5, 161, 21), arrow: r(302, 15.5, 8, 13)))
        // 375: A = 347 - 41 - 10 = 296; subtitle width = 296 - 80 = 216.
        expectFrames(4, at: 375, RowFrames(image: r(10, 11.5, 21, 21), title: r(41, 11.5, 80, 21),
                                        subtitle: r(131, 11.5, 216, 21), arrow: r(357, 15.5, 8, 13)))
    }

    // 6. Image + Title + Arrow: the title spans from 41 to the arrow's gap.
    @Test func imageTitleArrow() {
        // 320: 292 - 41 = 251. 375: 347 - 41 = 306.
        expectFrames(5, at: 320, RowFrames(image: r(10, 11.5, 21, 21), title: r(41, 11.5, 251, 21), arrow: r(302, 15.5, 8, 13)))
        expectFrames(5, at: 375, RowFrames(image: r(10, 11.5, 21, 21), title: r(41, 11.5, 306, 21), arrow: r(357, 15.5, 8, 13)))
    }

    // Only the long subtitle row warns; nothing conflicts at either width.
    @Test func onlyTheLongSubtitleWarns() {
        for row in spec.rows.indices {
            for width in [320.0, 375] {
                let a = layout(row, at: width)
                #expect(a.conflict == nil)
                #expect(a.diagnostics.isEmpty == (row != 1), "\(spec.rows[row].name) at \(width)")
            }
        }
    }
}
