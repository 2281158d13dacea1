import ConcurrencyPrimitives
import Dispatch
import Places

/// Interprets parsed GeoJSON features on a second thread while the reader parses the next ones:
/// reading a large file is then two cores' work (the JSON parse on one, tags, shapes and the
/// catalog's index on the other) instead of one.
///
/// Features go over in batches, in order; one consumer keeps them in that order in the collector
/// it was given, so the places, their positions and the diagnostics are exactly those of reading
/// on one thread. At most ``maximumBatches`` batches wait, so a fast parser does not hold the
/// file's features twice.
///
/// Interpreting a feature costs more than parsing it, so the consumer would be the slower
/// thread. The two share that work: when ``preparingDepth`` batches already wait, the reader
/// applies its own copy of the record rules to the batch it sends (``RecordRules`` needs no
/// other record) and the consumer only keeps the prepared records. The split follows the two
/// threads' speeds as they are, without a fixed ratio.
final class FeaturePipeline: Sendable {
    /// One parsed feature and where it starts.
    typealias Item = (feature: GeoJSONFeature, location: SourceLocation)

    /// Features in input order, interpreted by the consumer or already by the reader.
    private enum Batch {
        case features([Item])
        case prepared([PreparedRecord])
    }

    /// Features per batch: enough that the handover is rare, few enough that the two threads overlap.
    static let batchSize = 1_024
    /// Batches that may wait for the consumer.
    static let maximumBatches = 8
    /// Waiting batches from which on the reader interprets the batch it sends.
    static let defaultPreparingDepth = 5

    /// Waiting batches from which on the reader interprets what it sends (``defaultPreparingDepth``
    /// unless a test asks for another).
    private let preparingDepth: Int

    private struct State: Sendable {
        var batches: [Batch] = []
        /// Batches kept, for the reader to free. The reader allocated their features; freed on
        /// the consumer's thread, every free takes the reader's malloc arena's lock, and the two
        /// threads then wait on it tens of thousands of times per million features.
        var spent: [Batch] = []
        /// Places to make room for, when the reader has estimated it.
        var reserve: Int?
        var closed = false
        var result: ImportCollector?
    }

    private let state = Locked(State())

    /// Starts the consumer with the collector it interprets into.
    ///
    /// - Parameters:
    ///   - collector: The reader's collector; ``finish()`` gives it back.
    ///   - preparingDepth: Waiting batches from which on the reader interprets what it sends
    ///     (0: always; more than ``maximumBatches``: never).
    init(collector: ImportCollector, preparingDepth: Int = FeaturePipeline.defaultPreparingDepth) {
        self.preparingDepth = preparingDepth
        let state = self.state
        DispatchQueue.global().async {
            var collector = collector
            // The last batch kept, handed back so that the reader frees it (see `State.spent`).
            var spent: Batch?
            while true {
                let (batch, reserve) = state.wait(until: { !$0.batches.isEmpty || $0.closed }) {
                    state, _ -> (Batch?, Int?) in
                    if let batch = spent.take() { state.spent.append(batch) }
                    let reserve = state.reserve
                    state.reserve = nil
                    return (state.batches.isEmpty ? nil : state.batches.removeFirst(), reserve)
                }
                // Room for a batch: wake the reader if it waits.
                state.withLock(waking: .all) { _ in }
                if let reserve { collector.reserve(reserve) }
                guard let batch else { break }
                switch batch {
                case .features(let items):
                    for item in items {
                        collector.keep(GeoJSONReader.prepare(item.feature, at: item.location, rules: &collector.rules))
                    }
                case .prepared(let records):
                    for record in records { collector.keep(record) }
                }
                spent = batch
            }
            let finished = collector
            state.withLock(waking: .all) { $0.result = finished }
        }
    }

    /// Hands over a batch, waiting while ``maximumBatches`` batches wait, interpreted first when
    /// ``preparingDepth`` batches wait.
    ///
    /// - Parameters:
    ///   - batch: Features in input order.
    ///   - rules: The reader's own copy of the collector's rules.
    func send(_ batch: [Item], rules: inout RecordRules) {
        // Only this thread adds batches, so the room and the depth seen here are still there below
        // (the consumer only takes batches away).
        let (waiting, spent) = state.wait(until: { $0.batches.count < Self.maximumBatches }) { state, _ in
            defer { state.spent = [] }
            return (state.batches.count, state.spent)
        }
        let sent: Batch
        if waiting >= preparingDepth {
            sent = .prepared(batch.map { GeoJSONReader.prepare($0.feature, at: $0.location, rules: &rules) })
        } else {
            sent = .features(batch)
        }
        state.withLock(waking: .all) { $0.batches.append(sent) }
        // Freed here, on the thread that allocated them.
        withExtendedLifetime(spent) {}
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
