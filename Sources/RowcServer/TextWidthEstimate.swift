// TextWidthEstimate.swift guesses how wide a text is in the system font, for the frames shown on hover.

/// An estimate of text width from character classes. Hover frames go through `natural` only,
/// so exact font metrics can replace it here without touching the hover code; until then the
/// hover says its widths are estimated.
enum TextWidthEstimate {
    static let isEstimate = true

    /// The width in points of `text` on one line in the system font of `fontSize` points.
    static func natural(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += width(of: scalar)
        }
        return (ems * fontSize * 2).rounded(.up) / 2
    }

    /// Average advance widths of the system font, in ems, by character class.
    static func width(of scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20: 0.26
        case 0x30...0x39: 0.56
        case 0x41...0x5A: 0.66
        case 0x61...0x7A: 0.52
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF,
             0x20000...0x3FFFD: 1.0
        case 0x300...0x36F, 0x200B...0x200F, 0xFE00...0xFE0F: 0
        default: 0.55
        }
    }
}
