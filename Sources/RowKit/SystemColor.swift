// SystemColor.swift holds the UIKit semantic colours a theme may name, with their documented light and dark values.

extension RowColor {
    /// A UIKit semantic colour, named as UIKit names it (`UIColor.secondaryLabel` is `secondaryLabel`).
    ///
    /// The generated cell uses UIKit's own colour, so a device follows the system exactly; the
    /// report and the contrast check use the values here: UIKit's base values (not the elevated or
    /// increased-contrast variants) as Flutter's `CupertinoColors`, which mirrors each
    /// `UIColor` property, documents them (api.flutter.dev/flutter/cupertino/CupertinoColors-class.html,
    /// each colour's `color` and `darkColor`). grammar.md lists them.
    public enum System: String, CaseIterable, Hashable, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel
        case systemBackground, secondarySystemBackground, tertiarySystemBackground
        case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
        case separator, opaqueSeparator, link
        case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
        case systemBlue, systemRed, systemGreen, systemOrange, systemYellow, systemPink, systemPurple, systemIndigo

        /// Whether UIKit draws text in it: the label colours, `label` to `quaternaryLabel`.
        public var isLabel: Bool { [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel].contains(self) }

        /// Whether it is one of UIKit's background colours, plain or grouped.
        public var isBackground: Bool {
            [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
             .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground].contains(self)
        }

        /// The colour in light appearance.
        public var light: RowColor.RGBA { RowColor.RGBA(packed: values.light) }

        /// The colour in dark appearance.
        public var dark: RowColor.RGBA { RowColor.RGBA(packed: values.dark) }

        /// `0xRRGGBBAA` in each appearance.
        private var values: (light: UInt32, dark: UInt32) {
            switch self {
            case .label: (0x000000FF, 0xFFFFFFFF)
            case .secondaryLabel: (0x3C3C4399, 0xEBEBF599)
            case .tertiaryLabel: (0x3C3C434C, 0xEBEBF54C)
            case .quaternaryLabel: (0x3C3C432D, 0xEBEBF528)
            case .systemBackground: (0xFFFFFFFF, 0x000000FF)
            case .secondarySystemBackground: (0xF2F2F7FF, 0x1C1C1EFF)
            case .tertiarySystemBackground: (0xFFFFFFFF, 0x2C2C2EFF)
            case .systemGroupedBackground: (0xF2F2F7FF, 0x000000FF)
            case .secondarySystemGroupedBackground: (0xFFFFFFFF, 0x1C1C1EFF)
            case .tertiarySystemGroupedBackground: (0xF2F2F7FF, 0x2C2C2EFF)
            case .separator: (0x3C3C4349, 0x54545899)
            case .opaqueSeparator: (0xC6C6C8FF, 0x38383AFF)
            case .link: (0x007AFFFF, 0x0984FFFF)
            case .systemGray: (0x8E8E93FF, 0x8E8E93FF)
            case .systemGray2: (0xAEAEB2FF, 0x636366FF)
            case .systemGray3: (0xC7C7CCFF, 0x48484AFF)
            case .systemGray4: (0xD1D1D6FF, 0x3A3A3CFF)
            case .systemGray5: (0xE5E5EAFF, 0x2C2C2EFF)
            case .systemGray6: (0xF2F2F7FF, 0x1C1C1EFF)
            case .systemBlue: (0x007AFFFF, 0x0A84FFFF)
            case .systemRed: (0xFF3B30FF, 0xFF453AFF)
            case .systemGreen: (0x34C759FF, 0x30D158FF)
            case .systemOrange: (0xFF9500FF, 0xFF9F0AFF)
            case .systemYellow: (0xFFCC00FF, 0xFFD60AFF)
            case .systemPink: (0xFF2D55FF, 0xFF375FFF)
            case .systemPurple: (0xAF52DEFF, 0xBF5AF2FF)
            case .systemIndigo: (0x5856D6FF, 0x5E5CE6FF)
            }
        }
    }
}

extension RowColor.RGBA {
    /// The colour `0xRRGGBBAA`.
    init(packed: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: packed >> 24), green: UInt8(truncatingIfNeeded: packed >> 16),
                  blue: UInt8(truncatingIfNeeded: packed >> 8), alpha: UInt8(truncatingIfNeeded: packed))
    }
}
