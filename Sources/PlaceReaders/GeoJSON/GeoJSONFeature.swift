import Geodesy
import Places

/// The members of one GeoJSON feature that the reader uses, taken either from a parsed tree (a
/// document that is a single `Feature`) or straight from the text as the parser meets them
/// (``JSONParser/parseFeature()``, every element of a `features` array), so that one reading of
/// their meaning serves both.
struct GeoJSONFeature {
    /// A feature's `geometry` member.
    enum Geometry {
        /// A `Point` that ``GeoJSONGeometry`` takes as it is, without a diagnostic: its coordinate.
        case point(Coordinate)
        /// Any other value, for ``GeoJSONGeometry`` to read (`nil`: no `geometry` member).
        case value(JSONValue?)
    }

    /// A feature's `properties` member.
    enum Properties {
        /// An object: its members, names unique (the last of a repeated name wins).
        case object(TagList)
        /// Any other value (`nil`: no `properties` member).
        case other(JSONValue?)
    }

    /// Whether the element is an object at all.
    var isObject: Bool
    /// The `type` member.
    var type: JSONValue?
    /// The `id` member.
    var id: JSONValue?
    /// The `geometry` member.
    var geometry = Geometry.value(nil)
    /// The `properties` member.
    var properties = Properties.other(nil)

    /// A feature read from a tree.
    ///
    /// - Parameter value: The element or document.
    init(_ value: JSONValue) {
        guard case .object(let members) = value else {
            isObject = false
            return
        }
        isObject = true
        type = members["type"]
        id = members["id"]
        geometry = .value(members["geometry"])
        if case .object(let tags) = members["properties"] {
            properties = .object(TagList(tags))
        } else {
            properties = .other(members["properties"])
        }
    }

    /// A feature being read from the text, before its first member.
    fileprivate init() {
        isObject = true
    }
}

extension JSONParser {
    /// Reads one element of a `features` array, taking the members the reader uses apart as they
    /// come: no dictionary for the feature or its properties, a `Point` read without a tree.
    ///
    /// Syntax errors, positions and warnings are exactly those of ``parseValue(recordingUnder:)``
    /// over the same element: the member syntax is ``parseMembers(_:)``'s, and a repeated member
    /// name is reported when its object ends, as there.
    ///
    /// - Returns: The feature's parts.
    /// - Throws: The first syntax error.
    mutating func parseFeature() throws(JSONSyntaxError) -> GeoJSONFeature {
        guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "{") else {
            return GeoJSONFeature(try parseValue(recordingUnder: nil))
        }
        var feature = GeoJSONFeature()
        var seen: UInt8 = 0
        var foreign: [String] = []
        var repeated: [(String, TextPosition)] = []
        try parseMembers { (key, _, position, parser) throws(JSONSyntaxError) in
            let bit: UInt8
            switch key {
            case "type":
                bit = 1
                feature.type = try parser.parseValue(recordingUnder: nil)
            case "id":
                bit = 2
                feature.id = try parser.parseValue(recordingUnder: nil)
            case "geometry":
                bit = 4
                feature.geometry = try parser.parseGeometry()
            case "properties":
                bit = 8
                feature.properties = try parser.parseProperties()
            default:
                bit = 0
                _ = try parser.parseValue(recordingUnder: nil)
            }
            if bit == 0 ? foreign.contains(key) : seen & bit != 0 {
                repeated.append((key, position))
            } else if bit == 0 {
                foreign.append(key)
            }
            seen |= bit
        }
        for (key, position) in repeated { warnRepeated(key, at: position) }
        return feature
    }

    /// Reads a `properties` value: an object as a tag list (each name's class from ``strings``
    /// is its interpreted key), anything else as a value.
    private mutating func parseProperties() throws(JSONSyntaxError) -> GeoJSONFeature.Properties {
        guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "{") else {
            return .other(try parseValue(recordingUnder: nil))
        }
        var tags: [TagList.Tag] = []
        var repeated: [(String, TextPosition)] = []
        // Interpreted keys are told apart by their slot; only the others are compared as text.
        var slotsSeen: UInt32 = 0
        var hasOthers = false
        try parseMembers { (key, tag, position, parser) throws(JSONSyntaxError) in
            let slot =
                tag == .min ? TagInterpreter.slotByKey[key] : tag >= 0 ? TagInterpreter.Slot(rawValue: Int(tag)) : nil
            // Names, ids and contacts are seldom repeated: not worth a table entry.
            parser.internsValues = slot?.hasRepeatedValues ?? true
            let value = try parser.parseValue(recordingUnder: nil)
            parser.internsValues = true
            let isRepeated =
                if let slot { slotsSeen & (1 << UInt32(slot.rawValue)) != 0 } else { hasOthers }
            if isRepeated, let earlier = tags.firstIndex(where: { $0.key == key }) {
                // The last value is used, as in a dictionary.
                tags[earlier].value = value
                repeated.append((key, position))
                return
            }
            if let slot { slotsSeen |= 1 << UInt32(slot.rawValue) } else { hasOthers = true }
            tags.append(TagList.Tag(key: key, value: value, slot: slot))
        }
        for (key, position) in repeated { warnRepeated(key, at: position) }
        return .object(TagList(unique: tags))
    }

    /// Reads a `geometry` value. A plain `{"type": "Point", "coordinates": [lon, lat]}` (either
    /// member order, an optional third number) with the position inside ±90 and ±180 is read
    /// straight into a coordinate; anything else is parsed again from its start as a value, so
    /// ``GeoJSONGeometry`` reads it and reports its problems.
    private mutating func parseGeometry() throws(JSONSyntaxError) -> GeoJSONFeature.Geometry {
        let start = (index: index, line: line, lineStart: lineStart, depth: depth, warnings: warnings.count)
        if let coordinate = try? parsePlainPoint() { return .point(coordinate) }
        (index, line, lineStart, depth) = (start.index, start.line, start.lineStart, start.depth)
        warnings.removeSubrange(start.warnings...)
        return .value(try parseValue(recordingUnder: nil))
    }

    /// A Point in its plainest form, or `nil` (or a thrown error) for anything else.
    private mutating func parsePlainPoint() throws(JSONSyntaxError) -> Coordinate? {
        guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var isPoint = false
        var position: (longitude: Double, latitude: Double)?
        for member in 0..<2 {
            skipWhitespace()
            if member == 1 {
                guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: ",") else { return nil }
                index += 1
                skipWhitespace()
            }
            if !isPoint, skip(#""type""#) {
                guard colon(), skip(#""Point""#) else { return nil }
                isPoint = true
            } else if position == nil, skip(#""coordinates""#) {
                guard colon(), let numbers = try plainNumbers() else { return nil }
                position = numbers
            } else {
                return nil
            }
        }
        skipWhitespace()
        guard isPoint, let position, index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "}") else {
            return nil
        }
        index += 1
        guard (-90.0...90.0).contains(position.latitude), (-180.0...180.0).contains(position.longitude) else {
            return nil
        }
        return try? Coordinate(latitude: position.latitude, longitude: position.longitude)
    }

    /// `[longitude, latitude]` or `[longitude, latitude, elevation]`, all numbers.
    private mutating func plainNumbers() throws(JSONSyntaxError) -> (longitude: Double, latitude: Double)? {
        guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var numbers: (Double, Double, Double) = (0, 0, 0)
        var count = 0
        while true {
            skipWhitespace()
            guard count < 3, index < bytes.count,
                bytes[unchecked: index] == UInt8(ascii: "-")
                    || (bytes[unchecked: index] >= 0x30 && bytes[unchecked: index] <= 0x39)
            else { return nil }
            let number = try parseNumber()
            switch count {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            default: numbers.2 = number
            }
            count += 1
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[unchecked: index] == UInt8(ascii: "]") {
                index += 1
                return count >= 2 ? (numbers.0, numbers.1) : nil
            }
            guard bytes[unchecked: index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// Skips whitespace, then these exact bytes if they come next.
    private mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[unchecked: index + offset] != text.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// Skips whitespace, a `:` and whitespace.
    private mutating func colon() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[unchecked: index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }
}
