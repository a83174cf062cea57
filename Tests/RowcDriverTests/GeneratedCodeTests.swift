// GeneratedCodeTests.swift compiles the generated Swift with swiftc, runs its RowLayout, and holds every frame to the report's.

import Foundation
import RowKit
import RowcCodegen
import RowcJSON
import RowcLayout
import RowcSema
import RowcSource
import RowcTestSupport
import Testing

/// The differential test: the generated layout and `rowc report` must never disagree.
@Suite(.serialized) struct GeneratedCodeTests {
    static let widths: [Double] = [320, 375, 390, 414, 430]
    /// Specs compiled into one program each: the project's Specs, and the golden cases that
    /// compile (a program cannot hold both: they declare some of the same types).
    static let programs = [["Specs"], [BuildCases.path("specs"), BuildCases.path("edge"), BuildCases.path("assets")]]

    /// The spec files of `folders`, sorted as `rowc build` reads them.
    static func specPaths(_ folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let files = (try? Repository.list(folder)) ?? []
            return files.filter { $0.hasSuffix(".rows") }.map { folder + "/" + $0 }
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A main that prints every row's height and frames at every text size and width, both directions, as JSON in the
    /// report's shape with full-precision numbers, then checks the models' identities and styles.
    static func main(types: [String], checkModels: Bool) -> String {
        let specs = types.map { "(\"\($0)\", \($0).rows)" }.joined(separator: ", ")
        return """
        func rect(_ r: RowRect) -> String {
            "{\\"x\\":\\(r.x),\\"y\\":\\(r.y),\\"width\\":\\(r.width),\\"height\\":\\(r.height)}"
        }
        func frames(_ f: RowFrames) -> String {
            let parts = [("image", f.image), ("symbol", f.symbol), ("title", f.title), ("subtitle", f.subtitle),
                         ("arrow", f.arrow), ("switch", f.switch), ("check", f.check)]
                .compactMap { name, r in r.map { "\\"\\(name)\\":" + rect($0) } }
            return "{" + parts.joined(separator: ",") + "}"
        }
        let widths: [Double] = \(widths)
        let specs: [(String, [RowModel])] = [\(specs)]
        var files: [String] = []
        for (direction, label) in [(RowLayoutDirection.leftToRight, "ltr"), (.rightToLeft, "rtl")] {
            for (type, rows) in specs {
                let rowJSON = rows.map { row in
                    let name = row.id.dropFirst(type.count + 1)
                    let layouts = RowContentSize.allCases.flatMap { size in
                        widths.map { w in
                            "{\\"width\\":\\(w),\\"size\\":\\"\\(size.rawValue)\\",\\"height\\":\\(RowLayout.height(for: row, size: size)),"
                                + "\\"frames\\":" + frames(RowLayout.frames(for: row, width: w, size: size, direction: direction)) + "}"
                        }
                    }
                    return "{\\"name\\":\\"\\(name)\\",\\"style\\":\\"\\(row.style.rawValue)\\",\\"layouts\\":[" + layouts.joined(separator: ",") + "]}"
                }
                files.append("{\\"type\\":\\"\\(type)\\",\\"direction\\":\\"\\(label)\\",\\"rows\\":[" + rowJSON.joined(separator: ",") + "]}")
            }
        }
        print("[" + files.joined(separator: ",") + "]")
        \(metricsChecks)
        \(themeChecks)
        \(checkModels ? modelChecks : "")
        """
    }

    /// Texts the generated metrics are checked on: kerned pairs, several scripts, and text on
    /// both sides of each table's edge.
    static let metricsTexts = ["", "A~\u{7F}\u{80}é", "AVATAR", "To", "Wi-Fi", "P.V.", "Привет", "Ωμέγα", "日本語 text", "👩‍💻 ok"]

    /// `text` as a Swift string literal, every scalar outside printable ASCII escaped.
    static func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value >= 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "\\"
            ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    /// Metrics built at run time from the default's runs measure as the default, whose ASCII
    /// table rowc writes out: every title, and `metricsTexts`. With tracking added, the
    /// generated widths equal, to the bit, what rowc's own RowTextMetrics gives for the same table.
    static var metricsChecks: String {
        var tracked = RowTextMetrics.inter.table
        tracked.tracking = [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)]
        let metrics = RowTextMetrics(tracked)
        let expected = metricsTexts.flatMap { text in
            [9.0, 12, 15.5, 17, 20].map { size in
                "(\(literal(text)), \(size), 0x\(String(metrics.width(of: text, fontSize: size).bitPattern, radix: 16)))"
            }
        }
        return """
            let d = RowTextMetrics.default
            let rebuilt = RowTextMetrics(unitsPerEm: d.unitsPerEm, defaultAdvance: d.defaultAdvance,
                                         runStarts: d.runStarts, runAdvances: d.runAdvances,
                                         runLeftClasses: d.runLeftClasses, runRightClasses: d.runRightClasses,
                                         kerning: d.kerning, rightClassCount: d.rightClassCount)
            precondition(!d.kerning.isEmpty && rebuilt.kerning == d.kerning, "the kerning matrix, packed and read back")
            let texts = specs.flatMap { $0.1.compactMap(\\.title) } + [\(metricsTexts.map(literal).joined(separator: ", "))]
            for text in texts {
                precondition(rebuilt.width(of: text, fontSize: 14) == d.width(of: text, fontSize: 14), "width of \\(text)")
                for scalar in text.unicodeScalars {
                    precondition(rebuilt.advance(of: scalar) == d.advance(of: scalar), "advance of \\(scalar)")
                }
                for (a, b) in zip(text.unicodeScalars, text.unicodeScalars.dropFirst()) {
                    precondition(rebuilt.kerning(between: a, and: b) == d.kerning(between: a, and: b), "kerning of \\(a)\\(b)")
                }
            }
            let tracked = RowTextMetrics(unitsPerEm: d.unitsPerEm, defaultAdvance: d.defaultAdvance,
                                         runStarts: d.runStarts, runAdvances: d.runAdvances,
                                         runLeftClasses: d.runLeftClasses, runRightClasses: d.runRightClasses,
                                         kerning: d.kerning, rightClassCount: d.rightClassCount,
                                         trackingSizes: [12, 14, 17], trackingValues: [0, -20, -52])
            let trackedWidths: [(String, Double, UInt64)] = [\(expected.joined(separator: ", "))]
            for (text, size, bits) in trackedWidths {
                precondition(tracked.width(of: text, fontSize: size).bitPattern == bits, "tracked width of \\(text) at \\(size)")
            }
            """
    }

    /// A theme shares its values until it is changed, and still behaves as a value.
    static let themeChecks = """
        var wide = RowTheme.default
        wide.leadingInset = 20
        precondition(wide.leadingInset == 20 && RowTheme.default.leadingInset == 10, "setting a copy changed the default")
        precondition(wide != .default && wide == RowTheme(leadingInset: 20), "themes compare by value")
        precondition(Set([wide, RowTheme(leadingInset: 20), .default, RowTheme()]).count == 2, "themes hash by value")
        var row = RowModel(id: "r", title: "T")
        let before = row
        row.theme.arrowColor = RowColor(red: 1, green: 2, blue: 3)
        precondition(before.theme == .default && row.theme.arrowColor.light.red == 1 && row != before, "a row's theme is its own")
        precondition(MemoryLayout<RowTheme>.size == MemoryLayout<Int>.size, "a theme is one reference to its values")
        """

    static let modelChecks = """
        // The seed's Person: a cell per combination of name and avatar, no switch in sight.
        precondition(Person(id: "1", name: "Ann").reuseIdentifier == "TitleCell")
        precondition(Person(id: "2", avatar: "ann").reuseIdentifier == "ImageCell")
        precondition(Person(id: "3", avatar: "ann", name: "Ann").reuseIdentifier == "ImageTitleCell")
        precondition(Person(id: "4").style == .title)
        precondition(Person(id: "5", name: "Ann").row.id == "Person.5")
        precondition(Person(id: "5", name: "Ann").id == "5")
        precondition(Device(serial: "A1", name: "Phone").row.theme == Settings.theme)
        precondition(Device(serial: "A1", name: "Phone", model: "X").reuseIdentifier == "TitleSubtitleArrowCell")
        precondition(Contact(email: "a@b", name: "A").id == "a@b")
        precondition(Tag(label: "x").id == Tag(label: "x") && Tag(label: "x").row.id == "Tag.x")
        // Without a key, ids spell out the fields, so values that differ have ids that differ.
        precondition(Note(text: "a/b", detail: nil).row.id == "Note.a\\\\/b/nil")
        precondition(Note(text: "nil", detail: "\\\\").row.id == "Note.\\\\nil/\\\\\\\\")
        let notes = [Note(text: "a", detail: nil), Note(text: "a", detail: "nil"), Note(text: "a", detail: "\\\\nil"),
                     Note(text: "a/b", detail: "c"), Note(text: "a", detail: "b/c"), Note(text: "a\\\\", detail: "b"),
                     Note(text: "a", detail: "\\\\/b"), Note(text: "", detail: ""), Note(text: "", detail: nil)]
        precondition(Set(notes.map(\\.row.id)).count == notes.count)
        precondition(Keyword(default: "k", in: "In").row.title == "In")
        precondition(Photo(id: "p").style == .titleArrow && Photo(id: "p", url: "u").style == .imageArrow)
        precondition(Set(Staff.rows.map(\\.id)).count == Staff.rows.count)
        precondition(RowStyle.allCases.count == 20)
        """

    @Test(arguments: programs)
    func generatedLayoutEqualsTheReport(folders: [String]) throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let specPaths = Self.specPaths(folders)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let build = CapturedRun.rowc(["build"] + specPaths + ["-o", folder.appendingPath("Generated")])
        #expect(build.status == 0, "\(build.err)")
        // A spec of models alone declares no rows; a localized spec's are computed.
        let types = folder.files(in: "Generated").filter { $0 != "RowSupport.swift" }.map { String($0.dropLast(6)) }
            .filter { type in
                ["public static let rows", "public static var rows"].contains { folder.read("Generated/\(type).swift")?.contains($0) == true }
            }
        folder.write(Self.main(types: types, checkModels: folders != ["Specs"]), to: "main.swift")
        let sources = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("layout"),
                                       folder.appendingPath("main.swift")] + sources)
        try #require(compile.status == 0, "the generated Swift does not compile:\n\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("layout"), [])
        try #require(run.status == 0, "the generated program failed:\n\(run.output)")
        let generated = try JSON.parse(Array(run.output.utf8))

        var compared = 0
        for direction in RowLayoutDirection.allCases {
            let report = CapturedRun.rowc(["report", "--format", "json", "--size", "all", "--direction", direction.rawValue]
                                          + specPaths)
            let reported = try JSON.parse(Array(report.out.utf8)).arrayValue ?? []
            #expect(reported.count == specPaths.count)
            for (path, file) in zip(specPaths, reported) {
                let type = try #require(TypeNames.typeName(forSpecAt: path))
                guard let ours = generated.arrayValue?.first(where: {
                    $0["type"]?.stringValue == type && $0["direction"]?.stringValue == direction.rawValue
                }) else {
                    #expect(file["rows"]?.arrayValue?.isEmpty == true, "\(path) has rows but no enum")
                    continue
                }
                compared += compare(ours, file, exact: try exactFrames(path, direction), in: path)
            }
        }
        #expect(compared > 200 * RowContentSize.allCases.count, "only \(compared) frames compared")
    }

    /// The report's frames, unrounded: what the generated doubles must equal bit for bit.
    private func exactFrames(_ path: String, _ direction: RowLayoutDirection) throws -> [[RowAnalysis]] {
        let data = try #require(FileManager.default.contents(atPath: Repository.path(path)))
        let (spec, _) = Checker.check(SourceFile(path: path, bytes: [UInt8](data)))
        let report = SpecReport(spec: spec, widths: Self.widths, sizes: RowContentSize.allCases, direction: direction,
                                metrics: .inter)
        return report.rows.map(\.layouts)
    }

    /// Compares one file's rows, rounded as the report prints them and exactly; returns the number of frames compared.
    private func compare(_ ours: JSON, _ report: JSON, exact: [[RowAnalysis]], in path: String) -> Int {
        let ourRows = ours["rows"]?.arrayValue ?? [], reportRows = report["rows"]?.arrayValue ?? []
        #expect(ourRows.map { $0["name"] } == reportRows.map { $0["name"] }, "\(path): rows differ")
        var count = 0
        for (r, (ourRow, reportRow)) in zip(ourRows, reportRows).enumerated() {
            #expect(ourRow["style"] == reportRow["style"])
            let name = ourRow["name"]?.stringValue ?? "?"
            for (w, (ourLayout, reportLayout)) in zip(ourRow["layouts"]?.arrayValue ?? [], reportRow["layouts"]?.arrayValue ?? []).enumerated() {
                let width = ourLayout["width"]?.doubleValue ?? 0
                let size = ourLayout["size"]?.stringValue ?? "?"
                #expect(ourLayout["size"] == reportLayout["size"], "\(path) \(name): sizes in another order")
                let ourHeight = ourLayout["height"]?.doubleValue ?? .nan
                #expect(PointFormat.rounded(ourHeight) == reportLayout["height"]?.doubleValue, "\(path) \(name) height at \(size)")
                #expect(ourHeight == exact[r][w].height, "\(path) \(name) height at \(size) not bit-equal")
                guard case .object(let ourFrames)? = ourLayout["frames"], case .object(let reportFrames)? = reportLayout["frames"] else {
                    Issue.record("\(path) \(name): missing frames")
                    continue
                }
                #expect(ourFrames.map(\.0) == reportFrames.map(\.0), "\(path) \(name) at \(width): elements differ")
                for ((element, ourRect), (_, reportRect)) in zip(ourFrames, reportFrames) {
                    let exactRect = RowElement(rawValue: element).flatMap { exact[r][w].frames[$0] }
                    for key in ["x", "y", "width", "height"] {
                        let ourValue = ourRect[key]?.doubleValue ?? .nan
                        #expect(PointFormat.rounded(ourValue) == reportRect[key]?.doubleValue,
                                "\(path) \(name) \(element).\(key) at \(width), \(size): \(ourValue) vs report \(String(describing: reportRect[key]))")
                        let exactValue = exactRect.map { [$0.x, $0.y, $0.width, $0.height][["x", "y", "width", "height"].firstIndex(of: key)!] }
                        #expect(ourValue == exactValue, "\(path) \(name) \(element).\(key) at \(width), \(size) not bit-equal")
                    }
                    count += 1
                }
            }
        }
        return count
    }

    /// The UIKit part cannot be compiled without UIKit; it must at least parse.
    @Test func uiKitPartParses() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let support = BuildCases.absolute("specs/Generated/RowSupport.swift")
        let result = Swiftc.compiler(["-parse", support])
        #expect(result.status == 0, "\(result.output)")
        let text = try String(contentsOfFile: support, encoding: .utf8)
        #expect(text.contains("#if canImport(UIKit)") && text.contains("open class RowCell: UITableViewCell"))
    }

    /// watchOS has UIKit but no UITableView, and this machine has no Apple SDK to check
    /// availability with: the part must be left out on watchOS, and each declaration must say
    /// where what it uses exists (`UIImage(systemName:)` from iOS 13, `reconfigureItems` from 15).
    @Test func uiKitPartIsLeftOutOnWatchOSAndSaysWhereItIsAvailable() throws {
        let text = try String(contentsOfFile: BuildCases.absolute("specs/Generated/RowSupport.swift"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("#if canImport") } == ["#if canImport(Foundation)", "#if canImport(UIKit) && !os(watchOS)"])
        func availability(of declaration: String) -> String? {
            guard let index = lines.firstIndex(where: { $0.hasPrefix(declaration) }) else { return nil }
            return lines[..<index].last { !$0.hasPrefix("///") }
        }
        #expect(availability(of: "open class RowCell:") == "@available(iOS 13.0, tvOS 13.0, *)")
        #expect(availability(of: "extension UITableView ") == "@available(iOS 13.0, tvOS 13.0, *)")
        #expect(availability(of: "open class RowDataSource:") == "@available(iOS 15.0, tvOS 15.0, *)")
    }
}

extension GeneratedCodeTests {
    /// The UIKit part type-checked in Swift 6 mode against Tests/Cases/build/UIKitStub.swift, a
    /// module named UIKit with the iOS 17.4 SDK's declarations of what the part uses: it catches
    /// wrong labels, optionals, overrides and actor isolation, which parsing cannot. Also with the
    /// accessibility traits made constants, as newer SDKs declare them: the code must compile
    /// with either SDK.
    @Test(arguments: [false, true])
    func uiKitPartTypeChecksAgainstTheSDKsAPI(constantTraits: Bool) throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Swiftc.buildUIKitStub(in: folder, constantTraits: constantTraits)
        let support = BuildCases.absolute("specs/Generated/RowSupport.swift")
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", folder.path, support])
        #expect(check.status == 0, "\(check.output)")
        // Also in a target whose imports are internal unless marked otherwise.
        let internalImports = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", folder.path,
                                               "-enable-upcoming-feature", "InternalImportsByDefault", support])
        #expect(internalImports.status == 0, "\(internalImports.output)")
    }

    /// The stub keeps the iOS 17.4 SDK's mutable trait globals, which Swift 6 code may not read,
    /// and the variant of newer SDKs makes them readable: so the type-check above holds the
    /// generated code to both.
    @Test func theStubsTraitsAreTheSDKsMutableGlobals() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let read = "import UIKit\n@MainActor func traits() -> [UIAccessibilityTraits] { [.none, .button, .selected] }\n"
        for constantTraits in [false, true] {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            try Swiftc.buildUIKitStub(in: folder, constantTraits: constantTraits)
            folder.write(read, to: "read.swift")
            let check = Swiftc.compiler(["-swift-version", "6", "-typecheck", "-parse-as-library", "-I", folder.path,
                                         folder.appendingPath("read.swift")])
            let refused = ["none", "button", "selected"].filter {
                check.output.contains("reference to static property '\($0)' is not concurrency-safe")
            }
            #expect(refused == (constantTraits ? [] : ["none", "button", "selected"]), "\(check.output)")
            #expect(check.status == (constantTraits ? 0 : 1), "\(check.output)")
        }
    }

    /// The cell run against the stub, which finds an image only in a bundle that holds it.
    static let cellChecks = """
        import UIKit

        @MainActor func frames(of cell: RowCell) -> [CGRect] {
            [cell.rowImageView.frame, cell.titleLabel.frame, cell.subtitleLabel.frame, cell.arrowView.frame]
        }

        // The stub's values of UIAccessibilityTraits.button and .selected, UIKit's, which this
        // program may not read from the SDK's mutable globals.
        let button = UIAccessibilityTraits(rawValue: 1)
        let selected = UIAccessibilityTraits(rawValue: 1 << 3)

        let row = RowModel(id: "r", image: "per_printer", title: "Title", subtitle: "Subtitle", accessory: .arrow)
        let mainBundleCell = RowCell(style: .default, reuseIdentifier: row.reuseIdentifier)
        mainBundleCell.row = row
        precondition(mainBundleCell.rowImageView.image == nil, "the main bundle holds no images")
        RowCell.imageBundle = Bundle(path: CommandLine.arguments[1])!
        let cell = RowCell(style: .default, reuseIdentifier: row.reuseIdentifier)
        cell.row = row
        precondition(cell.rowImageView.image != nil, "images come from RowCell.imageBundle")

        let layout = RowLayout.frames(for: row, width: 375)
        let reported = [layout.image, layout.title, layout.subtitle, layout.arrow].map { $0!.cgRect }
        cell.contentView.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported, "at the theme's row height, the frames are the report's")
        cell.contentView.bounds.size.height = 60
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported.map { $0.offsetBy(dx: 0, dy: 8) }, "in a taller row, centred")
        cell.contentView.bounds.size.height = 40
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported.map { $0.offsetBy(dx: 0, dy: -2) }, "in a shorter row, centred")

        precondition(cell.isAccessibilityElement, "the row is one VoiceOver element")
        precondition(cell.accessibilityLabel == "Title" && cell.accessibilityValue == "Subtitle", "title, then subtitle")
        precondition(cell.accessibilityTraits == button, "a row with an arrow reads as a button")
        cell.row = RowModel(id: "i", image: "per_printer", accessibilityLabel: "Printer")
        precondition(cell.accessibilityLabel == "Printer" && cell.accessibilityValue == nil, "the spoken label")
        precondition(cell.accessibilityTraits == [], "a row without an arrow claims no trait")
        cell.row = RowModel(id: "s", title: "Wi-Fi", subtitle: "Home", accessibilityLabel: "Wireless network")
        precondition(cell.accessibilityLabel == "Wireless network" && cell.accessibilityValue == "Home",
                     "a spoken label replaces the title, not the subtitle")
        cell.row = RowModel(id: "h", image: "per_printer", subtitle: "Hidden")
        precondition(cell.accessibilityLabel == nil && cell.accessibilityValue == nil, "a subtitle not shown is not read")
        cell.prepareForReuse()
        precondition(cell.accessibilityLabel == nil && cell.accessibilityValue == nil, "a reused cell reads nothing old")

        // UIKit's twelve content size categories, in order, are rowc's twelve sizes; unspecified reads as large.
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        precondition(categories.map(RowContentSize.init) == RowContentSize.allCases, "sizes map in order")
        precondition(RowContentSize(.unspecified) == .large, "an unspecified size is large")
        // The stub's trait collection is at large: the cell asks for the theme's height there.
        cell.row = row
        let fitting = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .init(rawValue: 1000),
                                                   verticalFittingPriority: .init(rawValue: 1))
        precondition(fitting.height == CGFloat(RowLayout.height(for: row, size: .large)) && fitting.height == 44, "self-sizing height")
        precondition(RowLayout.height(for: row, size: .accessibility1) > 44, "rows grow at the accessibility sizes")

        // A switch row: the switch shows the row's state, reports a flip, and reads its state.
        let toggleRow = RowModel(id: "t", symbol: "airplane", title: "Airplane Mode", accessory: .switch, isOn: true)
        cell.row = toggleRow
        cell.contentView.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutSubviews()
        precondition(cell.switchControl.isOn && !cell.switchControl.isHidden && cell.checkView.isHidden, "the switch shows")
        precondition(cell.switchControl.frame == RowLayout.frames(for: toggleRow, width: 375).switch!.cgRect, "at its frame")
        precondition(cell.selectionStyle == .none, "a switch row shows no highlight")
        precondition(cell.accessibilityValue == "on", "a switch row reads its state")
        var flips: [Bool] = []
        cell.onToggle = { flips.append($0) }
        cell.switchControl.isOn = false
        cell.switchControl.sendActions(for: .valueChanged)
        precondition(flips == [false] && cell.accessibilityValue == "off", "a flip is reported and read")
        cell.prepareForReuse()
        precondition(cell.onToggle == nil, "a reused cell reports to no one")
        // A checkmark shows only when on, and a chosen row reads as selected.
        cell.row = RowModel(id: "c", title: "English", accessory: .check, isOn: true)
        cell.layoutSubviews()
        precondition(!cell.checkView.isHidden && cell.switchControl.isHidden && cell.selectionStyle == .default, "checked")
        precondition(cell.accessibilityTraits == [button, selected], "a chosen option")
        cell.row = RowModel(id: "u", title: "Deutsch", accessory: .check)
        cell.layoutSubviews()
        precondition(cell.checkView.isHidden && cell.accessibilityTraits == button, "unchecked")
        cell.row = RowModel(id: "v", title: "Version", subtitle: "2.4.1")
        precondition(cell.selectionStyle == .none && cell.accessibilityTraits == [], "an information row does nothing")
        """

    @Test func uiKitCellRunsAgainstTheStub() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try Swiftc.buildUIKitStub(in: folder)
        folder.write(Self.cellChecks, to: "main.swift")
        folder.write("", to: "Images/per_printer.png")
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-L", folder.path,
                                       "-lUIKit", "-o", folder.appendingPath("cell"), folder.appendingPath("main.swift"),
                                       BuildCases.absolute("specs/Generated/RowSupport.swift")])
        try #require(compile.status == 0, "\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("cell"), [folder.appendingPath("Images")])
        #expect(run.status == 0, "\(run.output)")
    }
}

extension TemporaryFolder {
    func appendingPath(_ name: String) -> String { url.appendingPathComponent(name).path }
}
