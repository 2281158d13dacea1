import Foundation
import TestSupport
import Testing

@testable import MapDrawing

/// The map's numbers, written digit by digit, are the text `Double` gives a value rounded to a
/// tenth (what the map wrote before), on random and edge values.
@Suite("SVG numbers")
struct SVGNumberTests {
    /// The earlier formula: round to a tenth, drop a trailing `.0`.
    static func reference(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    @Test func randomValuesMatchTheDoubleText() {
        var random = SeededGenerator(seed: 10)
        for index in 0..<20_000 {
            let range = [1.0, 100, 5_000, 1e7][index % 4]
            let value = Double.random(in: -range...range, using: &random)
            var text = ""
            SVGMap.append(value, to: &text)
            #expect(text == Self.reference(value), "\(value)")
        }
    }

    @Test(arguments: [0, -0.0, 0.04, -0.04, 0.05, -0.05, 0.95, -0.95, 9.99, 12.25, -12.25, 1e14, -1e14, 123_456.7])
    func edgeValuesMatchTheDoubleText(_ value: Double) {
        var text = "x"
        SVGMap.append(value, to: &text)
        #expect(text == "x" + Self.reference(value))
    }
}
