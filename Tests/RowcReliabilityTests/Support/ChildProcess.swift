// ChildProcess.swift runs the rowc executable as a separate process: its own environment, folder, limits and memory.

import Foundation
import RowcTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// One finished child process: exit status (or the signal that ended it), output, peak memory, time.
struct ChildResult {
    var status: Int32
    /// The signal that killed it, or 0 when it exited.
    var signal: Int32
    var out: [UInt8]
    var err: [UInt8]
    /// Peak resident memory in kilobytes (`ru_maxrss`).
    var maxRSS: Int
    var seconds: Double
    var timedOut: Bool

    var outText: String { String(decoding: out, as: UTF8.self) }
    var errText: String { String(decoding: err, as: UTF8.self) }
}

enum ChildProcess {
    /// The `rowc` executable `swift test` built beside this test bundle.
    static let rowc: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rowc").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return Repository.root + "/.build/debug/rowc"
    }()

    /// Runs `rowc arguments...` through `/bin/sh` in `directory`, with `environment` (only it,
    /// plus PATH), `prefix` run before (`ulimit -f 4;`) and `wrapper` in front of the command
    /// (`taskset -c 0`). Killed after `timeout` seconds.
    static func rowc(_ arguments: [String], in directory: String, environment: [String: String] = [:],
                     prefix: String = "", wrapper: [String] = [], executable: String = rowc, timeout: Double = 120) -> ChildResult {
        let command = (wrapper + [executable] + arguments).map(quote).joined(separator: " ")
        return shell("cd \(quote(directory)) && \(prefix) exec \(command)", environment: environment, timeout: timeout)
    }

    /// `taskset -c 0`, which runs rowc on one CPU (so on one thread's worth of cores), when there is taskset.
    static let oneCPU: [String] = FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") ? ["/usr/bin/taskset", "-c", "0"] : []

    /// How to run rowc so that permission bits apply to it: as it is when the tests do not run
    /// as root, and through `setpriv` as the user nobody when they do, since root reads and
    /// writes whatever the bits say. As nobody, from a copy in a folder every user can reach:
    /// the build folder may sit where only root can go (a clone under /root). Nil when neither
    /// works, which the permission tests report as a failure rather than pass unchecked.
    static let withoutRoot: (wrapper: [String], executable: String)? = {
        guard geteuid() == 0 else { return ([], rowc) }
        let wrapper = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard FileManager.default.isExecutableFile(atPath: wrapper[0]) else { return nil }
        let copy = nobodyFolder + "/rowc"
        guard (try? FileManager.default.createDirectory(atPath: nobodyFolder, withIntermediateDirectories: true,
                                                          attributes: [.posixPermissions: 0o755])) != nil,
              link(rowc, copy) == 0 || (try? FileManager.default.copyItem(atPath: rowc, toPath: copy)) != nil else { return nil }
        atexit { try? FileManager.default.removeItem(atPath: ChildProcess.nobodyFolder) }
        let probe = shell((wrapper + [copy, "--version"]).map(quote).joined(separator: " "))
        return probe.status == 0 ? (wrapper, copy) : nil
    }()

    /// Where the executable nobody runs is linked or copied to, removed when the tests end.
    static let nobodyFolder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-as-nobody-\(getpid())").path

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs `script` with `/bin/sh -c`; standard input is empty, output goes through files.
    static func shell(_ script: String, environment: [String: String] = [:], timeout: Double = 120) -> ChildResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-child-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/out", errPath = scratch + "/err"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var env = environment
        env["PATH"] = env["PATH"] ?? "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
        let words: [String] = ["/bin/sh", "-c", script]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = Date()
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else {
            return ChildResult(status: -1, signal: 0, out: [], err: Array("cannot spawn /bin/sh".utf8), maxRSS: 0, seconds: 0, timedOut: false)
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 && errno != EINTR { break }
            if Date().timeIntervalSince(start) > timeout && !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(2_000)
        }
        let seconds = Date().timeIntervalSince(start)
        let exited = status & 0x7F == 0
        return ChildResult(status: exited ? (status >> 8) & 0xFF : -1, signal: exited ? 0 : status & 0x7F,
                           out: [UInt8](FileManager.default.contents(atPath: outPath) ?? Data()),
                           err: [UInt8](FileManager.default.contents(atPath: errPath) ?? Data()),
                           maxRSS: Int(usage.ru_maxrss), seconds: seconds, timedOut: timedOut)
    }
}
