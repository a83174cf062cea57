// StdioTransport.swift runs a language server over two file descriptors: a reader thread and a worker.

import RowcJSON
import RowcSystem
import Synchronization

/// Connects a `LanguageServer` to byte streams. The reader thread frames input and queues it
/// (so cancellations reach queued requests); the calling thread handles messages in order.
public enum StdioTransport {
    /// Serves until `exit` or the end of input; returns the exit status (0 only after `shutdown`).
    public static func run(version: String, input: Int32, output: Int32) -> Int32 {
        let writer = FrameWriter(fd: output)
        let server = LanguageServer(version: version) { writer.write(MessageWriter.frame($0)) }
        do {
            // A thread of its own, which blocks in `read` for the whole session.
            try DetachedThread.start {
                var reader = MessageReader()
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let n = buffer.withUnsafeMutableBytes { FileDescriptor.readSome(input, into: $0) }
                    guard n > 0 else { break }
                    for event in reader.feed(buffer[0..<n]) { server.receive(event) }
                }
                for event in reader.finish() { server.receive(event) }
                server.endOfInput()
            }
        } catch {
            let message = "rowc: error: cannot start the language server's reader thread (\(error.reason))\n"
            FrameWriter(fd: FileDescriptor.standardError).write(Array(message.utf8))
            return 1
        }
        return server.runUntilExit()
    }
}

/// Writes whole frames to a file descriptor, one at a time. A closed pipe ends writing
/// quietly: the client is gone, and the end of input will follow.
final class FrameWriter: Sendable {
    private let fd: Int32
    /// Held for a whole frame, so frames from two threads never interleave; true once the pipe closed.
    private let closed = Mutex(false)

    init(fd: Int32) {
        self.fd = fd
    }

    func write(_ bytes: [UInt8]) {
        closed.withLock { closed in
            guard !closed else { return }
            if !bytes.withUnsafeBytes({ FileDescriptor.writeAll(fd, $0) }) { closed = true }
        }
    }
}
