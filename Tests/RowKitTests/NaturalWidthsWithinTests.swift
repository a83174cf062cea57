// NaturalWidthsWithinTests.swift holds the cell's measuring, which stops once a label is wider than its row, to the report's, which measures whole.

import RowKit
import Testing

@Suite struct NaturalWidthsWithinTests {
    static let texts = LineCarryingTests.texts + ["", "Wi-Fi", "Reading preferences", "Default", "A",
                                                 "Articles open in full screen, with the toolbar hidden until you scroll back up"]
    static let caps = Array(stride(from: 0.0, through: 520, by: 7.5)) + [.infinity]

    /// A text no wider than the cap measures as it does whole, to the bit; a wider one measures
    /// over the cap, and no wider than it is whole.
    @Test func aWidthUpToACapIsTheWidthOrOverTheCap() {
        let metrics = RowTextMetrics.inter
        for text in Self.texts {
            for size in [13.0, 17, 28] {
                let whole = metrics.width(of: text, fontSize: size)
                for cap in Self.caps {
                    let capped = metrics.width(of: text, fontSize: size, upTo: cap)
                    if whole <= cap {
                        #expect(capped == whole, "\(text) at \(size) pt up to \(cap)")
                    } else {
                        #expect(capped > cap && capped <= whole, "\(text) at \(size) pt up to \(cap): \(capped) of \(whole)")
                    }
                }
            }
        }
    }

    /// A table in which a scalar may narrow a text measures whole whatever the cap.
    @Test func aTableThatMayNarrowMeasuresWhole() {
        let metrics = LineCarryingTests().readAgain
        for text in Self.texts {
            #expect(metrics.width(of: text, fontSize: 17, upTo: 10) == metrics.width(of: text, fontSize: 17))
        }
    }

    /// With a table that tracks tighter a text may measure less than nothing, and a subtitle of
    /// negative width may let two labels fit side by side, so the subtitle is measured beside a
    /// title of any width: the frames are the whole widths' at every text size, at widths from
    /// below nothing (where fuzz-layout found them apart) up.
    @Test(arguments: RowTheme.bases.map(\.name)) func aTableThatTracksTighterMeasuresTheSubtitleBesideAnyTitle(theme name: String) {
        var table = RowTextMetrics.inter.table
        table.tracking = [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)]
        let metrics = RowTextMetrics(table)
        let theme = RowTheme.bases.first { $0.name == name }!.theme
        let titles = ["Articles open in full screen, with the toolbar hidden until you scroll back up", "Wi-Fi"]
        let subtitles = ["i i i i i i i i i i i i i i i i i i", "Default", ""]
        for size in RowContentSize.allCases {
            let engine = RowLayout(theme: theme, size: size)
            for style in RowStyle.allCases where engine.sharesLine(style) {
                for title in titles {
                    for subtitle in subtitles {
                        for width in stride(from: -300.0, through: 440, by: 37) {
                            let whole = engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics)
                            let within = engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics, within: width)
                            #expect(within.subtitle == whole.subtitle)
                            let laidOut = [whole, within].map {
                                engine.layout(style: style, title: title, subtitle: subtitle, titleWidth: $0.title,
                                              subtitleWidth: $0.subtitle, metrics: metrics, width: width)
                            }
                            #expect(laidOut[0] == laidOut[1], "\(style) \(title) / \(subtitle) at \(width), \(size)")
                        }
                    }
                }
            }
        }
    }

    /// Every style's frames, height and lines, with one-line and wrapping labels, in both base
    /// themes and directions, are the same from the widths measured within the row as from the
    /// whole widths, the subtitle left unmeasured (0) beside a title over a point wider than the row.
    @Test(arguments: RowTheme.bases.map(\.name)) func framesFromWidthsWithinTheRowAreTheWholeWidthsFrames(theme name: String) {
        let base = RowTheme.bases.first { $0.name == name }!.theme
        var wrapping = base
        (wrapping.titleLines, wrapping.subtitleLines) = (0, 2)
        let metrics = RowTextMetrics.inter
        var unmeasured = 0
        for theme in [base, wrapping] {
            let engine = RowLayout(theme: theme)
            for style in RowStyle.allCases where engine.sharesLine(style) || style.isButton {
                for (i, title) in Self.texts.enumerated() {
                    let subtitle = Self.texts[(i * 7 + 3) % Self.texts.count]
                    for width in stride(from: 200.0, through: 440, by: 20) {
                        let whole = engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics)
                        let within = engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics, within: width)
                        if within.title > width + 1 {
                            #expect(within.subtitle == 0)
                            if whole.subtitle > 0 { unmeasured += 1 }
                        }
                        for direction in [RowLayoutDirection.leftToRight, .rightToLeft] {
                            func laidOut(_ natural: (title: Double, subtitle: Double)) -> RowTextLayout {
                                engine.layout(style: style, title: title, subtitle: subtitle, titleWidth: natural.title,
                                              subtitleWidth: natural.subtitle, metrics: metrics, width: width, direction: direction)
                            }
                            #expect(laidOut(within) == laidOut(whole), "\(style) \(title) / \(subtitle) at \(width)")
                        }
                    }
                }
            }
        }
        #expect(unmeasured > 0)
    }
}
