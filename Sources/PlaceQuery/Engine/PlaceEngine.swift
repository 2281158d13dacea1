import Foundation
import Geodesy
import OpeningHours
import PlaceIndex
import Places

/// The query pipeline over one immutable catalog: turns a ``Query`` into the one ``Results`` that
/// the list, the map and the clusters all show.
///
/// Everything that does not depend on the query is prepared once: each place's hours parsed with
/// its time zone, country and coordinates; folded search words; traits for the attribute filters;
/// unit vectors for distance ranking; a KD-tree for nearest-first search.
public final class PlaceEngine: Sendable {
    /// The catalog.
    public let catalog: Catalog
    /// Address search over the catalog (for setting the origin).
    public let addressSearch: AddressSearch
    /// Categories present in the catalog with their counts, most common first (ties by name).
    public let categories: [CategoryCount]
    /// How many places got their zone and country from where (see ``ZoneRules``).
    public let zoneCounts: ZoneCounts
    let hours: [PlaceHours]
    let traits: [PlaceTraits]
    let searchTexts: [PlaceSearchText]
    let vectors: [UnitVector]
    let tree: KDTree
    /// ``hours`` and ``traits`` again, in the tree's slot order, for the nearest-first search's
    /// filter: the places of one KD-tree leaf then sit side by side in memory. The hours are
    /// unmanaged (``hours`` keeps them alive), so the filter reads them without reference
    /// counting: a retain writes to the shared object, a cache miss per candidate.
    let hoursBySlot: [Unmanaged<PlaceHours>]
    let traitsBySlot: [PlaceTraits]
    /// Positions of the places whose data has an availability status (``Unavailability``): few or
    /// none, so most results skip reading the place's properties.
    let positionsWithStatus: Set<Int>

    /// A category and how many places have it.
    public struct CategoryCount: Sendable, Hashable {
        /// The category key.
        public var name: String
        /// How many places.
        public var count: Int
    }

    /// Prepares a catalog for querying.
    ///
    /// Each place's zone and holiday country follow ``ZoneRules``: its own `timezone`, else the
    /// `zoneResolver` at its coordinates, else the default zone; `addr:country`, else `country`,
    /// else its zone's country. A place left without a zone has unknown hours.
    ///
    /// - Parameters:
    ///   - catalog: The places.
    ///   - country: ISO country code used for `PH` when a place's address has none (e.g. "FI");
    ///     `nil` takes each place's country from its zone.
    ///   - schoolHolidays: The school holidays `SH` means, for every place (default: none).
    ///   - zoneResolver: Finds the zone of a place without one from its coordinates (the
    ///     `TimeZoneBoundaries` lookup), or `nil`.
    ///   - defaultTimeZone: Zone for places whose zone cannot be found otherwise; `nil` uses the
    ///     catalog's ``Catalog/defaultTimeZone``.
    ///   - referenceDate: The start of the week the "open late / on Sunday / 24/7" traits are read
    ///     from (callers pass their clock's instant when the catalog is loaded).
    /// - Complexity: O(n log n) for the tree, plus reading every `opening_hours` value once and
    ///   one zone lookup per place without its own zone.
    public init(
        catalog: Catalog, country: String? = nil, schoolHolidays: (any SchoolHolidayCalendar)? = nil,
        zoneResolver: (any TimeZoneResolver)? = nil,
        defaultTimeZone: String? = nil, referenceDate: Date
    ) {
        self.addressSearch = AddressSearch(catalog: catalog)
        var zones: [String: TimeZone] = [:]
        var hours: [PlaceHours] = []
        var traits: [PlaceTraits] = []
        var texts: [PlaceSearchText] = []
        var vectors: [UnitVector] = []
        var categoryCounts: [String: Int] = [:]
        var zoneCounts = ZoneCounts()
        hours.reserveCapacity(catalog.places.count)
        traits.reserveCapacity(catalog.places.count)
        texts.reserveCapacity(catalog.places.count)
        vectors.reserveCapacity(catalog.places.count)
        var rules = ZoneRules(
            resolver: zoneResolver, defaultTimeZone: defaultTimeZone ?? catalog.defaultTimeZone, country: country)
        // Real catalogs repeat a few hundred hours values across thousands of places: parse,
        // compile and derive traits once per (hours, zone, country), unless the hours use the
        // place's own sun times. Contexts are shared per (zone, country) so each place does not
        // build its own holiday calendar.
        var contexts: [String: EvaluationContext] = [:]
        var shared: [String: (hours: PlaceHours, traits: PlaceTraits)] = [:]
        for place in catalog.places {
            let placeZone = rules.zone(for: place)
            zoneCounts.add(placeZone)
            let zoneID = placeZone.timeZone ?? ""
            // A place without a zone gets no schedule (PlaceHours); this zone is never used to read it.
            let zone = zones[zoneID] ?? TimeZone(identifier: zoneID) ?? TimeZone.gmt
            zones[zoneID] = zone
            let contextKey =
                "\(zoneID)\u{1}\(placeZone.country ?? "")\u{1}\(placeZone.region ?? "")\u{1}"
                + "\(placeZone.timeZoneSource?.rawValue ?? "")\u{1}\(placeZone.countrySource?.rawValue ?? "")\u{1}"
                + (placeZone.unreadableCountry ?? "")
            var context =
                contexts[contextKey]
                ?? EvaluationContext(
                    timeZone: zone, country: placeZone.country, region: placeZone.region,
                    schoolHolidays: schoolHolidays)
            contexts[contextKey] = context
            context.coordinate = place.coordinate
            let key = "\(place.openingHours ?? "")\u{1}\(contextKey)"
            let stepFree = place.wheelchair == .yes
            if let known = shared[key] {
                hours.append(known.hours)
                var trait = known.traits
                trait.isStepFree = stepFree
                traits.append(trait)
            } else {
                let placeHours = PlaceHours(place: place, context: context, zone: placeZone)
                let trait = placeHours.traits(stepFree: stepFree, referenceWeek: referenceDate)
                hours.append(placeHours)
                traits.append(trait)
                if placeHours.isShareable { shared[key] = (placeHours, trait) }
            }
            texts.append(PlaceSearchText(place))
            vectors.append(UnitVector(place.coordinate))
            for category in Set(place.categories) { categoryCounts[category, default: 0] += 1 }
        }
        self.zoneCounts = zoneCounts
        self.hours = hours
        self.traits = traits
        self.searchTexts = texts
        self.vectors = vectors
        self.categories = categoryCounts.map { CategoryCount(name: $0.key, count: $0.value) }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
        self.positionsWithStatus = Set(
            catalog.places.indices.filter { catalog.places[$0].properties[Unavailability.statusKey] != nil })
        let tree = KDTree(coordinates: catalog.places.map(\.coordinate))
        self.tree = tree
        // Results are built from places that are neighbours in the tree; lay their storage out
        // in that order so a page of results reads adjacent memory.
        self.catalog = catalog.relocatingPlaces(inOrder: tree.itemsInTreeOrder.lazy.map { Int($0) })
        self.hoursBySlot = tree.itemsInTreeOrder.map { Unmanaged.passUnretained(hours[Int($0)]) }
        self.traitsBySlot = tree.itemsInTreeOrder.map { traits[Int($0)] }
    }

    /// Answers a query: the ordered page, the counts, the nearest open place.
    ///
    /// - Parameter query: The query.
    /// - Returns: The visible set.
    /// - Complexity: With ``Query/includeCounts``, O(n) filter tests plus O(m log m) ordering of
    ///   the m matches. Without, a distance-ordered query with no text is a KD-tree search that
    ///   stops after `offset + limit + 1` matches (see ``Query/includeCounts``).
    public func results(for query: Query) -> Results {
        if !query.includeCounts, query.sort == .distance, SearchText(query.filters.text).isEmpty {
            return nearestResults(for: query)
        }
        return countedResults(for: query)
    }

    /// The result for one place (for the selection or a place card), or `nil` for an unknown id.
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - query: Origin and instant.
    /// - Returns: The place with its distance, direction and opening state.
    public func result(forID id: String, query: Query) -> PlaceResult? {
        catalog.position(ofID: id).map { makeResult(position: $0, query: query, textScore: nil) }
    }

    /// Open intervals of a place over a time range (for week tables).
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - start: Range start.
    ///   - end: Range end.
    /// - Returns: The intervals in force, or `nil` when the place has no readable hours.
    public func intervals(forID id: String, from start: Date, to end: Date) -> [OpeningInterval]? {
        guard let position = catalog.position(ofID: id), let schedule = hours[position].schedule else { return nil }
        return schedule.intervals(from: start, to: end)
    }

    /// The zone and holiday country of a place, and where each came from.
    ///
    /// - Parameter id: The place id.
    /// - Returns: The zone assignment, or `nil` for an unknown id.
    public func zone(forID id: String) -> PlaceZone? {
        catalog.position(ofID: id).map { hours[$0].zone }
    }

    /// The evaluation context of a place (zone, holidays, coordinates).
    ///
    /// - Parameter id: The place id.
    /// - Returns: The context, or `nil` for an unknown id or a place without a time zone.
    public func evaluationContext(forID id: String) -> EvaluationContext? {
        catalog.position(ofID: id).flatMap { position in
            guard hours[position].zone.timeZone != nil else { return nil }
            // Shared hours carry the first sharing place's coordinate; the caller asked about this one.
            var context = hours[position].context
            context.coordinate = catalog.places[position].coordinate
            return context
        }
    }

    /// Whether the place's `opening_hours` value is present but unreadable.
    ///
    /// - Parameter id: The place id.
    /// - Returns: `true` when unreadable.
    public func hasUnreadableHours(id: String) -> Bool {
        catalog.position(ofID: id).map { hours[$0].isUnreadable } ?? false
    }

    /// The results for a page of positions (no text scores).
    ///
    /// Reads every place's coordinate first: the loads are independent, so at a million places
    /// their cache misses overlap, instead of each waiting behind the previous result's geodesic
    /// and hours work (which is too long for the processor to look past).
    func makeResults(positions: [Int], query: Query) -> [PlaceResult] {
        let coordinates = positions.map { catalog.places[$0].coordinate }
        let placeHours = positions.map { hours[$0] }
        return positions.indices.map { index in
            makeResult(
                position: positions[index], query: query, textScore: nil, coordinate: coordinates[index],
                hours: placeHours[index])
        }
    }

    func makeResult(
        position: Int, query: Query, textScore: Int?, coordinate: Coordinate? = nil, hours known: PlaceHours? = nil
    ) -> PlaceResult {
        let place = catalog.places[position]
        let solution = Geodesic.fastInverse(from: query.origin, to: coordinate ?? place.coordinate)
        let placeHours = known ?? hours[position]
        let snapshot = placeHours.snapshot(at: query.instant)
        let bearing =
            solution.distance < 0.5
            ? 0 : (solution.initialAzimuth < 0 ? solution.initialAzimuth + 360 : solution.initialAzimuth)
        return PlaceResult(
            place: place, distance: solution.distance, bearing: bearing, direction: CompassDirection(bearing: bearing),
            opening: snapshot, textScore: textScore,
            // Most catalogs have no statuses: skip hashing the position then.
            unavailability: !positionsWithStatus.isEmpty && positionsWithStatus.contains(position)
                ? Unavailability.of(
                    place, today: { LocalDate(instant: query.instant, in: placeHours.context.timeZone).description })
                : nil)
    }
}
