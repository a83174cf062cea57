// RowCell.swift is the UITableViewCell that shows any RowModel in a RowContentView, laid out by RowLayout so it matches `rowc report`.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

/// A table view cell that shows any `RowModel` in a `RowContentView`, the one view of a row,
/// laid out by `RowLayout` so it matches `rowc report`.
///
/// One class serves every style: `registerRowCells()` registers it under each style's reuse
/// identifier, so each style still has its own reuse pool and a reused cell only changes text
/// and images, never which views it shows. The cell adds what is the table cell's own: UIKit's
/// accessory in `ios`, no highlight for a row a tap does nothing for, and the theme's background
/// behind the selection.
@available(iOS 13.0, tvOS 13.0, *)
open class RowCell: UITableViewCell {
    /// `RowContentView.imageBundle`: the bundle rows' images and the theme's colour sets are
    /// loaded from, the app's main bundle unless set.
    public static var imageBundle: Bundle {
        get { RowContentView.imageBundle }
        set { RowContentView.imageBundle = newValue }
    }

    /// `RowContentView.imageProvider`: loads a row's image that `imageBundle` does not hold,
    /// such as a downloaded avatar's URL.
    public static var imageProvider: (@MainActor @Sendable (String) async -> UIImage?)? {
        get { RowContentView.imageProvider }
        set { RowContentView.imageProvider = newValue }
    }

    /// `RowContentView.infoActionName`: the name VoiceOver gives an info row's action.
    public static var infoActionName: String {
        get { RowContentView.infoActionName }
        set { RowContentView.infoActionName = newValue }
    }

    /// The view that shows the row, filling the content view.
    public let rowView = RowContentView(configuration: RowContentConfiguration(row: nil))

    public var tileView: UIView { rowView.tileView }
    public var rowImageView: UIImageView { rowView.rowImageView }
    public var titleLabel: UILabel { rowView.titleLabel }
    public var subtitleLabel: UILabel { rowView.subtitleLabel }
    public var arrowView: UIImageView { rowView.arrowView }
    public var checkView: UIImageView { rowView.checkView }
    public var infoButton: UIButton { rowView.infoButton }
    public var trailingSymbolView: UIImageView { rowView.trailingSymbolView }
    public var menuButton: UIButton { rowView.menuButton }
    #if !os(tvOS)
    public var switchControl: UISwitch { rowView.switchControl }
    #endif

    /// The row shown. Setting it updates the views' content and lays them out again.
    public var row: RowModel? {
        get { rowView.rowConfiguration.row }
        set { rowConfiguration.row = newValue }
    }

    /// The row shown and who hears of its switch, info button and actions, at once; `RowDataSource` sets it.
    public var rowConfiguration: RowContentConfiguration {
        get { rowView.rowConfiguration }
        set {
            let changed = newValue.row != row
            rowView.rowConfiguration = newValue
            // The cell paints the background, so the selection UIKit draws above it shows.
            rowView.rowConfiguration.paintsBackground = false
            if changed { update() }
        }
    }

    /// Called with the switch's new state when the user flips it; `RowDataSource` sets it.
    public var onToggle: ((Bool) -> Void)? {
        get { rowView.rowConfiguration.onToggle }
        set { rowView.rowConfiguration.onToggle = newValue }
    }

    /// Called when the user taps the info button, or asks VoiceOver for it; `RowDataSource` sets it.
    public var onInfo: (() -> Void)? {
        get { rowView.rowConfiguration.onInfo }
        set { rowView.rowConfiguration.onInfo = newValue }
    }

    /// Called with the action the user chose among VoiceOver's actions of the row (its swipe
    /// actions and menu items, `accessibilityCustomActions`); `RowDataSource` sets it.
    public var onAction: ((RowAction) -> Void)? {
        get { rowView.rowConfiguration.onAction }
        set { rowView.rowConfiguration.onAction = newValue }
    }

    /// Called with the option the user picks in a menu row, from its menu or among VoiceOver's
    /// actions; `RowDataSource` sets it.
    public var onChoose: ((RowAction) -> Void)? {
        get { rowView.rowConfiguration.onChoose }
        set { rowView.rowConfiguration.onChoose = newValue }
    }

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        rowConfiguration = RowContentConfiguration(row: nil)
        contentView.addSubview(rowView)
        // The row view is the element VoiceOver reads: the cell is not one of its own.
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("RowCell is created by registerRowCells(), not from a storyboard")
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        rowConfiguration = RowContentConfiguration(row: nil)
    }

    private func update() {
        // UIKit's own disclosure indicator and checkmark in `ios`, where the layout reserves their
        // room (grammar.md, "Theme"); the row view draws the seed's, and places every other accessory.
        switch RowSystemAccessory(row) {
        case .disclosureIndicator?: accessoryType = .disclosureIndicator
        case .checkmark?: accessoryType = .checkmark
        case nil: accessoryType = .none
        }
        // Rows a tap does nothing for show no highlight.
        selectionStyle = row?.isTappable == true ? .default : .none
        // The cell's own background, not the content view's: the selection's highlight is drawn
        // between the two and stays visible.
        backgroundColor = (row?.theme ?? .default).backgroundColor.uiColor(in: RowContentView.imageBundle)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The row view lays the row out across this cell, so it is laid out whenever the cell is,
        // even when only the content view's place (not its size) changed.
        rowView.frame = contentView.bounds
        rowView.setNeedsLayout()
        rowView.layoutIfNeeded()
    }

    /// The row's height at the user's text size, so table views with automatic row heights
    /// size rows as the report does.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: rowView.height(inCellOfWidth: targetSize.width))
    }
}
#endif
