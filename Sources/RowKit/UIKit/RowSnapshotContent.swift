// RowSnapshotContent.swift holds what a diffable data source of rows shows, by id, and who hears of taps, toggles, info buttons and actions: the table's and the collection view's share it.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency internal import UIKit

/// What a data source of rows shows, by id, and who hears of what the user does; shared with the
/// data source's cell provider, which cannot capture the data source.
@available(iOS 15.0, tvOS 15.0, *)
@MainActor final class RowSnapshotContent {
    private var rows: [RowModel.ID: RowModel] = [:]
    private var titles: [RowSection.ID: String] = [:]
    private var footers: [RowSection.ID: String] = [:]
    /// Switches the user flipped since their rows were last applied: a reused cell shows
    /// the flipped state, not the row's older one.
    private var flipped: [RowModel.ID: Bool] = [:]
    private var selectHandlers: [(RowModel) -> Void] = []
    private var toggleHandlers: [(RowModel, Bool) -> Void] = []
    private var infoHandlers: [(RowModel) -> Void] = []
    private var actionHandlers = RowActionHandlers()
    private var choiceHandlers = RowChoiceHandlers()

    /// Whether any section applied has a title, or a footer.
    private(set) var hasTitles = false
    private(set) var hasFooters = false

    /// The row of `id` as it shows now, a switch the user flipped showing the flip, or nil for an id
    /// never applied.
    func row(_ id: RowModel.ID) -> RowModel? {
        guard var row = rows[id] else { return nil }
        if let isOn = flipped[id] { row.isOn = isOn }
        return row
    }

    /// The row of `id` as it shows now, for its cell; a failure for an id never applied, which
    /// only a snapshot applied past `snapshot(_:)` brings.
    func shown(_ id: RowModel.ID) -> RowModel {
        guard let row = row(id) else {
            preconditionFailure("no row with id \(id): show rows with apply(_:) given [RowSection], not a snapshot of ids")
        }
        return row
    }

    /// `row` with the handlers of what the user does with it, for its cell.
    func configuration(_ row: RowModel) -> RowContentConfiguration {
        RowContentConfiguration(row: row, onToggle: { [self] isOn in
            flipped[row.id] = isOn
            for handler in toggleHandlers { handler(row, isOn) }
        }, onInfo: { [self] in
            for handler in infoHandlers { handler(row) }
        }, onAction: { [self] action in perform(action, on: row) }, onChoose: { [self] option in choiceHandlers.choose(option, in: row) })
    }

    func title(_ section: RowSection.ID) -> String? { titles[section] }
    func footer(_ section: RowSection.ID) -> String? { footers[section] }

    func onSelect<Case: RowCase>(_ handler: @escaping (Case) -> Void) {
        selectHandlers.append { row in Case(row).map(handler) }
    }

    func onToggle<Case: RowCase>(_ handler: @escaping (Case, Bool) -> Void) {
        toggleHandlers.append { row, isOn in Case(row).map { handler($0, isOn) } }
    }

    func onInfo<Case: RowCase>(_ handler: @escaping (Case) -> Void) {
        infoHandlers.append { row in Case(row).map(handler) }
    }

    func onAction<Action: RowActionCase, Case: RowCase>(_ actions: Action.Type, _ rows: Case.Type,
                                                       _ handler: @escaping (Action, Case) -> Void) {
        actionHandlers.on(actions, rows, handler)
    }

    func onChoose<Choice: RowChoiceCase>(_ choices: Choice.Type, _ handler: @escaping (Choice) -> Void) {
        choiceHandlers.on(choices, handler)
    }

    func perform(_ action: RowAction, on row: RowModel) {
        actionHandlers.perform(action, on: row)
    }

    /// Tells the `onSelect` handlers of a tap on `row`, when a tap does something for it.
    func select(_ row: RowModel?) {
        guard let row, row.isTappable else { return }
        for handler in selectHandlers { handler(row) }
    }

    #if !os(tvOS)
    /// The row's swipe actions on one edge, each telling the `onAction` handlers.
    func swipeActions(_ row: RowModel?, leading: Bool) -> UISwipeActionsConfiguration? {
        guard let row else { return nil }
        let perform = { [self] (action: RowAction) in self.perform(action, on: row) }
        return leading ? row.actions.leadingSwipeConfiguration(perform) : row.actions.trailingSwipeConfiguration(perform)
    }
    #endif

    /// The row's context menu, each item telling the `onAction` handlers.
    @available(tvOS 17.0, *)
    func contextMenu(_ row: RowModel?) -> UIContextMenuConfiguration? {
        guard let row else { return nil }
        return row.actions.contextMenuConfiguration { [self] action in perform(action, on: row) }
    }

    /// A snapshot of `sections`, kept as what is shown: a row whose content changed is
    /// reconfigured in place, or reloaded when its style (and so its cell's views) changed.
    func snapshot(_ sections: [RowSection]) -> NSDiffableDataSourceSnapshot<RowSection.ID, RowModel.ID> {
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
            guard let old = self.rows[id], old != row else { continue }
            // The app has said what the switch shows: its word replaces the user's flip.
            if old.isOn != row.isOn { flipped[id] = nil }
            if old.style == row.style {
                reconfigured.append(id)
            } else {
                reloaded.append(id)
            }
        }
        snapshot.reconfigureItems(reconfigured)
        snapshot.reloadItems(reloaded)
        self.rows = rows
        self.titles = titles
        self.footers = footers
        hasTitles = !titles.isEmpty
        hasFooters = !footers.isEmpty
        flipped = flipped.filter { rows[$0.key] != nil }
        return snapshot
    }
}
#endif
