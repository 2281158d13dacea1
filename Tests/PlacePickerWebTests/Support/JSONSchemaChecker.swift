import Foundation
import Places

/// Checks a JSON value against the subset of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the
/// API document uses: `$ref` within the document, `type`, `enum`, `properties`, `required`,
/// `additionalProperties` (false or a schema), `items`, `minItems`/`maxItems`,
/// `minimum`/`maximum` and `format: date-time`.
struct JSONSchemaChecker {
    let document: JSONValue

    /// Follows `$ref`s such as `#/components/schemas/Place`.
    func resolve(_ schema: JSONValue) -> JSONValue? {
        var current = schema
        var hops = 0
        while let reference = current["$ref"]?.string {
            guard reference.hasPrefix("#/"), hops < 20 else { return nil }
            var target: JSONValue? = document
            for part in reference.dropFirst(2).split(separator: "/") {
                let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                target = target?[key]
            }
            guard let target else { return nil }
            current = target
            hops += 1
        }
        return current
    }

    /// Every way a value departs from a schema, each with its JSON path.
    func problems(_ value: JSONValue, _ schemaOrReference: JSONValue, at path: String = "$") -> [String] {
        guard let schema = resolve(schemaOrReference) else { return ["\(path): unresolvable schema"] }
        var found: [String] = []
        if let type = schema["type"] {
            let types = type.array?.compactMap(\.string) ?? [type.string].compactMap { $0 }
            if !types.contains(where: { matches(value, type: $0) }) {
                return ["\(path): expected \(types.joined(separator: "|")), got \(describe(value))"]
            }
        }
        if let options = schema["enum"]?.array, !options.contains(value) {
            found.append("\(path): \(describe(value)) is not one of the documented values")
        }
        if case .number(let number) = value {
            if let minimum = schema["minimum"]?.number, number < minimum { found.append("\(path): below \(minimum)") }
            if let maximum = schema["maximum"]?.number, number > maximum { found.append("\(path): above \(maximum)") }
        }
        if case .string(let text) = value, schema["format"]?.string == "date-time", !Self.isDateTime(text) {
            found.append("\(path): \(text) is not an RFC 3339 date-time")
        }
        if case .array(let items) = value {
            if let minimum = schema["minItems"]?.number, Double(items.count) < minimum {
                found.append("\(path): fewer than \(Int(minimum)) items")
            }
            if let maximum = schema["maxItems"]?.number, Double(items.count) > maximum {
                found.append("\(path): more than \(Int(maximum)) items")
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() {
                    found += problems(item, itemSchema, at: "\(path)[\(index)]")
                }
            }
        }
        if case .object(let object) = value {
            let properties = schema["properties"]?.object ?? [:]
            for name in schema["required"]?.array?.compactMap(\.string) ?? [] where object[name] == nil {
                found.append("\(path): required property \(name) is missing")
            }
            for (name, member) in object.sorted(by: { $0.key < $1.key }) {
                if let propertySchema = properties[name] {
                    found += problems(member, propertySchema, at: "\(path).\(name)")
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        found.append("\(path): property \(name) is not documented")
                    } else if additional != .bool(true) {
                        found += problems(member, additional, at: "\(path).\(name)")
                    }
                }
            }
        }
        return found
    }

    private func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            true
        case ("integer", .number(let number)): number == number.rounded() && number.isFinite
        default: false
        }
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let value): "boolean \(value)"
        case .number(let value): "number \(value)"
        case .string(let value): "string \"\(value)\""
        case .array: "array"
        case .object: "object"
        }
    }

    static func isDateTime(_ text: String) -> Bool {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if formatter.date(from: text) != nil { return true }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text) != nil
    }
}
