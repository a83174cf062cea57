// SettingsScreenTests.swift drives the settings screen through the generated selection and toggle API, as its data source would.

import RowKit
import StaffList
import Testing

@Suite struct SettingsScreenTests {
    /// What `RowDataSource` hands its handlers: the tapped row's model, turned into a case.
    func tap(_ row: RowModel, on screen: inout SettingsScreen) -> SettingsScreen.Action? {
        guard row.isTappable, let setting = Settings.Row(row) else { return nil }
        return screen.select(setting)
    }

    @Test func theSpecsInitialStatesAreTheScreens() {
        let screen = SettingsScreen(departments: ["Sales"])
        #expect(screen.allowsNotifications && screen.order == .name && screen.following.isEmpty)
        #expect(screen.sections.map(\.footer) == ["Quiet hours hold notifications until the morning.", nil, nil, nil])
    }

    @Test func tapsChooseAnOrderOrAct() {
        var screen = SettingsScreen(departments: [])
        #expect(tap(Settings.Row.byDepartment.model, on: &screen) == nil && screen.order == .department)
        let rows = screen.sections[1].rows
        #expect(rows.map(\.isOn) == [false, true], "the checkmark follows the choice")
        #expect(tap(Settings.Row.quietHours.model, on: &screen) == .openQuietHours)
        #expect(tap(Settings.Row.signOut.model, on: &screen) == .signOut)
        #expect(tap(Settings.Row.help.model, on: &screen) == .openHelp, "a `tappable` row")
        #expect(tap(Settings.Row.version.model, on: &screen) == nil && tap(Settings.Row.notifications.model, on: &screen) == nil,
                "an information row and a switch row cannot be tapped")
    }

    @Test func flipsReachTheirRowsTyped() throws {
        var screen = SettingsScreen(departments: ["Sales", "Support"])
        let notifications = try #require(screen.sections.first?.rows.first)
        #expect(notifications.accessory == .switch && notifications.isOn)
        screen.toggle(try #require(Settings.Row(notifications)), isOn: false)
        #expect(!screen.allowsNotifications && screen.sections[0].rows[0].isOn == false)
        // A department's row reports the Subscription it shows.
        let support = try #require(screen.sections.last?.rows.last)
        #expect(Settings.Row(support) == nil)
        screen.toggle(try #require(Subscription(support)), isOn: true)
        #expect(screen.following == ["Support"] && screen.sections.last?.rows.map(\.isOn) == [false, true])
    }

    @Test func symbolsAndDestructiveRowsLayOut() throws {
        let frames = RowLayout.frames(for: Settings.Row.notifications.model, width: 375)
        let symbol = try #require(frames.symbol), toggle = try #require(frames.switch)
        #expect(symbol == RowRect(x: 16, y: 7.5, width: 29, height: 29) && frames.image == nil)
        #expect(toggle == RowRect(x: 308, y: 6.5, width: 51, height: 31), "UIKit's switch, at the 16-point layout margin")
        #expect(RowLayout.frames(for: Settings.Row.notifications.model, width: 375, size: .accessibility1).symbol!.width > 29,
                "symbols grow with the text")
        #expect(Settings.Row.signOut.model.isDestructive && Settings.Row.signOut.model.accessory == nil)
        #expect(Settings.Row.allCases.count == Settings.rows.count)
    }
}
