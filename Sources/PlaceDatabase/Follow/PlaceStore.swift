import PlaceReaders
import Places

/// The places of the database at one data version, as a replica loads them on start.
public struct DataSnapshot: Sendable {
    /// The data version: every change up to it is in ``places``, none after it.
    public var version: Int64
    /// The places that could be read, with the version that last wrote each.
    public var places: [VersionedPlace]
    /// Rows that could not become places, each naming its id and column (they are left out).
    public var problems: [String]

    /// Creates a snapshot.
    public init(version: Int64, places: [VersionedPlace], problems: [String]) {
        self.version = version
        self.places = places
        self.problems = problems
    }
}

/// A place with the data version of its row.
public struct VersionedPlace: Sendable {
    /// The place.
    public var place: Place
    /// The version that last wrote its row.
    public var version: Int64

    /// Creates a versioned place.
    public init(place: Place, version: Int64) {
        self.place = place
        self.version = version
    }
}

/// The changes between two data versions, as a replica applies them: whole transactions only.
public struct ChangeBatch: Sendable {
    /// The version the batch starts after.
    public var since: Int64
    /// The version the batch brings the data to.
    public var version: Int64
    /// Places inserted or changed (their latest state; a place changed twice appears once).
    public var upserts: [VersionedPlace]
    /// Ids deleted (or renamed away).
    public var deletions: [String]
    /// Rows that changed but could not become places (the replica keeps their last good state).
    public var problems: [String]

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { upserts.isEmpty && deletions.isEmpty && problems.isEmpty }

    /// Creates a batch.
    public init(since: Int64, version: Int64, upserts: [VersionedPlace], deletions: [String], problems: [String]) {
        self.since = since
        self.version = version
        self.upserts = upserts
        self.deletions = deletions
        self.problems = problems
    }
}

/// Reads the `placepicker` schema: the snapshot, the changes since a version, and the wake-ups.
///
/// Each read runs in one `REPEATABLE READ` transaction, so the version it reports and the rows it
/// returns are one state of the database (see ``PlaceSchema`` for why no change can appear later
/// behind that version).
public final class PlaceStore {
    private let connection: PostgresConnection
    private let sourceName: String

    /// Connects and checks that the schema is there and of a version this program reads.
    ///
    /// - Parameter url: The database URL.
    /// - Throws: ``PostgresError``, with a message saying to run `placepicker db init` when the schema is
    ///   missing.
    public init(url: String) throws(PostgresError) {
        connection = try PostgresConnection(url: url)
        sourceName = PostgresConnection.redacted(url)
        try Self.checkSchema(connection)
    }

    /// Fails with a clear message when the schema is missing or newer than this program.
    static func checkSchema(_ connection: PostgresConnection) throws(PostgresError) {
        let found = try connection.execute(
            "SELECT to_regclass('placepicker.state') IS NOT NULL AND to_regclass('placepicker.places') IS NOT NULL"
        ).scalar
        guard found == "t" else {
            throw PostgresError(
                .statement, "the database has no placepicker schema; create it with: placepicker db init --database URL"
            )
        }
        let version = try connection.execute("SELECT schema_version FROM placepicker.state").scalar.flatMap { Int($0) }
        guard let version, version <= PlaceSchema.version else {
            throw PostgresError(
                .statement,
                "the placepicker schema is version \(version.map(String.init) ?? "unknown"); this program reads "
                    + "version \(PlaceSchema.version) and older. Upgrade placepicker.")
        }
        guard version == PlaceSchema.version else {
            throw PostgresError(
                .statement,
                "the placepicker schema is version \(version), older than \(PlaceSchema.version); run placepicker db init "
                    + "--database URL to upgrade it.")
        }
    }

    /// Loads every place, with `COPY`.
    public func snapshot() throws -> DataSnapshot {
        try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do {
            let version = try currentVersion()
            var rows: [StoredPlace] = []
            var problems: [String] = []
            try connection.copyOut(
                "COPY (SELECT \(PlaceSchema.rowColumns) FROM placepicker.places ORDER BY id) TO STDOUT"
            ) { line in
                do { rows.append(try StoredPlace(copyLine: line)) } catch { problems.append(String(describing: error)) }
            }
            try connection.execute("COMMIT")
            let (places, rowProblems) = Self.places(of: rows, source: sourceName)
            return DataSnapshot(version: version, places: places, problems: problems + rowProblems)
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// The changes after a version, up to the database's current one.
    ///
    /// - Parameter version: The version the caller has.
    /// - Returns: The batch (empty when nothing changed).
    /// - Throws: ``PostgresError`` when the database cannot be read.
    public func changes(since version: Int64) throws(PostgresError) -> ChangeBatch {
        try connection.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do throws(PostgresError) {
            let current = try currentVersion()
            guard current > version else {
                try connection.execute("COMMIT")
                return ChangeBatch(
                    since: version, version: max(current, version), upserts: [], deletions: [], problems: [])
            }
            let changed = try connection.execute(
                "SELECT \(PlaceSchema.rowColumns) FROM placepicker.places WHERE version > $1 ORDER BY version, id",
                [String(version)])
            let deleted = try connection.execute(
                "SELECT id FROM placepicker.deleted_places WHERE version > $1 ORDER BY version, id", [String(version)])
            try connection.execute("COMMIT")
            var rows: [StoredPlace] = []
            var problems: [String] = []
            for fields in changed.rows {
                do { rows.append(try StoredPlace(fields: fields)) } catch { problems.append(error.description) }
            }
            let (places, rowProblems) = Self.places(of: rows, source: sourceName)
            return ChangeBatch(
                since: version, version: current, upserts: places,
                deletions: deleted.rows.compactMap { $0.first ?? nil },
                problems: problems + rowProblems)
        } catch {
            _ = try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Starts listening for wake-ups (again after a reconnect).
    public func listen() throws(PostgresError) {
        try connection.execute("LISTEN \(PlaceSchema.channel)")
    }

    /// Waits for a wake-up.
    ///
    /// - Parameter milliseconds: The longest wait.
    /// - Returns: Whether a change was announced.
    /// - Throws: ``PostgresError`` when the connection is lost.
    public func waitForChange(milliseconds: Int32) throws(PostgresError) -> Bool {
        try !connection.waitForNotifications(timeout: milliseconds).isEmpty
    }

    /// The database's data version now (inside the caller's transaction).
    public func currentVersion() throws(PostgresError) -> Int64 {
        guard let text = try connection.execute("SELECT version FROM placepicker.state").scalar,
            let version = Int64(text)
        else { throw PostgresError(.protocolViolation, "placepicker.state has no version") }
        return version
    }

    /// The places of rows, read by the same rules as a file; rows that cannot be places are reported.
    static func places(of rows: [StoredPlace], source: String) -> (places: [VersionedPlace], problems: [String]) {
        var reader = TaggedRecordReader(options: ImportOptions(sourceName: "placepicker.places"))
        reader.reserve(rows.count)
        var versions: [String: Int64] = [:]
        var problems: [String] = []
        for (index, row) in rows.enumerated() {
            do {
                let (coordinate, tags) = try row.taggedRecord()
                reader.add(id: row.id, coordinate: coordinate, tags: tags, index: index)
                versions[row.id] = row.version
            } catch {
                reader.skip(id: row.id, index: index, field: error.column, message: error.message)
            }
        }
        let result = reader.result()
        for diagnostic in result.report.diagnostics where diagnostic.severity == .error {
            problems.append(diagnostic.description)
        }
        let places = result.places.map { VersionedPlace(place: $0, version: versions[$0.id] ?? 0) }
        return (places, problems)
    }
}
