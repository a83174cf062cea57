// main.swift (fuzz-layout): RowKit's layout of a RowModel, as an app's cell asks for it, against the report's path, on random rows, themes and widths.
//
// From each input it builds a RowModel (an image, an SF Symbol or neither, a title, a subtitle,
// an accessory, the flags) with a theme inside the checker's ranges (ThemeKey.all) over the `ios`
// or the `seed` base, measuring with the built-in table or one with tracking, a list style and a
// device width: any from -250 to 7,942 points, below the row's least width, 0, or huge. The row is
// laid out in its cell there (`RowCellGeometry`). At every text size and in both directions:
//
// - the app's path, `RowLayout.frames(for:width:margin:size:direction:)` given the cell's width and
//   margin, and `RowLayout.height(for:width:margin:size:)`, equals bit for bit the report's: both
//   labels measured as RowAnalyzer measures them (`RowLayout.naturalWidths`, the one function both
//   call) and `frames(style:titleWidth:...)` and `layout(style:...)`'s height, of the theme at the cell's margin;
// - no coordinate is NaN or infinite, no frame has a negative width or height, the height is at
//   least the theme's row height, the right-to-left frames are the left-to-right ones mirrored,
//   and the frames present are exactly the elements the style shows.
//
// The input, read byte by byte (past the end every byte is zero):
//   flags: bit 0 image, 1 title, 2 subtitle, 3 the tracked table, 4 the `seed` base, 5 an SF Symbol
//          in the image's place, bits 6-7 the accessory (none, arrow, switch, checkmark; with the
//          row's bit 7, info button, trailing symbol, none, arrow)
//   row:   bit 0 isOn, 1 destructive, 2 tappable, 3 an accessibility label, bits 4-5 the list
//          style (`RowListStyle.allCases`, the fourth value plain again)
//   width: a kind (its low two bits: points, below the least width, zero, huge) and two bytes
//   16 theme numbers (`value`), the title's and subtitle's text styles, then the title and
//   subtitle texts, each ended by 0xFF. Fuzz/Layout/make-seeds.py writes Fuzz/Seeds/layout.

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

/// The built-in table with tracking by size, as a team's table made by `rowc metrics` may have.
let trackedMetrics: RowTextMetrics = {
    var table = RowTextMetrics.inter.table
    table.tracking = [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)]
    return RowTextMetrics(table)
}()

/// How wide the row is, at a text size: the row's least width depends on it.
enum Width {
    case points(Double)
    case belowMinimum(by: Double)
    case huge(Double)

    init(_ reader: inout ByteReader) {
        let kind = reader.byte() & 3, amount = reader.uint16()
        switch kind {
        case 0: self = .points(Double(Int(amount) - 2_000) / 8)  // -250 to 7,942 points, in eighths
        case 1: self = .belowMinimum(by: Double(amount) / 64)  // up to 1,024 points less
        case 2: self = .points(0)
        default:
            let huge = [1e6, 1e9, 1e15, 1e300, Double.greatestFiniteMagnitude]
            self = .huge(huge[Int(amount) % huge.count])
        }
    }

    func points(minimum: Double) -> Double {
        switch self {
        case .points(let w), .huge(let w): w
        case .belowMinimum(let by): minimum - by
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzHarness.bytes(data, size)
    var reader = ByteReader(bytes: input)
    let flags = reader.byte(), rowFlags = reader.byte()
    let width = Width(&reader)
    var theme = flags & 16 != 0 ? RowTheme.seed : .ios
    let lists = RowListStyle.allCases
    let list = lists[Int(rowFlags >> 4 & 3) % lists.count]
    // The fourth value of the two list bits, a plain list again, also makes the subtitle a badge.
    let isBadge = rowFlags >> 4 & 3 == 3
    theme.rowHeight = value(&reader, default: theme.rowHeight, minimum: 1)
    // A number for an inset replaces the layout margin the base's inset may follow, as in a spec.
    for (edge, inset) in [(RowInsetEdges.leading, \RowTheme.leadingInset), (.trailing, \.trailingInset)] {
        let written = value(&reader, default: .nan, minimum: 0)
        if !written.isNaN { (theme[keyPath: inset], theme.marginInsets) = (written, theme.marginInsets.subtracting(edge)) }
    }
    theme.imageWidth = value(&reader, default: theme.imageWidth, minimum: 1)
    theme.imageHeight = value(&reader, default: theme.imageHeight, minimum: 1)
    theme.imageGap = value(&reader, default: theme.imageGap, minimum: 0)
    theme.arrowWidth = value(&reader, default: theme.arrowWidth, minimum: 1)
    theme.arrowHeight = value(&reader, default: theme.arrowHeight, minimum: 1)
    theme.arrowGap = value(&reader, default: theme.arrowGap, minimum: 0)
    theme.labelHeight = value(&reader, default: theme.labelHeight, minimum: 1)
    theme.labelGap = value(&reader, default: theme.labelGap, minimum: 0)
    // A number for the reserve sets it, as in a spec; NaN keeps the base's, which `ios` leaves unset.
    let reserve = value(&reader, default: .nan, minimum: 0)
    if !reserve.isNaN { theme.labelMinWidth = reserve }
    theme.titleFontSize = value(&reader, default: theme.titleFontSize, minimum: 0, positive: true)
    theme.subtitleFontSize = value(&reader, default: theme.subtitleFontSize, minimum: 0, positive: true)
    theme.checkWidth = value(&reader, default: theme.checkWidth, minimum: 1)
    theme.checkHeight = value(&reader, default: theme.checkHeight, minimum: 1)
    // A text style per label, or fixed (the last value).
    let styles = RowTextStyle.allCases
    let titleStyle = Int(reader.byte()) % (styles.count + 1), subtitleStyle = Int(reader.byte()) % (styles.count + 1)
    theme.titleStyle = titleStyle < styles.count ? styles[titleStyle] : nil
    theme.subtitleStyle = subtitleStyle < styles.count ? styles[subtitleStyle] : nil
    if flags & 8 != 0 { theme.textMetrics = trackedMetrics }

    let title = flags & 2 != 0 ? reader.text() : nil
    let subtitle = flags & 4 != 0 ? reader.text() : nil
    let icon = flags & 1 != 0 ? "icon" : nil
    let symbol = flags & 32 != 0
    let accessories: [RowAccessory?] = [nil, .arrow, .switch, .check, .info, .trailingSymbol, nil, .arrow]
    let accessory = accessories[Int(flags >> 6) | Int(rowFlags >> 7) << 2]
    // Any row an app can make, the checker's or not: one with neither image nor title shows an
    // empty title, and a subtitle shows only beside a title (`RowStyle.showing`).
    let row = RowModel(id: "Fuzz.row", image: symbol ? nil : icon, symbol: symbol ? icon : nil, title: title,
                       subtitle: subtitle, isBadge: isBadge, accessibilityLabel: rowFlags & 8 != 0 ? "Label" : nil, accessory: accessory,
                       accessorySymbol: accessory == .trailingSymbol ? "link" : nil,
                       isOn: rowFlags & 1 != 0, isButton: rowFlags & 64 != 0, isDestructive: rowFlags & 2 != 0,
                       isTappable: rowFlags & 4 != 0 ? true : nil, theme: theme)
    let style = row.style
    // A button shows its title alone, whatever else the row holds.
    if let exact = row.isButton ? RowStyle.button
        : RowStyle(image: icon != nil, title: title != nil, subtitle: subtitle != nil && !(row.isBadge && subtitle == ""),
                   accessory: accessory),
       exact != style {
        FuzzHarness.fail("the row's style \(style) is not \(exact), the style showing its values", input: input)
    }

    for size in RowContentSize.allCases {
        let compact = RowLayout(theme: theme.atLayoutMargin(RowCellGeometry.compactMargin), size: size)
        let cell = RowCellGeometry(deviceWidth: width.points(minimum: compact.minimumWidth(style: style, icon: row.icon)), style: list)
        let engine = RowLayout(theme: theme.atLayoutMargin(cell.margin), size: size)
        check(row, style: style, engine: engine, cell: cell, input: input)
    }
    return 0
}

/// Every check on `row` in `cell` at the engine's text size, in both directions.
func check(_ row: RowModel, style: RowStyle, engine: RowLayout, cell: RowCellGeometry, input: [UInt8]) {
    let size = engine.size, theme = row.theme, width = cell.width
    let at = "at cell width \(width), margin \(cell.margin), size \(size)"
    // The report's path: RowAnalyzer.analyze, on the row the checker would make of the model.
    var natural = engine.naturalWidths(title: row.title, subtitle: row.subtitle, metrics: theme.measuringMetrics)
    // A badge asks for its capsule's width, and is drawn on it at the end of the subtitle's room.
    let badge = row.isBadge && style.hasSubtitle ? row.subtitle.map { engine.badgeWidth($0, metrics: theme.measuringMetrics) } : nil
    if let badge { natural.subtitle = badge }
    let laidOut = engine.layout(style: style, title: row.title, subtitle: row.subtitle, titleWidth: natural.title,
                               subtitleWidth: natural.subtitle, metrics: theme.measuringMetrics, width: width, icon: row.icon)
    let height = laidOut.height
    // The app's path.
    let appHeight = RowLayout.height(for: row, width: width, margin: cell.margin, size: size)
    if appHeight.bitPattern != height.bitPattern {
        FuzzHarness.fail("height \(appHeight) from RowLayout.height(for:width:margin:size:), \(height) from layout(style:...) \(at)",
                         input: input)
    }
    if !height.isFinite || height < theme.rowHeight {
        FuzzHarness.fail("height \(height) \(at), below the theme's \(theme.rowHeight) or not finite", input: input)
    }
    var leftToRight: RowFrames?
    for direction in RowLayoutDirection.allCases {
        var expected = engine.frames(style: style, titleWidth: natural.title, subtitleWidth: natural.subtitle, width: width,
                                     direction: direction, icon: row.icon)
        if let badge { expected = engine.badgeLayout(laidOut, badgeWidth: badge, width: width, direction: direction).frames }
        let actual = RowLayout.frames(for: row, width: width, margin: cell.margin, size: size, direction: direction)
        compare(expected, "the report's frames(style:titleWidth:...)", actual, "RowLayout.frames(for:width:margin:size:direction:)",
                at: "\(at), \(direction)", input: input)
        // The elements the style shows, and sound rectangles.
        var shown: Set<RowElement> = []
        if style.hasImage { shown.insert(row.icon == .symbol ? .symbol : .image) }
        if style.hasTitle { shown.insert(.title) }
        if style.hasSubtitle { shown.insert(.subtitle) }
        switch style.accessory {
        case .arrow?: shown.insert(.arrow)
        case .switch?: shown.insert(.switch)
        case .check?: shown.insert(.check)
        case .info?: shown.insert(.info)
        case .trailingSymbol?: shown.insert(.trailingSymbol)
        case nil: break
        }
        let present = Set(actual.all.map(\.0))
        if present != shown {
            FuzzHarness.fail("frames of \(present.map(\.rawValue).sorted()) for a style showing \(shown.map(\.rawValue).sorted()) "
                             + "\(at), \(direction)", input: input)
        }
        for (element, r) in actual.all {
            if ![r.x, r.y, r.width, r.height].allSatisfy(\.isFinite) || r.width < 0 || r.height < 0 {
                FuzzHarness.fail("\(element.rawValue) frame \(r) \(at), \(direction): not finite or negative in size",
                                 input: input)
            }
        }
        if direction == .leftToRight {
            leftToRight = actual
        } else if let leftToRight {
            compare(leftToRight.mirrored(width: width), "the left-to-right frames mirrored", actual, "the right-to-left frames",
                    at: at, input: input)
        }
    }
}

/// Fails the run unless every frame of `actual` equals `expected`'s bit for bit.
func compare(_ expected: RowFrames, _ expectedName: String, _ actual: RowFrames, _ actualName: String, at: String,
             input: [UInt8]) {
    for element in RowElement.allCases {
        let e = expected[element], a = actual[element]
        let same = switch (e, a) {
        case (nil, nil): true
        case let (e?, a?): [e.x, e.y, e.width, e.height].map(\.bitPattern) == [a.x, a.y, a.width, a.height].map(\.bitPattern)
        default: false
        }
        if !same {
            FuzzHarness.fail("\(element.rawValue) \(at): \(String(describing: e)) from \(expectedName), "
                             + "\(String(describing: a)) from \(actualName)", input: input)
        }
    }
}

FuzzHarness.main(fuzzLayout)
