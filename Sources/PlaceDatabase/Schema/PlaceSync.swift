import Foundation
import Places

/// Applies a new snapshot of one source (a carrier's feed) to `placepicker.places` as a diff, in one
/// transaction: the source's new points inserted, changed ones updated, and its points that vanished
/// from the snapshot removed — unless that would remove more than a set share of the source, which
/// is what a truncated download looks like. Then nothing changes.
///
/// Replicas follow the result like any other write: the transaction is one data version.
public enum PlaceSync {
    /// What a sync did, or why it did nothing.
    public enum Outcome: Sendable, Equatable {
        /// The snapshot was applied.
        case applied(Summary)
        /// The snapshot was refused; nothing was written.
        case refused(String)
    }

    /// What an applied sync changed.
    public struct Summary: Sendable, Equatable {
        /// Points new to the database.
        public var inserted = 0
        /// Points whose row changed (including points taken over from another source).
        public var updated = 0
        /// Points already the same.
        public var unchanged = 0
        /// The source's points that were not in the snapshot, removed.
        public var removed = 0
        /// The source's points before the sync.
        public var before = 0
        /// Points that another source (or a writer of plain SQL) had written and this one now owns.
        public var claimed = 0
        /// The data version after the sync.
        public var version: Int64 = 0
    }

    /// One source's snapshot and how to apply it.
    public struct Snapshot: Sendable {
        /// The source's name (`inpost-pl`): the points it owns are those it last wrote.
        public var source: String
        /// The format it was read from (`inpost`), recorded with the time it was read.
        public var format: String
        /// Where it was read from (a file name or a URL without its key), recorded likewise.
        public var origin: String
        /// The points of the snapshot (ids unique).
        public var places: [Place]
        /// Ids the snapshot has but could not read (records with errors): kept, not removed.
        public var unreadableIDs: Set<String>
        /// The largest share of the source's points a sync may remove, 0…1.
        public var maximumRemovedShare: Double

        /// Creates a snapshot.
        public init(
            source: String, format: String, origin: String, places: [Place], unreadableIDs: Set<String> = [],
            maximumRemovedShare: Double = 0.2
        ) {
            self.source = source
            self.format = format
            self.origin = origin
            self.places = places
            self.unreadableIDs = unreadableIDs
            self.maximumRemovedShare = maximumRemovedShare
        }
    }

    /// Applies a snapshot.
    ///
    /// - Parameters:
    ///   - snapshot: The source's new points.
    ///   - url: The database URL.
    /// - Returns: What changed, or why nothing did.
    /// - Throws: ``PostgresError``; nothing is written then.
    public static func apply(_ snapshot: Snapshot, url: String) throws(PostgresError) -> Outcome {
        let connection = try PostgresConnection(url: url)
        try PlaceStore.checkSchema(connection)
        try connection.execute("BEGIN")
        do throws(PostgresError) {
            // One sync of a source at a time; other sources and other writers go on.
            try connection.execute("SELECT pg_advisory_xact_lock(7460638, hashtext($1))", [snapshot.source])
            // The source's rows as they are now: only new and changed rows are sent, and the vanished
            // ones are known before anything is written.
            let stored = try connection.execute(
                "SELECT id, row_hash FROM placepicker.places WHERE source = $1", [snapshot.source])
            var storedHash: [String: Int64?] = [:]
            storedHash.reserveCapacity(stored.rows.count)
            for row in stored.rows {
                if let id = row.first ?? nil { storedHash[id] = row.count > 1 ? row[1].flatMap { Int64($0) } : nil }
            }
            var summary = Summary()
            summary.before = storedHash.count
            let snapshotIDs = Set(snapshot.places.map(\.id))
            let vanishing = storedHash.keys.filter { !snapshotIDs.contains($0) && !snapshot.unreadableIDs.contains($0) }
            if summary.before > 0, Double(vanishing.count) > Double(summary.before) * snapshot.maximumRemovedShare {
                try connection.execute("ROLLBACK")
                let share = Double(vanishing.count) / Double(summary.before) * 100
                let limit = Int((snapshot.maximumRemovedShare * 100).rounded())
                return .refused(
                    "the snapshot would remove \(vanishing.count) of the \(summary.before) points of source "
                        + "\"\(snapshot.source)\" (\(Self.percent(share)) %), more than the \(limit) % allowed; nothing was "
                        + "changed. A download cut short looks like this. If the network really shrank, run again "
                        + "with --max-removed \(min(100, Int(share.rounded(.up)) + 1))%.")
            }
            let rows = PlaceImporter.copyRows(snapshot.places)
            let changed = rows.filter { row in storedHash[row.id].map { $0 != row.hash } ?? true }
            try PlaceImporter.loadIncoming(changed, into: connection)
            summary.claimed =
                try connection.execute(
                    """
                    SELECT count(*) FROM placepicker.places p JOIN incoming i ON i.id = p.id
                    WHERE p.source IS DISTINCT FROM $1
                    """, [snapshot.source]
                ).scalar.flatMap { Int($0) } ?? 0
            (summary.inserted, summary.updated) = try PlaceImporter.upsertIncoming(connection, source: snapshot.source)
            summary.unchanged = snapshot.places.count - summary.inserted - summary.updated
            let gone = "{" + vanishing.map(arrayElement).joined(separator: ",") + "}"
            let removed = try connection.execute(
                """
                WITH gone AS (
                    DELETE FROM placepicker.places WHERE source = $1 AND id = ANY ($2::text[]) RETURNING 1)
                SELECT count(*) FROM gone
                """, [snapshot.source, gone])
            summary.removed = removed.scalar.flatMap { Int($0) } ?? 0
            try connection.execute(
                """
                INSERT INTO placepicker.sources (name, format, origin, read_at, points)
                VALUES ($1, $2, $3, now(), (SELECT count(*) FROM placepicker.places WHERE source = $1))
                ON CONFLICT (name) DO UPDATE SET format = EXCLUDED.format, origin = EXCLUDED.origin,
                    read_at = EXCLUDED.read_at, points = EXCLUDED.points
                """, [snapshot.source, snapshot.format, snapshot.origin])
            summary.version =
                try connection.execute("SELECT version FROM placepicker.state").scalar.flatMap { Int64($0) } ?? 0
            try connection.execute("COMMIT")
            return .applied(summary)
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The sources the database holds, with when each was last read.
    ///
    /// - Parameter url: The database URL.
    /// - Returns: The sources by name.
    /// - Throws: ``PostgresError``.
    public static func sources(url: String) throws(PostgresError) -> [SourceStatus] {
        let connection = try PostgresConnection(url: url)
        try PlaceStore.checkSchema(connection)
        return try sources(connection)
    }

    /// The sources, read on an open connection.
    static func sources(_ connection: PostgresConnection) throws(PostgresError) -> [SourceStatus] {
        let rows = try connection.execute(
            """
            SELECT name, format, origin, to_char(read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), points
            FROM placepicker.sources ORDER BY name
            """)
        return rows.rows.compactMap { row in
            guard row.count == 5, let name = row[0], let format = row[1], let origin = row[2], let readAt = row[3]
            else { return nil }
            return SourceStatus(
                name: name, format: format, origin: origin, readAt: readAt, points: Int(row[4] ?? "0") ?? 0)
        }
    }

    /// A share in percent as the refusal says it: whole numbers, but never "100" for less than all
    /// nor "0" for more than none.
    static func percent(_ share: Double) -> String {
        if share > 99, share < 100 { return String(format: "%.1f", share) }
        if share > 0, share < 1 { return String(format: "%.1f", share) }
        return String(Int(share.rounded()))
    }

    /// One element of a PostgreSQL text array literal, quoted.
    private static func arrayElement(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
