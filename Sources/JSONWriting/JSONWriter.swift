/// Compact JSON written straight into bytes, exactly as Foundation's `JSONEncoder` writes it with
/// `.sortedKeys` and `.withoutEscapingSlashes`: keys in the order of their UTF-8 bytes, a `nil`
/// optional left out, a `Double` as its shortest description without a trailing `.0` (`100`,
/// `60.17`, `1e-05`), and in strings only `"`, `\` and the control characters escaped (`\t`,
/// `\n`, `\r`, `\b`, `\f`, otherwise `\u00XX`).
///
/// `JSONEncoder` spent more than the rest of an `/api/places` answer on encoding it (38 % of the
/// request's time under load): the answer's types (the picker's `ScreenJSON` and `PlaceJSON`)
/// write themselves (``JSONWritable``), and tests hold their bytes, and this module's, to
/// `JSONEncoder`'s.
public struct JSONWriter {
    /// The JSON written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// Writes an object; `body` writes its fields (the `field` methods) in
    /// the order of their keys' bytes.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        body(&self)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes an array of values, each written by `element`.
    public mutating func array<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            element(&self, value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes a key and its colon, after a comma unless it is the object's first.
    public mutating func key(_ name: StaticString) {
        if let last = bytes.last, last != UInt8(ascii: "{") { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes a string value.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: utf8[runStart..<index])
                runStart = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                default:
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0x0F))
                }
            }
            bytes.append(contentsOf: utf8[runStart...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Writes a number as `JSONEncoder` does: its description without a trailing `.0`.
    public mutating func number(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes a whole number.
    public mutating func integer(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// Writes a string field.
    public mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    /// Writes a string field, or nothing for `nil`.
    public mutating func field(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        field(name, value)
    }

    /// Writes a number field.
    public mutating func field(_ name: StaticString, _ value: Double) {
        key(name)
        number(value)
    }

    /// Writes a whole-number field.
    public mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        integer(value)
    }

    /// Writes a Boolean field.
    public mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }

    /// Writes a field holding an array of strings.
    public mutating func field(_ name: StaticString, _ value: [String]) {
        key(name)
        array(value) { $0.string($1) }
    }

    /// Writes a field holding a value that writes itself, or nothing for `nil`.
    public mutating func field(_ name: StaticString, _ value: (some JSONWritable)?) {
        guard let value else { return }
        key(name)
        value.write(to: &self)
    }
}

/// A value that writes its own JSON, byte for byte what `JSONEncoder` writes for its `Encodable`
/// form with sorted keys and unescaped slashes.
public protocol JSONWritable: Encodable {
    /// Writes the value.
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// The value's JSON.
    public var jsonBytes: [UInt8] {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.bytes
    }
}
