// ReadmeTests.swift keeps README.md's examples true: the tour's output, the set-up commands, the plugin and the view controller.

import Foundation
import RowcDiagnostics
import RowcSema
import RowcSource
import RowcTestSupport
import Testing

@Suite("README.md")
struct ReadmeTests {
    @Test("the tour's output is rowc's output for the tour's spec")
    func tour() throws {
        let readme = try Document("README.md")
        let spec = try #require(readme.fencedBlocks("rows").first)
        let shown = try #require(readme.fencedBlocks("").first { $0.code.hasPrefix("$ swift run -q rowc check Tour.rows\n") })

        let file = SourceFile(path: "Tour.rows", text: spec.code)
        let diagnostics = Checker.check(file).diagnostics
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let printed = TextRenderer().render(diagnostics, in: file)
            + diagnosticSummary(errors: errors, warnings: warnings, files: 1) + "\n"
        #expect("$ swift run -q rowc check Tour.rows\n" + printed == shown.code)
    }

    @Test("the set-up commands come first, the build before them all")
    func setUpCommands() throws {
        let first = try #require(try Document("README.md").fencedBlocks("sh").first)
        #expect(first.code == "swift run rowc build Specs/\nswift test\n")
    }

    /// The Swift block that subclasses UITableViewController.
    static func viewController() throws -> FencedBlock {
        try #require(try Document("README.md").fencedBlocks("swift").first { $0.code.contains(": UITableViewController {") })
    }

    /// The view controller compiled, as README says to use it, with the Swift that `rowc build
    /// Specs/` generates and against Tests/Cases/build/UIKitStub.swift: every generated name,
    /// label and type it uses must exist, and every UIKit one must be in the stub as the SDK
    /// declares it.
    @Test("the view controller type-checks against the generated code of Specs/")
    func viewControllerTypeChecks() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the view controller")
        let block = try Self.viewController()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let build = CapturedRun.rowc(["build", Repository.path("Specs"), "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        try Swiftc.buildUIKitStub(in: folder)
        folder.write(block.code, to: "StaffViewController.swift")
        let generated = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", folder.path]
                                    + generated + [folder.appendingPath("StaffViewController.swift")])
        #expect(check.status == 0, "README.md line \(block.line):\n\(check.output)")
    }

    /// Without a compiler, at least the generated names it shows must be ones rowc generates.
    @Test("the view controller uses the generated API by its real names")
    func viewControllerNamesTheGeneratedAPI() throws {
        let code = try Self.viewController().code
        let support = try String(contentsOfFile: BuildCases.absolute("specs/Generated/RowSupport.swift"), encoding: .utf8)
        for (used, declared) in [("RowDataSource(tableView: tableView)", "public init(tableView: UITableView)"),
                                 ("dataSource.onSelect(Staff.Row.self)", "public func onSelect<Case: RowCase>(_ type: Case.Type"),
                                 ("dataSource.didSelectRow(at: indexPath, in: tableView)",
                                  "public func didSelectRow(at indexPath: IndexPath, in tableView: UITableView)"),
                                 ("dataSource.apply(", "public func apply(_ sections: [RowSection], animatingDifferences: Bool"),
                                 ("RowSection(id: ", "public init(id: String, title: String? = nil, footer: String? = nil, rows: [RowModel])")] {
            #expect(code.contains(used) && support.contains(declared), "\(used)")
        }
        let staff = try String(contentsOfFile: Repository.path("Specs/Staff.rows"), encoding: .utf8)
        #expect(code.contains("case .addPerson:") && staff.contains("row addPerson "))
        #expect(staff.contains("model Person key:$id image:$avatar? title:$name?"))
    }

    /// The dependency README shows names the plugin product and package as the example package does.
    @Test("the plugin set-up names the plugin as Package.swift and Examples/StaffList do")
    func pluginSetUp() throws {
        let block = try #require(try Document("README.md").fencedBlocks("swift").first { $0.code.contains(".package(url:") })
        let use = ".plugin(name: \"RowcPlugin\", package: \"rowc\")"
        #expect(block.code.contains(use) && block.code.contains("rowc.git\", branch: \"main\")"))
        let example = try String(contentsOfFile: Repository.path("Examples/StaffList/Package.swift"), encoding: .utf8)
        let package = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        #expect(example.contains(use))
        #expect(package.contains("name: \"rowc\"") && package.contains(".plugin(name: \"RowcPlugin\", targets: [\"RowcPlugin\"])"))
    }

    @Test("the performance record lives in Benchmarks/README.md, and README links to it")
    func performanceRecord() throws {
        let readme = try Document("README.md").text
        let benchmarks = try String(contentsOfFile: Repository.path("Benchmarks/README.md"), encoding: .utf8)
        #expect(readme.contains("[Benchmarks/README.md](Benchmarks/README.md)"))
        for heading in ["## The figures", "## Where the front end's time goes", "## What each figure means",
                        "## How the front end got its speed"] {
            #expect(benchmarks.contains("\n" + heading + "\n") && !readme.contains("\n#" + heading + "\n"), "\(heading)")
        }
    }
}
