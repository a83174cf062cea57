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
    /// A temporary whose writer is still running belongs to a build going on at the same time:
    /// deleting it would make that build's rename fail, so it is left alone.
    func leftoverTemporaries() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasPrefix(".rowc-") && $0.hasSuffix(".tmp") }
            .filter { !Self.writerIsRunning($0) }
            .filter { if case .generated = existing($0) { true } else { false } }
            .sorted()
    }

    /// Whether the process named in temporary file `name` (`.rowc-NAME.PID.tmp`) still runs.
    static func writerIsRunning(_ name: String) -> Bool {
        guard let pid = name.dropLast(".tmp".count).split(separator: ".").last.flatMap({ Int32($0) }), pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
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
        // A failed write (a full disk, a file-size limit) leaves the temporary behind, never a
        // half-written file under the output's name. No fsync: the rename already keeps readers
        // from seeing half a file, outputs can always be generated again, and a flush per file
        // cost more than generating a thousand of them.
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return "cannot write `\(file(name))` (\(String(cString: strerror(errno))))" }
        var written = FileReplacement.writeAll(fd, [UInt8](contents))
        let reason = String(cString: strerror(errno))
        written = close(fd) == 0 && written
        guard written else {
            unlink(temporary)
            return "cannot write `\(file(name))` (\(reason))"
        }
        guard rename(temporary, file(name)) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot replace `\(file(name))` (\(reason))"
        }
        return nil
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
