// ScreenSVG.swift draws layout reports as screens: each spec as the phone shows it, one phone per width, size, appearance and locale.

import RowKit
import RowcSema

/// The screen report (`rowc report --format svg`). One SVG user unit is one point. For each spec
/// file, a line naming it, then a row of phones (`PhoneScreen`), each as wide as one of the
/// report's widths: for each locale, each text size, each appearance and each width, in that
/// order. Above each phone a caption says which it is; under it, each row or model shape that
/// truncates a label or does not fit, in the warning colour. The page takes the first appearance's palette.
public enum ScreenSVG {
    static let margin = 16.0
    static let columnGap = 24.0
    static let captionSize = 11.0

    public static func render(_ reports: [SpecReport], appearances: [RowAppearance]) -> String {
        var canvas = SVGCanvas(palette: .of(appearances[0]))
        canvas.y = margin
        for (f, report) in reports.enumerated() {
            drawFile(report, index: f, appearances: appearances, on: &canvas)
        }
        return canvas.document(margin: margin)
    }

    static func drawFile(_ report: SpecReport, index: Int, appearances: [RowAppearance], on canvas: inout SVGCanvas) {
        canvas.text("\(report.file.path), \(report.directionDescription), \(report.cellsDescription)", x: margin, size: 14, bold: true)
        for d in report.themeDiagnostics {
            let line = report.file.location(of: d.span.start).line
            canvas.text("line \(line): \(d.message) [\(d.code.id)]", x: margin, size: captionSize, fill: canvas.palette.warning)
        }
        let top = canvas.y + 6
        var x = margin, bottom = top
        for l in report.locales.indices {
            for s in report.sizes.indices {
                for appearance in appearances {
                    for w in report.widths.indices {
                        let phone = PhoneScreen(report: report, locale: l, size: s, width: w, appearance: appearance,
                                                id: "f\(index)l\(l)s\(s)\(appearance.rawValue)w\(w)")
                        canvas.y = top
                        let right = drawColumn(phone, caption: caption(report, l, s, appearance, w, appearances: appearances),
                                               x: x, on: &canvas)
                        bottom = max(bottom, canvas.y)
                        x = right + columnGap
                    }
                }
            }
        }
        canvas.y = bottom + 10
    }

    /// The phone with its caption above and its warnings under it, from `canvas.y`; returns the
    /// column's right edge.
    static func drawColumn(_ phone: PhoneScreen, caption: String, x: Double, on canvas: inout SVGCanvas) -> Double {
        canvas.text(caption, x: x, size: captionSize, bold: true)
        let (body, height) = phone.render(palette: .of(phone.appearance))
        canvas.openGroup(x: x, y: canvas.y + 2)
        canvas.raw(body)
        canvas.closeGroup()
        canvas.extend(toX: x + phone.contentWidth)
        canvas.y += 2 + height + 4
        let warnings = warnings(phone)
        for warning in warnings {
            canvas.text(warning, x: x, size: captionSize, fill: canvas.palette.warning)
        }
        // The column is as wide as its phone or its widest caption.
        let captions = warnings.map { SVGCanvas.captionWidth($0, size: captionSize, bold: false) }
            + [SVGCanvas.captionWidth(caption, size: captionSize, bold: true)]
        return x + max(phone.contentWidth, captions.max()!)
    }

    /// `390 pt`, then the text size, appearance and locale when the report shows more than one of each.
    static func caption(_ report: SpecReport, _ l: Int, _ s: Int, _ appearance: RowAppearance, _ w: Int, appearances: [RowAppearance]) -> String {
        var parts = ["\(fmt(report.widths[w])) pt"]
        if report.sizes.count > 1 { parts.append(report.sizes[s].rawValue) }
        if appearances.count > 1 { parts.append(appearance.rawValue) }
        if report.locales.count > 1, let code = report.locales[l] { parts.append(code) }
        return parts.joined(separator: ", ")
    }

    /// `focus: subtitle truncated`, `wide: needs width 239` for each row in trouble on this phone.
    static func warnings(_ phone: PhoneScreen) -> [String] {
        (phone.report.rows + phone.report.shapes).flatMap { row -> [String] in
            let layout = phone.report.layout(of: row, locale: phone.locale, size: phone.size, width: phone.width)
            var found = layout.labels.filter { $0.1.truncated }.map { "\(row.name): \($0.0.rawValue) truncated" }
            if layout.conflict != nil { found.append("\(row.name): needs width \(fmt(layout.minimumWidth))") }
            return found
        }
    }

    static func fmt(_ value: Double) -> String { PointFormat.string(value) }
}
