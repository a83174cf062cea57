// FuzzHarness.swift starts libFuzzer, or replays inputs from files when rowc was built without it.

import CFuzzDriver
import Foundation

/// What every fuzz target's main does.
public enum FuzzHarness {
    /// Hands the process's arguments to libFuzzer with `callback`. In a build without
    /// `-sanitize=fuzzer` there is no libFuzzer: each argument is then read as an input file
    /// (or a folder of them) and run once, so a crash file can be replayed in a debug build.
    public static func main(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        let status = withUnsafeMutablePointer(to: &argv) { argvPointer in
            argvPointer.withMemoryRebound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1) {
                rowc_fuzz_run(&argc, $0, callback)
            }
        }
        guard status == -1 else { exit(status) }
        var count = 0
        for path in CommandLine.arguments.dropFirst() where !path.hasPrefix("-") {
            for file in files(at: path) {
                let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
                _ = bytes.withUnsafeBufferPointer { callback($0.baseAddress, $0.count) }
                count += 1
            }
        }
        print("replayed \(count) input\(count == 1 ? "" : "s") without libFuzzer")
        exit(0)
    }

    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }.filter {
            var sub: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &sub) && !sub.boolValue
        }
    }

    /// The input as an array; libFuzzer passes a null pointer for the empty input.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Stops the run with `message` when an invariant fails: libFuzzer saves the input as a crash.
    public static func fail(_ message: String, input: [UInt8]) -> Never {
        let shown = String(decoding: input.prefix(2000), as: UTF8.self)
        FileHandle.standardError.write(Data("invariant failed: \(message)\n--- input ---\n\(shown)\n---\n".utf8))
        abort()
    }
}
