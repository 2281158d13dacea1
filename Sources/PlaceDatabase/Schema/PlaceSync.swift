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
            try PlaceImporter.loadIncoming(snapshot.places, into: connection)
            let kept = "{" + snapshot.unreadableIDs.map(arrayElement).joined(separator: ",") + "}"
            let counts = try connection.execute(
                """
                SELECT (SELECT count(*) FROM placepicker.places WHERE source = $1),
                       (SELECT count(*) FROM placepicker.places p
                        WHERE p.source = $1 AND p.id <> ALL ($2::text[])
                          AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.id = p.id))
                """, [snapshot.source, kept])
            var summary = Summary()
            summary.before = Int(counts.rows.first?[0] ?? "0") ?? 0
            let vanishing = Int(counts.rows.first?[1] ?? "0") ?? 0
            if summary.before > 0, Double(vanishing) > Double(summary.before) * snapshot.maximumRemovedShare {
                try connection.execute("ROLLBACK")
                let share = Int((Double(vanishing) / Double(summary.before) * 100).rounded())
                let limit = Int((snapshot.maximumRemovedShare * 100).rounded())
                return .refused(
                    "the snapshot would remove \(vanishing) of the \(summary.before) points of source "
                        + "\"\(snapshot.source)\" (\(share) %), more than the \(limit) % allowed; nothing was changed. "
                        + "A download cut short looks like this. If the network really shrank, run again with "
                        + "--max-removed \(min(100, share + 1))%.")
            }
            (summary.inserted, summary.updated) = try PlaceImporter.upsertIncoming(connection, source: snapshot.source)
            summary.unchanged = snapshot.places.count - summary.inserted - summary.updated
            summary.removed =
                Int(
                    try connection.execute(
                        """
                        WITH gone AS (
                            DELETE FROM placepicker.places p
                            WHERE p.source = $1 AND p.id <> ALL ($2::text[])
                              AND NOT EXISTS (SELECT 1 FROM incoming i WHERE i.id = p.id)
                            RETURNING 1)
                        SELECT count(*) FROM gone
                        """, [snapshot.source, kept]
                    ).scalar ?? "0") ?? 0
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
    public static func sources(url: String) throws(PostgresError) -> [SourceRecord] {
        let connection = try PostgresConnection(url: url)
        try PlaceStore.checkSchema(connection)
        return try sources(connection)
    }

    /// The sources, read on an open connection.
    static func sources(_ connection: PostgresConnection) throws(PostgresError) -> [SourceRecord] {
        let rows = try connection.execute(
            """
            SELECT name, format, origin, to_char(read_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), points
            FROM placepicker.sources ORDER BY name
            """)
        return rows.rows.compactMap { row in
            guard row.count == 5, let name = row[0], let format = row[1], let origin = row[2], let readAt = row[3]
            else { return nil }
            return SourceRecord(
                name: name, format: format, origin: origin, readAt: readAt, points: Int(row[4] ?? "0") ?? 0)
        }
    }

    /// One element of a PostgreSQL text array literal, quoted.
    private static func arrayElement(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// One data source as the database records it: a carrier's feed synced under a name.
public struct SourceRecord: Sendable, Equatable {
    /// The source's name (`inpost-pl`).
    public var name: String
    /// The format it was read from.
    public var format: String
    /// Where it was read from.
    public var origin: String
    /// When it was last read, UTC ISO 8601.
    public var readAt: String
    /// How many points it has.
    public var points: Int

    /// Creates a record.
    public init(name: String, format: String, origin: String, readAt: String, points: Int) {
        self.name = name
        self.format = format
        self.origin = origin
        self.readAt = readAt
        self.points = points
    }
}
