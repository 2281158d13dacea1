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

    @Test func usageErrorsNameTheFix() {
        #expect(runTool(["db", "init"]).error.contains("--database URL"))
        #expect(runTool(["db", "init"]).status == 64)
        #expect(runTool(["db", "drop", "--database", Self.nowhere]).error.contains("'db init' or 'db import FILE'"))
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
