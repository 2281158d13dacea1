import Foundation
import TestSupport
import Testing

@testable import OpeningHours
@testable import OpeningHoursSyntax

/// Seeded mutations of real values: no crash, no hang, and parse → normalize → parse is stable.
@Suite("Fuzzing the parser")
struct FuzzTests {
    static let alphabet: [Character] = Array("0123456789:;,-+/[]()\"| .MoTuWeFrSaSuPHSHJanDecweekoffeaster–h\u{301}")

    static func mutate<G: RandomNumberGenerator>(_ value: String, _ generator: inout G) -> String {
        var characters = Array(value)
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
            let position = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !characters.isEmpty:
                characters.remove(at: position)
            case 1:
                characters.insert(alphabet.randomElement(using: &generator) ?? "-", at: position)
            case 2 where characters.count > 1 && position + 1 < characters.count:
                characters.swapAt(position, position + 1)
            case 3 where !characters.isEmpty:
                let end = min(characters.count, position + Int.random(in: 1...8, using: &generator))
                characters.insert(contentsOf: characters[position..<end], at: position)
            default:
                if !characters.isEmpty { characters[position] = alphabet.randomElement(using: &generator) ?? "0" }
            }
        }
        return String(characters)
    }

    @Test
    func mutatedRealValues() throws {
        var seeds = try realValues("real-sample.txt")
        seeds += try realValues("invalid-but-unambiguous.tsv").prefix(300)
        var generator = SeededGenerator(seed: 42)
        let context = EvaluationContext(timeZone: Zones.berlin, country: "DE")
        let at = instant("2026-03-02T12:00+01:00")
        var parsedCount = 0
        for round in 0..<6000 {
            let seed = seeds[round % seeds.count]
            let text = Self.mutate(seed, &generator)
            let result = Schedule.parse(text)
            for diagnostic in result.diagnostics {
                #expect(diagnostic.offset >= 0 && diagnostic.offset + diagnostic.length <= text.count, "\(text)")
            }
            guard let parsed = result.schedule, let normalized = result.normalized else {
                #expect(!result.errors.isEmpty, "\(text)")
                continue
            }
            parsedCount += 1
            let again = Schedule.parse(normalized, mode: .strict)
            #expect(again.diagnostics.isEmpty, "\(text) → \(normalized): \(again.diagnostics)")
            #expect(again.normalized == normalized, "\(text) → \(normalized)")
            if round % 8 == 0 {
                let compiled = parsed.compiled(for: context)
                #expect(compiled.state(at: at) == parsed.state(at: at, in: context), "\(text)")
                _ = compiled.nextChange(after: at, horizon: 40)
            }
        }
        #expect(parsedCount > 600)
    }
}
