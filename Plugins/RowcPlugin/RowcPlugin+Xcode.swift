// RowcPlugin+Xcode.swift lets an Xcode project's target run the plugin: its files come from the target's input files.

#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// An Xcode project target lists no source module: its specs, String Catalogs and asset
/// catalogs are among the files of its build phases (`inputFiles`), and the command is made as
/// for a package, so both write the same files to the plugin's work folder.
extension RowcPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.command(target: target.displayName, files: target.inputFiles.map(\.url),
                         workFolder: context.pluginWorkDirectoryURL) { try context.tool(named: "rowc").url }
    }
}
#endif
