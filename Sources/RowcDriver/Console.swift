// Console.swift is where commands write: standard output and error, or buffers in tests.

import Foundation

/// The two output streams a command writes to. Tests capture them; the executable writes through.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and standard error, unbuffered so the two interleave as written.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) })
}

/// Exit statuses, the same for every command.
public enum ExitCode {
    public static let success: Int32 = 0
    /// The input has errors (or warnings, with `--warnings-as-errors`), or `--check` found stale output.
    public static let failure: Int32 = 1
    /// Bad arguments, or a path that cannot be read.
    public static let usage: Int32 = 2
}

/// A problem with the invocation itself: reported on one line, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
