// ReportJSON.swift renders layout reports as JSON in the shape grammar.md documents.

import RowKit
import RowcDiagnostics
import RowcJSON
import RowcSema

/// The JSON report: one object per file (an array of them for several files). Keys keep
/// the documented order; every length is in points, rounded to two decimals.
public enum ReportJSON {
    /// One file's object alone, or an array when there are several (or none).
    public static func render(_ reports: [SpecReport]) -> String {
        let value = reports.count == 1 ? object(reports[0]) : .array(reports.map(object))
        return value.serialized(pretty: true) + "\n"
    }

    public static func object(_ report: SpecReport) -> JSON {
        .object([
            ("file", .string(report.file.path)),
            ("rows", .array(report.rows.map { row($0, report) })),
            ("shapes", .array(report.shapes.map { row($0, report) })),
            ("direction", .string(report.direction.rawValue)),
            ("widths", .array(report.widths.map(number))),
            ("list", .string(report.list.rawValue)),
            ("cellWidths", .array(report.cells.map { number($0.width) })),
            ("sizes", .array(report.sizes.map { .string($0.rawValue) })),
            ("locales", .array(report.locales.map { $0.map(JSON.string) ?? .null })),
            ("diagnostics", .array(report.themeDiagnostics.map { JSONRenderer.object($0, in: report.file) })),
        ])
    }

    /// A row, or a model's shape: its model, the optional fields present and absent, and the
    /// texts it was laid out with in place of the name.
    static func row(_ row: RowReport, _ report: SpecReport) -> JSON {
        var head: [(String, JSON)] = [("name", .string(row.row.name))]
        if let shape = row.shape {
            head = [
                ("model", .string(shape.model)),
                ("present", .array(shape.present.map(JSON.string))),
                ("absent", .array(shape.absent.map(JSON.string))),
                ("sections", .array(row.sections.map(JSON.string))),
                ("texts", .object([(RowElement.image, row.row.image), (.symbol, row.row.symbol), (.title, row.row.title),
                                   (.subtitle, row.row.subtitle)].compactMap { element, text in
                    text.map { (element.rawValue, .string($0)) }
                })),
            ]
        }
        var fields = head + [
            ("line", .int(row.line)),
            ("style", .string(row.row.style.name)),
            ("reuseIdentifier", .string(row.row.style.reuseIdentifier)),
        ]
        // Only a row that takes texts from the app has fields, so other reports read as before.
        if !row.row.fields.isEmpty {
            fields.append(("fields", .array(row.row.fields.map { field in
                .object([("slot", .string(field.slot.rawValue)), ("field", .string(field.name)),
                         ("sample", field.sample.map(JSON.string) ?? .null)])
            })))
        }
        // Only a row that offers actions has them, so other reports read as before.
        if !row.row.actions.isEmpty {
            let offered = row.row.actions
            fields.append(("actions", .object([("leadingSwipe", offered.leading), ("swipe", offered.trailing),
                                                ("contextMenu", offered.menu), ("menu", offered.choices)].map { key, list in
                (key, .array(list.map { JSON.string(row.actionNames[$0]) }))
            })))
        }
        // Only a row whose subtitle's place holds a badge says so, so other reports read as before.
        if row.row.isBadge { fields.append(("badge", .bool(true))) }
        // Only a row that writes theme keys of its own has them, so other reports read as before.
        if !row.row.themeKeys.isEmpty {
            fields.append(("themeKeys", .object(row.row.themeKeys.map { ($0.key.name, .string(ThemeKey.spelling($0.value))) })))
        }
        return .object(fields + [
            ("layouts", .array(row.layouts.map { layout($0, report) })),
            ("minimumWidth", number(row.layouts.first?.minimumWidth ?? 0)),
            ("fullTextWidth", number(row.layouts.first?.fullTextWidth ?? 0)),
        ])
    }

    static func layout(_ layout: RowAnalysis, _ report: SpecReport) -> JSON {
        var text: [(String, JSON)] = []
        for (element, label) in layout.labels {
            var members: [(String, JSON)] = [
                ("natural", number(label.natural)),
                ("truncated", .bool(label.truncated)),
                ("available", number(label.available)),
            ]
            // Only a label that may wrap has lines to list, so one-line labels read as they always have.
            if label.wraps {
                members.append(("neededLines", .int(label.needed)))
                members.append(("lines", .array(label.lines.map { .object([("text", .string($0.text)), ("frame", rect($0.frame))]) })))
            }
            text.append((element.rawValue, .object(members)))
        }
        var members: [(String, JSON)] = [
            ("width", number(layout.width)),
            ("cellWidth", number(layout.cell.width)),
            ("margin", number(layout.cell.margin)),
            ("size", .string(layout.size.rawValue)),
            ("locale", layout.locale.map(JSON.string) ?? .null),
            ("direction", .string(layout.direction.rawValue)),
            ("height", number(layout.height)),
            ("frames", .object(layout.frames.all.map { ($0.0.rawValue, rect($0.1)) })),
            ("text", .object(text)),
            ("diagnostics", .array(layout.diagnostics.map { JSONRenderer.object($0, in: report.file) })),
        ]
        if let chain = layout.conflict {
            members.append(("conflict", .object([
                ("constraints", .array(chain.map { .string($0.description) })),
                ("minimumWidth", number(layout.minimumWidth)),
            ])))
        }
        return .object(members)
    }

    static func rect(_ r: RowRect) -> JSON {
        .object([("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height))])
    }

    /// Points rounded to hundredths; whole numbers print without a fraction.
    static func number(_ value: Double) -> JSON {
        .double(PointFormat.rounded(value))
    }
}
