import Foundation

/// A value guarded by a lock: the one lock type of the package, for memo tables, caches, the served app and
/// the server's state shared between event loops, handler threads and callers. Threads may also wait on it
/// until the value says they can go on.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// ```
///
/// `Mutex` from `Synchronization` would do for the lock, but it needs iOS 18 and macOS 15 and the
/// package supports iOS 17 and macOS 14, and it has no waiting.
///
/// `@unchecked Sendable` is safe because `value` is only reached while `condition` is locked (inside
/// `withLock` or `wait`), and `State` itself is required to be `Sendable`.
@usableFromInline
package final class Locked<State: Sendable>: @unchecked Sendable {
    /// Which waiting threads a change wakes.
    @usableFromInline
    package enum Wake {
        /// One waiting thread (enough when any one of them can take what changed, such as a queued job).
        case one
        /// Every waiting thread.
        case all
    }

    @usableFromInline let condition = NSCondition()
    /// Unchecked exclusivity: `withLock` is inlined into other modules, where the compiler would
    /// check every access at run time (a call into the runtime per lock taken). The lock is what
    /// makes the accesses exclusive; `body` must not take this lock again (see `withLock`).
    @exclusivity(unchecked) @usableFromInline var value: State

    /// Creates the lock around a first value.
    ///
    /// - Parameter value: The state.
    @usableFromInline
    package init(_ value: State) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// - Parameter body: Reads or changes the state; must not take this lock again.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws (the lock is released first).
    @inlinable
    package func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        condition.lock()
        defer { condition.unlock() }
        return try body(&value)
    }

    /// Runs `body` with exclusive access to the state, then wakes threads in ``wait(until:deadline:_:)`` so
    /// they look at it again.
    ///
    /// - Parameters:
    ///   - wake: Which waiting threads to wake.
    ///   - body: Reads or changes the state.
    /// - Returns: What `body` returns.
    @inlinable
    package func withLock<Result>(waking wake: Wake, _ body: (inout State) -> Result) -> Result {
        condition.lock()
        defer {
            switch wake {
            case .one: condition.signal()
            case .all: condition.broadcast()
            }
            condition.unlock()
        }
        return body(&value)
    }

    /// Blocks until `isReady` holds for the state or the deadline passes, then runs `body` with the lock still
    /// held.
    ///
    /// Only changes made with ``withLock(waking:_:)`` wake a waiting thread.
    ///
    /// - Parameters:
    ///   - isReady: The condition to wait for.
    ///   - deadline: When to give up waiting; `nil` waits as long as it takes.
    ///   - body: Called with the state and whether `isReady` holds (it does not only when the deadline passed).
    /// - Returns: What `body` returns.
    package func wait<Result>(
        until isReady: (State) -> Bool,
        deadline: Date? = nil,
        _ body: (inout State, _ ready: Bool) -> Result
    ) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while !isReady(value) {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        return body(&value, isReady(value))
    }
}
