// StdioTests.swift runs the stdio transport over pipes in this process: framing, ordering and exit status end to end.

import Foundation
import RowcJSON
@testable import RowcServer
import Testing

@Suite struct StdioTests {
    func frame(_ text: String) -> [UInt8] {
        Array("Content-Length: \(text.utf8.count)\r\n\r\n\(text)".utf8)
    }

    /// Serves `input` (then end of input) and returns the exit status and every framed message written.
    func serve(_ input: [UInt8]) throws -> (Int32, [JSON]) {
        let toServer = Pipe(), fromServer = Pipe()
        let status = ExitBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            status.value = StdioTransport.run(version: "test", input: toServer.fileHandleForReading.fileDescriptor,
                                              output: fromServer.fileHandleForWriting.fileDescriptor)
            try? fromServer.fileHandleForWriting.close()
            done.signal()
        }
        thread.start()
        toServer.fileHandleForWriting.write(Data(input))
        try toServer.fileHandleForWriting.close()
        let output = fromServer.fileHandleForReading.readDataToEndOfFile()
        #expect(done.wait(timeout: .now() + 10) == .success, "the server did not stop")
        var reader = MessageReader()
        let messages = reader.feed([UInt8](output)).compactMap { event -> JSON? in
            if case .message(let body) = event { return try? JSON.parse(body) }
            return nil
        }
        return (status.value, messages)
    }

    @Test func aWholeSessionOverPipes() throws {
        var input: [UInt8] = []
        input += frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        input += Array("Content-Length: nope\r\n\r\n".utf8)
        input += frame("{broken")
        input += frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.rows","version":1,"text":"row subtile:\"x\" title:\"A\"\n"}}}"#)
        input += frame(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///a.rows"},"options":{"tabSize":4,"insertSpaces":true}}}"#)
        input += frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        input += frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let (status, messages) = try serve(input)
        #expect(status == 0)
        #expect(messages.count == 6)
        #expect(messages[0]["id"] == 1 && messages[0]["result"]?["capabilities"] != nil)
        #expect(messages[1]["error"]?["code"] == -32700 && messages[1]["id"] == .null)
        #expect(messages[2]["error"]?["code"] == -32700 && messages[2]["id"] == .null)
        #expect(messages[3]["method"] == "textDocument/publishDiagnostics")
        #expect(messages[4]["result"]?.arrayValue?.first?["newText"] == "row title:\"A\" subtile:\"x\"\n")
        #expect(messages[5] == .object([("jsonrpc", "2.0"), ("id", 3), ("result", .null)]))
    }

    @Test func endOfInputWithoutShutdownExitsOne() throws {
        let (status, messages) = try serve(frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#) + Array("Content-Length: 40\r\n\r\n{".utf8))
        #expect(status == 1)
        #expect(messages.count == 2)
        #expect(messages.last?["error"]?["code"] == -32700)
    }
}

final class ExitBox: @unchecked Sendable {
    var value: Int32 = -1
}
