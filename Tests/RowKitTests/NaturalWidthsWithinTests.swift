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

    /// Every style's frames, height and lines, with one-line and wrapping labels, in both base
    /// themes and directions, are the same from the widths measured within the row as from the
    /// whole widths.
    @Test(arguments: RowTheme.bases.map(\.name)) func framesFromWidthsWithinTheRowAreTheWholeWidthsFrames(theme name: String) {
        let base = RowTheme.bases.first { $0.name == name }!.theme
        var wrapping = base
        (wrapping.titleLines, wrapping.subtitleLines) = (0, 2)
        let metrics = RowTextMetrics.inter
        for theme in [base, wrapping] {
            let engine = RowLayout(theme: theme)
            for style in RowStyle.allCases where engine.sharesLine(style) || style.isButton {
                for (i, title) in Self.texts.enumerated() {
                    let subtitle = Self.texts[(i * 7 + 3) % Self.texts.count]
                    for width in stride(from: 200.0, through: 440, by: 20) {
                        let whole = engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics)
                        let within = engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics, within: width)
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
    }
}
