import Foundation
import Places

/// Reading helpers on the catalog's own `JSONValue`, which already keeps booleans and numbers
/// apart when decoding (JSONSerialization on Linux gives NSNumber for both).
extension JSONValue {
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
