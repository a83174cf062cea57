// ReadmeTests.swift keeps README.md's examples true: the tour's output, the set-up commands, the plugin and the view controller.

import Foundation
import RowcDiagnostics
import RowcSema
import RowcSource
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("README.md")
struct ReadmeTests {
    /// Each block that shows `$ swift run -q rowc ARGS` and what it printed: rowc run from the
    /// repository root prints those lines, in order, where a line `...` stands for lines left out.
    @Test("every rowc command README shows prints what README says it prints")
    func commandOutputs() throws {
        let prompt = "$ swift run -q rowc "
        let shown = try Document("README.md").fencedBlocks("").filter { $0.code.hasPrefix(prompt) }
        #expect(shown.count >= 2)
        for block in shown {
            var lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let command = lines.removeFirst().dropFirst(prompt.count)
            if lines.last == "" { lines.removeLast() }
            let run = CapturedRun.rowc(command.split(separator: " ").map(String.init))
            let printed = (run.out + run.err).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(Self.shows(lines, printed), "README.md line \(block.line - 1): `rowc \(command)` printed:\n\(run.out + run.err)")
        }
    }

    /// Whether `printed` holds `shown`'s lines in order, a `...` line standing for any number of
    /// lines and every other line following the one before it directly.
    static func shows(_ shown: [String], _ printed: [String]) -> Bool {
        var at = 0
        var skipping = false
        for line in shown {
            if line == "..." { skipping = true; continue }
            if skipping {
                guard let found = printed[at...].firstIndex(of: line) else { return false }
                at = found + 1
                skipping = false
            } else {
                guard at < printed.count, printed[at] == line else { return false }
                at += 1
            }
        }
        return true
    }

    @Test("a shown line that rowc did not print, or printed elsewhere, fails the comparison")
    func showsIsStrict() {
        let printed = ["a", "b", "c", "d"]
        #expect(Self.shows(["a", "...", "c", "d"], printed))
        #expect(Self.shows(["...", "b", "c"], printed))
        #expect(!Self.shows(["a", "c"], printed))
        #expect(!Self.shows(["a", "...", "e"], printed))
        #expect(!Self.shows(["b"], printed))
    }

    /// The `rowc` lines of README's shell blocks, run in order with `Generated` in a folder of
    /// their own: each must succeed, so a build phase or CI script copied from README works.
    @Test("the rowc commands README gives for a build phase and CI run and succeed")
    func buildPhaseCommands() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let lines = try Document("README.md").fencedBlocks("sh").flatMap { $0.code.split(separator: "\n") }
            .map { $0.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("rowc ") }
        #expect(lines.count >= 2)
        for line in lines {
            let arguments = line.split(separator: " ").dropFirst().map { $0 == "Generated" ? folder.appendingPath("Generated") : String($0) }
            let run = CapturedRun.rowc(arguments)
            #expect(run.status == 0, "README's `\(line)` exited \(run.status): \(run.err)")
        }
        #expect(!folder.files(in: "Generated").isEmpty)
    }

    /// Each spec README shows is lines of a spec in the repository, in their order, so what it
    /// shows is what the tests check and build.
    @Test("every spec README shows is taken from a spec in the repository")
    func specsAreFiles() throws {
        let specs = try ["Specs", "Examples"].flatMap { try Repository.files(under: $0, withExtension: "rows") }
        #expect(specs.contains("Examples/Tour.rows"))
        let texts = try specs.map { try Repository.readText($0).split(separator: "\n").map(String.init) }
        for block in try Document("README.md").fencedBlocks("rows") {
            let lines = block.code.split(separator: "\n").map(String.init)
            let found = texts.contains { Self.shows(lines.flatMap { ["...", $0] }, $0) }
            #expect(found, "README.md line \(block.line): not the lines of a spec under Specs/ or Examples/")
        }
    }

    /// README's links to files of the repository, and to grammar.md's headings, lead somewhere.
    @Test("README's links to the repository's files and grammar.md's sections resolve")
    func linksResolve() throws {
        let readme = try Document("README.md").text
        let grammar = try Repository.readText("grammar.md")
        let anchors = Set(grammar.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor(String($0)) })
        var links = 0
        for target in Self.linkTargets(readme) where !target.contains("://") {
            links += 1
            let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
            #expect(Repository.exists(parts[0]), "README links to \(target), which is not in the repository")
            if parts.count == 2 {
                #expect(parts[0] == "grammar.md" && anchors.contains(parts[1]), "README links to \(target), which names no heading")
            }
        }
        #expect(links >= 10)
    }

    /// The targets of Markdown links and images, `[text](target)`.
    static func linkTargets(_ text: String) -> [String] {
        var targets: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            targets.append(String(rest[open.upperBound..<close]))
            rest = rest[close...]
        }
        return targets
    }

    /// The anchor GitHub gives a heading: lower-cased, spaces as hyphens, punctuation but `-` and `_` dropped.
    static func anchor(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.drop { $0 == " " }
        return String(title.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    @Test("the set-up commands come first, the build before them all")
    func setUpCommands() throws {
        let first = try #require(try Document("README.md").fencedBlocks("sh").first)
        #expect(first.code == "swift run rowc build Specs/\nswift test\n")
    }

    /// The Swift block that subclasses UITableViewController, or `superclass`.
    static func viewController(_ superclass: String = "UITableViewController") throws -> FencedBlock {
        try #require(try Document("README.md").fencedBlocks("swift").first { $0.code.contains(": \(superclass) {") })
    }

    /// Each view controller compiled, as README says to use it, with the Swift that `rowc build
    /// Specs/` generates and against Tests/Cases/build/UIKitStub.swift: every generated name,
    /// label and type it uses must exist, and every UIKit one must be in the stub as the SDK
    /// declares it. The table's and the collection view's.
    @Test("the view controllers type-check against the generated code of Specs/",
          arguments: ["UITableViewController", "UICollectionViewController"])
    func viewControllerTypeChecks(superclass: String) throws {
        try #require(Swiftc.path != nil, "swiftc compiles the view controller")
        let block = try Self.viewController(superclass)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let build = CapturedRun.rowc(["build", Repository.path("Specs"), "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        let rowKit = try RowKitBuild.modules(uiKit: true)
        folder.write(block.code, to: "StaffViewController.swift")
        let generated = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck"] + rowKit.searchArguments
                                    + generated + [folder.appendingPath("StaffViewController.swift")])
        #expect(check.status == 0, "README.md line \(block.line):\n\(check.output)")
    }

    /// The SwiftUI screen compiled, as README shows it, with the Swift that `rowc build Specs/`
    /// generates and against Tests/Cases/build/SwiftUIStub.swift: every SwiftUI name it uses must be
    /// in the stub as the SDK declares it, and RowList's handlers must take the generated types.
    @Test("the SwiftUI screen type-checks against the generated code of Specs/")
    func swiftUIScreenTypeChecks() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the SwiftUI screen")
        let block = try #require(try Document("README.md").fencedBlocks("swift").first { $0.code.contains("import SwiftUI\n") })
        #expect(block.code.contains("RowList(Staff.sections") && block.code.contains(".onSelect(Person.self)"))
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let build = CapturedRun.rowc(["build", Repository.path("Specs"), "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        let rowKit = try RowKitBuild.swiftUI.get()
        folder.write(block.code, to: "StaffScreen.swift")
        let generated = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck"] + rowKit.searchArguments
                                    + generated + [folder.appendingPath("StaffScreen.swift")])
        #expect(check.status == 0, "README.md line \(block.line):\n\(check.output)")
    }

    /// Without a compiler, at least the generated names it shows must be ones rowc generates.
    @Test("the view controller uses the generated API by its real names")
    func viewControllerNamesTheGeneratedAPI() throws {
        let code = try Self.viewController().code
        let support = try RowKitBuild.sources(of: "RowKit").map { try String(contentsOfFile: $0, encoding: .utf8) }.joined()
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
        let link = ".product(name: \"RowKit\", package: \"rowc\")"
        #expect(block.code.contains(use) && block.code.contains(link) && block.code.contains("rowc.git\", branch: \"main\")"))
        let example = try String(contentsOfFile: Repository.path("Examples/StaffList/Package.swift"), encoding: .utf8)
        let package = try String(contentsOfFile: Repository.path("Package.swift"), encoding: .utf8)
        #expect(example.contains(use) && example.contains(link))
        #expect(package.contains(".library(name: \"RowKit\", targets: [\"RowKit\", \"RowKitStrings\"])"))
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
