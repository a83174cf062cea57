// RowMenuTests.swift compiles and runs programs against a spec with menus that pick one option (`menu:inApp,safari`), as a table and as localized code.

import Testing

@Suite(.serialized) struct RowMenuTests {
    static let spec = """
        action inApp title:"In-App Browser"
        action safari title:"Safari" symbol:safari
        action leading title:"Leading"
        action trailing title:"Trailing"
        action delete title:"Delete" destructive

        section "Reading"
        row browser title:"Browser" menu:inApp,safari
        row avatarPosition title:"Avatar Position" menu:leading,trailing swipe:delete
        row wifi title:"Wi-Fi" subtitle:$network arrow

        """

    /// The app's choice is what each menu row shows, with its options and the chevrons; a
    /// choice reaches the handler of its own row's enum alone, typed; the row keeps its id.
    static let program = """
        import RowKit

        var values = Controls.Values(network: "Home", browser: .safari, avatarPosition: .leading)
        var rows = Controls.rows(values)
        precondition(rows.map(\\.subtitle) == ["Safari", "Leading", "Home"], "\\(rows.map(\\.subtitle))")
        precondition(rows[0].choice == "safari" && rows[0].actions.choices.map(\\.title) == ["In-App Browser", "Safari"])
        precondition(rows[0].actions.choices[1].symbol == "safari" && rows[1].actions.trailing.map(\\.id) == ["delete"])
        precondition(rows[0].accessory == .trailingSymbol && rows[0].accessorySymbol == RowAccessory.menuSymbol)
        precondition(rows[0].style.hasSubtitle && rows[2].actions.choices.isEmpty && rows[2].choice == nil)
        precondition(Controls.Browser.allCases == [.inApp, .safari] && Controls.Browser.inApp.action == .inApp)
        precondition(Controls.Browser.rowID == rows[0].id && Controls.AvatarPosition.rowID == rows[1].id)

        var handlers = RowChoiceHandlers()
        var heard: [String] = []
        handlers.on(Controls.Browser.self) { browser in
            heard.append("browser \\(browser.rawValue)")
            values.browser = browser
        }
        handlers.on(Controls.AvatarPosition.self) { position in heard.append("position \\(position.rawValue)") }
        handlers.choose(rows[0].actions.choices[0], in: rows[0])
        handlers.choose(rows[1].actions.choices[1], in: rows[1])
        // An option of another row's menu is no case of this row's enum.
        handlers.choose(rows[1].actions.choices[0], in: rows[0])
        precondition(heard == ["browser inApp", "position trailing"], "\\(heard)")
        rows = Controls.rows(values)
        precondition(rows[0].subtitle == "In-App Browser" && rows[0].choice == "inApp" && Controls.Row(rows[0]) == .browser)
        print("ok")

        """

    func run(_ spec: String, catalog: String? = nil, _ program: String) throws -> (status: Int32, output: String) {
        let result = try SpecProgram.run(spec, catalog: catalog, program)
        return (result.status, result.output)
    }

    @Test func choicesReachTheirRowsFromTheTable() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let result = try run(Self.spec, Self.program)
        #expect(result.status == 0 && result.output.contains("ok"), "\(result.output)")
    }

    @Test func choicesReachTheirRowsInLocalizedCode() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#
        let result = try run(Self.spec, catalog: catalog, "import Foundation\n" + Self.program)
        #expect(result.status == 0 && result.output.contains("ok"), "\(result.output)")
    }

    /// The choice is the app's: the rows cannot be read without it, nor given a value of another menu.
    @Test func theRowsNeedTheAppsChoice() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let missing = try run(Self.spec, "import RowKit\n_ = Controls.rows(Controls.Values(network: \"Home\", browser: .safari))\n")
        #expect(missing.status != 0 && missing.output.contains("avatarPosition"), "\(missing.output)")
        let wrong = try run(Self.spec, "import RowKit\n_ = Controls.Values(network: \"Home\", browser: .leading, avatarPosition: .leading)\n")
        #expect(wrong.status != 0 && wrong.output.contains("leading"), "\(wrong.output)")
    }
}
