/// A payload signed with HMAC-SHA256: `v1.KEYID.PAYLOAD.MAC`, each part in base64url without
/// padding. KEYID names the key (the first 9 bytes of SHA-256 of "placepicker key id" and the key),
/// so a token signed with another key is told apart from an altered one; the MAC covers
/// `v1.KEYID.PAYLOAD`. Nothing here reads the payload: its meaning (and its expiry) is the
/// caller's.
public enum SignedToken {
    /// Why a token was refused.
    public enum Refusal: String, Error, Sendable, Equatable {
        /// Not of the form `v1.KEYID.PAYLOAD.MAC` in base64url.
        case malformed
        /// Signed with another key (or its key id altered).
        case otherKey
        /// Its payload or code altered.
        case altered
    }

    /// The version prefix.
    static let version = "v1"

    /// The id of a key, as tokens carry it.
    ///
    /// - Parameter key: The key.
    /// - Returns: Its id, 12 base64url characters.
    public static func keyID(_ key: [UInt8]) -> String {
        Base64URL.encode(SHA256.hash(Array("placepicker key id".utf8) + key).prefix(9))
    }

    /// Signs a payload.
    ///
    /// - Parameters:
    ///   - payload: The bytes to sign (the caller's JSON).
    ///   - key: The key.
    /// - Returns: The token.
    public static func sign(_ payload: [UInt8], key: [UInt8]) -> String {
        let signed = "\(version).\(keyID(key)).\(Base64URL.encode(payload))"
        return signed + "." + Base64URL.encode(HMAC.sha256(Array(signed.utf8), key: key))
    }

    /// The payload of a token signed with `key`.
    ///
    /// - Parameters:
    ///   - token: The token.
    ///   - key: The key.
    /// - Returns: The payload's bytes.
    /// - Throws: ``Refusal``.
    public static func open(_ token: String, key: [UInt8]) throws(Refusal) -> [UInt8] {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard token.utf8.count <= 16_384, parts.count == 4, parts[0] == version,
            let payload = Base64URL.decode(parts[2]), let code = Base64URL.decode(parts[3]),
            Base64URL.decode(parts[1]) != nil
        else { throw .malformed }
        guard parts[1] == keyID(key) else { throw .otherKey }
        let signed = parts[0...2].joined(separator: ".")
        guard HMAC.equal(HMAC.sha256(Array(signed.utf8), key: key), code) else { throw .altered }
        return payload
    }
}

/// Base64url without padding (RFC 4648 §5), strict: a text that does not re-encode to itself is
/// refused, so one token has one spelling.
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// Encodes bytes.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The text.
    public static func encode(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var value: UInt32 = 0
            for (offset, byte) in chunk.enumerated() { value |= UInt32(byte) << UInt32(16 - 8 * offset) }
            for position in 0...chunk.count { out.append(alphabet[Int((value >> UInt32(18 - 6 * position)) & 63)]) }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes text.
    ///
    /// - Parameter text: Base64url without padding.
    /// - Returns: The bytes, or `nil` for anything that is not canonical base64url without padding.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "-"): values.append(62)
            case UInt8(ascii: "_"): values.append(63)
            default: return nil
            }
        }
        guard values.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            var value: UInt32 = 0
            for (offset, sextet) in chunk.enumerated() { value |= UInt32(sextet) << UInt32(18 - 6 * offset) }
            for position in 0..<(chunk.count - 1) {
                bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(16 - 8 * position)))
            }
            index += 4
        }
        // Unused low bits must be zero: otherwise two texts would decode to the same bytes.
        guard encode(bytes) == String(text) else { return nil }
        return bytes
    }
}
