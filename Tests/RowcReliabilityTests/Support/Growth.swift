// Growth.swift measures how time and memory grow when an input doubles.

import Foundation
import Testing

enum Growth {
    /// The best of `runs` timings of `body`, in seconds: the least disturbed by other work.
    static func bestTime(runs: Int = 5, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// How much longer `work` takes on `make(2n)` than on `make(n)`, best of several runs each.
    /// Linear work gives about 2, quadratic about 4.
    static func timeRatio(_ n: Int, make: (Int) -> [UInt8], work: ([UInt8]) -> Void) -> (ratio: Double, small: Double, large: Double) {
        let small = make(n), large = make(2 * n)
        work(small)  // warm caches and lazy globals
        // Interleaved, so a burst of other work (tests run in parallel) slows both sizes alike.
        var t1 = Double.infinity, t2 = Double.infinity
        for _ in 0..<4 {
            t1 = min(t1, bestTime(runs: 1) { work(small) })
            t2 = min(t2, bestTime(runs: 1) { work(large) })
        }
        return (t2 / t1, t1, t2)
    }

    /// Expects `work` to take less than three times as long on twice the input. Other tests run
    /// at the same time on few cores, so a measurement over 3 is taken again, up to three times:
    /// super-linear work is over 3 every time, a disturbed measurement seldom twice.
    static func expectLinearTime(_ what: String, _ n: Int, make: (Int) -> [UInt8], work: ([UInt8]) -> Void,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        var attempts: [String] = []
        for _ in 0..<3 {
            let (ratio, t1, t2) = timeRatio(n, make: make, work: work)
            if ratio < 3 { return }
            attempts.append("\(String(format: "%.3f", t1)) s for n = \(n), \(String(format: "%.3f", t2)) s for 2n (ratio \(String(format: "%.2f", ratio)))")
        }
        Issue.record("\(what) grows faster than linearly: \(attempts.joined(separator: "; "))", sourceLocation: sourceLocation)
    }
}
