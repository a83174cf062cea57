// Command.swift lists rowc's commands with their options and help, and dispatches to them.

/// A subcommand: its name, usage, options and implementation.
struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let description: String
    let options: [OptionSpec]
    let run: @Sendable (ParsedArguments, Console) throws(UsageError) -> Int32

    static let all: [Command] = [.check, .build, .report, .fmt, .lsp]

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }
}

/// rowc's entry point, apart from the process: arguments in, exit status out.
public enum Driver {
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        guard let first = arguments.first else {
            console.err(Help.overview)
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help":
            console.out(Help.overview)
            return ExitCode.success
        case "--version", "version":
            console.out(Help.version + "\n")
            return ExitCode.success
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.out(Help.overview)
                return ExitCode.success
            }
            guard let command = Command.named(name) else {
                return usageError("unknown command `\(name)`", console: console)
            }
            console.out(Help.text(for: command))
            return ExitCode.success
        default:
            guard let command = Command.named(first) else {
                let hint = first.hasPrefix("-") ? "unknown option `\(first)`" : "unknown command `\(first)`"
                return usageError(hint + " (see `rowc --help`)", console: console)
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("-h") || rest.contains("--help") {
                console.out(Help.text(for: command))
                return ExitCode.success
            }
            do {
                let parsed = try ParsedArguments(rest, command: command.name, options: command.options)
                return try command.run(parsed, console)
            } catch {
                return usageError(error.message, console: console)
            }
        }
    }

    /// rowc's entry point for the process, with its arguments as the system passes them: bytes
    /// that need not be UTF-8. `CommandLine.arguments` mends such bytes with U+FFFD, and a path
    /// so mended names another file, so an argument that is not UTF-8 is refused instead.
    public static func run(bytes arguments: [[UInt8]], console: Console = .standard) -> Int32 {
        var decoded: [String] = []
        for argument in arguments {
            guard let text = String(validating: argument, as: UTF8.self) else {
                return usageError(SpecFiles.notUTF8(FileSystem.spelling(argument)).message, console: console)
            }
            decoded.append(text)
        }
        return run(decoded, console: console)
    }

    static func usageError(_ message: String, console: Console) -> Int32 {
        console.err("rowc: error: \(message)\n")
        return ExitCode.usage
    }
}
