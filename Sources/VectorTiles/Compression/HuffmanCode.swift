/// Bits read least significant first, as DEFLATE packs them, from a byte array.
struct BitReader {
    private let bytes: [UInt8]
    /// The next byte to load into `buffer`.
    private var next: Int
    /// Loaded bits not yet used, the next one lowest.
    private var buffer: UInt64 = 0
    /// How many bits of `buffer` are loaded.
    private var count = 0

    init(_ bytes: [UInt8], from offset: Int) {
        self.bytes = bytes
        next = offset
    }

    /// The byte that holds the next bit to read: where an error is reported.
    var offset: Int { next - (count + 7) / 8 }

    /// The first byte none of whose bits were read: where a wrapper's trailer starts once the
    /// last block is read (the bits left in the block's last byte are padding).
    var byteAlignedOffset: Int { next - count / 8 }

    /// Loads whole bytes until the buffer holds at least 57 bits or the input ends.
    @inline(__always)
    private mutating func refill() {
        while count <= 56 && next < bytes.count {
            buffer |= UInt64(bytes[next]) << UInt64(count)
            next += 1
            count += 8
        }
    }

    /// The next `width` bits (0…32) as a number.
    @inline(__always)
    mutating func bits(_ width: Int) throws(InflateError) -> UInt32 {
        if width == 0 { return 0 }
        if count < width {
            refill()
            guard count >= width else { throw InflateError("deflate data ends early (truncated)", at: bytes.count) }
        }
        let value = UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(width)) - 1))
        buffer >>= UInt64(width)
        count -= width
        return value
    }

    /// Drops the bits left in the current byte.
    mutating func alignToByte() {
        let drop = count % 8
        buffer >>= UInt64(drop)
        count -= drop
    }

    /// Copies `length` whole bytes (after ``alignToByte()``) to `output`.
    mutating func copyBytes(_ length: Int, into output: inout [UInt8]) throws(InflateError) {
        var remaining = length
        while remaining > 0 && count >= 8 {
            output.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
            remaining -= 1
        }
        guard next + remaining <= bytes.count else {
            throw InflateError("stored block of \(length) bytes runs past the data (truncated)", at: next)
        }
        output.append(contentsOf: bytes[next..<(next + remaining)])
        next += remaining
    }

    /// The next symbol of a Huffman code.
    @inline(__always)
    mutating func decode(_ code: Huffman) throws(InflateError) -> Int {
        if count < code.width { refill() }
        let entry = code.table[Int(truncatingIfNeeded: buffer) & code.mask]
        let length = Int(entry & 0xf)
        guard length != 0 else { throw InflateError("a Huffman code is not defined (data corrupt)", at: offset) }
        guard length <= count else { throw InflateError("deflate data ends early (truncated)", at: bytes.count) }
        buffer >>= UInt64(length)
        count -= length
        return Int(entry >> 4)
    }
}

/// A canonical Huffman code as one lookup table indexed by the next `width` bits: each entry is
/// the symbol shifted left by 4 and its code's length (0: no code starts with these bits).
struct Huffman {
    let table: [UInt32]
    let width: Int
    let mask: Int

    /// The code with the given length for each symbol (0: the symbol is not used).
    ///
    /// - Throws: ``InflateError`` when the lengths describe more codes than fit (over-subscribed).
    init(lengths: [UInt8], at offset: Int) throws(InflateError) {
        let width = max(1, Int(lengths.max() ?? 0))
        guard width <= 15 else { throw InflateError("a code length above 15", at: offset) }
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var left = 1
        for length in 1...15 {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw InflateError("a Huffman code is over-subscribed (data corrupt)", at: offset) }
        }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            nextCode[length] = code
            code = (code + counts[length]) << 1
        }
        var table = [UInt32](repeating: 0, count: 1 << width)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let assigned = nextCode[length]
            nextCode[length] += 1
            // Codes are sent most significant bit first, into a stream read least significant first.
            var reversed = 0
            for bit in 0..<length where assigned & (1 << (length - 1 - bit)) != 0 { reversed |= 1 << bit }
            let entry = UInt32(symbol) << 4 | UInt32(length)
            var index = reversed
            while index < table.count {
                table[index] = entry
                index += 1 << length
            }
        }
        self.table = table
        self.width = width
        mask = (1 << width) - 1
    }

    /// The fixed literal/length code of block type 1.
    static let fixedLengths: Huffman = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        // Complete by construction, so it cannot throw.
        return (try? Huffman(lengths: lengths, at: 0)) ?? Huffman(empty: ())
    }()

    /// The fixed distance code of block type 1.
    static let fixedDistances: Huffman =
        (try? Huffman(lengths: [UInt8](repeating: 5, count: 30), at: 0)) ?? Huffman(empty: ())

    private init(empty: Void) {
        table = [0, 0]
        width = 1
        mask = 1
    }
}

/// CRC-32 (ISO 3309, the polynomial 0xEDB88320 reflected) as gzip uses it.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xedb8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
        return crc ^ 0xffff_ffff
    }
}

/// Adler-32 as zlib uses it.
enum Adler32 {
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            // 5,552 bytes keep the sums below 2³² before the modulo (zlib's NMAX).
            let end = min(bytes.endIndex, index + 5552)
            for byte in bytes[index..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }
}
