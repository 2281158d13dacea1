import ConcurrencyPrimitives

/// The server-wide count of open connections, in total and per client, which decides at accept time whether a
/// new connection may stay.
///
/// Every event loop asks ``admit(client:)`` before it keeps an accepted connection and calls
/// ``release(client:)`` when it closes one, so the limits hold across loops. Each call takes one short lock.
final class ConnectionLimits: Sendable {
    /// Why a connection was refused.
    enum Refusal: Equatable {
        /// The server holds ``capacity`` connections.
        case serverFull
        /// This client holds ``perClient`` connections.
        case clientFull
    }

    private struct Tally: Sendable {
        var total = 0
        var perClient: [String: Int] = [:]
    }

    /// Most open connections in total.
    let capacity: Int
    /// Most open connections per client key; 0 for no limit.
    let perClient: Int
    private let tally = Locked(Tally())

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - capacity: Most connections in total (at least 1).
    ///   - perClient: Most connections per client; 0 or less for no limit.
    init(capacity: Int, perClient: Int) {
        self.capacity = max(1, capacity)
        self.perClient = max(0, perClient)
    }

    /// Counts a new connection from a client, unless that would cross a limit.
    ///
    /// - Parameter client: The client's key (see `SocketAddress.clientKey`).
    /// - Returns: `nil` when the connection was counted, else why it must be refused.
    /// - Complexity: O(1) on average.
    func admit(client: String) -> Refusal? {
        tally.withLock { tally in
            guard tally.total < capacity else { return .serverFull }
            if perClient > 0 {
                let held = tally.perClient[client, default: 0]
                guard held < perClient else { return .clientFull }
                tally.perClient[client] = held + 1
            }
            tally.total += 1
            return nil
        }
    }

    /// Forgets a connection counted by ``admit(client:)``.
    func release(client: String) {
        tally.withLock { tally in
            tally.total -= 1
            guard perClient > 0, let held = tally.perClient[client] else { return }
            tally.perClient[client] = held > 1 ? held - 1 : nil
        }
    }

    /// The number of open connections.
    var openCount: Int { tally.withLock { $0.total } }

    /// The number of open connections from one client.
    func openCount(client: String) -> Int { tally.withLock { $0.perClient[client, default: 0] } }
}
