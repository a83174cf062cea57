// FileSystemTests.swift checks the driver's own file-system code: path spelling, folder listing and search, mkdir -p, deletes.

import Foundation
@testable import RowcDriver
import RowcRunSupport
import RowcSystem
import RowcTestSupport
import Testing

/// A class, so that each test's folder is removed when the test ends.
@Suite final class FileSystemTests {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-fs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative` in this test's folder.
    func path(_ relative: String) -> String { root + "/" + relative }

    @discardableResult
    func write(_ relative: String, _ text: String = "") throws -> String {
        let file = path(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    // MARK: Paths by name

    @Test(arguments: [
        ("a/./b/../c", "/repo/a/c"),
        ("//x", "/x"),
        ("a//b///c", "/repo/a/b/c"),
        ("a/", "/repo/a"),
        ("./", "/repo"),
        ("", "/repo"),
        ("..", "/"),
        ("../../../x", "/x"),
        ("/../a", "/a"),
        ("/a/b/../../..", "/"),
        ("...", "/repo/..."),
        (".hidden/..", "/repo"),
        ("a b/é", "/repo/a b/é"),
        ("x/\u{301}y", "/repo/x/\u{301}y"),
    ])
    func namesAreNormalisedAgainstTheFolder(path: String, expected: String) {
        #expect(SourcePaths.normalised(path, in: "/repo") == expected)
        #expect(SourcePaths.normalised(path, in: "/repo/") == expected)
        #expect(SourcePaths.normalised(path, in: "/other/../repo/.") == expected)
    }

    @Test func relativePathsClimbOnlyAsFarAsTheyMust() {
        let cwd = Folder.current() ?? ""
        #expect(SourcePaths.relative("Specs/a.rows", to: ".") == "Specs/a.rows")
        #expect(SourcePaths.relative(cwd + "/Specs//./x/../a.rows", to: cwd) == "Specs/a.rows")
        #expect(SourcePaths.relative("/a/b/c.rows", to: "/a/d") == "../b/c.rows")
        #expect(SourcePaths.relative("/a", to: "/a/") == ".")
        // A name that starts with a combining mark is still a name of its own.
        #expect(SourcePaths.relative("/a/\u{301}b/c.rows", to: "/a") == "\u{301}b/c.rows")
    }

    // MARK: What a path names

    @Test func kindsFollowLinks() throws {
        try write("file")
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: true)
        try link("to-file", to: "file")
        try link("to-folder", to: "folder")
        try link("broken", to: "nowhere")
        try link("loop", to: "loop")
        #expect(mkfifo(path("fifo"), 0o644) == 0)
        #expect(FileSystem.kind(path("file")) == .file)
        #expect(FileSystem.kind(path("folder")) == .folder)
        #expect(FileSystem.kind(path("folder/")) == .folder)
        #expect(FileSystem.kind(path("to-file")) == .file)
        #expect(FileSystem.kind(path("to-folder")) == .folder)
        #expect(FileSystem.kind(path("broken")) == .missing)
        #expect(FileSystem.kind(path("loop")) == .missing)
        #expect(FileSystem.kind(path("fifo")) == .file)
        #expect(FileSystem.kind(path("file/")) == .missing, "a file is no folder")
        #expect(FileSystem.kind("") == .missing)
    }

    @Test func listingsHoldHiddenNamesButNotDotAndDotDot() throws {
        try write(".hidden")
        try write("visible")
        try write("sub/inner")
        try link("broken", to: "nowhere")
        #expect(try FileSystem.list(root).names.sorted() == [".hidden", "broken", "sub", "visible"])
        #expect(try FileSystem.list(path("sub")).names == ["inner"])
        #expect(throws: FileSystem.Failure(code: ENOTDIR, path: path("visible"))) { try FileSystem.list(self.path("visible")) }
        #expect(throws: FileSystem.Failure(code: ENOENT, path: path("missing"))) { try FileSystem.list(self.path("missing")) }
    }

    // MARK: Searching a folder for specs

    /// The spec paths `rowc check` finds under this test's folder, relative to it, in the order it checks them.
    func checked(_ arguments: [String]) -> (status: Int32, files: [String], err: String) {
        let run = CapturedRun.rowc(["check"] + arguments)
        // Each spec is empty, so each gives one warning, headed by its path.
        let files = run.err.split(separator: "\n")
            .filter { $0.hasPrefix(root + "/") && $0.contains(": warning: ") }
            .map { String($0.dropFirst(root.count + 1).prefix { $0 != ":" }) }
        return (run.status, files, run.err)
    }

    @Test func aFolderIsSearchedInByteOrderSkippingHiddenNamesAndFollowingLinksOnce() throws {
        for name in ["b.rows", "B.rows", "a.rows", "_.rows", "é.rows", "10.rows", "9.rows", "notes.txt",
                     ".hidden.rows", ".git/x.rows", "sub/c.rows", "sub/.d.rows"] {
            try write("specs/" + name)
        }
        try link("specs/linked", to: "sub")  // the same folder again: searched once
        try link("specs/twin.rows", to: "sub/c.rows")  // the same file again: checked once
        try link("specs/gone.txt", to: "nowhere")  // a broken link that is no spec: skipped
        let run = checked([path("specs")])
        // `10`, `9`, `_` and `é` name no Swift type, and `B` and `b` one output file: errors of the
        // specs (E401, E402), reported in the same order.
        #expect(run.status == 1)
        #expect(run.files == ["specs/10.rows", "specs/9.rows", "specs/B.rows", "specs/_.rows", "specs/a.rows",
                              "specs/b.rows", "specs/linked/c.rows", "specs/é.rows"], "\(run.err)")
        #expect(run.err.hasSuffix(" in 8 files\n"))
    }

    @Test func aBrokenLinkNamedAsASpecIsAnError() throws {
        try write("specs/a.rows")
        try link("specs/b.rows", to: "nowhere")
        let run = CapturedRun.rowc(["check", path("specs")])
        #expect(run.status == 2)
        #expect(run.err == "rowc: error: \(path("specs/b.rows")): cannot be read (a symbolic link that loops or leads nowhere)\n")
        #expect(CapturedRun.rowc(["check", path("specs/b.rows")]).err == "rowc: error: \(path("specs/b.rows")): no such file or folder\n")
    }

    /// A name stat(2) refuses for another reason than its absence is reported with that reason,
    /// not as missing. (Permissions are tested in the reliability tests, as a user other than root.)
    @Test func aPathThatCannotBeLookedAtSaysWhy() {
        let long = path(String(repeating: "x", count: Int(NAME_MAX) + 1) + ".rows")
        let run = CapturedRun.rowc(["check", long])
        #expect(run == CapturedRun(status: 2, out: "", err: "rowc: error: \(long): cannot be read (file name too long)\n"))
    }

    /// Makes a file, or a folder, whose name in this test's folder is `name`'s bytes, UTF-8 or not.
    func make(_ name: [UInt8], folder: Bool = false) {
        let made = (Array((root + "/").utf8) + name + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { path in
                folder ? mkdir(path.baseAddress!, 0o755) : close(open(path.baseAddress!, O_WRONLY | O_CREAT, 0o644))
            }
        }
        #expect(made == 0)
    }

    @Test func namesAreSpeltWithTheirBadBytesEscaped() {
        #expect(FileSystem.spelling(Array("café".utf8)) == "café")
        #expect(FileSystem.spelling([0x63, 0x61, 0x66, 0xE9] + Array(".rows".utf8)) == "caf\\xE9.rows")
        #expect(FileSystem.spelling([0xC3, 0xA9, 0xC3, 0xFF, 0xED, 0xA0, 0x80]) == "é\\xC3\\xFF\\xED\\xA0\\x80")
    }

    /// A name that is not UTF-8 cannot be opened through a String: it is said so, named with its
    /// bytes escaped, where it may be a spec or hold some, and skipped like any other name elsewhere.
    @Test func namesThatAreNotUTF8AreReportedAsSuch() throws {
        try write("specs/a.rows")
        make(Array("specs/caf".utf8) + [0xE9] + Array(".txt".utf8))
        make(Array("specs/.caf".utf8) + [0xE9] + Array(".rows".utf8))
        #expect(checked([path("specs")]).files == ["specs/a.rows"])
        make(Array("specs/d".utf8) + [0xFF], folder: true)
        let folder = CapturedRun.rowc(["check", path("specs")])
        #expect(folder == CapturedRun(status: 2, out: "", err: "rowc: error: \(path("specs/d\\xFF")): its name is not valid UTF-8, so rowc cannot open it\n"))
        make(Array("specs/caf".utf8) + [0xE9] + Array(".rows".utf8))
        let spec = CapturedRun.rowc(["check", path("specs")])
        #expect(spec.err == "rowc: error: \(path("specs/caf\\xE9.rows")): its name is not valid UTF-8, so rowc cannot open it\n")
    }

    @Test func argumentsThatAreNotUTF8AreReportedAsSuch() throws {
        let named = Array(path("caf").utf8) + [0xE9] + Array(".rows".utf8)
        make(Array("caf".utf8) + [0xE9] + Array(".rows".utf8))
        let refused = CapturedConsole()
        #expect(Driver.run(bytes: [Array("check".utf8), named], console: refused.console) == 2)
        #expect(refused.err == "rowc: error: \(path("caf\\xE9.rows")): its name is not valid UTF-8, so rowc cannot open it\n")
        let spec = try write("café.rows", "row a title:\"A\"\n")
        let accepted = CapturedConsole()
        // Read and checked: its name gives no Swift type (E401), an error of the spec, not of the path.
        #expect(Driver.run(bytes: [Array("check".utf8), Array(spec.utf8)], console: accepted.console) == 1)
        #expect(accepted.err.contains("[E401]") && !accepted.err.contains("rowc: error:"))
    }

    @Test func namedPathsAreSpelledAsGivenAndCheckedOnce() throws {
        try write("specs/a.rows")
        let run = checked([path("specs/a.rows"), path("specs//./a.rows"), path("specs/../specs/a.rows")])
        #expect(run.files == ["specs/a.rows"], "\(run.err)")
        #expect(checked([path("specs/a.rows/")]).status == 2, "a file is no folder")
    }

    // MARK: The output folder

    @Test func foldersAreMadeWithTheirParentsBySpelling() throws {
        try FileSystem.createFolder(path("new//a/./b/../c/"))
        #expect(FileSystem.kind(path("new/a/b")) == .folder)
        #expect(FileSystem.kind(path("new/a/c")) == .folder)
        try FileSystem.createFolder(path("new/a"))  // already there
        try link("to-new", to: "new")
        try FileSystem.createFolder(path("to-new/a/d"))
        #expect(FileSystem.kind(path("new/a/d")) == .folder)
    }

    @Test func foldersThatCannotBeMadeSayWhy() throws {
        try write("file")
        try link("broken", to: "nowhere")
        try write("specs/a.rows", "row a title:\"A\"\n")
        #expect(throws: FileSystem.Failure(code: EEXIST, path: path("file"))) { try FileSystem.createFolder(self.path("file")) }
        #expect(throws: FileSystem.Failure(code: EEXIST, path: path("broken"))) { try FileSystem.createFolder(self.path("broken/x")) }
        #expect(throws: FileSystem.Failure(code: ENOTDIR, path: path("file/x"))) { try FileSystem.createFolder(self.path("file/x/y")) }
        #expect(throws: FileSystem.Failure(code: ENOENT, path: "")) { try FileSystem.createFolder("") }
        // The message names the path in the way when it is not the folder asked for.
        let build = CapturedRun.rowc(["build", path("specs"), "-o", path("broken")])
        #expect(build.status == 2)
        #expect(build.err.hasSuffix("rowc: error: \(path("broken")): cannot create the output folder "
                                    + "(a file that is not a folder is in the way)\n"))
        let under = CapturedRun.rowc(["build", path("specs"), "-o", path("file/x")])
        #expect(under.err.hasSuffix("cannot create the output folder (`\(path("file"))` is not a folder)\n"))
        let behind = CapturedRun.rowc(["build", path("specs"), "-o", path("broken/x")])
        #expect(behind.err.hasSuffix("cannot create the output folder (`\(path("broken"))`: a file that is not a folder is in the way)\n"))
        #expect(FileSystem.Failure(code: EACCES, path: "/a").reason(for: "/a/b") == "`/a`: permission denied")
        #expect(FileSystem.Failure(code: ENOSPC, path: "/a").reason(for: "/a") == "no space left on device")
    }

    /// Reads, writes and deletes all give the system's reason in the same words, lower-case.
    @Test func systemReasonsReadAlikeWhicheverCallFailed() {
        let folder = OutputFolder(path: path("nowhere"))
        #expect(folder.write([], to: "A.swift") == "cannot write `\(path("nowhere/A.swift"))` (no such file or directory)")
    }

    @Test func generatedFilesAreFoundAndDeletedThroughTheirNamesOnly() throws {
        let header = "// Generated by rowc from Specs/A.rows. Do not edit.\n"
        try write("elsewhere/A.swift", header)
        try write("out/B.swift", header)
        try write("out/Mine.swift", "enum Mine {}\n")
        try write("out/.Hidden.swift", header)
        try link("out/A.swift", to: path("elsewhere/A.swift"))
        try link("out/Folder.swift", to: path("elsewhere"))
        #expect(mkfifo(path("out/Pipe.swift"), 0o644) == 0)
        let folder = OutputFolder(path: path("out"))
        #expect(folder.existing("A.swift") == .generated(Array(header.utf8)))
        #expect(folder.existing("Mine.swift") == .foreign)
        #expect(folder.existing("Folder.swift") == .foreign)
        #expect(folder.existing("Pipe.swift") == .foreign, "a FIFO is not read")
        #expect(folder.existing("None.swift") == .missing)
        #expect(folder.generatedFiles() == ["A.swift", "B.swift"])
        #expect(folder.delete("A.swift") == nil)
        #expect(FileSystem.kind(path("out/A.swift")) == .missing)
        #expect(FileSystem.kind(path("elsewhere/A.swift")) == .file, "the link goes, not what it leads to")
        #expect(folder.delete("Mine.swift") == nil)
        #expect(FileSystem.kind(path("out/Mine.swift")) == .file, "only generated files are deleted")
    }
}
