// LayoutBench.swift measures laying out rows: from natural widths (solve only), and with text measurement.

import RowKit
import RowcLayout
import RowcSema

/// The inputs of one row's layout, as the compiler's engine takes them.
struct LayoutInput {
    var style: RowStyle
    var title: String
    var subtitle: String?
    var titleNatural: Double
    var subtitleNatural: Double
}

enum LayoutBench {
    /// iPhone content widths from the SE to the Pro Max.
    static let widths: [Double] = [320, 375, 390, 414, 430]

    static func inputs(_ rows: [CorpusRow], metrics: RowTextMetrics = .inter, theme: RowTheme = .default) -> [LayoutInput] {
        rows.map { row in
            LayoutInput(style: RowStyle(image: row.image != nil, title: true, subtitle: row.subtitle != nil, arrow: row.arrow)!,
                        title: row.title, subtitle: row.subtitle,
                        titleNatural: metrics.width(of: row.title, fontSize: theme.titleFontSize),
                        subtitleNatural: row.subtitle.map { metrics.width(of: $0, fontSize: theme.subtitleFontSize) } ?? 0)
        }
    }

    static func run(_ context: BenchContext) -> [Figure] {
        let inputs = Self.inputs(context.rows)
        let engine = RowLayout(theme: .default)
        let metrics = RowTextMetrics.inter
        let layouts = Double(inputs.count * widths.count)
        // Plain arrays of what each loop reads, so neither loop retains and releases the
        // strings of a whole `LayoutInput` per row: that would be the benchmark's cost, not rowc's.
        let styles = inputs.map(\.style), titleNaturals = inputs.map(\.titleNatural)
        let subtitleNaturals = inputs.map(\.subtitleNatural)
        let titles = inputs.map(\.title), subtitles = inputs.map(\.subtitle)

        // Several passes per sample, so one sample lasts tens of milliseconds.
        let solvePasses = 10
        let solve = Measure.time(runs: context.runs) {
            var sum = 0.0
            for _ in 0..<solvePasses {
                for width in widths {
                    for i in styles.indices {
                        let frames = engine.frames(style: styles[i], titleWidth: titleNaturals[i],
                                                   subtitleWidth: subtitleNaturals[i], width: width)
                        sum += frames.title?.width ?? 0
                    }
                }
            }
            blackHole(sum)
        } / Double(solvePasses)

        let measured = Measure.time(runs: context.runs) {
            var sum = 0.0
            let theme = engine.theme
            for width in widths {
                for i in styles.indices {
                    let title = metrics.width(of: titles[i], fontSize: theme.titleFontSize)
                    let subtitle = subtitles[i].map { metrics.width(of: $0, fontSize: theme.subtitleFontSize) } ?? 0
                    let frames = engine.frames(style: styles[i], titleWidth: title, subtitleWidth: subtitle, width: width)
                    sum += frames.title?.width ?? 0
                }
            }
            blackHole(sum)
        }

        // The same with the table's kerning taken out: the unkerned fast path (eight ASCII bytes
        // at a time) that tables without kerning, such as version 1 ones, still take.
        var plainTable = metrics.table
        plainTable.kerning = []
        let plain = RowTextMetrics(plainTable)
        let measuredPlain = Measure.time(runs: context.runs) {
            var sum = 0.0
            let theme = engine.theme
            for width in widths {
                for i in styles.indices {
                    let title = plain.width(of: titles[i], fontSize: theme.titleFontSize)
                    let subtitle = subtitles[i].map { plain.width(of: $0, fontSize: theme.subtitleFontSize) } ?? 0
                    let frames = engine.frames(style: styles[i], titleWidth: title, subtitleWidth: subtitle, width: width)
                    sum += frames.title?.width ?? 0
                }
            }
            blackHole(sum)
        }

        // Every row at every width and every text size, as `rowc report --size all` lays them
        // out: one engine per size, natural widths measured at each size's fonts.
        let engines = RowContentSize.allCases.map { RowLayout(theme: .default, size: $0) }
        let sizedTitles = engines.map { e in titles.map { metrics.width(of: $0, fontSize: e.titleFontSize) } }
        let sizedSubtitles = engines.map { e in subtitles.map { $0.map { metrics.width(of: $0, fontSize: e.subtitleFontSize) } ?? 0 } }
        let allSizes = Measure.time(runs: context.runs) {
            var sum = 0.0
            for (s, engine) in engines.enumerated() {
                let titleNaturals = sizedTitles[s], subtitleNaturals = sizedSubtitles[s]
                for width in widths {
                    for i in styles.indices {
                        let frames = engine.frames(style: styles[i], titleWidth: titleNaturals[i],
                                                   subtitleWidth: subtitleNaturals[i], width: width)
                        sum += frames.title?.width ?? 0
                    }
                }
            }
            blackHole(sum)
        }
        let measuredAllSizes = Measure.time(runs: context.runs) {
            var sum = 0.0
            for engine in engines {
                for width in widths {
                    for i in styles.indices {
                        let title = metrics.width(of: titles[i], fontSize: engine.titleFontSize)
                        let subtitle = subtitles[i].map { metrics.width(of: $0, fontSize: engine.subtitleFontSize) } ?? 0
                        let frames = engine.frames(style: styles[i], titleWidth: title, subtitleWidth: subtitle, width: width)
                        sum += frames.title?.width ?? 0
                    }
                }
            }
            blackHole(sum)
        }
        let sizedLayouts = layouts * Double(engines.count)

        let generated = GeneratedLayoutBench.run(context, inputs: inputs)
        return [
            Figure(name: "layout, solve only (RowKit)", value: layouts / solve / 1e6, unit: "M rows/s", target: 50,
                   higherIsBetter: true,
                   note: "frames from natural widths, \(inputs.count.formatted) rows x \(widths.count) widths, one core"),
            Figure(name: "layout, measure + solve (RowKit)", value: layouts / measured / 1e6, unit: "M rows/s",
                   target: 10, higherIsBetter: true, note: "RowTextMetrics.width of title and subtitle with the built-in kerned table, then frames"),
            Figure(name: "layout, measure + solve, unkerned (RowKit)", value: layouts / measuredPlain / 1e6, unit: "M rows/s",
                   target: 10, higherIsBetter: true, note: "the same with the table's kerning removed: the unkerned fast path"),
            Figure(name: "layout, solve only, --size all (RowKit)", value: sizedLayouts / allSizes / 1e6,
                   unit: "M rows/s", target: 50, higherIsBetter: true,
                   note: "the same rows x widths at each of the 12 text sizes"),
            Figure(name: "layout, measure + solve, --size all (RowKit)", value: sizedLayouts / measuredAllSizes / 1e6,
                   unit: "M rows/s", target: 10, higherIsBetter: true, note: "measured at each size's fonts, then frames"),
        ] + generated
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole(_ value: Double) {
    if value == .infinity { print("") }
}
