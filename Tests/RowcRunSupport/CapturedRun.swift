// CapturedRun.swift runs rowc in-process and captures what it prints and its exit status.

import RowcDriver
import RowcTestSupport
import Synchronization

/// One run of `rowc` through `Driver.run`, with its two output streams.
public struct CapturedRun: Equatable, Sendable {
    public var status: Int32
    public var out: String
    public var err: String

    public init(status: Int32, out: String, err: String) {
        self.status = status
        self.out = out
        self.err = err
    }

    /// Runs `rowc arguments...` from the repository root.
    public static func rowc(_ arguments: [String]) -> CapturedRun {
        _ = Repository.root
        let captured = CapturedConsole()
        let status = Driver.run(arguments, console: captured.console)
        return CapturedRun(status: status, out: captured.out, err: captured.err)
    }
}

/// A console whose two streams are kept, for tests that hand a command its console themselves.
/// Commands write from any thread.
public final class CapturedConsole: Sendable {
    private let outText = Mutex(""), errText = Mutex("")

    public init() {}

    public var out: String { outText.withLock { $0 } }
    public var err: String { errText.withLock { $0 } }

    public var console: Console {
        Console(out: { text in self.outText.withLock { $0 += text } },
                err: { text in self.errText.withLock { $0 += text } })
    }
}
