// JSONRPC.swift holds JSON-RPC 2.0's error codes and builds its responses and notifications.

import RowcJSON

/// An error answer to a request: a code from `JSONRPC` and a message.
public struct ResponseError: Error, Equatable, Sendable {
    public let code: Int
    public let message: String

    public init(_ code: Int, _ message: String) {
        self.code = code
        self.message = message
    }
}

public enum JSONRPC {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    /// LSP: a request other than `initialize` arrived first.
    public static let serverNotInitialized = -32002
    /// LSP: the client cancelled the request before it was handled.
    public static let requestCancelled = -32800

    public static func response(id: JSON, result: JSON) -> JSON {
        .object([("jsonrpc", "2.0"), ("id", id), ("result", result)])
    }

    public static func response(id: JSON, error: ResponseError) -> JSON {
        .object([("jsonrpc", "2.0"), ("id", id),
                 ("error", .object([("code", .int(error.code)), ("message", .string(error.message))]))])
    }

    public static func notification(_ method: String, _ params: JSON) -> JSON {
        .object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)])
    }
}

/// One message from the client, classified.
public enum IncomingMessage: Sendable {
    case request(id: JSON, method: String, params: JSON)
    case notification(method: String, params: JSON)
    /// A response to a request of ours; the server sends none, so these are ignored.
    case response
    /// Not a valid JSON-RPC message: answered with this error (and the id, when one could be read).
    case invalid(id: JSON, error: ResponseError)

    /// Classifies a frame's body.
    public init(body: [UInt8]) {
        guard let json = try? JSON.parse(body) else {
            self = .invalid(id: .null, error: ResponseError(JSONRPC.parseError, "the message is not valid JSON"))
            return
        }
        self.init(json: json)
    }

    public init(json: JSON) {
        guard case .object = json else {
            self = .invalid(id: .null, error: ResponseError(JSONRPC.invalidRequest, "a message must be a JSON object"))
            return
        }
        let id = json["id"]
        if let id, !Self.isValidID(id) {
            self = .invalid(id: .null, error: ResponseError(JSONRPC.invalidRequest, "an id must be a number or a string"))
            return
        }
        guard let method = json["method"]?.stringValue else {
            if id != nil && (json["result"] != nil || json["error"] != nil) {
                self = .response
            } else {
                self = .invalid(id: id ?? .null, error: ResponseError(JSONRPC.invalidRequest, "a request needs a method"))
            }
            return
        }
        let params = json["params"] ?? .null
        guard let id else {
            self = .notification(method: method, params: params)
            return
        }
        guard json["jsonrpc"]?.stringValue == "2.0" else {
            self = .invalid(id: id, error: ResponseError(JSONRPC.invalidRequest, "`jsonrpc` must be \"2.0\""))
            return
        }
        self = .request(id: id, method: method, params: params)
    }

    static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .int, .string: true
        default: false
        }
    }
}
