// OutputFolder.swift reads and changes the output folder of `rowc build`: atomic writes, guarded deletes.

import RowcCodegen
import RowcSystem

/// The folder `rowc build` owns. It only ever replaces or deletes files that start with rowc's
/// generated header, writes through a temporary file and a rename so a reader never sees half a
/// file, and touches nothing outside the folder.
struct OutputFolder: Sendable {
    let path: String

    /// What is at `name` in the folder now.
    enum Existing: Equatable {
        case missing
        /// A file rowc generated, with its bytes.
        case generated([UInt8])
        /// A file without rowc's header, or something that is not a regular file.
        case foreign
    }

    func file(_ name: String) -> String { SpecFiles.join(path, name) }

    /// Links are followed: a broken one is missing, one to a folder is foreign. A FIFO or a
    /// device is foreign without being read, so it can neither block nor feed bytes forever.
    func existing(_ name: String) -> Existing {
        switch FileSystem.kind(file(name)) {
        // An output rowc may not look at is written like a missing one, and that write says why it fails.
        case .missing, .inaccessible: return .missing
        case .folder: return .foreign
        case .file:
            guard case .success(let bytes) = FileBytes.read(file(name), limit: Int.max) else { return .foreign }
            return SwiftGenerator.isGenerated(String(decoding: bytes.prefix(64), as: UTF8.self)) ? .generated(bytes) : .foreign
        }
    }

    /// Names of the generated `.swift` files in the folder (not in subfolders), sorted.
    func generatedFiles() -> [String] {
        let names = (try? FileSystem.list(path).names) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .filter { if case .generated = existing($0) { true } else { false } }
            .sorted()
    }

    /// Temporary files a build that was interrupted left behind (they carry the header too).
    /// A temporary whose writer is still running belongs to a build going on at the same time:
    /// deleting it would make that build's rename fail, so it is left alone.
    func leftoverTemporaries() -> [String] {
        let names = (try? FileSystem.list(path).names) ?? []
        return names.filter { $0.hasPrefix(".rowc-") && $0.hasSuffix(".tmp") }
            .filter { !Self.writerIsRunning($0) }
            .filter { if case .generated = existing($0) { true } else { false } }
            .sorted()
    }

    /// Whether the process named in temporary file `name` (`.rowc-NAME.PID.tmp`) still runs.
    static func writerIsRunning(_ name: String) -> Bool {
        guard let pid = name.dropLast(".tmp".count).split(separator: ".").last.flatMap({ Int32($0) }), pid > 0 else { return false }
        return Processes.isRunning(pid)
    }

    func create() throws(UsageError) {
        do {
            try FileSystem.createFolder(path)
        } catch {
            throw UsageError("\(path): cannot create the output folder (\(error.reason(for: path)))")
        }
    }

    /// Writes `contents` to `name` in one step: a temporary file in the same folder, then a
    /// rename over the old file, which is atomic on one file system.
    func write(_ contents: [UInt8], to name: String) -> String? {
        let temporary = file(".rowc-\(name).\(Processes.currentID).tmp")
        // A failed write (a full disk, a file-size limit) leaves the temporary behind, never a
        // half-written file under the output's name. No fsync: the rename already keeps readers
        // from seeing half a file, outputs can always be generated again, and a flush per file
        // cost more than generating a thousand of them.
        let fd: Int32
        do {
            fd = try FileDescriptor.create(temporary, permissions: 0o666, exclusive: false)
        } catch {
            return BuildMessage.cannotWrite(file(name), reason: error.reason)
        }
        var failure: SystemError?
        do { try FileDescriptor.writeAll(fd, contentsOf: contents) } catch { failure = error }
        do { try FileDescriptor.close(fd) } catch { failure = failure ?? error }
        if let failure {
            try? Files.remove(temporary)
            return BuildMessage.cannotWrite(file(name), reason: failure.reason)
        }
        do {
            try Files.rename(temporary, to: file(name))
        } catch {
            try? Files.remove(temporary)
            return BuildMessage.cannotReplace(file(name), reason: error.reason)
        }
        return nil
    }

    /// Deletes `name` if, and only if, it is still a file rowc generated.
    func delete(_ name: String) -> String? {
        guard case .generated = existing(name) else { return nil }
        do {
            try FileSystem.removeFile(file(name))
            return nil
        } catch {
            return BuildMessage.cannotDelete(file(name), reason: error.reason(for: file(name)))
        }
    }
}
