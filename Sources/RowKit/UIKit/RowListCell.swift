// RowListCell.swift shows a row in a collection view's list cell, and gives RowKit's list styles as UIKit's list appearances.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
    /// Shows `configuration`'s row in a `RowContentView`, with UIKit's own disclosure indicator or
    /// checkmark in `ios`, which the layout reserves room for as it does for a table cell's
    /// (grammar.md, "Theme"): the list cell narrows its content view for them, and the row view
    /// lays its row out across the whole cell, so its frames are the report's. Every other
    /// accessory (info button, trailing symbol, switch) the row view places at RowKit's frames.
    public func show(_ configuration: RowContentConfiguration) {
        contentConfiguration = configuration
        switch RowSystemAccessory(configuration.row) {
        case .disclosureIndicator?: accessories = [.disclosureIndicator()]
        case .checkmark?: accessories = [.checkmark()]
        case nil: accessories = []
        }
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionLayoutListConfiguration.Appearance {
    /// The list appearance of rows listed in `style`: the same three styles a table has
    /// (UICollectionLayoutList.h). tvOS has no inset grouped list, and shows it grouped.
    public init(_ style: RowListStyle) {
        switch style {
        case .plain: self = .plain
        case .grouped: self = .grouped
        #if os(tvOS)
        case .insetGrouped: self = .grouped
        #else
        case .insetGrouped: self = .insetGrouped
        #endif
        }
    }
}
#endif
