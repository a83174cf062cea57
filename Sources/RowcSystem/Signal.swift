// Signal.swift has the process ignore the signals that would otherwise end it where a failed call is better.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal whose default action ends the process, and which rowc prefers as a failed call.
public enum Signal: Sendable {
    /// SIGPIPE: a write to a pipe whose reader is gone; ignored, the write fails with EPIPE.
    case brokenPipe
    /// SIGXFSZ: a write past the file-size limit (RLIMIT_FSIZE); ignored, the write fails with EFBIG.
    case fileSizeLimit

    /// From now on the signal is ignored, for the whole process.
    public func ignore() {
        switch self {
        case .brokenPipe: _ = signal(SIGPIPE, SIG_IGN)
        case .fileSizeLimit: _ = signal(SIGXFSZ, SIG_IGN)
        }
    }
}
