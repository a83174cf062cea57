// RowCaseTests.swift compiles programs against a spec's generated `Row` enum: an exhaustive switch builds, and stops building when the spec's rows change.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite(.serialized) struct RowCaseTests {
    static let spec = """
        section "Network"
        row wifi symbol:wifi title:"Wi-Fi" arrow
        row airplane symbol:airplane title:"Airplane Mode" switch
        section "Language"
        row english title:"English" check:on
        row german title:"Deutsch" check
        row help title:"Help" tappable
        row signOut title:"Sign Out" destructive
        row version title:"Version" subtitle:"2.4.1"
        row models title:"Models"
        model AppSetting key:$bundleID symbol:$icon? title:$name switch:$allowsNotifications

        """

    /// Says what each row does, switching over every case; and checks the cases against the rows.
    static let program = """
        import RowKit

        func action(_ row: Controls.Row) -> String {
            switch row {
            case .wifi: "open Wi-Fi"
            case .airplane: "toggle"
            case .english, .german: "choose a language"
            case .help: "open help"
            case .signOut: "sign out"
            case .version, .models: "nothing"
            }
        }
        precondition(Controls.Row.allCases.map(action).count == Controls.rows.count)
        precondition(Controls.Row.allCases.map(\\.model) == Controls.rows, "each case is its row, in order")
        precondition(Controls.Row(Controls.rows[3]) == .german && Controls.Row.german.model == Controls.rows[3])
        // A case's raw value is its row's index in `rows`; a row may be named as the enum's private table was once.
        precondition(Controls.Row.german.rawValue == 3 && Controls.Row(rawValue: 7) == .models && Controls.Row(rawValue: 8) == nil)
        precondition(Controls.Row(Controls.rows[7]) == .models && Controls.Row.models.model.title == "Models")
        let setting = AppSetting(bundleID: "com.example.mail", name: "Mail", allowsNotifications: true)
        precondition(Controls.Row(setting.row) == nil, "a model's row is no spec row")
        precondition(AppSetting(setting.row) == setting, "a model's row reports its value")
        precondition(AppSetting(Controls.Row.wifi.model) == nil)
        precondition(setting.row.isOn && setting.row.accessory == .switch && setting.reuseIdentifier == "TitleSwitchCell")
        // Which rows a tap selects: arrow, checkmark, destructive and tappable rows; not plain or switch rows.
        let tappable = Controls.rows.filter(\\.isTappable).compactMap(Controls.Row.init)
        precondition(tappable == [.wifi, .english, .german, .help, .signOut], "\\(tappable)")
        precondition(Controls.Row.english.model.isOn && !Controls.Row.german.model.isOn)
        precondition(Controls.sections.map(\\.title) == ["Network", "Language"])

        """

    /// Builds `spec` as Controls.rows and compiles `program` against it.
    func compile(_ spec: String, _ program: String) throws -> (status: Int32, output: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(spec, to: "Controls.rows")
        let build = CapturedRun.rowc(["build", folder.appendingPath("Controls.rows"), "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        folder.write(program, to: "main.swift")
        let sources = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let compile = Swiftc.compiler(["-swift-version", "6", "-o", folder.appendingPath("program"),
                                       folder.appendingPath("main.swift")] + (try RowKitBuild.modules()).linkArguments + sources)
        guard compile.status == 0 else { return (compile.status, compile.output) }
        let run = Swiftc.run(folder.appendingPath("program"), [])
        return (run.status, run.output)
    }

    @Test func anExhaustiveSwitchOverTheRowsBuildsAndRuns() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let result = try compile(Self.spec, Self.program)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func removingARowBreaksTheSwitch() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let spec = Self.spec.replacingOccurrences(of: "row german title:\"Deutsch\" check\n", with: "")
        let result = try compile(spec, Self.program)
        #expect(result.status != 0)
        #expect(result.output.contains("german"), "\(result.output)")
    }

    @Test func addingARowBreaksTheSwitch() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let spec = Self.spec.replacingOccurrences(of: "row help ", with: "row privacy title:\"Privacy\" arrow\nrow help ")
        let result = try compile(spec, Self.program)
        #expect(result.status != 0)
        #expect(result.output.contains("must be exhaustive"), "\(result.output)")
    }
}
