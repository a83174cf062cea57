// SourcePaths.swift spells paths by their names alone: relative for generated headers, absolute for SARIF.

import RowcSystem

enum SourcePaths {
    /// `path` relative to `root` (both made absolute against the current folder), with `.`
    /// and `..` resolved by their names alone, so the same tree gives the same text anywhere.
    static func relative(_ path: String, to root: String) -> String {
        let cwd = Folder.current() ?? ""
        let target = components(absolute(path, cwd))
        let base = components(absolute(root, cwd))
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let result = (ups + target[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    /// `path` made absolute against `folder` and normalised by name: `.` and empty names
    /// dropped, `..` taking off the name before it (none above the root), no trailing slash.
    /// Symbolic links are not followed, so `link/..` is the folder holding `link`.
    static func normalised(_ path: String, in folder: String) -> String {
        "/" + components(absolute(path, folder)).joined(separator: "/")
    }

    private static func absolute(_ path: String, _ cwd: String) -> String {
        path.utf8.first == slash ? path : cwd + "/" + path
    }

    /// The names along an absolute path, with `.` dropped and `..` taking off the name before it.
    /// Split on the byte `/`, as the kernel does: a name starting with a combining mark
    /// joins the slash before it into one `Character`, which a split on characters would miss.
    static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.utf8.split(separator: slash) {
            let name = String(Substring(part))
            if name == "." { continue }
            if name == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(name)
            }
        }
        return result
    }

    private static let slash = UInt8(ascii: "/")
}
