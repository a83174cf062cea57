// PermissionTests.swift runs rowc as a user the permission bits apply to: folders it may not list, files it may not write.

import Foundation
import Testing

@Suite("permissions")
struct PermissionTests {
    /// Runs `rowc arguments...` in `folder` as a user other than root.
    func rowcWithoutRoot(_ arguments: [String], in folder: TemporaryFolder) throws -> ChildResult {
        let how = try #require(ChildProcess.withoutRoot, "cannot run rowc as a user the permission bits apply to")
        return ChildProcess.rowc(arguments, in: folder.path, wrapper: how.wrapper, executable: how.executable)
    }

    func setMode(_ mode: mode_t, _ path: String) {
        #expect(chmod(path, mode) == 0)
    }

    @Test("a folder that cannot be listed, named or found in a search, is a usage error; build deletes nothing")
    func unlistableFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.rows", "row a title:\"A\"\n")
        try folder.write("specs/sub/b.rows", "row b title:\"B\"\n")
        #expect(ChildProcess.rowc(["build", "specs", "-o", "out"], in: folder.path).status == 0)
        setMode(0o777, folder.path("out"))
        setMode(0o000, folder.path("specs/sub"))
        defer { setMode(0o755, folder.path("specs/sub")) }
        let search = try rowcWithoutRoot(["check", "specs"], in: folder)
        #expect(search.status == 2)
        #expect(search.errText == "rowc: error: specs/sub: cannot be read (permission denied)\n")
        let named = try rowcWithoutRoot(["check", "specs/sub"], in: folder)
        #expect(named.errText == "rowc: error: specs/sub: cannot be read (permission denied)\n")
        let build = try rowcWithoutRoot(["build", "specs", "-o", "out"], in: folder)
        #expect(build.status == 2)
        #expect(folder.read("out/B.swift") != nil, "the unread spec's output is kept")
    }

    @Test("outputs that cannot be written: exit 2, one E405 each after the summaries, so the build does not end on success")
    func unwritableOutputs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.rows", "row a title:\"A\"\n")
        try folder.write("specs/b.rows", "row b title:\"B\"\n")
        #expect(ChildProcess.rowc(["build", "specs", "-o", "out"], in: folder.path).status == 0)
        try folder.write("specs/a.rows", "row a title:\"Changed\"\n")
        try folder.write("specs/c.rows", "row c title:\"C\"\n")
        let run = try rowcWithoutRoot(["build", "specs", "-o", "out"], in: folder)
        #expect(run.status == 2)
        #expect(run.errText == """
            no problems in 3 files
            out: 0 written, 1 unchanged, 2 not written
            rowc: error: cannot write `out/A.swift` (permission denied) [E405]
            rowc: error: cannot write `out/C.swift` (permission denied) [E405]

            """)
    }

    @Test("fmt leaves a read-only file as it is, though its folder would let a rename replace it")
    func readOnlyFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "row   a   title:\"A\"\n"
        try folder.write("specs/a.rows", text)
        setMode(0o777, folder.path("specs"))
        setMode(0o444, folder.path("specs/a.rows"))
        let run = try rowcWithoutRoot(["fmt", "specs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errText == "rowc: error: specs/a.rows: cannot be written (permission denied)\n")
        #expect(folder.read("specs/a.rows") == Array(text.utf8))
        #expect(folder.listing() == ["specs", "specs/a.rows"], "no temporary file left behind")
    }

    @Test("fmt in a folder it may not write says why it cannot make its temporary file")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.rows", "row   a   title:\"A\"\n")
        setMode(0o666, folder.path("specs/a.rows"))
        let run = try rowcWithoutRoot(["fmt", "specs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errText == "rowc: error: specs/a.rows: cannot create a temporary file in its folder (permission denied)\n")
    }

    @Test("a folder that can be listed but not searched: its entries cannot be read, and say so")
    func unsearchableFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/a.rows", "row a title:\"A\"\n")
        try folder.write("specs/sub/b.rows", "row b title:\"B\"\n")
        setMode(0o644, folder.path("specs/sub"))
        defer { setMode(0o755, folder.path("specs/sub")) }
        let run = try rowcWithoutRoot(["check", "specs"], in: folder)
        #expect(run.status == 2)
        #expect(run.errText == "rowc: error: specs/sub/b.rows: cannot be read (permission denied)\n")
    }
}
