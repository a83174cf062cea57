// ReportText.swift renders layout reports as aligned plain text for people.

import RowKit
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
        // The default size alone is not named, so a report of one size reads as it always has.
        let sizes = report.sizes == [.default] ? ""
            : ", text size\(report.sizes.count == 1 ? "" : "s") " + report.sizes.map(\.rawValue).joined(separator: ", ")
        // A spec that is not localized names no locale, so its report reads as it always has.
        let codes = report.locales.compactMap { $0 }
        let locales = codes.isEmpty ? "" : ", locale\(codes.count == 1 ? "" : "s") " + codes.joined(separator: ", ")
        var out = "\(report.file.path): \(report.countDescription) at widths \(widths) (\(report.cellsDescription))\(sizes)\(locales), \(report.directionDescription)\n"
        for d in report.themeDiagnostics {
            let location = report.file.location(of: d.span.start)
            out += "  \(location.line):\(location.column): \(d.severity.rawValue): \(d.message) [\(d.code.id)]\n"
        }
        out += "\n"
        for row in report.rows + report.shapes {
            out += self.row(row)
            out += "\n"
        }
        return out
    }

    static func row(_ report: RowReport) -> String {
        let row = report.row
        var out = "\(report.title), line \(report.line)\n"
        let minimum = report.layouts.first.map { ", minimum width " + PointFormat.string($0.minimumWidth) } ?? ""
        out += "  style \(row.style.name) (\(row.style.displayName)), reuse identifier \(row.style.reuseIdentifier)\(minimum)\n"
        if !row.themeKeys.isEmpty { out += "  theme keys of its own: " + row.themeKeys.map(\.text).joined(separator: " ") + "\n" }
        if report.shape != nil { out += "  shown with " + shownTexts(row) + "\n" }
        if !report.actions.isEmpty { out += "  actions: " + report.actions + "\n" }
        if !row.actions.choices.isEmpty { out += "  a menu, laid out with its widest option: each is checked\n" }
        if row.isBadge { out += "  the subtitle is a badge, drawn on its capsule\n" }
        if !report.sections.isEmpty {
            out += "  in section " + report.sections.joined(separator: ", ") + ", after its fixed rows\n"
        }
        if !row.fields.isEmpty { out += "  from the app, shown with " + fieldTexts(row) + "\n" }
        var table = TextTable([.right, .left, .right, .right, .right, .right, .left])
        table.add(["at", "element", "x", "y", "width", "height", "text"])
        let namesSizes = report.layouts.contains { $0.size != .default }
        let namesLocales = Set(report.layouts.map(\.locale)).count > 1
        var previous: RowAnalysis?
        for layout in report.layouts {
            if namesLocales && layout.locale != previous?.locale, let locale = layout.locale {
                let mirrored = layout.direction == .rightToLeft ? ", right to left" : ""
                table.addText("locale \(locale)\(mirrored)")
            }
            if namesSizes && (layout.size != previous?.size || layout.locale != previous?.locale) {
                let sameSize = report.layouts.filter {
                    $0.size == layout.size && $0.locale == layout.locale && $0.direction == layout.direction
                }
                table.addText("text size \(layout.size.rawValue): " + rowHeights(sameSize))
            }
            previous = layout
            var first = true
            for (element, frame) in layout.frames.all {
                let width = first ? PointFormat.string(layout.width) : ""
                first = false
                table.add([width, element.rawValue] + [frame.x, frame.y, frame.width, frame.height].map(PointFormat.string)
                          + [text(layout, element)])
                for (index, line) in (label(layout, element)?.lines ?? []).enumerated() {
                    table.add(["", "  line \(index + 1)"]
                              + [line.frame.x, line.frame.y, line.frame.width, line.frame.height].map(PointFormat.string)
                              + [RowColor.quoted(line.text)])
                }
            }
            for d in layout.diagnostics {
                table.addText("\(d.severity.rawValue): \(d.message) [\(d.code.id)]", fromColumn: 1)
            }
        }
        out += table.render(indent: "  ")
        if namesLocales {
            for element in [RowElement.title, .subtitle] {
                let widths = report.truncatingLocales(of: element)
                guard !widths.isEmpty else { continue }
                let at = widths.map { "at \(PointFormat.string($0.width)) in \($0.locales.joined(separator: ", "))" }
                out += "  \(element.rawValue) truncated " + at.joined(separator: "; ") + "\n"
            }
        }
        guard namesSizes else { return out }
        for element in [RowElement.title, .subtitle] {
            let firsts = report.firstTruncations(of: element)
            guard !firsts.isEmpty else { continue }
            let at = firsts.map { "at \(PointFormat.string($0.width)) from \($0.size.rawValue)" }
            out += "  \(element.rawValue) truncated " + at.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// `image "avatar", title "Kim Ji-woo", subtitle "role"`: what a model's shape was laid out with.
    public static func shownTexts(_ row: CheckedRow) -> String {
        [(RowElement.image, row.image), (.symbol, row.symbol), (.title, row.title), (.subtitle, row.subtitle)]
            .compactMap { element, text in
            text.map { "\(element.rawValue) \(RowColor.quoted($0))" }
        }.joined(separator: ", ")
    }

    /// `row height 44`; where the row's labels stack or wrap at some widths only, each width's:
    /// `subtitle $network "Home", title $name "name"`: each text the app supplies, with what the report shows for it.
    static func fieldTexts(_ row: CheckedRow) -> String {
        row.fields.map { "\($0.slot.rawValue) $\($0.name) \(RowColor.quoted($0.text))" }.joined(separator: ", ")
    }

    /// `row height 66 at 320, 44 at 390`.
    static func rowHeights(_ layouts: [RowAnalysis]) -> String {
        guard let first = layouts.first, layouts.contains(where: { $0.height != first.height }) else {
            return "row height " + PointFormat.string(layouts.first?.height ?? 0)
        }
        return "row height " + layouts.map { PointFormat.string($0.height) + " at " + PointFormat.string($0.width) }
            .joined(separator: ", ")
    }

    /// `181.4` for a one-line label that shows in full, `412.13 truncated` for one that does
    /// not; `2 lines` for a label that wraps, `2 lines, needs 3` for one that leaves lines out.
    static func text(_ layout: RowAnalysis, _ element: RowElement) -> String {
        guard let label = label(layout, element) else { return "" }
        guard label.wraps else { return PointFormat.string(label.natural) + (label.truncated ? " truncated" : "") }
        return "\(label.lines.count) line\(label.lines.count == 1 ? "" : "s")" + (label.truncated ? ", needs \(label.needed)" : "")
    }

    static func label(_ layout: RowAnalysis, _ element: RowElement) -> LabelText? {
        element == .title ? layout.title : element == .subtitle ? layout.subtitle : nil
    }
}
