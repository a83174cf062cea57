// GeneratedSwiftSupport.swift builds specs into temporary folders and compiles and runs generated Swift with swiftc.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    func write(_ text: String, to name: String) {
        let file = url.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) -> String? { try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) }
    /// The file's bytes, a byte-order mark included, which `read` drops.
    func bytes(_ name: String) -> [UInt8]? { (try? Data(contentsOf: url.appendingPathComponent(name))).map { Array($0) } }

    /// Sorted names of the files in `folder` (relative to this folder).
    func files(in folder: String = "") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []
        return names.sorted()
    }

    func modificationDate(_ name: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path))?[.modificationDate] as? Date
    }
}

/// Runs the Swift compiler and the programs it builds.
enum Swiftc {
    struct Result {
        var status: Int32
        var output: String
    }

    /// `swiftc`, from `SWIFTC` or the PATH; nil when there is none, which the tests that compile report as a failure.
    static let path: String? = {
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { return explicit }
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return dirs.map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static func run(_ executable: String, _ arguments: [String], in folder: String? = nil) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return Result(status: -1, output: "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static func compiler(_ arguments: [String]) -> Result {
        guard let path else { return Result(status: -1, output: "swiftc not found") }
        return run(path, arguments)
    }

    /// The stub's accessibility traits as the iOS 17.4 SDK declares them, mutable globals, and
    /// the same made constants, as newer SDKs declare them.
    static let mutableTraits = ["public static var none", "public static var button", "public static var selected"]
    static let constantTraits = mutableTraits.map { $0.replacingOccurrences(of: " var ", with: " let ") }

    /// Tests/Cases/build/UIKitStub.swift as a module named UIKit, and a library to link with, in
    /// `folder`; with `constantTraits`, its trait declarations made constants. In the Swift 5
    /// mode, as the SDK's Objective-C declarations are not checked by the Swift 6 mode either.
    static func buildUIKitStub(in folder: TemporaryFolder, constantTraits: Bool = false) throws {
        var stub = try String(contentsOfFile: BuildCases.absolute("UIKitStub.swift"), encoding: .utf8)
        if constantTraits {
            for (mutable, constant) in zip(mutableTraits, Self.constantTraits) {
                try #require(stub.components(separatedBy: mutable).count == 2, "the stub declares \(mutable) once")
                stub = stub.replacingOccurrences(of: mutable, with: constant)
            }
        }
        folder.write(stub, to: "UIKitStub.swift")
        let build = compiler(["-swift-version", "5", "-parse-as-library", "-module-name", "UIKit",
                              folder.appendingPath("UIKitStub.swift"),
                              "-emit-module", "-emit-module-path", folder.appendingPath("UIKit.swiftmodule"),
                              "-emit-library", "-static", "-o", folder.appendingPath("libUIKit.a")])
        try #require(build.status == 0, "\(build.output)")
    }

    /// Tests/Cases/build/SwiftUIStub.swift as a module named SwiftUI, and a library to link with, in
    /// `folder`, which must hold the UIKit stub it imports; in the Swift 5 mode, as the SDK builds SwiftUI.
    static func buildSwiftUIStub(in folder: TemporaryFolder) throws {
        let build = compiler(["-swift-version", "5", "-parse-as-library", "-module-name", "SwiftUI", "-I", folder.path,
                              BuildCases.absolute("SwiftUIStub.swift"),
                              "-emit-module", "-emit-module-path", folder.appendingPath("SwiftUI.swiftmodule"),
                              "-emit-library", "-static", "-o", folder.appendingPath("libSwiftUI.a")])
        try #require(build.status == 0, "\(build.output)")
    }
}

/// RowKit built from its sources with swiftc, once per test process, for the generated code to
/// compile and link against: as SwiftPM builds it on Linux, without its UIKit part, and against
/// the UIKit stub built as a module named UIKit, so that `#if canImport(UIKit)` holds as on a device.
enum RowKitBuild {
    /// The folder of one build: `RowKit` and `RowKitStrings` modules and static libraries, and
    /// for a UIKit build the stub's module and library too.
    struct Modules: Sendable {
        let path: String
        let uiKit: Bool
        var swiftUI = false

        /// What a program compiled against these modules adds to swiftc's arguments.
        var searchArguments: [String] { ["-I", path] }
        var linkArguments: [String] {
            // libm after RowKit: a static library's calls to `floor` and the like are resolved
            // only by libraries that follow it.
            ["-I", path, "-L", path, "-lRowKit", "-lRowKitStrings"] + (swiftUI ? ["-lSwiftUI"] : []) + (uiKit ? ["-lUIKit"] : [])
                + ["-lm"]
        }
    }

    static let plain = build(uiKit: false, constantTraits: false)
    static let uiKit = build(uiKit: true, constantTraits: false)
    /// Against the stub with the traits declared constants, as newer SDKs declare them.
    static let uiKitConstantTraits = build(uiKit: true, constantTraits: true)
    /// Against the SwiftUI stub too, which imports UIKit's, as on iOS both exist: RowKit's SwiftUI part included.
    static let swiftUI = build(uiKit: true, constantTraits: false, swiftUI: true)

    static func modules(uiKit: Bool = false, constantTraits: Bool = false) throws -> Modules {
        let result = uiKit ? (constantTraits ? uiKitConstantTraits : Self.uiKit) : plain
        return try result.get()
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The sources of a module, sorted so every build compiles them in one order.
    static func sources(of module: String) -> [String] {
        let root = Repository.path("Sources/" + module)
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { root + "/" + $0 }
    }

    /// Swift 6 mode with warnings as errors, as the package builds RowKit.
    private static func build(uiKit: Bool, constantTraits: Bool, swiftUI: Bool = false) -> Result<Modules, Failure> {
        let folder = TemporaryFolder()
        do {
            if uiKit { try Swiftc.buildUIKitStub(in: folder, constantTraits: constantTraits) }
        } catch {
            return .failure(Failure(description: "the UIKit stub does not build: \(error)"))
        }
        do {
            if swiftUI { try Swiftc.buildSwiftUIStub(in: folder) }
        } catch {
            return .failure(Failure(description: "the SwiftUI stub does not build: \(error)"))
        }
        for module in ["RowKit", "RowKitStrings"] {
            let result = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                                          "-module-name", module, "-I", folder.path,
                                          "-emit-module", "-emit-module-path", folder.appendingPath(module + ".swiftmodule"),
                                          "-emit-library", "-static", "-o", folder.appendingPath("lib\(module).a")]
                                         + sources(of: module))
            guard result.status == 0 else {
                let stubs = swiftUI ? " against the SwiftUI and UIKit stubs" : uiKit ? " against the UIKit stub" : ""
                return .failure(Failure(description: "\(module) does not build\(stubs):\n\(result.output)"))
            }
        }
        return .success(Modules(path: folder.path, uiKit: uiKit, swiftUI: swiftUI))
    }
}

/// The golden cases of `rowc build`, relative to the repository root.
/// A program run against the code `rowc build` generates from one spec.
enum SpecProgram {
    /// Builds `spec` as Controls.rows, with `catalog` beside it as its String Catalog when given,
    /// compiles `program` with the generated code against RowKit, and runs it. Gives the
    /// compiler's or the program's exit status and output, and the generated Controls.swift.
    static func run(_ spec: String, catalog: String? = nil, _ program: String) throws
        -> (status: Int32, output: String, generated: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(spec, to: "Controls.rows")
        if let catalog { folder.write(catalog, to: "Controls.xcstrings") }
        let build = CapturedRun.rowc(["build", folder.appendingPath("Controls.rows"), "-o", folder.appendingPath("Generated")])
        try #require(build.status == 0, "\(build.err)")
        let generated = folder.read("Generated/Controls.swift") ?? ""
        folder.write(program, to: "main.swift")
        let sources = folder.files(in: "Generated").map { folder.appendingPath("Generated/" + $0) }
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("program"),
                                       folder.appendingPath("main.swift")] + (try RowKitBuild.modules()).linkArguments + sources)
        guard compile.status == 0 else { return (compile.status, compile.output, generated) }
        let run = Swiftc.run(folder.appendingPath("program"), [])
        return (run.status, run.output, generated)
    }
}

enum BuildCases {
    static let folder = "Tests/Cases/build"

    static func path(_ relative: String) -> String { folder + "/" + relative }
    static func absolute(_ relative: String) -> String { Repository.path(path(relative)) }
}
