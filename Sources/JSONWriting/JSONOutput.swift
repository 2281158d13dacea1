import Foundation

/// Deterministic JSON, as the web's answers and the command line's output write it: sorted keys,
/// no escaped slashes (``JSONWriter`` for the types that write themselves, `JSONEncoder` for the
/// rest and for indented output).
public enum JSONOutput {
    /// Encodes a value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - pretty: Indent for people.
    /// - Returns: UTF-8 JSON bytes (an error object if encoding fails, which it does not for these types).
    public static func encode(_ value: some Encodable, pretty: Bool = false) -> [UInt8] {
        // The answers' own types write themselves, the same bytes several times faster.
        if !pretty, let writable = value as? any JSONWritable { return writable.jsonBytes }
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(value))) ?? Array(#"{"error":{"message":"encoding failed"}}"#.utf8)
    }
}
