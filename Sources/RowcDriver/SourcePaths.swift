// SourcePaths.swift spells a spec's path for generated headers: relative, normalised, the same on every machine.

import Foundation

enum SourcePaths {
    /// `path` relative to `root` (both made absolute against the current folder), with `.`
    /// and `..` resolved by their names alone, so the same tree gives the same text anywhere.
    static func relative(_ path: String, to root: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let target = components(absolute(path, cwd))
        let base = components(absolute(root, cwd))
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let result = (ups + target[common...]).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    private static func absolute(_ path: String, _ cwd: String) -> String {
        path.hasPrefix("/") ? path : cwd + "/" + path
    }

    /// The names along an absolute path, with `.` dropped and `..` taking off the name before it.
    static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                if !result.isEmpty { result.removeLast() }
            } else {
                result.append(String(part))
            }
        }
        return result
    }
}
