// RowAction.swift holds the actions a row offers: its swipe actions on either edge and its context menu.

/// One action a row offers, as the spec declares it (`action delete title:"Delete" symbol:trash
/// destructive`): a swipe action, a menu item and a VoiceOver custom action.
public struct RowAction: Hashable, Identifiable, Sendable {
    /// The spec's name for it, the raw value of its case in the spec's generated `Action` enum.
    public var id: String
    /// What the swipe action and the menu item show, and VoiceOver reads.
    public var title: String
    /// The name of an SF Symbol shown beside the title.
    public var symbol: String?
    /// Shown in UIKit's destructive style: a red swipe action, a red menu item.
    public var isDestructive: Bool

    public init(id: String, title: String, symbol: String? = nil, isDestructive: Bool = false) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.isDestructive = isDestructive
    }
}

/// The actions a row offers: those a swipe from either edge reveals, first outermost, the
/// items of the menu a touch and hold shows, and the options of a menu that picks one.
public struct RowActions: Hashable, Sendable {
    /// Revealed by a swipe from the leading edge (left to right in a left-to-right language).
    public var leading: [RowAction]
    /// Revealed by a swipe from the trailing edge; a full swipe performs the first.
    public var trailing: [RowAction]
    /// The context menu's items, in order.
    public var menu: [RowAction]
    /// The options of the menu that picks one (the spec's `menu:`), in order: the row shows the
    /// chosen one (`RowModel.choice`) where a subtitle would be, and a tap opens the menu.
    public var choices: [RowAction]

    public init(leading: [RowAction] = [], trailing: [RowAction] = [], menu: [RowAction] = [], choices: [RowAction] = []) {
        self.leading = leading
        self.trailing = trailing
        self.menu = menu
        self.choices = choices
    }

    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && menu.isEmpty && choices.isEmpty }

    /// Each action once, for VoiceOver, which offers a row's actions as a list: the trailing
    /// swipe's, the leading swipe's, then the menu's that neither swipe has.
    public var distinct: [RowAction] {
        var seen = Set<String>()
        return (trailing + leading + menu).filter { seen.insert($0.id).inserted }
    }
}

/// A spec's generated `Action` enum: a case per action, its raw value the action's name, so a
/// handler switches over the spec's actions exhaustively.
public protocol RowActionCase: RawRepresentable, Sendable where RawValue == String {}

/// The app's handlers of the actions rows offer, each hearing only the rows of its `RowCase` and
/// the actions of its spec's `Action` enum. `RowDataSource.onAction(_:_:_:)` keeps them for a table;
/// code of the app's own, or a test, may keep them too.
public struct RowActionHandlers {
    private var handlers: [(RowAction, RowModel) -> Void] = []

    public init() {}

    /// Calls `handler` with the action and the case of each row of `Case` that `perform` is given,
    /// when the action is a case of `Action`.
    public mutating func on<Action: RowActionCase, Case: RowCase>(_ actions: Action.Type, _ rows: Case.Type,
                                                                  _ handler: @escaping (Action, Case) -> Void) {
        handlers.append { action, row in
            guard let action = Action(rawValue: action.id), let value = Case(row) else { return }
            handler(action, value)
        }
    }

    /// Tells the handlers that the user chose `action` on `row`.
    public func perform(_ action: RowAction, on row: RowModel) {
        for handler in handlers { handler(action, row) }
    }
}
