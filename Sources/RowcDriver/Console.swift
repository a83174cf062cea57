// Console.swift is where commands write: standard output and error, or buffers in tests.

import RowcSystem
import Synchronization

/// The two output streams a command writes to. Tests capture them; the executable writes through.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and standard error, unbuffered so the two interleave as written.
    /// A write that fails (a full disk, a file-size limit) is remembered in `standardFailed`
    /// instead of trapping, as `FileHandle.write(_:)` does.
    public static let standard = Console(
        out: { write($0, to: FileDescriptor.standardOutput) },
        err: { write($0, to: FileDescriptor.standardError) })

    private static let failed = Atomic(false)

    /// Whether writing to standard output or error failed: the command's output is incomplete.
    public static var standardFailed: Bool { failed.load(ordering: .relaxed) }

    /// Writes the whole of `text` with `write(2)`. Not `FileHandle`: making `Data` of a string
    /// asks the runtime a dynamic cast, whose first answer scans every conformance in the
    /// binary, a tenth of a millisecond of every command.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        if !text.withUTF8({ FileDescriptor.writeAll(descriptor, UnsafeRawBufferPointer($0)) }) { failed.store(true, ordering: .relaxed) }
    }
}

/// Exit statuses, the same for every command.
public enum ExitCode {
    public static let success: Int32 = 0
    /// The input has errors (or warnings, with `--warnings-as-errors`), or `--check` found stale output.
    public static let failure: Int32 = 1
    /// rowc could not do what it was asked: bad arguments, a path that cannot be read, or an
    /// output that cannot be written.
    public static let usage: Int32 = 2
}

/// A problem with the invocation itself: reported on one line, exit status 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
