// AccountScreen.swift is the account screen's logic: what the app supplies to Account.rows, and what a tap, a pick or a swipe does.

import RowKit

/// The account screen's state, which the app owns: the member's profile, the updates waiting,
/// where links open and the teams. A data source's handlers call `select`, `choose` and `perform`;
/// the switches are exhaustive, so a row, option or action added to Account.rows does not build
/// until it is given something to do here.
public struct AccountScreen: Sendable {
    /// What the screen asks the app to do after a tap.
    public enum Navigation: Equatable, Sendable {
        case profile, updates, team(String)
    }

    public var name: String
    public var role: String
    /// Where the member's photo is downloaded from, which `RowCell.imageProvider` loads.
    public var avatarURL: String
    public var pendingUpdates: Int
    public var browser: Account.Browser
    public var teams: [Team]
    /// The keys of the teams the member muted.
    public var muted: Set<String> = []

    public init(name: String, role: String, avatarURL: String, pendingUpdates: Int, browser: Account.Browser = .inApp,
                teams: [Team]) {
        (self.name, self.role, self.avatarURL) = (name, role, avatarURL)
        (self.pendingUpdates, self.browser, self.teams) = (pendingUpdates, browser, teams)
    }

    /// What the list shows now: the profile and the settings with the app's values, then the teams.
    public var sections: [RowSection] {
        Account.sections(Account.Values(avatarURL: avatarURL, name: name, role: role,
                                        // No updates, no badge: an empty badge shows none.
                                        pendingUpdates: pendingUpdates == 0 ? "" : String(pendingUpdates),
                                        browser: browser, teams: teams))
    }

    /// A tap on a spec row; the menu row opens its menu instead.
    public func select(_ row: Account.Row) -> Navigation? {
        switch row {
        case .profile: .profile
        case .updates: .updates
        case .browser: nil
        }
    }

    /// A tap on a team's row.
    public func select(_ team: Team) -> Navigation { .team(team.id) }

    /// The option picked in the browser menu.
    public mutating func choose(_ browser: Account.Browser) {
        self.browser = browser
    }

    /// A team's swipe action.
    public mutating func perform(_ action: Account.Action, on team: Team) {
        switch action {
        case .mute: muted.insert(team.id)
        case .leave: teams.removeAll { $0.id == team.id }
        case .inApp, .safari: break  // the menu's options, which no team offers
        }
    }
}
