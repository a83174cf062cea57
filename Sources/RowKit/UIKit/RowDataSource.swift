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
    /// What the data source shows, by id, and who hears of taps and toggles; shared with the
    /// cell provider, which cannot capture `self`.
    private final class Content {
        var rows: [RowModel.ID: RowModel] = [:]
        var titles: [RowSection.ID: String] = [:]
        var footers: [RowSection.ID: String] = [:]
        /// Switches the user flipped since their rows were last applied: a reused cell shows
        /// the flipped state, not the row's older one.
        var flipped: [RowModel.ID: Bool] = [:]
        var selectHandlers: [(RowModel) -> Void] = []
        var toggleHandlers: [(RowModel, Bool) -> Void] = []
        var infoHandlers: [(RowModel) -> Void] = []
        var actionHandlers = RowActionHandlers()
        var choiceHandlers = RowChoiceHandlers()
    }

    private let content: Content

    /// Registers the row cells with `tableView` and becomes its data source.
    public init(tableView: UITableView) {
        let content = Content()
        self.content = content
        tableView.registerRowCells()
        super.init(tableView: tableView) { tableView, indexPath, id in
            guard var row = content.rows[id] else {
                preconditionFailure("no row with id \(id): show rows with apply(_:) given [RowSection], not a snapshot of ids")
            }
            if let isOn = content.flipped[id] { row.isOn = isOn }
            let cell = tableView.dequeueRowCell(for: row, at: indexPath)
            cell.onToggle = { [row] isOn in
                content.flipped[row.id] = isOn
                for handler in content.toggleHandlers { handler(row, isOn) }
            }
            cell.onInfo = { [row] in
                for handler in content.infoHandlers { handler(row) }
            }
            cell.onAction = { [row] action in content.actionHandlers.perform(action, on: row) }
            cell.onChoose = { [row] option in content.choiceHandlers.choose(option, in: row) }
            return cell
        }
    }

    /// The row shown at `indexPath`, if any.
    public func row(at indexPath: IndexPath) -> RowModel? {
        itemIdentifier(for: indexPath).flatMap { content.rows[$0] }
    }

    /// Calls `handler` with the case of each tapped row of `Case`, a spec's `Row` or a model:
    /// `onSelect(Settings.Row.self) { row in switch row { ... } }`.
    public func onSelect<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
        content.selectHandlers.append { row in Case(row).map(handler) }
    }

    /// Calls `handler` with the case and the new state of each switch of `Case` the user flips.
    public func onToggle<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case, Bool) -> Void) {
        content.toggleHandlers.append { row, isOn in Case(row).map { handler($0, isOn) } }
    }

    /// Calls `handler` with the case of each row of `Case` whose info button the user taps.
    public func onInfo<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
        content.infoHandlers.append { row in Case(row).map(handler) }
    }

    /// Calls `handler` with the action and the case of each row of `Case` whose swipe action,
    /// menu item or VoiceOver action the user chooses, the action a case of `Action`, a spec's
    /// generated enum: `onAction(Staff.Action.self, Person.self) { action, person in switch action { ... } }`.
    public func onAction<Action: RowActionCase, Case: RowCase>(_ actions: Action.Type, _ rows: Case.Type,
                                                              _ handler: @escaping (Action, Case) -> Void) {
        content.actionHandlers.on(actions, rows, handler)
    }

    /// Calls `handler` with the option the user picks in the menu row of `Choice`, a menu row's
    /// generated enum: `onChoose(Settings.Browser.self) { browser in ... }`. The app stores the
    /// choice and applies the sections again with it.
    public func onChoose<Choice: RowChoiceCase>(_ type: Choice.Type, _ handler: @escaping (Choice) -> Void) {
        content.choiceHandlers.on(type, handler)
    }

    #if !os(tvOS)
    /// For the table view delegate's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`: the
    /// row's `leadingSwipe:` actions, or nil for a row without.
    public func leadingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let row = row(at: indexPath) else { return nil }
        return row.actions.leadingSwipeConfiguration { [content] action in content.actionHandlers.perform(action, on: row) }
    }

    /// For the table view delegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: the
    /// row's `swipe:` actions, or nil for a row without.
    public func trailingSwipeActions(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let row = row(at: indexPath) else { return nil }
        return row.actions.trailingSwipeConfiguration { [content] action in content.actionHandlers.perform(action, on: row) }
    }
    #endif

    /// For the table view delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`: the
    /// row's `contextMenu:` actions as a menu, or nil for a row without.
    @available(tvOS 17.0, *)
    public func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
        guard let row = row(at: indexPath) else { return nil }
        return row.actions.contextMenuConfiguration { [content] action in content.actionHandlers.perform(action, on: row) }
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
        guard let row = row(at: indexPath), row.isTappable else { return }
        for handler in content.selectHandlers { handler(row) }
    }

    /// Shows `sections`, animating the differences from what is shown now.
    public func apply(_ sections: [RowSection], animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        var snapshot = NSDiffableDataSourceSnapshot<RowSection.ID, RowModel.ID>()
        var rows: [RowModel.ID: RowModel] = [:]
        var titles: [RowSection.ID: String] = [:]
        var footers: [RowSection.ID: String] = [:]
        for section in sections {
            snapshot.appendSections([section.id])
            snapshot.appendItems(section.rows.map(\.id), toSection: section.id)
            titles[section.id] = section.title
            footers[section.id] = section.footer
            for row in section.rows { rows[row.id] = row }
        }
        var reconfigured: [RowModel.ID] = []
        var reloaded: [RowModel.ID] = []
        for (id, row) in rows {
            guard let old = content.rows[id], old != row else { continue }
            // The app has said what the switch shows: its word replaces the user's flip.
            if old.isOn != row.isOn { content.flipped[id] = nil }
            if old.style == row.style {
                reconfigured.append(id)
            } else {
                reloaded.append(id)
            }
        }
        snapshot.reconfigureItems(reconfigured)
        snapshot.reloadItems(reloaded)
        content.rows = rows
        content.titles = titles
        content.footers = footers
        content.flipped = content.flipped.filter { rows[$0.key] != nil }
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section).flatMap { content.titles[$0] }
    }

    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sectionIdentifier(for: section).flatMap { content.footers[$0] }
    }
}
#endif
