// ColorEmitter.swift writes RowColor, the generated colour of both appearances, and its UIKit colours.

import RowKit
import RowcSema

extension SupportEmitter {
    /// `RowColor`: a colour's value in light and in dark appearance, and the UIKit semantic
    /// colour it is, if any; its semantic colours and their values are rowc's `RowColor.System`.
    static func writeColor(_ w: inout SwiftWriter) {
        let access = w.access
        w.doc(["A colour in light and in dark appearance: one sRGB colour for both (`#RRGGBB` in a spec),",
               "a light/dark pair (`#RRGGBB/#RRGGBB`), a UIKit semantic colour (`label`) or a colour set of the",
               "app's asset catalogs (`asset\"BrandText\"`)."])
        w.block(w.pub + "struct RowColor: Hashable, Sendable") { w in
            w.lines(#"""
            /// An sRGB colour with 8-bit channels.
            \#(access.pub)struct RGBA: Hashable, Sendable {
                \#(access.pub)var red: UInt8
                \#(access.pub)var green: UInt8
                \#(access.pub)var blue: UInt8
                \#(access.pub)var alpha: UInt8

                \#(access.pub)init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.alpha = alpha
                }
            }

            """#)
            w.doc(["The UIKit semantic colours a spec may name. `RowCell` shows UIKit's own colour, so the",
                   "device follows the system; `light` and `dark` are its documented values, which `rowc report` draws."])
            w.block(w.pub + "enum System: String, CaseIterable, Hashable, Sendable") { w in
                for system in RowColor.System.allCases { w.line("case \(system.rawValue)") }
                w.line()
                w.doc(["The documented value in light appearance."])
                w.block(w.pub + "var light: RGBA") { w in
                    w.switchBlock("self") { w in
                        for system in RowColor.System.allCases { w.line("case .\(system.rawValue): \(rgba(system.light))") }
                    }
                }
                w.line()
                w.doc(["The documented value in dark appearance."])
                w.block(w.pub + "var dark: RGBA") { w in
                    w.switchBlock("self") { w in
                        for system in RowColor.System.allCases { w.line("case .\(system.rawValue): \(rgba(system.dark))") }
                    }
                }
            }
            w.lines(#"""

            /// The colour in light appearance.
            \#(access.pub)var light: RGBA
            /// The colour in dark appearance.
            \#(access.pub)var dark: RGBA
            /// The semantic colour this is, which the cell takes from UIKit; nil for a spec's own colours.
            \#(access.pub)var system: System?
            /// The colour set this is, which the cell loads from `RowCell.imageBundle`; `light` and
            /// `dark` are its values as rowc read them, shown should the bundle have no such set.
            \#(access.pub)var asset: String?

            /// One colour in both appearances.
            \#(access.pub)init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
                let color = RGBA(red: red, green: green, blue: blue, alpha: alpha)
                self.init(light: color, dark: color)
            }

            /// `light` in light appearance and `dark` in dark.
            \#(access.pub)init(light: RGBA, dark: RGBA) {
                self.light = light
                self.dark = dark
                self.system = nil
                self.asset = nil
            }

            /// UIKit's semantic colour `system`, with its documented values.
            \#(access.pub)init(_ system: System) {
                self.light = system.light
                self.dark = system.dark
                self.system = system
                self.asset = nil
            }

            /// The colour set `asset`, whose values are `light` and `dark`.
            \#(access.pub)init(asset: String, light: RGBA, dark: RGBA) {
                self.light = light
                self.dark = dark
                self.system = nil
                self.asset = asset
            }

            /// The colour shown in dark appearance when `dark`, else in light.
            \#(access.pub)func resolved(dark isDark: Bool) -> RGBA { isDark ? dark : light }
            """#)
        }
    }

    /// `RowColor(red: 1, green: 2, blue: 3)`, `RowColor(light: ..., dark: ...)`, `RowColor(.label)`
    /// or `RowColor(asset: "BrandText", light: ..., dark: ...)`.
    static func literal(_ color: RowColor) -> String {
        switch color {
        case .fixed(let c): "RowColor(\(channels(c)))"
        case .pair(let light, let dark): "RowColor(light: .init(\(channels(light))), dark: .init(\(channels(dark))))"
        case .system(let system): "RowColor(.\(system.rawValue))"
        case .asset(let asset):
            "RowColor(asset: \(SwiftLiteral.string(asset.name)), light: .init(\(channels(asset.light))), dark: .init(\(channels(asset.dark))))"
        }
    }

    private static func rgba(_ c: RowColor.RGBA) -> String { "RGBA(\(channels(c)))" }

    private static func channels(_ c: RowColor.RGBA) -> String {
        "red: \(c.red), green: \(c.green), blue: \(c.blue)" + (c.alpha == 255 ? "" : ", alpha: \(c.alpha)")
    }

    /// The semantic colours UIKit declares for iOS but not tvOS (the backgrounds and the greys 2
    /// to 6): on tvOS the cell shows their documented values.
    static let notOnTVOS: Set<RowColor.System> = [
        .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
        .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
        .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
    ]

    /// The UIKit part's colours: `RowColor.RGBA.uiColor`, `RowColor.uiColor` and `uiColor(in:)`
    /// (a colour set, UIKit's semantic colour, or a dynamic one for a pair) and `RowColor.System.uiColor`.
    static func uiKitColors(_ access: AccessLevel) -> String {
        var w = SwiftWriter(access: access)
        w.lines(#"""
        extension RowColor.RGBA {
            /// The colour in UIKit's type.
            \#(access.pub)var uiColor: UIColor {
                UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
                        alpha: CGFloat(alpha) / 255)
            }
        }

        @available(iOS 13.0, tvOS 13.0, *)
        extension RowColor {
            /// The colour in UIKit's type: UIKit's own semantic colour, or for a pair a dynamic colour
            /// that UIKit resolves for each trait collection's appearance. A colour set is looked up
            /// in the main bundle: `RowCell` looks it up in `RowCell.imageBundle` with `uiColor(in:)`.
            \#(access.pub)var uiColor: UIColor { uiColor(in: .main) }

            /// `uiColor`, with a colour set loaded from `bundle`; one the bundle lacks shows `light` and `dark`.
            \#(access.pub)func uiColor(in bundle: Bundle) -> UIColor {
                if let asset, let named = UIColor(named: asset, in: bundle, compatibleWith: nil) { return named }
                if let system { return system.uiColor }
                guard light != dark else { return light.uiColor }
                let light = self.light.uiColor, dark = self.dark.uiColor
                return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
            }
        }

        @available(iOS 13.0, tvOS 13.0, *)
        extension RowColor.System {
            /// UIKit's colour of this name.
        """#)
        w.indented { w in
            w.block(w.pub + "var uiColor: UIColor") { w in
                w.switchBlock("self") { w in
                    let everywhere = RowColor.System.allCases.filter { !notOnTVOS.contains($0) }
                    let iOSOnly = RowColor.System.allCases.filter { notOnTVOS.contains($0) }
                    for system in everywhere { w.line("case .\(system.rawValue): return .\(system.rawValue)") }
                    w.line("#if os(tvOS)")
                    w.line("// tvOS declares none of these: their documented values.")
                    w.caseLine(iOSOnly.map { "." + $0.rawValue }, "return RowColor(light: light, dark: dark).uiColor")
                    w.line("#else")
                    for system in iOSOnly { w.line("case .\(system.rawValue): return .\(system.rawValue)") }
                    w.line("#endif")
                }
            }
        }
        w.line("}")
        return String(w.file.dropLast())
    }
}
