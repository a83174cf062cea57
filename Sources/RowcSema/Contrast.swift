// Contrast.swift computes WCAG 2.x contrast ratios between sRGB colours, compositing translucent ones first.

import RowKit
import RowcSystem

/// An sRGB colour with channels from 0 to 1, kept unrounded: the result of compositing is
/// compared with a limit, and rounding it to 8 bits first could move it across.
struct UnitRGB: Equatable {
    var red: Double, green: Double, blue: Double

    init(_ color: RowColor.RGBA) {
        (red, green, blue) = (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    init(red: Double, green: Double, blue: Double) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// `color` drawn over this colour with its alpha, as UIKit draws a translucent view: source over.
    func under(_ color: RowColor.RGBA) -> UnitRGB {
        let a = Double(color.alpha) / 255, top = UnitRGB(color)
        return UnitRGB(red: top.red * a + red * (1 - a), green: top.green * a + green * (1 - a),
                           blue: top.blue * a + blue * (1 - a))
    }

    /// WCAG 2.x relative luminance: each channel linearised from sRGB, then weighted.
    var luminance: Double {
        // 0.04045 is the sRGB standard's knee; WCAG 2.0 printed 0.03928, which gives the same
        // result for every 8-bit channel.
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }
}

enum Contrast {
    /// WCAG 2.x's contrast ratio, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 to 21.
    static func ratio(_ a: UnitRGB, _ b: UnitRGB) -> Double {
        let (la, lb) = (a.luminance, b.luminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The ratio of `text` drawn on `background` in `appearance`: the background composited over
    /// the standard system background of that appearance (a cell's own background shows the
    /// table's through it), then the text over that.
    static func ratio(text: RowColor.RGBA, on background: RowColor.RGBA, in appearance: RowAppearance) -> Double {
        let behind = UnitRGB(RowColor.System.systemBackground.resolved(in: appearance)).under(background)
        return ratio(behind.under(text), behind)
    }

    /// The least ratio text of `fontSize` points needs: 3:1 from 18 points, which Apple's Human
    /// Interface Guidelines (Accessibility, "Strive to meet color contrast minimum standards")
    /// take from WCAG level AA for large text, 4.5:1 below. rowc's fonts are the regular system
    /// font, so the guidelines' 3:1 for bold text of any size never applies.
    static func minimum(fontSize: Double) -> Double { fontSize >= largeTextSize ? 3 : 4.5 }

    /// What bold text of any size needs, as a symbol drawn bold on its tile does.
    static let boldMinimum = 3.0

    /// The size from which text counts as large.
    static let largeTextSize = 18.0
}

extension RowColor.RGBA {
    /// This colour drawn over the opaque `background`, rounded to 8 bits: for drawing, not for checks.
    public func over(_ background: RowColor.RGBA) -> RowColor.RGBA {
        let blend = UnitRGB(background).under(self)
        func byte(_ c: Double) -> UInt8 { UInt8((c * 255).rounded()) }
        return RowColor.RGBA(red: byte(blend.red), green: byte(blend.green), blue: byte(blend.blue))
    }
}

extension RowColor.System {
    public func resolved(in appearance: RowAppearance) -> RowColor.RGBA { appearance == .light ? light : dark }
}
