// HostileInputTests.swift feeds rowc inputs meant to break it: each must get a clear diagnostic and a defined exit status, and no file may be lost or half-written.

import Foundation
import RowcDiagnostics
import RowcSyntax
import RowcRunSupport
import RowcTestSupport
import Testing

/// Sizes of the big inputs. The debug build `swift test` uses runs the front end about 20 times
/// slower than a release build, so by default the big cases are smaller than their nominal size
/// (a 2 MB line, 50,000 rows), which keeps each to a few seconds; rowc-bench's growth section shows
/// that time and memory grow linearly, so the full size costs proportionally more and nothing
/// else. `ROWC_FULL_SIZE=1 swift test --filter Hostile` runs the nominal 50 MB and 1,000,000 rows.
enum HostileSize {
    static let full = ProcessInfo.processInfo.environment["ROWC_FULL_SIZE"] != nil
    static let longLineBytes = full ? 50_000_000 : 2_000_000
    static let rowCount = full ? 1_000_000 : 50_000
}

@Suite("hostile input")
struct HostileInputTests {
    /// Runs `rowc arguments...` in-process; paths are absolute, so the working folder does not matter.
    func rowc(_ arguments: String...) -> CapturedRun { CapturedRun.rowc(arguments) }

    @Test("invalid UTF-8: E001 with the bytes, exit 1; fmt and report leave the file alone")
    func invalidUTF8() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes: [UInt8] = Array("row cafe title:\"caf".utf8) + [0xE9] + Array("\"\nrow ok  title:\"OK\"\n\u{FF}\u{FE}\n".utf8) + [0xC0, 0xAF, 0x0A]
        let spec = try folder.write("bad.rows", bytes)
        let check = rowc("check", spec)
        #expect(check.status == 1)
        #expect(check.err.contains("bad.rows:1:20: error: invalid UTF-8 (byte 0xE9) [E001]"))
        #expect(check.err.contains("invalid UTF-8 (bytes 0xC0 0xAF) [E001]"))
        #expect(rowc("fmt", spec).status == 1)
        #expect(rowc("report", spec).out.isEmpty)
        #expect(folder.read("bad.rows") == bytes)
        #expect(folder.listing() == ["bad.rows"])
    }

    @Test("NUL bytes: E002 naming NUL, exit 1, the file untouched")
    func nulBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes: [UInt8] = Array("row a title:\"a".utf8) + [0] + Array("b\"\n".utf8) + [0, 0, 0, 0x0A] + Array("row b  title:\"B\"\n".utf8)
        let spec = try folder.write("nul.rows", bytes)
        let check = rowc("check", spec)
        #expect(check.status == 1)
        #expect(check.err.contains("nul.rows:1:15: error: control character NUL in the source"))
        #expect(check.err.contains("nul.rows:2:1: error: 3 control characters starting with NUL"))
        #expect(rowc("fmt", spec).status == 1)
        #expect(folder.read("nul.rows") == bytes)
    }

    @Test("a long single line: a title, a comment, a word and stray characters")
    func longSingleLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // At most as long as a token can be: a longer one is the next test's.
        let n = min(HostileSize.longLineBytes, Token.maximumLength - 3)
        // A title of n bytes: valid; fmt has nothing to change.
        let title = try folder.write("title.rows", "row long title:\"" + String(repeating: "x", count: n) + "\"\n")
        #expect(rowc("check", title).status == 0)
        #expect(rowc("fmt", "--check", title).status == 0)
        // One comment of n bytes: a spec with no rows, W003.
        let comment = try folder.write("comment.rows", "// " + String(repeating: "c", count: n) + "\n")
        let commentRun = rowc("check", comment)
        #expect(commentRun.status == 0 && commentRun.err.contains("[W003]"))
        // One word of n letters where a declaration should be: one error whose message and
        // source excerpt are clipped, not n bytes each.
        let word = try folder.write("word.rows", String(repeating: "w", count: n) + "\n")
        let wordRun = rowc("check", word)
        #expect(wordRun.status == 1 && wordRun.err.contains("[E101]"))
        #expect(wordRun.err.utf8.count < 2_000, "\(wordRun.err.utf8.count) bytes of diagnostics for one error")
        // A line of stray characters (a quarter of the size: each is a diagnostic to make, even
        // when it is then left out): the first 1,000 reported, then one E010 with the rest counted.
        let count = n / 8
        let stray = try folder.write("stray.rows", String(repeating: "@ ", count: count) + "\n")
        let strayRun = rowc("check", "--max-errors", "0", stray)
        #expect(strayRun.status == 1)
        #expect(strayRun.err.contains("error: \(count - DiagnosticLimit.perPhase) more errors not reported after the first 1000; fix these and check again [E010]"))
        #expect(strayRun.err.hasSuffix("1001 errors in 1 file\n"))
        #expect(strayRun.err.utf8.count < 1_000_000)
    }

    @Test("a token longer than 8 MiB: one E011 with its place, exit 1, the file left alone",
          arguments: [("title:", "\"", "\""), ("", "// ", ""), ("", "", "")])
    func tooLongToken(key: String, open: String, close: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let token = open + String(repeating: "z", count: Token.maximumLength + 1 - open.utf8.count - close.utf8.count) + close
        let text = "row a " + key + token + "\nrow b title:\"B\"\n"
        let spec = try folder.write("long.rows", text)
        let check = rowc("check", spec)
        #expect(check.status == 1)
        #expect(check.err.contains("long.rows:1:\(7 + key.count): error: this "))
        #expect(check.err.contains(" is 8,388,608 bytes long; a token can be at most 8,388,607 bytes [E011]"))
        #expect(check.err.hasSuffix("1 error in 1 file\n"))
        #expect(check.err.utf8.count < 2_000, "the excerpt is clipped")
        #expect(rowc("fmt", spec).status == 1)
        #expect(folder.read("long.rows") == Array(text.utf8))
    }

    @Test("many rows: checked, reported and formatted without trouble")
    func manyRows() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var text = ""
        text.reserveCapacity(HostileSize.rowCount * 48)
        for i in 0..<HostileSize.rowCount { text += "row r\(i) title:\"Row \(i)\" arrow\n" }
        let spec = try folder.write("rows.rows", text)
        let check = rowc("check", spec)
        #expect(check.status == 0)
        #expect(check.err == "no problems in 1 file\n" || check.err.hasSuffix("in 1 file\n"))
        #expect(rowc("fmt", "--check", spec).status == 0)
    }

    @Test("a 100,000-character string: checked, laid out with a truncation warning, formatted as it is")
    func longString() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let long = String(repeating: "Wörtchen 語", count: 10_000)
        #expect(long.count == 100_000)
        let text = "row long title:\"\(long)\" subtitle:\"\(long)\" arrow\n"
        let spec = try folder.write("long.rows", text)
        #expect(rowc("check", spec).status == 0)
        let report = rowc("report", "--format", "json", spec)
        #expect(report.status == 0)
        #expect(report.out.contains("\"W301\""))
        #expect(report.out.utf8.count < 3 * text.utf8.count, "the report repeats the text at most a few times")
        #expect(rowc("fmt", "--check", spec).status == 0)
    }

    @Test("thousands of sections, with rows and empty")
    func thousandsOfSections() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var full = "", empty = ""
        for i in 0..<5_000 {
            full += "section \"S\(i)\"\nrow r\(i) title:\"R\(i)\"\n\n"
            empty += "section \"E\(i)\"\n"
        }
        let fullSpec = try folder.write("full.rows", full)
        let fullRun = rowc("check", fullSpec)
        #expect(fullRun.status == 0)
        let emptySpec = try folder.write("empty.rows", empty)
        let emptyRun = rowc("check", "--max-errors", "0", emptySpec)
        // 5,000 W001 warnings: 1,000 shown, the rest counted by one E010 at warning severity; exit 0.
        #expect(emptyRun.status == 0)
        #expect(emptyRun.err.contains("warning: 4000 more warnings not reported after the first 1000"))
        #expect(rowc("fmt", "--check", fullSpec).status == 1, "fmt wants one blank line fewer at the end")
        #expect(rowc("fmt", fullSpec).status == 0)
        #expect(rowc("fmt", "--check", fullSpec).status == 0)
    }

    @Test("a spec path that is a folder is searched; one without specs is a usage error")
    func specPathIsAFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("dir.rows/inner"), withIntermediateDirectories: true)
        let empty = rowc("check", folder.path("dir.rows"))
        #expect(empty.status == 2)
        #expect(empty.err == "rowc: error: \(folder.path("dir.rows")): no .rows spec files in this folder\n")
        try folder.write("dir.rows/inner/a.rows", "row a title:\"A\"\n")
        let found = rowc("check", folder.path)
        #expect(found.status == 0 && found.err.hasSuffix("in 1 file\n"))
    }

    @Test("symbolic link loops in the spec folder: a looping folder link is followed once, a looping spec is an error")
    func symlinkLoops() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.rows", "row a title:\"A\"\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/again"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/x"), withDestinationPath: "y")
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/y"), withDestinationPath: "x")
        let folderLoops = rowc("check", folder.path("specs"))
        #expect(folderLoops.status == 0)
        #expect(folderLoops.err.hasSuffix("in 1 file\n"), "a.rows once, through whichever link")
        try FileManager.default.createSymbolicLink(atPath: folder.path("specs/loop.rows"), withDestinationPath: "loop.rows")
        let specLoop = rowc("check", folder.path("specs"))
        #expect(specLoop.status == 2)
        #expect(specLoop.err.contains("loop.rows: cannot be read (a symbolic link that loops or leads nowhere)"))
    }

    @Test("unreadable specs: a FIFO (root reads any file, so permission bits cannot stand in) and a path through a file")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.rows", "row a title:\"A\"\n")
        #expect(mkfifo(folder.path("specs/pipe.rows"), 0o644) == 0)
        // Opening a FIFO for reading waits for a writer: run the executable, so a hang fails the test.
        let run = ChildProcess.rowc(["check", "specs"], in: folder.path, timeout: 60)
        #expect(!run.timedOut, "rowc waited on the FIFO")
        #expect(run.status == 2)
        #expect(run.errText == "rowc: error: specs/pipe.rows: cannot be read (not a regular file)\n")
        let throughFile = rowc("check", folder.path("specs/a.rows/b.rows"))
        #expect(throughFile.status == 2)
        #expect(throughFile.err.contains("a.rows/b.rows: no such file or folder"))
    }

    @Test("a spec path that is not UTF-8, given to the executable: said so with its bytes escaped, not taken for another name")
    func pathNotUTF8() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The shell makes the name, since no Swift String holds it.
        let run = ChildProcess.shell("cd \(ChildProcess.quote(folder.path)) && name=$(printf 'caf\\351.rows') && "
                                     + "echo 'row a title:\"A\"' > \"$name\" && exec \(ChildProcess.quote(ChildProcess.rowc)) check \"$name\"")
        #expect(run.status == 2)
        #expect(run.errText == "rowc: error: caf\\xE9.rows: its name is not valid UTF-8, so rowc cannot open it\n")
    }

    @Test("a spec over 1 GiB (a sparse file, so the test writes nothing): a usage error before reading, not a trap on 32-bit offsets")
    func hugeFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("huge.rows")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 3 << 30) == 0)
        let run = rowc("check", path)
        #expect(run.status == 2)
        #expect(run.err == "rowc: error: \(path): too large for a spec (more than 1024 MiB)\n")
    }

    @Test("fmt into a folder nothing can be written to: chattr +i, since root ignores permission bits")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "row   a   title:\"A\"\n"
        let spec = try folder.write("ro/a.rows", text)
        guard ChildProcess.shell("chattr +i \(ChildProcess.quote(folder.path("ro")))").status == 0 else {
            // A file system without the immutable attribute (tmpfs, overlay): nothing to test here.
            return
        }
        let run = rowc("fmt", spec)
        _ = ChildProcess.shell("chattr -i \(ChildProcess.quote(folder.path("ro")))")
        #expect(run.status == 2)
        #expect(run.err.contains("a.rows: cannot create a temporary file in its folder (operation not permitted)"))
        #expect(folder.read("ro/a.rows") == Array(text.utf8))
        #expect(folder.listing() == ["ro", "ro/a.rows"])
    }

    @Test("a write that fails half way (a file-size limit, RLIMIT_FSIZE) leaves the old file whole and no temporary")
    func writeFailsHalfWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Unformatted and bigger than the limit of 8 blocks of 512 bytes, so the new file's write fails part way.
        var text = ""
        for i in 0..<400 { text += "row   r\(i)   title:\"Row \(i)\"\n" }
        try folder.write("big.rows", text)
        let run = ChildProcess.rowc(["fmt", "big.rows"], in: folder.path, prefix: "ulimit -f 8;")
        #expect(run.signal == 0, "rowc was killed by signal \(run.signal) instead of reporting the failed write")
        #expect(run.status == 2)
        #expect(run.errText.contains("big.rows: cannot be written (file too large)"))
        #expect(folder.read("big.rows") == Array(text.utf8))
        #expect(folder.listing() == ["big.rows"], "no temporary file left behind")
    }

    @Test("two fmt runs on one folder at once: both succeed, every file formatted once, nothing left over")
    func concurrentFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for i in 0..<150 {
            try folder.write("specs/s\(i).rows", "row   a\(i)   title:\"A\"\n// c\nrow b\(i) title:\"B\"    arrow\n")
        }
        let runs = [0, 1].map { _ in
            Thread.detachNewThreadAndReturn { ChildProcess.rowc(["fmt", "specs"], in: folder.path) }
        }.map { $0.wait() }
        for run in runs {
            #expect(run.status == 0, "\(run.errText)")
        }
        for i in 0..<150 {
            #expect(folder.read("specs/s\(i).rows") == Array("row a\(i) title:\"A\"\n// c\nrow b\(i) title:\"B\" arrow\n".utf8))
        }
        #expect(folder.listing().count == 151)
    }
}

extension Thread {
    /// Runs `body` on a new thread; `wait()` returns its result.
    static func detachNewThreadAndReturn<T: Sendable>(_ body: @escaping @Sendable () -> T) -> Pending<T> {
        let pending = Pending<T>()
        Thread.detachNewThread { pending.set(body()) }
        return pending
    }
}

/// A value another thread will provide.
final class Pending<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: T?

    func set(_ v: T) {
        condition.lock()
        value = v
        condition.broadcast()
        condition.unlock()
    }

    func wait() -> T {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
