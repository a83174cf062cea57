// LanguageServer.swift is the dispatcher: message queue, cancellation, lifecycle, and routing to handlers.

import RowcJSON
import RowcSystem

/// A language server independent of any transport: messages go in through `receive`,
/// answers and notifications come out through `send`.
///
/// `receive` may be called from a reader thread while `runUntilExit` (or `handleQueued`)
/// works on another: a `$/cancelRequest` takes effect at once on a request still queued,
/// which is then answered with `RequestCancelled` (-32800) instead of being handled.
public final class LanguageServer: @unchecked Sendable {
    enum State { case uninitialized, running, shutDown }

    enum Item {
        case message(IncomingMessage)
        case malformed(String)
        case cancelled(id: JSON)
        case endOfInput
    }

    private let condition = Condition()
    private var queue: [Item] = []
    private var state = State.uninitialized
    private var workspace: Workspace
    private let send: @Sendable (JSON) -> Void
    private let version: String
    /// Set by the `exit` notification: 0 after `shutdown`, 1 otherwise.
    public private(set) var exitCode: Int32?

    public init(version: String, send: @escaping @Sendable (JSON) -> Void) {
        self.version = version
        self.send = send
        workspace = Workspace(send: send)
    }

    // MARK: Input, from any thread

    public func receive(_ event: MessageReader.Event) {
        switch event {
        case .message(let body): receive(IncomingMessage(body: body))
        case .malformed(let reason): enqueue(.malformed(reason))
        }
    }

    public func receive(_ message: IncomingMessage) {
        if case .notification("$/cancelRequest", let params) = message, let id = params["id"] {
            cancel(id)
            return
        }
        enqueue(.message(message))
    }

    /// No more input will come; the worker stops once the queue is empty.
    public func endOfInput() { enqueue(.endOfInput) }

    private func enqueue(_ item: Item) {
        condition.lock()
        queue.append(item)
        condition.signal()
        condition.unlock()
    }

    /// Marks a queued request as cancelled; one already handled (or unknown) is left alone.
    private func cancel(_ id: JSON) {
        condition.lock()
        defer { condition.unlock() }
        if let index = queue.firstIndex(where: { if case .message(.request(id, _, _)) = $0 { true } else { false } }) {
            queue[index] = .cancelled(id: id)
        }
    }

    // MARK: Work, on one thread

    /// Handles messages as they come until `exit` or the end of input; returns the exit status.
    public func runUntilExit() -> Int32 {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let item = queue.removeFirst()
            condition.unlock()
            if let code = handle(item) { return code }
        }
    }

    /// Handles everything queued so far; returns the exit status once `exit` (or the end of input) was handled.
    @discardableResult
    public func handleQueued() -> Int32? {
        while true {
            condition.lock()
            guard !queue.isEmpty else { condition.unlock(); return nil }
            let item = queue.removeFirst()
            condition.unlock()
            if let code = handle(item) { return code }
        }
    }

    private func handle(_ item: Item) -> Int32? {
        switch item {
        case .message(let message): handle(message)
        case .malformed(let reason):
            send(JSONRPC.response(id: .null, error: ResponseError(JSONRPC.parseError, "unreadable message: \(reason)")))
        case .cancelled(let id):
            send(JSONRPC.response(id: id, error: ResponseError(JSONRPC.requestCancelled, "the request was cancelled")))
        case .endOfInput:
            exitCode = exitCode ?? (state == .shutDown ? 0 : 1)
        }
        return exitCode
    }

    func handle(_ message: IncomingMessage) {
        switch message {
        case .request(let id, let method, let params):
            let result: Result<JSON, ResponseError>
            do {
                result = .success(try request(method, params))
            } catch {
                result = .failure(error)
            }
            switch result {
            case .success(let value): send(JSONRPC.response(id: id, result: value))
            case .failure(let error): send(JSONRPC.response(id: id, error: error))
            }
        case .notification(let method, let params):
            notification(method, params)
        case .response:
            break
        case .invalid(let id, let error):
            send(JSONRPC.response(id: id, error: error))
        }
    }

    private func request(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
        switch state {
        case .uninitialized:
            guard method == "initialize" else {
                throw ResponseError(JSONRPC.serverNotInitialized, "the server is not initialized; send `initialize` first")
            }
            state = .running
            workspace.initialize(params)
            return Capabilities.initializeResult(version: version)
        case .shutDown:
            throw ResponseError(JSONRPC.invalidRequest, "the server is shut down; only `exit` is accepted")
        case .running:
            switch method {
            case "initialize": throw ResponseError(JSONRPC.invalidRequest, "the server is already initialized")
            case "shutdown":
                state = .shutDown
                return .null
            case "textDocument/formatting": return try workspace.formatting(params)
            case "textDocument/hover": return try workspace.hover(params)
            case "textDocument/completion": return try workspace.completion(params)
            case "textDocument/documentSymbol": return try workspace.documentSymbols(params)
            case "textDocument/codeAction": return try workspace.codeActions(params)
            default: throw ResponseError(JSONRPC.methodNotFound, "unknown method `\(method)`")
            }
        }
    }

    /// Notifications are never answered: unknown ones, and all but `exit` before `initialize`, are ignored.
    private func notification(_ method: String, _ params: JSON) {
        if method == "exit" {
            exitCode = state == .shutDown ? 0 : 1
            return
        }
        guard state == .running else { return }
        switch method {
        case "textDocument/didOpen": workspace.didOpen(params)
        case "textDocument/didChange": workspace.didChange(params)
        case "textDocument/didClose": workspace.didClose(params)
        case "textDocument/didSave": workspace.didSave(params)
        case "workspace/didChangeWatchedFiles": workspace.refreshCatalogs()
        default: break
        }
    }
}
