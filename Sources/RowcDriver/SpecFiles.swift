// SpecFiles.swift finds the spec files named on the command line and reads them.

import RowcSema
import RowcSource
import RowcSystem

/// Finds `*.rows` files and `.xcassets` catalogs: named files as given, directories searched recursively.
/// The result is sorted by path (bytewise) so output never depends on directory order.
enum SpecFiles {
    /// The spec files `paths` name, for the command run, which usage errors show.
    static func find(_ paths: [String], for command: String) throws(UsageError) -> [String] {
        try inputs(paths, for: command).specs
    }

    /// The spec files and asset catalogs `paths` name: files as given, `.xcassets` folders as
    /// catalogs, other folders searched for both (never into a catalog, which holds no specs).
    static func inputs(_ paths: [String], for command: String) throws(UsageError)
        -> (specs: [String], catalogs: [String], strings: [String]) {
        guard !paths.isEmpty else {
            let standardInput = command == "fmt" ? ", or `-` to format standard input" : ""
            throw UsageError("no input: name spec files or folders, as in `rowc \(command) Specs/`\(standardInput)")
        }
        var found = Found()
        for path in paths {
            // `fmt` takes `-` for standard input before it looks for files; no other command reads it.
            guard path != "-" else {
                throw UsageError("`-`: standard input is read only by `rowc fmt -`; name spec files or folders (a file named `-` as `./-`)")
            }
            switch FileSystem.kind(path) {
            case .missing:
                throw UsageError("\(path): no such file or folder")
            case .inaccessible(let code):
                throw cannotRead(path, code)
            case .folder where isCatalog(path):
                found.catalogs.append(path)
            case .folder:
                var visited = Set<String>()
                var inFolder = Found()
                try search(path, visited: &visited, into: &inFolder)
                guard !inFolder.specs.isEmpty else { throw UsageError("\(path): no .rows spec files in this folder") }
                found.specs += inFolder.specs
                found.catalogs += inFolder.catalogs
                found.strings += inFolder.strings
            case .file where isStringCatalog(path):
                found.strings.append(path)
            case .file:
                found.specs.append(path)
                // The catalogs a spec named alone looks its texts up in, beside it (see `StringTables`).
                found.strings += stringCatalogs(beside: path)
            }
        }
        guard !found.specs.isEmpty else {
            throw UsageError("no spec files: an asset catalog is checked with the specs that use it, as in `rowc \(command) Specs/ Assets.xcassets`")
        }
        return (unique(found.specs), unique(found.catalogs), unique(found.strings))
    }

    /// The String Catalogs `--strings FILE` names: each a `.xcstrings` file that exists.
    static func stringCatalogs(option files: [String]) throws(UsageError) -> [String] {
        for file in files {
            switch FileSystem.kind(file) {
            case .missing: throw UsageError("--strings \(file): no such file")
            case .inaccessible(let code): throw cannotRead(file, code)
            case .folder: throw UsageError("--strings \(file): a folder; name a String Catalog (.xcstrings) file")
            case .file where !isStringCatalog(file):
                throw UsageError("--strings \(file): not a String Catalog; its name must end in .xcstrings")
            case .file: break
            }
        }
        return unique(files)
    }

    /// The spec's own catalog and `Localizable.xcstrings`, those that exist in the spec's folder.
    static func stringCatalogs(beside spec: String) -> [String] {
        let folder = spec.lastIndex(of: "/").map { String(spec[...$0]) } ?? ""
        return [StringTables.specTable(path: spec), StringTables.localizable].map { folder + $0 + ".xcstrings" }
            .filter { FileSystem.kind($0) == .file }
    }

    /// Whether `path` names a String Catalog by its last name.
    static func isStringCatalog(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") && name.count > ".xcstrings".count
    }

    /// The catalogs `--assets DIR` names: DIR itself when it is one, else those inside it.
    static func catalogs(option folders: [String]) throws(UsageError) -> [String] {
        var catalogs: [String] = []
        for folder in folders {
            switch FileSystem.kind(folder) {
            case .missing: throw UsageError("--assets \(folder): no such folder")
            case .inaccessible(let code): throw cannotRead(folder, code)
            case .file: throw UsageError("--assets \(folder): not a folder; name an `.xcassets` folder or one that holds some")
            case .folder where isCatalog(folder): catalogs.append(folder)
            case .folder:
                var visited = Set<String>()
                var found = Found()
                try search(folder, visited: &visited, into: &found)
                guard !found.catalogs.isEmpty else { throw UsageError("--assets \(folder): no .xcassets asset catalog in this folder") }
                catalogs += found.catalogs
            }
        }
        return unique(catalogs)
    }

    /// What a search finds.
    private struct Found {
        var specs: [String] = []
        var catalogs: [String] = []
        var strings: [String] = []
    }

    /// Whether `path` names an asset catalog by its last name.
    static func isCatalog(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcassets") && name.count > ".xcassets".count
    }

    /// `paths` with spellings of one file given once, in byte order.
    private static func unique(_ paths: [String]) -> [String] {
        // One file needs no set of those seen, whose first use has the runtime look up String's
        // conformance to Hashable among every conformance in the binary.
        guard paths.count > 1 else { return paths }
        var seen = Set<String>()
        return paths.filter { seen.insert(canonical($0)).inserted }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// `*.rows` files and `.xcassets` folders under `folder`; hidden entries skipped, symlinked
    /// folders followed once, catalogs not entered. A folder that cannot be listed, or an entry
    /// that cannot be looked at, is an error: its specs would go unchecked, and `rowc build`
    /// would delete their outputs.
    private static func search(_ folder: String, visited: inout Set<String>, into found: inout Found) throws(UsageError) {
        guard visited.insert(canonical(folder)).inserted else { return }
        let listing: Folder.Listing
        do {
            listing = try FileSystem.list(folder)
        } catch {
            throw cannotRead(folder, error.code)
        }
        for name in listing.undecodable.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != UInt8(ascii: ".") {
            // Like any other name, it matters only when it may be a spec or hold some.
            let isSpec = name.suffix(5).elementsEqual(".rows".utf8)
            if isSpec || FileSystem.kind(bytes: Array(join(folder, "").utf8) + name) == .folder {
                throw notUTF8(join(folder, FileSystem.spelling(name)))
            }
        }
        for name in listing.names.sorted() where !name.hasPrefix(".") {
            let path = join(folder, name)
            switch FileSystem.kind(path) {
            case .missing:
                // A link that loops or leads nowhere: skipped, unless its name says it is a spec.
                guard !name.hasSuffix(".rows") else {
                    throw UsageError("\(path): cannot be read (a symbolic link that loops or leads nowhere)")
                }
            case .inaccessible(let code):
                throw cannotRead(path, code)
            case .folder where isCatalog(name):
                found.catalogs.append(path)
            case .folder:
                try search(path, visited: &visited, into: &found)
            case .file:
                if name.hasSuffix(".rows") { found.specs.append(path) }
                if isStringCatalog(name) { found.strings.append(path) }
            }
        }
    }

    /// The largest spec rowc reads. Positions are 32-bit byte offsets, so a file of 2 GiB or
    /// more cannot be represented; a spec anywhere near that is a mistake anyway.
    static let maxBytes = 1 << 30

    static func tooLarge(_ path: String, for what: String = "a spec") -> UsageError {
        UsageError("\(path): too large for \(what) (more than \(maxBytes >> 20) MiB)")
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The path with symbolic links, `.` and `..` resolved, to tell two spellings of one file apart:
    /// realpath(3), since every caller's path exists. Should it fail all the same (a path grown
    /// past PATH_MAX), the path normalised by name still tells most spellings apart.
    static func canonical(_ path: String) -> String {
        Files.resolved(path) ?? SourcePaths.normalised(path, in: Folder.current() ?? "")
    }

    /// The bytes of `path` as a source file, or a one-line reason it cannot be read, which
    /// calls the file `what` it should be: a spec, or a metrics table.
    static func read(_ path: String, as what: String = "a spec") throws(UsageError) -> SourceFile {
        switch FileBytes.read(path, limit: maxBytes) {
        case .success(let bytes):
            return SourceFile(path: path, bytes: bytes)
        case .failure(.folder):
            throw UsageError("\(path): is a folder, not \(what)")
        case .failure(.notRegular):
            throw UsageError("\(path): cannot be read (not a regular file)")
        case .failure(.tooLarge):
            throw tooLarge(path, for: what)
        case .failure(.open(let code)) where code == ErrorCode.noSuchEntry || code == ErrorCode.notFolder:
            throw UsageError("\(path): no such file")
        case .failure(.open(let code)), .failure(.read(let code)):
            throw cannotRead(path, code)
        }
    }

    /// The error for a file or folder whose name, spelt with its bad bytes escaped, is not UTF-8.
    static func notUTF8(_ spelling: String) -> UsageError {
        UsageError("\(spelling): its name is not valid UTF-8, so rowc cannot open it")
    }

    private static func cannotRead(_ path: String, _ code: Int32) -> UsageError {
        UsageError("\(path): cannot be read (\(SystemReason.text(code)))")
    }
}
