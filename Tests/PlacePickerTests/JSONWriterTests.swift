import Foundation
import JSONWriting
import TestSupport
import Testing

@testable import PlacePicker

/// ``JSONWriter`` promises the bytes of Foundation's `JSONEncoder` with `.sortedKeys` and
/// `.withoutEscapingSlashes`: held to them on real answers and on values made to break it.
@Suite("JSON writer against JSONEncoder")
struct JSONWriterTests {
    static func encoderBytes(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// The sample's answers that between them hold every field (the schema test's screens).
    @Test func realAnswersAreWrittenAsJSONEncoderWritesThem() throws {
        let screens = try ScreenJSONSchemaTests.screens()
        #expect(screens.count > 5)
        for screen in screens {
            #expect(screen.jsonBytes == (try Self.encoderBytes(screen)), "\(screen.summary)")
            for place in screen.places {
                #expect(place.jsonBytes == (try Self.encoderBytes(place)), "\(place.id)")
            }
        }
    }

    /// Strings of quotes, backslashes, slashes, every control character, DEL, line and paragraph
    /// separators and letters outside ASCII; numbers whole and fractional, tiny, huge, negative,
    /// negative zero and subnormal; optionals present and absent; empty and full arrays.
    @Test func hostileValuesAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SeededGenerator(seed: 2_026)
        let pieces: [String] =
            ["\"", "\\", "/", "\u{7F}", "\u{2028}", "\u{2029}", "é", "ß", "日本", "👩‍⚕️", "a", " ", "\u{FEFF}"]
            + (0..<32).map { String(UnicodeScalar(UInt8($0))) }
        func text() -> String {
            (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
        }
        func optionalText() -> String? { Bool.random(using: &random) ? text() : nil }
        func number() -> Double {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: Double(Int.random(in: -1_000_000...1_000_000, using: &random))
            case 1: Double.random(in: -180...180, using: &random)
            case 2: Double.random(in: 0...1e-4, using: &random)
            case 3: Double.random(in: 1e15...1e22, using: &random)
            case 4:
                [-0.0, 0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e16, 1e-5].randomElement(using: &random)
                    ?? 0
            case 5: (Double.random(in: 0...50_000, using: &random) * 10).rounded() / 10
            default: -Double.random(in: 0...1e9, using: &random)
            }
        }
        let template = try #require(try ScreenJSONSchemaTests.screens().first)
        let placeTemplate = try #require(template.places.first)
        for _ in 0..<400 {
            var place = placeTemplate
            place.id = text()
            place.name = text()
            place.uniqueName = text()
            place.latitude = number()
            place.longitude = number()
            place.distanceMeters = number()
            place.bearingDegrees = number()
            place.direction = text()
            place.address = optionalText()
            place.categories = (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }
            place.openingHours = optionalText()
            place.openingState = PlaceJSON.OpeningStateJSON(
                state: text(), kind: text(), until: optionalText(), opensAt: optionalText(), text: text(),
                comment: optionalText())
            place.text = text()
            place.accessibilityLabel = text()
            place.inputLabels = (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }
            place.selectable = Bool.random(using: &random)
            place.unavailableReason = optionalText()
            place.wheelchair = text()
            #expect(place.jsonBytes == (try Self.encoderBytes(place)), "\(place)")
            var screen = template
            screen.summary = text()
            screen.counts = ScreenJSON.Counts(
                matching: Int.random(in: 0...Int.max, using: &random), open: Int.random(in: -5...5, using: &random),
                unknownHours: 0, hiddenUnknownHours: Int.random(in: 0...9, using: &random))
            screen.origin = ScreenJSON.OriginJSON(
                latitude: number(), longitude: number(), label: text(), source: text())
            screen.instant = text()
            screen.language = text()
            screen.attribution = text()
            screen.hasMore = Bool.random(using: &random)
            screen.places = Bool.random(using: &random) ? [] : [place, placeTemplate]
            screen.selected = Bool.random(using: &random) ? place : nil
            #expect(screen.jsonBytes == (try Self.encoderBytes(screen)), "\(screen.summary)")
        }
    }
}
