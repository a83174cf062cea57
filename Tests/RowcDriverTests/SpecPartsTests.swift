// SpecPartsTests.swift checks how a large spec is spread over files, in rowc and in the SwiftPM plugin.

import Foundation
import RowcCodegen
import RowcSema
import RowcSource
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite struct SpecPartsTests {
    /// A spec of `rows` rows, each line about 60 bytes, with a section every 100 rows.
    private func largeSpec(rows: Int, tag: String = "") -> String {
        var text = ""
        for i in 0..<rows {
            if i % 100 == 0 { text += "section \"Section \(i / 100)\"\n" }
            text += "row r\(i) image:icon_\(i % 7) title:\"Row number \(i)\(tag)\" subtitle:\"Detail\" arrow\n"
        }
        return text
    }

    @Test func thePartCountDependsOnlyOnTheSize() {
        #expect(SpecParts.count(specBytes: 0) == 1)
        #expect(SpecParts.count(specBytes: SpecParts.bytesPerPart) == 1)
        #expect(SpecParts.count(specBytes: SpecParts.bytesPerPart + 1) == 2)
        #expect(SpecParts.count(specBytes: 5 * SpecParts.bytesPerPart) == 5)
        #expect(SpecParts.outputFiles(forType: "Screen", parts: 1) == ["Screen.swift"])
        #expect(SpecParts.outputFiles(forType: "Screen", parts: 3) == ["Screen.swift", "Screen+Rows2.swift", "Screen+Rows3.swift"])
        #expect(SpecParts.isExtraPart("Screen+Rows12.swift", ofType: "Screen"))
        #expect(!SpecParts.isExtraPart("Screen+Rows.swift", ofType: "Screen"))
        #expect(!SpecParts.isExtraPart("Screen.swift", ofType: "Screen"))
        #expect(!SpecParts.isExtraPart("ScreenB+Rows2.swift", ofType: "Screen"))
    }

    @Test("every row is generated once, in order, however many parts", arguments: [1, 2, 3, 7, 12])
    func partsHoldEveryRowInOrder(parts: Int) throws {
        let (spec, diagnostics) = Checker.check(SourceFile(path: "Screen.rows", text: largeSpec(rows: 10)))
        #expect(diagnostics.isEmpty)
        let files = SwiftGenerator.specFilesUTF8(spec, typeName: "Screen", sourcePath: "Screen.rows", parts: parts)
            .map { String(decoding: $0, as: UTF8.self) }
        #expect(files.count == parts)
        let declared = files.flatMap { file in
            file.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "public static let r"), line[range.upperBound...].first?.isNumber == true
                else { return nil }
                return String(line[range.upperBound...].prefix { $0 != ":" })
            }
        }
        #expect(declared == (0..<10).map(String.init))
        for file in files { #expect(file.hasPrefix(SwiftGenerator.headerPrefix)) }
        #expect(files[0].contains("public enum Screen {"))
        #expect(files.dropFirst().allSatisfy { !$0.contains("public enum") })
    }

    @Test func aLargeSpecIsBuiltIntoPartsThatCompileTogether() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // Long titles make a spec of three parts from few rows, which compile quickly.
        let text = largeSpec(rows: 2_000, tag: String(repeating: " and more words", count: 6))
        try #require(text.utf8.count > 2 * SpecParts.bytesPerPart && text.utf8.count <= 3 * SpecParts.bytesPerPart)
        folder.write(text, to: "Specs/Screen.rows")
        let build = ["build", folder.appendingPath("Specs"), "-o", folder.appendingPath("Out")]
        let first = CapturedRun.rowc(build)
        #expect(first.status == 0, "\(first.err)")
        #expect(folder.files(in: "Out") == ["Screen+Rows2.swift", "Screen+Rows3.swift", "Screen.swift"])
        #expect(folder.read("Out/Screen+Rows3.swift")?.contains("public static let r1999: RowModel") == true)

        let check = Swiftc.compiler(["-typecheck", "-j2", "-enable-batch-mode"] + (try RowKitBuild.modules()).searchArguments
            + folder.files(in: "Out").map { folder.appendingPath("Out/" + $0) })
        #expect(check.status == 0, "\(check.output)")

        // Errors keep every part as it was; a smaller spec then deletes the parts it no longer needs.
        let before = folder.read("Out/Screen+Rows3.swift")
        folder.write(text + "row broken subtile:\"x\"\n", to: "Specs/Screen.rows")
        #expect(CapturedRun.rowc(build).status == 1)
        #expect(folder.read("Out/Screen+Rows3.swift") == before)
        folder.write(largeSpec(rows: 10), to: "Specs/Screen.rows")
        let shrunk = CapturedRun.rowc(build)
        #expect(shrunk.status == 0, "\(shrunk.err)")
        #expect(shrunk.err.hasSuffix("1 written, 0 unchanged, 2 deleted\n"), "\(shrunk.err)")
        #expect(folder.files(in: "Out") == ["Screen.swift"])
    }

    /// The plugin cannot link rowc's libraries and names a command's outputs before it runs,
    /// so it repeats the rule; this holds the two to the same size per part.
    @Test func thePluginNamesTheSamePartsAsRowc() throws {
        let plugin = try Repository.readText("Plugins/RowcPlugin/RowcPlugin.swift")
        #expect(SpecParts.bytesPerPart == 131_072)
        #expect(plugin.contains("static let bytesPerPart = 131_072\n"))
        #expect(plugin.contains("\"\\(name)+Rows\\($0 + 1)\""))
    }
}
