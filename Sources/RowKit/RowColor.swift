// RowColor.swift holds a theme's colour value: one colour, a light/dark pair, a UIKit semantic colour or a catalog's colour set.

/// The two appearances an iOS interface has: light, and dark mode.
public enum RowAppearance: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

/// A colour as a theme gives it, which may differ between the appearances.
public enum RowColor: Hashable, Sendable, CustomStringConvertible {
    /// `#RRGGBB`: the same colour in both appearances.
    case fixed(RowColor.RGBA)
    /// `#RRGGBB/#RRGGBB`: the first colour in light appearance, the second in dark.
    case pair(light: RowColor.RGBA, dark: RowColor.RGBA)
    /// `secondaryLabel`: UIKit's colour of that name.
    case system(RowColor.System)
    /// `asset"BrandText"`: the colour set of that name in the app's asset catalogs.
    case asset(RowColor.Asset)

    /// The colour shown in `appearance`.
    public func resolved(in appearance: RowAppearance) -> RowColor.RGBA {
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
            guard let color = RowColor.RGBA(hex: text) else { return nil }
            self = .fixed(color)
        case 2:
            guard let light = RowColor.RGBA(hex: String(halves[0])), let dark = RowColor.RGBA(hex: String(halves[1])) else { return nil }
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
        case .asset(let asset): "asset" + RowColor.quoted(asset.name)
        }
    }
}

extension RowColor {
    /// `name` in double quotes, with the escapes a spec's string needs: how a spec writes a
    /// colour set's or an image's name that is not one identifier, and how the report quotes a
    /// line of text.
    public static func quoted(_ name: String) -> String {
        var out = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// An sRGB colour with 8-bit channels, written `#RRGGBB` or `#RRGGBBAA` in specs.
    public struct RGBA: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` included).
        public init?(hex: String) {
            var digits = Array(hex.utf8.dropFirst())
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            if digits.count == 6 { digits += Array("FF".utf8) }
            guard digits.count == 8, hex.first == "#" else { return nil }
            var channels: [UInt8] = []
            for k in stride(from: 0, to: 8, by: 2) {
                guard let v = UInt8(String(decoding: digits[k..<k + 2], as: UTF8.self), radix: 16) else { return nil }
                channels.append(v)
            }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
        }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
        public var description: String {
            func hex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true) }
            return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
        }
    }

    /// A colour set a theme names, with the values the checker read for it.
    public struct Asset: Hashable, Sendable {
        /// The set's name, as `UIColor(named:in:compatibleWith:)` takes it.
        public var name: String
        /// The set's colour in each appearance, from its Contents.json, rounded to 8 bits. When the
        /// set's values are not known (no catalog was given, none holds the set, or its colours
        /// cannot be read), the theme key's default colour, which the cell also shows should the
        /// app's bundle have no set of that name.
        public var light: RowColor.RGBA
        public var dark: RowColor.RGBA
        /// Whether `light` and `dark` are the set's own values: only then is its contrast checked.
        public var isRead: Bool

        /// `isRead` matters to rowc's checks alone: an app gives the values the cell shows should its
        /// bundle lack the set.
        public init(name: String, light: RowColor.RGBA, dark: RowColor.RGBA, isRead: Bool = true) {
            (self.name, self.light, self.dark, self.isRead) = (name, light, dark, isRead)
        }
    }
}
