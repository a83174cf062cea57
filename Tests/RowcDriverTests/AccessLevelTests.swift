// AccessLevelTests.swift builds two modules from generated Swift, one importing the other, at both access levels.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("access level of the generated code")
struct AccessLevelTests {
    /// Generates Swift for a one-row spec, whose enum is `name` + `Rows`, at `access` into `folder/output`.
    func generate(_ name: String, access: String, in folder: TemporaryFolder, output: String? = nil) throws -> [String] {
        let specs = folder.appendingPath("\(name)-specs"), output = folder.appendingPath(output ?? name)
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try "row \(name.lowercased()) title:\"\(name)\"\n".write(toFile: specs + "/\(name)Rows.rows", atomically: true, encoding: .utf8)
        let run = CapturedRun.rowc(["build", "--access", access, "-o", output, specs])
        try #require(run.status == 0, "\(run.err)")
        return try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    }

    /// Modules A and B, each with the Swift of its own spec at `access` and built against RowKit,
    /// then `client` type-checked in a module that imports them: its status and the compiler's output.
    func clientOfTwo(access: String, client: String) throws -> (status: Int32, output: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let rowKit = try RowKitBuild.modules()
        for name in ["A", "B"] {
            let files = try generate(name, access: access, in: folder)
            let module = Swiftc.compiler(["-swift-version", "6", "-parse-as-library", "-module-name", name, "-emit-module",
                                          "-emit-module-path", folder.appendingPath("\(name).swiftmodule")]
                                         + rowKit.searchArguments + files)
            try #require(module.status == 0, "\(module.output)")
        }
        let file = folder.appendingPath("Client.swift")
        try client.write(toFile: file, atomically: true, encoding: .utf8)
        let check = Swiftc.compiler(["-swift-version", "6", "-module-name", "Client", "-typecheck", "-I", folder.path]
                                    + rowKit.searchArguments + [file])
        return (check.status, check.output)
    }

    @Test("public: a module that imports two targets that ran rowc shows both lists with RowKit's one RowModel")
    func publicTypesMeetInAnImporter() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let result = try clientOfTwo(access: "public",
                                     client: "import A\nimport B\nimport RowKit\nlet rows: [RowModel] = ARows.rows + BRows.rows\n")
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("internal: the generated types stay in their target, and the importer sees none of them")
    func internalTypesStayInTheirTarget() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let imports = try clientOfTwo(access: "internal", client: "import A\nimport B\nenum ARows {}\nlet type = ARows.self\n")
        #expect(imports.status == 0, "\(imports.output)")
        let qualified = try clientOfTwo(access: "internal", client: "import A\nlet rows = A.ARows.rows\n")
        #expect(qualified.status != 0 && qualified.output.contains("ARows"), "\(qualified.output)")
    }

    @Test("changing the access level rewrites the outputs, though no spec changed")
    func changingTheLevelRebuilds() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = try generate("A", access: "public", in: folder)
        let again = CapturedRun.rowc(["build", "--access", "internal", "-o", folder.appendingPath("A"), folder.appendingPath("A-specs")])
        #expect(again.status == 0 && (again.out + again.err).contains("1 written, 0 unchanged"), "\(again.out)\(again.err)")
    }

    @Test("internal output has no public or open declaration, and differs from public output in nothing else")
    func internalDropsOnlyTheModifiers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let internalFiles = try generate("A", access: "internal", in: folder, output: "Internal")
        let publicFiles = try generate("A", access: "public", in: folder, output: "Public")
        #expect(internalFiles.map { ($0 as NSString).lastPathComponent } == ["ARows.swift"])
        let internalText = try String(contentsOfFile: internalFiles[0], encoding: .utf8)
        let publicText = try String(contentsOfFile: publicFiles[0], encoding: .utf8)
        let declarations = internalText.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(!declarations.contains { $0.hasPrefix("public ") || $0.hasPrefix("open ") })
        let stripped = publicText.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }
            var rest = line.dropFirst(indent.count)
            for modifier in ["public ", "open "] where rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
            return String(indent + rest)
        }.joined(separator: "\n")
        #expect(stripped == internalText && publicText.contains("public enum ARows"))
    }
}
