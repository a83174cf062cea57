// ThemeColor.swift holds a theme's colour value: one colour, a light/dark pair or a UIKit semantic colour.

/// The two appearances an iOS interface has: light, and dark mode.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

/// A colour as a theme gives it, which may differ between the appearances.
public enum ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// `#RRGGBB`: the same colour in both appearances.
    case fixed(RGBAColor)
    /// `#RRGGBB/#RRGGBB`: the first colour in light appearance, the second in dark.
    case pair(light: RGBAColor, dark: RGBAColor)
    /// `secondaryLabel`: UIKit's colour of that name.
    case system(SystemColor)

    /// The colour shown in `appearance`.
    public func resolved(in appearance: Appearance) -> RGBAColor {
        switch self {
        case .fixed(let color): color
        case .pair(let light, let dark): appearance == .light ? light : dark
        case .system(let system): appearance == .light ? system.light : system.dark
        }
    }

    /// Parses a colour token: `#RGB`, `#RRGGBB` or `#RRGGBBAA`, or two of them joined by `/`.
    public init?(hex text: String) {
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        switch halves.count {
        case 1:
            guard let color = RGBAColor(hex: text) else { return nil }
            self = .fixed(color)
        case 2:
            guard let light = RGBAColor(hex: String(halves[0])), let dark = RGBAColor(hex: String(halves[1])) else { return nil }
            self = .pair(light: light, dark: dark)
        default:
            return nil
        }
    }

    /// The value as a spec writes it: `#292E31`, `#292E31/#E3E6E8` or `label`.
    public var description: String {
        switch self {
        case .fixed(let color): color.description
        case .pair(let light, let dark): "\(light)/\(dark)"
        case .system(let system): system.rawValue
        }
    }
}
