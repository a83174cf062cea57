// RowDataSource.swift is a diffable data source that shows [RowSection] in a table view and reports taps and toggles.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

/// A diffable data source that shows `[RowSection]` in a table view, with section headers.
///
/// Items are row ids, so a row whose content changes keeps its cell: `apply(_:)` reconfigures
/// it in place, or reloads it when its style (and so its reuse pool) changes. Row and section
/// ids must be unique in the table, as they are for a spec's rows and a model's keyed values.
/// Show rows with `apply(_:animatingDifferences:completion:)` given `[RowSection]`: a snapshot
/// of ids applied through the inherited method brings no rows to show for them.
@available(iOS 15.0, tvOS 15.0, *)
open class RowDataSource: UITableViewDiffableDataSource<RowSection.ID, RowModel.ID> {
    private let content: RowSnapshotContent

    /// Registers the row cells with `tableView` and becomes its data source.
    public init(tableView: UITableView) {
        let content = RowSnapshotContent()
        self.content = content
        tableView.registerRowCells()
        super.init(tableView: tableView) { tableView, indexPath, id in
            let row = content.shown(id)
            let cell = tableView.dequeueRowCell(for: row, at: indexPath)
            cell.rowConfiguration = content.configuration(row)
            return cell
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
    /// For the table view delegate's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: the
    /// row's `leadingSwipe:` actions, or nil for a row without.
    public func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        content.swipeActions(row(at: indexPath), leading: true)
    }

    /// For the table view delegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: the
    /// row's `swipe:` actions, or nil for a row without.
    public func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        content.swipeActions(row(at: indexPath), leading: false)
    }
    #endif

    /// For the table view delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`: the
    /// row's `contextMenu:` actions as a menu, or nil for a row without.
    @available(tvOS 17.0, *)
    public func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        content.contextMenu(row(at: indexPath))
    }

    /// For the table view delegate's `tableView(_:willSelectRowAt:)`: `indexPath`, or nil for a
    /// row a tap does nothing for.
    public func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
        row(at: indexPath)?.isTappable == true ? indexPath : nil
    }

    /// For the table view delegate's `tableView(_:didSelectRowAt:)`: deselects the row, as
    /// UIKit's own lists do once a tap has been handled, and tells the `onSelect` handlers.
    public func didSelectRow(at indexPath: IndexPath, in tableView: UITableView) {
        tableView.deselectRow(at: indexPath, animated: true)
        content.select(row(at: indexPath))
    }

    /// Shows `sections`, animating the differences from what is shown now.
    public func apply(_ sections: [RowSection], animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        let snapshot = content.snapshot(sections)
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).flatMap(content.title)
    }

    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sectionIdentifier(for: section).flatMap(content.footer)
    }
}
#endif
