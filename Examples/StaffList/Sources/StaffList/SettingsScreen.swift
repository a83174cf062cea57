// SettingsScreen.swift is the settings screen's logic: what a tap or a flip does, over the generated `Settings.Row`.

import RowKit

/// The settings screen's state and what each row does. A table view's `RowDataSource` calls
/// `select` and `toggle` from its `onSelect(Settings.Row.self)` and `onToggle` handlers; the
/// switches below are exhaustive, so a row added to Settings.rows does not build until it is
/// given something to do here.
public struct SettingsScreen: Sendable {
    public enum Order: Sendable { case name, department }

    /// What the screen asks the app to do after a tap.
    public enum Action: Equatable, Sendable {
        case openQuietHours, openHelp, signOut
    }

    public var allowsNotifications: Bool
    public var order: Order
    public var following: Set<String>
    public let departments: [String]

    public init(departments: [String]) {
        // The spec's initial states.
        allowsNotifications = Settings.Row.notifications.model.isOn
        order = Settings.Row.byName.model.isOn ? .name : .department
        following = []
        self.departments = departments
    }

    /// A tap on `row`: the checkmarks choose the order; the others open something or act.
    public mutating func select(_ row: Settings.Row) -> Action? {
        switch row {
        case .byName: order = .name
        case .byDepartment: order = .department
        case .quietHours: return .openQuietHours
        case .help: return .openHelp
        case .signOut: return .signOut
        case .notifications, .version: break  // neither can be tapped
        }
        return nil
    }

    /// A flip of a spec row's switch.
    public mutating func toggle(_ row: Settings.Row, isOn: Bool) {
        switch row {
        case .notifications: allowsNotifications = isOn
        case .quietHours, .byName, .byDepartment, .help, .signOut, .version: break  // no switch
        }
    }

    /// A flip of a department's switch.
    public mutating func toggle(_ subscription: Subscription, isOn: Bool) {
        if isOn { following.insert(subscription.department) } else { following.remove(subscription.department) }
    }

    /// What the table shows now: the spec's rows with the current states, then a switch per department.
    public var sections: [RowSection] {
        let rows: [Settings.Row: RowModel] = Dictionary(uniqueKeysWithValues: Settings.Row.allCases.map { row in
            var model = row.model
            switch row {
            case .notifications: model.isOn = allowsNotifications
            case .byName: model.isOn = order == .name
            case .byDepartment: model.isOn = order == .department
            case .quietHours, .help, .signOut, .version: break
            }
            return (row, model)
        })
        let fixed = Settings.sections.map { section in
            RowSection(id: section.id, title: section.title, footer: section.footer,
                       rows: section.rows.map { rows[Settings.Row($0)!]! })
        }
        let subscriptions = departments.map { Subscription(department: $0, isFollowing: following.contains($0)).row }
        return fixed + [RowSection(id: "departments", title: "Announcements", rows: subscriptions)]
    }
}
