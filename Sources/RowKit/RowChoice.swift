// RowChoice.swift holds what a row's menu of options reports: the option chosen, as a case of the row's own enum.

/// A menu row's generated enum (`row browser title:"Browser" menu:inApp,safari` makes
/// `Settings.Browser`): a case per option, its raw value the option's action name, so a handler
/// switches over that row's options alone.
public protocol RowChoiceCase: RawRepresentable, Sendable where RawValue == String {
    /// The id of the row whose menu offers these options.
    static var rowID: String { get }
}

/// The app's handlers of the options users choose in menu rows, each hearing only the row of its
/// `RowChoiceCase`. `RowDataSource.onChoose(_:_:)` keeps them for a table; code of the app's own,
/// or a test, may keep them too.
public struct RowChoiceHandlers {
    private var handlers: [(RowAction, RowModel) -> Void] = []

    public init() {}

    /// Calls `handler` with the case of each option of `Choice`'s row that `choose` is given.
    public mutating func on<Choice: RowChoiceCase>(_ choices: Choice.Type, _ handler: @escaping (Choice) -> Void) {
        handlers.append { option, row in
            guard row.id == Choice.rowID, let choice = Choice(rawValue: option.id) else { return }
            handler(choice)
        }
    }

    /// Tells the handlers that the user chose `option` in `row`'s menu.
    public func choose(_ option: RowAction, in row: RowModel) {
        for handler in handlers { handler(option, row) }
    }
}

extension RowAccessory {
    /// What a menu row shows in its accessory's place, as a trailing symbol: the up-and-down
    /// chevrons of UIKit's pop-up buttons and SwiftUI's menu pickers.
    public static let menuSymbol = "chevron.up.chevron.down"
}
