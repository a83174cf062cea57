// RowListStyle.swift holds the table styles rows are listed in and Apple's facts on the cell each gives a row:
// its width on a device and the layout margin its content keeps. grammar.md ("List styles") cites each fact.

/// The `UITableView.Style` (or `UICollectionLayoutListConfiguration.Appearance`) a row is listed in.
public enum RowListStyle: String, CaseIterable, Hashable, Sendable {
    /// Rows edge to edge, sections one after another: `UITableView.Style.plain`.
    case plain
    /// Rows edge to edge in sections set apart on the grouped background: `.grouped`.
    case grouped
    /// Sections inset from the screen's edges by the table's layout margins, with rounded
    /// corners: `.insetGrouped` (UITableView.h: "grouped sections are inset with rounded corners").
    case insetGrouped
}

/// A row's cell on a device of some width, in some list style: how wide the cell is and the
/// layout margin its content keeps from the cell's leading and trailing edges. The one place
/// the report and an app's cell learn these from; a UIKit cell reads its real width from its
/// table, and this is what the report lays rows out at.
public struct RowCellGeometry: Hashable, Sendable {
    /// The cell's width in points.
    public var width: Double
    /// The system layout margin on each side of the cell's content.
    public var margin: Double

    public init(width: Double, margin: Double) {
        (self.width, self.margin) = (width, margin)
    }

    /// The cell of a row listed in `style` on a device `deviceWidth` points wide, in portrait.
    public init(deviceWidth: Double, style: RowListStyle) {
        margin = Self.layoutMargin(deviceWidth: deviceWidth)
        // An inset grouped section is inset by the table's layout margins, the same margin again.
        width = style == .insetGrouped ? max(0, deviceWidth - 2 * margin) : deviceWidth
    }

    /// The system layout margins of an iPhone: "16 to 20 points" (Apple, SwiftUI
    /// `ContentMarginGuide.container`), 16 on compact widths and 20 on the widest phones.
    public static let compactMargin = 16.0
    public static let wideMargin = 20.0
    /// The device width from which the margin is 20 points: the Plus and Max phones, 414 points and wider.
    public static let wideMarginWidth = 414.0

    /// The system layout margin on a device `deviceWidth` points wide.
    public static func layoutMargin(deviceWidth: Double) -> Double {
        deviceWidth >= wideMarginWidth ? wideMargin : compactMargin
    }
}
