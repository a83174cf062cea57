// SwiftUIValues.swift turns SwiftUI's environment into RowKit's values (text size, appearance) and RowKit's colours, fonts and images into SwiftUI's.

// iOS and visionOS (and Mac Catalyst): colours and images are looked up as RowCell looks them up, with UIKit.
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
public import SwiftUI
internal import UIKit

@available(iOS 15.0, *)
extension RowContentSize {
    /// SwiftUI's Dynamic Type size of the same name: RowKit's sizes are named as SwiftUI names them.
    public init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .accessibility1
        case .accessibility2: self = .accessibility2
        case .accessibility3: self = .accessibility3
        case .accessibility4: self = .accessibility4
        case .accessibility5: self = .accessibility5
        // A size a later SwiftUI adds reads as the size iOS starts with, as UIKit's `.unspecified` does.
        @unknown default: self = .default
        }
    }
}

@available(iOS 13.0, *)
extension RowAppearance {
    /// Light or dark mode, as SwiftUI's environment says.
    public init(_ scheme: ColorScheme) {
        switch scheme {
        case .dark: self = .dark
        case .light: self = .light
        @unknown default: self = .light
        }
    }
}

@available(iOS 15.0, *)
extension RowColor {
    /// The colour in SwiftUI's type in `scheme`: a fixed colour or a pair as it is in that
    /// appearance (`resolved(in:)`), and UIKit's semantic colour or a colour set from
    /// `RowCell.imageBundle` as `uiColor(in:)` gives it to `RowCell`, which SwiftUI resolves for
    /// the environment.
    @MainActor public func color(in scheme: ColorScheme) -> Color {
        switch self {
        case .fixed, .pair:
            let rgba = resolved(in: RowAppearance(scheme))
            return Color(.sRGB, red: Double(rgba.red) / 255, green: Double(rgba.green) / 255, blue: Double(rgba.blue) / 255,
                         opacity: Double(rgba.alpha) / 255)
        case .system, .asset:
            return Color(uiColor: uiColor(in: RowCell.imageBundle))
        }
    }
}

@available(iOS 16.0, *)
extension RowLayout {
    /// The title's font at this layout's size and weight, as `RowCell` sets its label's.
    var titleFont: Font { .system(size: CGFloat(titleFontSize), weight: theme.titleStyle.isSemibold ? .semibold : .regular) }

    /// The subtitle's font.
    var subtitleFont: Font { .system(size: CGFloat(subtitleFontSize), weight: theme.subtitleStyle.isSemibold ? .semibold : .regular) }
}

extension Optional where Wrapped == RowTextStyle {
    /// Whether a label of this style is semibold: headline is; every other style and a fixed size are not.
    var isSemibold: Bool { self?.isSemibold == true }
}

@available(iOS 13.0, *)
extension Image {
    /// A system symbol, or a custom one from a symbol set in `bundle`'s asset catalog, as `RowCell` loads them.
    @MainActor static func rowSymbol(_ name: String, in bundle: Bundle) -> Image {
        UIImage(systemName: name) != nil ? Image(systemName: name) : Image(name, bundle: bundle)
    }
}
#endif
