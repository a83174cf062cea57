// RowContentConfiguration.swift is a row as UIKit's content configurations describe a cell's content: any cell shows it in a RowContentView.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

/// A row and who hears of what the user does with it, as a `UIContentConfiguration`: set it as a
/// `UICollectionViewListCell`'s or `UITableViewCell`'s `contentConfiguration` and the cell shows
/// the row in a `RowContentView`, at the frames `rowc report` prints.
@available(iOS 13.0, tvOS 13.0, *)
public struct RowContentConfiguration {
    /// The row shown.
    public var row: RowModel?
    /// Called with the switch's new state when the user flips it.
    public var onToggle: ((Bool) -> Void)?
    /// Called when the user taps the info button, or asks VoiceOver for it.
    public var onInfo: (() -> Void)?
    /// Called with the action the user chose among VoiceOver's actions of the row (its swipe
    /// actions and menu items, `accessibilityCustomActions`).
    public var onAction: ((RowAction) -> Void)?
    /// Called with the option the user picks in a menu row, from its menu or among VoiceOver's actions.
    public var onChoose: ((RowAction) -> Void)?
    /// Whether the cell is highlighted or selected, from the cell's state (`updated(for:)`): the
    /// view then leaves its background clear, so the cell's selection shows through.
    public var isHighlighted = false
    /// Whether the view paints the row's theme background (`background.color`); a host that
    /// paints its cell's own background, between which and the content UIKit draws the
    /// selection, as `RowCell` does, sets it false.
    public var paintsBackground = true

    public init(row: RowModel?, onToggle: ((Bool) -> Void)? = nil, onInfo: (() -> Void)? = nil,
                onAction: ((RowAction) -> Void)? = nil, onChoose: ((RowAction) -> Void)? = nil) {
        self.row = row
        self.onToggle = onToggle
        self.onInfo = onInfo
        self.onAction = onAction
        self.onChoose = onChoose
    }

    /// Whether the view shows the theme's background now.
    var showsThemeBackground: Bool { paintsBackground && !isHighlighted }
}

@available(iOS 14.0, tvOS 14.0, *)
extension RowContentConfiguration: UIContentConfiguration {
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        RowContentView(configuration: self)
    }

    /// This configuration in `state`: highlighted when a cell's state is highlighted or selected.
    public func updated(for state: any UIConfigurationState) -> RowContentConfiguration {
        var updated = self
        if let cell = state as? UICellConfigurationState {
            updated.isHighlighted = cell.isHighlighted || cell.isSelected
        }
        return updated
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension RowContentView: UIContentView {
    /// The `RowContentConfiguration` shown; UIKit sets it when a cell's content configuration is
    /// one, and never sets another kind on a view that a `RowContentConfiguration` made.
    public var configuration: any UIContentConfiguration {
        get { rowConfiguration }
        set {
            guard let configuration = newValue as? RowContentConfiguration else {
                preconditionFailure("RowContentView shows a RowContentConfiguration, not \(type(of: newValue))")
            }
            rowConfiguration = configuration
        }
    }
}
#endif
