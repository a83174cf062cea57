// SpecFiles.swift finds the spec files named on the command line and reads them.

import Foundation
import RowcSource

/// Finds `*.rows` files: named files as given, directories searched recursively.
/// The result is sorted by path (bytewise) so output never depends on directory order.
enum SpecFiles {
    static func find(_ paths: [String]) throws(UsageError) -> [String] {
        guard !paths.isEmpty else { throw UsageError("no input: name spec files or folders, as in `rowc check Specs/`") }
        var found: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("\(path): no such file or folder")
            }
            if isDirectory.boolValue {
                var visited = Set<String>()
                let specs = try search(path, visited: &visited)
                guard !specs.isEmpty else { throw UsageError("\(path): no .rows spec files in this folder") }
                found += specs
            } else {
                found.append(path)
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert(canonical($0)).inserted }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `*.rows` files under `folder`; hidden entries skipped, symlinked folders followed once.
    private static func search(_ folder: String, visited: inout Set<String>) throws(UsageError) -> [String] {
        guard visited.insert(canonical(folder)).inserted else { return [] }
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = join(folder, name)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A link that loops or leads nowhere: skipped, unless its name says it is a spec.
                guard !name.hasSuffix(".rows") else {
                    throw UsageError("\(path): cannot be read (a symbolic link that loops or leads nowhere)")
                }
                continue
            }
            if isDirectory.boolValue {
                result += try search(path, visited: &visited)
            } else if name.hasSuffix(".rows") {
                result.append(path)
            }
        }
        return result
    }

    /// The largest spec rowc reads. Positions are 32-bit byte offsets, so a file of 2 GiB or
    /// more cannot be represented; a spec anywhere near that is a mistake anyway.
    static let maxBytes = 1 << 30

    static func tooLarge(_ path: String) -> UsageError {
        UsageError("\(path): too large for a spec (more than \(maxBytes >> 20) MiB)")
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// The bytes of `path` as a source file, or a one-line reason it cannot be read.
    static func read(_ path: String) throws(UsageError) -> SourceFile {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("\(path): is a folder, not a spec file")
        }
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw UsageError("\(path): \(exists ? "cannot be read (permission denied)" : "no such file")")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        defer { try? handle.close() }
        // Checked on the open file, so nothing can swap the path in between: a FIFO, socket or
        // device is no spec, and reading one could block or never end.
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw UsageError("\(path): cannot be read (not a regular file)")
        }
        guard status.st_size <= maxBytes else { throw tooLarge(path) }
        do {
            let data = try handle.readToEnd() ?? Data()
            return SourceFile(path: path, bytes: [UInt8](data))
        } catch {
            throw UsageError("\(path): cannot be read (\(error.localizedDescription))")
        }
    }
}
