import Geodesy
import PlacePicker
import PlaceQuery
import PlaceSearch

/// One address in an address field's result list: from the catalog's own addresses, or a
/// suggestion from a map service (MapKit's `MKLocalSearchCompleter`).
///
/// Its ``id`` is made from what it says, never from where it stands in the list: suggestion lists
/// are refreshed as the person types, and an id by position would then mark a different address
/// as chosen.
public struct AddressChoice: Sendable, Hashable, Identifiable {
    /// Stable id: the catalog's single-line address, or a suggestion's title and subtitle.
    public var id: String
    /// The address on one line ("Mannerheimintie 5, 00100 Helsinki"), or the suggestion's title.
    public var title: String
    /// The suggestion's second line (for example the city), if any.
    public var subtitle: String?
    /// Where it is; `nil` for a suggestion until it has been looked up.
    public var coordinate: Coordinate?
    /// The catalog match this came from, if it came from the catalog.
    public var match: AddressMatch?

    /// Creates a choice from a catalog address match.
    ///
    /// - Parameter match: A match from ``PickerModel/addressMatches(for:limit:)``.
    public init(match: AddressMatch) {
        self.id = match.id
        self.title = match.label
        self.subtitle = nil
        self.coordinate = match.coordinate
        self.match = match
    }

    /// Creates a suggestion that still has to be looked up; its id is its two lines.
    ///
    /// - Parameters:
    ///   - title: First line.
    ///   - subtitle: Second line; empty means none.
    public init(suggestionTitle title: String, subtitle: String) {
        self.init(
            id: subtitle.isEmpty ? title : "\(title)\n\(subtitle)", title: title,
            subtitle: subtitle.isEmpty ? nil : subtitle,
            coordinate: nil)
    }

    /// Creates a choice from any source.
    ///
    /// - Parameters:
    ///   - id: Stable id (not a list position).
    ///   - title: First line.
    ///   - subtitle: Second line.
    ///   - coordinate: Location, if known.
    public init(id: String, title: String, subtitle: String?, coordinate: Coordinate?) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.coordinate = coordinate
        self.match = nil
    }

    /// The spoken name: the title, and the subtitle when there is one.
    public var spokenName: String { subtitle.map { "\(title), \($0)" } ?? title }
}

/// What the person confirmed in an address flow: where they are and the notes for the courier.
public struct AddressConfirmation: Sendable, Hashable {
    /// The origin to measure distances from; pass it to ``PickerAction/setOrigin(_:)``.
    public var origin: Origin
    /// The catalog match, when the address came from the catalog.
    public var match: AddressMatch?
    /// Free text about the entrance ("Door code 1234, second courtyard"), possibly empty.
    public var entranceNotes: String

    /// Creates a confirmation.
    ///
    /// - Parameters:
    ///   - origin: The new origin.
    ///   - match: The catalog match, if any.
    ///   - entranceNotes: The notes.
    public init(origin: Origin, match: AddressMatch?, entranceNotes: String) {
        self.origin = origin
        self.match = match
        self.entranceNotes = entranceNotes
    }
}

/// Where an address field's suggestions come from.
public enum AddressSource: Sendable, Hashable {
    /// The catalog's own addresses (address points and the places' addresses), searched locally.
    case catalog
    /// A map service's address suggestions (Apple: `MKLocalSearchCompleter`), which need a network
    /// connection and a lookup of the chosen one.
    case mapService

    /// The catalog when it has addresses to search (its own, or a region's), else the map service.
    ///
    /// - Parameter picker: The picker whose catalog is searched.
    /// - Returns: The source an address field uses by default.
    public static func preferred(for picker: PickerModel) -> AddressSource {
        picker.hasAddresses ? .catalog : .mapService
    }
}
