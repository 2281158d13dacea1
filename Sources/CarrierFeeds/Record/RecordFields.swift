import Foundation
import Places

/// One record of a carrier's feed as it was sent, read field by field: every field a reader takes
/// is marked, so the fields no reader took can be kept as tags (``leftovers``) and nothing is lost.
///
/// Carriers write the same thing several ways — a number as `52.1` or `"52,1"`, a flag as `true`,
/// `"1"` or `"Y"`, a missing value as `null`, `""` or `" "` — so each accessor accepts all of them
/// and gives `nil` for a value that says nothing.
struct RecordFields {
    /// The record's members.
    let object: [String: JSONValue]
    /// The members read so far (a record has a few dozen: a list is cheaper than hashing each).
    private(set) var used: [String] = []

    init(_ object: [String: JSONValue]) {
        self.object = object
    }

    /// The members of a JSON value, or none when it is not an object.
    init(_ value: JSONValue?) {
        if case .object(let members) = value { self.init(members) } else { self.init([:]) }
    }

    /// The raw value of a member (marking it read); `null` reads as absent.
    mutating func value(_ key: String) -> JSONValue? {
        guard let value = object[key] else { return nil }
        used.append(key)
        if case .null = value { return nil }
        return value
    }

    /// A member as text: strings trimmed, whole numbers without a decimal point; `nil` when absent,
    /// blank or not a scalar.
    mutating func string(_ key: String) -> String? {
        value(key).flatMap(RecordFields.text(of:))
    }

    /// The first of several members that has text.
    mutating func string(_ keys: String...) -> String? {
        var found: String?
        for key in keys {
            let text = string(key)
            if found == nil { found = text }
        }
        return found
    }

    /// A member as a number: a JSON number, or a string with a point or a comma for decimals.
    mutating func number(_ key: String) -> Double? {
        value(key).flatMap(RecordFields.number(of:))
    }

    /// A member as a flag: `true`/`false`, `1`/`0`, and the words carriers use for them.
    mutating func flag(_ key: String) -> Bool? {
        value(key).flatMap(RecordFields.flag(of:))
    }

    /// A member that is an object, as fields of their own (the member counts as read).
    mutating func nested(_ key: String) -> RecordFields {
        RecordFields(value(key))
    }

    /// A member that is an array (a lone value counts as an array of one).
    mutating func array(_ key: String) -> [JSONValue] {
        switch value(key) {
        case .array(let items)?: items
        case let single?: [single]
        case nil: []
        }
    }

    /// The members no accessor read, with their values verbatim (`null` included).
    var leftovers: [String: JSONValue] {
        object.filter { !used.contains($0.key) }
    }

    /// Calls `body` with each member no accessor read (without making a dictionary of them).
    func forEachLeftover(_ body: (String, JSONValue) -> Void) {
        for (key, value) in object where !used.contains(key) { body(key, value) }
    }

    // MARK: - Reading one value

    /// A scalar as text, or `nil` when blank or not a scalar.
    static func text(of value: JSONValue) -> String? {
        switch value {
        case .string(let text):
            let trimmed = text.trimmingBlanks
            return trimmed.isEmpty ? nil : trimmed
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }

    /// A number, from a JSON number or a string such as `"52.1"`, `"52,1"` or `" 52.1 "`.
    static func number(of value: JSONValue) -> Double? {
        switch value {
        case .number(let number): return number.isFinite ? number : nil
        case .string(let text):
            var trimmed = text.trimmingBlanks
            // A decimal comma, as written in Central Europe, when there is no point already.
            if !trimmed.contains("."), trimmed.filter({ $0 == "," }).count == 1 {
                trimmed = trimmed.replacingOccurrences(of: ",", with: ".")
            }
            guard let number = Double(trimmed), number.isFinite else { return nil }
            return number
        default: return nil
        }
    }

    /// A flag from `true`, `1`, `"true"`, `"1"`, `"yes"`, `"Y"`, `"T"` (and their opposites).
    static func flag(of value: JSONValue) -> Bool? {
        switch value {
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        case .string(let text):
            switch text.trimmingBlanks.lowercased() {
            case "true", "1", "yes", "y", "t", "on": return true
            case "false", "0", "no", "n", "f", "off": return false
            default: return nil
            }
        default: return nil
        }
    }
}

/// The blank characters ``Swift/String/trimmingBlanks`` removes.
private let blanks: Set<Character> = [" ", "\t", "\n", "\r", "\r\n", "\u{A0}", "\u{202F}", "\u{FEFF}"]

extension String {
    /// The text without leading and trailing spaces, tabs, line breaks and no-break spaces.
    var trimmingBlanks: String {
        // Nearly every value starts and ends with a visible ASCII character: nothing to trim.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 {
            return self
        }
        guard let first = firstIndex(where: { !blanks.contains($0) }),
            let last = lastIndex(where: { !blanks.contains($0) })
        else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// The text without leading and trailing blanks, `;` and `,`.
    var trimmingSeparators: String {
        var text = Substring(self)
        let drop: (Character) -> Bool = { $0 == ";" || $0 == "," || $0.isWhitespace }
        while let first = text.first, drop(first) { text.removeFirst() }
        while let last = text.last, drop(last) { text.removeLast() }
        return String(text)
    }
}
