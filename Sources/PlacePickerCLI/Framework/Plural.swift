/// `1 place`, `37 places`, `1 address point`: a count with an English noun that takes `-s`.
///
/// - Parameters:
///   - count: The count.
///   - noun: The singular noun.
/// - Returns: The count and the noun, plural unless the count is one.
func plural(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
