// CapturedRun.swift runs rowc in-process and captures what it prints and its exit status.

import RowcDriver
import Synchronization

/// One run of `rowc` through `Driver.run`, with its two output streams.
struct CapturedRun: Equatable {
    var status: Int32
    var out: String
    var err: String

    /// Runs `rowc arguments...` from the repository root.
    static func rowc(_ arguments: [String]) -> CapturedRun {
        _ = Repository.root
        let out = Buffer(), err = Buffer()
        let status = Driver.run(arguments, console: Console(out: out.append, err: err.append))
        return CapturedRun(status: status, out: out.text, err: err.text)
    }
}

/// Text appended from any thread.
private final class Buffer: Sendable {
    private let storage = Mutex("")

    @Sendable func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}
