// Capabilities.swift is the server's answer to `initialize`: what it can do.

import RowcJSON

enum Capabilities {
    /// LSP `TextDocumentSyncKind.Incremental`: changes come as ranges.
    static let incrementalSync = 2

    static func initializeResult(version: String) -> JSON {
        .object([
            ("capabilities", .object([
                ("positionEncoding", "utf-16"),
                ("textDocumentSync", .object([
                    ("openClose", true),
                    ("change", .int(incrementalSync)),
                    ("save", .object([("includeText", false)])),
                ])),
                ("documentFormattingProvider", true),
                ("hoverProvider", true),
                ("completionProvider", .object([("triggerCharacters", [":", "$"]), ("resolveProvider", false)])),
                ("documentSymbolProvider", true),
                ("codeActionProvider", .object([("codeActionKinds", ["quickfix"])])),
            ])),
            ("serverInfo", .object([("name", "rowc"), ("version", .string(version))])),
        ])
    }
}
