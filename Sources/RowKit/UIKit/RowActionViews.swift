// RowActionViews.swift shows a row's actions as UIKit does: swipe actions, a context menu and VoiceOver's custom actions.

// watchOS has UIKit but no table views.
#if canImport(UIKit) && !os(watchOS)
@preconcurrency public import UIKit

@available(iOS 13.0, tvOS 13.0, *)
extension RowAction {
    /// The SF Symbol shown beside the title, if any.
    var image: UIImage? { symbol.flatMap { UIImage(systemName: $0) } }

    /// The action as an item of a context menu, in UIKit's destructive style when it destroys.
    @MainActor func menuItem(_ perform: @escaping () -> Void) -> UIAction {
        UIAction(title: title, image: image, attributes: isDestructive ? .destructive : [], handler: { _ in perform() })
    }

    /// The action as VoiceOver offers it on the cell, in its list of actions.
    @MainActor func accessibilityAction(_ perform: @escaping () -> Void) -> UIAccessibilityCustomAction {
        UIAccessibilityCustomAction(name: title, actionHandler: { _ in
            perform()
            return true
        })
    }
}

@available(iOS 13.0, tvOS 17.0, *)
extension RowActions {
    /// The menu a touch and hold shows, or nil for a row with none; `perform` is given the item
    /// chosen. For the table view delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`
    /// in a data source of the app's own; `RowDataSource.contextMenu(at:)` calls it.
    @MainActor public func contextMenuConfiguration(_ perform: @escaping (RowAction) -> Void) -> UIContextMenuConfiguration? {
        guard !menu.isEmpty else { return nil }
        let items = menu.map { action in action.menuItem { perform(action) } }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: { _ in
            UIMenu(title: "", children: items)
        })
    }
}

@available(iOS 14.0, tvOS 17.0, *)
extension RowActions {
    /// The menu of a menu row's options (`choices`), the one whose id is `chosen` checked, as
    /// UIKit marks a chosen item (`UIMenuElement.State.on`); nil for a row without options.
    /// `choose` is given the option the user picks.
    @MainActor public func choiceMenu(chosen: String?, _ choose: @escaping (RowAction) -> Void) -> UIMenu? {
        guard !choices.isEmpty else { return nil }
        return UIMenu(title: "", children: choices.map { option in
            UIAction(title: option.title, image: option.image, state: option.id == chosen ? .on : .off, handler: { _ in choose(option) })
        })
    }
}

#if !os(tvOS)
@available(iOS 13.0, *)
extension RowActions {
    /// The leading edge's swipe actions, or nil for none; for the table view delegate's
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` in a data source of the app's own.
    @MainActor public func leadingSwipeConfiguration(_ perform: @escaping (RowAction) -> Void) -> UISwipeActionsConfiguration? {
        Self.swipe(leading, perform)
    }

    /// The trailing edge's swipe actions, or nil for none; for `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    @MainActor public func trailingSwipeConfiguration(_ perform: @escaping (RowAction) -> Void) -> UISwipeActionsConfiguration? {
        Self.swipe(trailing, perform)
    }

    /// The swipe actions of one edge, first outermost, or nil for an edge with none, so that UIKit
    /// offers no swipe there; `perform` is given the action chosen. A full swipe performs the first,
    /// UIKit's default.
    @MainActor private static func swipe(_ actions: [RowAction], _ perform: @escaping (RowAction) -> Void) -> UISwipeActionsConfiguration? {
        guard !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(actions: actions.map { action in
            let contextual = UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) {
                _, _, completion in
                perform(action)
                completion(true)
            }
            contextual.image = action.image
            return contextual
        })
    }
}
#endif
#endif
