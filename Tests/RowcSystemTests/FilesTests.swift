// FilesTests.swift checks folders, file status and the file operations on a scratch folder of their own.

import RowcSystem
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A class, so that each test's folder is removed when the test ends.
@Suite("files and folders") final class FilesTests {
    let root: String

    init() throws {
        var template = Array("/tmp/rowc-system-XXXXXX".utf8CString)
        root = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
    }

    deinit {
        _ = system("rm -rf '\(root)'")
    }

    func path(_ name: String) -> String { root + "/" + name }

    func writeFile(_ name: String, _ text: String) throws {
        let fd = try FileDescriptor.create(path(name), permissions: 0o644, exclusive: true)
        try FileDescriptor.writeAll(fd, contentsOf: Array(text.utf8))
        try FileDescriptor.close(fd)
    }

    @Test("a listing holds every entry but . and .., with names that are not UTF-8 as bytes")
    func listing() throws {
        try writeFile("a.rows", "row")
        try writeFile(".hidden", "")
        try Folder.create(path("sub"))
        let bad = Array(root.utf8) + Array("/caf".utf8) + [0xE9, 0]
        let fd = bad.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        try #require(fd >= 0)
        close(fd)
        let listing = try Folder.list(root)
        #expect(listing.names.sorted() == [".hidden", "a.rows", "sub"])
        #expect(listing.undecodable == [Array("caf".utf8) + [0xE9]])
    }

    @Test("listing or making a folder where there is none throws the errno")
    func folderFailures() throws {
        #expect(throws: SystemError(code: ENOENT)) { try Folder.list(self.path("missing")) }
        #expect(throws: SystemError(code: ENOENT)) { try Folder.create(self.path("missing/x")) }
        try Folder.create(path("made"))
        #expect(throws: SystemError(code: EEXIST)) { try Folder.create(self.path("made")) }
    }

    @Test("status tells folders, files and links apart, following links unless asked not to")
    func status() throws {
        try writeFile("file", "12345")
        try Folder.create(path("folder"))
        try #require(symlink(path("folder"), path("link")) == 0)
        let file = try FileStatus(path("file"))
        #expect(file.kind == .regularFile)
        #expect(file.size == 5)
        #expect(try FileStatus(path("folder")).kind == .folder)
        #expect(try FileStatus(path("link")).kind == .folder)
        #expect(try FileStatus(path("link"), followingLinks: false).kind == .symbolicLink)
        #expect(try FileStatus(pathBytes: Array(path("file").utf8)).size == 5)
        #expect(throws: SystemError(code: ENOENT)) { try FileStatus(self.path("missing")) }
    }

    @Test("rename replaces, remove removes, permissions are set and paths resolved")
    func operations() throws {
        try writeFile("old", "old")
        try writeFile("new", "new")
        try Files.rename(path("new"), to: path("old"))
        #expect(try FileStatus(path("old")).size == 3)
        #expect(throws: SystemError(code: ENOENT)) { try FileStatus(self.path("new")) }
        try Files.setPermissions(path("old"), 0o600)
        #expect(try FileStatus(path("old")).mode & 0o7777 == 0o600)
        try Files.checkWritable(path("old"))
        try Folder.create(path("sub"))
        #expect(Files.resolved(root + "/./sub/../old") == Files.resolved(path("old")))
        #expect(Files.resolved(path("missing")) == nil)
        try Files.remove(path("old"))
        #expect(throws: SystemError(code: ENOENT)) { try Files.remove(self.path("old")) }
    }

    @Test("an exclusive create refuses a file that is there; a plain one empties it")
    func create() throws {
        try writeFile("file", "contents")
        #expect(throws: SystemError(code: EEXIST)) { try FileDescriptor.create(self.path("file"), permissions: 0o644, exclusive: true) }
        let fd = try FileDescriptor.create(path("file"), permissions: 0o644, exclusive: false)
        try FileDescriptor.sync(fd)
        try FileDescriptor.close(fd)
        #expect(try FileStatus(path("file")).size == 0)
    }

    @Test("the current folder is where the process is")
    func currentFolder() throws {
        let here = try #require(Folder.current())
        #expect(Files.resolved(".") == Files.resolved(here))
    }
}
