import Foundation
import TestSupport
import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct FuzzTests {
    /// Bytes that matter to the grammars, inserted more often than random ones.
    static let interesting: [[UInt8]] =
        [
            "\"", ",", "{", "}", "[", "]", ":", "\n", "\r\n", "<", ">", "/>", "\\", "\\u", "-", "0", "1e999", "null",
            "&",
            "\u{FEFF}", "ÿ", "😀", "\"\"", "</node>", "<tag k=\"name\" v=\"x\"/>",
        ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80]]

    static func mutate(_ input: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { return Self.interesting.randomElement(using: &random) ?? [] }
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
            case 1:
                bytes.removeSubrange(Int.random(in: 0...at, using: &random)...)
            case 2:
                bytes.insert(contentsOf: Self.interesting.randomElement(using: &random) ?? [], at: at)
            case 3:
                bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
            case 4:
                bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
            default:
                let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
                bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
            }
        }
        return bytes
    }

    @Test(arguments: [
        (PlaceFormat.geojson, Fixtures.geojson, UInt64(1)), (.geojson, RoundTripTests.odd, 2), (.csv, Fixtures.csv, 3),
        (.overpass, Fixtures.overpass, 4), (.osm, Fixtures.osm, 5),
    ])
    func mutatedInputNeverCrashes(_ format: PlaceFormat, _ source: String, _ seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let valid = Array(source.utf8)
        let cases = format == .osm ? 800 : 1500
        var withErrors = 0
        for _ in 0..<cases {
            let input = Self.mutate(valid, using: &random)
            let result = PlaceReader.read(Data(input), format: format, options: ImportOptions(sourceName: "fuzz"))
            let counts = result.report.counts
            #expect(counts.places == result.places.count)
            #expect(counts.addressPoints == result.addressPoints.count)
            #expect(counts.records == counts.places + counts.addressPoints + counts.skipped)
            #expect(Set(result.places.map(\.id)).count == result.places.count)
            #expect(result.places.allSatisfy { (-90...90).contains($0.coordinate.latitude) && !$0.name.isEmpty })
            #expect(result.report.diagnostics.allSatisfy { !$0.message.isEmpty && !$0.location.description.isEmpty })
            if result.report.hasErrors { withErrors += 1 }
        }
        // The mutations must actually break things, or this test proves nothing.
        #expect(withErrors > cases / 4)
    }
}
