import Foundation
import FuzzSupport
import Geodesy
import OpeningHours
import OpeningHoursSyntax

/// Places the schedules are evaluated for: German holidays and sun times; a zone whose daylight saving
/// shifts by 30 minutes and Australian holidays; polar day and night (Tromsø).
let contexts = [
    EvaluationContext(
        timeZone: TimeZone(identifier: "Europe/Berlin") ?? .gmt, country: "DE", region: "BY",
        coordinate: try? Coordinate(latitude: 48.14, longitude: 11.58)),
    EvaluationContext(timeZone: TimeZone(identifier: "Australia/Lord_Howe") ?? .gmt, country: "AU"),
    EvaluationContext(
        timeZone: TimeZone(identifier: "Europe/Oslo") ?? .gmt, country: "NO",
        coordinate: try? Coordinate(latitude: 69.65, longitude: 18.96)),
]

/// Just before Berlin's 2026 spring change, inside Lord Howe's repeated half hour and Berlin's repeated
/// hour of autumn 2026, Christmas Eve at noon, a leap day, a second before a Berlin new year.
let instants = [
    1_774_745_940, 1_775_315_700, 1_792_891_800, 1_798_110_000, 1_835_438_400, 1_830_293_999,
].map { Date(timeIntervalSince1970: Double($0)) }

/// Parse (tolerant), then for a readable value: the normalized text reads back in strict mode unchanged;
/// in one context and at two instants (both chosen by the input's bytes, so the work per input stays that
/// of a few lookups and a 1 s timeout means a slow call) the compiled schedule agrees with the interpreter on
/// the state and on the next change within 8 days, and the next change within 400 days is later and is what
/// it says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    let result = Schedule.parse(text)
    for diagnostic in result.diagnostics {
        Fuzz.expect(diagnostic.offset >= 0 && diagnostic.offset + diagnostic.length <= text.count, "\(diagnostic)")
    }
    guard let schedule = result.schedule, let normalized = result.normalized else {
        Fuzz.expect(!result.errors.isEmpty, "no schedule and no error")
        return 0
    }
    let again = Schedule.parse(normalized, mode: .strict)
    Fuzz.expect(again.diagnostics.isEmpty && again.normalized == normalized, "\(normalized): \(again.diagnostics)")
    let hash = Fuzz.bytes(data, size).reduce(UInt64(14_695_981_039_346_656_037)) {
        ($0 ^ UInt64($1)) &* 1_099_511_628_211
    }
    let context = contexts[Int(hash % UInt64(contexts.count))]
    let compiled = schedule.compiled(for: context)
    let zone = context.timeZone.identifier
    for date in [instants[Int(hash / 3 % UInt64(instants.count))], instants[Int(hash / 17 % UInt64(instants.count))]] {
        Fuzz.expect(compiled.state(at: date) == schedule.state(at: date, in: context), "state at \(date) in \(zone)")
        let change = compiled.nextChange(after: date, horizon: 8)
        Fuzz.expect(
            schedule.nextChange(after: date, in: context, horizon: 8) == change, "next change after \(date) in \(zone)")
    }
    if let change = compiled.nextChange(after: instants[0], horizon: 400) {
        Fuzz.expect(change.date > instants[0], "next change \(change.date) not after \(instants[0])")
        Fuzz.expect(compiled.state(at: change.date) == change.state, "state at the change \(change.date)")
    }
    return 0
}
