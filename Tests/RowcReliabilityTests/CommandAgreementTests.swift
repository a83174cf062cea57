// CommandAgreementTests.swift holds `rowc check`, `rowc build` and the language server to the same diagnostics for every spec in the repository and the fuzz corpus.

import Foundation
import RowcDiagnostics
import RowcJSON
@testable import RowcServer
import RowcSource
import RowcStrings
import RowcRunSupport
import RowcTestSupport
import Testing

/// Issue 22 found specs `rowc check` and the server passed while `rowc build` refused them,
/// because each assembled its checks itself. They now share `Checker.check`; this test keeps
/// any of the three from drifting, over every spec the repository has. Each command runs
/// in-process, so the 75 specs take about three seconds in a debug build, not a process each.
@Suite("check, build and the language server agree")
struct CommandAgreementTests {
    /// One diagnostic as a user reads it, whichever command printed it.
    struct Reported: Hashable, Comparable, CustomStringConvertible {
        var line: Int, column: Int, severity: String, code: String, message: String

        static func < (a: Reported, b: Reported) -> Bool {
            (a.line, a.column, a.code, a.message) < (b.line, b.column, b.code, b.message)
        }

        var description: String { "\(line):\(column): \(severity): \(message) [\(code)]" }
    }

    /// Every spec under Specs/, Tests/ (Tests/Cases and the editor fixtures) and Examples/, relative to the root.
    static let repositorySpecs: [String] = ["Specs", "Tests", "Examples"].flatMap { folder in
        (FileManager.default.subpaths(atPath: Repository.path(folder)) ?? [])
            .filter { $0.hasSuffix(".rows") && !$0.contains(".build") }  // not an example's build products
            .map { folder + "/" + $0 }
    }.sorted()

    /// Fuzz/run.sh seeds its front-end corpus from Specs/ and Tests/Cases (above) and keeps what it grew.
    static let corpusInputs = FuzzCorpus.frontEnd

    @Test("every spec in the repository", arguments: repositorySpecs)
    func repositorySpec(_ path: String) throws {
        #expect(Self.repositorySpecs.count >= 70, "the spec search found too few files: \(Self.repositorySpecs.count)")
        try expectAgreement(path)
    }

    /// The repository's specs with a few bytes changed, as a fuzzer changes them, so the test has
    /// broken input to agree on where no fuzzer ran: 100 of them, the same on every run.
    static let mutatedSpecs: [[UInt8]] = {
        var random = SeededGenerator(seed: 22)
        let specs = repositorySpecs.compactMap { try? Repository.read($0) }.filter { !$0.isEmpty }
        let bytes = Array("\"':$?-#\n \tarowtitle".utf8) + [0xFF, 0xE2]
        return (0..<100).map { _ in
            var spec = specs.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0..<spec.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: spec.remove(at: at)
                case 1: spec.insert(bytes.randomElement(using: &random)!, at: at)
                default: spec[at] = bytes.randomElement(using: &random)!
                }
                if spec.isEmpty { spec = [UInt8(ascii: "r")] }
            }
            return spec
        }
    }()

    @Test("the fuzz corpus where fuzzing ran, and specs mutated as a fuzzer mutates them",
          arguments: corpusInputs.indices.map { -1 - $0 } + mutatedSpecs.indices)
    func fuzzedInput(_ index: Int) throws {
        // Corpus files are named by hash, without the extension `rowc build` looks for; a copy
        // with one gives every input the same enum name, so only its text decides.
        let bytes = index >= 0 ? Self.mutatedSpecs[index]
            : [UInt8](try #require(FileManager.default.contents(atPath: Self.corpusInputs[-1 - index])))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try expectAgreement(folder.write("Fuzzed.rows", bytes))
    }

    /// Runs the three on `path` alone and expects the same diagnostics from each, and the same verdict.
    /// All three are given the absolute path, as an editor's URI gives the server: messages
    /// about the file's name quote its path.
    private func expectAgreement(_ path: String) throws {
        let absolute = path.hasPrefix("/") ? path : Repository.path(path)
        let check = CapturedRun.rowc(["check", "--format", "json", absolute])
        let checked = try Self.fromJSON(check.out, path: absolute)

        let output = try TemporaryFolder()
        defer { output.remove() }
        let build = CapturedRun.rowc(["build", "--max-errors", "0", absolute, "-o", output.path("Generated")])
        // E404 and E405 are about the output folder, which only build has.
        let built = Self.fromText(build.err, path: absolute).filter { $0.code != "E404" && $0.code != "E405" }

        let uri = "file://" + absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
        let text = try #require(FileManager.default.contents(atPath: absolute))
        // The String Catalogs the command line finds beside the spec, as the server finds those of its workspace.
        let folder = (absolute as NSString).deletingLastPathComponent
        let own = ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension + ".xcstrings"
        let beside = [own, "Localizable.xcstrings"].map { folder + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        let document = Document(uri: uri, version: 1, text: [UInt8](text), strings: StringCatalogs.read(paths: beside))
        let served = document.diagnostics.map { d in
            let at = document.file.location(of: d.span.start)
            return Reported(line: at.line, column: at.column, severity: d.severity.rawValue, code: d.code.id, message: d.message)
        }.sorted()

        #expect(built == checked, "rowc build and rowc check differ on \(path)\n\(Self.difference(built, checked))")
        #expect(served == checked, "the language server and rowc check differ on \(path)\n\(Self.difference(served, checked))")
        #expect(build.status == check.status, "rowc build exits \(build.status), rowc check \(check.status), on \(path)")
    }

    /// `rowc check --format json`'s array: the diagnostics of the spec at `path`, not of its catalogs.
    static func fromJSON(_ text: String, path: String) throws -> [Reported] {
        guard case .array(let items) = try JSON.parse(text) else { throw Malformed(text: text) }
        return try items.filter { $0["file"]?.stringValue == path }.map { item in
            guard let line = item["line"]?.intValue, let column = item["column"]?.intValue,
                  let severity = item["severity"]?.stringValue, let code = item["code"]?.stringValue,
                  let message = item["message"]?.stringValue else { throw Malformed(text: "\(item)") }
            return Reported(line: line, column: column, severity: severity, code: code, message: message)
        }.sorted()
    }

    /// The `PATH:LINE:COLUMN: SEVERITY: MESSAGE [CODE]` header lines of text output for `path`;
    /// notes, excerpts, fix-its and summaries are left out, as the JSON's top level leaves them.
    static func fromText(_ text: String, path: String) -> [Reported] {
        text.split(separator: "\n").compactMap { line -> Reported? in
            guard line.hasPrefix(path + ":") else { return nil }
            let fields = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 3)
            guard fields.count == 4, let number = Int(fields[0]), let column = Int(fields[1]) else { return nil }
            let severity = fields[2].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { return nil }
            var message = fields[3].dropFirst()  // the space after the colon
            guard message.hasSuffix("]"), let open = message.lastIndex(of: "[") else { return nil }
            let code = String(message[message.index(after: open)..<message.index(before: message.endIndex)])
            message = message[..<open].dropLast()  // the space before the code
            return Reported(line: number, column: column, severity: severity, code: code, message: String(message))
        }.sorted()
    }

    /// What only one side reported, a line each, for a failure message a reader can act on.
    static func difference(_ a: [Reported], _ b: [Reported]) -> String {
        let onlyA = a.filter { !b.contains($0) }.map { "  only first:  \($0)" }
        let onlyB = b.filter { !a.contains($0) }.map { "  only second: \($0)" }
        return (onlyA + onlyB).joined(separator: "\n")
    }

    struct Malformed: Error { var text: String }
}
