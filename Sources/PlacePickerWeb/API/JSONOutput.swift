import Foundation

/// Deterministic JSON: sorted keys, no escaped slashes.
public enum JSONOutput {
    /// Encodes a value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pretty: Indent for people.
    /// - Returns: UTF-8 JSON bytes (an error object if encoding fails, which it does not for these types).
    public static func encode(_ value: some Encodable, pretty: Bool = false) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(value))) ?? Array(#"{"error":{"message":"encoding failed"}}"#.utf8)
    }
}
