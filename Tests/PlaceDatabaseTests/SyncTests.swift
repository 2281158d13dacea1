import Foundation
import Geodesy
import Testing

@testable import PlaceDatabase
@testable import Places

/// `db sync` against the real PostgreSQL: one source's snapshot applied as a diff, refused whole when
/// it would remove too much, with the source's last reading recorded. Part of the serialized suite,
/// since every test starts from a fresh schema.
extension LiveDatabaseTests {
    /// Points named `prefix1` … `prefixN`, each a locker with a status when given.
    func points(_ ids: [String], name: (String) -> String = { "Locker \($0)" }, status: [String: String] = [:])
        throws -> [Place]
    {
        try ids.map { id in
            var properties: [String: JSONValue] = ["carrier": .string("inpost")]
            if let state = status[id] { properties["pickup:status"] = .string(state) }
            return Place(
                id: id, name: name(id), coordinate: try Coordinate(latitude: 52.2, longitude: 21.0),
                categories: ["parcel_locker"], openingHours: "24/7", properties: properties)
        }
    }

    func snapshot(_ places: [Place], kept: Set<String> = [], share: Double = 0.2) -> PlaceSync.Snapshot {
        PlaceSync.Snapshot(
            source: "inpost-pl", format: "inpost", origin: "points.json", places: places, unreadableIDs: kept,
            maximumRemovedShare: share)
    }

    @Test func syncAppliesADiffAndRecordsTheSource() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        // A place of no source (written by plain SQL) is never removed by a source's sync.
        try insert(sql, id: "own/1")
        // One written by SQL under a carrier's id is taken over, and said to be.
        try insert(sql, id: "inpost/P10")
        let ids = (1...10).map { "inpost/P\($0)" }
        guard case .applied(let first) = try PlaceSync.apply(snapshot(try points(ids)), url: url) else {
            Issue.record("the first snapshot was refused")
            return
        }
        #expect(first.inserted == 9 && first.updated == 1 && first.before == 0 && first.removed == 0)
        #expect(first.claimed == 1)
        // One point renamed, one gone, one new: 10 % removed, under the 20 % limit.
        var next = try points(Array(ids.dropLast()) + ["inpost/P11"])
        next[0].name = "Renamed"
        guard case .applied(let second) = try PlaceSync.apply(snapshot(next), url: url) else {
            Issue.record("a 10 % change was refused")
            return
        }
        #expect(second.inserted == 1 && second.updated == 1 && second.removed == 1 && second.unchanged == 8)
        #expect(second.before == 10)
        let rows = try sql.execute("SELECT id FROM placepicker.places ORDER BY id").rows.map { $0[0] ?? "" }
        #expect(rows.contains("own/1") && rows.contains("inpost/P11") && !rows.contains("inpost/P10"))
        // The whole diff is one data version, so replicas apply it at once.
        let versions = try sql.execute(
            "SELECT DISTINCT version FROM placepicker.places WHERE id IN ('inpost/P1', 'inpost/P11')")
        #expect(versions.rows.count == 1)
        let sources = try PlaceSync.sources(url: url)
        #expect(sources.map(\.name) == ["inpost-pl"])
        #expect(sources.first?.points == 10 && sources.first?.format == "inpost")
        #expect(sources.first?.readAt.hasSuffix("Z") == true)
    }

    @Test func syncRefusesASnapshotThatWouldRemoveTooMuch() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        let ids = (1...10).map { "inpost/P\($0)" }
        _ = try PlaceSync.apply(snapshot(try points(ids)), url: url)
        let version = try PlaceStore(url: url).currentVersion()
        // A download cut at 7 of 10 points: 30 % would go.
        let cut = try points(Array(ids.prefix(7)))
        guard case .refused(let reason) = try PlaceSync.apply(snapshot(cut), url: url) else {
            Issue.record("a snapshot removing 30 % was applied")
            return
        }
        #expect(
            reason.contains("3 of the 10 points") && reason.contains("30 %") && reason.contains("nothing was changed"))
        #expect(try PlaceStore(url: url).currentVersion() == version)
        #expect(try sql.execute("SELECT count(*) FROM placepicker.places").scalar == "10")
        // Points the feed has but could not read are kept, not counted as gone.
        guard case .applied(let kept) = try PlaceSync.apply(snapshot(cut, kept: ["inpost/P8", "inpost/P9"]), url: url)
        else {
            Issue.record("a snapshot removing 10 % (two unreadable points kept) was refused")
            return
        }
        #expect(kept.removed == 1)
        // A shop that knows the network shrank raises the limit.
        guard case .applied(let shrunk) = try PlaceSync.apply(snapshot(try points(["inpost/P1"]), share: 1), url: url)
        else {
            Issue.record("a snapshot within a raised limit was refused")
            return
        }
        #expect(shrunk.removed == 8)
    }

    @Test func aPointDisabledBySyncReachesTheReplicas() throws {
        _ = try fresh()
        let url = try #require(Self.url)
        let ids = ["inpost/A", "inpost/B"]
        _ = try PlaceSync.apply(snapshot(try points(ids)), url: url)
        let store = try PlaceStore(url: url)
        let before = try store.currentVersion()
        _ = try PlaceSync.apply(snapshot(try points(ids, status: ["inpost/B": "disabled"])), url: url)
        let batch = try store.changes(since: before)
        #expect(batch.upserts.map(\.place.id) == ["inpost/B"])
        #expect(batch.upserts.first?.place.properties["pickup:status"] == .string("disabled"))
    }

    @Test func aSyncSendsOnlyChangedRowsAndUndoesEditsByOtherWriters() throws {
        let sql = try fresh()
        let url = try #require(Self.url)
        let ids = (1...5).map { "inpost/P\($0)" }
        _ = try PlaceSync.apply(snapshot(try points(ids)), url: url)
        // The same snapshot again: nothing is sent, nothing changes, no new data version.
        let version = try PlaceStore(url: url).currentVersion()
        guard case .applied(let same) = try PlaceSync.apply(snapshot(try points(ids)), url: url) else {
            Issue.record("an unchanged snapshot was refused")
            return
        }
        #expect(same.unchanged == 5 && same.updated == 0 && same.inserted == 0)
        #expect(try PlaceStore(url: url).currentVersion() == version)
        // Someone renames a point by plain SQL: its stored hash is cleared, so the carrier's next
        // snapshot puts the carrier's name back.
        try sql.execute("UPDATE placepicker.places SET name = 'Edited' WHERE id = 'inpost/P3'")
        #expect(try sql.execute("SELECT row_hash IS NULL FROM placepicker.places WHERE id = 'inpost/P3'").scalar == "t")
        guard case .applied(let again) = try PlaceSync.apply(snapshot(try points(ids)), url: url) else {
            Issue.record("the snapshot after an edit was refused")
            return
        }
        #expect(again.updated == 1 && again.unchanged == 4)
        #expect(
            try sql.execute("SELECT name FROM placepicker.places WHERE id = 'inpost/P3'").scalar == "Locker inpost/P3")
    }
}
