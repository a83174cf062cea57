// Lock.swift is a minimal mutex over Synchronization's Mutex, for caches that threads share.

import Synchronization

/// A mutual-exclusion lock around a closure.
final class Lock: @unchecked Sendable {
    private let mutex = Mutex(())

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try mutex.withLock { _ in try body() }
    }
}
