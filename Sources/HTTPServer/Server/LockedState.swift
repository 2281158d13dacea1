import Foundation

/// A value guarded by a lock, for state shared between the accept thread, workers and callers.
///
/// `Mutex` from `Synchronization` would do, but it needs macOS 15 and the package supports macOS 14.
///
/// `@unchecked Sendable` is safe because `value` is only reached inside `withLock`, which holds `lock` for the
/// whole access, and `State` itself is required to be `Sendable`.
final class LockedState<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: State

    init(_ value: State) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the state.
    func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
