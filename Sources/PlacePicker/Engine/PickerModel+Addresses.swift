import Geodesy
import PickerLocalization
import PlaceSearch
import Places

// Addresses: what a person types to say where they are, and the name of where the device is.

extension PickerModel {
    /// How far the address that names a device location may be from it: 150 m, a minute or two on
    /// foot, so that "Near Vesterbrogade 10" is where the person stands.
    public static let nearAddressDistance = 150.0

    /// Where addresses are looked up, in order: the configuration's directories (a region's
    /// files), then the catalog's own addresses.
    var addressDirectory: AddressDirectories {
        AddressDirectories(configuration.addressDirectories + [engine.addressSearch])
    }

    /// Whether there are addresses to search: a directory, or addresses in the catalog.
    public var hasAddresses: Bool { !configuration.addressDirectories.isEmpty || engine.addressSearch.count > 0 }

    /// Address search for setting the origin without a map: the configuration's directories and
    /// the catalog's own addresses, merged (``PlaceSearch/AddressDirectories/search(_:limit:)``).
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many.
    /// - Returns: At most `limit` addresses with distinct labels: houses, then streets, postcodes
    ///   and places, each kind in the directories' order, the catalog's last.
    public func addressMatches(for text: String, limit: Int = 10) -> [AddressMatch] {
        addressDirectory.search(text, limit: limit)
    }

    /// One location for a whole address text (a shop's checkout address, `address=`): the
    /// directories' most precise resolution, then the catalog's
    /// (``PlaceSearch/AddressDirectories/resolve(_:)``).
    ///
    /// - Parameter text: The address as written.
    /// - Returns: The location and what of the text was not found, or `nil` when nothing was.
    public func resolveAddress(_ text: String) -> AddressResolution? { addressDirectory.resolve(text) }

    /// The origin for a chosen address.
    ///
    /// - Parameter match: The chosen address.
    /// - Returns: An origin set by address, labelled with the address.
    public func origin(for match: AddressMatch) -> Origin {
        Origin(coordinate: match.coordinate, source: .address, label: match.label)
    }

    /// The origin for an address text: where ``resolveAddress(_:)`` finds it, saying what of it
    /// was not found (the summary's first sentence), or the default origin saying that nothing was.
    ///
    /// - Parameter text: The address as written.
    /// - Returns: The origin; its ``Origin/fallback`` is `.addressNotFound` when nothing was found.
    public func origin(forAddress text: String) -> Origin {
        guard let resolution = resolveAddress(text) else {
            var origin = configuration.defaultOrigin
            origin.fallback = .addressNotFound(text)
            return origin
        }
        var origin = origin(for: resolution.match)
        switch resolution.fallback {
        case .houseNumberNotFound: origin.fallback = .houseNumberNotFound
        case .streetNotFound: origin.fallback = .streetNotFound
        case nil: break
        }
        return origin
    }

    /// The origin for the device's location, named by the nearest address within
    /// ``nearAddressDistance`` ("Near Vesterbrogade 10"): the directories' nearest, else the
    /// catalog's; "Your current location" when none is that near.
    ///
    /// - Parameter coordinate: Where the device is.
    /// - Returns: The origin.
    public func deviceOrigin(at coordinate: Coordinate) -> Origin {
        let distance = Self.nearAddressDistance
        let nearest =
            AddressDirectories(configuration.addressDirectories).nearestAddress(to: coordinate, within: distance)
            ?? engine.addressSearch.nearestAddress(to: coordinate, within: distance)
        let label = nearest.map { match in
            // The street and number as the country writes them: "10 Downing Street", "Vesterbrogade 10".
            let street = Address(
                street: match.address.street, houseNumber: match.address.houseNumber,
                country: match.address.country
            ).singleLine
            return text(Phrase(.nearAddress, ["name": .text(street.isEmpty ? match.label : street)]))
        }
        return Origin(coordinate: coordinate, source: .deviceLocation, label: label ?? text(.deviceLocation))
    }

    /// What the summary says first about an origin set from an address text: the house number
    /// or the street not found, or no address found at all.
    func fallbackSentence(for origin: Origin) -> String? {
        let noun = PhraseValue.noun(configuration.noun)
        switch origin.fallback {
        case .houseNumberNotFound: return text(Phrase(.summaryNearStreet, ["name": .text(origin.label), "noun": noun]))
        case .streetNotFound: return text(Phrase(.summaryNearArea, ["name": .text(origin.label), "noun": noun]))
        case .addressNotFound(let typed): return text(Phrase(.noAddressFoundFor, ["name": .text(typed)]))
        case nil: return nil
        }
    }
}
