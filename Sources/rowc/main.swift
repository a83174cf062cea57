// main.swift is the rowc executable: it hands its arguments to the driver and exits with its status.

import RowcDriver
import RowcSystem

// A file-size limit (RLIMIT_FSIZE) must fail the write that passes it, which rowc reports and
// cleans up after, rather than kill rowc with SIGXFSZ half way through writing.
Signal.fileSizeLimit.ignore()
// The arguments as the bytes they are: see Driver.run(bytes:).
let status = Driver.run(bytes: Processes.argumentBytes())
// Output that could not be written in full is a failure, whatever the command found.
Processes.exit(Console.standardFailed && status == ExitCode.success ? ExitCode.failure : status)
