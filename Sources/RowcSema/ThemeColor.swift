// ThemeColor.swift holds a theme's colour value: one colour, a light/dark pair, a UIKit semantic colour or a catalog's colour set.

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
    /// `asset"BrandText"`: the colour set of that name in the app's asset catalogs.
    case asset(AssetColor)

    /// The colour shown in `appearance`.
    public func resolved(in appearance: Appearance) -> RGBAColor {
        switch self {
        case .fixed(let color): color
        case .pair(let light, let dark): appearance == .light ? light : dark
        case .system(let system): appearance == .light ? system.light : system.dark
        case .asset(let asset): appearance == .light ? asset.light : asset.dark
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

    /// The value as a spec writes it: `#292E31`, `#292E31/#E3E6E8`, `label` or `asset"BrandText"`.
    public var description: String {
        switch self {
        case .fixed(let color): color.description
        case .pair(let light, let dark): "\(light)/\(dark)"
        case .system(let system): system.rawValue
        case .asset(let asset): "asset" + AssetCheck.quoted(asset.name)
        }
    }
}

/// A colour set a theme names, with the values the checker read for it.
public struct AssetColor: Hashable, Sendable {
    /// The set's name, as `UIColor(named:in:compatibleWith:)` takes it.
    public var name: String
    /// The set's colour in each appearance, from its Contents.json, rounded to 8 bits. When the
    /// set's values are not known (no catalog was given, none holds the set, or its colours
    /// cannot be read), the theme key's default colour, which the cell also shows should the
    /// app's bundle have no set of that name.
    public var light: RGBAColor
    public var dark: RGBAColor
    /// Whether `light` and `dark` are the set's own values: only then is its contrast checked.
    public var isRead: Bool

    public init(name: String, light: RGBAColor, dark: RGBAColor, isRead: Bool) {
        (self.name, self.light, self.dark, self.isRead) = (name, light, dark, isRead)
    }
}
