// Repository.swift finds the repository root from this file's path, as the driver tests do.

import Foundation

/// The checkout the tests run in. Paths in rowc's output are relative to its root, so recorded
/// output is the same on every machine.
enum Repository {
    /// The directory holding Package.swift, found by walking up from this source file.
    static let root: String = {
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
    static func path(_ relative: String) -> String { root + "/" + relative }

}
