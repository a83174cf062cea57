// SpecReport.swift gathers a spec's rows laid out at every requested width: what the report formats render.

import RowcDiagnostics
import RowcSema
import RowcSource

/// One row of a spec and its layouts: for each requested text size, in `ContentSize` order,
/// one per requested width, in the order requested.
public struct RowReport: Sendable {
    public var row: CheckedRow
    /// 1-based line of the row's declaration.
    public var line: Int
    public var layouts: [RowAnalysis]

    /// For each width at which `element` truncates at some size, the first size (smallest
    /// first) at which it does: what "title truncated at 320 from xxLarge" says.
    public func firstTruncations(of element: Element) -> [(width: Double, size: ContentSize)] {
        var found: [(width: Double, size: ContentSize)] = []
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
    public var file: SourceFile
    public var theme: Theme
    public var metrics: TextMetrics
    public var direction: LayoutDirection
    public var widths: [Double]
    /// The text sizes laid out, in `ContentSize` order.
    public var sizes: [ContentSize]
    public var rows: [RowReport]
    /// Theme checks (E301, W303), not tied to a row or width.
    public var themeDiagnostics: [Diagnostic]

    public init(spec: CheckedSpec, widths: [Double], sizes: [ContentSize] = [.default], direction: LayoutDirection,
                metrics: TextMetrics) {
        let analyzer = RowAnalyzer(spec: spec, metrics: metrics)
        file = spec.file
        theme = spec.theme
        self.metrics = metrics
        self.direction = direction
        self.widths = widths
        let sizes = ContentSize.allCases.filter(sizes.contains)
        self.sizes = sizes
        themeDiagnostics = spec.themeDiagnostics
        rows = spec.rows.map { row in
            RowReport(row: row, line: spec.line(of: row.span),
                      layouts: sizes.flatMap { size in
                          widths.map { analyzer.analyze(row, width: $0, size: size, direction: direction) }
                      })
        }
    }

    /// Every diagnostic of the report: the theme's, then each row's at each width.
    public var diagnostics: [Diagnostic] {
        themeDiagnostics + rows.flatMap { $0.layouts.flatMap(\.diagnostics) }
    }

    public var hasErrors: Bool { themeDiagnostics.contains { $0.severity == .error } }
}

/// Counts over one or more reports, for the summary line.
public struct ReportTally: Sendable {
    public var files = 0, rows = 0, layouts = 0
    public var truncatedLabels = 0, conflicts = 0, themeWarnings = 0

    public init(_ reports: [SpecReport]) {
        files = reports.count
        for report in reports {
            rows += report.rows.count
            themeWarnings += report.themeDiagnostics.count { $0.severity == .warning }
            for layout in report.rows.flatMap(\.layouts) {
                layouts += 1
                truncatedLabels += layout.labels.count { $0.1.truncated }
                conflicts += layout.conflict == nil ? 0 : 1
            }
        }
    }

    public var warnings: Int { truncatedLabels + conflicts + themeWarnings }

    /// `6 rows at 2 widths in 1 file: 2 truncated labels, 1 conflict`.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var problems: [String] = []
        if truncatedLabels > 0 { problems.append(count(truncatedLabels, "truncated label")) }
        if conflicts > 0 { problems.append(count(conflicts, "conflict")) }
        if themeWarnings > 0 { problems.append(count(themeWarnings, "theme warning")) }
        let what = "\(count(rows, "row")) in \(count(files, "file")), \(count(layouts, "layout"))"
        return what + ": " + (problems.isEmpty ? "no layout problems" : problems.joined(separator: ", "))
    }
}
