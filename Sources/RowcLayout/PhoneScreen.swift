// PhoneScreen.swift draws one spec as a phone shows it at one width, text size, appearance and locale: a list of sections.

import RowKit
import RowcSema

/// One spec's whole list as the phone shows it, scrolled into one piece: a status bar, the spec's
/// name as the large title, then each section (header, rows at their frames with separators
/// between them, footer) on the background of the list's style, and the home indicator.
/// Rows are drawn by `RowPanel` as the gallery draws them, without its outlines; truncated labels
/// and conflicting rows stay marked in the warning colour.
///
/// UIKit's header and footer spacing is not published; these are the report's, chosen to match
/// iOS's own Settings screen closely (grammar.md, `rowc report`, gives them).
struct PhoneScreen {
    let report: SpecReport
    /// Indices into the report's locales, sizes and widths.
    let locale: Int, size: Int, width: Int
    let appearance: RowAppearance
    var list: RowListStyle { report.list }
    /// Unique within the document, for clip paths.
    let id: String

    static let statusBarHeight = 44.0
    static let titleBarHeight = 52.0
    static let largeTitleSize = 34.0
    /// Where header and footer text starts: UIKit's layout margin on an iPhone.
    static let textMargin = 16.0
    /// Between sections of a grouped list, and below the last.
    static let sectionGap = 35.0
    static let headerAbove = 17.0, headerBelow = 7.0, footerAbove = 7.0
    static let homeIndicatorHeight = 34.0
    static let cornerRadius = 36.0

    var contentWidth: Double { report.widths[width] }
    /// The rows' cells at this width: inset from the phone's edges in an inset grouped list.
    var cell: RowCellGeometry { RowCellGeometry(deviceWidth: contentWidth, style: list) }
    var cellX: Double { (contentWidth - cell.width) / 2 }
    var textSize: Double { RowTextStyle.footnote.pointSize(at: report.sizes[size]) }
    var lineHeight: Double { (textSize * 1.35).rounded(.up) }
    var isRightToLeft: Bool {
        report.direction == .rightToLeft || report.locales[locale].map(report.mirroredLocales.contains) == true
    }

    /// The screen's SVG elements, its origin at the top-left corner, and its height.
    func render(palette: SVGPalette) -> (body: String, height: Double) {
        var content = SVGCanvas(palette: palette)
        var y = Self.statusBarHeight + Self.titleBarHeight
        for (s, section) in report.sections[locale].enumerated() {
            y = drawHeader(section.title, at: y, on: &content)
            // A section of a model's rows (`rows:Person`) shows the model's shapes after its own rows.
            let shapes = section.model.map { model in report.shapes.indices.filter { report.shapes[$0].shape?.model == model } } ?? []
            y = drawRows(section.rows.map { (report.rows[$0], "\(id)r\($0)") } + shapes.map { (report.shapes[$0], "\(id)s\(s)m\($0)") },
                         at: y, on: &content)
            y = drawFooter(section.footer, at: y, on: &content)
        }
        // Each model no section shows after the sections, as a section of its shapes headed with its name.
        let shownInSections = Set(report.sections[locale].compactMap(\.model))
        var first = 0
        while first < report.shapes.count {
            let model = report.shapes[first].shape?.model
            let end = report.shapes[first...].firstIndex { $0.shape?.model != model } ?? report.shapes.count
            if !shownInSections.contains(model ?? "") {
                y = drawHeader(model, at: y, on: &content)
                y = drawRows((first..<end).map { (report.shapes[$0], "\(id)m\($0)") }, at: y, on: &content)
            }
            first = end
        }
        let height = y + (list.isGrouped ? Self.sectionGap : 0) + Self.homeIndicatorHeight
        return (frame(content.body, height: height, palette: palette), height)
    }

    /// The content on the list's background, with the status bar, the large title and the home
    /// indicator, clipped to the phone's rounded outline.
    private func frame(_ content: String, height: Double, palette: SVGPalette) -> String {
        let f = PointFormat.string
        let w = contentWidth
        let outline = "x=\"0\" y=\"0\" width=\"\(f(w))\" height=\"\(f(height))\" rx=\"\(f(Self.cornerRadius))\""
        let label = RowColor.System.label.resolved(in: appearance)
        let name = report.file.path.split(separator: "/").last ?? ""
        let title = name.hasSuffix(".rows") ? String(name.dropLast(5)) : String(name)
        var out = "<clipPath id=\"\(id)\"><rect \(outline)/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
        out += "<rect width=\"\(f(w))\" height=\"\(f(height))\" fill=\"\(SVGCanvas.hex(list.background.resolved(in: appearance)))\"/>\n"
        out += SVGCanvas.textElement("9:41", x: isRightToLeft ? w - 30 : 30, baseline: 30, size: 15, color: label, weight: 600,
                                     anchorEnd: isRightToLeft)
        out += SVGCanvas.textElement(title, x: isRightToLeft ? w - Self.textMargin : Self.textMargin,
                                     baseline: Self.statusBarHeight + 41, size: Self.largeTitleSize, color: label, weight: 700,
                                     anchorEnd: isRightToLeft, family: ReportSVG.labelFont)
        out += content
        let bar = 134.0
        out += "<rect x=\"\(f((w - bar) / 2))\" y=\"\(f(height - 13))\" width=\"\(f(bar))\" height=\"5\" rx=\"2.5\" fill=\"\(SVGCanvas.hex(label))\"/>\n"
        return out + "</g>\n<rect \(outline) fill=\"none\" stroke=\"\(palette.panelStroke)\" stroke-width=\"1\"/>\n"
    }

    /// The space above a section and its header's lines; returns where its rows start.
    private func drawHeader(_ title: String?, at top: Double, on canvas: inout SVGCanvas) -> Double {
        guard let title, !title.isEmpty else {
            return top + (list.isGrouped ? Self.sectionGap : 0)
        }
        let shown = list.capitalizesHeaders ? title.uppercased() : title
        let y = drawText(shown, at: top + Self.headerAbove, on: &canvas)
        return y + Self.headerBelow
    }

    /// The footer's lines under a section; returns where the space before the next section starts.
    private func drawFooter(_ footer: String?, at top: Double, on canvas: inout SVGCanvas) -> Double {
        guard let footer, !footer.isEmpty else { return top }
        return drawText(footer, at: top + Self.footerAbove, on: &canvas)
    }

    /// Header or footer text from `top`, wrapped between the margins, in the footnote text style
    /// and `secondaryLabel`; returns the bottom of its last line.
    private func drawText(_ text: String, at top: Double, on canvas: inout SVGCanvas) -> Double {
        let color = RowColor.System.secondaryLabel.resolved(in: appearance)
        let lines = report.metrics.lineTexts(text, fontSize: textSize, width: contentWidth - 2 * Self.textMargin)
        let x = isRightToLeft ? contentWidth - Self.textMargin : Self.textMargin
        for (i, line) in lines.enumerated() {
            let baseline = top + Double(i) * lineHeight + lineHeight * 0.75
            canvas.raw(SVGCanvas.textElement(line, x: x, baseline: baseline, size: textSize, color: color,
                                             anchorEnd: isRightToLeft, family: ReportSVG.labelFont))
        }
        return top + Double(lines.count) * lineHeight
    }

    /// The section's rows from `top`, with separators between them (and, in a grouped list, at
    /// the section's top and bottom edges); returns the bottom of the last row. Each row comes
    /// with the id its clip paths start with.
    private func drawRows(_ rows: [(row: RowReport, id: String)], at top: Double, on canvas: inout SVGCanvas) -> Double {
        let separator = RowColor.System.separator.resolved(in: appearance)
        let hairline = 0.5
        var y = top
        for (r, (row, rowID)) in rows.enumerated() {
            let layout = report.layout(of: row, locale: locale, size: size, width: width)
            canvas.openGroup(x: cellX, y: y)
            RowPanel(layout: layout, theme: report.theme(of: row.row), appearance: appearance, metrics: report.metrics, row: row.row,
                     id: rowID, outlined: false).draw(on: &canvas)
            canvas.closeGroup()
            y += layout.height
            if r != rows.count - 1 {
                let (from, to) = separatorSpan(layout, theme: report.theme(of: row.row), button: row.row.style.isButton)
                canvas.raw(SVGCanvas.hairline(x1: from, x2: to, y: y - hairline / 2, width: hairline, color: separator))
            }
        }
        if list == .grouped && !rows.isEmpty {
            canvas.raw(SVGCanvas.hairline(x1: 0, x2: contentWidth, y: top + hairline / 2, width: hairline, color: separator))
            canvas.raw(SVGCanvas.hairline(x1: 0, x2: contentWidth, y: y - hairline / 2, width: hairline, color: separator))
        }
        return y
    }

    /// A separator runs from where the row's text starts to the row's trailing edge, as the
    /// separators of iOS's own lists line up with their text past the icon; under a button's
    /// centred title, from the leading inset.
    private func separatorSpan(_ layout: RowAnalysis, theme: RowTheme, button: Bool) -> (Double, Double) {
        let text = button ? nil : layout.frames.title ?? layout.frames.subtitle
        let inset = theme.atLayoutMargin(layout.cell.margin).leadingInset
        if isRightToLeft { return (cellX, cellX + (text?.maxX ?? cell.width - inset)) }
        return (cellX + (text?.x ?? inset), cellX + cell.width)
    }
}
