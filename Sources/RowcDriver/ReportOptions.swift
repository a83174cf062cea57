// ReportOptions.swift reads `rowc report`'s --width list, --appearance and --metrics file, rejecting bad values as usage errors.

import RowKit
import RowcDiagnostics
import RowcLayout
import RowcSema

enum ReportOptions {
    /// The widths the report lays rows out on when no --width is given, as --width writes them.
    static let defaultWidths = SpecReport.defaultWidths.map(PointFormat.string).joined(separator: ",")

    /// The narrowest width accepted, the least size a theme gives anything (E211). Much less
    /// would be printed as 0 at two decimals, and lays out nothing a device shows.
    static let minimumWidth = 1.0

    /// The widest width accepted: wider than any iPad in landscape, and small enough that
    /// a mistyped extra digit is caught rather than drawn as an SVG a kilometre wide.
    static let maximumWidth = 10_000.0

    /// Widths in points from `320,375`: each a plain decimal number (`320`, `320.5`), from
    /// `minimumWidth` to `maximumWidth`; repeats dropped, order kept.
    static func widths(_ text: String) throws(UsageError) -> [Double] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { trimmingSpaces($0) }
        guard items.contains(where: { !$0.isEmpty }) else {
            throw UsageError("--width needs at least one width in points, as in --width 320,375")
        }
        var widths: [Double] = []
        for item in items {
            let width = try width(item, in: text)
            if !widths.contains(width) { widths.append(width) }
        }
        return widths
    }

    private static func width(_ item: String, in text: String) throws(UsageError) -> Double {
        guard !item.isEmpty else { throw UsageError("--width `\(text)` has an empty width between commas") }
        let digits = item.hasPrefix("-") ? String(item.dropFirst()) : item
        guard isDecimal(digits), let value = Double(item) else {
            throw UsageError("--width: `\(item)` is not a number of points; write widths such as 320,375")
        }
        guard value > 0 else { throw UsageError("--width: `\(item)` is not a width; widths must be at least 1 point") }
        guard value >= minimumWidth else {
            throw UsageError("--width: `\(item)` is too narrow; widths must be at least \(Int(minimumWidth)) point")
        }
        guard value <= maximumWidth else {
            throw UsageError("--width: `\(item)` is too wide; widths must be at most \(Int(maximumWidth)) points")
        }
        return value
    }

    /// `item` without the spaces and tabs around it, taken scalar by scalar: tab, the Unicode
    /// space separators (Zs) and U+200B ZERO WIDTH SPACE, as trimming `.whitespaces` did before,
    /// so a width pasted with a no-break or ideographic space still reads.
    static func trimmingSpaces(_ item: Substring) -> String {
        let scalars = item.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Digits with at most one decimal point between digits: `320`, `320.5`; not `1e3`, `.5`, `inf`.
    private static func isDecimal(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }

    /// Text sizes from `large,accessibility1` or `all`: each a `RowContentSize` name; repeats
    /// dropped. The report lays them out smallest first, whatever the order given.
    static func sizes(_ text: String) throws(UsageError) -> [RowContentSize] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { trimmingSpaces($0) }
        if items == ["all"] { return RowContentSize.allCases }
        guard items.contains(where: { !$0.isEmpty }) else {
            throw UsageError("--size needs at least one text size, as in --size large,accessibility1, or all")
        }
        var sizes: [RowContentSize] = []
        for item in items {
            guard !item.isEmpty else { throw UsageError("--size `\(text)` has an empty size between commas") }
            guard let size = RowContentSize(rawValue: item) else {
                let names = RowContentSize.allCases.map(\.rawValue) + ["all"]
                let hint = closestNames(to: item, among: names).first.map { "; did you mean `\($0)`?" } ?? ""
                throw UsageError("--size: `\(item)` is not a text size\(hint) (sizes are "
                                 + RowContentSize.allCases.map(\.rawValue).joined(separator: ", ") + ", or all)")
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        return RowContentSize.allCases.filter(sizes.contains)
    }

    /// The appearances the SVG draws, light unless `text` names others: `light`, `dark` or both,
    /// separated by commas, repeats dropped, in the order given. The screens draw each; the row
    /// gallery (svg-rows) one. Only the SVG has colours: text and JSON give frames, which are the
    /// same in both appearances, so asking either for one is a mistake, not a request to ignore.
    static func appearances(_ text: String?, format: String) throws(UsageError) -> [RowAppearance] {
        guard let text else { return [.light] }
        guard format.hasPrefix("svg") else {
            throw UsageError("--appearance applies to --format svg only; text and JSON report frames, which are the same in light and dark")
        }
        var appearances: [RowAppearance] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map({ trimmingSpaces($0) }) {
            guard let appearance = RowAppearance(rawValue: item) else {
                throw UsageError("--appearance: `\(item)` is not an appearance; use light, dark or light,dark")
            }
            if !appearances.contains(appearance) { appearances.append(appearance) }
        }
        guard format == "svg" || appearances.count == 1 else {
            throw UsageError("--format svg-rows draws one appearance; give --appearance light or dark, or use --format svg")
        }
        return appearances
    }

    /// The list style every spec's rows are laid out in, when `--list` gives one (the option
    /// parser has refused other names): it sets the cells' width, whatever `list.style` says.
    static func listStyle(_ name: String?) -> RowListStyle? {
        name.flatMap(RowListStyle.init(rawValue:))
    }

    /// The table in `path`, in the format grammar.md documents, or the built-in Inter table when nil.
    static func metrics(_ path: String?) throws(UsageError) -> RowTextMetrics {
        guard let path else { return .inter }
        let file = try SpecFiles.read(path, as: "a metrics table")
        do {
            return try RowTextMetrics(parsing: String(decoding: file.bytes, as: UTF8.self))
        } catch {
            throw UsageError("\(path):\(error.line): \(error.message)")
        }
    }

    /// The table a run measures with, and its path: `--metrics` when given, else the
    /// `rowc-metrics` file the specs' folders name (MetricsLookup), else the built-in one. One
    /// run measures with one table, so specs whose folders name different tables need `--metrics`.
    static func metrics(_ option: String?, specs: [String]) throws(UsageError) -> (RowTextMetrics, path: String?) {
        if let option { return (try metrics(option), option) }
        var found: [String: String] = [:]
        for spec in specs {
            let table = MetricsLookup.candidates(forSpecAt: spec).first { FileSystem.kind($0) == .file }
            found[table ?? ""] = found[table ?? ""] ?? spec
        }
        guard found.count <= 1 else {
            let listed = found.sorted { $0.key < $1.key }.map { $0.key.isEmpty ? "\($0.value) the built-in one" : "\($0.value) uses \($0.key)" }
            throw UsageError("the specs' folders name different metrics tables (\(listed.joined(separator: "; "))); choose one with --metrics")
        }
        guard let path = found.keys.first, !path.isEmpty else { return (.inter, nil) }
        return (try metrics(path), path)
    }
}
