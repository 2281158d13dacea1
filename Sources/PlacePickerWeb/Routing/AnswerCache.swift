import ConcurrencyPrimitives
import Foundation
import HTTPMessage

/// Answers already computed, reused for identical requests within the same minute.
///
/// A page or API answer is a pure function of the request target, the language the browser asks
/// for, the catalog and the clock (see ``WebApp``). The catalog is fixed for the life of a
/// ``WebApp`` (a reload builds a new app, and with it a new cache), and opening hours are written to
/// the minute, so an answer computed at 10:41:07 is the answer for every identical request until
/// 10:42:00. Sun-based times (`sunset`) are computed to the second; an answer may therefore say
/// "closed" for up to 59 s after such an event — well inside the uncertainty of the event itself.
/// ``WebApp/handle(_:)`` reads the clock once per request, for the minute an answer is kept under
/// and the instant it is computed at alike, so a kept answer always shows an instant of its minute.
///
/// What is kept is bounded by entries and by bytes; when either is full, the oldest entry goes
/// first, and entries of an earlier minute are dropped as soon as they are met.
final class AnswerCache: Sendable {
    /// What identifies an answer, besides the minute.
    struct Key: Hashable, Sendable {
        /// `GET` and `HEAD` share answers (HEAD is answered as GET).
        var target: String
        /// The raw `Accept-Language` field (the page's language may come from it).
        var acceptLanguage: String
        /// Whether the request is the script's in-page update (it changes the redirect rule).
        var isUpdate: Bool
    }

    private struct Entry {
        var response: HTTPResponse
        var minute: Int
        /// When it was kept, counting keeps; matches its place in `order`.
        var sequence: Int
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Keys in insertion order (oldest first), for eviction; a key kept again is also here
        /// with its earlier sequence, which no longer matches its entry and is skipped.
        var order: [(key: Key, sequence: Int)] = []
        var orderStart = 0
        var sequence = 0
        var bytes = 0
    }

    /// The most entries kept.
    let capacity: Int
    /// The most body bytes kept.
    let byteCapacity: Int
    private let state = Locked(State())

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - capacity: The most answers kept.
    ///   - byteCapacity: The most body bytes kept; a larger answer is not kept.
    init(capacity: Int = 2_048, byteCapacity: Int = 64 << 20) {
        self.capacity = capacity
        self.byteCapacity = byteCapacity
    }

    /// The minute an instant falls in, as the cache counts minutes.
    static func minute(of instant: Date) -> Int { Int((instant.timeIntervalSince1970 / 60).rounded(.down)) }

    /// The kept answer for a key in a minute, if any.
    ///
    /// - Parameters:
    ///   - key: The request's key.
    ///   - minute: The current minute (``minute(of:)``).
    /// - Returns: The answer, or `nil`.
    /// - Complexity: O(1) expected.
    func answer(for key: Key, minute: Int) -> HTTPResponse? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            if entry.minute == minute { return entry.response }
            state.bytes -= entry.response.body.count
            state.entries[key] = nil
            return nil
        }
    }

    /// Keeps an answer for the rest of its minute.
    ///
    /// - Parameters:
    ///   - response: The answer.
    ///   - key: The request's key.
    ///   - minute: The minute the answer was computed in.
    /// - Complexity: O(1) amortized.
    func keep(_ response: HTTPResponse, for key: Key, minute: Int) {
        let size = response.body.count
        guard size <= byteCapacity else { return }
        state.withLock { state in
            if let old = state.entries[key] { state.bytes -= old.response.body.count }
            state.sequence += 1
            state.entries[key] = Entry(response: response, minute: minute, sequence: state.sequence)
            state.order.append((key, state.sequence))
            state.bytes += size
            while state.entries.count > capacity || state.bytes > byteCapacity, state.orderStart < state.order.count {
                let oldest = state.order[state.orderStart]
                state.orderStart += 1
                guard state.entries[oldest.key]?.sequence == oldest.sequence,
                    let entry = state.entries.removeValue(forKey: oldest.key)
                else { continue }
                state.bytes -= entry.response.body.count
            }
            // Keep the order list near the number of entries: drop what was used or replaced.
            if state.order.count - state.orderStart > 2 * capacity + 16 {
                let entries = state.entries
                state.order = state.order[state.orderStart...].filter { entries[$0.key]?.sequence == $0.sequence }
                state.orderStart = 0
            }
        }
    }

    /// The number of answers kept (for tests).
    var count: Int { state.withLock { $0.entries.count } }
}
