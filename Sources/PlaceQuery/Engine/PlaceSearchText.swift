import Foundation
import Places

/// A place's folded words for text search: name words, and address + category words.
struct PlaceSearchText: Sendable {
    let name: SearchText
    let other: SearchText

    init(_ place: Place) {
        name = SearchText(place.name)
        // "parcel_locker" gives the words "parcel" and "locker": "_" separates words like any other
        // character that is neither a letter nor a digit.
        other = SearchText(([place.address.singleLine] + place.categories).joined(separator: " "))
    }
}
