// TypeScale.swift holds Dynamic Type: the user's text sizes, the text styles labels scale with, and Apple's table of their point sizes.

/// The user's preferred text size, named as SwiftUI's `DynamicTypeSize` names it. The last
/// five are the larger accessibility sizes (Settings > Accessibility > Larger Text).
public enum RowContentSize: String, CaseIterable, Hashable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The size iOS starts with, at which every label is its theme's size.
    public static let `default` = RowContentSize.large

    /// Whether this is one of the accessibility sizes, at which a title and a subtitle stack.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The position in `allCases`: the row of the type-size table.
    @inlinable public var index: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    public static func < (lhs: RowContentSize, rhs: RowContentSize) -> Bool { lhs.index < rhs.index }
}

/// A text style a label's font scales with, as UIKit's `UIFont.TextStyle` names them.
public enum RowTextStyle: String, CaseIterable, Hashable, Sendable {
    case body, callout, subheadline, footnote, caption1, caption2, headline

    /// Headline is body's sizes in semibold; every other style is regular.
    public var isSemibold: Bool { self == .headline }

    /// The style's point size at `size`: Apple's Human Interface Guidelines, Typography,
    /// Specifications, iOS Dynamic Type sizes (grammar.md has the table).
    @inlinable
    public func pointSize(at size: RowContentSize) -> Double {
        RowTextStyle.pointSizes[size.index &* 6 &+ column]
    }

    /// How much a label of this style grows at `size`: its point size there over its size at
    /// `large`. Exactly 1 at `large`, so a theme's sizes hold there as they are.
    @inlinable
    public func scale(at size: RowContentSize) -> Double {
        pointSize(at: size) / pointSize(at: .large)
    }

    /// The column of the type-size table: headline shares body's.
    @inlinable public var column: Int {
        switch self {
        case .body, .headline: 0
        case .callout: 1
        case .subheadline: 2
        case .footnote: 3
        case .caption1: 4
        case .caption2: 5
        }
    }

    /// The styles of each column of the table, in order.
    public static let columns: [[RowTextStyle]] = [[.body, .headline], [.callout], [.subheadline], [.footnote],
                                                 [.caption1], [.caption2]]

    /// Rows are sizes `xSmall` to `accessibility5`; columns body, callout, subheadline,
    /// footnote, caption1, caption2.
    @usableFromInline static let pointSizes: [Double] = [
        14, 13, 12, 12, 11, 11,
        15, 14, 13, 12, 11, 11,
        16, 15, 14, 12, 11, 11,
        17, 16, 15, 13, 12, 11,
        19, 18, 17, 15, 14, 13,
        21, 20, 19, 17, 16, 15,
        23, 22, 21, 19, 18, 17,
        28, 26, 25, 23, 22, 20,
        33, 32, 30, 27, 26, 24,
        40, 38, 36, 33, 32, 29,
        47, 44, 42, 38, 37, 34,
        53, 51, 49, 44, 43, 40,
    ]
}

extension Optional where Wrapped == RowTextStyle {
    /// A label's scale at `size`: its style's, or 1 for a fixed size (no style).
    @inlinable
    public func scale(at size: RowContentSize) -> Double {
        switch self {
        case .some(let style): style.scale(at: size)
        case .none: 1
        }
    }
}
