import Foundation
import PickerLocalization
import PlaceSearch
import Places
import ShopOffers

/// What a data set's picker says and does: its vocabulary, default origin and a few documented
/// constants.
public struct PickerConfiguration: Sendable, Hashable {
    /// The noun for one place: pickup point, branch, clinic, parcel locker.
    public var noun: PlaceNoun
    /// The select action's wording: "Pick up here" or "Choose".
    public var action: ActionWording
    /// Where distances are measured from until the person sets a location.
    public var defaultOrigin: Origin
    /// Data attribution shown with every list and map.
    public var attribution: String
    /// Walking speed used for "about 12 min away on foot": 1.3 m/s (4.7 km/h), a common planning
    /// figure for adult pedestrians, over the straight-line distance (so a lower bound).
    public var walkingSpeed: Double
    /// An open place closing within this many minutes is "closing soon".
    public var closingSoonMinutes: Int
    /// The map's nominal viewport in points, used to fit the camera to the places.
    public var mapViewport: (width: Double, height: Double)
    /// Only places within this many metres of the origin are listed and counted; `nil` means the
    /// whole catalog. A national or worldwide catalog should set it (the CLI's default is 25 km),
    /// so that counts mean "near you" and a query visits a city's places, not the world's.
    public var searchRadius: Double?
    /// The zone a wall time without an offset is read in (`?at=2026-11-30T10:00`, `--at`): the
    /// catalog's default zone, else the machine's.
    public var wallClockZone: TimeZone
    /// The shopper's parcel, when the app knows it: places too small for it cannot be chosen.
    public var parcel: ParcelSize?
    /// The shop's price and delivery day per carrier (and category): shown on rows, cards and in
    /// the hand-off, and what "Cheapest nearby" and "Earliest delivery" order by. Empty: no prices.
    public var offers = OfferTable()
    /// How far "Cheapest nearby" looks, in metres: the places within it by price, then the others
    /// by distance (default 1,000 m, some 13 minutes on foot).
    public var walkingDistance: Double = 1_000
    /// Where addresses are looked up besides the catalog's own, which are always searched last: a
    /// region's every address, postcode, street and place (``PickerModel/addressMatches(for:limit:)``,
    /// ``PickerModel/resolveAddress(_:)``, ``PickerModel/deviceOrigin(at:)``). Large read-only
    /// files, the same for every request: `==` and `hash(into:)` leave them out.
    public var addressDirectories: [any AddressDirectory] = []

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - noun: The noun.
    ///   - action: The action wording.
    ///   - defaultOrigin: Default origin.
    ///   - attribution: Data attribution.
    ///   - walkingSpeed: Metres per second.
    ///   - closingSoonMinutes: Closing-soon window.
    ///   - mapViewport: Map size for fitting.
    ///   - searchRadius: Radius in metres, or `nil` for the whole catalog.
    ///   - wallClockZone: The zone wall times are read in (default UTC).
    public init(
        noun: PlaceNoun = .pickupPoint, action: ActionWording = .pickUp, defaultOrigin: Origin, attribution: String,
        walkingSpeed: Double = 1.3, closingSoonMinutes: Int = 30,
        mapViewport: (width: Double, height: Double) = (720, 480),
        searchRadius: Double? = nil, wallClockZone: TimeZone = .gmt
    ) {
        self.noun = noun
        self.action = action
        self.defaultOrigin = defaultOrigin
        self.attribution = attribution
        self.walkingSpeed = walkingSpeed
        self.closingSoonMinutes = closingSoonMinutes
        self.mapViewport = mapViewport
        self.searchRadius = searchRadius
        self.wallClockZone = wallClockZone
    }

    /// Equal when every setting is.
    public static func == (lhs: PickerConfiguration, rhs: PickerConfiguration) -> Bool {
        lhs.noun == rhs.noun && lhs.action == rhs.action && lhs.defaultOrigin == rhs.defaultOrigin
            && lhs.attribution == rhs.attribution && lhs.walkingSpeed == rhs.walkingSpeed
            && lhs.closingSoonMinutes == rhs.closingSoonMinutes && lhs.mapViewport == rhs.mapViewport
            && lhs.searchRadius == rhs.searchRadius && lhs.wallClockZone == rhs.wallClockZone
            && lhs.parcel == rhs.parcel && lhs.offers == rhs.offers && lhs.walkingDistance == rhs.walkingDistance
    }

    /// Hashes the settings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(noun)
        hasher.combine(action)
        hasher.combine(defaultOrigin)
        hasher.combine(parcel)
        hasher.combine(offers)
        hasher.combine(walkingDistance)
        hasher.combine(attribution)
        hasher.combine(walkingSpeed)
        hasher.combine(closingSoonMinutes)
        hasher.combine(mapViewport.width)
        hasher.combine(mapViewport.height)
        hasher.combine(searchRadius)
        hasher.combine(wallClockZone.identifier)
    }
}
