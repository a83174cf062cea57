// FormatCommand.swift implements `rowc fmt`: rewrite specs in canonical layout, or list those that are not.

import RowcDiagnostics
import RowcFormat
import RowcSource
import RowcSystem

extension Command {
    static let fmt = Command(
        name: "fmt",
        summary: "Format specs in the canonical layout.",
        usage: "fmt [--check] PATH...  (PATH - formats standard input to standard output)",
        description: """
        Rewrites each spec in the one canonical layout (see grammar.md, Formatting). Files already
        formatted are not touched; others are replaced atomically. A file with syntax errors is left
        as it is and its diagnostics are printed; the exit status is then 1.
        With --check, writes nothing: lists the files that are not formatted and exits 1 if there are any.
        With -, formats standard input to standard output.
        """,
        options: [
            OptionSpec(name: "--check", value: nil, help: "list unformatted files and exit 1; write nothing"),
        ],
        run: { arguments, console throws(UsageError) in
            let check = arguments.has("--check")
            if arguments.positionals.contains("-") {
                guard arguments.positionals.count == 1 else {
                    throw UsageError("`-` (standard input) cannot be combined with other paths")
                }
                let input = try FormatRun.readStandardInput()
                return FormatRun.standardInput(input, check: check, console: console)
            }
            let paths = try SpecFiles.find(arguments.positionals, for: "fmt")
            let files = try paths.map { path throws(UsageError) in try SpecFiles.read(path) }
            return try FormatRun.files(files, check: check, console: console)
        })
}

/// The work of `rowc fmt`, apart from argument parsing, so tests can call it directly.
enum FormatRun {
    /// The display path for standard input in diagnostics and `--check` output.
    static let standardInputName = "<stdin>"

    /// All of standard input, up to the size of the largest spec; a usage error when it cannot
    /// be read (a folder, a closed descriptor) or is larger.
    static func readStandardInput() throws(UsageError) -> [UInt8] {
        switch FileBytes.readToEnd(FileDescriptor.standardInput, limit: SpecFiles.maxBytes) {
        case .success(let bytes): return bytes
        case .failure(.tooLarge): throw SpecFiles.tooLarge(standardInputName)
        case .failure(.read(let code)): throw UsageError("\(standardInputName): cannot be read (\(SystemReason.text(code)))")
        case .failure: throw UsageError("\(standardInputName): cannot be read")
        }
    }

    static func standardInput(_ bytes: [UInt8], check: Bool, console: Console) -> Int32 {
        let file = SourceFile(path: standardInputName, bytes: bytes)
        switch Formatter.format(file) {
        case .failure(let refusal):
            refuse(refusal, file: file, console: console)
            return ExitCode.failure
        case .success(let text):
            if check {
                guard Array(text.utf8) != bytes else { return ExitCode.success }
                console.out(standardInputName + "\n")
                return ExitCode.failure
            }
            console.out(text)
            return ExitCode.success
        }
    }

    /// Formats each file in place (or only compares, with `check`); files with syntax errors are skipped.
    static func files(_ files: [SourceFile], check: Bool, console: Console) throws(UsageError) -> Int32 {
        var status = ExitCode.success
        let results = ParallelMap.map(files) { Formatter.format($0) }
        for (file, result) in zip(files, results) {
            switch result {
            case .failure(let refusal):
                refuse(refusal, file: file, console: console)
                status = ExitCode.failure
            case .success(let text):
                let bytes = Array(text.utf8)
                guard bytes != file.bytes else { continue }
                if check {
                    console.out(file.path + "\n")
                    status = ExitCode.failure
                    continue
                }
                do {
                    try FileReplacement.replace(file.path, with: bytes)
                } catch {
                    throw UsageError(error.message)
                }
            }
        }
        return status
    }

    static func refuse(_ refusal: FormatRefusal, file: SourceFile, console: Console) {
        console.err(TextRenderer().render(refusal.diagnostics, in: file))
        let errors = refusal.diagnostics.count { $0.severity == .error }
        console.err("\(file.path): not formatted: \(errors) syntax error\(errors == 1 ? "" : "s")\n")
    }
}
