// ManifestImportTests.swift holds Package.swift to the code: each target declares every module of the package it imports.

import Foundation
import RowcTestSupport
import Testing

@Suite("Package.swift")
struct ManifestImportTests {
    /// A target as Package.swift declares it: its name, the folder of its sources, its dependencies.
    struct Target {
        var name: String
        var folder: String
        var dependencies: Set<String>
    }

    /// The targets of Package.swift, fuzz targets included, read from its text: each
    /// `.target`, `.testTarget` or `.executableTarget` up to the next.
    static func targets() throws -> [Target] {
        let manifest = try Repository.readText("Package.swift")
        let start = /\.(target|testTarget|executableTarget)\(name: "([^"]+)"/
        let matches = manifest.matches(of: start)
        return matches.indices.map { k in
            let match = matches[k]
            let end = k + 1 < matches.count ? matches[k + 1].range.lowerBound : manifest.endIndex
            let declaration = manifest[match.range.upperBound..<end]
            let name = String(match.output.2)
            let path = declaration.firstMatch(of: /path: "([^"]+)"/).map { String($0.output.1) }
            let list = declaration.firstMatch(of: /dependencies: \[([^\]]*)\]/).map { String($0.output.1) } ?? ""
            let dependencies = Set(list.matches(of: /"([^"]+)"/).map { String($0.output.1) })
            return Target(name: name, folder: path ?? (match.output.1 == "testTarget" ? "Tests/" : "Sources/") + name,
                          dependencies: dependencies)
        }
    }

    /// The modules the Swift files under `folder` import, with the file of each.
    static func imports(under folder: String) throws -> [(module: String, file: String)] {
        // An import starts its line: indented ones are Swift in tests' string literals, programs
        // the tests compile with swiftc, not imports of the test target.
        let line = /^(?:@testable\s+)?(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(\w+)/.anchorsMatchLineEndings()
        return try Repository.files(under: folder, withExtension: "swift").flatMap { file in
            try Repository.readText(file).matches(of: line).map { (String($0.output.1), file) }
        }
    }

    @Test("every target declares each module of the package that its files import")
    func importsAreDeclared() throws {
        let targets = try Self.targets()
        let names = Set(targets.map(\.name))
        // Reading the manifest wrong would find nothing to hold it to.
        #expect(names.isSuperset(of: ["RowKit", "RowcSyntax", "RowcDriver", "RowcSyntaxTests", "rowc-bench"]))
        var checked = 0
        for target in targets {
            // System modules (Foundation, Glibc, Testing...) are not the package's to declare.
            for (module, file) in try Self.imports(under: target.folder) where names.contains(module) {
                checked += 1
                #expect(target.dependencies.contains(module), "\(target.name) does not declare \(module), which \(file) imports")
            }
        }
        #expect(checked > 100)
    }
}
