import Foundation

/// A JSON value that keeps booleans and numbers apart (JSONDecoder does; JSONSerialization on
/// Linux gives NSNumber for both).
indirect enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ bytes: [UInt8]) -> JSONValue? { try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) }

    subscript(_ key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    subscript(_ index: Int) -> JSONValue? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var object: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

extension JSONValue {
    /// A copy with the value at a path (object keys, array indexes as text) replaced.
    func replacing(path: [String], with replacement: JSONValue) -> JSONValue {
        guard let head = path.first else { return replacement }
        switch self {
        case .object(var object):
            object[head] = object[head]?.replacing(path: Array(path.dropFirst()), with: replacement)
            return .object(object)
        case .array(var array):
            if let index = Int(head), array.indices.contains(index) {
                array[index] = array[index].replacing(path: Array(path.dropFirst()), with: replacement)
            }
            return .array(array)
        default: return self
        }
    }
}
