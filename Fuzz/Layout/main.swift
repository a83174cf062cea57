// main.swift (fuzz-layout): the layout engine against the generated `RowLayout` on random rows, themes and widths.
//
// Generated/RowSupport.swift is what `rowc build` writes (Fuzz/run.sh generates it before the
// build), compiled into this program. For every input the two must agree bit for bit: the
// style, the natural width of the title text, the row's height and every frame, at every text
// size and text style, in both directions. The built-in table kerns, so every width is a kerned
// one; the title is also measured with tracking added to both tables, and must agree there too.
// Types without a module name are the generated ones; rowc's are qualified.

import FuzzHarness
import RowKit

/// Reads the fuzz input as a sequence of small values; past the end, every value is zero.
struct ByteReader {
    let bytes: [UInt8]
    var i = 0

    mutating func byte() -> UInt8 {
        defer { i += 1 }
        return i < bytes.count ? bytes[i] : 0
    }

    mutating func uint16() -> UInt16 { UInt16(byte()) << 8 | UInt16(byte()) }

    /// A text: bytes up to the next 0xFF, as UTF-8 (invalid bytes read as U+FFFD, as Swift does).
    mutating func text() -> String {
        var scalars: [UInt8] = []
        while i < bytes.count, bytes[i] != 0xFF, scalars.count < 200 { scalars.append(byte()) }
        i += 1
        return String(decoding: scalars, as: UTF8.self)
    }
}

/// A theme value the checker accepts for a key with this minimum: the default (flag 0), or up to 10000 points in quarters.
func value(_ reader: inout ByteReader, default fallback: Double, minimum: Double, positive: Bool = false) -> Double {
    guard reader.byte() & 1 == 1 else { return fallback }
    var v = min(10_000, Double(reader.uint16()) / 4)
    if v < minimum || (positive && v == 0) { v = max(minimum, 0.25) }
    return v
}

/// The built-in table with tracking by size, in rowc and in the generated code.
let trackedMetrics: RowKit.RowTextMetrics = {
    var table = RowKit.RowTextMetrics.inter.table
    table.tracking = [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)]
    return RowKit.RowTextMetrics(table)
}()
let trackedGenerated: RowTextMetrics = {
    let d = RowTextMetrics.default
    return RowTextMetrics(unitsPerEm: d.unitsPerEm, defaultAdvance: d.defaultAdvance, runStarts: d.runStarts,
                          runAdvances: d.runAdvances, runLeftClasses: d.runLeftClasses, runRightClasses: d.runRightClasses,
                          kerning: d.kerning, rightClassCount: d.rightClassCount,
                          trackingSizes: [12, 14, 17], trackingValues: [0, -20, -52])
}()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzHarness.bytes(data, size)
    var reader = ByteReader(bytes: input)
    let flags = reader.byte()
    let width = Double(Int(reader.uint16()) - 2_000) / 8  // -250 to 7,942 points, in eighths
    var theme = RowKit.RowTheme()
    theme.rowHeight = value(&reader, default: theme.rowHeight, minimum: 1)
    theme.leadingInset = value(&reader, default: theme.leadingInset, minimum: 0)
    theme.trailingInset = value(&reader, default: theme.trailingInset, minimum: 0)
    theme.imageWidth = value(&reader, default: theme.imageWidth, minimum: 1)
    theme.imageHeight = value(&reader, default: theme.imageHeight, minimum: 1)
    theme.imageGap = value(&reader, default: theme.imageGap, minimum: 0)
    theme.arrowWidth = value(&reader, default: theme.arrowWidth, minimum: 1)
    theme.arrowHeight = value(&reader, default: theme.arrowHeight, minimum: 1)
    theme.arrowGap = value(&reader, default: theme.arrowGap, minimum: 0)
    theme.labelHeight = value(&reader, default: theme.labelHeight, minimum: 1)
    theme.labelGap = value(&reader, default: theme.labelGap, minimum: 0)
    theme.labelMinWidth = value(&reader, default: theme.labelMinWidth, minimum: 0)
    theme.titleFontSize = value(&reader, default: theme.titleFontSize, minimum: 0, positive: true)
    theme.subtitleFontSize = value(&reader, default: theme.subtitleFontSize, minimum: 0, positive: true)
    theme.checkWidth = value(&reader, default: theme.checkWidth, minimum: 1)
    theme.checkHeight = value(&reader, default: theme.checkHeight, minimum: 1)
    // A text style per label, or fixed (the last value); and a text size.
    let styles = RowKit.RowTextStyle.allCases
    let titleStyle = Int(reader.byte()) % (styles.count + 1), subtitleStyle = Int(reader.byte()) % (styles.count + 1)
    theme.titleStyle = titleStyle < styles.count ? styles[titleStyle] : nil
    theme.subtitleStyle = subtitleStyle < styles.count ? styles[subtitleStyle] : nil
    let size = RowKit.RowContentSize.allCases[Int(reader.byte()) % RowKit.RowContentSize.allCases.count]
    let generatedSize = RowContentSize.allCases[size.index]
    let title = flags & 2 != 0 ? reader.text() : nil
    let subtitle = flags & 4 != 0 ? reader.text() : nil
    let image = flags & 1 != 0 ? "icon" : nil
    // An SF Symbol in the image's place, and an accessory: none, arrow, switch or checkmark.
    let symbol = flags & 32 != 0
    let accessories: [RowKit.RowAccessory?] = [nil, .arrow, .switch, .check]
    let accessory = accessories[Int(flags >> 6)]
    let generatedAccessory: RowAccessory? = switch accessory {
    case .arrow?: .arrow
    case .switch?: .switch
    case .check?: .check
    case nil: nil
    }
    let direction: RowKit.RowLayoutDirection = flags & 16 != 0 ? .rightToLeft : .leftToRight

    // Only rows the checker accepts: something to show, and a subtitle only beside a title.
    guard let style = RowKit.RowStyle(image: image != nil, title: title != nil, subtitle: subtitle != nil,
                                        accessory: accessory) else { return 0 }
    let row = RowModel(id: "Fuzz.row", image: symbol ? nil : image, symbol: symbol ? image : nil, title: title,
                       subtitle: subtitle, accessory: generatedAccessory, theme: RowTheme(
        rowHeight: theme.rowHeight, leadingInset: theme.leadingInset, trailingInset: theme.trailingInset,
        imageWidth: theme.imageWidth, imageHeight: theme.imageHeight, imageGap: theme.imageGap,
        arrowWidth: theme.arrowWidth, arrowHeight: theme.arrowHeight, arrowGap: theme.arrowGap,
        checkWidth: theme.checkWidth, checkHeight: theme.checkHeight,
        labelHeight: theme.labelHeight, labelGap: theme.labelGap, labelMinWidth: theme.labelMinWidth,
        titleFontSize: theme.titleFontSize, titleStyle: theme.titleStyle.flatMap { RowTextStyle(rawValue: $0.rawValue) },
        subtitleFontSize: theme.subtitleFontSize,
        subtitleStyle: theme.subtitleStyle.flatMap { RowTextStyle(rawValue: $0.rawValue) }))
    guard row.style.rawValue == style.name else {
        FuzzHarness.fail("style \(row.style) generated, \(style) in rowc", input: input)
    }

    // What `rowc report` does for this row (RowAnalyzer.analyze).
    let metrics = RowKit.RowTextMetrics.inter
    let engine = RowKit.RowLayout(theme: theme, size: size)
    let icon: RowKit.RowIcon = symbol ? .symbol : .image
    let titleNatural = title.map { metrics.width(of: $0, fontSize: engine.titleFontSize) } ?? 0
    let subtitleNatural = subtitle.map { metrics.width(of: $0, fontSize: engine.subtitleFontSize) } ?? 0
    let expected = engine.frames(style: style, titleWidth: titleNatural, subtitleWidth: subtitleNatural,
                                 width: width, direction: direction, icon: icon)
    // What the generated code does.
    let generatedHeight = RowLayout.height(for: row, size: generatedSize)
    if generatedHeight.bitPattern != engine.rowHeight(style: style, icon: icon).bitPattern {
        FuzzHarness.fail("height \(generatedHeight) generated, \(engine.rowHeight(style: style, icon: icon)) in rowc at \(size)",
                         input: input)
    }
    let generatedNatural = RowTextMetrics.default.width(of: title ?? "", fontSize: row.theme.titleFontSize(at: generatedSize))
    if title != nil && generatedNatural.bitPattern != titleNatural.bitPattern {
        FuzzHarness.fail("title width \(generatedNatural) generated, \(titleNatural) in rowc", input: input)
    }
    if let title {
        let size = engine.titleFontSize
        let ours = trackedMetrics.width(of: title, fontSize: size), generated = trackedGenerated.width(of: title, fontSize: size)
        if ours.bitPattern != generated.bitPattern {
            FuzzHarness.fail("tracked title width \(generated) generated, \(ours) in rowc at \(size) points", input: input)
        }
    }
    let generatedDirection: RowLayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
    let measured = RowLayout.frames(for: row, width: width, size: generatedSize, direction: generatedDirection)
    // The natural-width entry point, given rowc's own measurement, must agree too.
    let given = RowLayout.frames(style: row.style, naturalTitleWidth: titleNatural, width: width, theme: row.theme,
                                 size: generatedSize, direction: generatedDirection, icon: symbol ? .symbol : .image)
    for (entry, actual) in [("frames(for:width:)", measured), ("frames(style:naturalTitleWidth:width:theme:)", given)] {
        compare(expected, actual, entry: entry, width: width, input: input)
    }
    return 0
}

/// Fails the run unless every frame of `actual` equals `expected`'s bit for bit.
func compare(_ expected: RowKit.RowFrames, _ actual: RowFrames, entry: String, width: Double, input: [UInt8]) {
    let pairs: [(String, RowKit.RowRect?, RowRect?)] = [
        ("image", expected.image, actual.image), ("symbol", expected.symbol, actual.symbol), ("title", expected.title, actual.title),
        ("subtitle", expected.subtitle, actual.subtitle), ("arrow", expected.arrow, actual.arrow),
        ("switch", expected.switch, actual.switch), ("check", expected.check, actual.check),
    ]
    for (name, e, a) in pairs {
        let same = switch (e, a) {
        case (nil, nil): true
        case let (e?, a?): [e.x, e.y, e.width, e.height].map(\.bitPattern) == [a.x, a.y, a.width, a.height].map(\.bitPattern)
        default: false
        }
        if !same {
            FuzzHarness.fail("\(name) at width \(width): \(String(describing: e)) in rowc, \(String(describing: a)) generated "
                             + "by \(entry)", input: input)
        }
    }
}

FuzzHarness.main(fuzzLayout)
