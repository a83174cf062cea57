// GeneratedCodeTests.swift compiles the generated Swift with swiftc, runs its RowLayout, and holds every frame to the report's.

import Foundation
import RowKit
import RowcCodegen
import RowcJSON
import RowcLayout
import RowcSema
import RowcSource
import RowcRunSupport
import RowcTestSupport
import Testing

/// The differential test: the generated layout and `rowc report` must never disagree.
@Suite(.serialized) struct GeneratedCodeTests {
    /// The report's default device widths, at which it runs without --width.
    static let widths = SpecReport.defaultWidths
    /// The list styles compared: the theme's own (`list.style`, or the one its background implies)
    /// and each named with `rowc report --list`, for which the program gives RowKit that style's cells.
    static let lists: [RowListStyle?] = [nil] + RowListStyle.allCases.map(Optional.some)
    /// Specs compiled into one program each: the project's Specs, the golden cases that compile
    /// (a program cannot hold both: they declare some of the same types), and the project's Specs
    /// built with a team's table, `teamTable`, which the program must measure with as the report does.
    static let programs = [["Specs"], [BuildCases.path("specs"), BuildCases.path("edge"), BuildCases.path("assets"), BuildCases.path("nested")],
                           ["Specs", teamTableName]]

    static let teamTableName = "team-table"

    /// Every scalar 0.7 em wide, where Inter's letters are about 0.6: titles beside subtitles take
    /// other widths than the built-in table gives them.
    static let teamTable = "rowc-metrics 1\nunits-per-em 1000\ndefault 700\n"

    /// The spec files of `folders`, sorted as `rowc build` reads them.
    static func specPaths(_ folders: [String]) -> [String] {
        folders.flatMap { folder -> [String] in
            let files = (try? Repository.list(folder)) ?? []
            return files.filter { $0.hasSuffix(".rows") }.map { folder + "/" + $0 }
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A main that prints every row's height and frames at every text size and device width, both directions, in each
    /// list style (`theme` for the row's theme's own), laid out as an app does in the cell `RowCellGeometry` gives
    /// for that width and style, as JSON in the report's shape with full-precision numbers, then checks the models'
    /// identities and styles.
    static func main(rows: [(type: String, expression: String)], checkModels: Bool) -> String {
        let specs = rows.map { "(\"\($0.type)\", \($0.expression))" }.joined(separator: ", ")
        return """
        import RowKit

        func rect(_ r: RowRect) -> String {
            "{\\"x\\":\\(r.x),\\"y\\":\\(r.y),\\"width\\":\\(r.width),\\"height\\":\\(r.height)}"
        }
        func frames(_ f: RowFrames) -> String {
            let parts = RowElement.allCases.compactMap { element in f[element].map { "\\"\\(element.rawValue)\\":" + rect($0) } }
            return "{" + parts.joined(separator: ",") + "}"
        }
        let widths: [Double] = \(widths)
        let specs: [(String, [RowModel])] = [\(specs)]
        var files: [String] = []
        let lists: [RowListStyle?] = [nil] + RowListStyle.allCases.map(Optional.some)
        for list in lists {
            for (direction, label) in [(RowLayoutDirection.leftToRight, "ltr"), (.rightToLeft, "rtl")] {
                for (type, rows) in specs {
                    let rowJSON = rows.map { row in
                        let name = row.id.dropFirst(type.count + 1)
                        let layouts = RowContentSize.allCases.flatMap { size in
                            widths.map { w in
                                let cell = RowCellGeometry(deviceWidth: w, style: list ?? row.theme.listStyle)
                                let laidOut = RowLayout.frames(for: row, width: cell.width, margin: cell.margin, size: size, direction: direction)
                                return "{\\"width\\":\\(w),\\"size\\":\\"\\(size.rawValue)\\",\\"height\\":\\(RowLayout.height(for: row, width: cell.width, margin: cell.margin, size: size)),"
                                    + "\\"frames\\":" + frames(laidOut) + "}"
                            }
                        }
                        return "{\\"name\\":\\"\\(name)\\",\\"style\\":\\"\\(row.style.name)\\",\\"layouts\\":[" + layouts.joined(separator: ",") + "]}"
                    }
                    files.append("{\\"type\\":\\"\\(type)\\",\\"direction\\":\\"\\(label)\\",\\"list\\":\\"\\(list?.rawValue ?? "theme")\\","
                                 + "\\"rows\\":[" + rowJSON.joined(separator: ",") + "]}")
                }
            }
        }
        print("[" + files.joined(separator: ",") + "]")
        \(checkModels ? modelChecks : "")
        """
    }

    /// `Type.rows`, or for a spec whose rows take texts from the app, `Type.rows(Type.Values(...))`
    /// with the texts the report lays out in their place, and no values for a section of a model's
    /// rows (which `rows` leaves out, and which alone do not make `rows` take values).
    static func rowsExpression(_ type: String, specAt path: String) throws -> String {
        let data = try #require(FileManager.default.contents(atPath: Repository.path(path)))
        let spec = Checker.check(SourceFile(path: path, bytes: [UInt8](data))).0
        guard spec.rowsTakeValues else { return type + ".rows" }
        // A menu row shows the option the report lays it out with, its widest (SpecReport); the
        // other values are the preview's samples.
        let engine = RowLayout(theme: spec.theme), metrics = spec.theme.measuringMetrics
        let values = SwiftGenerator.sampleValues(spec, typeName: type) { row in
            row.actions.choices.map { spec.actions[$0] }.max {
                metrics.width(of: $0.title, fontSize: engine.subtitleFontSize) < metrics.width(of: $1.title, fontSize: engine.subtitleFontSize)
            }
        }
        return "\(type).rows(\(values))"
    }

    /// `text` as a Swift string literal, every scalar outside printable ASCII escaped.
    static func literal(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.value >= 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "\\"
            ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    static let modelChecks = """
        // The seed's Person: a cell per combination of name and avatar, no switch in sight.
        precondition(Person(id: "1", name: "Ann").reuseIdentifier == "TitleCell")
        precondition(Person(id: "2", avatar: "ann").reuseIdentifier == "ImageCell")
        precondition(Person(id: "3", avatar: "ann", name: "Ann").reuseIdentifier == "ImageTitleCell")
        precondition(Person(id: "4").style == RowModel(id: "4", title: "").style)
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
        precondition(Photo(id: "p").reuseIdentifier == "TitleArrowCell" && Photo(id: "p", url: "u").reuseIdentifier == "ImageArrowCell")
        precondition(Set(Staff.rows.map(\\.id)).count == Staff.rows.count)
        precondition(RowStyle.allCases.count == 31)
        precondition(Action(id: "a").style == .button && Action(id: "a").row.style == .button && Action(id: "a").row.isTappable)
        """

    @Test(arguments: programs)
    func generatedLayoutEqualsTheReport(folders: [String]) throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let team = folders.contains(Self.teamTableName)
        let specPaths = Self.specPaths(folders.filter { $0 != Self.teamTableName })
        folder.write(Self.teamTable, to: "rowc-metrics")
        let metrics = team ? try RowTextMetrics(parsing: Self.teamTable) : .inter
        let metricsOption = team ? ["--metrics", folder.appendingPath("rowc-metrics")] : []
        let build = CapturedRun.rowc(["build"] + specPaths + metricsOption + ["-o", folder.appendingPath("Generated")])
        #expect(build.status == 0, "\(build.err)")
        #expect(folder.files(in: "Generated").contains(TypeNames.metricsFile) == team)
        // A spec of models alone declares no rows; a localized spec's are computed.
        let types = folder.files(in: "Generated").map { String($0.dropLast(6)) }
            .filter { type in
                ["public static let rows", "public static var rows", "public static func rows"].contains {
                    folder.read("Generated/\(type).swift")?.contains($0) == true
                }
            }
        let rows = try types.map { type in
            let path = try #require(specPaths.first { TypeNames.typeName(forSpecAt: $0) == type })
            return (type, try Self.rowsExpression(type, specAt: path))
        }
        folder.write(Self.main(rows: rows, checkModels: folders.count > 2), to: "main.swift")
        let sources = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let rowKit = try RowKitBuild.modules()
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("layout"),
                                       folder.appendingPath("main.swift")] + rowKit.linkArguments + sources)
        try #require(compile.status == 0, "the generated Swift does not compile:\n\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("layout"), [])
        try #require(run.status == 0, "the generated program failed:\n\(run.output)")
        let generated = try JSON.parse(Array(run.output.utf8))

        var compared = 0
        for list in Self.lists {
            for direction in RowLayoutDirection.allCases {
                let listOption = list.map { ["--list", $0.rawValue] } ?? []
                let report = CapturedRun.rowc(["report", "--format", "json", "--size", "all", "--direction", direction.rawValue]
                                              + listOption + metricsOption + specPaths)
                let reported = try JSON.parse(Array(report.out.utf8)).arrayValue ?? []
                #expect(reported.count == specPaths.count)
                for (path, file) in zip(specPaths, reported) {
                    let type = try #require(TypeNames.typeName(forSpecAt: path))
                    guard let ours = generated.arrayValue?.first(where: {
                        $0["type"]?.stringValue == type && $0["direction"]?.stringValue == direction.rawValue
                            && $0["list"]?.stringValue == (list?.rawValue ?? "theme")
                    }) else {
                        #expect(file["rows"]?.arrayValue?.isEmpty == true, "\(path) has rows but no enum")
                        continue
                    }
                    #expect(file["widths"]?.arrayValue?.compactMap(\.doubleValue) == Self.widths, "\(path): the report's widths")
                    compared += compare(ours, file, exact: try exactFrames(path, direction, list, metrics), in: path)
                }
            }
        }
        #expect(compared > 200 * RowContentSize.allCases.count * Self.lists.count, "only \(compared) frames compared")
    }

    /// The report's frames, unrounded: what the generated doubles must equal bit for bit.
    private func exactFrames(_ path: String, _ direction: RowLayoutDirection, _ list: RowListStyle?,
                             _ metrics: RowTextMetrics) throws -> [[RowAnalysis]] {
        let data = try #require(FileManager.default.contents(atPath: Repository.path(path)))
        let (spec, _) = Checker.check(SourceFile(path: path, bytes: [UInt8](data)))
        let report = SpecReport(spec: spec, widths: Self.widths, sizes: RowContentSize.allCases, direction: direction,
                                metrics: metrics, list: list)
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
}

extension TemporaryFolder {
    func appendingPath(_ name: String) -> String { url.appendingPathComponent(name).path }
}
