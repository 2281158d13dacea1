import Dispatch
import Locking

/// Interprets parsed GeoJSON features on a second thread while the reader parses the next ones:
/// reading a large file is then two cores' work (the JSON parse on one, tags, shapes and the
/// catalog's index on the other) instead of one.
///
/// Features go over in batches, in order; one consumer interprets them in that order into the
/// collector it was given, so the places, their positions and the diagnostics are exactly those
/// of reading on one thread. At most ``maximumBatches`` batches wait, so a fast parser does not
/// hold the file's features twice.
final class FeaturePipeline: Sendable {
    /// One parsed feature and where it starts.
    typealias Item = (feature: GeoJSONFeature, location: SourceLocation)

    /// Features per batch: enough that the handover is rare, few enough that the two threads overlap.
    static let batchSize = 1_024
    /// Batches that may wait for the consumer.
    static let maximumBatches = 8

    private struct State: Sendable {
        var batches: [[Item]] = []
        /// Places to make room for, when the reader has estimated it.
        var reserve: Int?
        var closed = false
        var result: ImportCollector?
    }

    private let state = Locked(State())

    /// Starts the consumer with the collector it interprets into.
    ///
    /// - Parameter collector: The reader's collector; ``finish()`` gives it back.
    init(collector: ImportCollector) {
        let state = self.state
        DispatchQueue.global().async {
            var collector = collector
            while true {
                let (batch, reserve) = state.wait(until: { !$0.batches.isEmpty || $0.closed }) {
                    state, _ -> ([Item]?, Int?) in
                    let reserve = state.reserve
                    state.reserve = nil
                    return (state.batches.isEmpty ? nil : state.batches.removeFirst(), reserve)
                }
                // Room for a batch: wake the reader if it waits.
                state.withLock(waking: .all) { _ in }
                if let reserve { collector.reserve(reserve) }
                guard let batch else { break }
                for item in batch {
                    collector.keep(GeoJSONReader.prepare(item.feature, at: item.location, rules: &collector.rules))
                }
            }
            let finished = collector
            state.withLock(waking: .all) { $0.result = finished }
        }
    }

    /// Hands over a batch, waiting while ``maximumBatches`` batches wait.
    ///
    /// - Parameter batch: Features in input order.
    func send(_ batch: [Item]) {
        // Only this thread adds batches, so the room seen here is still there below.
        state.wait(until: { $0.batches.count < Self.maximumBatches }) { _, _ in }
        state.withLock(waking: .all) { $0.batches.append(batch) }
    }

    /// Asks the consumer to make room for a number of places before its next batch.
    ///
    /// - Parameter count: How many places the input probably holds.
    func reserve(_ count: Int) {
        state.withLock(waking: .all) { $0.reserve = count }
    }

    /// Waits until every batch is interpreted.
    ///
    /// - Returns: The collector with every feature sent kept.
    func finish() -> ImportCollector {
        state.withLock(waking: .all) { $0.closed = true }
        return state.wait(until: { $0.result != nil }) { state, _ in
            // The wait has no deadline, so it returns only once the consumer has set the result.
            guard let result = state.result else { preconditionFailure("the pipeline's consumer gave no collector") }
            return result
        }
    }
}
