import OpeningHours
import Places

/// What a build hands on to the changes applied to it: the evaluation context of each zone
/// assignment (its holiday calendars are costly to make) and the hours and traits of each hours
/// value it read (parsed, compiled and read for the reference week).
struct BuildMemo: Sendable {
    var contexts: [PlaceEngine.ContextKey: EvaluationContext] = [:]
    /// The base's distinct hours values, numbered (only shareable ones may be reused).
    var baseKeys = Numbering<PlaceEngine.HoursKey>()
    var baseValues: [(hours: PlaceHours, traits: PlaceTraits)] = []
    /// Shareable hours values read for changed places, numbered after the base's shared values
    /// (so a query's ``StatusMemo`` evaluates each once, as it does the base's).
    var hours: [PlaceEngine.HoursKey: (hours: PlaceHours, traits: PlaceTraits, number: Int32)] = [:]

    /// A shareable hours value read before, with its number among the shared values, or `nil`.
    func shareable(_ key: PlaceEngine.HoursKey) -> (hours: PlaceHours, traits: PlaceTraits, number: Int32)? {
        if let known = hours[key] { return known }
        guard let number = baseKeys.existingNumber(of: key) else { return nil }
        let value = baseValues[Int(number)]
        return value.hours.isShareable ? (value.hours, value.traits, Int32(number)) : nil
    }
}
