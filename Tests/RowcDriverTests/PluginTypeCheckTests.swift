// PluginTypeCheckTests.swift type-checks Plugins/RowcPlugin with swiftc against stubs of PackagePlugin and XcodeProjectPlugin.

import Foundation
import RowcTestSupport
import Testing

/// The plugin is compiled only by the build of a package or project that uses it, so these tests
/// compile it here: against Tests/Cases/plugin's stubs of SwiftPM's and Xcode's plugin APIs,
/// declared as the toolchain and Xcode declare them, once as SwiftPM sees it (no
/// XcodeProjectPlugin) and once as Xcode does.
@Suite struct PluginTypeCheckTests {
    static let stubs = "Tests/Cases/plugin"

    /// The plugin's Swift files, sorted.
    static func pluginFiles() throws -> [String] {
        let names = try Repository.list("Plugins/RowcPlugin").filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { Repository.path("Plugins/RowcPlugin/" + $0) }
    }

    /// The stub `Tests/Cases/plugin/<name>Stub.swift` as module `name` in `folder`.
    static func buildStub(_ name: String, in folder: TemporaryFolder) throws {
        let run = Swiftc.compiler(["-swift-version", "6", "-parse-as-library", "-module-name", name, "-I", folder.path,
                                   Repository.path("\(stubs)/\(name)Stub.swift"),
                                   "-emit-module", "-emit-module-path", folder.appendingPath("\(name).swiftmodule")])
        try #require(run.status == 0, "\(name) stub: \(run.output)")
    }

    /// swiftc type-checks the plugin's files and `extra` (a file in `folder`) in Swift 6 mode.
    static func typeCheck(in folder: TemporaryFolder, extra: [String] = []) throws -> Swiftc.Result {
        Swiftc.compiler(["-swift-version", "6", "-typecheck", "-parse-as-library", "-module-name", "RowcPlugin",
                         "-I", folder.path] + (try pluginFiles()) + extra)
    }

    @Test("the plugin type-checks for packages, where XcodeProjectPlugin cannot be imported")
    func packagePath() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Self.buildStub("PackagePlugin", in: folder)
        let run = try Self.typeCheck(in: folder)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the plugin conforms to XcodeBuildToolPlugin where XcodeProjectPlugin can be imported")
    func xcodePath() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Self.buildStub("PackagePlugin", in: folder)
        try Self.buildStub("XcodeProjectPlugin", in: folder)
        // Fails to type-check unless the `#if canImport(XcodeProjectPlugin)` part was compiled and conforms.
        folder.write("""
            import PackagePlugin
            import XcodeProjectPlugin

            let asXcodePlugin: any XcodeBuildToolPlugin.Type = RowcPlugin.self
            let asPackagePlugin: any BuildToolPlugin.Type = RowcPlugin.self

            """, to: "Conformances.swift")
        let run = try Self.typeCheck(in: folder, extra: [folder.appendingPath("Conformances.swift")])
        #expect(run.status == 0, "\(run.output)")
    }
}
