// RowcPlugin.swift is the build-tool plugin: it runs `rowc build` over a target's .rows files, with its asset catalogs and String Catalogs.

import Foundation
import PackagePlugin

/// Generates Swift from every `*.rows` file of the target it is applied to, into the plugin's
/// work folder, whose Swift files the build then compiles with the target. One command for all
/// specs, because type names must be unique across them and a team's metrics table is shared.
/// Packages come here; Xcode projects through `XcodeBuildToolPlugin` (RowcPlugin+Xcode.swift);
/// both make their command with `command(target:files:workFolder:rowc:)`.
@main
struct RowcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.command(target: target.name, files: target.sourceFiles.map(\.url),
                                workFolder: context.pluginWorkDirectoryURL) { try context.tool(named: "rowc").url }
    }

    /// The `rowc build` command over the `.rows` files among a target's `files`, with the String
    /// Catalogs and asset catalogs among them; none when the target has no spec. `rowc` is asked
    /// for only then, so a target without specs builds even where the tool cannot be found.
    static func command(target: String, files: [URL], workFolder: URL, rowc: () throws -> URL) throws -> [Command] {
        let specs = files.filter { $0.pathExtension == "rows" }.sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let folder = workFolder.appendingPathComponent("Generated")
        let metricsTable = Self.metricsTable(for: specs)
        // `rowc build` writes RowMetrics.swift exactly when it measures with a table of the team's.
        let outputs = (metricsTable == nil ? [] : ["RowMetrics"]) + specs.map { Self.typeName(forSpec: $0) }
        let catalogs = Self.catalogs(among: files)
        // The target's String Catalogs: passed by name, and inputs, so editing a translation
        // checks the specs again.
        let strings = files.filter { $0.pathExtension == "xcstrings" }.sorted { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "rowc build: \(specs.count) spec\(specs.count == 1 ? "" : "s") of \(target)",
                executable: try rowc(),
                arguments: ["build", "-o", folder.path, "--source-root", Self.commonFolder(of: specs)]
                    + catalogs.flatMap { ["--assets", $0.folder.path] } + strings.flatMap { ["--strings", $0.path] }
                    + specs.map(\.path),
                inputFiles: specs + catalogs.flatMap(\.contents) + strings + (metricsTable.map { [$0] } ?? []),
                outputFiles: outputs.map { folder.appendingPathComponent($0 + ".swift") })
        ]
    }

    /// The asset catalogs the target's files are or lie in, sorted, each with the Contents.json
    /// files under it. SwiftPM lists a catalog's files one by one, as resources, and Xcode lists
    /// the catalog folder itself, so the Contents.json files are found on disk in both.
    static func catalogs(among files: [URL]) -> [(folder: URL, contents: [URL])] {
        var folders: [String: URL] = [:]
        for file in files {
            let parts = file.pathComponents
            // The outermost `.xcassets` folder: a catalog cannot hold another.
            guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcassets") && $0 != ".xcassets" }) else { continue }
            let folder = URL(fileURLWithPath: NSString.path(withComponents: Array(parts[...index])))
            folders[folder.path] = folder
        }
        return folders.keys.sorted().map { key in (folders[key]!, contentsFiles(in: folders[key]!)) }
    }

    /// Every Contents.json under `folder`, sorted: what rowc reads of a catalog, so editing any
    /// of them builds again.
    static func contentsFiles(in folder: URL) -> [URL] {
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return found.filter { $0.lastPathComponent == "Contents.json" }.sorted { $0.path < $1.path }
    }

    /// The `rowc-metrics` table `rowc build` finds for these specs (MetricsLookup in rowc: the
    /// nearest in the first spec's folder or above), an input so that remaking it rebuilds.
    static func metricsTable(for specs: [URL]) -> URL? {
        var folder = specs[0].deletingLastPathComponent()
        while true {
            let table = folder.appendingPathComponent("rowc-metrics")
            if FileManager.default.fileExists(atPath: table.path) { return table }
            let above = folder.deletingLastPathComponent()
            if above.path == folder.path { return nil }
            folder = above
        }
    }

    /// The deepest folder holding every spec, so headers name specs by paths within the
    /// target that are the same on every machine.
    static func commonFolder(of specs: [URL]) -> String {
        var common = specs[0].deletingLastPathComponent().pathComponents
        for spec in specs.dropFirst() {
            let parts = spec.deletingLastPathComponent().pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return common.isEmpty ? "/" : common.joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    /// The enum (and file) name rowc gives a spec: its base name in UpperCamelCase. It repeats
    /// `TypeNames.typeName(forSpecAt:)` because a plugin cannot link rowc's libraries; a file
    /// name rowc rejects fails the build with rowc's diagnostic before the names matter.
    static func typeName(forSpec url: URL) -> String {
        url.deletingPathExtension().lastPathComponent
            .split(whereSeparator: { "-_. ".contains($0) })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}
