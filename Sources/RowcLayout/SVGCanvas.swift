// SVGCanvas.swift writes SVG elements top to bottom, tracking how much room the picture needs.

import RowKit
import RowcSema

/// An SVG body under construction. `y` is where the next line of content goes; `maxX`
/// is the widest point drawn, so the document can be sized to fit once it is complete.
struct SVGCanvas {
    let palette: SVGPalette
    private(set) var body = ""
    var y = 0.0
    private(set) var maxX = 0.0

    /// Captions are set in whatever sans-serif font the viewer has; their width is estimated
    /// with Inter's (regular) metrics times these margins so they stay inside the picture in
    /// wider fonts and in bold.
    static let captionSlack = 1.2
    static let boldSlack = 1.3

    mutating func raw(_ element: String) { body += element }

    /// The finished SVG document: what was drawn on the page colour, sized to reach `margin`
    /// past the widest point and the last line, in whole points.
    func document(margin: Double) -> String {
        let f = PointFormat.string
        let width = (maxX + margin).rounded(.up)
        let height = (y + margin).rounded(.up)
        let size = "width=\"\(f(width))\" height=\"\(f(height))\" viewBox=\"0 0 \(f(width)) \(f(height))\""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" \(size) font-family="sans-serif">
            <rect width="100%" height="100%" fill="\(palette.page)"/>

            """ + body + "</svg>\n"
    }

    mutating func extend(toX x: Double) { maxX = max(maxX, x) }

    mutating func openGroup(x: Double, y: Double) {
        body += "<g transform=\"translate(\(PointFormat.string(x)) \(PointFormat.string(y)))\">\n"
    }

    mutating func closeGroup() { body += "</g>\n" }

    /// One line of text at `x`, below the content so far.
    mutating func text(_ string: String, x: Double, size: Double, bold: Bool = false, fill: String? = nil) {
        caption([(string, fill)], x: x, size: size, bold: bold)
    }

    /// One line made of parts, each in its own colour (nil: the default ink), separated by ` · `.
    mutating func caption(_ parts: [(String, String?)], x: Double, size: Double, bold: Bool = false) {
        y += size + 3
        let f = PointFormat.string
        body += "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"\(f(size))\" fill=\"\(palette.ink)\""
            + (bold ? " font-weight=\"bold\"" : "") + ">"
        var whole = ""
        for (i, part) in parts.enumerated() {
            // The separator stays outside the tspan: renderers drop spaces that open a tspan.
            let separator = i > 0 ? " \u{00B7} " : ""
            whole += separator + part.0
            body += Self.escape(separator)
            if let fill = part.1, fill != palette.ink {
                body += "<tspan fill=\"\(fill)\">" + Self.escape(part.0) + "</tspan>"
            } else {
                body += Self.escape(part.0)
            }
        }
        body += "</text>\n"
        y += 5
        extend(toX: x + Self.captionWidth(whole, size: size, bold: bold))
    }

    /// How wide a caption may be drawn: Inter's width with room for a wider font.
    static func captionWidth(_ text: String, size: Double, bold: Bool) -> Double {
        RowTextMetrics.inter.width(of: text, fontSize: size) * (bold ? boldSlack : captionSlack)
    }

    /// A rectangle, optionally rounded, dashed, or with a tooltip naming what it stands for.
    mutating func rect(_ r: RowRect, fill: String, stroke: String, strokeWidth: Double,
                       dash: String? = nil, radius: Double? = nil, tooltip: String? = nil) {
        body += Self.rectElement(r, fill: fill, stroke: stroke, strokeWidth: strokeWidth, dash: dash,
                                 radius: radius, tooltip: tooltip)
    }

    static func rectElement(_ r: RowRect, fill: String, fillOpacity: Double? = nil, stroke: String, strokeWidth: Double,
                            dash: String? = nil, radius: Double? = nil, tooltip: String? = nil) -> String {
        let f = PointFormat.string
        var out = "<rect x=\"\(f(r.x))\" y=\"\(f(r.y))\" width=\"\(f(max(0, r.width)))\" height=\"\(f(max(0, r.height)))\""
        if let radius { out += " rx=\"\(f(radius))\"" }
        out += " fill=\"\(fill)\""
        if let fillOpacity { out += " fill-opacity=\"\(f(fillOpacity))\"" }
        out += " stroke=\"\(stroke)\" stroke-width=\"\(f(strokeWidth))\""
        if let dash { out += " stroke-dasharray=\"\(dash)\"" }
        guard let tooltip else { return out + "/>\n" }
        return out + "><title>" + escape(tooltip) + "</title></rect>\n"
    }

    /// One line of text whose baseline starts at (`x`, `baseline`), or ends there when `anchorEnd`.
    static func textElement(_ string: String, x: Double, baseline: Double, size: Double, color: RowColor.RGBA,
                            weight: Int? = nil, anchorEnd: Bool = false, family: String? = nil) -> String {
        let f = PointFormat.string
        return "<text x=\"\(f(x))\" y=\"\(f(baseline))\"" + (family.map { " font-family=\"\($0)\"" } ?? "")
            + " font-size=\"\(f(size))\" fill=\"\(hex(color))\"\(opacity("fill-opacity", color))"
            + (weight.map { " font-weight=\"\($0)\"" } ?? "") + (anchorEnd ? " text-anchor=\"end\"" : "") + ">"
            + escape(string) + "</text>\n"
    }

    /// A horizontal hairline from `x1` to `x2` at `y`, in `color`.
    static func hairline(x1: Double, x2: Double, y: Double, width: Double, color: RowColor.RGBA) -> String {
        let f = PointFormat.string
        return "<path d=\"M\(f(x1)) \(f(y)) H\(f(x2))\" stroke=\"\(hex(color))\"\(opacity("stroke-opacity", color))"
            + " stroke-width=\"\(f(width))\"/>\n"
    }

    /// `#RRGGBB`; transparency goes in a separate opacity attribute, which every renderer reads.
    static func hex(_ color: RowColor.RGBA) -> String {
        String(color.description.prefix(7))
    }

    /// ` fill-opacity="0.5"` for a translucent colour, nothing for an opaque one.
    static func opacity(_ attribute: String, _ color: RowColor.RGBA) -> String {
        color.alpha == 255 ? "" : " \(attribute)=\"\(PointFormat.string(Double(color.alpha) / 255))\""
    }

    /// `text` safe inside an XML element or a double-quoted attribute. Characters XML 1.0
    /// forbids (controls other than tab and line breaks, U+FFFE, U+FFFF) become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
