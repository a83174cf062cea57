// StandardStreamsTests.swift runs the rowc executable to check what it writes to its real standard output and error.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("standard output and error")
struct StandardStreamsTests {
    @Test("the executable writes what the command prints, every byte of it")
    func wholeOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Hundreds of diagnostics with UTF-8 in their source lines: tens of kilobytes on standard
        // error, and the same again as JSON on standard output.
        let text = (0..<400).map { "row r\($0) title:\"設定 \($0)\" @ titel:\"x\"\n" }.joined()
        let spec = try folder.write("many.rows", text)
        for arguments in [["check", "--max-errors", "0", spec], ["check", "--format", "json", spec]] {
            let child = ChildProcess.rowc(arguments, in: folder.path)
            let inProcess = CapturedRun.rowc(arguments)
            #expect(child.status == inProcess.status)
            #expect(child.outText == inProcess.out)
            #expect(child.errText == inProcess.err)
            #expect(child.out.count + child.err.count > 30_000)
        }
    }

    /// A large spec, read by the executable as a file and by the test process in memory.
    @Test("a large spec checks the same in the executable as in process", arguments: [false, true])
    func largeSpec(withSyntaxError: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var text = (0..<40_000).map { k in
            "row r\(k) image:icon_\(k % 97) title:\"Title \(k)\"\(k % 5 == 0 ? " subtitle:\"設定\"" : "") arrow\n"
        }.joined()
        text += "row r12 title:\"again\"\nrow r39999 title:\"and again\"\n"
        if withSyntaxError { text += "row last title:\"unterminated\n" }
        let spec = try folder.write("large.rows", text)
        let arguments = ["check", "--format", "json", spec]
        let child = ChildProcess.rowc(arguments, in: folder.path)
        let inProcess = CapturedRun.rowc(arguments)
        #expect(child.status == 1)
        #expect(child.status == inProcess.status)
        #expect(child.outText == inProcess.out)
        #expect(child.outText.contains("a row named `r39999` already exists"))
    }

    @Test("a write that fails makes the command fail", arguments: [["--version"], ["check", "--format", "json", "Specs"]])
    func failedWrite(arguments: [String]) {
        // /dev/full refuses every write with ENOSPC.
        let command = ([ChildProcess.rowc] + arguments).map(ChildProcess.quote).joined(separator: " ")
        let child = ChildProcess.shell("cd \(ChildProcess.quote(Repository.root)) && exec \(command) > /dev/full")
        #expect(child.signal == 0)
        #expect(child.status == 1)
        #expect(CapturedRun.rowc(arguments).status == 0)
    }

    @Test("standard input that cannot be read is a usage error, not a crash")
    func unreadableStandardInput() {
        for (redirect, reason) in [("< /", "is a directory"), ("<&-", "bad file descriptor")] {
            let command = ([ChildProcess.rowc, "fmt", "-"]).map(ChildProcess.quote).joined(separator: " ")
            let child = ChildProcess.shell("exec \(command) \(redirect)")
            #expect(child.signal == 0)
            #expect(child.status == 2)
            #expect(child.errText == "rowc: error: <stdin>: cannot be read (\(reason))\n")
        }
    }
}
