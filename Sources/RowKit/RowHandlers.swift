// RowHandlers.swift keeps the app's handlers of what the user does to rows, each typed by a RowCase: taps, switches, info buttons, actions and menus' choices.

/// The app's handlers of taps, switches, info buttons and actions on rows, each hearing only the
/// rows of its `RowCase` (a spec's `Row` enum or a model struct), so a handler switches over
/// exactly the rows a spec declares. `RowList` keeps them for a SwiftUI list; code of the app's
/// own, or a test, may keep them too.
public struct RowHandlers {
    private var selectHandlers: [(RowModel) -> Void] = []
    private var toggleHandlers: [(RowModel, Bool) -> Void] = []
    private var infoHandlers: [(RowModel) -> Void] = []
    private var actionHandlers = RowActionHandlers()
    private var choiceHandlers = RowChoiceHandlers()

    public init() {}

    /// Calls `handler` with the case of each tapped row of `Case`.
    public mutating func onSelect<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
        selectHandlers.append { row in Case(row).map(handler) }
    }

    /// Calls `handler` with the case and the new state of each switch of `Case` the user flips.
    public mutating func onToggle<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case, Bool) -> Void) {
        toggleHandlers.append { row, isOn in Case(row).map { handler($0, isOn) } }
    }

    /// Calls `handler` with the case of each row of `Case` whose info button the user taps.
    public mutating func onInfo<Case: RowCase>(_ type: Case.Type, _ handler: @escaping (Case) -> Void) {
        infoHandlers.append { row in Case(row).map(handler) }
    }

    /// Calls `handler` with the action, a case of `Action`, and the case of each row of `Case`
    /// whose swipe action, menu item or VoiceOver action the user chooses.
    public mutating func onAction<Action: RowActionCase, Case: RowCase>(_ actions: Action.Type, _ rows: Case.Type,
                                                                        _ handler: @escaping (Action, Case) -> Void) {
        actionHandlers.on(actions, rows, handler)
    }

    /// Calls `handler` with the option the user picks in the menu row of `Choice`, a menu row's
    /// generated enum: `onChoose(Settings.Browser.self) { browser in ... }`.
    public mutating func onChoose<Choice: RowChoiceCase>(_ type: Choice.Type, _ handler: @escaping (Choice) -> Void) {
        choiceHandlers.on(type, handler)
    }

    /// Tells the handlers the user picked `option` in `row`'s menu.
    public func choose(_ option: RowAction, in row: RowModel) {
        choiceHandlers.choose(option, in: row)
    }

    /// Tells the handlers the user tapped `row`; a row a tap does nothing for tells no one.
    public func select(_ row: RowModel) {
        guard row.isTappable else { return }
        for handler in selectHandlers { handler(row) }
    }

    /// Tells the handlers the user turned `row`'s switch to `isOn`.
    public func toggle(_ row: RowModel, isOn: Bool) {
        for handler in toggleHandlers { handler(row, isOn) }
    }

    /// Tells the handlers the user tapped `row`'s info button.
    public func info(_ row: RowModel) {
        for handler in infoHandlers { handler(row) }
    }

    /// Tells the handlers the user chose `action` on `row`.
    public func perform(_ action: RowAction, on row: RowModel) {
        actionHandlers.perform(action, on: row)
    }
}
