// Measure.swift times code and child processes: monotonic clocks, medians, peak memory.

#if canImport(Glibc)
import Glibc
#endif
import Foundation

enum Measure {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The median wall time of `runs` calls of `body`, after one warm-up call.
    static func time(runs: Int, _ body: () -> Void) -> Double {
        body()
        return median((0..<runs).map { _ in
            let start = now()
            body()
            return now() - start
        })
    }

    struct ProcessResult {
        var seconds: Double
        var peakKB: Int
        var status: Int32
    }

    /// Runs `path` with `arguments`, output discarded; wall time, peak resident memory and exit status.
    static func run(_ path: String, _ arguments: [String]) -> ProcessResult {
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = now()
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
            return ProcessResult(seconds: 0, peakKB: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = now() - start
        return ProcessResult(seconds: seconds, peakKB: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF)
    }

    /// The median of `runs` runs of a child process, and the largest peak memory seen.
    static func runMedian(runs: Int, _ path: String, _ arguments: [String]) -> ProcessResult {
        _ = run(path, arguments)
        let results = (0..<runs).map { _ in run(path, arguments) }
        return ProcessResult(seconds: median(results.map(\.seconds)), peakKB: results.map(\.peakKB).max() ?? 0,
                             status: results.map(\.status).max() ?? 0)
    }
}
