// LosslessTests.swift checks that tokens cover every spec in the repository byte for byte.

import Foundation
import RowcSyntax
import RowcTestSupport
import Testing

@Suite("lossless tokens")
struct LosslessTests {
    static let root = URL(fileURLWithPath: Repository.root)

    /// The repository's specs and test cases: every `.rows` file under Specs and Tests/Cases, relative to the root.
    static var specFiles: [String] {
        var found: [String] = []
        for folder in ["Specs", "Tests/Cases"] {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let name as String in walker where name.hasSuffix(".rows") {
                found.append(folder + "/" + name)
            }
        }
        return found.sorted()
    }

    @Test("the repository has specs to check")
    func specsExist() {
        #expect(Self.specFiles.count > 30)
    }

    @Test("each token's text and the white space between tokens reproduce the file", arguments: specFiles)
    func lossless(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.root.appendingPathComponent(path)))
        _ = parse(bytes)  // `parse` checks losslessness
    }
}
