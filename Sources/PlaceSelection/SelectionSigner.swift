import Foundation
import SelectionSigning

/// The shop's key for signing choices (`PLACEPICKER_SELECTION_KEY` or `--selection-key-file`), and
/// how long a signed choice is good for.
public struct SelectionSigner: Sendable {
    /// The fewest bytes a key may have: 32, as much as the HMAC's output.
    public static let minimumKeyBytes = 32
    /// The key's bytes.
    let key: [UInt8]
    /// How long a token is valid after it is issued.
    public var lifetime: TimeInterval

    /// Why a key was refused.
    public struct KeyProblem: Error, CustomStringConvertible {
        /// What is wrong with the key and what would do.
        public var description: String
    }

    /// A signer with a key given as text (trailing white space, such as a file's last newline, is
    /// not part of it).
    ///
    /// - Parameters:
    ///   - key: The key, at least ``minimumKeyBytes`` bytes.
    ///   - lifetime: How long a token is good for (default 24 hours).
    /// - Throws: ``KeyProblem`` for a key too short.
    public init(key: String, lifetime: TimeInterval = 86_400) throws(KeyProblem) {
        var text = Substring(key)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        guard text.utf8.count >= Self.minimumKeyBytes else {
            throw KeyProblem(
                description: "the selection key has \(text.utf8.count) bytes; use at least \(Self.minimumKeyBytes) "
                    + "random bytes, such as the output of 'openssl rand -hex 32'")
        }
        self.key = Array(text.utf8)
        self.lifetime = lifetime
    }

    /// The key's id, as tokens carry it (for logs: never the key itself).
    public var keyID: String { SignedToken.keyID(key) }
}
