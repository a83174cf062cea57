// CheckGoldenTests.swift runs `rowc check` on every case in Tests/Cases/check and compares with the recorded output.

import RowcCodegen
import RowcDiagnostics
import RowcJSON
import RowcLayout
import RowcStrings
import RowcRunSupport
import RowcTestSupport
import Testing

/// A spec in Tests/Cases/check with its recorded text and JSON output beside it, and the asset
/// catalog `NAME.xcassets` it is checked with when there is one (a String Catalog `NAME.xcstrings`
/// beside it is found by rowc itself, as beside any spec named).
struct CheckCase: CustomTestStringConvertible, Sendable {
    static let folder = "Tests/Cases/check"

    let name: String

    var spec: String { "\(Self.folder)/\(name).rows" }
    var catalog: String { "\(Self.folder)/\(name).xcassets" }
    /// What `rowc check` is given: the spec, and its catalog.
    var inputs: [String] { Repository.exists(catalog) ? [spec, catalog] : [spec] }
    var expectedText: String { "\(Self.folder)/\(name).expected.txt" }
    var expectedJSON: String { "\(Self.folder)/\(name).expected.json" }
    var testDescription: String { name }

    /// Every case, by name.
    static var all: [CheckCase] {
        let names = (try? Repository.list(folder)) ?? []
        return names.filter { $0.hasSuffix(".rows") }.map { CheckCase(name: String($0.dropLast(5))) }
    }
}

@Suite("rowc check golden files")
struct CheckGoldenTests {
    @Test("output matches the recorded files", arguments: CheckCase.all)
    func matchesRecordedOutput(_ c: CheckCase) {
        let text = CapturedRun.rowc(["check"] + c.inputs)
        #expect(text.out.isEmpty, "text diagnostics go to standard error only")
        Golden.check(text.err + "exit status \(text.status)\n", against: c.expectedText)

        let json = CapturedRun.rowc(["check", "--format", "json"] + c.inputs)
        #expect(json.err.isEmpty, "JSON output goes to standard output only")
        #expect(json.status == text.status)
        Golden.check(json.out, against: c.expectedJSON)
    }

    @Test("the case folder holds cases and nothing stale")
    func folderIsConsistent() throws {
        let names = try Repository.list(CheckCase.folder)
        let cases = Set(CheckCase.all.map(\.name))
        // At least a case for every code that only cases cover.
        #expect(cases.count >= Catalogue.all.count - Self.coveredElsewhere.count)
        for name in names where name.contains(".expected.") {
            let base = String(name[..<name.range(of: ".expected.")!.lowerBound])
            #expect(cases.contains(base), "\(name) has no \(base).rows beside it")
        }
        for name in names where name.hasSuffix(".xcassets") {
            #expect(cases.contains(String(name.dropLast(".xcassets".count))), "\(name) has no spec beside it")
        }
        for name in names where name.hasSuffix(".xcstrings") {
            #expect(cases.contains(String(name.dropLast(".xcstrings".count))), "\(name) has no spec beside it")
        }
    }

    /// Codes no check case can report. Truncation and conflicts are judged at a width, so only
    /// `rowc report` reports them, and the output folder's errors only `rowc build`; their own
    /// golden cases cover them, as the build case `names` covers E401, which a case named
    /// `CODE-description.rows` cannot report. E010 needs over 1,000 diagnostics in one file and
    /// E011 a token over 8 MiB: RowcReliabilityTests covers them. E603 needs a String Catalog that
    /// cannot be read (over 64 MiB, or not a regular file), which RowcStringsTests makes.
    static let coveredElsewhere = Set([DiagnosticCode.truncatedText, .layoutConflict, .tooManyDiagnostics, .tokenTooLong,
                                       .invalidTypeName, .unreadableStringCatalog].map(\.id)
                                      + DiagnosticCode.buildCatalogue.map(\.id))

    @Test("every diagnostic code has a case that reports it")
    func everyCodeIsCovered() throws {
        var reported = Set<String>()
        for c in CheckCase.all {
            for diagnostic in try diagnostics(of: c) { reported.insert(diagnostic.code) }
        }
        let missing = Catalogue.all.map(\.id).filter { !reported.contains($0) && !Self.coveredElsewhere.contains($0) }
        #expect(missing.isEmpty, "no case reports \(missing.joined(separator: ", "))")
    }

    @Test("the five-error file reports exactly its five errors, on five lines")
    func fiveIndependentErrors() throws {
        let found = try diagnostics(of: CheckCase(name: "five-errors"))
        #expect(found.count == 5)
        #expect(found.allSatisfy { $0.severity == "error" })
        #expect(Set(found.map(\.line)).count == 5)
    }

    @Test("cases that hold unusual bytes on purpose still hold them, byte for byte")
    func byteExactCases() throws {
        func bytes(_ name: String) throws -> [UInt8] { try Repository.read("\(CheckCase.folder)/\(name).rows") }
        let crlf = try bytes("crlf-bom")
        #expect(crlf.starts(with: [0xEF, 0xBB, 0xBF]))
        let lineFeeds = crlf.indices.filter { crlf[$0] == 0x0A }
        #expect(!lineFeeds.isEmpty && lineFeeds.allSatisfy { $0 > 0 && crlf[$0 - 1] == 0x0D })

        let controls = try bytes("E002-control-characters")
        #expect(controls.contains(0x00) && controls.contains(0x7F))
        #expect(controls.indices.contains { controls[$0] == 0x0D && controls[$0 + 1] != 0x0A })

        let utf16 = try bytes("E012-not-text")
        #expect(utf16.starts(with: [0xFF, 0xFE]) && utf16.count { $0 == 0 } == (utf16.count - 2) / 2)

        let invalid = try bytes("E001-invalid-utf8")
        #expect(String(validating: invalid, as: UTF8.self) == nil)
        #expect(invalid.last != 0x0A, "the last character is cut off at the end of the file")

        let latin1 = try Repository.read("\(CheckCase.folder)/E501-malformed-contents.xcassets/per_printer.imageset/Contents.json")
        #expect(String(validating: latin1, as: UTF8.self) == nil)

        #expect(try bytes("tabs").contains(0x09))
        #expect(try bytes("E004-unterminated-string").last != 0x0A)
        #expect(try bytes("empty-file").isEmpty)
    }

    /// A case whose lines end in `// error: CODE` or `// warning: CODE` reports exactly those,
    /// each on its line with that severity, as grammar.md's examples do; other cases are held to
    /// their recorded output alone.
    @Test("a case's annotated lines report what their comments say", arguments: CheckCase.all)
    func annotations(_ c: CheckCase) throws {
        let text = String(decoding: try Repository.read(c.spec), as: UTF8.self)
        var expected: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for severity in ["error", "warning"] {
                guard let range = line.range(of: "// \(severity): ") else { continue }
                expected += line[range.upperBound...].split(separator: " ").map { "\(index + 1) \(severity) \($0)" }
            }
        }
        guard !expected.isEmpty else { return }
        // Only the spec's own: a catalog's problems are at lines of its Contents.json files.
        let reported = try diagnostics(of: c).filter { $0.file == c.spec }.map { "\($0.line) \($0.severity) \($0.code)" }
        #expect(reported.sorted() == expected.sorted())
    }

    /// The code, severity, file and line of each diagnostic `rowc check --format json` reports for a case.
    func diagnostics(of c: CheckCase) throws -> [(code: String, severity: String, file: String, line: Int)] {
        let run = CapturedRun.rowc(["check", "--format", "json"] + c.inputs)
        guard case .array(let items) = try JSON.parse(run.out) else { return [] }
        return items.compactMap { item in
            guard case .object(let members) = item else { return nil }
            let values = Dictionary(members, uniquingKeysWith: { a, _ in a })
            guard case .string(let code)? = values["code"], case .string(let severity)? = values["severity"],
                  case .string(let file)? = values["file"], case .int(let line)? = values["line"] else { return nil }
            return (code, severity, file, line)
        }
    }
}
