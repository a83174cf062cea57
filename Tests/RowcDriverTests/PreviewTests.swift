// PreviewTests.swift type-checks each spec's generated Xcode preview against the SwiftUI and UIKit stubs, and holds it to the spec's samples.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

/// A spec's preview: `RowPreviews` of its sections, at its samples, in a debug build with SwiftUI.
@Suite struct PreviewTests {
    /// The folders of Tests/Cases/build, whose `Generated/` files are compiled together, a folder at a time.
    static let folders = ["assets", "edge", "localized", "names", "nested", "specs"]

    /// Type-checks `sources` against RowKit and its SwiftUI part, built against the stubs, in
    /// Swift 6 mode with warnings as errors, as a debug build does (`-D DEBUG`) or a release one.
    static func typeCheck(_ sources: [String], debug: Bool = true) throws -> Swiftc.Result {
        let modules = try RowKitBuild.swiftUI.get()
        return Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-parse-as-library"]
                               + (debug ? ["-D", "DEBUG"] : []) + modules.searchArguments + sources)
    }

    @Test(arguments: folders)
    func generatedPreviewsTypeCheck(folder: String) throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let generated = BuildCases.absolute(folder + "/Generated")
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated).filter { $0.hasSuffix(".swift") }.sorted()
        let withPreviews = try sources.filter { try String(contentsOfFile: generated + "/" + $0, encoding: .utf8).contains("_Previews") }
        #expect(!withPreviews.isEmpty, "\(folder): no file has a preview")
        let check = try Self.typeCheck(sources.map { generated + "/" + $0 })
        #expect(check.status == 0, "\(folder):\n\(check.output)")
    }

    /// Specs/, built at each access level, the internal build with a type prefix: the previews are
    /// named from the prefixed types, and type-check beside the unprefixed ones.
    @Test func specsPreviewsTypeCheckWithPrefixAndAccess() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let specs = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Specs")).filter { $0.hasSuffix(".rows") }
            .sorted().map { Repository.path("Specs/" + $0) }
        for (options, output) in [([String](), "Public"), (["--access", "internal", "--type-prefix", "App"], "Internal")] {
            let build = CapturedRun.rowc(["build"] + options + specs + ["-o", folder.appendingPath(output)])
            try #require(build.status == 0, "\(build.err)")
        }
        let staff = try #require(folder.read("Internal/AppStaff.swift"))
        #expect(staff.contains("private struct AppStaff_Previews: SwiftUI.PreviewProvider"))
        #expect(staff.contains("RowPreviews(AppStaff.sections)"))
        #expect(try #require(folder.read("Public/Staff.swift")).contains("private struct Staff_Previews: SwiftUI.PreviewProvider"))
        let sources = ["Public", "Internal"].flatMap { output in folder.files(in: output).map { folder.appendingPath(output + "/" + $0) } }
        let check = try Self.typeCheck(sources)
        #expect(check.status == 0, "\(check.output)")
    }

    static let valuesSpec = """
        section account "Account"
        row wifi title:"Wi-Fi" subtitle:$network arrow sample network:"Home"
        row carrier title:"Carrier" subtitle:$carrier
        row browser title:"Browser" menu:safari,inApp
        section people "People" rows:Person
        section devices "Devices" rows:Device
        model Person key:$id title:$name subtitle:$role? switch:$isOn sample name:"Kim Ji-woo" isOn:on
        model Device key:$serial title:$name
        action safari title:"Safari"
        action inApp title:"In the App"
        """

    /// A spec that takes values previews at its samples: a field's sample, or its name without one;
    /// a menu's first option; a value of a model at its sample, its other fields their names, and
    /// none of a model without a sample. It type-checks, with the type prefix.
    @Test func previewShowsTheSamples() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(Self.valuesSpec, to: "Shop.rows")
        let build = CapturedRun.rowc(["build", "--type-prefix", "RC", folder.appendingPath("Shop.rows"), "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        let file = try #require(folder.read("Generated/RCShop.swift"))
        #expect(file.contains("""
                    RowPreviews(RCShop.sections(RCShop.Values(
                        network: "Home",
                        carrier: "carrier",
                        browser: .safari,
                        people: [RCPerson(id: "id", name: "Kim Ji-woo", isOn: true)],
                        devices: []
                    )))
            """), "\(file)")
        let check = try Self.typeCheck([folder.appendingPath("Generated/RCShop.swift")])
        #expect(check.status == 0, "\(check.output)")
    }

    /// The preview is compiled in a debug build alone: its type is in the debug build's object
    /// file, and not in the release build's, though SwiftUI is there for both.
    @Test func previewIsCompiledOnlyInDebugBuilds() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let modules = try RowKitBuild.swiftUI.get()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let source = BuildCases.absolute("specs/Generated/Controls.swift")
        for debug in [true, false] {
            let object = folder.appendingPath(debug ? "debug.o" : "release.o")
            let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-c", "-o", object]
                                          + (debug ? ["-D", "DEBUG"] : []) + modules.searchArguments + [source])
            try #require(compile.status == 0, "\(compile.output)")
        }
        let name = Array("Controls_Previews".utf8)
        func holdsPreview(_ object: String) throws -> Bool {
            let bytes = try #require(folder.bytes(object))
            return bytes.indices.contains { bytes[$0...].starts(with: name) }
        }
        #expect(try holdsPreview("debug.o"))
        #expect(try !holdsPreview("release.o"))
    }

    /// `RowPreviews` keeps the sections and builds its body, a preview per host, in a program linked against the stubs.
    @Test func rowPreviewsRunsAgainstTheStubs() throws {
        try #require(Swiftc.path != nil, "swiftc compiles RowKit")
        let modules = try RowKitBuild.swiftUI.get()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("""
            import RowKit
            import SwiftUI

            let previews = RowPreviews(Controls.sections)
            precondition(previews.sections == Controls.sections, "the previews show the sections they were given")
            _ = previews.body
            """, to: "main.swift")
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-o", folder.appendingPath("previews"),
                                       folder.appendingPath("main.swift"), BuildCases.absolute("specs/Generated/Controls.swift")]
                                      + modules.linkArguments)
        try #require(compile.status == 0, "\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("previews"), [])
        #expect(run.status == 0, "\(run.output)")
    }
}
