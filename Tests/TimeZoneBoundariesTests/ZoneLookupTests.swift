import Foundation
import Geodesy
import Testing

@testable import TimeZoneBoundaries

/// A point and the zone the PyPI `timezonefinder` 9.0.0 (data 2026c, the reference) answers there.
/// Each point was checked with the reference to keep its answer on a circle of 200 m around it
/// (Baarle's: 40 m, Büsingen's: 100 m), so the table's simplified borders cannot decide the case.
struct KnownPoint: CustomTestStringConvertible, Sendable {
    let name: String
    let latitude: Double
    let longitude: Double
    let zone: String
    var testDescription: String { "\(name) (\(latitude), \(longitude)) → \(zone)" }
}

@Suite("time-zone lookup")
struct ZoneLookupTests {
    static let lookup = Result { try ZoneLookup.embedded() }

    static let knownPoints: [KnownPoint] = [
        KnownPoint(name: "Helsinki", latitude: 60.1699, longitude: 24.9384, zone: "Europe/Helsinki"),
        KnownPoint(name: "Tallinn", latitude: 59.4370, longitude: 24.7536, zone: "Europe/Tallinn"),
        KnownPoint(name: "Gulf of Finland, Finnish waters", latitude: 60.05, longitude: 24.9, zone: "Europe/Helsinki"),
        KnownPoint(name: "Gulf of Finland, Estonian waters", latitude: 59.65, longitude: 24.9, zone: "Europe/Tallinn"),
        KnownPoint(name: "Baarle-Hertog, enclave H1", latitude: 51.4346, longitude: 4.9260, zone: "Europe/Brussels"),
        KnownPoint(
            name: "Baarle-Nassau, counter-enclave in H1", latitude: 51.4360, longitude: 4.93185,
            zone: "Europe/Amsterdam"),
        KnownPoint(name: "Baarle-Nassau", latitude: 51.4490, longitude: 4.9100, zone: "Europe/Amsterdam"),
        KnownPoint(name: "Kaliningrad", latitude: 54.7104, longitude: 20.4522, zone: "Europe/Kaliningrad"),
        KnownPoint(name: "Phoenix, Arizona", latitude: 33.4484, longitude: -112.0740, zone: "America/Phoenix"),
        KnownPoint(name: "Window Rock, Navajo Nation", latitude: 35.6803, longitude: -109.0526, zone: "America/Denver"),
        KnownPoint(name: "Tuba City, Navajo Nation", latitude: 36.135, longitude: -111.24, zone: "America/Denver"),
        KnownPoint(
            name: "Second Mesa, Hopi (inside Navajo)", latitude: 35.8, longitude: -110.5, zone: "America/Phoenix"),
        KnownPoint(
            name: "Indianapolis", latitude: 39.7684, longitude: -86.1581, zone: "America/Indiana/Indianapolis"),
        KnownPoint(name: "Gary, Lake County IN", latitude: 41.5934, longitude: -87.3464, zone: "America/Chicago"),
        KnownPoint(name: "Evansville, Vanderburgh IN", latitude: 37.9716, longitude: -87.5711, zone: "America/Chicago"),
        KnownPoint(
            name: "Tell City, Perry IN", latitude: 37.9514, longitude: -86.7677, zone: "America/Indiana/Tell_City"),
        KnownPoint(name: "Knox, Starke IN", latitude: 41.2959, longitude: -86.6250, zone: "America/Indiana/Knox"),
        KnownPoint(
            name: "Vincennes, Knox IN", latitude: 38.6773, longitude: -87.5286, zone: "America/Indiana/Vincennes"),
        KnownPoint(
            name: "Petersburg, Pike IN", latitude: 38.4917, longitude: -87.2786, zone: "America/Indiana/Petersburg"),
        KnownPoint(
            name: "Winamac, Pulaski IN", latitude: 41.0514, longitude: -86.6031, zone: "America/Indiana/Winamac"),
        KnownPoint(
            name: "Vevay, Switzerland IN", latitude: 38.7478, longitude: -85.0672, zone: "America/Indiana/Vevay"),
        KnownPoint(
            name: "Marengo, Crawford IN", latitude: 38.3695, longitude: -86.3436, zone: "America/Indiana/Marengo"),
        KnownPoint(name: "Büsingen am Hochrhein", latitude: 47.6970, longitude: 8.6900, zone: "Europe/Busingen"),
        KnownPoint(name: "Schaffhausen", latitude: 47.6960, longitude: 8.6350, zone: "Europe/Zurich"),
        KnownPoint(name: "Longyearbyen, Svalbard", latitude: 78.2232, longitude: 15.6267, zone: "Arctic/Longyearbyen"),
        KnownPoint(name: "Suva, Fiji", latitude: -18.1416, longitude: 178.4419, zone: "Pacific/Fiji"),
        KnownPoint(name: "Taveuni, Fiji, east of 180°", latitude: -16.80, longitude: -179.97, zone: "Pacific/Fiji"),
        KnownPoint(name: "Kiritimati, Kiribati", latitude: 1.8721, longitude: -157.4278, zone: "Pacific/Kiritimati"),
        KnownPoint(name: "Tarawa, Kiribati", latitude: 1.4518, longitude: 173.0, zone: "Pacific/Tarawa"),
        KnownPoint(name: "South Pole", latitude: -90, longitude: 0, zone: "Antarctica/McMurdo"),
        KnownPoint(name: "Near the South Pole", latitude: -89.9, longitude: 100, zone: "Antarctica/McMurdo"),
        KnownPoint(name: "Null Island (open sea)", latitude: 0, longitude: 0, zone: "Etc/GMT"),
        KnownPoint(name: "Lanzarote", latitude: 29.0, longitude: -13.6, zone: "Atlantic/Canary"),
        KnownPoint(name: "Funchal, Madeira", latitude: 32.65, longitude: -16.91, zone: "Atlantic/Madeira"),
        KnownPoint(name: "Lord Howe Island", latitude: -31.55, longitude: 159.08, zone: "Australia/Lord_Howe"),
        KnownPoint(name: "Broken Hill", latitude: -31.95, longitude: 141.45, zone: "Australia/Broken_Hill"),
    ]

    @Test(arguments: knownPoints)
    func answersTheReferenceZone(_ point: KnownPoint) throws {
        let lookup = try Self.lookup.get()
        #expect(lookup.zoneIdentifier(latitude: point.latitude, longitude: point.longitude) == point.zone)
        let coordinate = try Coordinate(latitude: point.latitude, longitude: point.longitude)
        #expect(lookup.zoneIdentifier(at: coordinate) == point.zone)
    }

    @Test(arguments: [
        (Double.nan, 0.0), (0, .nan), (.infinity, 0), (0, -.infinity), (90.000_001, 0), (-91, 0), (0, 180.5),
        (0, -181),
    ])
    func rejectsValuesOutsideTheGlobe(_ value: (latitude: Double, longitude: Double)) throws {
        let lookup = try Self.lookup.get()
        #expect(lookup.zoneIndex(latitude: value.latitude, longitude: value.longitude) == nil)
        #expect(lookup.zoneIdentifier(latitude: value.latitude, longitude: value.longitude) == nil)
    }

    @Test func answersAtThePolesAndOnTheAntimeridian() throws {
        let lookup = try Self.lookup.get()
        // The North Pole is open sea where every nautical zone meets: some nautical zone.
        let north = try #require(lookup.zoneIndex(latitude: 90, longitude: 0))
        #expect(lookup.isNautical(north))
        // 180 and -180 are one meridian.
        for latitude in stride(from: -89.5, through: 89.5, by: 7.25) {
            #expect(
                lookup.zoneIndex(latitude: latitude, longitude: 180)
                    == lookup.zoneIndex(latitude: latitude, longitude: -180))
        }
    }

    @Test func seaZonesAreNauticalAndLandZonesAreNot() throws {
        let lookup = try Self.lookup.get()
        let sea = try #require(lookup.zoneIndex(latitude: 40, longitude: -40))  // mid-Atlantic
        #expect(lookup.zoneIdentifiers[sea] == "Etc/GMT+3")
        #expect(lookup.isNautical(sea))
        let land = try #require(lookup.zoneIndex(latitude: 60.1699, longitude: 24.9384))
        #expect(!lookup.isNautical(land))
        #expect(!lookup.isNautical(-1))
        #expect(!lookup.isNautical(lookup.zoneIdentifiers.count))
    }

    @Test func describesItsTable() throws {
        let lookup = try Self.lookup.get()
        #expect(lookup.dataVersion == "2026c")
        #expect(lookup.zoneIdentifiers.count == 444)
        #expect(lookup.tableByteCount <= 8_000_000)
        // Every name a place can get is one Foundation can evaluate (otherwise it would have no zone).
        let unknown = lookup.zoneIdentifiers.filter { TimeZone(identifier: $0) == nil }
        #expect(unknown.isEmpty, "zones Foundation does not know: \(unknown)")
    }

    /// Every cell of the grid, entered at a random point, answers some zone: no descent leaves the
    /// table, and a point exactly on a cell corner or edge still answers.
    @Test func everyCellAnswers() throws {
        let lookup = try Self.lookup.get()
        for latitude in stride(from: -90.0, through: 90.0, by: 0.5) {
            for longitude in stride(from: -180.0, through: 180.0, by: 0.5) {
                #expect(lookup.zoneIndex(latitude: latitude, longitude: longitude) != nil)
            }
        }
    }
}

/// The table's checks: a damaged table is an error, never a crash or a hang at lookup.
@Suite("time-zone table checks")
struct ZoneTableTests {
    static func embedded() throws -> Data { try #require(ZoneLookup.embeddedTableData()) }

    /// Offsets of the sections, read from the header.
    static func sections(_ data: Data) -> (root: Int, nodes: Int, leaves: Int) {
        func word(_ index: Int) -> Int {
            Int(data[4 + index * 4]) | Int(data[5 + index * 4]) << 8 | Int(data[6 + index * 4]) << 16
                | Int(data[7 + index * 4]) << 24
        }
        var root = 36 + word(6) + word(7)
        root += (4 - root % 4) % 4
        let nodes = root + 360 * 180 * 4
        return (root, nodes, nodes + word(4) * 64)
    }

    static func writeUInt32(_ value: UInt32, at offset: Int, in data: inout Data) {
        for byte in 0..<4 { data[offset + byte] = UInt8((value >> (8 * UInt32(byte))) & 0xFF) }
    }

    @Test func decodesTheEmbeddedTable() throws {
        let table = try ZoneTable(data: try Self.embedded())
        #expect(table.names.first == "Africa/Abidjan")
        #expect(table.root.count == 360 * 180)
    }

    @Test func rejectsDataThatIsNotATable() {
        #expect(throws: ZoneTableError.notATable) { try ZoneLookup(tableData: Data("GIF89a".utf8)) }
        #expect(throws: ZoneTableError.notATable) { try ZoneLookup(tableData: Data()) }
    }

    @Test(arguments: [10, 40, 5_000, 300_000, 2_000_000])
    func rejectsATruncatedTable(_ length: Int) throws {
        let data = try Self.embedded().prefix(length)
        #expect(throws: ZoneTableError.self) { try ZoneLookup(tableData: data) }
    }

    @Test func rejectsAnotherVersion() throws {
        var data = try Self.embedded()
        Self.writeUInt32(7, at: 4, in: &data)
        #expect(throws: ZoneTableError.unsupportedVersion(7)) { try ZoneLookup(tableData: data) }
    }

    @Test func rejectsANodeThatPointsBackwards() throws {
        // A node whose child is itself would make a lookup descend forever.
        var data = try Self.embedded()
        let sections = Self.sections(data)
        Self.writeUInt32(1 << 30 | 0, at: sections.nodes, in: &data)
        #expect(throws: ZoneTableError.self) { try ZoneLookup(tableData: data) }
    }

    @Test func rejectsAnEntryOutsideTheTable() throws {
        var data = try Self.embedded()
        let sections = Self.sections(data)
        Self.writeUInt32(2 << 30 | 0x3FFF_FFF0, at: sections.root, in: &data)
        #expect(throws: ZoneTableError.self) { try ZoneLookup(tableData: data) }
        Self.writeUInt32(0 << 30 | 9_999, at: sections.root, in: &data)
        #expect(throws: ZoneTableError.self) { try ZoneLookup(tableData: data) }
    }

    @Test func rejectsExtraBytes() throws {
        var data = try Self.embedded()
        data.append(contentsOf: [0, 0, 0, 0])
        #expect(throws: ZoneTableError.self) { try ZoneLookup(tableData: data) }
    }

    @Test func errorsSayHowToRepair() {
        #expect(ZoneTableError.missingResource.description.contains("scripts/build-timezones.sh"))
        #expect(ZoneTableError.truncated(section: "cells").description.contains("ends inside its cells"))
    }
}
