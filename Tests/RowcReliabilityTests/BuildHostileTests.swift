// BuildHostileTests.swift puts `rowc build` in hostile places: bad spec names, outputs inside inputs, read-only and failing output folders, two builds at once.

import Foundation
import RowKit
import RowcLayout
import Testing

@Suite("hostile builds")
struct BuildHostileTests {
    /// A spec that only needs a title to compile.
    static func spec(_ title: String) -> String { "row main title:\"\(title)\" arrow\n" }

    /// The `.swift` files of `folder`, by name, with their bytes.
    static func outputs(_ folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            result[name] = FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) }
        }
        return result
    }

    @Test("spec names that are not Swift identifiers, or that collide once normalised, are errors naming both files")
    func specNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["a-b", "a_b", "123", "class", "ü ber", "Good"] { try folder.write("specs/\(name).rows", Self.spec(name)) }
        let run = ChildProcess.rowc(["build", "specs", "-o", "out"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.errText.contains("specs/a_b.rows:1:1: error: `specs/a_b.rows` would generate `AB.swift`, as another spec (`specs/a-b.rows`) does; rename one of them [E402]"))
        #expect(run.errText.contains("specs/123.rows:1:1: error: the file name of `specs/123.rows` gives no usable Swift type name"))
        #expect(run.errText.contains("specs/ü ber.rows:1:1: error: the file name of `specs/ü ber.rows` gives no usable Swift type name"))
        #expect(Set(Self.outputs(folder.path("out")).keys) == ["AB.swift", "Class.swift", "Good.swift"])
    }

    @Test("an output folder inside the input folder: its files are never read as input, and a rebuild writes nothing")
    func outputInsideInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/Settings.rows", Self.spec("Settings"))
        try folder.write("specs/More.rows", Self.spec("More"))
        for output in ["specs/Generated", "specs"] {
            let first = ChildProcess.rowc(["build", "specs", "-o", output], in: folder.path)
            #expect(first.status == 0, "\(output): \(first.errText)")
            let again = ChildProcess.rowc(["build", "specs", "-o", output], in: folder.path)
            #expect(again.status == 0)
            #expect(again.errText.hasSuffix("\(output): 0 written, 2 unchanged\n"), "\(again.errText)")
        }
        #expect(Self.outputs(folder.path("specs/Generated")) == Self.outputs(folder.path("specs")).filter { $0.key.hasSuffix(".swift") })
    }

    @Test("a read-only output folder (chattr +i; root ignores permission bits) and one under a file: exit 2, old outputs intact")
    func readOnlyOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/Settings.rows", Self.spec("Settings"))
        #expect(ChildProcess.rowc(["build", "specs", "-o", "out"], in: folder.path).status == 0)
        let before = Self.outputs(folder.path("out"))
        try folder.write("specs/Settings.rows", Self.spec("Changed"))
        if ChildProcess.shell("chattr +i \(ChildProcess.quote(folder.path("out")))").status == 0 {
            let run = ChildProcess.rowc(["build", "specs", "-o", "out"], in: folder.path)
            _ = ChildProcess.shell("chattr -i \(ChildProcess.quote(folder.path("out")))")
            #expect(run.status == 2)
            #expect(run.errText.hasSuffix("out: 0 written, 0 unchanged, 1 not written\n"
                                          + "rowc: error: cannot write `out/Settings.swift` (operation not permitted) [E405]\n"))
            #expect(Self.outputs(folder.path("out")) == before)
        }
        try folder.write("file", "not a folder\n")
        let under = ChildProcess.rowc(["build", "specs", "-o", "file/out"], in: folder.path)
        #expect(under.status == 2)
        #expect(under.errText.contains("file/out: cannot create the output folder"))
    }

    @Test("a write that fails half way (RLIMIT_FSIZE): the old file stays whole, no temporary is left, exit 2")
    func writeFailsHalfWay() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("specs/Settings.rows", Self.spec("Settings"))
        try folder.write("metrics.txt", RowTextMetrics.interSource)
        let build = ["build", "specs", "-o", "out", "--metrics", "metrics.txt"]
        #expect(ChildProcess.rowc(build, in: folder.path).status == 0)
        let before = Self.outputs(folder.path("out"))
        // The table file is some 100 KB; 40 blocks of 512 bytes cut its write short. A changed
        // table makes it differ from the one on disk, so it must be rewritten.
        try folder.write("metrics.txt", TextMetricsTable.withWiderSpace)
        let run = ChildProcess.rowc(build, in: folder.path, prefix: "ulimit -f 40;")
        #expect(run.signal == 0)
        #expect(run.status == 2)
        #expect(run.errText.contains("rowc: error: cannot write `out/RowMetrics.swift` (file too large) [E405]"))
        #expect(Self.outputs(folder.path("out"))["RowMetrics.swift"] == before["RowMetrics.swift"])
        #expect(Set(Self.outputs(folder.path("out")).keys) == Set(before.keys), "no temporary file left")
    }

    @Test("output that cannot be written in full (a file-size limit on standard error) exits 1, without a crash")
    func standardErrorFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("bad.rows", String(repeating: "row title:\"x\" subtile:\"y\"\n", count: 200))
        let run = ChildProcess.rowc(["check", "bad.rows"], in: folder.path, prefix: "ulimit -f 1;")
        #expect(run.signal == 0, "killed by signal \(run.signal)")
        #expect(run.status == 1)
        #expect(run.err.count <= 512)
    }

    @Test("two builds of one folder at once: both succeed, the output is what one build writes, nothing left over")
    func concurrentBuilds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for i in 0..<40 { try folder.write("specs/Spec\(i).rows", Self.spec("Spec \(i)")) }
        for round in 0..<3 {
            // Every spec changes, so both builds write every file at the same time. (A build used
            // to delete the other's temporary files as leftovers, and its rename then failed.)
            for i in 0..<40 { try folder.write("specs/Spec\(i).rows", Self.spec("Round \(round) Spec \(i)")) }
            let runs = [0, 1].map { _ in
                Thread.detachNewThreadAndReturn { ChildProcess.rowc(["build", "specs", "-o", "out"], in: folder.path) }
            }.map { $0.wait() }
            for run in runs { #expect(run.status == 0, "\(run.errText)") }
            let serial = ChildProcess.rowc(["build", "specs", "-o", "serial"], in: folder.path)
            #expect(serial.status == 0)
            #expect(Self.outputs(folder.path("out")) == Self.outputs(folder.path("serial")), "round \(round)")
        }
    }
}

enum TextMetricsTable {
    /// The built-in table with a wider space: a valid table that changes every generated width.
    static let withWiderSpace: String = {
        var lines = RowTextMetrics.interSource.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let index = lines.firstIndex(where: { $0.hasPrefix("U+0020 ") }) { lines[index] = "U+0020 999" }
        return lines.joined(separator: "\n")
    }()
}
