/// Joins items into a list with "and", per CLDR `listPatterns` (type `standard`).
///
/// "A, B and C" (en-GB), "A, B, and C" (en-US and bare `en`: CLDR's serial comma), "A, B und C",
/// "A, B ja C", "A, B och C", "A, B et C". Two items: "A and B". One item: itself. None: "".
public struct PhraseList: Sendable, Hashable {
    /// The locale.
    public var locale: PickerLocale

    /// Creates a list joiner.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// The items joined as one phrase.
    ///
    /// - Parameter items: The items, in order.
    /// - Returns: The joined text.
    /// - Complexity: O(total length).
    public func joined(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + " " + conjunction + " " + items[1]
        default:
            let head = items.dropLast().joined(separator: ", ")
            return head + (usesSerialComma ? ", " : " ") + conjunction + " " + (items.last ?? "")
        }
    }

    private var conjunction: String {
        switch locale.language {
        case .english: "and"
        case .german: "und"
        case .finnish: "ja"
        case .swedish: "och"
        case .french: "et"
        }
    }

    private var usesSerialComma: Bool {
        locale.language == .english && ["US", "CA", "PH", "PR"].contains(locale.effectiveRegion)
    }
}
