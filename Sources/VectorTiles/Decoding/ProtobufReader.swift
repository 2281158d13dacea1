import RawMemory

/// Reads protocol buffer fields (varints, fixed 32 and 64 bits, length-delimited bytes) from a
/// range of a byte array, as the vector tile's messages are written.
///
/// Every read is checked against the range's end: a truncated or corrupt message throws a
/// ``VectorTileError`` with the byte offset, never reads outside the array.
struct ProtobufReader {
    /// The wire types of protocol buffers.
    enum WireType: Int {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
        case fixed32 = 5
    }

    let bytes: [UInt8]
    /// The next byte to read.
    private(set) var offset: Int
    /// One past the last byte of the message.
    let end: Int

    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    var isAtEnd: Bool { offset >= end }

    /// A varint of at most ten bytes.
    @inline(__always)
    mutating func varint() throws(VectorTileError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        let start = offset
        while true {
            guard offset < end else { throw VectorTileError("a varint runs past the end of its message", at: start) }
            let byte = bytes[offset]
            offset += 1
            if shift == 63 && byte > 1 { throw VectorTileError("a varint is longer than 64 bits", at: start) }
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
            guard shift <= 63 else { throw VectorTileError("a varint is longer than ten bytes", at: start) }
        }
    }

    /// A varint that must fit in 32 bits.
    mutating func varint32(_ what: @autoclosure () -> String) throws(VectorTileError) -> UInt32 {
        let start = offset
        let value = try varint()
        guard let narrow = UInt32(exactly: value) else {
            throw VectorTileError("\(what()) \(value) does not fit in 32 bits", at: start)
        }
        return narrow
    }

    /// The next field's number and wire type, or `nil` at the end of the message.
    mutating func field() throws(VectorTileError) -> (number: Int, type: WireType)? {
        guard offset < end else { return nil }
        let start = offset
        let key = try varint()
        guard let type = WireType(rawValue: Int(key & 7)) else {
            throw VectorTileError("wire type \(key & 7) is not used by vector tiles (data corrupt)", at: start)
        }
        guard key >> 3 > 0, key >> 3 < 1 << 29 else {
            throw VectorTileError("field number \(key >> 3) is not valid", at: start)
        }
        return (Int(key >> 3), type)
    }

    /// The range of a length-delimited field's bytes, which the reader then steps over.
    mutating func lengthDelimited() throws(VectorTileError) -> Range<Int> {
        let start = offset
        let length = try varint()
        guard length <= UInt64(end - offset) else {
            throw VectorTileError("a field of \(length) bytes runs past the end of its message", at: start)
        }
        let range = offset..<(offset + Int(length))
        offset = range.upperBound
        return range
    }

    /// Four bytes, little-endian.
    mutating func fixed32() throws(VectorTileError) -> UInt32 {
        guard end - offset >= 4 else { throw VectorTileError("a 32-bit field runs past its message", at: offset) }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << (8 * UInt32(index)) }
        offset += 4
        return value
    }

    /// Eight bytes, little-endian.
    mutating func fixed64() throws(VectorTileError) -> UInt64 {
        guard end - offset >= 8 else { throw VectorTileError("a 64-bit field runs past its message", at: offset) }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return value
    }

    /// A length-delimited field as UTF-8 text.
    mutating func string(_ what: @autoclosure () -> String) throws(VectorTileError) -> String {
        let range = try lengthDelimited()
        guard let text = String(validUTF8: bytes[range]) else {
            throw VectorTileError("\(what()) is not valid UTF-8", at: range.lowerBound)
        }
        return text
    }

    /// A packed repeated varint field (each fitting in 32 bits), appended to `values`.
    mutating func packedVarints(into values: inout [UInt32], _ what: @autoclosure () -> String)
        throws(VectorTileError)
    {
        let range = try lengthDelimited()
        // At most one value per byte; usually one or two bytes each.
        values.reserveCapacity(values.count + range.count)
        var inner = ProtobufReader(bytes, range: range)
        while !inner.isAtEnd { values.append(try inner.varint32(what())) }
    }

    /// Steps over a field this reader does not use (later versions may add fields).
    mutating func skip(_ type: WireType) throws(VectorTileError) {
        switch type {
        case .varint: _ = try varint()
        case .fixed64: _ = try fixed64()
        case .lengthDelimited: _ = try lengthDelimited()
        case .fixed32: _ = try fixed32()
        }
    }
}
