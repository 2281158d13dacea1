import Testing

@testable import VectorTiles

/// Inflate against bytes Python's `gzip` and `zlib` wrote (fixed and stored blocks, a raw stream,
/// two gzip members) and, in ``RealTileTests``, against every real tile (dynamic blocks); broken
/// data is refused with where and why, never a crash.
@Suite("Inflate")
struct InflateTests {
    static func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }

    static let hello = Array("Hello, hello, hello vector tiles!".utf8)
    /// Python: gzip.compress(hello, 9, mtime=0).
    static let gzipFixed = bytes(
        "1f8b0800000000000203f348cdc9c9d751c840a214ca52934bf28b144a3273528b1501bf73518521000000")
    /// Python: zlib.compress(hello, 0), a stored block.
    static let zlibStored = bytes(
        "7801012100deff48656c6c6f2c2068656c6c6f2c2068656c6c6f20766563746f722074696c657321c5f30bca")
    /// Python: zlib.compress(bytes((i * i) % 251 for i in range(3000)), 9).
    static let zlibSquares = bytes(
        "78da636064e11490543174084ca99cb0f2c8435635cfbca9fb5e4a7b55af7b2c1f31f98248e88cbb9a457bf9e3d6b3c76c16"
            + "cc39a9dbf731fa90c16cde9ab7a9b7c2cefb9f09b818792feb73b3e812abb3e9cc736c6ed62a1f2b90395aaa7eadc7e5e7d6"
            + "62e30f5baa9c782e2f2c74167f716056598889d8d7db87d7ce6c2fcf8c0df67675b4b77774f50e8ecd2c6f9fb9f6f0edaf62"
            + "262165b30ebc10772e5c7899c7a96acb07e3e2ad3f5d7aaea9971e952938a65c7bd3660e73fa59ab25a2cd9fb3ee455e0c38"
            + "e37f3eec56eadb1aded90687a23ff6e99ecc11dc1cc3be3e8e7f6f91e6dd19a122172647c83f5e57ed25fd72dfd43c4f35d6"
            + "8747564ea84c097430549114e064616418f5faa8d747bd3eeaf551af8f7a7dd4eba35e1ff5faa8d7878ad70136d46a1a")

    @Test func inflatesWhatPythonWrote() throws {
        #expect(Inflate.wrapper(of: Self.gzipFixed) == .gzip)
        #expect(Inflate.wrapper(of: Self.zlibStored) == .zlib)
        #expect(Inflate.wrapper(of: Self.hello) == .none)
        #expect(try Inflate.gunzip(Self.gzipFixed) == Self.hello)
        #expect(try Inflate.zlib(Self.zlibStored) == Self.hello)
        #expect(try Inflate.decompressIfNeeded(Self.gzipFixed) == Self.hello)
        #expect(try Inflate.decompressIfNeeded(Self.hello) == Self.hello)
        let squares = (0..<3000).map { UInt8($0 * $0 % 251) }
        #expect(try Inflate.zlib(Self.zlibSquares) == squares)
        #expect(CRC32.checksum(squares[...]) == 1_039_393_988)
        // Python: zlib.compressobj(9, zlib.DEFLATED, -15) over "abc" × 8: a raw stream with a match.
        #expect(try Inflate.raw(Self.bytes("4b4c4a4ec48600")) == Array(String(repeating: "abc", count: 8).utf8))
        // Two members one after the other make one text.
        let two = Self.bytes(
            "1f8b0800000000000203cbcf4b5500004961ac23040000001f8b08000000000002032b29cf0700668aca1103000000")
        #expect(try Inflate.gunzip(two) == Array("one two".utf8))
    }

    @Test func checksumsAndSizesAreChecked() {
        var wrongCRC = Self.gzipFixed
        wrongCRC[wrongCRC.count - 6] ^= 1
        #expect(throws: InflateError.self) { try Inflate.gunzip(wrongCRC) }
        do {
            _ = try Inflate.gunzip(wrongCRC)
        } catch {
            #expect(error.description.contains("CRC-32"))
        }
        var wrongSize = Self.gzipFixed
        wrongSize[wrongSize.count - 4] ^= 1
        #expect(throws: InflateError.self) { try Inflate.gunzip(wrongSize) }
        var wrongAdler = Self.zlibSquares
        wrongAdler[wrongAdler.count - 1] ^= 0x10
        #expect(throws: InflateError.self) { try Inflate.zlib(wrongAdler) }
        #expect(throws: InflateError.self) { try Inflate.zlib(Self.zlibSquares, limit: 2_999) }
        #expect(throws: InflateError.self) { try Inflate.gunzip(Self.gzipFixed, limit: 10) }
    }

    @Test func everyTruncationAndEveryFlippedByteIsAnErrorOrAnotherText() {
        for sample in [Self.gzipFixed, Self.zlibStored, Self.zlibSquares] {
            for count in 0..<sample.count {
                #expect(throws: InflateError.self) { try Inflate.decompressIfNeededOrThrow(Array(sample[0..<count])) }
            }
            for index in sample.indices {
                for bit in 0..<8 {
                    var broken = sample
                    broken[index] ^= 1 << UInt8(bit)
                    // A flipped bit is refused (checksum, code, length) or, in a header flag the
                    // reader ignores, gives the same text; it never crashes or hangs.
                    if let text = try? Inflate.decompressIfNeeded(broken) {
                        #expect(text.count < 4000)
                    }
                }
            }
        }
    }

    @Test func errorsSayWhereAndWhy() {
        #expect(throws: InflateError("deflate block type 3 is reserved (data corrupt)", at: 10)) {
            try Inflate.gunzip(Self.bytes("1f8b080000000000000307") + [UInt8](repeating: 0, count: 10))
        }
        #expect(throws: InflateError("gzip method 7 is not deflate (8)", at: 2)) {
            try Inflate.gunzip(Self.bytes("1f8b07") + [UInt8](repeating: 0, count: 20))
        }
    }
}

extension Inflate {
    /// ``decompressIfNeeded(_:limit:)`` for input that must be compressed: plain bytes throw too.
    static func decompressIfNeededOrThrow(_ bytes: [UInt8]) throws(InflateError) -> [UInt8] {
        guard wrapper(of: bytes) != .none else { throw InflateError("not compressed", at: 0) }
        return try decompressIfNeeded(bytes)
    }
}
