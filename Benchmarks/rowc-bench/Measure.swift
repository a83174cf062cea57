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
        /// User + system CPU time of the process and of the children it waited for (a compiler
        /// driver's front-end jobs); 0 where not measured (the intermediary's run).
        var cpuSeconds: Double = 0
    }

    /// Runs `path` with `arguments`, output discarded; wall time, peak resident memory and exit status.
    ///
    /// Through a small intermediary process (this program, started with `--measure-child`):
    /// posix_spawn starts a child in its parent's memory until it execs, and Linux counts
    /// that memory in the child's peak RSS, so a child of this benchmark, which holds the
    /// corpora, would report the benchmark's size instead of its own.
    static func run(_ path: String, _ arguments: [String]) -> ProcessResult {
        // With the same posix_spawn as the command it measures: the line it prints needs no
        // Foundation `Process`.
        guard let child = spawnPiped(CommandLine.arguments[0], ["--measure-child", path] + arguments) else {
            return ProcessResult(seconds: 0, peakKB: 0, status: -1)
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while case let count = read(child.output, &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        _ = child.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        guard parts.count == 3, let seconds = Double(parts[0]), let peak = Int(parts[1]), let status = Int32(parts[2]) else {
            return ProcessResult(seconds: 0, peakKB: 0, status: -1)
        }
        return ProcessResult(seconds: seconds, peakKB: peak, status: status)
    }

    /// The intermediary's work: run the command directly and print "seconds peakKB status".
    static func measureChild(_ path: String, _ arguments: [String]) -> Never {
        let result = runDirectly(path, arguments)
        print(result.seconds, result.peakKB, result.status)
        exit(0)
    }

    /// Spawns `path` and waits for it: wall time from spawn to exit, peak RSS from wait4.
    static func runDirectly(_ path: String, _ arguments: [String]) -> ProcessResult {
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
        func cpu(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return ProcessResult(seconds: seconds, peakKB: Int(usage.ru_maxrss), status: (status >> 8) & 0xFF,
                             cpuSeconds: cpu(usage.ru_utime) + cpu(usage.ru_stime))
    }

    /// The executable `name` on PATH, if there is one.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A running child whose standard input and output are pipes to this process.
    struct PipedChild {
        let pid: pid_t
        /// Write end of the child's standard input.
        let input: Int32
        /// Read end of the child's standard output.
        let output: Int32

        /// Closes the child's input and waits for it to exit; its exit status.
        func finish() -> Int32 {
            close(input)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(output)
            return (status >> 8) & 0xFF
        }
    }

    /// Starts `path` with pipes for standard input and output; standard error is discarded.
    static func spawnPiped(_ path: String, _ arguments: [String]) -> PipedChild? {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        close(toChild[0])
        close(fromChild[1])
        return PipedChild(pid: pid, input: toChild[1], output: fromChild[0])
    }

    /// The median wall time of `runs` runs of a child process, spawned from here as a user's shell
    /// would, and its peak memory from one more run through the intermediary (see `run`). Timed
    /// through the intermediary, each run started right after the intermediary's own start-up, a
    /// large binary with Foundation, and took 1.1 to 3.0 ms longer than the same run started directly.
    static func runMedian(runs: Int, warmUps: Int = 1, _ path: String, _ arguments: [String]) -> ProcessResult {
        for _ in 0..<warmUps { _ = runDirectly(path, arguments) }
        let timed = (0..<runs).map { _ in runDirectly(path, arguments) }
        let memory = run(path, arguments)
        return ProcessResult(seconds: median(timed.map(\.seconds)), peakKB: memory.peakKB,
                             status: (timed.map(\.status) + [memory.status]).max() ?? 0,
                             cpuSeconds: median(timed.map(\.cpuSeconds)))
    }
}
