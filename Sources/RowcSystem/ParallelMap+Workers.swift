// ParallelMap+Workers.swift maps over an array with a bound on how many items run at once.

import Dispatch

extension ParallelMap {
    /// `items.map(transform)` on at most `workers` threads; the result order is the input order,
    /// and with one worker it is a plain serial map.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], workers: Int, _ transform: @Sendable (T) -> R) -> [R] {
        let workers = min(max(1, workers), items.count)
        guard workers > 1 else { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let output = results
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for i in stride(from: worker, to: items.count, by: workers) {
                output[i] = transform(items[i])  // each index written by exactly one worker
            }
        }
        // Moved out, as `map(_:_:)` does: the buffer is freed without its elements.
        return results.indices.map { results.moveElement(from: $0)! }
    }
}
