// AccessLevelTests.swift builds two modules from generated Swift, one importing the other, at both access levels.

import Foundation
import RowcTestSupport
import Testing

@Suite("access level of the generated code")
struct AccessLevelTests {
    /// Generates Swift for a one-row spec named `name` at `access` into `folder/name`.
    func generate(_ name: String, access: String, in folder: TemporaryFolder) throws -> [String] {
        let specs = folder.appendingPath("\(name)-specs"), output = folder.appendingPath(name)
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try "row \(name.lowercased()) title:\"\(name)\"\n".write(toFile: specs + "/\(name).rows", atomically: true, encoding: .utf8)
        let run = CapturedRun.rowc(["build", "--access", access, "-o", output, specs])
        try #require(run.status == 0, "\(run.err)")
        return try FileManager.default.contentsOfDirectory(atPath: output).sorted().map { output + "/" + $0 }
    }

    /// Modules A and B, each with the Swift of its own spec at `access`, then `client` type-checked
    /// in a module that imports both: its status and the compiler's output.
    func clientOfTwo(access: String, client: String) throws -> (status: Int32, output: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for name in ["A", "B"] {
            let files = try generate(name, access: access, in: folder)
            let module = Swiftc.compiler(["-swift-version", "6", "-parse-as-library", "-module-name", name, "-emit-module",
                                          "-emit-module-path", folder.appendingPath("\(name).swiftmodule")] + files)
            try #require(module.status == 0, "\(module.output)")
        }
        let file = folder.appendingPath("Client.swift")
        try client.write(toFile: file, atomically: true, encoding: .utf8)
        let check = Swiftc.compiler(["-swift-version", "6", "-module-name", "Client", "-typecheck", "-I", folder.path, file])
        return (check.status, check.output)
    }

    @Test("public: a module that imports two targets that ran rowc finds two RowModels")
    func publicTypesMeetInAnImporter() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let result = try clientOfTwo(access: "public", client: "import A\nimport B\nlet row: RowModel = RowModel(id: \"x\", title: \"T\")\n")
        #expect(result.status != 0 && result.output.contains("ambiguous"), "\(result.output)")
    }

    @Test("internal: the generated types stay in their target, and the importer sees none of them")
    func internalTypesStayInTheirTarget() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let imports = try clientOfTwo(access: "internal", client: "import A\nimport B\nstruct RowModel {}\nlet row = RowModel()\n")
        #expect(imports.status == 0, "\(imports.output)")
        let qualified = try clientOfTwo(access: "internal", client: "import A\nlet type = A.RowModel.self\n")
        #expect(qualified.status != 0 && qualified.output.contains("RowModel"), "\(qualified.output)")
    }

    @Test("changing the access level rewrites the outputs, though no spec changed")
    func changingTheLevelRebuilds() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = try generate("A", access: "public", in: folder)
        let again = CapturedRun.rowc(["build", "--access", "internal", "-o", folder.appendingPath("A"), folder.appendingPath("A-specs")])
        #expect(again.status == 0 && (again.out + again.err).contains("2 written, 0 unchanged"), "\(again.out)\(again.err)")
    }

    @Test("internal output has no public or open declaration, and differs from public output in nothing else")
    func internalDropsOnlyTheModifiers() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let internalFiles = try generate("A", access: "internal", in: folder)
        _ = try generate("P", access: "public", in: folder)
        #expect(internalFiles.map { ($0 as NSString).lastPathComponent }.contains("RowSupport.swift"))
        let support = try String(contentsOfFile: folder.appendingPath("A/RowSupport.swift"), encoding: .utf8)
        let publicSupport = try String(contentsOfFile: folder.appendingPath("P/RowSupport.swift"), encoding: .utf8)
        let declarations = support.split(separator: "\n").map { $0.drop { $0 == " " } }
        #expect(!declarations.contains { $0.hasPrefix("public ") || $0.hasPrefix("open ") })
        let stripped = publicSupport.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " }
            var rest = line.dropFirst(indent.count)
            for modifier in ["public ", "open "] where rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
            return String(indent + rest)
        }.joined(separator: "\n")
        let plainImport = stripped.replacingOccurrences(
            of: "// Public: the declarations below show UIKit's types to the target's importers.\n#if compiler(>=6.0)\n@preconcurrency public import UIKit\n#else\n@preconcurrency import UIKit\n#endif",
            with: "@preconcurrency import UIKit").replacingOccurrences(
            of: "// Public: `RowStrings.bundle` shows Foundation's `Bundle` to the target's importers.\n#if compiler(>=6.0)\nimport Foundation\n#else\nimport Foundation\n#endif",
            with: "import Foundation")
        #expect(plainImport == support)
    }
}
