extension String {
    /// `bytes` as a string when they are valid UTF-8, else `nil`: `String(validating:as:)` where the
    /// standard library has it (Linux, and Apple systems from iOS 18 and macOS 15; on Linux the
    /// check compiles away), else ``init(comparingUTF8:)``.
    @inlinable
    package init?(validUTF8 bytes: some Collection<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            self.init(comparingUTF8: bytes)
        }
    }

    /// `bytes` as a string when they are valid UTF-8, else `nil`, with what every system has:
    /// decoding replaces each invalid sequence with U+FFFD, so the decoded bytes equal the input
    /// exactly when the input is valid. One more pass over the bytes than `String(validating:as:)`.
    @inlinable
    package init?(comparingUTF8 bytes: some Collection<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
