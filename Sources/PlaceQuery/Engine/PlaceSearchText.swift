import Foundation
import Places

/// A place's folded words for text search: name words, and address + category words.
struct PlaceSearchText: Sendable {
    let name: SearchText
    let other: SearchText

    /// The words of a place, with the words of its address parts and categories looked up in
    /// (and added to) `words`, which many places share.
    ///
    /// - Parameters:
    ///   - place: The place.
    ///   - words: Words of parts met before.
    init(_ place: Place, words: inout PartWords) {
        name = SearchText(place.name)
        // "parcel_locker" gives the words "parcel" and "locker": "_" separates words like any other
        // character that is neither a letter nor a digit.
        other = words.addressAndCategories(of: place)
    }

    /// The words of address parts and categories, kept once per distinct text.
    ///
    /// When every part is ASCII, the words of the joined text (``Address/singleLine`` and the
    /// categories, joined by spaces) are the words of the parts one after the other: the joints
    /// are ASCII punctuation and spaces, which only separate words, and ASCII words are folded
    /// byte by byte. Otherwise the joined text is folded as a whole, as it always was.
    struct PartWords {
        /// The words of a part (`nil`: it has characters other than ASCII).
        private struct Entry {
            var words: [String]?
        }
        private var known: [String: Entry] = [:]
        /// Most distinct parts kept.
        private static let limit = 65_536

        /// The words of one ASCII part, or `nil` for a part with other characters.
        private mutating func words(_ part: String) -> [String]? {
            if let cached = known[part] { return cached.words }
            let words = SearchText.asciiWords(part)
            if known.count < PartWords.limit { known[part] = Entry(words: words) }
            return words
        }

        /// The address and category words of a place.
        ///
        /// - Parameter place: The place.
        /// - Returns: The words of its ``Address/singleLine`` and categories, joined by spaces.
        mutating func addressAndCategories(of place: Place) -> SearchText {
            let address = place.address
            // Each part, and whether it repeats across places (house numbers and postcodes
            // seldom do: not worth a table entry).
            var parts: [(text: String, repeats: Bool)] = []
            if let street = address.street, !street.isEmpty {
                parts.append((street, true))
                if let number = address.houseNumber { parts.append((number, false)) }
            }
            if let postcode = address.postcode { parts.append((postcode, false)) }
            if let city = address.city { parts.append((city, true)) }
            for category in place.categories { parts.append((category, true)) }
            var all: [String] = []
            for part in parts {
                guard let words = part.repeats ? words(part.text) : SearchText.asciiWords(part.text) else {
                    return SearchText(([address.singleLine] + place.categories).joined(separator: " "))
                }
                all.append(contentsOf: words)
            }
            return SearchText(words: all)
        }
    }
}
