// DetachedThread.swift starts a thread of its own for work that blocks for as long as the process runs.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A detached pthread with the system's default stack: for a loop that blocks in `read` for a
/// whole session, which should not hold one of Dispatch's threads, kept for work that ends.
public enum DetachedThread {
    /// Starts `body` on a new thread; throws when the system cannot make one.
    public static func start(_ body: @escaping @Sendable () -> Void) throws(SystemError) {
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
            DetachedThread.run(context)
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw SystemError(code: status)
        }
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
