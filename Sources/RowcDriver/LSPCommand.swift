// LSPCommand.swift implements `rowc lsp`: a language server on standard input and output.

import RowcServer
import RowcSystem

extension Command {
    static let lsp = Command(
        name: "lsp",
        summary: "Run the language server on standard input and output.",
        usage: "lsp",
        description: """
        Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) on standard
        input and output, for editors: diagnostics as you type, formatting, hover, completion,
        outline and quick fixes. Exit status 0 after `shutdown` and `exit`, 1 otherwise.
        """,
        options: [],
        run: { arguments, _ throws(UsageError) in
            guard arguments.positionals.isEmpty else {
                throw UsageError("`rowc lsp` takes no paths; the editor sends the documents")
            }
            // A client that closes its end must not kill the server mid-write.
            Signal.brokenPipe.ignore()
            return StdioTransport.run(version: Version.current, input: FileDescriptor.standardInput, output: FileDescriptor.standardOutput)
        })
}
