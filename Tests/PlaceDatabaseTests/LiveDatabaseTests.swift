import ConcurrencyPrimitives
import Foundation
import Geodesy
import Testing

@testable import PlaceDatabase
@testable import Places

/// The schema, the importer and the follower against a real PostgreSQL with PostGIS, written to by plain
/// SQL. `scripts/test.sh` starts a throwaway server and sets `PLACEPICKER_TEST_DATABASE` to its URL;
/// without it these tests are skipped (and say so).
@Suite(
    "A real PostgreSQL", .serialized,
    .enabled(
        if: TestDatabase.url != nil,
        "PLACEPICKER_TEST_DATABASE is not set (scripts/test.sh starts a server and sets it)"
    ))
struct LiveDatabaseTests {
    static let url = TestDatabase.url

    /// A connection to a freshly initialized schema (every test starts from none).
    func fresh() throws -> PostgresConnection {
        let url = try #require(Self.url)
        let sql = try PostgresConnection(url: url)
        try sql.execute("DROP SCHEMA IF EXISTS placepicker CASCADE")
        let (previous, version) = try PlaceImporter.initialize(url: url)
        #expect(previous == nil)
        #expect(version == 0)
        return sql
    }

    func insert(_ sql: PostgresConnection, id: String, name: String = "Locker", status: String = "operating") throws {
        try sql.execute(
            """
            INSERT INTO placepicker.places (id, name, geom, opening_hours, status, tags)
            VALUES ($1, $2, ST_SetSRID(ST_MakePoint(24.94, 60.17), 4326), 'Mo-Su 08:00-20:00', $3,
                    '{"amenity": "parcel_locker"}')
            """, [id, name, status])
    }

    @Test func initIsIdempotentAndVersioned() throws {
        _ = try fresh()
        let url = try #require(Self.url)
        let again = try PlaceImporter.initialize(url: url)
        #expect(again.previous == PlaceSchema.version)
        let sql = try PostgresConnection(url: url)
        #expect(try sql.execute("SELECT schema_version FROM placepicker.state").scalar == String(PlaceSchema.version))
        // A newer schema is refused by the reader with a message that says what to do.
        try sql.execute("UPDATE placepicker.state SET schema_version = 99")
        #expect {
            _ = try PlaceStore(url: url)
        } throws: { error in
            String(describing: error).contains("version 99")
        }
    }

    @Test func aMissingSchemaSaysToRunInit() throws {
        let url = try #require(Self.url)
        try PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS placepicker CASCADE")
        #expect {
            _ = try PlaceStore(url: url)
        } throws: { error in
            String(describing: error).contains("placepicker db init")
        }
    }

    @Test func everyWriteGetsItsTransactionsVersion() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        let store = try PlaceStore(url: url)
        try insert(sql, id: "a")
        #expect(try store.currentVersion() == 1)
        // Two statements in one transaction: one version, applied together.
        try sql.execute("BEGIN")
        try insert(sql, id: "b")
        try sql.execute("UPDATE placepicker.places SET status = 'full' WHERE id = 'a'")
        try sql.execute("COMMIT")
        let batch = try store.changes(since: 1)
        #expect(batch.version == 2)
        #expect(Set(batch.upserts.map(\.place.id)) == ["a", "b"])
        #expect(batch.upserts.allSatisfy { $0.version == 2 })
        #expect(batch.upserts.first { $0.place.id == "a" }?.place.properties["pickup:status"] == .string("full"))
        // An update that changes nothing moves nothing.
        try sql.execute("UPDATE placepicker.places SET name = name")
        #expect(try store.currentVersion() == 2)
        #expect(try store.changes(since: 2).isEmpty)
        // A delete leaves a tombstone; inserting the id again removes it.
        try sql.execute("DELETE FROM placepicker.places WHERE id = 'b'")
        let deleted = try store.changes(since: 2)
        #expect(deleted.version == 3 && deleted.deletions == ["b"] && deleted.upserts.isEmpty)
        try insert(sql, id: "b", name: "Back")
        let back = try store.changes(since: 3)
        #expect(back.deletions.isEmpty && back.upserts.map(\.place.name) == ["Back"])
        // Renaming an id is a delete of the old one.
        try sql.execute("UPDATE placepicker.places SET id = 'c' WHERE id = 'a'")
        let renamed = try store.changes(since: 4)
        #expect(renamed.deletions == ["a"] && renamed.upserts.map(\.place.id) == ["c"])
        // TRUNCATE leaves a tombstone for every row.
        try sql.execute("TRUNCATE placepicker.places")
        let emptied = try store.changes(since: 5)
        #expect(Set(emptied.deletions) == ["b", "c"] && emptied.upserts.isEmpty)
        #expect(try store.snapshot().places.isEmpty)
    }

    @Test func anOpenTransactionHoldsBackLaterVersions() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        let store = try PlaceStore(url: url)
        try insert(sql, id: "a")
        try sql.execute("BEGIN")
        try sql.execute("UPDATE placepicker.places SET name = 'Pending' WHERE id = 'a'")
        // Uncommitted: the reader sees version 1 and nothing after it.
        #expect(try store.changes(since: 1).version == 1)
        // A second writer waits for the first (the version row is locked) instead of taking version 3
        // and committing before 2 exists.
        let second = Locked<Int64?>(nil)
        let thread = Thread {
            let other = try? PostgresConnection(url: url)
            _ = try? other?.execute("UPDATE placepicker.places SET status = 'closed' WHERE id = 'a'")
            let version = try? other?.execute("SELECT version FROM placepicker.places WHERE id = 'a'").scalar
            second.withLock { $0 = version.flatMap { Int64($0) } }
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(second.withLock { $0 } == nil, "the second writer must wait")
        try sql.execute("COMMIT")
        for _ in 0..<100 where second.withLock({ $0 }) == nil { Thread.sleep(forTimeInterval: 0.05) }
        #expect(second.withLock { $0 } == 3)
        let batch = try store.changes(since: 1)
        #expect(batch.version == 3)
        #expect(batch.upserts.first?.place.name == "Pending")
        #expect(batch.upserts.first?.place.properties["pickup:status"] == .string("closed"))
    }

    @Test func badRowsAreSkippedAndTheRestServed() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        try insert(sql, id: "good")
        try insert(sql, id: "bad-status", status: "exploded")
        try sql.execute(
            """
            INSERT INTO placepicker.places (id, name, geom) VALUES
              ('off-globe', 'Nowhere', ST_SetSRID(ST_MakePoint(200, 95), 4326)),
              ('blank', '   ', ST_SetSRID(ST_MakePoint(1, 1), 4326));
            INSERT INTO placepicker.places (id, name, geom, tags)
              VALUES ('bad-tags', 'Tags', ST_SetSRID(ST_MakePoint(1, 1), 4326), '[1, 2]');
            INSERT INTO placepicker.places (id, name, geom, opening_hours)
              VALUES ('odd-hours', 'Odd', ST_SetSRID(ST_MakePoint(1, 1), 4326), 'whenever we feel like it');
            """)
        let snapshot = try PlaceStore(url: url).snapshot()
        #expect(Set(snapshot.places.map(\.place.id)) == ["good", "odd-hours"])
        #expect(snapshot.problems.count == 4, "\(snapshot.problems)")
        for id in ["bad-status", "off-globe", "blank", "bad-tags"] {
            #expect(snapshot.problems.contains { $0.contains("(\(id))") }, "no line names \(id): \(snapshot.problems)")
        }
        #expect(snapshot.problems.contains { $0.contains("(bad-status)") && $0.contains("unknown status") })
        #expect(snapshot.places.first { $0.place.id == "odd-hours" }?.place.openingHours == "whenever we feel like it")
    }

    @Test func importCountsAndReplaces() throws {
        _ = try fresh()
        let url = try #require(Self.url)
        func places(_ names: [(String, String)]) throws -> [Place] {
            try names.map { id, name in
                Place(
                    id: id, name: name, coordinate: try Coordinate(latitude: 60.1, longitude: 24.9),
                    categories: ["parcel_locker"], openingHours: "24/7",
                    properties: ["pickup:status": .string("full"), "pickup:status_until": .string("2026-12-24")],
                    interpretedProperties: [
                        "name": .string(name), "amenity": .string("parcel_locker"), "opening_hours": .string("24/7"),
                    ])
            }
        }
        let first = try PlaceImporter.write(places([("a", "A"), ("b", "B")]), url: url, replace: false)
        #expect(first == ImportSummary(inserted: 2, updated: 0, unchanged: 0, deleted: 0, version: 1))
        let same = try PlaceImporter.write(places([("a", "A"), ("b", "B")]), url: url, replace: false)
        #expect(same == ImportSummary(inserted: 0, updated: 0, unchanged: 2, deleted: 0, version: 1))
        let next = try PlaceImporter.write(places([("a", "A2"), ("c", "C")]), url: url, replace: true)
        #expect(next == ImportSummary(inserted: 1, updated: 1, unchanged: 0, deleted: 1, version: 2))
        let snapshot = try PlaceStore(url: url).snapshot()
        #expect(snapshot.places.map(\.place.name) == ["A2", "C"])
        let a = try #require(snapshot.places.first?.place)
        #expect(a.categories == ["parcel_locker"])
        #expect(a.properties["pickup:status"] == .string("full"))
        // A date is the last day: the status ends when it is over (here, at the end of the day in UTC).
        #expect(a.properties["pickup:status_until"] == .string("2026-12-25T00:00:00Z"))
        let sql = try PostgresConnection(url: url)
        #expect(
            try sql.execute("SELECT tags->>'amenity', tags ? 'name' FROM placepicker.places WHERE id = 'a'").rows
                == [["parcel_locker", "f"]])
    }

    @Test func theFollowerIsWokenAndCatchesUpAfterItsConnectionDies() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        let batches = Locked<[ChangeBatch]>([])
        let lines = Locked<[String]>([])
        var options = ChangeFollower.Options()
        options.pollInterval = .seconds(30)  // only a notification can wake it in time
        options.maximumBackoff = .milliseconds(200)
        let follower = ChangeFollower(
            url: url, after: 0, options: options, log: { line in lines.withLock { $0.append(line) } },
            apply: { batch in batches.withLock(waking: .all) { $0.append(batch) } })
        follower.start()
        defer { follower.stop() }
        Thread.sleep(forTimeInterval: 0.5)
        let started = Date()
        try insert(sql, id: "a")
        #expect(waitFor(batches) { $0.last?.version == 1 })
        #expect(Date().timeIntervalSince(started) < 5, "woken by the notification, not the 30 s poll")

        // Cut the follower's connection; changes made meanwhile arrive when it reconnects.
        try sql.execute(
            """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
            """)
        try sql.execute("UPDATE placepicker.places SET status = 'full' WHERE id = 'a'")
        try insert(sql, id: "b")
        #expect(waitFor(batches) { $0.last?.version == 3 })
        let seen = batches.withLock { $0 }
        #expect(seen.map(\.version) == seen.map(\.version).sorted(), "versions only grow")
        let latest = Dictionary(
            seen.flatMap(\.upserts).map { ($0.place.id, $0) }, uniquingKeysWith: { $1.version > $0.version ? $1 : $0 })
        #expect(latest["a"]?.place.properties["pickup:status"] == .string("full"))
        #expect(latest["b"] != nil)
        #expect(follower.health.isConnected && follower.health.version == 3)
        #expect(lines.withLock { $0 }.contains { $0.contains("unreachable") })
    }

    private func waitFor<Value>(_ value: Locked<Value>, _ condition: @escaping (Value) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if value.withLock({ condition($0) }) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }
}

/// The throwaway server's URL, when scripts/test.sh started one.
enum TestDatabase {
    static let url = ProcessInfo.processInfo.environment["PLACEPICKER_TEST_DATABASE"]
}
