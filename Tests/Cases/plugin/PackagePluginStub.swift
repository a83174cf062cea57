// PackagePluginStub.swift declares, as a module named PackagePlugin, the part of SwiftPM's plugin API that
// Plugins/RowcPlugin uses, so the plugin can be type-checked by a test with swiftc alone.
//
// Checked against the PackagePlugin module of the Swift 6.3 toolchain (usr/lib/swift/pm/PluginAPI,
// read with swift-synthesize-interface) and swiftlang/swift-package-manager's
// Sources/PackagePlugin (PackagePlugin.swift, Command.swift, FileList.swift, PackageModel.swift,
// Protocols.swift). Declarations marked `@available(_PackageDescription, introduced: 6.0)` there
// are plain here: the plugin's package declares tools version 6.0. Bodies are placeholders: the
// test type-checks and never runs the plugin.

@_exported import Foundation

/// Protocols.swift: `public protocol Plugin { init() }`, with `static func main() async throws`
/// in an extension, which `@main` calls.
public protocol Plugin {
    init()
}

extension Plugin {
    public static func main() async throws {}
}

/// Protocols.swift: the build-tool capability's entry point.
public protocol BuildToolPlugin: Plugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]
}

/// PackageModel.swift: `public protocol Target`, with `typealias ID = String`.
public protocol Target {
    typealias ID = String
    var id: ID { get }
    var name: String { get }
}

/// PackageModel.swift: a target of source files.
public protocol SourceModuleTarget: Target {
    var moduleName: String { get }
    var sourceFiles: FileList { get }
}

extension SourceModuleTarget {
    public func sourceFiles(withSuffix suffix: String) -> FileList { sourceFiles }
}

/// FileList.swift: a file of a target; `url` since tools version 6.0 (`path` deprecated).
public struct File {
    public let url: URL
    public let type: FileType
    public init(url: URL, type: FileType) {
        self.url = url
        self.type = type
    }
}

/// PackageModel.swift: what SwiftPM takes a file for.
public enum FileType {
    case source, header, resource, unknown
}

/// FileList.swift: a sequence of files, in a stable order.
public struct FileList: Sequence {
    private var files: [File]
    public init(_ files: [File]) { self.files = files }
    public func makeIterator() -> IndexingIterator<[File]> { files.makeIterator() }
}

/// PackagePlugin.swift (Context.swift in older releases): what the plugin is given.
public struct PluginContext {
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> Tool { Tool(name: name, url: pluginWorkDirectoryURL) }

    public struct Tool {
        public let name: String
        public let url: URL
    }
}

/// Command.swift: since tools version 6.0 an enum whose cases take URLs; `buildCommand` runs when
/// an output is missing or older than an input.
public enum Command {
    case buildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String: String] = [:],
                      inputFiles: [URL] = [], outputFiles: [URL] = [])
    case prebuildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String: String] = [:],
                         outputFilesDirectory: URL)
}
