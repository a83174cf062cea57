// XcodeProjectPluginStub.swift declares, as a module named XcodeProjectPlugin, the part of Xcode's plugin API that
// Plugins/RowcPlugin uses, so its Xcode project path (`#if canImport(XcodeProjectPlugin)`) can be type-checked
// where Xcode does not exist.
//
// XcodeProjectPlugin ships only with Xcode; its declarations here were checked against:
// - its interface, XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface (Xcode 14.1,
//   published at gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9): `XcodeProject`,
//   `XcodeTarget` with `inputFiles: PackagePlugin.FileList`, `XcodePluginContext`;
// - swiftlang/swift-package-manager, Sources/PackagePlugin/PackagePlugin.swift
//   (`XcodeProjectPluginInvocationRecord`): the URL-valued members that replaced the Path-valued
//   ones (`pluginWorkDirectoryURL`, `directoryPathURL`), and the target's fields;
// - plugins that conform to it and build with Xcode (liamnichols/xcstrings-tool,
//   krzysztofzablocki/Sourcery, BarredEwe/Prefire): `createBuildCommands(context:target:) throws`,
//   `context.tool(named:)` returning `PackagePlugin.PluginContext.Tool`, `context.xcodeProject.directoryURL`.
// Bodies are placeholders: the test type-checks and never runs the plugin.

import Foundation
import PackagePlugin

/// The build-tool capability for an Xcode project's targets: unlike `BuildToolPlugin`'s, not async.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What the plugin is given for an Xcode project.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        throw CocoaError(.fileNoSuchFile)
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project: the files of its build phases, with no source-module structure.
public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application, executable, framework, library, other(String)
    }
}
