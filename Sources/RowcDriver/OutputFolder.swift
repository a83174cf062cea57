// OutputFolder.swift reads and changes the output folder of `rowc build`: atomic writes, guarded deletes.

import Foundation
import RowcCodegen

/// The folder `rowc build` owns. It only ever replaces or deletes files that start with rowc's
/// generated header, writes through a temporary file and a rename so a reader never sees half a
/// file, and touches nothing outside the folder.
struct OutputFolder: Sendable {
    let path: String

    /// What is at `name` in the folder now.
    enum Existing: Equatable {
        case missing
        /// A file rowc generated, with its bytes.
        case generated(Data)
        /// A file without rowc's header, or something that is not a regular file.
        case foreign
    }

    func file(_ name: String) -> String { SpecFiles.join(path, name) }

    func existing(_ name: String) -> Existing {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: file(name), isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue, let data = fm.contents(atPath: file(name)) else { return .foreign }
        return SwiftGenerator.isGenerated(String(decoding: data.prefix(64), as: UTF8.self)) ? .generated(data) : .foreign
    }

    /// Names of the generated `.swift` files in the folder (not in subfolders), sorted.
    func generatedFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .filter { if case .generated = existing($0) { true } else { false } }
            .sorted()
    }

    /// Temporary files a build that was interrupted left behind (they carry the header too).
    func leftoverTemporaries() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasPrefix(".rowc-") && $0.hasSuffix(".tmp") }
            .filter { if case .generated = existing($0) { true } else { false } }
            .sorted()
    }

    func create() throws(UsageError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw UsageError("\(path): cannot create the output folder (\(error.localizedDescription))")
        }
    }

    /// Writes `contents` to `name` in one step: a temporary file in the same folder, then a
    /// rename over the old file, which is atomic on one file system.
    func write(_ contents: Data, to name: String) -> String? {
        let temporary = file(".rowc-\(name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard Self.writeFile(temporary, contents) else {
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write `\(temporary)`"
        }
        guard rename(temporary, file(name)) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot replace `\(file(name))` (\(reason))"
        }
        return nil
    }

    /// Creates or truncates `path` and writes `contents` with plain POSIX calls. Not
    /// FileManager.createFile: it writes a temporary file of its own, renames it, and fsyncs,
    /// which for a thousand outputs cost more than generating them. The rename in `write`
    /// already keeps readers from seeing half a file; outputs can always be generated again,
    /// so they need no flush to disk.
    private static func writeFile(_ path: String, _ contents: Data) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return false }
        let written = contents.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
        return close(fd) == 0 && written
    }

    /// Deletes `name` if, and only if, it is still a file rowc generated.
    func delete(_ name: String) -> String? {
        guard case .generated = existing(name) else { return nil }
        do {
            try FileManager.default.removeItem(atPath: file(name))
            return nil
        } catch {
            return "cannot delete `\(file(name))` (\(error.localizedDescription))"
        }
    }
}
