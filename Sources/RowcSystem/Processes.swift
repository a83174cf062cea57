// Processes.swift asks about processes, this one and others: its id and arguments, whether another still runs, and exiting.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Processes {
    /// This process's id.
    public static var currentID: Int32 { getpid() }

    /// Whether process `id` exists: kill(2) with no signal, which fails with EPERM, not ESRCH,
    /// for one that exists but that this process may not signal.
    public static func isRunning(_ id: Int32) -> Bool {
        kill(id, 0) == 0 || errno == EPERM
    }

    /// This process's arguments after its name, as the bytes they are, which need not be UTF-8.
    public static func argumentBytes() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).dropFirst().map { i in
            let argument = CommandLine.unsafeArgv[i]!
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    /// Ends this process with `status`, as exit(3) does: buffers flushed, handlers run.
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
