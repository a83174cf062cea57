// main.swift is the rowc executable: it hands its arguments to the driver and exits with its status.

import RowcDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A file-size limit (RLIMIT_FSIZE) must fail the write that passes it, which rowc reports and
// cleans up after, rather than kill rowc with SIGXFSZ half way through writing.
signal(SIGXFSZ, SIG_IGN)
// Every command but the language server runs once and exits: see MemoryPolicy.
if CommandLine.arguments.dropFirst().first != "lsp" { MemoryPolicy.keepFreedMemory() }
// The arguments as the bytes they are: see Driver.run(bytes:).
let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { i in
    let argument = CommandLine.unsafeArgv[i]!
    return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
}
let status = Driver.run(bytes: arguments)
// Output that could not be written in full is a failure, whatever the command found.
exit(Console.standardFailed && status == ExitCode.success ? ExitCode.failure : status)
