// RowValuesTests.swift compiles and runs programs against a spec whose rows take texts from the app (`subtitle:$network`), as a table and as localized code.

import Testing

@Suite(.serialized) struct RowValuesTests {
    static let spec = """
        section "Network"
        row wifi title:"Wi-Fi" subtitle:$network arrow sample network:"Home"
        row price title:"Price" subtitle:"$5 a month"
        section "Account"
        row account title:$userName subtitle:$server label:$spokenName
        row server title:"Server" subtitle:$server
        row photo image:$avatar label:"Photo" symbol.background:none
        row sync symbol:$syncSymbol title:"Sync"

        """

    /// The app's values reach the rows that show them, each row keeps its id whatever they hold,
    /// a constant text that starts with `$` stays a text, and `Row` finds a row's case without values.
    static let program = """
        import RowKit

        let values = Controls.Values(network: "Office", userName: "Kim Ji-woo", server: "mastodon.social", spokenName: "Kim",
                                     avatar: "https://example.com/kim.png", syncSymbol: "checkmark.icloud")
        let rows = Controls.rows(values)
        precondition(rows.map(\\.title) == ["Wi-Fi", "Price", "Kim Ji-woo", "Server", nil, "Sync"], "\\(rows.map(\\.title))")
        precondition(rows.map(\\.subtitle) == ["Office", "$5 a month", "mastodon.social", "mastodon.social", nil, nil],
                     "\\(rows.map(\\.subtitle))")
        precondition(rows[4].image == "https://example.com/kim.png" && rows[4].style.hasImage && rows[5].symbol == "checkmark.icloud")
        precondition(rows[2].accessibilityLabel == "Kim" && rows[2].style.hasSubtitle)
        precondition(Controls.sections(values).map(\\.title) == ["Network", "Account"])
        precondition(Controls.sections(values).flatMap(\\.rows) == rows)
        var other = values
        other.network = "Café | 5G"
        let changed = Controls.rows(other)
        precondition(changed[0].subtitle == "Café | 5G" && changed[0].id == rows[0].id && changed[0] != rows[0])
        precondition(Controls.Row(changed[0]) == .wifi && Controls.Row.account.model(values) == rows[2])
        precondition(Controls.Row.allCases.map { $0.model(values) } == rows)
        print("ok")

        """

    /// `SpecProgram.run`, of a spec whose generated code has `Values`, computed when localized.
    func run(_ spec: String, catalog: String? = nil, _ program: String) throws -> (status: Int32, output: String) {
        let result = try SpecProgram.run(spec, catalog: catalog, program)
        try #require(result.generated.contains("struct Values"), "\(result.generated)")
        #expect(result.generated.contains("RowTable.sections") == (catalog == nil), "a catalog makes the rows computed")
        return (result.status, result.output)
    }

    @Test func valuesReachTheirRowsFromTheTable() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let result = try run(Self.spec, Self.program)
        #expect(result.status == 0 && result.output.contains("ok"), "\(result.output)")
    }

    @Test func valuesReachTheirRowsInLocalizedCode() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#
        let result = try run(Self.spec, catalog: catalog, "import Foundation\n" + Self.program)
        #expect(result.status == 0 && result.output.contains("ok"), "\(result.output)")
    }

    /// The sample is the report's, never the app's: a program cannot read the rows without values.
    @Test func theRowsNeedTheAppsValues() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let result = try run(Self.spec, "import RowKit\nprint(Controls.rows.count)\n")
        #expect(result.status != 0)
        #expect(result.output.contains("rows"), "\(result.output)")
    }
}
