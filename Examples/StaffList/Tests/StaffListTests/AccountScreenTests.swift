// AccountScreenTests.swift drives the account screen through the API rowc generated from Account.rows: values from the app, a menu, badges, icon tiles and swipe actions.

import RowKit
import StaffList
import Testing

@Suite struct AccountScreenTests {
    let screen = AccountScreen(name: "Kim Ji-woo", role: "Support", avatarURL: "https://example.com/kim.png", pendingUpdates: 2,
                               teams: [Team(id: "support", name: "Support", unread: "12"), Team(id: "sales", name: "Sales")])

    /// The rows of `section`, by its case.
    func rows(_ section: Account.Section, of screen: AccountScreen) -> [RowModel] {
        screen.sections[section.rawValue].rows
    }

    @Test func theProfileIsTheAppsAndKeepsItsIdentity() throws {
        let profile = try #require(rows(.profile, of: screen).first)
        #expect(profile.title == "Kim Ji-woo" && profile.subtitle == "Support")
        #expect(profile.image == "https://example.com/kim.png", "an image from the app, which RowCell.imageProvider loads")
        #expect(profile.theme.symbolBackground == nil, "the photo is on no tile")
        var renamed = screen
        renamed.name = "Kim Ji-woo (she/her)"
        let changed = try #require(rows(.profile, of: renamed).first)
        #expect(changed.id == profile.id && changed.title != profile.title && Account.Row(changed) == .profile)
    }

    @Test func settingsSitOnIconTiles() throws {
        let settings = rows(.settings, of: screen)
        #expect(settings.map { $0.theme.symbolBackground } == [.system(.systemRed), .system(.systemBlue)])
        let updates = try #require(settings.first)
        let frames = RowLayout.frames(for: updates, width: 375)
        let tile = try #require(frames.symbol)
        #expect(tile == RowRect(x: 16, y: 7.5, width: 29, height: 29), "the Settings app's 29-point icon")
        #expect(RowIconTile.glyph(in: tile).width < tile.width, "the glyph smaller, on the tile")
    }

    @Test func updatesShowABadgeOnlyWhenThereAreSome() throws {
        let updates = try #require(rows(.settings, of: screen).first)
        #expect(updates.isBadge && updates.subtitle == "2" && updates.style.hasSubtitle)
        let capsule = try #require(RowLayout.frames(for: updates, width: 375).subtitle)
        #expect(capsule.width == capsule.height, "one digit sits on a circle")
        var none = screen
        none.pendingUpdates = 0
        let noUpdates = try #require(rows(.settings, of: none).first)
        #expect(!noUpdates.style.hasSubtitle && RowLayout.frames(for: noUpdates, width: 375).subtitle == nil, "no badge")
        // A team's unread count is its optional badge.
        #expect(rows(.teams, of: screen).map(\.subtitle) == ["12", nil] && rows(.teams, of: screen).map(\.style.hasSubtitle) == [true, false])
    }

    @Test func theBrowserMenuPicksAnOptionTyped() throws {
        var screen = self.screen
        let browser = try #require(rows(.settings, of: screen).last)
        #expect(browser.subtitle == "In-App Browser" && browser.choice == "inApp" && browser.accessorySymbol == RowAccessory.menuSymbol)
        #expect(browser.actions.choices.map(\.title) == ["In-App Browser", "Safari"])
        // As `RowDataSource.onChoose` keeps it: the handler hears the browser row's options alone.
        var handlers = RowChoiceHandlers()
        handlers.on(Account.Browser.self) { screen.choose($0) }
        handlers.choose(browser.actions.choices[1], in: browser)
        #expect(screen.browser == .safari)
        let chosen = try #require(rows(.settings, of: screen).last)
        #expect(chosen.subtitle == "Safari" && chosen.choice == "safari" && chosen.id == browser.id)
        #expect(screen.select(.browser) == nil && screen.select(.updates) == .updates, "the menu opens itself")
    }

    @Test func teamsSwipeToMuteOrLeave() throws {
        var screen = self.screen
        let support = try #require(rows(.teams, of: screen).first)
        #expect(support.actions.leading.map(\.id) == ["mute"] && support.actions.trailing.map(\.id) == ["leave"])
        #expect(support.actions.trailing.first?.isDestructive == true)
        // As `RowDataSource.onAction(Account.Action.self, Team.self)` keeps them.
        var handlers = RowActionHandlers()
        handlers.on(Account.Action.self, Team.self) { action, team in screen.perform(action, on: team) }
        handlers.perform(support.actions.leading[0], on: support)
        #expect(screen.muted == ["support"])
        handlers.perform(support.actions.trailing[0], on: support)
        #expect(screen.teams.map(\.id) == ["sales"] && rows(.teams, of: screen).count == 1)
        #expect(screen.select(try #require(Team(support))) == .team("support"))
    }
}
