// AccessModifierTests.swift holds the emitters to writing internal files that differ from public ones in their modifiers alone.

import RowcCodegen
import RowcSema
import RowcSource
import Testing

@Suite struct AccessModifierTests {
    /// `text` with `public ` and `open ` taken from the start of every line: what the public
    /// file should be at internal access, but for the UIKit import.
    static func withoutModifiers(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let indent = line.prefix { $0 == " " }
            var rest = line.dropFirst(indent.count)
            for modifier in ["public ", "open "] where rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
            return String(indent + rest)
        }.joined(separator: "\n")
    }

    static func files(_ text: String, _ access: AccessLevel) -> [String] {
        let (spec, _) = Checker.check(SourceFile(path: "Spec.rows", text: text))
        return [String(decoding: SwiftGenerator.specFileUTF8(spec, typeName: "Spec", sourcePath: "Spec.rows", access: access),
                       as: UTF8.self)]
    }

    /// Rows, models and themes whose one-line forms run from well under to well over the line
    /// limit: at internal access each breaks where its public form does, seven columns shorter.
    @Test func internalSpecFilesBreakWherePublicOnesDo() {
        var spec = "theme label.minWidth:60 inset.leading:16 image.gap:12 subtitle.font:13.5 row.height:50\nsection \"S\"\n"
        for n in 20..<80 { spec += "row r\(n) title:\"\(String(repeating: "x", count: n))\"\n" }
        for n in 1..<30 {
            let field = String(repeating: "f", count: n)
            spec += "model M\(n) key:$\(field)a title:$\(field)b? subtitle:$\(field)c?\n"
        }
        let publicFiles = Self.files(spec, .public), internalFiles = Self.files(spec, .internal)
        #expect(publicFiles.count == 1 && internalFiles.count == 1)
        for (pub, int) in zip(publicFiles, internalFiles) {
            #expect(Self.withoutModifiers(pub) == int)
            #expect(!int.contains("public "))
        }
        // The rows are table lines, whatever their length; the models reach both sides of the limit.
        #expect(publicFiles.joined().contains("\n        row r79 | title: xxx"))
        #expect(publicFiles.joined().contains("RowModel(id: \"M1.\" + fa"))
        #expect(publicFiles.joined().contains("        RowModel(\n            id: \"M29.\""))
    }

    @Test func internalMetricsFileDropsOnlyModifiers() {
        let pub = SwiftGenerator.metricsFile(.inter, sourcePath: "rowc-metrics", access: .public)
        let int = SwiftGenerator.metricsFile(.inter, sourcePath: "rowc-metrics", access: .internal)
        #expect(pub.contains("\npublic enum RowMetrics {") && pub.contains("    public static let table = "))
        #expect(Self.withoutModifiers(pub) == int && !int.contains("public "))
    }
}
