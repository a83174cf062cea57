// ReservedNamesTests.swift holds the list of names specs cannot take to the types the generated Swift really uses.

import Foundation
import RowcCodegen
import RowcNames
import RowcSema
import RowcSource
import Testing

@Suite struct ReservedNamesTests {
    /// A spec with everything the generator writes: a theme on a base, sections, rows, and models with
    /// and without a key, with required and optional fields and a spoken label.
    static let spec = """
        theme seed row.height:50 title.color:#1C1C1E/#F2F2F7 background.color:systemBackground
        row first title:"First" arrow
        section "Second"
        row second image:icon title:"Second" subtitle:"Sub"
        model Person key:$id image:$avatar? title:$name? label:$spokenName?
        model Tag title:$label subtitle:$detail? arrow
        """

    /// Every capitalised name the generated Swift uses as a type, other than the spec's own
    /// types, is one a spec cannot take: a model, spec or field of that name would hide it.
    @Test func everyTypeTheGeneratedCodeUsesIsReserved() throws {
        let (checked, diagnostics) = Checker.check(SourceFile(path: "Spec.rows", text: Self.spec))
        #expect(diagnostics.isEmpty)
        // Localized too: its texts are looked up with Foundation's function.
        let localized = StringTables(specTable: "Spec", hasTable: { _ in true })
        let files = [SwiftGenerator.metricsFile(.inter, sourcePath: "rowc-metrics")]
            + [SwiftGenerator.specFileUTF8(checked, typeName: "Spec", sourcePath: "Spec.rows"),
               SwiftGenerator.specFileUTF8(checked, typeName: "Spec", sourcePath: "Spec.rows", tables: localized)]
                .map { String(decoding: $0, as: UTF8.self) }
        // The preview's name is the spec's, and private to its file.
        let own: Set<String> = ["Spec", "Person", "Tag", "Spec_Previews"]
        // A directive's condition names build settings (`DEBUG`), not types.
        let code = files.map { $0.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n") }
        let used = code.reduce(into: Set<String>()) { $0.formUnion(Self.capitalisedNames(in: $1)) }
        #expect(used.isSuperset(of: own), "the scan finds the spec's own types")
        let missing = used.subtracting(own).subtracting(SwiftNames.keywords).subtracting(SwiftNames.reservedTypeNames)
        #expect(missing.isEmpty, "add to SwiftNames.reservedTypeNames: \(missing.sorted())")
    }

    /// Every type RowKit declares at the top level: a model or spec of its name would hide it
    /// from the app, whose code names RowKit's types unqualified.
    @Test func everyTypeRowKitDeclaresIsReserved() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var declared = Set<String>()
        for module in ["RowKit", "RowKitStrings"] {
            let folder = root.appendingPathComponent("Sources/" + module)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                // Top-level declarations start their lines, their attributes (`@MainActor public struct`) before their access.
                for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                    let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
                    guard words.first == "public" || words.first == "open" else { continue }
                    if let kind = words.firstIndex(where: { ["struct", "enum", "class", "protocol"].contains($0) }),
                       kind + 1 < words.endIndex {
                        declared.insert(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
                    }
                }
            }
        }
        #expect(declared.count > 20 && declared.contains("RowCell") && declared.contains("RowStrings"))
        #expect(declared.subtracting(SwiftNames.reservedTypeNames).isEmpty,
                "add to SwiftNames.reservedTypeNames: \(declared.subtracting(SwiftNames.reservedTypeNames).sorted())")
    }

    @Test func aModelMayTakeTheNameOfATypeNestedInRowKit() {
        let (_, diagnostics) = Checker.check(SourceFile(path: "Spec.rows", text: "model Content title:$text\n"))
        #expect(diagnostics.isEmpty)
    }

    @Test func aModelCannotTakeATypeNameTheGeneratedCodeUses() {
        for name in ["RowModel", "CaseIterable", "RowKit"] {
            let (_, diagnostics) = Checker.check(SourceFile(path: "Spec.rows", text: "model \(name) title:$text\n"))
            #expect(diagnostics.map(\.code.id) == ["E209"], "\(name)")
        }
    }

    /// The identifiers of `swift` that start with a capital letter, outside comments and string
    /// literals (interpolations included: they hold only members), and not after a `.`: a
    /// member such as `UITableViewCell.CellStyle` cannot be hidden by a type of the module.
    static func capitalisedNames(in swift: String) -> Set<String> {
        var names = Set<String>()
        let scalars = Array(swift.unicodeScalars)
        var i = 0
        var previous: Unicode.Scalar = " "  // the last scalar outside white space, comments and literals
        while i < scalars.count {
            let c = scalars[i]
            if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" {
                while i < scalars.count && scalars[i] != "\n" { i += 1 }
            } else if c == "\"" {
                i += 1
                while i < scalars.count && scalars[i] != "\"" { i += scalars[i] == "\\" ? 2 : 1 }
                i += 1
                previous = c
            } else if c.properties.isXIDStart || c == "_" {
                let start = i
                while i < scalars.count && scalars[i].properties.isXIDContinue { i += 1 }
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[start..<i])
                if previous != ".", c.properties.isUppercase { names.insert(String(name)) }
                previous = scalars[i - 1]
            } else {
                if !c.properties.isWhitespace { previous = c }
                i += 1
            }
        }
        return names
    }
}
