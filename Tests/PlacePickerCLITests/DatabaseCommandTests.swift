import Foundation
import Testing

@testable import PlacePickerCLI

/// `db` and `serve --database` when something is missing: a clear message and a sysexits status,
/// never a hang. (The commands against a real server: Tests/PlaceDatabaseTests and checks/replica.)
@Suite("database commands without a database")
struct DatabaseCommandTests {
    /// A loopback port nothing listens on (the connection is refused at once).
    static let nowhere = "postgresql://placepicker@127.0.0.1:9/places?connect_timeout=2"

    @Test func serveWithoutTheDatabaseExits69AndSaysWhatToDo() {
        let result = runTool(["serve", "--database", Self.nowhere, "--port", "0"])
        #expect(result.status == 69, "\(result.error)")
        #expect(result.error.contains("cannot load the places from the database"))
        #expect(result.error.contains("--data FILE"))
    }

    @Test func dbCommandsWithoutTheDatabaseExit69() {
        for arguments in [["db", "init"], ["db", "import", "-"]] {
            let result = runTool(
                arguments + ["--database", Self.nowhere],
                input: [
                    "{\"type\": \"FeatureCollection\", \"features\": [{\"type\": \"Feature\", \"id\": \"a\", \"geometry\": {\"type\": \"Point\", \"coordinates\": [24.9, 60.1]}, \"properties\": {\"name\": \"A\"}}]}"
                ])
            #expect(result.status == 69, "\(arguments): \(result.error)")
            #expect(result.error.contains("cannot connect to postgresql://placepicker@127.0.0.1:9/"), "\(result.error)")
        }
    }

    @Test func syncChecksItsArgumentsAndNeverWritesABrokenSnapshot() throws {
        let directory = try temporaryDirectory()
        let points = try writeFile(
            "points.json",
            #"{"count": 1, "page": 1, "total_pages": 1, "items": [{"name": "KRA01M", "location": {"latitude": 50.06, "longitude": 19.94}}"#,
            in: directory)
        let noSource = runTool(["db", "sync", points, "--database", Self.nowhere])
        #expect(noSource.status == 64 && noSource.error.contains("--source NAME"), "\(noSource.error)")
        let both = runTool([
            "db", "sync", points, "--url", "http://127.0.0.1:9/", "--source", "x", "--database", Self.nowhere,
        ])
        #expect(both.status == 64 && both.error.contains("not both"), "\(both.error)")
        let share = runTool([
            "db", "sync", points, "--source", "x", "--max-removed", "lots", "--database", Self.nowhere,
        ])
        #expect(share.status == 64 && share.error.contains("20%"), "\(share.error)")
        let key = runTool([
            "db", "sync", "--url", "http://127.0.0.1:9/", "--source", "x", "--api-key-env", "PLACEPICKER_NO_SUCH_KEY",
            "--database", Self.nowhere,
        ])
        #expect(key.status == 64 && key.error.contains("PLACEPICKER_NO_SUCH_KEY"), "\(key.error)")
        // The page is cut short (its array never closes): refused before the database is asked.
        let cut = runTool(["db", "sync", points, "--from", "inpost", "--source", "x", "--database", Self.nowhere])
        #expect(cut.status == 65, "\(cut.error)")
        #expect(cut.error.contains("is not whole") && cut.error.contains("nothing was changed"), "\(cut.error)")
        // A server that cannot be reached, after its retries: 69, nothing changed.
        let unreachable = runTool([
            "db", "sync", "--url", "http://127.0.0.1:9/points", "--from", "inpost", "--source", "x", "--retries", "1",
            "--timeout", "2", "--database", Self.nowhere,
        ])
        #expect(unreachable.status == 69, "\(unreachable.error)")
        #expect(unreachable.error.contains("after 2 tries"), "\(unreachable.error)")
    }

    @Test func usageErrorsNameTheFix() {
        #expect(runTool(["db", "init"]).error.contains("--database URL"))
        #expect(runTool(["db", "init"]).status == 64)
        #expect(
            runTool(["db", "drop", "--database", Self.nowhere]).error.contains(
                "'db init', 'db import FILE' or 'db sync FILE --source NAME'"))
        #expect(runTool(["db", "import", "--database", Self.nowhere]).status == 64)
        let parcel = runTool(["nearest", "--parcel", "huge"])
        #expect(parcel.status == 64 && parcel.error.contains("4kg,40x30x20cm"), "\(parcel.error)")
    }

    @Test func aPasswordIsNeverPrinted() {
        let result = runTool(["db", "init", "--database", "postgresql://user:s3cret@127.0.0.1:9/places"])
        #expect(result.status == 69)
        #expect(!result.error.contains("s3cret"), "\(result.error)")
        #expect(result.error.contains("user:***@127.0.0.1"))
    }
}
