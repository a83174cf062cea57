// LSPBench.swift measures `rowc lsp` as an editor sees it: from sending didChange to receiving publishDiagnostics.

import Foundation

enum LSPBench {
    static let rowCount = 5_000

    static func run(_ context: BenchContext) -> [Figure] {
        let name = "lsp, didChange to publishDiagnostics"
        let text = Corpus.spec(Corpus.rows(count: rowCount, seed: 7))
        guard let child = Measure.spawnPiped(context.rowc[0], Array(context.rowc.dropFirst()) + ["lsp"]) else {
            return [.unavailable(name, unit: "ms", target: 15, higherIsBetter: false, why: "could not start rowc lsp")]
        }
        var client = LSPClient(child: child)
        let uri = "file:///bench/corpus.rows"
        client.request(id: 1, "initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        _ = client.waitForResponse(id: 1)
        client.notify("initialized", [:])
        let openStart = Measure.now()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "rows", "version": 1, "text": text]])
        _ = client.waitForDiagnostics(version: 1)
        let open = Measure.now() - openStart

        // Type one character into a title on a different row each time, as an editor sends it.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rowLines = lines.indices.filter { lines[$0].hasPrefix("row ") }
        var latencies: [Double] = []
        var diagnosticCount = 0
        let warmUps = 2
        for k in 0..<(warmUps + 3 * context.runs) {
            let line = rowLines[(k * 997) % rowLines.count]
            let column = lines[line].utf16.count - lines[line][lines[line].range(of: "title:\"")!.upperBound...].utf16.count
            lines[line].insert("x", at: lines[line].range(of: "title:\"")!.upperBound)
            let version = k + 2
            let position = ["line": line, "character": column]
            let start = Measure.now()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": position, "end": position], "text": "x"]],
            ])
            diagnosticCount = client.waitForDiagnostics(version: version)
            if k >= warmUps { latencies.append(Measure.now() - start) }
        }
        client.request(id: 2, "shutdown", nil)
        _ = client.waitForResponse(id: 2)
        client.notify("exit", nil)
        _ = child.finish()
        let megabytes = Double(text.utf8.count) / 1e6
        return [
            Figure(name: name, value: Measure.median(latencies) * 1000, unit: "ms", target: 15, higherIsBetter: false,
                   note: "\(rowCount.formatted)-row document (\(Table.format(megabytes)) MB), one character typed, "
                       + "\(diagnosticCount) diagnostics; didOpen took \(Table.format(open * 1000)) ms"),
        ]
    }
}

/// A minimal language client: Content-Length framed JSON-RPC over the child's pipes.
struct LSPClient {
    let child: Measure.PipedChild
    private var buffer: [UInt8] = []

    init(child: Measure.PipedChild) {
        self.child = child
    }

    func request(id: Int, _ method: String, _ params: Any?) {
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params ?? NSNull()])
    }

    func notify(_ method: String, _ params: Any?) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    private func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        let frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
        frame.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(child.input, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                precondition(n > 0, "rowc lsp stopped reading")
                offset += n
            }
        }
    }

    /// Reads messages until the response with `id`.
    mutating func waitForResponse(id: Int) -> [String: Any] {
        while true {
            let message = next()
            if message["id"] as? Int == id { return message }
        }
    }

    /// Reads messages until diagnostics are published for `version`; their count.
    mutating func waitForDiagnostics(version: Int) -> Int {
        while true {
            let message = next()
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["version"] as? Int == version else { continue }
            return (params["diagnostics"] as? [Any])?.count ?? 0
        }
    }

    /// The next message from the server.
    private mutating func next() -> [String: Any] {
        while true {
            if let body = takeFrame() {
                return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = chunk.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
            // Foundation's Process (used elsewhere in this run) handles SIGCHLD, which interrupts reads.
            if n < 0 && errno == EINTR { continue }
            precondition(n > 0, "rowc lsp closed its output")
            buffer += chunk[0..<n]
        }
    }

    private mutating func takeFrame() -> [UInt8]? {
        let separator = Array("\r\n\r\n".utf8)
        guard let headerEnd = buffer.indices.dropLast(3).first(where: { buffer[$0..<($0 + 4)].elementsEqual(separator) })
        else { return nil }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length:") }),
              let length = Int(lengthLine.dropFirst("Content-Length:".count).trimmingCharacters(in: .whitespaces))
        else { fatalError("rowc lsp sent a frame without Content-Length") }
        let bodyStart = headerEnd + 4
        guard buffer.count >= bodyStart + length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeFirst(bodyStart + length)
        return body
    }
}
