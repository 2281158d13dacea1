import ConcurrencyPrimitives
import Foundation
import PlaceDatabase
import PlaceQuery
import Places
import Testing

@testable import PlaceReplication

/// A replica of bare engines: what the tests build and compare.
extension PlaceEngine: LiveBase {
    /// Itself.
    public var engine: PlaceEngine { self }
    /// The other engine.
    public func replacingEngine(_ engine: PlaceEngine) -> PlaceEngine { engine }
}

/// A clock that moves only when the test moves it: a job runs on the test's thread when
/// ``advance(by:)`` passes its time, so a replica's steps happen in one order, run after run. Time
/// is kept as a `Duration` since the start (exact, where sums of `Date`s round).
final class ManualClock: LiveClock {
    private struct Job {
        var due: Duration
        var order: Int
        var name: String
        var body: @Sendable () -> Void

        func precedes(_ other: Job) -> Bool { (due, order) < (other.due, other.order) }
    }

    private let start: Date
    private let state = Locked((elapsed: Duration.zero, jobs: [Job](), count: 0))

    init(start: Date = Date(timeIntervalSince1970: 1_796_025_600)) { self.start = start }

    var now: Date {
        let elapsed = state.withLock { $0.elapsed }
        return start.addingTimeInterval(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// The names of the jobs waiting, soonest first.
    var waiting: [String] { state.withLock { $0.jobs.sorted { $0.precedes($1) }.map(\.name) } }

    func run(after delay: Duration, name: String, background: Bool, _ body: @escaping @Sendable () -> Void) {
        state.withLock { state in
            state.jobs.append(Job(due: state.elapsed + delay, order: state.count, name: name, body: body))
            state.count += 1
        }
    }

    /// Moves the time on by `duration`, running each job that falls due on the way (those the jobs
    /// hand over too), soonest first, then those handed over first.
    func advance(by duration: Duration) {
        let end = state.withLock { $0.elapsed } + duration
        while let job = nextJob(dueBy: end) { job.body() }
        state.withLock { $0.elapsed = end }
    }

    /// Moves the time on an apply interval at a time until no job waits; an issue when jobs still
    /// wait after a simulated minute (a worker that never goes idle).
    func advanceUntilIdle() {
        for _ in 0..<600 where !waiting.isEmpty { advance(by: LiveCatalog<PlaceEngine>.applyInterval) }
        if !waiting.isEmpty { Issue.record("jobs still waiting after a minute: \(waiting)") }
    }

    private func nextJob(dueBy end: Duration) -> Job? {
        state.withLock { state in
            guard let next = state.jobs.indices.min(by: { state.jobs[$0].precedes(state.jobs[$1]) }),
                state.jobs[next].due <= end
            else { return nil }
            let job = state.jobs.remove(at: next)
            state.elapsed = max(state.elapsed, job.due)
            return job
        }
    }
}

/// A feed the test hands batches through, with a health and sources it sets.
final class TestFeed: ChangeFeed {
    private let state = Locked(
        (
            apply: (@Sendable (ChangeBatch) -> Void)?.none, started: Int64?.none, isStopped: false,
            health: FollowerHealth?.none, sources: [SourceStatus]?.none
        ))

    init(sources: [SourceStatus]? = nil) { state.withLock { $0.sources = sources } }

    func start(after version: Int64, apply: @escaping @Sendable (ChangeBatch) -> Void) {
        state.withLock { state in
            state.apply = apply
            state.started = version
        }
    }

    func stop() { state.withLock { $0.isStopped = true } }

    var health: FollowerHealth? { state.withLock { $0.health } }

    func sources() -> [SourceStatus]? { state.withLock { $0.sources } }

    /// The version the feed was started after, `nil` before it was.
    var startedAfter: Int64? { state.withLock { $0.started } }
    var isStopped: Bool { state.withLock { $0.isStopped } }

    func setHealth(_ health: FollowerHealth) { state.withLock { $0.health = health } }
    func setSources(_ sources: [SourceStatus]?) { state.withLock { $0.sources = sources } }

    /// Hands a batch to the catalog as the follower does.
    func send(_ batch: ChangeBatch) {
        guard let apply = state.withLock({ $0.apply }) else {
            Issue.record("a batch sent before the feed was started")
            return
        }
        apply(batch)
    }
}
