// TemporaryFolder.swift makes a uniquely named folder for one test and removes it afterwards.

import Foundation

/// A folder under the system's temporary directory, unique to one test, removed by `remove()`
/// (call it in a `defer`). Files an immutable attribute protects are made mutable first.
final class TemporaryFolder: Sendable {
    let path: String

    init(_ label: String = #function) throws {
        let name = "rowc-\(label.prefix { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
        path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The absolute path of `relative` inside the folder.
    func path(_ relative: String) -> String { path + "/" + relative }

    /// Writes `bytes` to `relative`, creating folders on the way; returns its path.
    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let file = path(relative)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String { try write(relative, Array(text.utf8)) }

    func read(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(relative)).map { [UInt8]($0) }
    }

    /// Every file and folder inside, relative and sorted, hidden ones included.
    func listing() -> [String] {
        (FileManager.default.subpaths(atPath: path) ?? []).sorted()
    }

    func remove() {
        _ = ChildProcess.shell("chattr -R -i '\(path)' 2>/dev/null || true")
        try? FileManager.default.removeItem(atPath: path)
    }
}
