// SystemReason.swift words an errno for a message: the system's text, starting lower-case as rowc's messages do.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a system call failed, in the words every message of rowc gives it.
public enum SystemReason {
    /// strerror(3)'s text for `code` with its first letter lower-case, so that `(permission
    /// denied)` reads the same whichever call failed. A first word in capitals, an
    /// abbreviation such as `RPC`, is kept as it is.
    public static func text(_ code: Int32) -> String {
        let words = String(cString: strerror(code))
        guard let first = words.first, words.dropFirst().first?.isUppercase != true else { return words }
        return first.lowercased() + words.dropFirst()
    }
}
