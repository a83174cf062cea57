// Repository.swift finds the repository root from this file's path, so tests read and name files relative to it.

import Foundation

/// The checkout the tests run in. Paths in rowc's output are relative to its root, so recorded
/// output is the same on every machine.
public enum Repository {
    /// The directory holding Package.swift, found by walking up from this source file.
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            let parent = url.deletingLastPathComponent()
            precondition(parent.path != url.path, "no Package.swift above \(#filePath)")
            url = parent
        }
        // rowc resolves relative paths against the working directory. Every test that runs it
        // wants the root; setting the same directory from any thread is harmless.
        let entered = FileManager.default.changeCurrentDirectoryPath(url.path)
        precondition(entered, "cannot change to \(url.path)")
        return url.path
    }()

    /// The absolute path of `relative`.
    public static func path(_ relative: String) -> String { root + "/" + relative }

    public static func read(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative))))
    }

    public static func readText(_ relative: String) throws -> String {
        String(decoding: try read(relative), as: UTF8.self)
    }

    public static func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    public static func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// The names in the folder `relative`, sorted.
    public static func list(_ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).sorted()
    }

    /// The files below the folder `relative` whose names end in `.` + `ext`, as paths relative to
    /// the root, sorted; build folders (`.build`) are passed over.
    public static func files(under relative: String, withExtension ext: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path(relative)) else { return [] }
        var found: [String] = []
        while let name = walker.nextObject() as? String {
            if name.hasPrefix(".build") || name.contains("/.build") { continue }
            if name.hasSuffix("." + ext) { found.append(relative + "/" + name) }
        }
        return found.sorted()
    }
}
