// VersionTests.swift checks `rowc --version`: a semantic version, the one Version.swift declares and CHANGELOG.md's newest.

import RowcDriver
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("version")
struct VersionTests {
    @Test("`rowc --version` and `rowc version` print the declared version, and exit 0", arguments: [["--version"], ["version"]])
    func printsTheVersion(arguments: [String]) {
        #expect(CapturedRun.rowc(arguments) == CapturedRun(status: 0, out: "rowc \(Version.current)\n", err: ""))
    }

    @Test("the version is MAJOR.MINOR.PATCH, numbers without leading zeros")
    func isSemantic() throws {
        let parts = Version.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3, "\(Version.current)")
        for part in parts {
            #expect(!part.isEmpty && part.allSatisfy(\.isASCII) && UInt(part) != nil && (part == "0" || !part.hasPrefix("0")),
                    "`\(part)` in \(Version.current)")
        }
    }

    @Test("CHANGELOG.md's newest released version is the declared one, under an Unreleased section")
    func changelogAgrees() throws {
        let headings = try Repository.readText("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")
        let released = try #require(headings.dropFirst().first, "CHANGELOG.md has no released version")
        #expect(released.hasPrefix("## [\(Version.current)] - "), "\(released)")
    }
}
