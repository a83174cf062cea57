// ReportText.swift renders layout reports as aligned plain text for people.

import RowcDiagnostics
import RowcSema

/// The text report: per file a header, per row a header and a table of frames by width
/// with warnings under the width they occur at, then one summary line for all files.
public enum ReportText {
    public static func render(_ reports: [SpecReport]) -> String {
        var out = ""
        for report in reports {
            out += file(report)
        }
        out += "summary: " + ReportTally(reports).summary + "\n"
        return out
    }

    static func file(_ report: SpecReport) -> String {
        let widths = report.widths.map(PointFormat.string).joined(separator: ", ")
        let direction = report.direction == .leftToRight ? "left to right" : "right to left"
        let rows = report.rows.count == 1 ? "1 row" : "\(report.rows.count) rows"
        var out = "\(report.file.path): \(rows) at widths \(widths), \(direction)\n"
        for d in report.themeDiagnostics {
            let location = report.file.location(of: d.span.start)
            out += "  \(location.line):\(location.column): \(d.severity.rawValue): \(d.message) [\(d.code.id)]\n"
        }
        out += "\n"
        for row in report.rows {
            out += self.row(row)
            out += "\n"
        }
        return out
    }

    static func row(_ report: RowReport) -> String {
        let row = report.row
        var out = "row \(row.name), line \(report.line)\n"
        let minimum = report.layouts.first.map { ", minimum width " + PointFormat.string($0.minimumWidth) } ?? ""
        out += "  style \(row.style.rawValue) (\(row.style.displayName)), reuse identifier \(row.style.reuseIdentifier)\(minimum)\n"
        var table = TextTable([.right, .left, .right, .right, .right, .right, .left])
        table.add(["at", "element", "x", "y", "width", "height", "text"])
        for layout in report.layouts {
            var first = true
            for (element, frame) in layout.frames.all {
                let width = first ? PointFormat.string(layout.width) : ""
                first = false
                table.add([width, element.rawValue] + [frame.x, frame.y, frame.width, frame.height].map(PointFormat.string)
                          + [text(layout, element)])
            }
            for d in layout.diagnostics {
                table.addText("\(d.severity.rawValue): \(d.message) [\(d.code.id)]", fromColumn: 1)
            }
        }
        return out + table.render(indent: "  ")
    }

    /// `181.4` for a label that shows in full, `412.13 truncated` for one that does not.
    static func text(_ layout: RowAnalysis, _ element: Element) -> String {
        let label = element == .title ? layout.title : element == .subtitle ? layout.subtitle : nil
        guard let label else { return "" }
        return PointFormat.string(label.natural) + (label.truncated ? " truncated" : "")
    }
}
