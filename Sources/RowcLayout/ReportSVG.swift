// ReportSVG.swift draws the row gallery (`--format svg-rows`): every row at every width, to scale, its frames outlined.

import RowKit
import RowcSema

/// The row gallery. One SVG user unit is one point. Each row at each width, then each model's
/// shapes, is a panel the row's size, captioned with the row's name (or the model's and its
/// fields present) and the width; its element boxes, the text
/// as it would show (cut with an ellipsis when truncated) and the chevron are drawn at
/// their frames. Truncated labels and conflicting rows are outlined in the palette's warning
/// colour. Each panel is drawn in one appearance: on the theme's background of that appearance,
/// with its title, subtitle and arrow colours there, and the page in the palette of it.
///
/// Captions use the generic `sans-serif` family. Label text asks for Inter, the font the
/// built-in metrics were measured from, and falls back to `sans-serif`; its `textLength` is
/// the measured width, so browsers draw it exactly as wide as the report says in any font.
/// (librsvg ignores `textLength`: there, without Inter installed, a wider fallback font
/// shows a little less of the text.) Each label's text is clipped to its frame, as UILabel clips it.
public enum ReportSVG {
    static let margin = 16.0
    static let captionSize = 11.0
    static let labelFont = "Inter, sans-serif"

    public static func render(_ reports: [SpecReport], appearance: RowAppearance = .light) -> String {
        var canvas = SVGCanvas(palette: .of(appearance))
        canvas.y = margin
        for (f, report) in reports.enumerated() {
            drawFile(report, index: f, appearance: appearance, on: &canvas)
        }
        return canvas.document(margin: margin)
    }

    static func drawFile(_ report: SpecReport, index: Int, appearance: RowAppearance, on canvas: inout SVGCanvas) {
        canvas.text("\(report.file.path), \(report.directionDescription), \(report.cellsDescription)", x: margin, size: 14, bold: true)
        for d in report.themeDiagnostics {
            let line = report.file.location(of: d.span.start).line
            canvas.text("line \(line): \(d.message) [\(d.code.id)]", x: margin, size: captionSize, fill: canvas.palette.warning)
        }
        canvas.y += 6
        for (r, row) in (report.rows + report.shapes).enumerated() {
            let style = row.row.style
            let heading = row.shape == nil ? row.name : "\(row.title) (\(ReportText.shownTexts(row.row)))"
            canvas.text("\(heading): \(style.displayName), \(style.reuseIdentifier), line \(row.line)",
                        x: margin, size: 12, bold: true)
            for (w, layout) in row.layouts.enumerated() {
                caption(row.name, layout, showsSize: report.sizes.count > 1, showsLocale: report.locales.count > 1, on: &canvas)
                canvas.openGroup(x: margin, y: canvas.y)
                RowPanel(layout: layout, theme: report.theme(of: row.row), appearance: appearance, metrics: report.metrics, row: row.row,
                         id: "f\(index)r\(r)w\(w)").draw(on: &canvas)
                canvas.closeGroup()
                canvas.extend(toX: margin + layout.cell.width)
                canvas.y += layout.height + 10
            }
            canvas.y += 8
        }
    }

    /// `name at 320` (`name at 320, xxLarge, de` when the report has several text sizes and
    /// locales), then each warning in the warning colour.
    static func caption(_ name: String, _ layout: RowAnalysis, showsSize: Bool, showsLocale: Bool, on canvas: inout SVGCanvas) {
        let size = showsSize ? ", \(layout.size.rawValue)" : ""
        let locale = showsLocale ? layout.locale.map { ", \($0)" } ?? "" : ""
        var parts: [(String, String?)] = [("\(name) at \(fmt(layout.width))\(size)\(locale)", nil)]
        for (element, label) in layout.labels where label.truncated {
            let why = label.wraps ? "needs \(label.needed) lines, shows \(label.lines.count)"
                : "\(fmt(label.natural)) > \(fmt(label.available))"
            parts.append(("\(element.rawValue) truncated: \(why)", canvas.palette.warning))
        }
        if layout.conflict != nil {
            parts.append(("conflict: needs width \(fmt(layout.minimumWidth))", canvas.palette.warning))
        }
        canvas.caption(parts, x: margin, size: captionSize)
    }

    static func fmt(_ value: Double) -> String { PointFormat.string(value) }
}

/// One row at one width, drawn with its top-left corner at the group's origin.
struct RowPanel {
    let layout: RowAnalysis
    let theme: RowTheme
    let appearance: RowAppearance
    let metrics: RowTextMetrics
    let row: CheckedRow
    /// Unique within the document, for clip paths.
    let id: String
    /// Whether the row and its labels are outlined, as the gallery draws them to show their
    /// frames; the screen draws a row as the phone shows it. Both mark truncations and conflicts.
    var outlined = true

    func draw(on canvas: inout SVGCanvas) {
        let palette = canvas.palette
        let bounds = RowRect(x: 0, y: 0, width: layout.cell.width, height: layout.height)
        // A translucent background shows the table's standard background through it, as on a device.
        let background = theme.backgroundColor.resolved(in: appearance)
            .over(RowColor.System.systemBackground.resolved(in: appearance))
        let fill = SVGCanvas.hex(background)
        if layout.conflict != nil {
            canvas.rect(bounds, fill: fill, stroke: palette.warning, strokeWidth: 1.5, dash: "4 3")
        } else {
            canvas.rect(bounds, fill: fill, stroke: outlined ? palette.panelStroke : "none", strokeWidth: outlined ? 0.5 : 0)
        }
        // On a tile, the image or symbol is drawn smaller, centred on it (`RowIconTile`).
        let tile = theme.symbolBackground.flatMap { color in (layout.frames.image ?? layout.frames.symbol).map { ($0, color) } }
        if let (frame, color) = tile {
            canvas.rect(frame, fill: SVGCanvas.hex(color.resolved(in: appearance)), stroke: "none", strokeWidth: 0,
                        radius: RowIconTile.cornerRadius(of: frame))
        }
        if let image = layout.frames.image.map({ tile == nil ? $0 : RowIconTile.glyph(in: $0) }) {
            canvas.rect(image, fill: palette.imageFill, stroke: palette.imageStroke, strokeWidth: 0.5, radius: 3, tooltip: row.image)
        }
        if let title = layout.frames.title, let label = layout.title {
            let color = theme.titleColor(destructive: row.isDestructive, button: row.style.isButton).resolved(in: appearance)
            drawLabel(label, frame: title, color: color, trailingAligned: false, centred: row.style.isButton,
                      semibold: theme.titleStyle?.isSemibold == true, name: "title", palette: palette)
                .map { canvas.raw($0) }
        }
        if let subtitle = layout.frames.subtitle, let label = layout.subtitle {
            // A badge's text is centred on its capsule.
            if row.isBadge {
                canvas.rect(subtitle, fill: SVGCanvas.hex(RowBadge.color.resolved(in: appearance)), stroke: "none", strokeWidth: 0,
                            radius: subtitle.height / 2)
            }
            // Stacked under the title, the subtitle reads from the leading edge as the title does.
            drawLabel(label, frame: subtitle, color: (row.isBadge ? RowBadge.textColor : theme.subtitleColor).resolved(in: appearance),
                      trailingAligned: !layout.stacksLabels, centred: row.isBadge,
                      semibold: theme.subtitleStyle?.isSemibold == true, name: "subtitle", palette: palette)
                .map { canvas.raw($0) }
        }
        if let arrow = layout.frames.arrow {
            canvas.raw(chevron(arrow))
        }
        if let symbol = layout.frames.symbol.map({ tile == nil ? $0 : RowIconTile.glyph(in: $0) }) {
            canvas.raw(symbolMark(symbol, color: theme.symbolColor, name: row.symbol))
        }
        if let symbol = layout.frames.trailingSymbol {
            canvas.raw(symbolMark(symbol, color: theme.arrowColor, name: row.accessorySymbol))
        }
        if let info = layout.frames.info {
            canvas.raw(infoButton(info))
        }
        if let control = layout.frames.switch {
            canvas.raw(switchControl(control))
        }
        if let check = layout.frames.check {
            canvas.raw(checkmark(check))
        }
    }

    /// An SF Symbol, `name`, as a rounded square in `color` with a dot: rowc draws no symbol's artwork.
    private func symbolMark(_ r: RowRect, color: RowColor, name: String?) -> String {
        let f = ReportSVG.fmt
        let color = color.resolved(in: appearance)
        // A menu's chevrons, one up and one down, drawn as themselves: the report shows a menu row as it looks.
        if name == RowAccessory.menuSymbol {
            let (cx, cy, w, h) = (r.x + r.width / 2, r.y + r.height / 2, r.width * 0.3, r.height * 0.16)
            func chevron(_ tipY: Double, _ endY: Double) -> String {
                "M\(f(cx - w / 2)),\(f(endY)) L\(f(cx)),\(f(tipY)) L\(f(cx + w / 2)),\(f(endY))"
            }
            return "<path d=\"\(chevron(cy - h * 2.2, cy - h * 0.6)) \(chevron(cy + h * 2.2, cy + h * 0.6))\" fill=\"none\""
                + " stroke=\"\(SVGCanvas.hex(color))\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">"
                + "<title>\(SVGCanvas.escape(name ?? ""))</title></path>\n"
        }
        let radius = min(r.width, r.height) / 5
        return "<rect x=\"\(f(r.x))\" y=\"\(f(r.y))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\" rx=\"\(f(radius))\""
            + " fill=\"none\" stroke=\"\(SVGCanvas.hex(color))\" stroke-width=\"1.5\"><title>\(SVGCanvas.escape(name ?? ""))</title></rect>\n"
            + "<circle cx=\"\(f(r.x + r.width / 2))\" cy=\"\(f(r.y + r.height / 2))\" r=\"\(f(min(r.width, r.height) / 5))\""
            + " fill=\"\(SVGCanvas.hex(color))\"/>\n"
    }

    /// A switch as UIKit draws one: a capsule, green when on, with its knob at the end it is set to.
    private func switchControl(_ r: RowRect) -> String {
        let f = ReportSVG.fmt
        let on = row.isOn
        let track = SVGCanvas.hex((on ? theme.switchColor : .system(.systemGray4)).resolved(in: appearance))
        let knobRadius = r.height / 2 - 2
        // The knob sits at the trailing end when on; right-to-left rows flip the switch.
        let atMaxX = on == (layout.direction == .leftToRight)
        let cx = atMaxX ? r.maxX - r.height / 2 : r.x + r.height / 2
        return "<rect x=\"\(f(r.x))\" y=\"\(f(r.y))\" width=\"\(f(r.width))\" height=\"\(f(r.height))\" rx=\"\(f(r.height / 2))\""
            + " fill=\"\(track)\"/>\n"
            + "<circle cx=\"\(f(cx))\" cy=\"\(f(r.y + r.height / 2))\" r=\"\(f(knobRadius))\" fill=\"#FFFFFF\"/>\n"
    }

    /// UIKit's info button: a circle in the tint (`check.color`) with an "i".
    private func infoButton(_ r: RowRect) -> String {
        let f = ReportSVG.fmt
        let color = SVGCanvas.hex(theme.checkColor.resolved(in: appearance))
        let (cx, cy, radius) = (r.x + r.width / 2, r.y + r.height / 2, min(r.width, r.height) / 2 - 1)
        return "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(radius))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\"/>\n"
            + "<circle cx=\"\(f(cx))\" cy=\"\(f(cy - radius * 0.45))\" r=\"\(f(radius * 0.12))\" fill=\"\(color)\"/>\n"
            + "<path d=\"M\(f(cx)) \(f(cy - radius * 0.15)) L\(f(cx)) \(f(cy + radius * 0.5))\" stroke=\"\(color)\""
            + " stroke-width=\"1.8\" stroke-linecap=\"round\"/>\n"
    }

    /// A checkmark filling its frame when the row is chosen; a faint one when not, so the frame shows.
    private func checkmark(_ r: RowRect) -> String {
        let f = ReportSVG.fmt
        let color = theme.checkColor.resolved(in: appearance)
        let d = "M\(f(r.x + r.width * 0.1)) \(f(r.y + r.height * 0.55)) L\(f(r.x + r.width * 0.4)) \(f(r.y + r.height * 0.85))"
            + " L\(f(r.x + r.width * 0.9)) \(f(r.y + r.height * 0.15))"
        return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(SVGCanvas.hex(color))\" stroke-opacity=\"\(row.isOn ? "1" : "0.25")\""
            + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    }

    /// The label's box (outlined in the warning colour when truncated) and its text, clipped to the box.
    private func drawLabel(_ label: LabelText, frame: RowRect, color: RowColor.RGBA, trailingAligned: Bool, centred: Bool,
                           semibold: Bool, name: String, palette: SVGPalette) -> String? {
        let f = ReportSVG.fmt
        let truncated = label.truncated
        var out = !truncated && !outlined ? "" : SVGCanvas.rectElement(
            frame, fill: truncated ? palette.warning : "none", fillOpacity: truncated ? 0.08 : nil,
            stroke: truncated ? palette.warning : palette.labelStroke, strokeWidth: truncated ? 1 : 0.5,
            dash: truncated ? nil : "2 2")
        // A one-line label shows its text cut to its width; one that wraps, each of its lines.
        let lines = label.wraps ? label.lines
            : [LabelText.Line(text: metrics.shownText(label.text, fontSize: label.fontSize, available: frame.width), frame: frame)]
        guard frame.width > 0, lines.contains(where: { !$0.text.isEmpty }) else { return out }
        let clip = "\(id)-\(name)"
        out += "<clipPath id=\"\(clip)\"><rect x=\"\(f(frame.x))\" y=\"\(f(frame.y))\" width=\"\(f(frame.width))\" height=\"\(f(frame.height))\"/></clipPath>\n"
        // Leading text starts at the leading edge; the subtitle is aligned to the trailing edge.
        // Both edges swap in right-to-left rows. A button's title is centred in its frame.
        let atMaxX = trailingAligned == (layout.direction == .leftToRight)
        let anchor = centred ? " text-anchor=\"middle\"" : atMaxX ? " text-anchor=\"end\"" : ""
        for line in lines where !line.text.isEmpty {
            let x = centred ? line.frame.x + line.frame.width / 2 : atMaxX ? line.frame.maxX : line.frame.x
            let baseline = line.frame.y + line.frame.height / 2 + label.fontSize * 0.35
            let length = metrics.width(of: line.text, fontSize: label.fontSize)
            out += "<text x=\"\(f(x))\" y=\"\(f(baseline))\" font-family=\"\(ReportSVG.labelFont)\" font-size=\"\(f(label.fontSize))\""
                + " fill=\"\(SVGCanvas.hex(color))\"\(SVGCanvas.opacity("fill-opacity", color))"
                + (semibold ? " font-weight=\"600\"" : "")
                + anchor
                + " textLength=\"\(f(length))\" lengthAdjust=\"spacingAndGlyphs\" clip-path=\"url(#\(clip))\">"
                + SVGCanvas.escape(line.text) + "</text>\n"
        }
        return out
    }

    /// A chevron filling the arrow frame, pointing to the trailing side: right, or left in right-to-left rows.
    private func chevron(_ r: RowRect) -> String {
        let f = ReportSVG.fmt
        let inset = 1.5
        let (back, tip) = layout.direction == .leftToRight ? (r.x + inset, r.maxX - inset) : (r.maxX - inset, r.x + inset)
        let d = "M\(f(back)) \(f(r.y + inset)) L\(f(tip)) \(f(r.y + r.height / 2)) L\(f(back)) \(f(r.maxY - inset))"
        let color = theme.arrowColor.resolved(in: appearance)
        return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(SVGCanvas.hex(color))\"\(SVGCanvas.opacity("stroke-opacity", color))"
            + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
    }
}
