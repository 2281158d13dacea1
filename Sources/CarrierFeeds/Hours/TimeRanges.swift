/// Time ranges written as one text, `08:00–12:00, 13:00–17:00`: Packeta's hours per weekday,
/// Sendcloud's `formatted_opening_times` and GLS's `openings`.
enum TimeRanges {
    /// The intervals of `08:00–12:00, 13:00–17:00` (an en dash, an em dash or a hyphen between the
    /// times), or `nil` when any part is not a range of two times.
    static func intervals(_ text: String) -> [OpenInterval]? {
        var result: [OpenInterval] = []
        for part in text.split(separator: ",") {
            let times = part.split(whereSeparator: { $0 == "–" || $0 == "-" || $0 == "—" })
            guard times.count == 2,
                let interval = FieldText.interval(.string(String(times[0])), .string(String(times[1])))
            else { return nil }
            result.append(interval)
        }
        return result.isEmpty ? nil : result
    }
}
