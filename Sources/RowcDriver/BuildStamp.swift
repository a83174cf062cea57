// BuildStamp.swift lets a `rowc build` with nothing to do finish without checking or generating anything.

import RowcAssets
import RowcStrings
import RowcSystem

/// A digest of everything a clean build's outputs follow from, kept on the output folder.
///
/// A build that changes nothing must still check every spec and generate every output to
/// compare it, which for a thousand specs takes a second. After a build that wrote or kept
/// every output with no diagnostic at all, rowc records a digest of: its own version and
/// executable, the options and current folder, each spec's path and bytes, the metrics
/// table's bytes, what the asset catalogs hold (the names of their sets and the colours' values),
/// and the output folder's entries with their sizes and modification times.
/// When the next build computes the same digest, nothing can differ from last time, and it
/// prints what that build would print (no problems, nothing written) without doing the work.
/// Anything else (a changed spec, an edited or removed output, a new rowc, an error last
/// time) misses, and the full build runs.
///
/// The digest is kept as an extended attribute of the folder, not as a file in it: the
/// folder's listing is exactly the generated files, which users and tests rely on. Where the
/// file system has no extended attributes, there is no stamp and every build is full.
struct BuildStamp: Equatable {
    static let attribute = "user.rowc.build-stamp"

    let digest: UInt64
    let specCount: Int
    let outputCount: Int

    /// The stamp for the current state, or nil when something cannot be read.
    /// `specBytes` gives a spec's bytes: the ones the build just checked, or read afresh.
    static func current(build: Build, catalogs: AssetCatalogs, strings: StringCatalogs, specBytes: (Int) -> [UInt8]?,
                        outputCount: Int) -> BuildStamp? {
        var hasher = StampHasher()
        hasher.add("rowc-build-stamp 2\n" + Help.version)
        guard let executable = executableIdentity() else { return nil }
        hasher.add(executable)
        hasher.add(Folder.current() ?? "")
        hasher.add(build.folder.path)
        hasher.add(build.sourceRoot)
        hasher.add(build.metricsPath ?? "")
        hasher.add(build.access.rawValue)
        hasher.add(build.typePrefix)
        if let metricsPath = build.metricsPath {
            guard case .success(let bytes) = FileBytes.read(metricsPath, limit: Int.max) else { return nil }
            hasher.add(bytes)
        }
        hasher.add(catalogs.digestText)
        // The String Catalogs' bytes: a translation decides warnings, a table the generated code.
        for catalog in strings.catalogs {
            hasher.add(catalog.path)
            hasher.add(catalog.file.bytes)
        }
        for (i, path) in build.specPaths.enumerated() {
            guard let bytes = specBytes(i) else { return nil }
            hasher.add(path)
            hasher.add(bytes)
        }
        guard let entries = folderEntries(build.folder.path) else { return nil }
        hasher.add(entries)
        return BuildStamp(digest: hasher.value, specCount: build.specPaths.count, outputCount: outputCount)
    }

    /// The stamp recorded on `folder`, if there is one.
    static func recorded(on folder: String) -> BuildStamp? {
        guard let value = ExtendedAttributes.value(attribute, on: folder, limit: 128) else { return nil }
        let parts = String(decoding: value, as: UTF8.self).split(separator: " ")
        guard parts.count == 3, let digest = UInt64(parts[0], radix: 16), let specs = Int(parts[1]),
              let outputs = Int(parts[2]) else { return nil }
        return BuildStamp(digest: digest, specCount: specs, outputCount: outputs)
    }

    /// Records the stamp on `folder`; quietly does nothing where that is not possible.
    func record(on folder: String) {
        let text = String(digest, radix: 16) + " \(specCount) \(outputCount)"
        ExtendedAttributes.set(Self.attribute, to: Array(text.utf8), on: folder)
    }

    /// Removes any stamp, before a build changes the folder, so an interrupted build leaves none.
    static func clear(on folder: String) {
        ExtendedAttributes.remove(attribute, from: folder)
    }

    // MARK: What the digest reads

    /// The running executable's path, size and modification time: a rebuilt rowc of the same
    /// version may generate different code.
    private static func executableIdentity() -> String? {
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        let path = CommandLine.arguments[0]
        #endif
        guard let status = try? FileStatus(path) else { return nil }
        return "\(status.size) " + modified(status)
    }

    private static func modified(_ status: FileStatus) -> String {
        "\(status.modifiedSeconds).\(status.modifiedNanoseconds)"
    }

    /// Every entry of the folder, sorted, with its size and modification time.
    private static func folderEntries(_ folder: String) -> String? {
        // A name that is not UTF-8 cannot be looked at: no stamp, as for any entry that cannot.
        guard let listing = try? FileSystem.list(folder), listing.undecodable.isEmpty else { return nil }
        var text = ""
        for name in listing.names.sorted() {
            guard let status = try? FileStatus(folder + "/" + name) else { return nil }
            text += "\(name) \(status.mode) \(status.size) " + modified(status) + "\n"
        }
        return text
    }
}

/// FNV-1a over 64-bit words, with a shift to mix: fast enough to hash a thousand specs in a few milliseconds.
/// It guards against accidents (an edited file), not against someone forging a collision.
struct StampHasher {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        add(Array(text.utf8))
    }

    mutating func add(_ bytes: [UInt8]) {
        mix(UInt64(bytes.count))
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(tail)
        }
    }

    // Each step is a bijection of the state, so changing any one word always changes the
    // result; the shift carries high bits down, where the multiply alone never moves them.
    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01B3
        value ^= value &>> 32
    }
}
