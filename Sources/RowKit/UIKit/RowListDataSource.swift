// RowListDataSource.swift is a diffable data source that shows [RowSection] in a collection view's list and reports taps, toggles, info buttons and actions.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

/// A diffable data source that shows `[RowSection]` in a collection view laid out as a list
/// (`listLayout(_:)`), each row in a `UICollectionViewListCell` showing a `RowContentView`, with
/// section headers and footers: `RowDataSource`'s counterpart for `UICollectionView`.
///
/// Items are row ids, so a row whose content changes keeps its cell: `apply(_:)` reconfigures
/// it in place, or reloads it when its style changes. Row and section ids must be unique in the
/// list. Show rows with `apply(_:animatingDifferences:completion:)` given `[RowSection]`: a
/// snapshot of ids applied through the inherited method brings no rows to show for them.
@available(iOS 15.0, tvOS 15.0, *)
open class RowListDataSource: UICollectionViewDiffableDataSource<RowSection.ID, RowModel.ID> {
    private let content: RowSnapshotContent

    /// Becomes `collectionView`'s data source; its cells and section headers and footers are
    /// list cells registered here.
    public init(collectionView: UICollectionView) {
        let content = RowSnapshotContent()
        self.content = content
        // Registered once, outside the providers, as UIKit asks.
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, RowModel.ID> { cell, _, id in
            cell.show(content.configuration(content.shown(id)))
        }
        super.init(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: id)
        }
        let texts = { (kind: String, text: @escaping (RowSection.ID) -> String?) in
            UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: kind) { [weak self] view, _, indexPath in
                // The list's own header or footer style for its appearance.
                var configuration = view.defaultContentConfiguration()
                configuration.text = self?.sectionIdentifier(for: indexPath.section).flatMap(text)
                view.contentConfiguration = configuration
            }
        }
        let headers = texts(UICollectionView.elementKindSectionHeader, content.title)
        let footers = texts(UICollectionView.elementKindSectionFooter, content.footer)
        supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: kind == UICollectionView.elementKindSectionFooter ? footers : headers,
                                                                  for: indexPath)
        }
    }

    /// The list configuration of the sections applied so far in `style`'s appearance, for a list
    /// laid out with one configuration (`UICollectionViewCompositionalLayout.list(using:)`):
    /// headers and footers as supplementary views when any section has a title or a footer (a
    /// section without one then shows an empty one), and the rows' swipe actions.
    /// `listLayout(_:)` configures each section for itself.
    public func listConfiguration(_ style: RowListStyle) -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: .init(style))
        configuration.headerMode = content.hasTitles ? .supplementary : .none
        configuration.footerMode = content.hasFooters ? .supplementary : .none
        #if !os(tvOS)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.leadingSwipeActions(at: indexPath) }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in self?.trailingSwipeActions(at: indexPath) }
        #endif
        return configuration
    }

    /// The list configuration of the applied section at `index`: `listConfiguration(style)` with
    /// a header only where the section has a title and a footer only where it has a footer.
    public func listConfiguration(_ style: RowListStyle, section index: Int) -> UICollectionLayoutListConfiguration {
        var configuration = listConfiguration(style)
        let section = sectionIdentifier(for: index)
        configuration.headerMode = section.flatMap(content.title) == nil ? .none : .supplementary
        configuration.footerMode = section.flatMap(content.footer) == nil ? .none : .supplementary
        return configuration
    }

    /// A list layout for the collection view's `collectionViewLayout`, in `style`'s appearance:
    /// UIKit asks it for each section as it lays the section out, and each is a list section of
    /// `listConfiguration(style, section:)`, so a section shows a header or a footer where it
    /// has one and no empty one where it has none, whatever sections are applied later.
    public func listLayout(_ style: RowListStyle) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            guard let self else { return nil }
            return .list(using: self.listConfiguration(style, section: index), layoutEnvironment: environment)
        }
    }

    /// The row shown at `indexPath`, if any.
    public func row(at indexPath: IndexPath) -> RowModel? {
        itemIdentifier(for: indexPath).flatMap(content.row)
    }

    /// Calls `handler` with the case of each tapped row of `Case`, a spec's `Row` or a model:
    /// `onSelect(Settings.Row.self) { row in switch row { ... } }`.
    public func onSelect<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
        content.onSelect(handler)
    }

    /// Calls `handler` with the case and the new state of each switch of `Case` the user flips.
    public func onToggle<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case, Bool) -> Void) {
        content.onToggle(handler)
    }

    /// Calls `handler` with the case of each row of `Case` whose info button the user taps.
    public func onInfo<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
        content.onInfo(handler)
    }

    /// Calls `handler` with the action and the case of each row of `Case` whose swipe action,
    /// menu item or VoiceOver action the user chooses, the action a case of `Action`, a spec's
    /// generated enum: `onAction(Staff.Action.self, Person.self) { action, person in switch action { ... } }`.
    public func onAction<Action: RowActionCase, Case: RowCase>(_ actions: Action.Type, _ rows: Case.Type,
                                                              _ handler: @escaping (Action, Case) -> Void) {
        content.onAction(actions, rows, handler)
    }

    /// Calls `handler` with the option the user picks in the menu row of `Choice`, a menu row's
    /// generated enum: `onChoose(Settings.Browser.self) { browser in ... }`. The app stores the
    /// choice and applies the sections again with it.
    public func onChoose<Choice: RowChoiceCase>(_ type: Choice.Type, _ handler: @escaping (Choice) -> Void) {
        content.onChoose(type, handler)
    }

    #if !os(tvOS)
    /// The row's `leadingSwipe:` actions, or nil for a row without; `listConfiguration(_:)`'s
    /// `leadingSwipeActionsConfigurationProvider`.
    public func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        content.swipeActions(row(at: indexPath), leading: true)
    }

    /// The row's `swipe:` actions, or nil for a row without; `listConfiguration(_:)`'s
    /// `trailingSwipeActionsConfigurationProvider`.
    public func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        content.swipeActions(row(at: indexPath), leading: false)
    }
    #endif

    /// For the collection view delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`:
    /// the row's `contextMenu:` actions as a menu when the touch is on one row, or nil for a row
    /// without, between rows, or on several selected rows.
    @available(iOS 16.0, tvOS 17.0, *)
    public func contextMenu(forItemsAt indexPaths: [IndexPath]) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return content.contextMenu(row(at: indexPaths[0]))
    }

    /// For the collection view delegate's `collectionView(_:shouldHighlightItemAt:)` and
    /// `collectionView(_:shouldSelectItemAt:)`: false for a row a tap does nothing for, which then
    /// shows no highlight.
    public func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        row(at: indexPath)?.isTappable == true
    }

    /// For the collection view delegate's `collectionView(_:didSelectItemAt:)`: deselects the row,
    /// as UIKit's own lists do once a tap has been handled, and tells the `onSelect` handlers.
    public func didSelectItem(at indexPath: IndexPath, in collectionView: UICollectionView) {
        collectionView.deselectItem(at: indexPath, animated: true)
        content.select(row(at: indexPath))
    }

    /// Shows `sections`, animating the differences from what is shown now.
    public func apply(_ sections: [RowSection], animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        apply(content.snapshot(sections), animatingDifferences: animatingDifferences, completion: completion)
    }
}
#endif
