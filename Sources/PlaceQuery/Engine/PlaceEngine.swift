import ConcurrencyPrimitives
import Foundation
import Geodesy
import Holidays
import OpeningHours
import PlaceIndex
import PlaceQueryModel
import PlaceSearch
import Places
import RawMemory

/// The query pipeline over one immutable catalog: turns a ``Query`` into the one ``Results`` that
/// the list, the map and the clusters all show.
///
/// Everything that does not depend on the query is prepared once: each place's hours parsed with
/// its time zone, country and coordinates; folded search words; traits for the attribute filters;
/// coordinates and per-place data in KD-tree order for ranking by distance; a KD-tree for radius and
/// nearest-first search.
public final class PlaceEngine: Sendable {
    /// The catalog.
    public let catalog: Catalog
    /// Address search over the catalog (for setting the origin).
    public let addressSearch: AddressSearch
    /// Categories present in the catalog with their counts, most common first (ties by name).
    public let categories: [CategoryCount]
    /// Carriers present in the catalog (by key, `dhl`) with their counts, most common first.
    public let carriers: [CategoryCount]
    /// The categories' and the carriers' counts in one list (``PlaceFacets``), most common first.
    let facetCounts: [CategoryCount]
    /// How many places got their zone and country from where (see ``ZoneRules``).
    public let zoneCounts: ZoneCounts
    let hours: [PlaceHours]
    /// Each place's folded search words, by position.
    let words: PlaceWords
    /// Each place's coordinate, by position, read without touching the place's storage.
    let coordinates: [Coordinate]
    /// Each place's categories as codes, by KD-tree slot (the counted path counts and filters by them).
    let categoryCodes: CategoryCodes
    /// ``coordinates`` again, by KD-tree slot, for the counted path.
    let coordinatesBySlot: [Coordinate]
    let tree: KDTree
    /// ``hours`` again and the filter traits, in the tree's slot order, for the nearest-first search's
    /// filter: the places of one KD-tree leaf then sit side by side in memory. The hours are
    /// unmanaged (``hours`` keeps them alive), so the filter reads them without reference
    /// counting: a retain writes to the shared object, a cache miss per candidate.
    let hoursBySlot: [UnownedRef<PlaceHours>]
    /// The number of each slot's hours among the values places share (``sharedHoursCount`` of
    /// them), or -1 for hours read with the place's own sun times: places with the same number
    /// have the same state at every instant, so a query evaluates each number once
    /// (``StatusMemo``).
    let sharedHoursBySlot: [Int32]
    /// How many distinct shared hours values there are.
    let sharedHoursCount: Int
    let traitsBySlot: [PlaceTraits]
    /// Positions of the places whose data has an availability status (``Unavailability``): few or
    /// none, so most results skip reading the place's properties.
    let positionsWithStatus: Set<Int>
    /// What the engine was built with, so that ``applying(_:)`` builds its delta the same way.
    let settings: BuildSettings
    /// Which places this engine holds: its base's, with the changes applied since it was built
    /// (``PlaceVersion``; a base has none). Every accessor by position asks it first.
    let version: PlaceVersion
    /// What a later build over other places can reuse (``BuildMemo``): a delta starts from its
    /// base's.
    let memo: BuildMemo
    /// Made once per base build and kept by every engine derived from it by ``applying(_:)``:
    /// engines share a base when they hold the same token.
    let baseToken: BaseToken

    /// The identity of one base build.
    final class BaseToken: Sendable {}

    /// What the engine prepares for one chunk of places (see ``ParallelChunks``).
    private struct PreparedChunk: Sendable {
        var zones: [PlaceZone] = []
        var zoneCounts = ZoneCounts()
        var words = PlaceWords.Chunk()
        var categories = CategoryCodes.Chunk()
        var streets = AddressSearch.Streets()
        /// The chunk's distinct hours keys, and the position of each one's first place.
        var hoursKeys = Numbering<HoursKey>()
        var hoursKeyPositions: [Int] = []
        /// Each place's number in ``hoursKeys``.
        var hoursKeyOfPlace: [Int32] = []
        var coordinates: [Coordinate] = []
        var stepFree: [Bool] = []
        var positionsWithStatus: [Int] = []

        init(capacity: Int) {
            zones.reserveCapacity(capacity)
            hoursKeyOfPlace.reserveCapacity(capacity)
            coordinates.reserveCapacity(capacity)
            stepFree.reserveCapacity(capacity)
        }

        /// Numbers the next place's hours key.
        mutating func addHours(_ key: HoursKey, position: Int) {
            let (number, isNew) = hoursKeys.number(of: key)
            if isNew { hoursKeyPositions.append(position) }
            hoursKeyOfPlace.append(Int32(number))
        }
    }

    /// Places with equal keys share their hours (unless the hours use sun times).
    struct HoursKey: Hashable, Sendable {
        var hours: String
        var zone: PlaceZone
    }

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
    public convenience init(
        catalog: Catalog, country: String? = nil, schoolHolidays: (any SchoolHolidayCalendar)? = nil,
        zoneResolver: (any TimeZoneResolver)? = nil,
        defaultTimeZone: String? = nil, referenceDate: Date
    ) {
        self.init(
            catalog: catalog, country: country, schoolHolidays: schoolHolidays, zoneResolver: zoneResolver,
            defaultTimeZone: defaultTimeZone, referenceDate: referenceDate, chunkSize: ParallelChunks.preferredChunkSize
        )
    }

    /// Prepares a catalog with the per-place work in chunks of a given size (tests use small ones,
    /// so that a small catalog's results are merged from many chunks).
    init(
        catalog: Catalog, country: String?, schoolHolidays: (any SchoolHolidayCalendar)?,
        zoneResolver: (any TimeZoneResolver)?, defaultTimeZone: String?, referenceDate: Date, chunkSize: Int
    ) {
        let places = catalog.places
        self.settings = BuildSettings(
            country: country, schoolHolidays: schoolHolidays, zoneResolver: zoneResolver,
            defaultTimeZone: defaultTimeZone ?? catalog.defaultTimeZone, referenceDate: referenceDate)
        self.version = PlaceVersion(baseCount: places.count, changes: nil)
        self.baseToken = BaseToken()
        let settings = self.settings
        let template = ZoneRules(
            resolver: zoneResolver, defaultTimeZone: defaultTimeZone ?? catalog.defaultTimeZone, country: country)
        // What each place needs no other place for, on all cores, each place read once: its zone,
        // search words, categories, address and whether it has a status.
        let pointCount = catalog.addressPoints.count
        let chunks = ParallelChunks.map(count: places.count, chunkSize: chunkSize) { range in
            var chunk = PreparedChunk(capacity: range.count)
            var rules = template
            for position in range {
                let place = places[position]
                let zone = rules.zone(for: place)
                chunk.zones.append(zone)
                chunk.zoneCounts.add(zone)
                chunk.addHours(HoursKey(hours: place.openingHours ?? "", zone: zone), position: position)
                chunk.coordinates.append(place.coordinate)
                chunk.stepFree.append(place.wheelchair == .yes)
                chunk.words.add(place)
                chunk.categories.add(PlaceFacets.codes(of: place))
                chunk.streets.add(place.address, source: pointCount + position)
                if Unavailability.mayApply(to: place) { chunk.positionsWithStatus.append(position) }
            }
            return chunk
        }
        var zoneList: [PlaceZone] = []
        var zoneCounts = ZoneCounts()
        var withStatus: [Int] = []
        zoneList.reserveCapacity(places.count)
        for chunk in chunks {
            zoneList.append(contentsOf: chunk.zones)
            zoneCounts.add(chunk.zoneCounts)
            withStatus.append(contentsOf: chunk.positionsWithStatus)
        }
        let zones = zoneList

        // Real catalogs repeat a few hundred hours values across thousands of places: parse,
        // compile and derive traits once per (hours, zone, country), unless the hours use the
        // place's own sun times. Contexts are shared per zone assignment so each place does not
        // build its own holiday calendar.
        var contexts: [ContextKey: EvaluationContext] = [:]
        var firstOfKey = Numbering<HoursKey>()
        var keyIndices: [Int32] = []
        var firstPlaces: [(position: Int, context: EvaluationContext)] = []
        keyIndices.reserveCapacity(places.count)
        for chunk in chunks {
            // The chunk's keys numbered among all chunks' keys.
            let renumbered = zip(chunk.hoursKeys.keys, chunk.hoursKeyPositions).map { key, position -> Int32 in
                let (number, isNew) = firstOfKey.number(of: key)
                guard isNew else { return Int32(number) }
                let zone = key.zone
                var context = Self.context(for: zone, in: &contexts, settings: settings)
                context.coordinate = places[position].coordinate
                firstPlaces.append((position, context))
                return Int32(number)
            }
            keyIndices.append(contentsOf: chunk.hoursKeyOfPlace.lazy.map { renumbered[Int($0)] })
        }
        let keys = firstPlaces
        let keyOfPlace = keyIndices
        // Each distinct value is read once, on all cores.
        let distinct = ParallelChunks.map(count: keys.count, chunkSize: 64) { range in
            range.map { index -> (hours: PlaceHours, traits: PlaceTraits) in
                let (position, context) = keys[index]
                let placeHours = PlaceHours(place: places[position], context: context, zone: zones[position])
                return (placeHours, placeHours.traits(stepFree: false, referenceWeek: referenceDate))
            }
        }
        .flatMap { $0 }
        // Hours that use a place's own sun times are read again for every other place with them.
        let coordinates = chunks.flatMap(\.coordinates)
        let ownPositions = places.indices.filter { position in
            let key = Int(keyOfPlace[position])
            return !distinct[key].hours.isShareable && keys[key].position != position
        }
        let own = ParallelChunks.map(count: ownPositions.count, chunkSize: 256) { range in
            range.map { index -> (hours: PlaceHours, traits: PlaceTraits) in
                let position = ownPositions[index]
                let key = Int(keyOfPlace[position])
                var context = keys[key].context
                context.coordinate = coordinates[position]
                let placeHours = PlaceHours(sameTextAs: distinct[key].hours, context: context)
                return (placeHours, placeHours.traits(stepFree: false, referenceWeek: referenceDate))
            }
        }
        .flatMap { $0 }
        var hours: [PlaceHours] = []
        var traits: [PlaceTraits] = []
        var sharedKeys: [Int32] = []
        hours.reserveCapacity(places.count)
        traits.reserveCapacity(places.count)
        sharedKeys.reserveCapacity(places.count)
        var nextOwn = 0
        let stepFree = chunks.flatMap(\.stepFree)
        for position in places.indices {
            var known = distinct[Int(keyOfPlace[position])]
            var sharedKey = keyOfPlace[position]
            if nextOwn < ownPositions.count, ownPositions[nextOwn] == position {
                known = own[nextOwn]
                nextOwn += 1
            }
            // The first place of a key with sun times keeps the key's value but reads it with
            // its own coordinate: it shares its state with no other place either.
            if !known.hours.isShareable { sharedKey = -1 }
            sharedKeys.append(sharedKey)
            hours.append(known.hours)
            known.traits.isStepFree = stepFree[position]
            traits.append(known.traits)
        }
        self.zoneCounts = zoneCounts
        self.hours = hours
        self.words = PlaceWords(chunks: chunks.map(\.words))
        let facetCounts = CategoryCodes.counts(chunks.map(\.categories)).map {
            CategoryCount(name: $0.key, count: $0.value)
        }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
        (self.facetCounts, self.categories, self.carriers) = PlaceFacets.lists(facetCounts)
        self.positionsWithStatus = Set(withStatus)
        self.coordinates = coordinates
        let tree = KDTree(coordinates: coordinates)
        let slots = tree.itemsInTreeOrder
        self.categoryCodes = CategoryCodes(
            chunks: chunks.map(\.categories), order: slots, names: facetCounts.map(\.name))
        self.coordinatesBySlot = slots.map { coordinates[Int($0)] }
        self.tree = tree
        // The places' storage stays where the reader put it: what filtering and ordering read is
        // in the slot-order arrays above, so the storage is read only for a page's rows (laying
        // it out in tree order cost 0.45 s and 275 MB at a million places and bought nothing
        // measurable; docs/internals/benchmarks.md).
        self.catalog = catalog
        self.addressSearch = AddressSearch(
            streets: AddressSearch.Streets.of(catalog.addressPoints) + chunks.map(\.streets), catalog: catalog)
        self.hoursBySlot = tree.itemsInTreeOrder.map { UnownedRef(hours[Int($0)]) }
        self.traitsBySlot = tree.itemsInTreeOrder.map { traits[Int($0)] }
        self.sharedHoursBySlot = tree.itemsInTreeOrder.map { sharedKeys[Int($0)] }
        self.sharedHoursCount = distinct.count
        // Changes applied later reuse the zones' contexts and the values read here.
        self.memo = BuildMemo(contexts: contexts, baseKeys: firstOfKey, baseValues: distinct)
    }

    /// The evaluation context of a zone assignment, made once per assignment.
    static func context(
        for zone: PlaceZone, in contexts: inout [ContextKey: EvaluationContext], settings: BuildSettings
    ) -> EvaluationContext {
        let key = ContextKey(timeZone: zone.timeZone, country: zone.country, region: zone.region)
        if let known = contexts[key] { return known }
        // A place without a zone gets no schedule (PlaceHours); this zone is never used to read it.
        let timeZone = TimeZone(identifier: zone.timeZone ?? "") ?? TimeZone.gmt
        let context = EvaluationContext(
            timeZone: timeZone, country: zone.country, region: zone.region, schoolHolidays: settings.schoolHolidays)
        contexts[key] = context
        return context
    }

    /// What an evaluation context depends on: the zone, the country and the region of a zone
    /// assignment, not where each came from (a place whose country is in its address and one whose
    /// country is its zone's share one context; making one reads the holiday tables, about 0.2 ms).
    struct ContextKey: Hashable, Sendable {
        var timeZone: String?
        var country: String?
        var region: String?
    }

    /// A base's data with changes over it, or without (every array is shared with the base, not
    /// copied).
    init(base: PlaceEngine, changes: Overlay?, categories: [CategoryCount]) {
        self.catalog = base.catalog
        self.addressSearch = base.addressSearch
        (self.facetCounts, self.categories, self.carriers) = PlaceFacets.lists(categories)
        self.zoneCounts = base.zoneCounts
        self.hours = base.hours
        self.words = base.words
        self.coordinates = base.coordinates
        self.categoryCodes = base.categoryCodes
        self.coordinatesBySlot = base.coordinatesBySlot
        self.tree = base.tree
        self.hoursBySlot = base.hoursBySlot
        self.sharedHoursBySlot = base.sharedHoursBySlot
        self.sharedHoursCount = base.sharedHoursCount
        self.traitsBySlot = base.traitsBySlot
        self.positionsWithStatus = base.positionsWithStatus
        self.settings = base.settings
        self.version = PlaceVersion(baseCount: base.version.baseCount, changes: changes)
        self.memo = base.memo
        self.baseToken = base.baseToken
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
        position(ofID: id).map { makeResult(position: $0, query: query, textScore: nil) }
    }

    /// Open intervals of a place over a time range (for week tables).
    ///
    /// - Parameters:
    ///   - id: The place id.
    ///   - start: Range start.
    ///   - end: Range end.
    /// - Returns: The intervals in force, or `nil` when the place has no readable hours.
    public func intervals(forID id: String, from start: Date, to end: Date) -> [OpeningInterval]? {
        guard let position = position(ofID: id), let schedule = hours(at: position).schedule else { return nil }
        return schedule.intervals(from: start, to: end)
    }

    /// What a place's hours are evaluated from: one identity for every place whose rules, zone
    /// and holidays are the same (a place with sun times has its own), so places with equal
    /// identities have equal ``intervals(forID:from:to:)``. For memo tables of what is computed
    /// from the intervals, such as a day's hours in words.
    ///
    /// - Parameter id: The place id.
    /// - Returns: The identity (it lives as long as the engine), or `nil` for an unknown id or a
    ///   place without readable hours.
    public func hoursIdentity(forID id: String) -> ObjectIdentifier? {
        guard let position = position(ofID: id), hours(at: position).schedule != nil else { return nil }
        return ObjectIdentifier(hours(at: position))
    }

    /// The zone and holiday country of a place, and where each came from.
    ///
    /// - Parameter id: The place id.
    /// - Returns: The zone assignment, or `nil` for an unknown id.
    public func zone(forID id: String) -> PlaceZone? {
        position(ofID: id).map { hours(at: $0).zone }
    }

    /// The evaluation context of a place (zone, holidays, coordinates).
    ///
    /// - Parameter id: The place id.
    /// - Returns: The context, or `nil` for an unknown id or a place without a time zone.
    public func evaluationContext(forID id: String) -> EvaluationContext? {
        position(ofID: id).flatMap { position in
            let placeHours = hours(at: position)
            guard placeHours.zone.timeZone != nil else { return nil }
            // Shared hours carry the first sharing place's coordinate; the caller asked about this one.
            var context = placeHours.context
            context.coordinate = coordinate(at: position)
            return context
        }
    }

    /// Whether the place's `opening_hours` value is present but unreadable.
    ///
    /// - Parameter id: The place id.
    /// - Returns: `true` when unreadable.
    public func hasUnreadableHours(id: String) -> Bool {
        position(ofID: id).map { hours(at: $0).isUnreadable } ?? false
    }

    /// The results for a page of positions that hold places (no text scores).
    ///
    /// Reads every place's coordinate first: the loads are independent, so at a million places
    /// their cache misses overlap, instead of each waiting behind the previous result's geodesic
    /// and hours work (which is too long for the processor to look past).
    func makeResults(positions: [Int], query: Query) -> [PlaceResult] {
        // The place's own coordinate (not ``coordinates``): this load brings the place in.
        let coordinates = positions.map { version.change(at: $0)?.place.coordinate ?? catalog.places[$0].coordinate }
        let placeHours = positions.map { hours(at: $0) }
        return positions.indices.map { index in
            makeResult(
                position: positions[index], query: query, textScore: nil, coordinate: coordinates[index],
                hours: placeHours[index])
        }
    }

    /// The result for a position that holds a place; `coordinate` and `hours` are the place's
    /// when the caller read them already.
    func makeResult(
        position: Int, query: Query, textScore: Int?, coordinate: Coordinate? = nil, hours known: PlaceHours? = nil
    ) -> PlaceResult {
        if let change = version.change(at: position) {
            return changedResult(change, position: position, query: query, textScore: textScore)
        }
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
            unavailability: unavailability(position, query: query, hours: placeHours),
            position: position)
    }
}
