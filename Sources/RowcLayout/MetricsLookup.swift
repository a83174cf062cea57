// MetricsLookup.swift: where a spec's own metrics table is looked for when no --metrics is given.

/// MetricsLookup names the table a folder of specs keeps for itself: a file called
/// `rowc-metrics` in the spec's folder or in a folder above it, the nearest first. `rowc build`,
/// `rowc report`, the SwiftPM plugin (which runs `rowc build`) and the language server all find
/// it the same way, so a team commits the table once beside its specs and passes no flags.
public enum MetricsLookup {
    /// fileName is the table's name: the format's own header word.
    public static let fileName = "rowc-metrics"

    /// candidates(forSpecAt:) are the paths the table of the spec at `path` may have, nearest
    /// first: its folder, then each folder above, up to the file system's root for an absolute
    /// path and to the current folder for a relative one.
    public static func candidates(forSpecAt path: String) -> [String] {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let absolute = path.hasPrefix("/")
        var result: [String] = []
        while true {
            let folder = parts.joined(separator: "/")
            result.append(folder.isEmpty ? (absolute ? "/" + fileName : fileName) : folder + "/" + fileName)
            // Past ".." there is no folder above to name without resolving the path.
            guard let last = parts.last, !(absolute && parts.count == 1), last != ".." else { break }
            parts.removeLast()
            if parts.isEmpty && !absolute { result.append(fileName); break }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }
}
