// ThreadTests.swift checks the condition variable and the detached thread: work handed over and seen done.

import RowcSystem
import Testing

@Suite("threads")
struct ThreadTests {
    /// A box the two threads share, guarded by `condition`.
    final class Shared: @unchecked Sendable {
        let condition = Condition()
        var values: [Int] = []
    }

    @Test("a detached thread runs its body, and a waiter wakes for each value it signals")
    func handOver() throws {
        let shared = Shared()
        try DetachedThread.start {
            for value in 1...100 {
                shared.condition.lock()
                shared.values.append(value)
                shared.condition.signal()
                shared.condition.unlock()
            }
        }
        shared.condition.lock()
        while shared.values.count < 100 { shared.condition.wait() }
        let values = shared.values
        shared.condition.unlock()
        #expect(values == Array(1...100))
    }

    @Test("this process is running, and its id is its own")
    func processes() {
        #expect(Processes.isRunning(Processes.currentID))
        #expect(Processes.currentID > 0)
    }
}
