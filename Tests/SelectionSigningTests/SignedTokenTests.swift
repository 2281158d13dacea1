import Foundation
import Testing

@testable import SelectionSigning

/// SHA-256 and HMAC-SHA256 against FIPS 180-4's examples, RFC 4231's test cases and values
/// Python's `hashlib` and `hmac` computed; the token refused under every kind of alteration.
@Suite("Signed tokens")
struct SignedTokenTests {
    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func sha256MatchesTheReferences() {
        #expect(Self.hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Self.hex(SHA256.hash(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // FIPS 180-4's two-block message.
        #expect(
            Self.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hmacMatchesTheReferences() {
        // RFC 4231, test case 2.
        #expect(
            Self.hex(HMAC.sha256(Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // RFC 4231, test case 6: a key longer than a block is hashed first.
        #expect(
            Self.hex(
                HMAC.sha256(
                    Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                    key: [UInt8](repeating: 0xaa, count: 131)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        // Python: hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", hashlib.sha256).
        #expect(
            Self.hex(HMAC.sha256(Array("The quick brown fox jumps over the lazy dog".utf8), key: Array("key".utf8)))
                == "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8")
        #expect(
            Self.hex(HMAC.sha256([UInt8](), key: [UInt8](repeating: UInt8(ascii: "k"), count: 100)))
                == "d46761768ee3c864fc76c08b3d73c8092853ae3fefa01b990963dfa2d56e7334")
    }

    @Test func base64URLRoundTripsAndIsCanonical() {
        for count in 0..<40 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let text = Base64URL.encode(bytes)
            #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
            #expect(Base64URL.decode(text) == bytes)
        }
        #expect(Base64URL.decode("QQ") == [0x41])
        // The same bytes with unused bits set: refused, so one token has one spelling.
        #expect(Base64URL.decode("QR") == nil)
        #expect(Base64URL.decode("Q") == nil)
        #expect(Base64URL.decode("QQ==") == nil)
    }

    static let key = Array("a key of thirty-two bytes or more, for tests".utf8)

    @Test func aTokenOpensWithItsKeyOnly() throws {
        let payload = Array(#"{"id":"dhl/8003-4116282","price":"4.90"}"#.utf8)
        let token = SignedToken.sign(payload, key: Self.key)
        #expect(try SignedToken.open(token, key: Self.key) == payload)
        #expect(throws: SignedToken.Refusal.otherKey) {
            try SignedToken.open(token, key: Array("another key of thirty-two bytes, for tests".utf8))
        }
        #expect(throws: SignedToken.Refusal.malformed) { try SignedToken.open("v1.abc", key: Self.key) }
        #expect(throws: SignedToken.Refusal.malformed) { try SignedToken.open("", key: Self.key) }
    }

    /// 10,000 random alterations of a token — a character replaced, inserted or removed, two parts
    /// swapped, a payload re-encoded with one byte changed — none accepted.
    @Test func tenThousandAlterationsAreAllRefused() {
        let payload = Array(
            #"{"carrier":"dhl","expiresAt":"2026-12-08T10:00:00Z","id":"dhl/8003-4116282","price":"4.90"}"#.utf8)
        let token = SignedToken.sign(payload, key: Self.key)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ ")
        var random = SystemRandomNumberGenerator()
        var refused = 0
        var accepted: [String] = []
        for round in 0..<10_000 {
            var characters = Array(token)
            switch round % 4 {
            case 0:
                let index = Int.random(in: 0..<characters.count, using: &random)
                var replacement = alphabet.randomElement(using: &random)!
                while replacement == characters[index] { replacement = alphabet.randomElement(using: &random)! }
                characters[index] = replacement
            case 1:
                characters.insert(
                    alphabet.randomElement(using: &random)!, at: Int.random(in: 0...characters.count, using: &random))
            case 2:
                characters.remove(at: Int.random(in: 0..<characters.count, using: &random))
            default:
                var altered = payload
                let index = Int.random(in: 0..<altered.count, using: &random)
                altered[index] ^= UInt8.random(in: 1...255, using: &random)
                let parts = token.split(separator: ".")
                characters = Array(
                    [parts[0], parts[1], Substring(Base64URL.encode(altered)), parts[3]].joined(separator: "."))
            }
            let altered = String(characters)
            guard altered != token else { continue }
            if (try? SignedToken.open(altered, key: Self.key)) != nil {
                accepted.append(altered)
            } else {
                refused += 1
            }
        }
        #expect(accepted.isEmpty, "accepted: \(accepted.prefix(3))")
        #expect(refused > 9_900)
    }
}
