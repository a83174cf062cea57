// ColorSpace.swift converts a colour set's components from the colour spaces Xcode writes to sRGB.

import RowcSystem

/// The `color-space` values of a colour set that rowc converts, as Xcode's colour inspector
/// writes them. The contrast check and the report work in sRGB, so every colour is converted to
/// it and clamped to its gamut: a Display P3 red more saturated than sRGB can show becomes sRGB's red.
enum ColorSpace: String, CaseIterable {
    case srgb = "srgb"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether the space takes `white` and `alpha` rather than `red`, `green`, `blue` and `alpha`.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Whether components outside 0 to 1 are allowed (the extended spaces).
    var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

    /// `components` (red, green, blue, or white three times) in sRGB, clamped to 0...1.
    func srgb(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let linear: (Double, Double, Double)
        switch self {
        case .srgb, .extendedSRGB: linear = (Self.decode(c.0), Self.decode(c.1), Self.decode(c.2))
        case .extendedLinearSRGB: linear = c
        case .displayP3: linear = Self.p3ToSRGB.apply((Self.decode(c.0), Self.decode(c.1), Self.decode(c.2)))
        // Gray Gamma 2.2: a pure power curve, the same in the three channels.
        case .grayGamma22, .extendedGray:
            let l = Self.sign(c.0) * Math.pow(abs(c.0), 2.2)
            linear = (l, l, l)
        }
        func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
        return (clamp(Self.encode(linear.0)), clamp(Self.encode(linear.1)), clamp(Self.encode(linear.2)))
    }

    private static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }

    /// The sRGB transfer function (IEC 61966-2-1), which Display P3 shares, mirrored below 0 as
    /// the extended spaces extend it.
    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        return sign(v) * (a <= 0.04045 ? a / 12.92 : Math.pow((a + 0.055) / 1.055, 2.4))
    }

    static func encode(_ v: Double) -> Double {
        let a = abs(v)
        return sign(v) * (a <= 0.0031308 ? a * 12.92 : 1.055 * Math.pow(a, 1 / 2.4) - 0.055)
    }

    /// Linear Display P3 to linear sRGB. Both have the D65 white point; they differ in their
    /// primaries: Display P3's are DCI-P3's (SMPTE EG 432-1), sRGB's are Rec. 709's (IEC 61966-2-1).
    static let p3ToSRGB: Matrix3 = {
        let white = (0.3127, 0.3290)
        let p3 = Matrix3.rgbToXYZ(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: white)
        let srgb = Matrix3.rgbToXYZ(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: white)
        return srgb.inverse.times(p3)
    }()
}

/// A 3 x 3 matrix, rows first: enough to go between RGB spaces through CIE XYZ.
struct Matrix3 {
    var m: [[Double]]

    func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        func row(_ r: [Double]) -> Double { r[0] * v.0 + r[1] * v.1 + r[2] * v.2 }
        return (row(m[0]), row(m[1]), row(m[2]))
    }

    func times(_ other: Matrix3) -> Matrix3 {
        Matrix3(m: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + m[i][$1] * other.m[$1][j] } } })
    }

    var inverse: Matrix3 {
        let a = m
        func minor(_ i: Int, _ j: Int) -> Double {
            let rows = (0..<3).filter { $0 != i }, cols = (0..<3).filter { $0 != j }
            return a[rows[0]][cols[0]] * a[rows[1]][cols[1]] - a[rows[0]][cols[1]] * a[rows[1]][cols[0]]
        }
        let determinant = (0..<3).reduce(0) { $0 + (($1 % 2 == 0) ? 1 : -1) * a[0][$1] * minor(0, $1) }
        // The adjugate: cofactors, transposed.
        return Matrix3(m: (0..<3).map { i in (0..<3).map { j in (((i + j) % 2 == 0) ? 1 : -1) * minor(j, i) / determinant } })
    }

    /// The matrix from linear RGB to XYZ for primaries and a white point given as CIE xy
    /// chromaticities: each primary's XYZ at unit luminance, scaled so that RGB 1, 1, 1 is the white.
    static func rgbToXYZ(red: (Double, Double), green: (Double, Double), blue: (Double, Double),
                         white: (Double, Double)) -> Matrix3 {
        func xyz(_ c: (Double, Double)) -> [Double] { [c.0 / c.1, 1, (1 - c.0 - c.1) / c.1] }
        let primaries = [xyz(red), xyz(green), xyz(blue)]
        let columns = Matrix3(m: (0..<3).map { i in primaries.map { $0[i] } })
        let scale = columns.inverse.apply((xyz(white)[0], 1, xyz(white)[2]))
        let s = [scale.0, scale.1, scale.2]
        return Matrix3(m: columns.m.map { row in (0..<3).map { row[$0] * s[$0] } })
    }
}
