// StdioTransport.swift runs a language server over two file descriptors: a reader thread and a worker.

import RowcJSON
import RowcSystem
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a `LanguageServer` to byte streams. The reader thread frames input and queues it
/// (so cancellations reach queued requests); the calling thread handles messages in order.
public enum StdioTransport {
    /// Serves until `exit` or the end of input; returns the exit status (0 only after `shutdown`).
    public static func run(version: String, input: Int32, output: Int32) -> Int32 {
        let writer = FrameWriter(fd: output)
        let server = LanguageServer(version: version) { writer.write(MessageWriter.frame($0)) }
        let started = ReaderThread.start {
            var reader = MessageReader()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                for event in reader.feed(buffer[0..<n]) { server.receive(event) }
            }
            for event in reader.finish() { server.receive(event) }
            server.endOfInput()
        }
        guard started == 0 else {
            let message = "rowc: error: cannot start the language server's reader thread (\(SystemReason.text(started)))\n"
            FrameWriter(fd: STDERR_FILENO).write(Array(message.utf8))
            return 1
        }
        return server.runUntilExit()
    }
}

/// A detached thread for the reader, which blocks in `read` for the whole session: a thread
/// of its own rather than one of Dispatch's pool, which is kept for work that ends.
enum ReaderThread {
    /// Starts `body` on a new thread with the system's default stack; 0, or the error number.
    static func start(_ body: @escaping @Sendable () -> Void) -> Int32 {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            ReaderThread.run(context)
            return nil
        }, context)
        if status != 0 { Unmanaged<Body>.fromOpaque(context).release() }
        return status
    }

    private static func run(_ context: UnsafeMutableRawPointer?) {
        guard let context else { return }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().body()
    }

    /// The closure, boxed to travel through pthread's `void *` argument.
    private final class Body {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
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
