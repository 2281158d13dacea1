import Geodesy
import Places
import RawMemory

/// One row of `placepicker.places` as a replica reads it, and how it becomes a ``Place``.
///
/// The typed columns win over `tags`: `name` and `opening_hours` are the tags of those names, a
/// `status` other than `operating` becomes `pickup:status` (with `pickup:status_until`), `capacity`
/// becomes `pickup:capacity` and `max_parcel` becomes `pickup:max_parcel`, the properties the picker
/// reads (``Unavailability``). Every other member of `tags` is an OSM-style tag (`amenity`,
/// `addr:street`, `wheelchair`, …) read by the same rules as a file.
public struct StoredPlace: Sendable, Equatable {
    /// `id`.
    public var id: String
    /// `name`.
    public var name: String
    /// The point's latitude (`ST_Y(geom)`).
    public var latitude: Double
    /// The point's longitude (`ST_X(geom)`).
    public var longitude: Double
    /// `opening_hours`.
    public var openingHours: String?
    /// `status`.
    public var status: String
    /// `status_until` in UTC, ISO 8601 (`2026-12-05T18:00:00Z`).
    public var statusUntil: String?
    /// `capacity`.
    public var capacity: String?
    /// `max_parcel` as JSON text.
    public var maxParcel: String?
    /// `tags` as JSON text.
    public var tags: String
    /// The data version that last wrote the row.
    public var version: Int64

    /// The property keys the typed columns become.
    public enum Key {
        /// `capacity`'s property.
        public static let capacity = Unavailability.capacityKey
        /// `max_parcel`'s property.
        public static let maxParcel = "pickup:max_parcel"
    }

    /// Why a row cannot become a place: the message names the column and says what to write instead.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The row's id, when it has one.
        public var id: String?
        /// The column at fault.
        public var column: String
        /// What is wrong and what to write instead.
        public var message: String
        /// The whole message, naming the place and the column.
        public var description: String { "place \(id.map { "\"\($0)\"" } ?? "without an id"), \(column): \(message)" }
    }

    /// The row's tags, with the typed columns written over them.
    ///
    /// - Throws: ``Problem`` for a point off the globe, an unknown status or capacity, or JSON that is
    ///   not an object.
    public func taggedRecord() throws(Problem) -> (coordinate: Coordinate, tags: [String: JSONValue]) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw Problem(
                id: id, column: "geom",
                message: "the point (\(longitude) \(latitude)) is off the globe; write longitude (±180) then "
                    + "latitude (±90) in SRID 4326, such as ST_SetSRID(ST_MakePoint(24.94, 60.17), 4326)")
        }
        guard PlaceSchema.statuses.contains(status) else {
            throw Problem(
                id: id, column: "status",
                message: "unknown status \"\(status)\"; use one of \(PlaceSchema.statuses.joined(separator: ", "))")
        }
        if let capacity, !PlaceSchema.capacities.contains(capacity) {
            throw Problem(
                id: id, column: "capacity",
                message: "unknown capacity \"\(capacity)\"; use \(PlaceSchema.capacities.joined(separator: ", ")) "
                    + "or NULL")
        }
        guard case .object(var tags) = try Self.json(tags, id: id, column: "tags") else {
            throw Problem(
                id: id, column: "tags", message: "write a JSON object of tags, such as {\"amenity\": \"parcel_locker\"}"
            )
        }
        tags["name"] = .string(name)
        tags["opening_hours"] = openingHours.map(JSONValue.string)
        tags[Unavailability.statusKey] = status == "operating" ? nil : .string(status)
        tags[Unavailability.untilKey] = status == "operating" ? nil : statusUntil.map(JSONValue.string)
        tags[Key.capacity] = capacity.map(JSONValue.string)
        if let maxParcel {
            let value = try Self.json(maxParcel, id: id, column: "max_parcel")
            guard case .object(let members) = value,
                members.values.allSatisfy({ if case .number(let n) = $0 { n > 0 && n.isFinite } else { false } })
            else {
                throw Problem(
                    id: id, column: "max_parcel",
                    message: "write an object of positive numbers, such as {\"weight_kg\": 25, \"length_cm\": 64}")
            }
            tags[Key.maxParcel] = value
        } else {
            tags[Key.maxParcel] = nil
        }
        return (Coordinate(uncheckedLatitude: latitude, longitude: longitude), tags)
    }

    private static func json(_ text: String, id: String, column: String) throws(Problem) -> JSONValue {
        switch JSONValue.parse(text) {
        case .success(let value): return value
        case .failure(let error): throw Problem(id: id, column: column, message: "not JSON: \(error.message)")
        }
    }
}

extension StoredPlace {
    /// Reads a row from the text of `COPY (SELECT <PlaceSchema.rowColumns> …) TO STDOUT`: eleven fields
    /// separated by tabs, `\N` for NULL, backslash escapes for tabs, newlines and backslashes.
    ///
    /// - Parameter line: One line without its newline.
    /// - Throws: ``Problem`` when the line does not have the eleven fields or a required one is NULL.
    init(copyLine line: ByteView) throws(Problem) {
        try self.init(fields: Self.copyFields(line))
    }

    /// ``init(copyLine:)`` over a line held in an array.
    init(copyLine line: [UInt8]) throws(Problem) {
        try self.init(fields: ByteView.withBytes(line) { Self.copyFields($0) })
    }

    /// The fields of a `COPY` line, unescaped (``copyField(_:)``).
    static func copyFields(_ line: ByteView) -> [String?] {
        var fields: [String?] = []
        fields.reserveCapacity(11)
        var start = 0
        for index in 0...line.count where index == line.count || line[unchecked: index] == 9 {
            fields.append(Self.copyField(line.slice(start..<index)))
            start = index + 1
        }
        return fields
    }

    /// Reads a row from the text of the eleven columns (a query's row, or a `COPY` line's fields).
    init(fields: [String?]) throws(Problem) {
        let id = fields.first ?? nil
        guard fields.count == 11 else {
            throw Problem(id: id, column: "row", message: "expected 11 columns, got \(fields.count)")
        }
        guard let id else { throw Problem(id: nil, column: "id", message: "the id is NULL") }
        guard let name = fields[1] else { throw Problem(id: id, column: "name", message: "the name is NULL") }
        guard let latitudeText = fields[2], let longitudeText = fields[3], let latitude = Double(latitudeText),
            let longitude = Double(longitudeText)
        else {
            throw Problem(id: id, column: "geom", message: "the point is empty or NULL; write a Point in SRID 4326")
        }
        self.init(
            id: id, name: name, latitude: latitude, longitude: longitude, openingHours: fields[4],
            status: fields[5] ?? "operating", statusUntil: fields[6], capacity: fields[7], maxParcel: fields[8],
            tags: fields[9] ?? "{}", version: fields[10].flatMap { Int64($0) } ?? 0)
    }

    /// One field of `COPY`'s text format, unescaped; `nil` for `\N`.
    static func copyField(_ text: String) -> String? { ByteView.withUTF8(text) { copyField($0) } }

    /// One field of `COPY`'s text format, unescaped; `nil` for `\N`.
    static func copyField(_ bytes: ByteView) -> String? {
        if bytes.count == 2, bytes[unchecked: 0] == 92, bytes[unchecked: 1] == 78 { return nil }  // \N
        guard bytes.contains(92) else { return bytes.string }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[unchecked: index]
            index += 1
            guard byte == 92, index < bytes.count else {
                output.append(byte)
                continue
            }
            let escaped = bytes[unchecked: index]
            index += 1
            switch escaped {
            case UInt8(ascii: "b"): output.append(8)
            case UInt8(ascii: "f"): output.append(12)
            case UInt8(ascii: "n"): output.append(10)
            case UInt8(ascii: "r"): output.append(13)
            case UInt8(ascii: "t"): output.append(9)
            case UInt8(ascii: "v"): output.append(11)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // Up to three octal digits.
                var value = Int(escaped - 48)
                var digits = 1
                while digits < 3, index < bytes.count, (48...55).contains(bytes[unchecked: index]) {
                    value = value * 8 + Int(bytes[unchecked: index] - 48)
                    index += 1
                    digits += 1
                }
                output.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                // One or two hexadecimal digits.
                var value = 0
                var digits = 0
                while digits < 2, index < bytes.count, let digit = Self.hexValue(bytes[unchecked: index]) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                if digits == 0 { output.append(UInt8(ascii: "x")) } else { output.append(UInt8(value)) }
            default: output.append(escaped)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 48...57: Int(byte - 48)
        case 65...70: Int(byte - 55)
        case 97...102: Int(byte - 87)
        default: nil
        }
    }
}
