// StaffListHostsTests.swift runs Examples/StaffList's three hosts of one spec, Staff.rows, against the UIKit and SwiftUI stubs, driving each one's typed selection.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

/// Examples/StaffList shows Staff.rows in a table view, a collection view's list and SwiftUI. Its
/// own tests run where neither UIKit nor SwiftUI exists; here its sources, with the code `rowc
/// build` generates from its specs, are compiled against Tests/Cases/build/UIKitStub.swift and
/// SwiftUIStub.swift (Swift 6, warnings as errors) and run: each host hands a tap on a spec row,
/// on a person and a swipe action to the one directory, typed.
@Suite struct StaffListHostsTests {
    static let program = """
        import RowKit
        import SwiftUI
        import UIKit

        let people = [Person(id: "1", name: "Ann"), Person(id: "2", avatar: "bob", spokenName: "Bob")]
        var opened: [StaffDirectory.Destination] = []
        let open = { (destination: StaffDirectory.Destination) in opened.append(destination) }

        // The table view: UIKit calls the delegate methods the controller forwards to RowDataSource.
        let table = StaffTableViewController(directory: StaffDirectory(people: people), onOpen: open)
        table.viewDidLoad()
        let tableView: UITableView = table.tableView
        precondition(table.tableView(tableView, willSelectRowAt: IndexPath(item: 1, section: 0)) != nil, "Departments opens")
        table.tableView(tableView, didSelectRowAt: IndexPath(item: 1, section: 0))
        table.tableView(tableView, didSelectRowAt: IndexPath(item: 0, section: 1))
        let remove = table.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(item: 1, section: 1))!
        remove.actions[0].handler(remove.actions[0], UIView()) { _ in }
        precondition(table.directory.people.map(\\.id) == ["1"], "the swipe removed Bob: \\(table.directory.people)")
        precondition(opened == [.departments, .person("1")], "the table: \\(opened)")

        // The collection view's list: the same, through RowListDataSource.
        opened = []
        let list = StaffCollectionViewController(directory: StaffDirectory(people: people), onOpen: open)
        list.viewDidLoad()
        let collectionView: UICollectionView = list.collectionView
        precondition(list.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 0, section: 0)), "Search opens")
        list.collectionView(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        list.collectionView(collectionView, didSelectItemAt: IndexPath(item: 1, section: 1))
        precondition(opened == [.search, .person("2")], "the collection view: \\(opened)")

        // SwiftUI: the list's handlers, as RowList calls them for a tap and a swipe.
        opened = []
        let view = StaffListView(directory: StaffDirectory(people: people), onOpen: open)
        let rows = view.list.sections.flatMap(\\.rows)
        for row in rows { view.list.handlers.select(row) }
        precondition(opened == [.search, .departments, .person("1"), .person("2")], "SwiftUI: \\(opened)")
        _ = view.body
        print("ok")

        """

    @Test func eachHostHandsItsTapsAndSwipesToTheDirectoryTyped() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the example")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let example = Repository.path("Examples/StaffList/Sources/StaffList")
        let build = CapturedRun.rowc(["build", example, "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        let files = FileManager.default.enumerator(atPath: example)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let sources = files.sorted().map { example + "/" + $0 }
        #expect(sources.contains { $0.hasSuffix("Hosts/StaffListView.swift") } && sources.count >= 6)
        folder.write(Self.program, to: "main.swift")
        let generated = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let rowKit = try RowKitBuild.swiftUI.get()
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("program"),
                                       folder.appendingPath("main.swift")] + rowKit.linkArguments + generated + sources)
        try #require(compile.status == 0, "\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("program"), [])
        #expect(run.status == 0 && run.output.contains("ok"), "\(run.output)")
    }
}
