// ParallelMap.swift maps over an array on every core, keeping the input's order.

import Dispatch

public enum ParallelMap {
    /// `items.map(transform)`, run concurrently; the result order is the input order.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let output = results
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            output[i] = transform(items[i])  // each index written by exactly one iteration
        }
        // Moved out, not copied: a copy would leave each result referenced by the buffer, which is
        // freed without its elements, so the results would never be unique (or freed) again.
        return results.indices.map { results.moveElement(from: $0)! }
    }
}
