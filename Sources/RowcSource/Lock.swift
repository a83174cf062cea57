// Lock.swift is a minimal mutex, so shared caches need neither Foundation nor Dispatch.

import Synchronization

/// A mutual-exclusion lock around a closure.
final class Lock: @unchecked Sendable {
    private let mutex = Mutex(())

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
