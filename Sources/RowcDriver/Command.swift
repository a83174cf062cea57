// Command.swift lists rowc's commands with their options and help, and dispatches to them.

import RowcDiagnostics

/// A subcommand: its name, usage, options and implementation.
struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let description: String
    let options: [OptionSpec]
    let run: @Sendable (ParsedArguments, Console) throws(UsageError) -> Int32

    static let all: [Command] = [.check, .build, .report, .strings, .metrics, .fmt, .lsp]

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
                return usageError(unknown(name, among: Command.all.map(\.name)), console: console)
            }
            console.out(Help.text(for: command))
            return ExitCode.success
        default:
            guard let command = Command.named(first) else {
                return usageError(unknown(first, among: topLevel) + " (see `rowc --help`)", console: console)
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

    /// What `rowc` accepts first, besides the commands' names, for a misspelling's suggestion.
    private static let topLevel = Command.all.map(\.name) + ["help", "version", "--help", "--version"]

    /// `unknown command `chek`; did you mean `check`?`: the closest of `known` when one is close,
    /// as an unknown option's message suggests the closest option.
    static func unknown(_ word: String, among known: [String]) -> String {
        let kind = word.hasPrefix("-") ? "option" : "command"
        let candidates = known.filter { $0.hasPrefix("-") == word.hasPrefix("-") }
        let hint = closestNames(to: word, among: candidates).first.map { "; did you mean `\($0)`?" } ?? ""
        return "unknown \(kind) `\(word)`\(hint)"
    }

    static func usageError(_ message: String, console: Console) -> Int32 {
        console.err("rowc: error: \(message)\n")
        return ExitCode.usage
    }
}
