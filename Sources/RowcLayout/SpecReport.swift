// SpecReport.swift gathers a spec's rows laid out at every requested width: what the report formats render.

import RowKit
import RowcDiagnostics
import RowcSema
import RowcSource

/// One locale a report lays a spec's rows out in: its code, its direction and its text.
public struct ReportLocale: Sendable {
    /// A BCP 47 code (`de`, `zh-Hans`) or a pseudolanguage (`double-length`); nil for the text of a
    /// spec that is not localized, as written.
    public var code: String?
    /// Whether rows are laid out mirrored: a right-to-left language, or the right-to-left pseudolanguage.
    public var isRightToLeft: Bool
    /// The tables the spec's texts are looked up in.
    public var tables: StringTables
    /// The text shown for a key of a table, in this locale.
    public var text: @Sendable (_ key: String, _ table: String, _ slot: TextSlot) -> String

    public init(code: String?, isRightToLeft: Bool, tables: StringTables,
                text: @escaping @Sendable (_ key: String, _ table: String, _ slot: TextSlot) -> String) {
        self.code = code
        self.isRightToLeft = isRightToLeft
        self.tables = tables
        self.text = text
    }

    /// The spec's own text, in a spec with no String Catalog.
    public static let unlocalized = ReportLocale(code: nil, isRightToLeft: false,
                                                 tables: StringTables(specTable: "", hasTable: { _ in false })) { key, _, _ in key }

    /// `row` with this locale's text.
    public func localize(_ row: CheckedRow) -> CheckedRow { row.localized(tables: tables, text) }

    /// An action's title in this locale's text; a verbatim title, and every title of a spec with
    /// no table, stays as written.
    public func title(of action: CheckedAction) -> String {
        guard !action.titleIsVerbatim, let table = tables.table(declared: action.table) else { return action.title }
        return text(action.title, table, .action)
    }

    /// `section`'s rows with its header and footer in this locale's text; verbatim texts, and
    /// all texts of a section with no table, stay as written.
    public func localize(_ section: CheckedSection) -> ReportSection {
        var shown = ReportSection(rows: section.rows, title: section.title, footer: section.footer, model: section.modelRows)
        guard let table = tables.table(declared: section.table) else { return shown }
        if let title = section.title, !section.verbatim.contains(.title) { shown.title = text(title, table, .header) }
        if let footer = section.footer, !section.verbatim.contains(.footer) { shown.footer = text(footer, table, .footer) }
        return shown
    }
}

/// A section as a report shows it: its rows (indices into the spec's rows) and its header and
/// footer in one locale.
public struct ReportSection: Hashable, Sendable {
    public var rows: Range<Int>
    public var title: String?
    public var footer: String?
    /// The model whose shapes the section shows after its rows (`rows:Person`).
    public var model: String?
}

/// One row of a spec and its layouts: for each requested locale, in the order requested, for
/// each requested text size, in `RowContentSize` order, one per requested width, in the order requested.
public struct RowReport: Sendable {
    public var row: CheckedRow
    /// 1-based line of the row's declaration.
    public var line: Int
    public var layouts: [RowAnalysis]
    /// For a model's shape, laid out as a row, which model and which of its fields are present.
    public var shape: ModelShape?
    /// The actions it offers, as the spec writes them (`swipe:delete,archive`); empty for none.
    public var actions = ""
    /// The spec's actions' names, by index, for the indices `row.actions` holds; empty when it offers none.
    public var actionNames: [String] = []
    /// For a model's shape, the sections that show the model's rows (`rows:Person`), by name.
    public var sections: [String] = []

    /// `wifi`, or `Person with avatar, without name`: how captions name it.
    public var name: String { shape.map { $0.model + $0.fieldsDescription } ?? row.name }

    /// `row wifi`, or `model Person with avatar, without name`: how headers name it.
    public var title: String { (shape == nil ? "row " : "model ") + name }

    /// For each width at which `element` truncates in some locale (at some size), those locales,
    /// in the order laid out: what "title truncated at 320 in de, ru" says.
    public func truncatingLocales(of element: RowElement) -> [(width: Double, locales: [String])] {
        var found: [(width: Double, locales: [String])] = []
        for layout in layouts where layout.labels.contains(where: { $0.0 == element && $0.1.truncated }) {
            let locale = layout.locale ?? "-"
            if let i = found.firstIndex(where: { $0.width == layout.width }) {
                if !found[i].locales.contains(locale) { found[i].locales.append(locale) }
            } else {
                found.append((layout.width, [locale]))
            }
        }
        return found
    }

    /// For each width at which `element` truncates at some size, the first size (smallest
    /// first) at which it does: what "title truncated at 320 from xxLarge" says.
    public func firstTruncations(of element: RowElement) -> [(width: Double, size: RowContentSize)] {
        var found: [(width: Double, size: RowContentSize)] = []
        for layout in layouts where layout.labels.contains(where: { $0.0 == element && $0.1.truncated }) {
            if let i = found.firstIndex(where: { $0.width == layout.width }) {
                if layout.size < found[i].size { found[i].size = layout.size }
            } else {
                found.append((layout.width, layout.size))
            }
        }
        return found
    }
}

/// The layout report of one spec file.
public struct SpecReport: Sendable {
    /// The iPhone portrait widths rows are laid out on unless told otherwise, by the report and
    /// the language server's hover (grammar.md gives their sources): 320, the narrowest iOS
    /// supports (iPhone SE, 1st generation, in Display Zoom on later phones); 375, iPhone SE (2nd
    /// and 3rd generation) and mini; 393, iPhone 15 and 16; 402, iPhone 16 Pro; 430, iPhone 15 and
    /// 16 Plus and 15 Pro Max; 440, iPhone 16 Pro Max.
    public static let defaultWidths: [Double] = [320, 375, 393, 402, 430, 440]

    public var file: SourceFile
    public var theme: RowTheme
    public var metrics: RowTextMetrics
    public var direction: RowLayoutDirection
    /// The device widths laid out; each row in its cell there (`cells`).
    public var widths: [Double]
    /// The list style the rows were laid out in: the theme's `list.style`, or `--list`.
    public var list: RowListStyle
    /// The text sizes laid out, in `RowContentSize` order.
    public var sizes: [RowContentSize]
    /// The locales laid out (their codes; nil for a spec that is not localized), in the order requested.
    public var locales: [String?]
    /// The locales laid out right to left though `direction` is left to right.
    public var mirroredLocales: [String]
    public var rows: [RowReport]
    /// Each model's shapes (`CheckedModel.shapes`), model by model, laid out as the rows are.
    public var shapes: [RowReport]
    /// For each locale laid out, in the order of `locales`, the spec's sections in that locale.
    public var sections: [[ReportSection]]
    /// RowTheme checks (E301, W303), not tied to a row or width.
    public var themeDiagnostics: [Diagnostic]

    /// The theme `row` is drawn with: the spec's, with the row's own keys set.
    public func theme(of row: CheckedRow) -> RowTheme { row.theme(over: theme) }

    /// The report of `spec` in each of `locales`; a right-to-left locale is laid out mirrored
    /// whatever `direction` says.
    public init(spec: CheckedSpec, widths: [Double], sizes: [RowContentSize] = [.default], direction: RowLayoutDirection,
                metrics: RowTextMetrics, locales: [ReportLocale] = [.unlocalized], list: RowListStyle? = nil) {
        let analyzer = RowAnalyzer(spec: spec, metrics: metrics, list: list)
        self.list = analyzer.list
        file = spec.file
        theme = spec.theme
        self.metrics = metrics
        self.direction = direction
        self.widths = widths
        let sizes = RowContentSize.allCases.filter(sizes.contains)
        self.sizes = sizes
        self.locales = locales.map(\.code)
        mirroredLocales = direction == .rightToLeft ? [] : locales.filter(\.isRightToLeft).compactMap(\.code)
        themeDiagnostics = spec.themeDiagnostics
        sections = locales.map { locale in spec.sections.map(locale.localize) }
        func layouts(_ row: CheckedRow, _ shape: ModelShape?) -> [RowAnalysis] {
            locales.flatMap { locale in
                var localized = locale.localize(row)
                // A menu row shows whichever option the app chose: laid out with its widest, every
                // option is checked for truncation.
                if !row.actions.choices.isEmpty {
                    let engine = analyzer.engine
                    localized.subtitle = row.actions.choices.map { locale.title(of: spec.actions[$0]) }.max {
                        metrics.width(of: $0, fontSize: engine.subtitleFontSize) < metrics.width(of: $1, fontSize: engine.subtitleFontSize)
                    }
                }
                let direction = locale.isRightToLeft ? .rightToLeft : direction
                return sizes.flatMap { size in
                    widths.map {
                        analyzer.analyze(localized, width: $0, size: size, direction: direction, locale: locale.code,
                                         subject: shape?.subject)
                    }
                }
            }
        }
        rows = spec.rows.map { row in
            RowReport(row: row, line: spec.line(of: row.span), layouts: layouts(row, nil), actions: spec.actionsText(row.actions),
                      actionNames: row.actions.isEmpty ? [] : spec.actions.map(\.name))
        }
        shapes = spec.models.flatMap { model in
            model.shapes.map { shape in
                var report = RowReport(row: shape.row, line: spec.line(of: model.span), layouts: layouts(shape.row, shape), shape: shape,
                                       actions: spec.actionsText(model.actions),
                                       actionNames: model.actions.isEmpty ? [] : spec.actions.map(\.name))
                report.sections = spec.sections.compactMap { $0.modelRows == model.name ? $0.name : nil }
                return report
            }
        }
    }

    /// The layout of `row` for the locale, size and width at these indices of `locales`, `sizes`
    /// and `widths`: layouts go locale by locale, size by size, width by width.
    public func layout(of row: RowReport, locale: Int, size: Int, width: Int) -> RowAnalysis {
        row.layouts[(locale * sizes.count + size) * widths.count + width]
    }

    /// The rows' cells at each width, in the order of `widths`.
    public var cells: [RowCellGeometry] { widths.map { RowCellGeometry(deviceWidth: $0, style: list) } }

    /// What the headers say the rows were laid out at: `plain list, cells 320, 375` (or each
    /// cell after its device width when they differ: `insetGrouped list, cells 288 at 320, ...`).
    public var cellsDescription: String { Self.cellsDescription(widths: widths, list: list) }

    /// `cellsDescription` of rows laid out at `widths` in `list`.
    public static func cellsDescription(widths: [Double], list: RowListStyle) -> String {
        let cells = widths.map { width in
            let cell = RowCellGeometry(deviceWidth: width, style: list).width
            return PointFormat.string(cell) + (cell == width ? "" : " at " + PointFormat.string(width))
        }
        return "\(list.rawValue) list, cells " + cells.joined(separator: ", ")
    }

    /// The direction as the text and SVG reports name it: "left to right", and the locales
    /// laid out right to left all the same, "left to right (ar, he mirrored)".
    public var directionDescription: String {
        guard direction == .leftToRight else { return "right to left" }
        return mirroredLocales.isEmpty ? "left to right" : "left to right (\(mirroredLocales.joined(separator: ", ")) mirrored)"
    }

    /// Every diagnostic of the report: the theme's, then each row's at each width, then each model shape's.
    public var diagnostics: [Diagnostic] {
        themeDiagnostics + (rows + shapes).flatMap { $0.layouts.flatMap(\.diagnostics) }
    }

    /// `3 rows`, and `, 4 model shapes` when the spec has models: what the headers count.
    public var countDescription: String {
        ReportTally.count(rows.count, "row") + (shapes.isEmpty ? "" : ", " + ReportTally.count(shapes.count, "model shape"))
    }

    public var hasErrors: Bool { themeDiagnostics.contains { $0.severity == .error } }
}

/// Counts over one or more reports, for the summary line.
public struct ReportTally: Sendable {
    public var files = 0, rows = 0, shapes = 0, layouts = 0
    public var truncatedLabels = 0, conflicts = 0, themeWarnings = 0

    public init(_ reports: [SpecReport]) {
        files = reports.count
        for report in reports {
            rows += report.rows.count
            shapes += report.shapes.count
            themeWarnings += report.themeDiagnostics.count { $0.severity == .warning }
            for layout in (report.rows + report.shapes).flatMap(\.layouts) {
                layouts += 1
                truncatedLabels += layout.labels.count { $0.1.truncated }
                conflicts += layout.conflict == nil ? 0 : 1
            }
        }
    }

    public var warnings: Int { truncatedLabels + conflicts + themeWarnings }

    /// `6 rows in 1 file, 12 layouts: 2 truncated labels, 1 conflict`, with `, 3 model shapes`
    /// after the rows when there are models.
    public var summary: String {
        var problems: [String] = []
        if truncatedLabels > 0 { problems.append(Self.count(truncatedLabels, "truncated label")) }
        if conflicts > 0 { problems.append(Self.count(conflicts, "conflict")) }
        if themeWarnings > 0 { problems.append(Self.count(themeWarnings, "theme warning")) }
        let shown = Self.count(rows, "row") + (shapes == 0 ? "" : ", " + Self.count(shapes, "model shape"))
        let what = "\(shown) in \(Self.count(files, "file")), \(Self.count(layouts, "layout"))"
        return what + ": " + (problems.isEmpty ? "no layout problems" : problems.joined(separator: ", "))
    }

    /// `1 row`, `2 rows`.
    static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
