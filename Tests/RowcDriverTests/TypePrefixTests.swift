// TypePrefixTests.swift checks `rowc build --type-prefix`: prefixed enums, structs and files that compile beside the app's own types.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite struct TypePrefixTests {
    private static let settings = """
        section connectivity "Connectivity"
        row wifi title:"Wi-Fi" arrow
        model Contact key:$email title:$name
        """

    /// The app already has a `Contact` and a `Settings`: with `RC`, the generated ones sit beside them,
    /// and the app names a section by its case.
    @Test func prefixedTypesCompileBesideTheAppsOwn() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(Self.settings, to: "Specs/Settings.rows")
        let build = CapturedRun.rowc(["build", "--type-prefix", "RC", folder.appendingPath("Specs"), "-o", folder.appendingPath("Out")])
        #expect(build.status == 0, "\(build.err)")
        #expect(folder.files(in: "Out") == ["RCSettings.swift"])
        let generated = try #require(folder.read("Out/RCSettings.swift"))
        #expect(generated.contains("public enum RCSettings {") && generated.contains("public struct RCContact:"))
        #expect(generated.contains("extension RCSettings.Section {") && generated.contains("case \"RCSettings.connectivity\""))
        folder.write("""
            import RowKit

            struct Contact { var phone: String }
            enum Settings { static let version = 2 }

            let contact = RCContact(email: "a@b", name: "A")
            precondition(contact.row.id == "RCContact.a@b" && RCContact(contact.row) == contact)
            precondition(Contact(phone: "1").phone == "1" && Settings.version == 2)
            let section = RCSettings.Section.connectivity.section
            precondition(section.id == "RCSettings.connectivity" && RCSettings.Section(section) == .connectivity)
            precondition(RCSettings.Row(RCSettings.Row.wifi.model) == .wifi)
            print("ok")
            """, to: "main.swift")
        let rowKit = try RowKitBuild.modules()
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("app"),
                                       folder.appendingPath("main.swift"), folder.appendingPath("Out/RCSettings.swift")]
                                      + rowKit.linkArguments)
        try #require(compile.status == 0, "\(compile.output)")
        #expect(Swiftc.run(folder.appendingPath("app"), []).output == "ok\n")
    }

    /// A prefix that makes a name RowKit has is E402 in `check` and `build` alike; one that is no
    /// identifier's start is a usage error.
    @Test func aPrefixedNameThatIsTakenIsRefused() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("row wifi title:\"Wi-Fi\"\nmodel Model title:$name\n", to: "Specs/Settings.rows")
        let specs = folder.appendingPath("Specs")
        let check = CapturedRun.rowc(["check", "--type-prefix", "Row", specs])
        let build = CapturedRun.rowc(["build", "--type-prefix", "Row", specs, "-o", folder.appendingPath("Out")])
        let message = "with the type prefix `Row`, model `Model` would be generated as `RowModel`, a name Swift or RowKit already uses; choose another prefix [E402]"
        #expect(check.status == 1 && check.err.contains(message), "\(check.err)")
        #expect(build.status == 1 && build.err.contains(message), "\(build.err)")
        #expect(CapturedRun.rowc(["check", specs]).status == 0)
        let usage = CapturedRun.rowc(["build", "--type-prefix", "2x", specs])
        #expect(usage.status == 2 && usage.err.contains("--type-prefix takes an ASCII letter"), "\(usage.err)")
    }
}
