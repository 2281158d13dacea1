/// Splitting and joining address parts as carriers send them.
enum AddressText {
    /// `Charles-de-Gaulle-Str. 20` → (`Charles-de-Gaulle-Str.`, `20`), `ZALOŠKA CESTA 60A` → (…, `60A`);
    /// a text whose last word does not start with a digit stays whole.
    static func splitHouseNumber(_ text: String?) -> (street: String?, number: String?) {
        guard let text else { return (nil, nil) }
        let words = text.split(separator: " ")
        guard words.count >= 2, let last = words.last, last.first?.isNumber == true else { return (text, nil) }
        return (words.dropLast().joined(separator: " "), String(last))
    }
}
