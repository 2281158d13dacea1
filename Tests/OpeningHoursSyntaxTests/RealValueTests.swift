import Foundation
import Testing

@testable import OpeningHoursSyntax

/// Every real value in Tests/Fixtures/opening-hours: parsed without crash or hang, with the
/// strict and tolerant shares recorded in docs/reference/opening-hours.md.
@Suite("Real opening_hours values")
struct RealValueTests {
    /// The real values kept in the repository (OpenStreetMap data, ODbL; see its README.md).
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/opening-hours")

    /// `(count, value)` pairs of a file (`COUNT<TAB>VALUE`, or one value a line with count 1).
    static func values(_ name: String) throws -> [(count: Int, value: String)] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard !line.isEmpty else { return nil }
            if name.hasSuffix(".tsv"), let tab = line.firstIndex(of: "\t"), let count = Int(line[..<tab]) {
                return (count, String(line[line.index(after: tab)...]))
            }
            return (1, String(line))
        }
    }

    struct Shares: CustomStringConvertible {
        var values = 0
        var uses = 0
        var strictValues = 0
        var strictUses = 0
        var tolerantValues = 0
        var tolerantUses = 0

        static func percent(_ part: Int, _ whole: Int) -> String {
            String(format: "%.1f %%", whole == 0 ? 0 : 100 * Double(part) / Double(whole))
        }

        var description: String {
            "values \(values): strict \(Self.percent(strictValues, values)), tolerant \(Self.percent(tolerantValues, values)); "
                + "uses \(uses): strict \(Self.percent(strictUses, uses)), tolerant \(Self.percent(tolerantUses, uses))"
        }
    }

    static func measure(_ name: String) throws -> Shares {
        var shares = Shares()
        let strict = OpeningHoursParser(mode: .strict)
        let tolerant = OpeningHoursParser(mode: .tolerant)
        for (count, value) in try values(name) {
            shares.values += 1
            shares.uses += count
            // Strict mode fails exactly when tolerant mode warns, so one parse gives both shares.
            let result = tolerant.parse(value)
            if result.schedule != nil && result.warnings.isEmpty {
                shares.strictValues += 1
                shares.strictUses += count
            }
            if let normalized = result.normalized, result.schedule != nil {
                shares.tolerantValues += 1
                shares.tolerantUses += count
                // The normalized form is canonical: it parses strictly to itself.
                let again = normalized == value && result.warnings.isEmpty ? result : strict.parse(normalized)
                #expect(
                    again.normalized == normalized && again.schedule != nil,
                    "\(value) → \(normalized) \(again.diagnostics)")
            } else {
                let error = result.errors.first
                #expect(error != nil, "\(value)")
                #expect((error?.offset ?? -1) >= 0 && (error?.offset ?? 0) <= value.count, "\(value)")
            }
        }
        return shares
    }

    @Test(arguments: ["real-sample.txt", "invalid-but-unambiguous.tsv", "invalid.tsv"])
    func parsesEveryValue(_ name: String) throws {
        let shares = try Self.measure(name)
        print("[opening-hours] \(name): \(shares)")
        #expect(shares.values > 0)
        if name == "real-sample.txt" { #expect(shares.tolerantValues * 100 >= shares.values * 95) }
    }
}
