// FormatCommandTests.swift runs `rowc fmt` through the driver on files in a temporary folder.

import Foundation
@testable import RowcDriver
import RowcRunSupport
import RowcTestSupport
import Testing

/// A class, so that each test's folder is removed when the test ends.
@Suite final class FormatCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-fmt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = Driver.run(arguments, console: captured.console)
        return (status, captured.out, captured.err)
    }

    @Test func formatsInPlaceAndLeavesFormattedFilesAlone() throws {
        let messy = try write("messy.rows", "row  title : \"A\"   arrow\n")
        let tidy = try write("tidy.rows", "row title:\"B\"\n")
        let tidyDate = try FileManager.default.attributesOfItem(atPath: tidy)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: messy)
        let result = run(["fmt", folder.path])
        #expect(result.status == 0 && result.out.isEmpty && result.err.isEmpty)
        #expect(try read(messy) == "row title:\"A\" arrow\n")
        #expect(try FileManager.default.attributesOfItem(atPath: messy)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.attributesOfItem(atPath: tidy)[.modificationDate] as? Date == tidyDate)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "temporary files left behind: \(leftovers)")
    }

    @Test func checkListsUnformattedFilesAndWritesNothing() throws {
        let messy = try write("messy.rows", "row  title:\"A\"\n")
        _ = try write("tidy.rows", "row title:\"B\"\n")
        let result = run(["fmt", "--check", folder.path])
        #expect(result.status == 1)
        #expect(result.out == messy + "\n")
        #expect(try read(messy) == "row  title:\"A\"\n")
        #expect(run(["fmt", "--check", folder.appendingPathComponent("tidy.rows").path]).status == 0)
    }

    @Test func syntaxErrorsLeaveTheFileUntouched() throws {
        let broken = try write("broken.rows", "row  title:\"A\n")
        let fine = try write("fine.rows", "row  title:\"B\"\n")
        let result = run(["fmt", broken, fine])
        #expect(result.status == 1)
        #expect(result.err.contains("broken.rows:1:12: error: unterminated string [E004]"))
        #expect(result.err.contains("not formatted: 1 syntax error"))
        #expect(try read(broken) == "row  title:\"A\n")
        #expect(try read(fine) == "row title:\"B\"\n")
    }

    @Test func symbolicLinksStayLinks() throws {
        let target = try write("target.rows", "row  title:\"A\"\n")
        let link = folder.appendingPathComponent("link.rows").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(run(["fmt", link]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try read(target) == "row title:\"A\"\n")
    }

    @Test func standardInputGoesToStandardOutput() {
        let captured = CapturedConsole()
        #expect(FormatRun.standardInput(Array("row  title:\"A\"\r\n".utf8), check: false, console: captured.console) == 0)
        #expect(captured.out == "row title:\"A\"\n")

        let broken = CapturedConsole()
        #expect(FormatRun.standardInput(Array("row @\n".utf8), check: false, console: broken.console) == 1)
        #expect(broken.out.isEmpty && broken.err.contains("<stdin>:1:5: error"))

        let check = CapturedConsole()
        #expect(FormatRun.standardInput(Array("row  title:\"A\"\n".utf8), check: true, console: check.console) == 1)
        #expect(check.out == "<stdin>\n")
    }

    @Test func badInvocations() throws {
        let spec = try write("a.rows", "row title:\"A\"\n")
        #expect(run(["fmt", "-", spec]).status == 2)
        #expect(run(["fmt"]).status == 2)
        #expect(run(["fmt", folder.appendingPathComponent("missing.rows").path]).status == 2)
        #expect(run(["fmt", "--chek", spec]).err.contains("did you mean `--check`"))
    }

    @Test func replacingAFileThatVanishedFails() throws {
        let path = folder.appendingPathComponent("gone.rows").path
        #expect(throws: FileReplacement.Failure.self) { try FileReplacement.replace(path, with: Array("x".utf8)) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
