// SystemError.swift is a failed system call's errno as a Swift error, for the calls this module wraps.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An errno, with the system's words for it.
public struct SystemError: Error, Equatable, Sendable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The errno the last failed call left.
    static var last: SystemError { SystemError(code: errno) }

    public var reason: String { SystemReason.text(code) }
}
