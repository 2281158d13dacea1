import Foundation
import Places

/// A place's folded words for text search: name words, and address + category words.
struct PlaceSearchText: Sendable {
    let name: SearchText
    let other: SearchText

    init(_ place: Place) {
        name = SearchText(place.name)
        let categories = place.categories.map { $0.replacingOccurrences(of: "_", with: " ") }
        other = SearchText(([place.address.singleLine] + categories).joined(separator: " "))
    }
}
