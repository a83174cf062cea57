// LocalizedCodeTests.swift checks the Swift generated for a localized spec: its golden file, and the program it makes looking its texts up at run time.

import Foundation
import RowcCodegen
import RowcLayout
import RowcNames
import RowcSema
import RowcSource
import RowcTestSupport
import Testing

/// Tests/Cases/build/localized: a spec with a String Catalog of its own name beside it, generated
/// through `SwiftGenerator` with the tables that catalog gives.
@Suite struct LocalizedCodeTests {
    static let caseFolder = BuildCases.path("localized")

    static func spec() throws -> CheckedSpec {
        let path = caseFolder + "/Settings.rows"
        let (spec, diagnostics) = Checker.check(SourceFile(path: path, text: try Repository.readText(path)))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return spec
    }

    /// The tables of a spec in `folder`, from the catalogs beside it.
    static func tables(forSpecIn folder: String, named name: String) -> StringTables {
        let catalogs = Set((try? Repository.list(folder)) ?? [])
        return StringTables(specTable: name, hasTable: { catalogs.contains($0 + ".xcstrings") })
    }

    static func generated(_ spec: CheckedSpec, access: AccessLevel = .public) -> String {
        let tables = tables(forSpecIn: caseFolder, named: "Settings")
        let file = SwiftGenerator.specFileUTF8(spec, typeName: "Settings", sourcePath: "Settings.rows", access: access,
                                               tables: tables)
        return String(decoding: file, as: UTF8.self)
    }

    @Test func localizedSpecMatchesItsGolden() throws {
        let swift = Self.generated(try Self.spec())
        Golden.check(swift, against: Self.caseFolder + "/Generated/Settings.swift")
        let lines = swift.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 120 }, "a line passes 120 columns")
        #expect(Array(lines.dropFirst().prefix(3)) == ["import Foundation", "import RowKit", "import RowKitStrings"])
        // Themes are stored; texts never are, so that each read looks them up again.
        #expect(lines.filter { $0.contains("static let ") }.allSatisfy {
            $0.contains("static let theme:") || $0.contains("static let rowThemes:")
        }, "a text is held in a stored constant")
    }

    /// Internal access changes the modifiers alone, lines breaking where they do at public access.
    @Test func internalAccessDiffersInModifiersAlone() throws {
        let spec = try Self.spec()
        let publicSwift = Self.generated(spec), internalSwift = Self.generated(spec, access: .internal)
        #expect(internalSwift == publicSwift.replacingOccurrences(of: "public ", with: ""))
    }

    /// Tables that name no catalog, or none at all, leave every build case's Swift as it was.
    @Test(arguments: ["specs", "edge", "names", "assets"])
    func specsWithoutATableAreNotLocalized(name: String) throws {
        let folder = BuildCases.path(name)
        for file in try Repository.list(folder) where file.hasSuffix(".rows") {
            let path = folder + "/" + file
            let (spec, _) = Checker.check(SourceFile(path: path, text: try Repository.readText(path)))
            let none = StringTables(specTable: StringTables.specTable(path: path), hasTable: { _ in false })
            #expect(none.defaultTable == nil)
            let plain = SwiftGenerator.specFileUTF8(spec, typeName: "T", sourcePath: file)
            #expect(SwiftGenerator.specFileUTF8(spec, typeName: "T", sourcePath: file, tables: none) == plain, "\(file)")
        }
    }

    /// The build cases that compile together, every text looked up: keywords as case patterns,
    /// long texts broken over lines, models, other scripts. They type-check in Swift 6 mode
    /// against RowKit, and no line passes 120 columns.
    @Test func everyBuildCaseTypeChecksLocalized() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let everyTable = StringTables(specTable: "", hasTable: { _ in true })
        for path in GeneratedCodeTests.specPaths(GeneratedCodeTests.programs[1]) {
            let (spec, _) = Checker.check(SourceFile(path: path, text: try Repository.readText(path)))
            let type = try #require(TypeNames.typeName(forSpecAt: path))
            let file = TypeNames.outputFile(forType: type)
            let swift = String(decoding: SwiftGenerator.specFileUTF8(spec, typeName: type, sourcePath: path,
                                                                     tables: everyTable), as: UTF8.self)
            let long = swift.split(separator: "\n").map(String.init).filter { $0.count > 120 }
            #expect(long.isEmpty, "\(file) passes 120 columns:\n\(long.joined(separator: "\n"))")
            folder.write(swift, to: file)
        }
        let sources = folder.files().map(folder.appendingPath)
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck"]
                                    + (try RowKitBuild.modules()).searchArguments + sources)
        #expect(check.status == 0, "\(check.output)")
    }
}

extension LocalizedCodeTests {
    /// `(expression, text, verbatim)` for every text the spec's rows, sections and model show.
    static func texts(_ spec: CheckedSpec) -> [(String, String, Bool)] {
        var texts: [(String, String, Bool)] = []
        for row in spec.rows {
            for (property, text, slot) in [("title", row.title, VerbatimText.title), ("subtitle", row.subtitle, .subtitle),
                                           ("accessibilityLabel", row.label, .label)] {
                guard let text else { continue }
                texts.append(("Settings.Row.\(row.name).model.\(property)", text, row.verbatim.contains(slot)))
            }
        }
        for (index, section) in spec.sections.enumerated() {
            if let title = section.title { texts.append(("Settings.sections[\(index)].title", title, section.verbatim.contains(.title))) }
            if let footer = section.footer { texts.append(("Settings.sections[\(index)].footer", footer, section.verbatim.contains(.footer))) }
        }
        texts.append(("Device(serial: \"1\").row.title", "Paired device", false))
        texts.append(("Device(serial: \"1\").row.accessibilityLabel", "ACME device", true))
        return texts
    }

    /// The translation the test's tables give each key.
    static func translated(_ key: String) -> String { "«" + key + "»" }

    /// Reads every text three times: in the main bundle, which has no tables, so each lookup gives
    /// its key; in a bundle whose tables translate every key; in the main bundle again. Each read
    /// must see the bundle of the moment, so nothing may hold the first read's text.
    static func main(_ spec: CheckedSpec) -> String {
        func checks(translated: Bool) -> String {
            texts(spec).map { expression, text, verbatim in
                let expected = GeneratedCodeTests.literal(translated && !verbatim ? Self.translated(text) : text)
                return "precondition(\(expression) == \(expected), \(GeneratedCodeTests.literal(expression)))"
            }.joined(separator: "\n")
        }
        return """
            import Foundation
            import RowKitStrings

            \(checks(translated: false))
            RowStrings.bundle = Bundle(path: CommandLine.arguments[1])!
            \(checks(translated: true))
            precondition(Settings.rows.map(\\.title) == Settings.Row.allCases.map(\\.model.title))
            precondition(Settings.sections.flatMap(\\.rows) == Settings.rows)
            RowStrings.bundle = .main
            \(checks(translated: false))
            print("ok")
            """
    }

    /// The generated Swift compiled against RowKit on Linux in Swift 6 mode, with warnings
    /// as errors, and run: Linux's Foundation reads `<bundle>/<language>.lproj/<Table>.strings`,
    /// as compiled String Catalogs are laid out.
    @Test func localizedTextIsLookedUpOnEveryRead() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let spec = try Self.spec()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(Self.generated(spec), to: "Settings.swift")
        folder.write(Self.main(spec), to: "main.swift")
        var tables: [String: [String: String]] = [:]
        for string in spec.localizableStrings(tables: Self.tables(forSpecIn: Self.caseFolder, named: "Settings")) {
            tables[string.table, default: [:]][string.key] = Self.translated(string.key)
        }
        #expect(Set(tables.keys) == ["Settings", "Other"])
        for (table, strings) in tables {
            let data = try PropertyListSerialization.data(fromPropertyList: strings, format: .xml, options: 0)
            folder.write(String(decoding: data, as: UTF8.self), to: "Strings.bundle/en.lproj/\(table).strings")
        }
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("localized"),
                                       folder.appendingPath("main.swift"), folder.appendingPath("Settings.swift")]
                                      + (try RowKitBuild.modules()).linkArguments)
        try #require(compile.status == 0, "the generated Swift does not compile:\n\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("localized"), [folder.appendingPath("Strings.bundle")])
        #expect(run.status == 0 && run.output == "ok\n", "\(run.output)")
    }
}
