// Cores.swift says how many cores the phases that split their work can use.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Cores {
    /// The processors online, at least 1.
    public static let online: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}
