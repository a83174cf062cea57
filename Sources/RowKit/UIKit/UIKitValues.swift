// UIKitValues.swift turns RowKit's values into UIKit's: rectangles, colours, text sizes and weights.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
// Public: the declarations below show UIKit's types to importers. `@preconcurrency`: the SDK
// declares some of UIKit's constants (the accessibility traits) as mutable globals.
@preconcurrency public import UIKit

extension RowRect {
    /// The rectangle in UIKit's types.
    public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension RowColor.RGBA {
    /// The colour in UIKit's type.
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
                alpha: CGFloat(alpha) / 255)
    }
}

@available(iOS 13.0, tvOS 13.0, *)
extension RowColor {
    /// The colour in UIKit's type: UIKit's own semantic colour, or for a pair a dynamic colour
    /// that UIKit resolves for each trait collection's appearance. A colour set is looked up
    /// in the main bundle: `RowCell` looks it up in `RowCell.imageBundle` with `uiColor(in:)`.
    public var uiColor: UIColor { uiColor(in: .main) }

    /// `uiColor`, with a colour set loaded from `bundle`; one the bundle lacks shows the values
    /// rowc read for it, or the theme key's default.
    public func uiColor(in bundle: Bundle) -> UIColor {
        switch self {
        case .fixed(let color):
            return color.uiColor
        case .pair(let light, let dark):
            guard light != dark else { return light.uiColor }
            let lightColor = light.uiColor, darkColor = dark.uiColor
            return UIColor { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor }
        case .system(let system):
            return system.uiColor
        case .asset(let asset):
            return UIColor(named: asset.name, in: bundle, compatibleWith: nil)
                ?? RowColor.pair(light: asset.light, dark: asset.dark).uiColor(in: bundle)
        }
    }
}

@available(iOS 13.0, tvOS 13.0, *)
extension RowColor.System {
    /// UIKit's colour of this name.
    public var uiColor: UIColor {
        switch self {
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .tertiaryLabel: return .tertiaryLabel
        case .quaternaryLabel: return .quaternaryLabel
        case .separator: return .separator
        case .opaqueSeparator: return .opaqueSeparator
        case .link: return .link
        case .systemGray: return .systemGray
        case .systemBlue: return .systemBlue
        case .systemRed: return .systemRed
        case .systemGreen: return .systemGreen
        case .systemOrange: return .systemOrange
        case .systemYellow: return .systemYellow
        case .systemPink: return .systemPink
        case .systemPurple: return .systemPurple
        case .systemIndigo: return .systemIndigo
        #if os(tvOS)
        // tvOS declares none of these: their documented values.
        case .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
             .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemGray2, .systemGray3,
             .systemGray4, .systemGray5, .systemGray6: return RowColor.pair(light: light, dark: dark).uiColor
        #else
        case .systemBackground: return .systemBackground
        case .secondarySystemBackground: return .secondarySystemBackground
        case .tertiarySystemBackground: return .tertiarySystemBackground
        case .systemGroupedBackground: return .systemGroupedBackground
        case .secondarySystemGroupedBackground: return .secondarySystemGroupedBackground
        case .tertiarySystemGroupedBackground: return .tertiarySystemGroupedBackground
        case .systemGray2: return .systemGray2
        case .systemGray3: return .systemGray3
        case .systemGray4: return .systemGray4
        case .systemGray5: return .systemGray5
        case .systemGray6: return .systemGray6
        #endif
        }
    }
}

@available(iOS 13.0, tvOS 13.0, *)
extension RowContentSize {
    /// The size of UIKit's content size category; `large` for `.unspecified`, as UIKit's own
    /// text styles read it.
    public init(_ category: UIContentSizeCategory) {
        switch category {
        case .extraSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .extraLarge: self = .xLarge
        case .extraExtraLarge: self = .xxLarge
        case .extraExtraExtraLarge: self = .xxxLarge
        case .accessibilityMedium: self = .accessibility1
        case .accessibilityLarge: self = .accessibility2
        case .accessibilityExtraLarge: self = .accessibility3
        case .accessibilityExtraExtraLarge: self = .accessibility4
        case .accessibilityExtraExtraExtraLarge: self = .accessibility5
        default: self = .large
        }
    }
}

extension Optional where Wrapped == RowTextStyle {
    /// A label's font weight: semibold for headline, regular for every other style and for a fixed size.
    var fontWeight: UIFont.Weight { self?.isSemibold == true ? .semibold : .regular }
}
#endif
