// StartUpTests.swift keeps Foundation to the one file of rowc's libraries that needs it: linking it (with ICU) costs every command millions of instructions of dynamic loading.

import Foundation
import RowcTestSupport
import Testing

@Suite struct StartUpTests {
    /// The one file of rowc's libraries that may import Foundation, privately: RowcStrings'
    /// KeyOrder.swift, because Xcode's key order in a String Catalog is Foundation's own
    /// comparison (ICU's collation), which no table of rowc's reproduced for every string
    /// (issue 34). Benchmarks/README.md ("String Catalogs, Foundation's order") gives what
    /// linking it costs every command at start-up. Anything else Foundation could do, rowc does
    /// itself, so that the reason for that cost stays one comparison in one file.
    static let foundationImporter = "RowcStrings/KeyOrder.swift"

    /// RowKit's file that names Foundation's `Bundle` for localized specs' lookups: in a module of
    /// its own, which apps link and rowc does not.
    static let appImporter = "RowKitStrings/RowStrings.swift"

    /// No other library file imports Foundation, or any module that brings it in (RowKit's UIKit
    /// part does, but is compiled only where UIKit is, never into rowc).
    @Test func onlyKeyOrderImportsFoundation() throws {
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
                let words = line.split(separator: " ").filter {
                    !$0.hasPrefix("@") && !["public", "package", "internal", "fileprivate", "private"].contains($0)
                }
                if words.first == "import", words.count > 1,
                   ["Foundation", "FoundationEssentials", "FoundationInternationalization"].contains(words[1]) {
                    importing.append(url.pathComponents.suffix(2).joined(separator: "/"))
                }
            }
        }
        #expect(files > 100)
        #expect(importing.sorted() == [Self.appImporter, Self.foundationImporter], "\(importing)")
    }
}
