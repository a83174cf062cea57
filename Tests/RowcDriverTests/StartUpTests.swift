// StartUpTests.swift keeps Foundation out of rowc's libraries: linking it (with ICU) costs every command millions of instructions of dynamic loading.

import Foundation
import RowcTestSupport
import Testing

@Suite struct StartUpTests {
    /// No library module rowc is built from imports Foundation, or any module that brings it in.
    /// Benchmarks/README.md ("String Catalogs") measured what one such import cost: 9.5 M
    /// instructions more for `rowc check`, all in the dynamic loader.
    @Test func noLibraryImportsFoundation() throws {
        let root = URL(fileURLWithPath: Repository.path("Sources"))
        let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var importing: [String] = []
        var files = 0
        while let url = walker.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            // Imports start their lines; the generated code's imports are indented text in string literals.
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "public" && $0 != "internal" && $0 != "package" }
                if words.first == "import", words.count > 1,
                   ["Foundation", "FoundationEssentials", "FoundationInternationalization"].contains(words[1]) {
                    importing.append(url.lastPathComponent)
                }
            }
        }
        #expect(files > 100)
        #expect(importing.isEmpty, "\(importing)")
    }
}
