extension JSONValue {
    /// Serializes the value as JSON text with object keys sorted, so equal values give equal text.
    ///
    /// Integral numbers up to 2^53 are written without a fraction (`42`), other numbers in the
    /// shortest form that reads back to the same `Double`. Infinity, which is what a number beyond the
    /// `Double` range such as `1e400` reads as, is written `1e999` (`-1e999`), a JSON number that reads
    /// back as infinity again, so a file converted keeps its values; NaN, which no JSON text gives,
    /// becomes `null`.
    ///
    /// - Parameter indent: Spaces per nesting level; `nil` writes everything on one line.
    /// - Returns: UTF-8 JSON text.
    /// - Complexity: O(n log n) in the number of object members (for sorting).
    public func jsonText(indent: Int? = nil) -> String {
        var output: [UInt8] = []
        write(to: &output, indent: indent, level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the JSON text of ``jsonText(indent:)`` to bytes (for a writer that builds a larger text).
    ///
    /// - Parameters:
    ///   - output: Where the text goes.
    ///   - indent: Spaces per nesting level, or `nil` for one line.
    ///   - level: The nesting level the value is at.
    package func write(to output: inout [UInt8], indent: Int?, level: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): JSONValue.writeNumber(value, to: &output)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { return output.append(contentsOf: [0x5B, 0x5D]) }
            output.append(0x5B)
            for (position, value) in values.enumerated() {
                if position > 0 { output.append(0x2C) }
                JSONValue.newline(&output, indent: indent, level: level + 1)
                value.write(to: &output, indent: indent, level: level + 1)
            }
            JSONValue.newline(&output, indent: indent, level: level)
            output.append(0x5D)
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: [0x7B, 0x7D]) }
            output.append(0x7B)
            // The members sorted with their values, so no key is looked up again.
            for (position, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if position > 0 { output.append(0x2C) }
                JSONValue.newline(&output, indent: indent, level: level + 1)
                JSONValue.writeString(member.key, to: &output)
                output.append(0x3A)
                if indent != nil { output.append(0x20) }
                member.value.write(to: &output, indent: indent, level: level + 1)
            }
            JSONValue.newline(&output, indent: indent, level: level)
            output.append(0x7D)
        }
    }

    private static func newline(_ output: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(0x20, count: indent * level))
    }

    static func writeNumber(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else {
            let text = value.isNaN ? "null" : value < 0 ? "-1e999" : "1e999"
            return output.append(contentsOf: Array(text.utf8))
        }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992, !(value == 0 && value.sign == .minus) {
            output.append(contentsOf: String(Int64(value)).utf8)
        } else {
            output.append(contentsOf: value.description.utf8)
        }
    }

    static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(0x22)
        // Nearly every text needs no escape: copied whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            output.append(contentsOf: value.utf8)
            output.append(0x22)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default: output.append(byte)
            }
        }
        output.append(0x22)
    }
}
