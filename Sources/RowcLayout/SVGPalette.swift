// SVGPalette.swift holds the SVG report's own colours in each appearance: page, captions, boxes and warnings.

import RowKit
import RowcSema

/// The colours the SVG report draws with besides the theme's: the page behind the panels, the
/// captions, the image placeholder, the labels' boxes and the warning colour. In dark appearance
/// they are the system's dark greys and red, so the picture reads as a device in dark mode does.
struct SVGPalette {
    let page: String
    let ink: String
    let warning: String
    let panelStroke: String
    let imageFill: String
    let imageStroke: String
    let labelStroke: String

    static let light = SVGPalette(page: "#F2F2F7", ink: "#3A3A3C", warning: "#D70015", panelStroke: "#C7C7CC",
                                  imageFill: "#D1D1D6", imageStroke: "#8E8E93", labelStroke: "#AEAEB2")
    /// systemGroupedBackground's dark value is black, the default rows' background too: the page
    /// takes secondarySystemBackground's so the panels' edges show.
    static let dark = SVGPalette(page: "#1C1C1E", ink: "#E5E5EA", warning: "#FF453A", panelStroke: "#48484A",
                                 imageFill: "#3A3A3C", imageStroke: "#8E8E93", labelStroke: "#636366")

    static func of(_ appearance: RowAppearance) -> SVGPalette { appearance == .light ? light : dark }
}
