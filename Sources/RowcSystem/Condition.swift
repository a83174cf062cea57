// Condition.swift is a mutex with a condition variable, for a thread that sleeps until another gives it work.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pthread's mutex and condition variable, used as `lock`, `wait` while there is nothing to
/// do, `signal` after adding work, `unlock`. The two live in memory of their own: pthread
/// objects must not move, and a stored property of a Swift class is no promise of that.
public final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    public init() {
        // With default attributes these cannot fail on Linux or Darwin.
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }

    public func unlock() { pthread_mutex_unlock(mutex) }

    /// Unlocks, sleeps until `signal` (or spuriously: check again in a loop), and locks again.
    public func wait() { pthread_cond_wait(condition, mutex) }

    /// Wakes one thread waiting in `wait`; call with the lock held.
    public func signal() { pthread_cond_signal(condition) }
}
