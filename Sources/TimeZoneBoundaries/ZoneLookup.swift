import Foundation
import Geodesy

/// The IANA time zone of any point on Earth, from an embedded table of the zones' borders.
///
/// The table is derived from timezone-boundary-builder (© OpenStreetMap contributors and
/// timezone-boundary-builder contributors, ODbL 1.0; see ``attribution``) by
/// `scripts/build-timezones.sh`: the borders, simplified (land borders to about 44 m, coasts
/// and the open sea to about 220 m), sit in a grid of 1° cells refined 4×4 where borders pass.
/// A point in a cell that one zone covers is answered by one read per tree level; a point near
/// a border by a ray cast against the few border segments of its cell.
///
/// At sea (outside every country's 12-nautical-mile waters) the answer is the nautical zone of
/// the data, `Etc/GMT-12` … `Etc/GMT+12` (note the POSIX sign: `Etc/GMT-2` is UTC+2);
/// ``isNautical(_:)`` tells these apart. Such a zone has no country.
///
/// Agreement with the PyPI `timezonefinder` on a million random points on land, lookup time and
/// table size are measured by `checks/timezones/compare_reference.py` and `placepicker-bench`;
/// see `docs/reference/timezones.md`.
public struct ZoneLookup: Sendable {
    let table: ZoneTable

    /// The attribution that must accompany the answers wherever they are shown or shipped.
    public static let attribution =
        "Time zone boundaries: timezone-boundary-builder, © OpenStreetMap contributors, ODbL 1.0"

    /// Decodes a table (the bytes of `zones.bin`).
    ///
    /// - Parameter tableData: The table.
    /// - Throws: ``ZoneTableError`` when the bytes are not a complete, consistent table.
    /// - Complexity: O(n) in the table's size (about 5 MB, a few milliseconds).
    public init(tableData: Data) throws(ZoneTableError) {
        table = try ZoneTable(data: tableData)
    }

    /// The table shipped with the module, decoded on first use and shared afterwards.
    ///
    /// - Returns: The lookup.
    /// - Throws: ``ZoneTableError`` when the resource is missing or damaged (a packaging error).
    public static func embedded() throws(ZoneTableError) -> ZoneLookup { try shared.get() }

    private static let shared: Result<ZoneLookup, ZoneTableError> = {
        guard let data = embeddedTableData() else { return .failure(.missingResource) }
        do throws(ZoneTableError) {
            return .success(try ZoneLookup(tableData: data))
        } catch {
            return .failure(error)
        }
    }()

    /// Every zone the table can answer, by zone index.
    public var zoneIdentifiers: [String] { table.names }

    /// The timezone-boundary-builder release the table was made from, such as "2026c".
    public var dataVersion: String { table.dataVersion }

    /// Size of the table as stored (the resource), in bytes.
    public var tableByteCount: Int { table.byteCount }

    /// Bytes the decoded table holds in memory: its arrays and zone names.
    public var memoryByteCount: Int {
        table.root.count * 4 + table.nodes.count * 4 + table.leaves.count * 2
            + table.names.reduce(0) { $0 + $1.utf8.count }
    }

    /// Whether a zone index is a nautical zone (`Etc/…`): the point is at sea.
    ///
    /// - Parameter zoneIndex: An index from ``zoneIndex(latitude:longitude:)``.
    /// - Returns: `true` for `Etc/GMT±N` and `Etc/UTC`.
    public func isNautical(_ zoneIndex: Int) -> Bool {
        table.names.indices.contains(zoneIndex) && table.names[zoneIndex].hasPrefix("Etc/")
    }

    /// The IANA zone at a coordinate.
    ///
    /// - Parameter coordinate: The point.
    /// - Returns: A zone identifier such as `Europe/Helsinki`, or `Etc/GMT-2` at sea.
    /// - Complexity: O(depth + s) for s ≤ about 50 border segments in the point's cell.
    public func zoneIdentifier(at coordinate: Coordinate) -> String {
        let index = zoneIndex(latitude: coordinate.latitude, longitude: coordinate.longitude) ?? 0
        return table.names[index]
    }

    /// The IANA zone at a latitude and longitude.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, −90…90.
    ///   - longitude: Degrees east, −180…180.
    /// - Returns: The zone identifier, or `nil` when a value is not finite or out of range.
    public func zoneIdentifier(latitude: Double, longitude: Double) -> String? {
        zoneIndex(latitude: latitude, longitude: longitude).map { table.names[$0] }
    }

    /// The index (into ``zoneIdentifiers``) of the zone at a latitude and longitude.
    ///
    /// Longitude 180 is the meridian of −180. Points exactly on a border get the zone of one of
    /// its sides.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north, −90…90.
    ///   - longitude: Degrees east, −180…180.
    /// - Returns: The zone index, or `nil` when a value is not finite or out of range.
    /// - Complexity: O(depth + s): at most 5 reads down the tree, then a pass over the ≤ about 50
    ///   border segments of the point's cell.
    public func zoneIndex(latitude: Double, longitude: Double) -> Int? {
        guard latitude >= -90, latitude <= 90, longitude >= -180, longitude <= 180 else { return nil }  // and not NaN
        let east = longitude == 180 ? 0 : longitude + 180
        let north = latitude + 90
        let column = min(Int(east), ZoneTable.rootColumns - 1)
        let row = min(Int(north), ZoneTable.rootRows - 1)
        // Position inside the current cell, 0..<1 on each axis; multiplying by 4 is exact.
        var x = east - Double(column)
        var y = north - Double(row)
        var entry = table.root[row * ZoneTable.rootColumns + column]
        while entry >> 30 == ZoneTable.EntryKind.node.rawValue {
            x *= 4
            y *= 4
            let childX = min(Int(x), 3)
            let childY = min(Int(y), 3)
            x -= Double(childX)
            y -= Double(childY)
            entry = table.nodes[Int(entry & ZoneTable.payloadMask) * 16 + childY * 4 + childX]
        }
        let payload = Int(entry & ZoneTable.payloadMask)
        if entry >> 30 == ZoneTable.EntryKind.zone.rawValue { return payload }
        return zoneInLeaf(at: payload, x: Float(x * 65535), y: Float(y * 65535))
    }

    /// The zone of a point inside an edge leaf: the side facing the point of the nearest segment
    /// that a ray up, down, east or west from the point meets inside the cell; else the leaf's
    /// open zone.
    ///
    /// Why it is right: the stretch of the ray from the point to the nearest segment it meets
    /// crosses no border (all borders of the cell are in the leaf), so the point lies in the zone
    /// on that segment's near side. When no ray meets a segment, the point's row and column are
    /// both free of borders; all such points of a cell are connected (any free row meets any free
    /// column), so they share one zone, which the generator stores as the open zone.
    private func zoneInLeaf(at start: Int, x px: Float, y py: Float) -> Int {
        let words = table.leaves
        var best = Float.infinity
        var bestZone = words[start]
        var position = start + 2
        for _ in 0..<Int(words[start + 1]) {
            let left = words[position]
            let right = words[position + 1]
            let count = Int(words[position + 2])
            var ax = Float(words[position + 3])
            var ay = Float(words[position + 4])
            var point = position + 5
            let end = position + 3 + 2 * count
            while point < end {
                let bx = Float(words[point])
                let by = Float(words[point + 1])
                // Half-open tests, so a ray through a shared vertex meets one of its segments.
                if (ax <= px) != (bx <= px) {
                    let hitY = ay + (px - ax) * (by - ay) / (bx - ax)
                    let distance = abs(hitY - py)
                    if distance < best {
                        // The left of a westward segment is its south side.
                        let facesLeft = (hitY >= py) == (bx < ax)
                        Self.take(facesLeft ? left : right, else: facesLeft ? right : left, distance, &best, &bestZone)
                    }
                }
                if (ay <= py) != (by <= py) {
                    let hitX = ax + (py - ay) * (bx - ax) / (by - ay)
                    let distance = abs(hitX - px)
                    if distance < best {
                        // The left of a northward segment is its west side.
                        let facesLeft = (hitX >= px) == (by > ay)
                        Self.take(facesLeft ? left : right, else: facesLeft ? right : left, distance, &best, &bestZone)
                    }
                }
                ax = bx
                ay = by
                point += 2
            }
            position = end
        }
        return Int(bestZone)
    }

    /// Takes a segment met at `distance` (nearer than `best`) as the nearest: the zone on the side
    /// that faces the point, or, when that side has none (a point on the edge of the data: a pole,
    /// the antimeridian), the zone on the other side. A segment with a zone on neither side is not
    /// taken.
    @inline(__always)
    private static func take(
        _ facing: UInt16, else other: UInt16, _ distance: Float, _ best: inout Float, _ bestZone: inout UInt16
    ) {
        let zone = facing != ZoneTable.noZone ? facing : other
        if zone != ZoneTable.noZone {
            best = distance
            bestZone = zone
        }
    }
}

extension ZoneLookup {
    /// Where the embedded table (`zones.bin`) is in the module's bundle, or `nil` when it is missing.
    public static var embeddedTableURL: URL? {
        Bundle.module.url(forResource: "zones", withExtension: "bin", subdirectory: "Resources")
    }

    /// The bytes of the embedded table, or `nil` when the resource is missing.
    static func embeddedTableData() -> Data? {
        embeddedTableURL.flatMap { try? Data(contentsOf: $0) }
    }
}
