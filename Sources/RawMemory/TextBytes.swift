/// Short texts (numbers, distances, times) written as UTF-8 into a stack buffer and made a string
/// once, instead of joined from smaller strings: a page writes a hundred of them, and each join, count
/// and character walk of the plain way cost more than the digits (a distance was 2,400
/// instructions).
///
/// Everything written here is ASCII digits and signs plus a locale's separators, so the bytes are
/// valid UTF-8 by construction; a string of up to 15 bytes stays inline, without an allocation.
@usableFromInline
package struct TextBytes {
    /// Where the bytes go: a buffer on the stack.
    @usableFromInline let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes are written.
    @usableFromInline package internal(set) var count = 0

    /// The most bytes one text holds: a grouped 64-bit number with the widest separators, a sign,
    /// a fraction and a unit fit with room to spare.
    @usableFromInline package static let capacity = 96

    /// A string made by `write`, which may write up to ``capacity`` bytes.
    ///
    /// The bytes are written on the stack and copied into the string once: a string of up to 15
    /// bytes is then stored inline (a string made with room for more would be allocated).
    @inlinable
    package static func make(_ write: (inout TextBytes) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = TextBytes(buffer: buffer)
            write(&text)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<text.count]), as: UTF8.self)
        }
    }

    @usableFromInline init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Appends one byte.
    @inlinable @inline(__always)
    package mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "TextBytes holds at most \(Self.capacity) bytes")
        buffer[count] = byte
        count += 1
    }

    /// Appends a string's UTF-8.
    @inlinable
    package mutating func append(_ text: String) {
        ByteView.withUTF8(text) { append(contentsOf: $0) }
    }

    /// Appends bytes.
    @inlinable
    package mutating func append(contentsOf view: ByteView) {
        let bytes = view.bytes
        guard let source = bytes.baseAddress, let target = buffer.baseAddress, !bytes.isEmpty else { return }
        precondition(bytes.count <= buffer.count - count, "TextBytes holds at most \(Self.capacity) bytes")
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }
}
