/// Why compressed bytes could not be inflated: what was wrong and at which byte of the input.
public struct InflateError: Error, CustomStringConvertible, Equatable {
    /// What was wrong, with the byte offset into the compressed input where it was found.
    public var description: String

    init(_ what: String, at offset: Int) {
        description = "\(what) (at byte \(offset) of the compressed data)"
    }
}

/// Inflates DEFLATE streams (RFC 1951) inside their gzip (RFC 1952) or zlib (RFC 1950) wrappers:
/// how vector tiles are stored in MBTiles files (tilemaker writes gzip, some tools zlib).
///
/// Written here rather than taken from the system's zlib so that nothing is loaded at run time for
/// it and it behaves the same on every platform; it is safe code, checked against Python's
/// `zlib` and `gzip` in the tests. The checksums (CRC-32, Adler-32) are verified.
public enum Inflate {
    /// The compression of stored bytes, told from their first bytes.
    public enum Wrapper: Sendable, Equatable {
        /// gzip: starts `1f 8b`.
        case gzip
        /// zlib: a two-byte header whose value is a multiple of 31, method 8.
        case zlib
        /// Not compressed.
        case none
    }

    /// How `bytes` are wrapped: gzip, zlib or neither.
    public static func wrapper(of bytes: [UInt8]) -> Wrapper {
        guard bytes.count >= 2 else { return .none }
        if bytes[0] == 0x1f && bytes[1] == 0x8b { return .gzip }
        if bytes[0] & 0x0f == 8 && bytes[0] >> 4 <= 7 && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0 {
            return .zlib
        }
        return .none
    }

    /// The bytes inflated when they are gzip or zlib, else the bytes as they are.
    ///
    /// - Parameters:
    ///   - bytes: Stored bytes.
    ///   - limit: The most bytes the result may have (a guard against a small file that inflates
    ///     to gigabytes).
    /// - Returns: The inflated bytes.
    /// - Throws: ``InflateError`` when the compressed data is corrupt, truncated, fails its
    ///   checksum or would exceed `limit`.
    public static func decompressIfNeeded(_ bytes: [UInt8], limit: Int = 64 << 20) throws(InflateError) -> [UInt8] {
        switch wrapper(of: bytes) {
        case .gzip: return try gunzip(bytes, limit: limit)
        case .zlib: return try zlib(bytes, limit: limit)
        case .none: return bytes
        }
    }

    /// Inflates gzip data: one member or several written one after another.
    ///
    /// - Throws: ``InflateError``.
    public static func gunzip(_ bytes: [UInt8], limit: Int = 64 << 20) throws(InflateError) -> [UInt8] {
        var output: [UInt8] = []
        // The trailer's size (of the last member, modulo 2³²) is a good guess of the room needed.
        if bytes.count >= 18 { output.reserveCapacity(min(limit, Int(littleEndian32(bytes, at: bytes.count - 4)))) }
        var start = 0
        repeat {
            start = try gunzipMember(bytes, from: start, into: &output, limit: limit)
        } while start < bytes.count && bytes.count - start >= 2 && bytes[start] == 0x1f && bytes[start + 1] == 0x8b
        return output
    }

    /// Inflates one gzip member starting at `start`; returns where the next one would start.
    private static func gunzipMember(_ bytes: [UInt8], from start: Int, into output: inout [UInt8], limit: Int)
        throws(InflateError) -> Int
    {
        guard bytes.count - start >= 18 else { throw InflateError("gzip data too short for its header", at: start) }
        guard bytes[start] == 0x1f, bytes[start + 1] == 0x8b else { throw InflateError("not gzip", at: start) }
        guard bytes[start + 2] == 8 else {
            throw InflateError("gzip method \(bytes[start + 2]) is not deflate (8)", at: start + 2)
        }
        let flags = bytes[start + 3]
        guard flags & 0xe0 == 0 else { throw InflateError("gzip header has reserved flags set", at: start + 3) }
        var offset = start + 10
        if flags & 0x04 != 0 {  // FEXTRA
            guard offset + 2 <= bytes.count else { throw InflateError("gzip extra field cut short", at: offset) }
            offset += 2 + (Int(bytes[offset]) | Int(bytes[offset + 1]) << 8)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            while offset < bytes.count && bytes[offset] != 0 { offset += 1 }
            offset += 1
        }
        if flags & 0x02 != 0 { offset += 2 }  // FHCRC
        guard offset < bytes.count else { throw InflateError("gzip header runs past the data", at: offset) }
        let first = output.count
        var reader = BitReader(bytes, from: offset)
        try inflate(&reader, into: &output, limit: limit)
        var end = reader.byteAlignedOffset
        guard end + 8 <= bytes.count else { throw InflateError("gzip trailer missing (data truncated)", at: end) }
        let expectedCRC = littleEndian32(bytes, at: end)
        let expectedSize = littleEndian32(bytes, at: end + 4)
        let crc = CRC32.checksum(output[first...])
        guard crc == expectedCRC else {
            throw InflateError(
                "gzip CRC-32 is \(hex(crc)), the trailer says \(hex(expectedCRC)) (data corrupt)", at: end)
        }
        guard UInt32(truncatingIfNeeded: output.count - first) == expectedSize else {
            throw InflateError(
                "gzip size is \(output.count - first) bytes, the trailer says \(expectedSize)", at: end + 4)
        }
        end += 8
        return end
    }

    /// Inflates zlib data, checking its Adler-32.
    ///
    /// - Throws: ``InflateError``.
    public static func zlib(_ bytes: [UInt8], limit: Int = 64 << 20) throws(InflateError) -> [UInt8] {
        guard bytes.count >= 6 else { throw InflateError("zlib data too short", at: 0) }
        guard wrapper(of: bytes) == .zlib else { throw InflateError("not a zlib header", at: 0) }
        guard bytes[1] & 0x20 == 0 else { throw InflateError("zlib data needs a preset dictionary", at: 1) }
        var output: [UInt8] = []
        var reader = BitReader(bytes, from: 2)
        try inflate(&reader, into: &output, limit: limit)
        let end = reader.byteAlignedOffset
        guard end + 4 <= bytes.count else { throw InflateError("zlib trailer missing (data truncated)", at: end) }
        let expected =
            UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8
            | UInt32(bytes[end + 3])
        let sum = Adler32.checksum(output[...])
        guard sum == expected else {
            throw InflateError("zlib Adler-32 is \(hex(sum)), the trailer says \(hex(expected))", at: end)
        }
        return output
    }

    /// Inflates a raw DEFLATE stream (no wrapper).
    ///
    /// - Throws: ``InflateError``.
    public static func raw(_ bytes: [UInt8], limit: Int = 64 << 20) throws(InflateError) -> [UInt8] {
        var output: [UInt8] = []
        var reader = BitReader(bytes, from: 0)
        try inflate(&reader, into: &output, limit: limit)
        return output
    }

    private static func littleEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    // MARK: - DEFLATE

    /// Block after block until the final one, appended to `output`.
    private static func inflate(_ reader: inout BitReader, into output: inout [UInt8], limit: Int)
        throws(InflateError)
    {
        var final = false
        while !final {
            final = try reader.bits(1) == 1
            let type = try reader.bits(2)
            switch type {
            case 0: try stored(&reader, into: &output, limit: limit)
            case 1: try compressed(&reader, Huffman.fixedLengths, Huffman.fixedDistances, into: &output, limit: limit)
            case 2:
                let (lengths, distances) = try dynamicTables(&reader)
                try compressed(&reader, lengths, distances, into: &output, limit: limit)
            default: throw InflateError("deflate block type 3 is reserved (data corrupt)", at: reader.offset)
            }
        }
    }

    /// A stored block: a length, its complement, then the bytes.
    private static func stored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int)
        throws(InflateError)
    {
        reader.alignToByte()
        let length = Int(try reader.bits(16))
        let complement = Int(try reader.bits(16))
        guard length == ~complement & 0xffff else {
            throw InflateError("stored block length \(length) does not match its complement", at: reader.offset)
        }
        guard output.count + length <= limit else {
            throw InflateError("inflated data exceeds \(limit) bytes", at: reader.offset)
        }
        try reader.copyBytes(length, into: &output)
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// A Huffman-coded block: literals, and lengths with distances back into what was written.
    private static func compressed(
        _ reader: inout BitReader, _ lengths: Huffman, _ distances: Huffman, into output: inout [UInt8], limit: Int
    ) throws(InflateError) {
        while true {
            let symbol = try reader.decode(lengths)
            if symbol < 256 {
                guard output.count < limit else {
                    throw InflateError("inflated data exceeds \(limit) bytes", at: reader.offset)
                }
                output.append(UInt8(truncatingIfNeeded: symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < lengthBase.count else {
                throw InflateError("length code \(symbol) is not defined (data corrupt)", at: reader.offset)
            }
            let length = lengthBase[lengthCode] + Int(try reader.bits(lengthExtra[lengthCode]))
            let distanceCode = try reader.decode(distances)
            guard distanceCode < distanceBase.count else {
                throw InflateError("distance code \(distanceCode) is not defined (data corrupt)", at: reader.offset)
            }
            let distance = distanceBase[distanceCode] + Int(try reader.bits(distanceExtra[distanceCode]))
            guard distance <= output.count else {
                throw InflateError(
                    "a match reaches \(distance) bytes back, before the start of the data (data corrupt)",
                    at: reader.offset)
            }
            guard output.count + length <= limit else {
                throw InflateError("inflated data exceeds \(limit) bytes", at: reader.offset)
            }
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    /// The order code lengths of the code-length code are sent in.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A dynamic block's two codes, read from its header.
    private static func dynamicTables(_ reader: inout BitReader) throws(InflateError) -> (Huffman, Huffman) {
        let literalCount = Int(try reader.bits(5)) + 257
        let distanceCount = Int(try reader.bits(5)) + 1
        let codeLengthCount = Int(try reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw InflateError(
                "dynamic block declares \(literalCount) literal and \(distanceCount) distance codes (too many)",
                at: reader.offset)
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            codeLengthLengths[codeLengthOrder[index]] = UInt8(try reader.bits(3))
        }
        let codeLengthCode = try Huffman(lengths: codeLengthLengths, at: reader.offset)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try reader.decode(codeLengthCode)
            let repeated: UInt8
            let times: Int
            switch symbol {
            case 0..<16:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let last = lengths.last else {
                    throw InflateError("code length repeat with nothing before it", at: reader.offset)
                }
                repeated = last
                times = 3 + Int(try reader.bits(2))
            case 17:
                repeated = 0
                times = 3 + Int(try reader.bits(3))
            default:
                repeated = 0
                times = 11 + Int(try reader.bits(7))
            }
            guard lengths.count + times <= literalCount + distanceCount else {
                throw InflateError("code lengths run past their count", at: reader.offset)
            }
            lengths.append(contentsOf: repeatElement(repeated, count: times))
        }
        guard lengths[256] != 0 else {
            throw InflateError("dynamic block has no end-of-block code", at: reader.offset)
        }
        return (
            try Huffman(lengths: Array(lengths[0..<literalCount]), at: reader.offset),
            try Huffman(lengths: Array(lengths[literalCount...]), at: reader.offset)
        )
    }
}
