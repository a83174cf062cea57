// BenchmarkProgramTests.swift keeps rowc-bench's timing program for the generated RowLayout compiling
// against the generated API: when it does not, the benchmark reports its figures as unavailable.

import Foundation
import RowcTestSupport
import Testing

@Suite struct BenchmarkProgramTests {
    @Test func generatedLayoutProgramTypeChecks() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let source = try String(contentsOfFile: Repository.path("Benchmarks/rowc-bench/GeneratedLayoutBench.swift"),
                                encoding: .utf8)
        let opening = "static let program = #\"\"\"\n"
        let start = try #require(source.range(of: opening)).upperBound
        let end = try #require(source.range(of: "\"\"\"#", range: start..<source.endIndex)).lowerBound
        // The literal's lines are indented by the closing delimiter's four spaces.
        let program = source[start..<end].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(program, to: "main.swift")
        let check = Swiftc.compiler(["-typecheck", BuildCases.absolute("specs/Generated/RowSupport.swift"),
                                     folder.appendingPath("main.swift")])
        #expect(check.status == 0, "\(check.output)")
    }
}
