import Foundation

/// Time as a ``LiveCatalog`` sees it: the instant now, and work run later on a thread of its own.
///
/// Everything a replica does after a batch arrives (applying it, folding, re-reading the sources)
/// is a job handed to ``run(after:name:background:_:)``, so a test's clock (one that runs the jobs
/// when the test moves it on) steps a replica without waiting on the wall clock.
public protocol LiveClock: Sendable {
    /// The instant now.
    var now: Date { get }

    /// Runs `body` once `delay` has passed.
    ///
    /// - Parameters:
    ///   - delay: How long to wait first (zero: at once).
    ///   - name: The job's name (the thread's, for a clock that runs jobs on threads).
    ///   - background: Whether the job gives way to requests (a fold: the lowest scheduling priority).
    ///   - body: The job.
    func run(after delay: Duration, name: String, background: Bool, _ body: @escaping @Sendable () -> Void)
}

/// The wall clock: each job runs on a new thread, after sleeping its delay.
public struct SystemClock: LiveClock {
    /// Creates the wall clock.
    public init() {}

    /// The instant now.
    public var now: Date { Date() }

    /// Starts a thread named `name` that sleeps `delay`, lowers its priority when `background`, then
    /// runs `body`.
    public func run(after delay: Duration, name: String, background: Bool, _ body: @escaping @Sendable () -> Void) {
        let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18
        let thread = Thread {
            if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
            if background { Self.lowerThisThreadsPriority() }
            body()
        }
        thread.name = name
        thread.start()
    }

    /// Gives the calling thread the lowest scheduling priority, so that a fold yields the processors
    /// to requests. On Linux the nice value is a thread's own, and `who` 0 names the calling
    /// thread (not the process); elsewhere it does nothing.
    private static func lowerThisThreadsPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }
}
