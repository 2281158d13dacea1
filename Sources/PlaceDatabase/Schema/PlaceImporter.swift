import ConcurrencyPrimitives
import Places

/// What `db import` did.
public struct ImportSummary: Sendable, Equatable {
    /// Places whose id was new.
    public var inserted = 0
    /// Places whose row changed.
    public var updated = 0
    /// Places whose row was already the same (their version stays).
    public var unchanged = 0
    /// Places deleted because the file did not have them (`--replace`).
    public var deleted = 0
    /// The data version after the import (unchanged when nothing changed).
    public var version: Int64 = 0
}

/// Creates the schema and writes places into it, in one transaction each.
public enum PlaceImporter {
    /// Creates or upgrades the `placepicker` schema (``PlaceSchema/creation``); safe to run again.
    ///
    /// - Parameter url: The database URL.
    /// - Returns: The schema version before (`nil` when there was none) and the data version.
    /// - Throws: ``PostgresError`` when the database cannot be reached, or has a newer schema.
    public static func initialize(url: String) throws(PostgresError) -> (previous: Int?, version: Int64) {
        let connection = try PostgresConnection(url: url)
        try connection.execute("BEGIN")
        do throws(PostgresError) {
            // One initializer at a time, whatever else runs.
            try connection.execute("SELECT pg_advisory_xact_lock(7460637)")
            var previous: Int?
            if try connection.execute("SELECT to_regclass('placepicker.state') IS NOT NULL").scalar == "t" {
                previous = try connection.execute("SELECT schema_version FROM placepicker.state").scalar.flatMap {
                    Int($0)
                }
            }
            if let previous, previous > PlaceSchema.version {
                throw PostgresError(
                    .statement,
                    "the placepicker schema is version \(previous), newer than this program's \(PlaceSchema.version)")
            }
            try connection.execute(PlaceSchema.creation)
            let version = try connection.execute("SELECT version FROM placepicker.state").scalar.flatMap { Int64($0) }
            try connection.execute("COMMIT")
            return (previous, version ?? 0)
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Writes places into `placepicker.places` in one transaction: new ids are inserted, changed ones
    /// updated, equal ones left alone (their version stays), and with `replace` the ids not among
    /// `places` are deleted.
    ///
    /// - Parameters:
    ///   - places: The places (ids unique, as every reader makes them).
    ///   - url: The database URL.
    ///   - replace: Whether to delete the places not given.
    /// - Returns: The counts.
    /// - Throws: ``PostgresError``; nothing is written then.
    public static func write(_ places: [Place], url: String, replace: Bool) throws(PostgresError) -> ImportSummary {
        let connection = try PostgresConnection(url: url)
        try PlaceStore.checkSchema(connection)
        try connection.execute("BEGIN")
        do throws(PostgresError) {
            try loadIncoming(places, into: connection)
            let counts = try upsertIncoming(connection, source: nil)
            var summary = ImportSummary()
            (summary.inserted, summary.updated) = counts
            summary.unchanged = places.count - summary.inserted - summary.updated
            if replace {
                summary.deleted =
                    Int(
                        try connection.execute(
                            """
                            WITH gone AS (
                                DELETE FROM placepicker.places p
                                WHERE NOT EXISTS (SELECT 1 FROM incoming i WHERE i.id = p.id) RETURNING 1)
                            SELECT count(*) FROM gone
                            """
                        ).scalar ?? "0") ?? 0
            }
            summary.version =
                try connection.execute("SELECT version FROM placepicker.state").scalar.flatMap {
                    Int64($0)
                } ?? 0
            try connection.execute("COMMIT")
            return summary
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// A place as one line of `COPY incoming` (text format, without its newline) and a hash of that
    /// line: equal places give equal lines, so a row whose stored hash is the same need not be sent.
    struct CopyRow: Sendable {
        var id: String
        var line: [UInt8]
        /// FNV-1a (64 bits) of ``line``, as PostgreSQL's `bigint`.
        var hash: Int64
    }

    /// The places' `COPY` lines and hashes, made on all cores.
    static func copyRows(_ places: [Place]) -> [CopyRow] {
        ParallelChunks.map(count: places.count, chunkSize: 2_048) { range in
            range.map { position in
                var line: [UInt8] = []
                line.reserveCapacity(512)
                appendCopyRow(of: places[position], to: &line)
                line.removeLast()  // the newline
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                for byte in line { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                return CopyRow(id: places[position].id, line: line, hash: Int64(bitPattern: hash))
            }
        }.flatMap { $0 }
    }

    /// Copies places into the transaction's temporary table `incoming`.
    static func loadIncoming(_ places: [Place], into connection: PostgresConnection) throws(PostgresError) {
        try loadIncoming(copyRows(places), into: connection)
    }

    /// Copies rows into the transaction's temporary table `incoming`, each with its hash.
    static func loadIncoming(_ rows: some Collection<CopyRow>, into connection: PostgresConnection)
        throws(PostgresError)
    {
        try connection.execute(
            """
            CREATE TEMP TABLE incoming (
                id text, name text, lon float8, lat float8, opening_hours text, status text, status_until text,
                capacity text, max_parcel jsonb, tags jsonb, row_hash bigint) ON COMMIT DROP
            """)
        var data: [UInt8] = []
        data.reserveCapacity(rows.reduce(0) { $0 + $1.line.count + 22 })
        for row in rows {
            data.append(contentsOf: row.line)
            data.append(9)
            data.append(contentsOf: String(row.hash).utf8)
            data.append(10)
        }
        try connection.copyIn("COPY incoming FROM STDIN", data: data)
    }

    /// Writes `incoming` into `placepicker.places`: new ids inserted, changed rows updated, equal rows
    /// left alone (their version stays). With a source, every row written is that source's, and a row
    /// of another source with the same id becomes this one's.
    ///
    /// - Returns: How many rows were inserted and updated.
    static func upsertIncoming(_ connection: PostgresConnection, source: String?) throws(PostgresError) -> (Int, Int) {
        let counts = try connection.execute(
            """
            WITH source AS (
                SELECT id, name, ST_SetSRID(ST_MakePoint(lon, lat), 4326) AS geom, opening_hours, status,
                    CASE WHEN status_until IS NULL THEN NULL
                         WHEN length(status_until) = 10 THEN (status_until::date + 1)::timestamp AT TIME ZONE 'UTC'
                         ELSE status_until::timestamptz END AS status_until,
                    capacity, max_parcel, tags, row_hash
                FROM incoming),
            updated AS (
                UPDATE placepicker.places p
                SET name = s.name, geom = s.geom, opening_hours = s.opening_hours, status = s.status,
                    status_until = s.status_until, capacity = s.capacity, max_parcel = s.max_parcel,
                    tags = s.tags, updated_at = now(), source = COALESCE($1::text, p.source), row_hash = s.row_hash
                FROM source s
                WHERE p.id = s.id
                  AND ((p.name, p.geom, p.opening_hours, p.status, p.status_until, p.capacity, p.max_parcel, p.tags)
                      IS DISTINCT FROM
                      (s.name, s.geom, s.opening_hours, s.status, s.status_until, s.capacity, s.max_parcel, s.tags)
                      OR ($1::text IS NOT NULL AND p.source IS DISTINCT FROM $1::text)
                      OR p.row_hash IS DISTINCT FROM s.row_hash)
                RETURNING 1),
            inserted AS (
                INSERT INTO placepicker.places
                    (id, name, geom, opening_hours, status, status_until, capacity, max_parcel, tags, updated_at,
                     source, row_hash)
                SELECT s.id, s.name, s.geom, s.opening_hours, s.status, s.status_until, s.capacity, s.max_parcel,
                    s.tags, now(), $1::text, s.row_hash
                FROM source s
                WHERE NOT EXISTS (SELECT 1 FROM placepicker.places p WHERE p.id = s.id)
                RETURNING 1)
            SELECT (SELECT count(*) FROM inserted), (SELECT count(*) FROM updated)
            """, [source])
        return (Int(counts.rows.first?[0] ?? "0") ?? 0, Int(counts.rows.first?[1] ?? "0") ?? 0)
    }

    /// The keys that become columns rather than tags.
    static let columnKeys: Set<String> = [
        "name", "opening_hours", Unavailability.statusKey, Unavailability.untilKey, StoredPlace.Key.capacity,
        StoredPlace.Key.maxParcel,
    ]

    /// Bytes as a field of `COPY … FROM STDIN` text: backslash, tab, line feed and carriage return escaped.
    static func appendCopyText(_ bytes: some Collection<UInt8>, to data: inout [UInt8]) {
        // Nearly every field has none of the four: copied whole.
        if !bytes.contains(where: { $0 == 92 || $0 == 9 || $0 == 10 || $0 == 13 }) {
            data.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            switch byte {
            case 92: data.append(contentsOf: [92, 92])
            case 9: data.append(contentsOf: [92, 116])
            case 10: data.append(contentsOf: [92, 110])
            case 13: data.append(contentsOf: [92, 114])
            default: data.append(byte)
            }
        }
    }

    /// One line of `COPY incoming` (text format) for a place.
    static func appendCopyRow(of place: Place, to data: inout [UInt8]) {
        var tags = place.interpretedProperties.merging(place.properties) { interpreted, _ in interpreted }
        let status = tags[Unavailability.statusKey]?.stringValue.flatMap {
            PlaceSchema.statuses.contains($0) ? $0 : nil
        }
        let until = status == nil ? nil : tags[Unavailability.untilKey]?.stringValue
        let capacity = tags[StoredPlace.Key.capacity]?.stringValue.flatMap {
            PlaceSchema.capacities.contains($0) ? $0 : nil
        }
        let maxParcel: String? =
            if case .object = tags[StoredPlace.Key.maxParcel] { tags[StoredPlace.Key.maxParcel]?.jsonText() } else {
                nil
            }
        for key in columnKeys { tags[key] = nil }
        // Unknown statuses and capacities stay tags (a file may use other words than the database).
        if status == nil, let value = place.properties[Unavailability.statusKey] {
            tags[Unavailability.statusKey] = value
        }
        let fields: [String?] = [
            place.id, place.name, String(place.coordinate.longitude), String(place.coordinate.latitude),
            place.openingHours, status ?? "operating", until, capacity, maxParcel,
        ]
        for field in fields {
            guard let field else {
                data.append(contentsOf: [92, 78, 9])  // \N
                continue
            }
            appendCopyText(field.utf8, to: &data)
            data.append(9)
        }
        // The tags as JSON, written straight into the line: JSON text has no raw tab or line break,
        // so only its backslashes need doubling.
        var json: [UInt8] = []
        json.reserveCapacity(1_024)
        JSONValue.object(tags).write(to: &json, indent: nil, level: 0)
        appendCopyText(json, to: &data)
        data.append(10)
    }
}
