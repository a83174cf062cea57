// DeterminismTests.swift runs rowc twice under different settings and compares every byte of what it wrote and printed.
//
// Settings varied: thread counts (`--jobs`, and one CPU through taskset), the order files were
// created in (so directory listings differ), locales (`LANG=C` against `LANG=tr_TR.UTF-8`, where
// `i` and `I` case-map differently; set per process, so rowc runs as a child), and working folders.

import Foundation
import RowcTestSupport
import Testing

@Suite("determinism")
struct DeterminismTests {
    /// The specs every run reads: the project's own, and names and texts where a locale or an
    /// order could show (Turkish dotted and dotless i, accents, CJK, mixed case, errors and warnings).
    static func corpus() throws -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: Repository.path("Specs")) where name.hasSuffix(".rows") {
            files.append(("specs/" + name, [UInt8](FileManager.default.contents(atPath: Repository.path("Specs/" + name))!)))
        }
        let extra: [(String, String)] = [
            ("specs/items.rows", "row title:\"Items\" arrow\nrow title:\"istanbul İzmir ıspanak\"\nrow info title:\"INFO\" subtitle:\"i\"\n"),
            ("specs/Index.rows", "theme title.font:15\nsection \"İ\"\nrow title:\"Ünïcödé\" image:ic_i\nmodel Item key:$id title:$title image:$icon?\n"),
            ("specs/b-list.rows", "row b title:\"B\"\n"),
            ("specs/a_list.rows", "row a title:\"名前\" subtitle:\"住所\"\nrow z title:\"z\" subtile:\"typo\"\n"),
            ("specs/nested/Zeta.rows", "section \"Zeta\"\nrow zeta title:\"ZETA\"\n"),
        ]
        files += extra.map { ($0.0, Array($0.1.utf8)) }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Writes the corpus into `root`, in `order` (each file under a temporary name first, then
    /// renamed, so directory entries are laid down in that order).
    static func lay(_ files: [(String, [UInt8])], in folder: TemporaryFolder, root: String, reversed: Bool) throws {
        for (name, bytes) in reversed ? files.reversed() : files {
            let temporary = try folder.write("\(root)/.tmp-\(UUID().uuidString)", bytes)
            let target = folder.path("\(root)/\(name)")
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.moveItem(atPath: temporary, toPath: target)
        }
    }

    /// Every file under `path`, relative, with its bytes.
    static func tree(_ path: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in FileManager.default.subpaths(atPath: path) ?? [] {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[name] = [UInt8](FileManager.default.contents(atPath: path + "/" + name) ?? Data())
        }
        return result
    }

    @Test("rowc build writes the same bytes whatever the threads, file order, locale and working folder")
    func build() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try Self.corpus()
        try Self.lay(files, in: folder, root: "x", reversed: false)
        try Self.lay(files, in: folder, root: "y", reversed: true)
        let x = folder.path("x"), y = folder.path("y")
        let runs: [(String, ChildResult)] = [
            ("reference", ChildProcess.rowc(["build", "specs", "-o", "out-ref"], in: x, environment: ["LANG": "C"])),
            ("--jobs 1", ChildProcess.rowc(["build", "specs", "-o", "out-jobs1", "--jobs", "1"], in: x, environment: ["LANG": "C"])),
            ("--jobs 16", ChildProcess.rowc(["build", "specs", "-o", "out-jobs16", "--jobs", "16"], in: x, environment: ["LANG": "C"])),
            ("one CPU", ChildProcess.rowc(["build", "specs", "-o", "out-cpu"], in: x, environment: ["LANG": "C"], wrapper: ChildProcess.oneCPU)),
            ("tr_TR", ChildProcess.rowc(["build", "specs", "-o", "out-tr"], in: x,
                                        environment: ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"])),
            ("from inside specs", ChildProcess.rowc(["build", ".", "-o", "../out-cwd", "--source-root", ".."], in: x + "/specs", environment: ["LANG": "C"])),
        ]
        let reference = runs[0].1
        #expect(reference.status == 1, "the corpus has one spec with an error: \(reference.errText)")
        let expected = Self.tree(x + "/out-ref")
        #expect(expected.count >= 8)
        for (label, run) in runs.dropFirst() {
            #expect(run.status == reference.status, "\(label): \(run.errText)")
        }
        for output in ["out-jobs1", "out-jobs16", "out-cpu", "out-tr", "out-cwd"] {
            #expect(Self.tree(x + "/" + output) == expected, "\(output) differs from out-ref")
        }
        // The same build in the copy whose files were created in the opposite order, and its
        // diagnostics, byte for byte (apart from the output folder's name in the summary).
        let other = ChildProcess.rowc(["build", "specs", "-o", "out-ref"], in: y, environment: ["LANG": "tr_TR.UTF-8"])
        #expect(Self.tree(y + "/out-ref") == expected)
        #expect(other.err == reference.err)
        #expect(runs[1].1.errText == reference.errText.replacingOccurrences(of: "out-ref", with: "out-jobs1"))
    }

    @Test("check, report and fmt print the same bytes whatever the file order, locale, CPUs and working folder", arguments: [
        ["check", "specs"], ["check", "--format", "json", "specs"], ["check", "--format", "sarif", "specs"],
        ["report", "specs/items.rows", "specs/Index.rows", "specs/Settings.rows"],
        ["report", "--format", "json", "--direction", "rtl", "specs/Settings.rows", "specs/items.rows"],
        ["report", "--format", "svg", "specs/Staff.rows"], ["fmt", "--check", "specs"],
    ])
    func commands(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let files = try Self.corpus()
        try Self.lay(files, in: folder, root: "x", reversed: false)
        try Self.lay(files, in: folder, root: "y", reversed: true)
        let reference = ChildProcess.rowc(arguments, in: folder.path("x"), environment: ["LANG": "C"])
        #expect(!reference.out.isEmpty || !reference.err.isEmpty)
        let variants: [(String, ChildResult)] = [
            ("reversed order, tr_TR", ChildProcess.rowc(arguments, in: folder.path("y"), environment: ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"])),
            ("one CPU", ChildProcess.rowc(arguments, in: folder.path("x"), environment: ["LANG": "C.UTF-8"], wrapper: ChildProcess.oneCPU)),
        ]
        for (label, run) in variants {
            #expect(run.status == reference.status, "\(label)")
            #expect(run.out == reference.out, "\(label): standard output differs")
            #expect(run.err == reference.err, "\(label): standard error differs")
        }
        // fmt rewriting files: the same bytes in both copies afterwards.
        if arguments.first == "fmt" {
            _ = ChildProcess.rowc(["fmt", "specs"], in: folder.path("x"), environment: ["LANG": "C"])
            _ = ChildProcess.rowc(["fmt", "specs"], in: folder.path("y"), environment: ["LANG": "tr_TR.UTF-8"])
            #expect(Self.tree(folder.path("x")) == Self.tree(folder.path("y")))
        }
    }
}
