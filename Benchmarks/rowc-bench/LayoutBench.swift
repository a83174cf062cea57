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
            var sum: UInt64 = 0
            for _ in 0..<solvePasses { sum &+= solveAll(engine, styles, titleNaturals, subtitleNaturals) }
            blackHole(sum)
        } / Double(solvePasses)
        let measured = Measure.time(runs: context.runs) {
            blackHole(measureAndSolveAll(engine, metrics, styles, titles, subtitles))
        }

        // The same with the table's kerning taken out: the unkerned fast path (eight ASCII bytes
        // at a time) that tables without kerning, such as version 1 ones, still take.
        var plainTable = metrics.table
        plainTable.kerning = []
        let plain = RowTextMetrics(plainTable)
        let measuredPlain = Measure.time(runs: context.runs) {
            blackHole(measureAndSolveAll(engine, plain, styles, titles, subtitles))
        }

        // Every row at every width and every text size, as `rowc report --size all` lays them
        // out: one engine per size, natural widths measured at each size's fonts.
        let engines = RowContentSize.allCases.map { RowLayout(theme: .default, size: $0) }
        let sizedTitles = engines.map { e in titles.map { metrics.width(of: $0, fontSize: e.titleFontSize) } }
        let sizedSubtitles = engines.map { e in subtitles.map { $0.map { metrics.width(of: $0, fontSize: e.subtitleFontSize) } ?? 0 } }
        let allSizes = Measure.time(runs: context.runs) {
            var sum: UInt64 = 0
            for (s, engine) in engines.enumerated() { sum &+= solveAll(engine, styles, sizedTitles[s], sizedSubtitles[s]) }
            blackHole(sum)
        }
        let measuredAllSizes = Measure.time(runs: context.runs) {
            var sum: UInt64 = 0
            for engine in engines { sum &+= measureAndSolveAll(engine, metrics, styles, titles, subtitles) }
            blackHole(sum)
        }
        let sizedLayouts = layouts * Double(engines.count)

        // Through `layout(style:title:subtitle:...)`, the entry the report and the cell take:
        // the same single-line rows, which it lays out as `frames` does, and a mix that wraps.
        let throughLayout = Measure.time(runs: context.runs) {
            blackHole(measureAndLayOutAll(engine, metrics, styles, titles, subtitles))
        }
        var wrappingTheme = RowTheme()
        (wrappingTheme.titleLines, wrappingTheme.subtitleLines) = (0, 2)
        let wrapping = RowLayout(theme: wrappingTheme)
        let (wrapTitles, wrapSubtitles) = wrappingMix(titles, subtitles)
        let wrapped = Measure.time(runs: context.runs) {
            blackHole(measureAndLayOutAll(wrapping, metrics, styles, wrapTitles, wrapSubtitles))
        }
        let (wrappingRows, lineCount) = wrappingShare(wrapping, metrics, styles, wrapTitles, wrapSubtitles)

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
            Figure(name: "layout, measure + solve via layout() (RowKit)", value: layouts / throughLayout / 1e6,
                   unit: "M rows/s", target: 10, higherIsBetter: true,
                   note: "the single-line rows through layout(style:title:subtitle:...), as the report and the cell lay out"),
            Figure(name: "layout, measure + solve, wrapping (RowKit)", value: layouts / wrapped / 1e6,
                   unit: "M rows/s", target: 2, higherIsBetter: true,
                   note: "title.lines 0, subtitle.lines 2, every title a sentence longer: "
                       + "\(Int((wrappingRows * 100).rounded()))% of layouts wrap, \((lineCount * 100).rounded() / 100) title lines on average"),
        ]
    }
}

extension LayoutBench {
    // Each timed loop is a function of its own, never inlined into `run`: grown past the inliner's
    // caller-size limits, `run` once called an out-of-line `frames` in one loop and inlined it in
    // another, so the figures measured the benchmark's shape rather than the engine.

    /// Lays out every row at every width from natural widths; the checksum of every frame.
    @inline(never)
    static func solveAll(_ engine: RowLayout, _ styles: [RowStyle], _ titleNaturals: [Double],
                         _ subtitleNaturals: [Double]) -> UInt64 {
        var sum: UInt64 = 0
        for width in widths {
            for i in styles.indices {
                sum &+= engine.frames(style: styles[i], titleWidth: titleNaturals[i], subtitleWidth: subtitleNaturals[i],
                                     width: width).checksum
            }
        }
        return sum
    }

    /// Measures every row's title and subtitle with `metrics`, then lays it out at every width;
    /// the checksum of every frame.
    @inline(never)
    static func measureAndSolveAll(_ engine: RowLayout, _ metrics: RowTextMetrics, _ styles: [RowStyle],
                                   _ titles: [String], _ subtitles: [String?]) -> UInt64 {
        var sum: UInt64 = 0
        let titleSize = engine.titleFontSize, subtitleSize = engine.subtitleFontSize
        for width in widths {
            for i in styles.indices {
                let title = metrics.width(of: titles[i], fontSize: titleSize)
                let subtitle = subtitles[i].map { metrics.width(of: $0, fontSize: subtitleSize) } ?? 0
                sum &+= engine.frames(style: styles[i], titleWidth: title, subtitleWidth: subtitle, width: width).checksum
            }
        }
        return sum
    }
}

extension LayoutBench {
    /// Descriptions like those under a switch's title, one after each title in turn, 46 to 112
    /// characters: at 320 to 430 points most wrap to two or three lines. Every third subtitle
    /// gains one too, for `subtitle.lines 2`.
    static let descriptions = [
        "Show previews of messages when the phone is locked",
        "Articles open in full screen, with the toolbar hidden until you scroll back up",
        "Allow apps to request to track your activity across other companies' apps and websites",
        "Sync over cellular data when Wi-Fi is unavailable; large downloads wait for Wi-Fi",
        "\u{901A}\u{77E5}\u{3092}\u{53D7}\u{3051}\u{53D6}\u{308B}\u{65B9}\u{6CD5}\u{3092}\u{9078}\u{3093}\u{3067}\u{304F}\u{3060}\u{3055}\u{3044}\u{3002}\u{8A2D}\u{5B9A}\u{306F}\u{3044}\u{3064}\u{3067}\u{3082}\u{5909}\u{66F4}\u{3067}\u{304D}\u{307E}\u{3059}\u{3002}",
    ]

    static func wrappingMix(_ titles: [String], _ subtitles: [String?]) -> ([String], [String?]) {
        (titles.indices.map { titles[$0] + ": " + descriptions[$0 % descriptions.count] },
         subtitles.indices.map { i in subtitles[i].map { i % 3 == 0 ? $0 + ", " + descriptions[(i + 1) % descriptions.count] : $0 } })
    }

    /// Measures what a row shares a line by, then lays it out with its labels wrapped at every
    /// width; the checksum of every frame and height.
    @inline(never)
    static func measureAndLayOutAll(_ engine: RowLayout, _ metrics: RowTextMetrics, _ styles: [RowStyle],
                                    _ titles: [String], _ subtitles: [String?]) -> UInt64 {
        var sum: UInt64 = 0
        for width in widths {
            for i in styles.indices {
                let laidOut = layOut(engine, metrics, styles[i], titles[i], subtitles[i], width)
                sum &+= laidOut.frames.checksum &+ laidOut.height.bitPattern
            }
        }
        return sum
    }

    /// One row as the cell lays it out: the labels measured only where they may share a line.
    @inline(__always)
    static func layOut(_ engine: RowLayout, _ metrics: RowTextMetrics, _ style: RowStyle, _ title: String,
                       _ subtitle: String?, _ width: Double) -> RowTextLayout {
        let natural = engine.sharesLine(style)
            ? engine.naturalWidths(title: title, subtitle: subtitle, metrics: metrics, within: width) : (title: 0, subtitle: 0)
        return engine.layout(style: style, title: title, subtitle: subtitle, titleWidth: natural.title,
                             subtitleWidth: natural.subtitle, metrics: metrics, width: width)
    }

    /// The share of layouts whose labels wrap to more than one line, and the title's lines on average.
    static func wrappingShare(_ engine: RowLayout, _ metrics: RowTextMetrics, _ styles: [RowStyle], _ titles: [String],
                              _ subtitles: [String?]) -> (Double, Double) {
        var wrapping = 0, lines = 0
        for width in widths {
            for i in styles.indices {
                let laidOut = layOut(engine, metrics, styles[i], titles[i], subtitles[i], width)
                if laidOut.title.shown > 1 || laidOut.subtitle.shown > 1 { wrapping += 1 }
                lines += laidOut.title.shown
            }
        }
        let layouts = Double(widths.count * styles.count)
        return (Double(wrapping) / layouts, Double(lines) / layouts)
    }
}

extension RowFrames {
    /// The bits of every coordinate of every frame, added: what a timed loop keeps of each
    /// layout, so no frame it computes is dead code the optimiser may drop. Integer additions,
    /// which the processor overlaps, where a chain of floating-point ones (which the optimiser
    /// may not reorder) cost the loop as much as the layout did. Read as the four rectangles a
    /// row has, an absent frame as a zero rectangle, since a test of which are present (`if let`)
    /// is a branch per element that rows of random styles mispredict: the leading element's and
    /// the accessory's, whichever they are, and the labels'.
    @inline(__always)
    var checksum: UInt64 {
        func sum(_ r: RowRect) -> UInt64 {
            (r.x.bitPattern &+ r.y.bitPattern) &+ (r.width.bitPattern &+ r.height.bitPattern)
        }
        return (sum(leadingOrZero) &+ sum(frameOrZero(.title))) &+ (sum(frameOrZero(.subtitle)) &+ sum(accessoryOrZero))
    }
}

/// Keeps a result alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole(_ value: UInt64) {
    if value == 0x7FF0_0000_0000_0001 { print("") }
}
