import Geodesy
import HTMLWriting
import PlacePicker
import TestSupport
import Testing

@testable import MapDrawing
@testable import PlacePickerWeb

/// The byte-level escaping and element ids against their definitions written out scalar by scalar,
/// on random text of everything that needs care: the five special characters, every C0 control,
/// DEL, tab and newlines, multi-byte letters, combining marks and emoji.
@Suite struct EscapingDefinitionTests {
    /// The definition: each scalar replaced or kept (HTML Living Standard §13.1 plus the controls
    /// policy: C0 controls and DEL are dropped, tab, newline and carriage return are kept).
    static func defined(_ text: String, quotes: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{7F}": break
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    static let pieces: [String] =
        [
            "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{7F}", "a", "Z", "9", " ", "=", "/", "ä", "ß", "€", "日本",
            "e\u{301}", "👩‍👩‍👧", "🇫🇮", "\u{200D}", "amp;", "&amp;",
        ]
        + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    @Test func textAndAttributeValuesAreEscapedAsDefined() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 12)
            let text = (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }
                .joined()
            var asText = HTML()
            asText.text(text)
            #expect(asText.string == Self.defined(text, quotes: false), "\(text.debugDescription)")
            var element = HTML()
            element.empty(.a) { $0.add(.title, text) }
            #expect(
                element.string == "<a title=\"\(Self.defined(text, quotes: true))\"></a>", "\(text.debugDescription)")
        }
    }

    /// The eight-bytes-at-a-time test the escaper skips plain text with: it never misses a byte
    /// that is escaped or dropped, wherever it stands in the word and whatever stands beside it,
    /// and it lets words of letters and multi-byte text through (or it would save nothing).
    @Test func wordTestNeverMissesAByteThatNeedsCare() {
        func needsCare(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || Array("\"&'<>".utf8).contains(byte) }
        func word(_ bytes: [UInt8]) -> UInt64 {
            bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        // Every byte at every place, among backgrounds that could hide it (borrows from below,
        // bytes with the high bit, spaces) or be mistaken for it.
        for background: UInt8 in [0x61, 0x20, 0x80, 0xFF, 0x40, 0x3D, 0x21, 0x7E, 0x00] {
            for place in 0..<8 {
                for byte in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: background, count: 8)
                    bytes[place] = byte
                    let expected = bytes.contains(where: needsCare)
                    if expected {
                        #expect(HTMLEscaping.mayNeedEscaping(word(bytes)), "\(bytes)")
                    }
                }
            }
        }
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200_000 {
            let value = generator.next()
            let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
            if bytes.contains(where: needsCare) {
                #expect(HTMLEscaping.mayNeedEscaping(value), "\(bytes)")
            }
        }
        // Plain words pass: letters, digits above the controls that need nothing, UTF-8.
        for text in ["Kauppaka", "tu 12, 0", "Päivä, k", "日本語の", "a b c d ", "0123456/", "(~#%+*?)"] {
            let bytes = Array(text.utf8.prefix(8))
            #expect(bytes.count == 8)
            #expect(!HTMLEscaping.mayNeedEscaping(word(bytes)), "\(text)")
        }
    }

    /// Long, mostly plain text, so long runs of bytes that need nothing stand between the special
    /// ones (the escaper copies such runs whole), through both entry points the writer uses.
    @Test func longRunsBetweenSpecialCharactersAreEscapedAsDefined() {
        var generator = SeededGenerator(seed: 21)
        let plain = ["a", "é", " ", "k"]
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 80)
            let text = (0..<count).map { _ in
                generator.next() % 6 == 0
                    ? Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
                    : plain[Int(generator.next() % UInt64(plain.count))]
            }.joined()
            var asText: [UInt8] = []
            HTMLEscaping.appendText(text, to: &asText)
            #expect(
                String(decoding: asText, as: UTF8.self) == Self.defined(text, quotes: false), "\(text.debugDescription)"
            )
            var asAttribute: [UInt8] = []
            HTMLEscaping.appendAttributeValue(text, to: &asAttribute)
            #expect(
                String(decoding: asAttribute, as: UTF8.self) == Self.defined(text, quotes: true),
                "\(text.debugDescription)")
        }
    }

    /// The writer's one-pass forms against the string forms they replace: a value escaped once and
    /// written as an attribute, as an element's text and as text; an element id written in place;
    /// a card link from the page's escaped query; a translation; a literal attribute.
    @Test func onePassWritesEqualTheirStringForms() {
        var generator = SeededGenerator(seed: 33)
        let links = PageContext.CardLinks(query: "near=60.17%2C24.94&from=60.17%2C+24.94&q=a%27%22%3C&src=address")
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 12)
            let text = (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }
                .joined()
            let escaped = HTML.EscapedValue(text)
            var once = HTML()
            once.empty(.a) { $0.add(.ariaLabel, escaped) }
            once.element(.title, text: escaped)
            once.text(escaped)
            var twice = HTML()
            twice.empty(.a) { $0.add(.ariaLabel, text) }
            twice.element(.title, text: text)
            twice.text(text)
            #expect(once.bytes == twice.bytes, "\(text.debugDescription)")

            var inPlace = HTML()
            inPlace.empty(.a) { attributes in
                attributes.id(.id, prefix: "row", text)
                attributes.cardHref(text, links: links)
                attributes.add(.class, literal: "place state-", text, literal: " is-selected")
                attributes.add(.ariaLabel, text, literal: ": ", String(text.reversed()))
            }
            var asStrings = HTML()
            asStrings.empty(.a) { attributes in
                attributes.add(.id, DOMID.make("row", text))
                attributes.add(.href, links.url(text))
                attributes.add(.class, "place state-" + text + " is-selected")
                attributes.add(.ariaLabel, text + ": " + String(text.reversed()))
            }
            #expect(inPlace.bytes == asStrings.bytes, "\(text.debugDescription)")
        }
        let map = SVGMap(
            map: MapScreen(
                camera: MapCamera(center: Coordinate(uncheckedLatitude: 60, longitude: 25), zoom: 12), pins: [],
                clusters: [], origin: Coordinate(uncheckedLatitude: 60, longitude: 25), canZoomIn: true,
                canZoomOut: true, attribution: "", prefersMutedEmphasis: false),
            title: "Map", originLabel: "You")
        for _ in 0..<500 {
            let point = (
                x: Double(Int64(bitPattern: generator.next() % 2_000_001) - 1_000_000) / 997,
                y: Double(generator.next() % 100_000) / 13
            )
            var inPlace = HTML()
            inPlace.empty(.g) { $0.translate(point) }
            var asString = HTML()
            asString.empty(.g) { $0.add(.transform, map.translate(point)) }
            #expect(inPlace.bytes == asString.bytes, "\(point)")
        }
        var literal = HTML()
        literal.empty(.b) { $0.add(.class, literal: "a \"b\" <c> & 'd'") }
        var string = HTML()
        string.empty(.b) { $0.add(.class, "a \"b\" <c> & 'd'") }
        #expect(literal.bytes == string.bytes)
        // Without a query, a card link is the bare path.
        var bare = HTML()
        bare.empty(.a) { $0.cardHref("node/1", links: PageContext.CardLinks(query: "")) }
        #expect(bare.string == "<a href=\"/places/node%2F1\"></a>")
    }

    @Test func elementIDsKeepLettersAndDigitsAndHexTheRest() {
        #expect(DOMID.make("row", "node/42") == "row-node_2f42")
        #expect(DOMID.make("row", "a b") == "row-a_20b")
        #expect(DOMID.make("row", "ä") == "row-_c3_a4")
        #expect(DOMID.make("select", "ABCxyz019") == "select-ABCxyz019")
    }
}
