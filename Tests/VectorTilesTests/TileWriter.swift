/// Protocol buffer bytes written by hand for the tests: a tile's layers, features and values as
/// the specification lays them out, so the decoder is checked against bytes it did not make.
struct ProtobufWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7f) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func key(_ field: Int, _ wireType: Int) { varint(UInt64(field << 3 | wireType)) }

    mutating func varintField(_ field: Int, _ value: UInt64) {
        key(field, 0)
        varint(value)
    }

    mutating func bytesField(_ field: Int, _ content: [UInt8]) {
        key(field, 2)
        varint(UInt64(content.count))
        bytes += content
    }

    mutating func string(_ field: Int, _ text: String) { bytesField(field, Array(text.utf8)) }

    mutating func message(_ field: Int, _ body: (inout ProtobufWriter) -> Void) {
        var inner = ProtobufWriter()
        body(&inner)
        bytesField(field, inner.bytes)
    }

    mutating func packed(_ field: Int, _ values: [UInt32]) {
        var inner = ProtobufWriter()
        for value in values { inner.varint(UInt64(value)) }
        bytesField(field, inner.bytes)
    }

    /// A command integer: its id (MoveTo 1, LineTo 2, ClosePath 7) and count.
    static func command(_ id: UInt32, _ count: UInt32) -> UInt32 { count << 3 | id }

    /// A parameter, zigzag-encoded.
    static func zigzag(_ value: Int32) -> UInt32 { UInt32(bitPattern: (value << 1) ^ (value >> 31)) }

    /// A layer message: name, keys, values (strings and numbers), features and extent.
    static func layer(
        name: String, version: UInt64 = 2, extent: UInt64? = nil, keys: [String] = [],
        values: [TestValue] = [], features: [(id: UInt64?, type: UInt64, tags: [UInt32], geometry: [UInt32])]
    ) -> (inout ProtobufWriter) -> Void {
        { layer in
            layer.varintField(15, version)
            layer.string(1, name)
            for feature in features {
                layer.message(2) { message in
                    if let id = feature.id { message.varintField(1, id) }
                    if !feature.tags.isEmpty { message.packed(2, feature.tags) }
                    message.varintField(3, feature.type)
                    message.packed(4, feature.geometry)
                }
            }
            for key in keys { layer.string(3, key) }
            for value in values {
                layer.message(4) { message in
                    switch value {
                    case .string(let text): message.string(1, text)
                    case .double(let number):
                        message.key(3, 1)
                        for index in 0..<8 {
                            message.bytes.append(UInt8(truncatingIfNeeded: number.bitPattern >> (8 * index)))
                        }
                    case .float(let number):
                        message.key(2, 5)
                        for index in 0..<4 {
                            message.bytes.append(UInt8(truncatingIfNeeded: number.bitPattern >> (8 * index)))
                        }
                    case .int(let number): message.varintField(4, UInt64(bitPattern: number))
                    case .uint(let number): message.varintField(5, number)
                    case .sint(let number): message.varintField(6, UInt64(bitPattern: (number << 1) ^ (number >> 63)))
                    case .bool(let flag): message.varintField(7, flag ? 1 : 0)
                    }
                }
            }
            if let extent { layer.varintField(5, extent) }
        }
    }

    enum TestValue {
        case string(String), double(Double), float(Float), int(Int64), uint(UInt64), sint(Int64), bool(Bool)
    }
}
