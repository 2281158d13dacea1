import PlaceQueryModel
import PlaceSearch
import Places

extension PlaceEngine {
    /// A query's filters compiled once against the engine: which tests are on, each test a small
    /// method. The base's and the changed places of the counted query (``CountedQuery``) and of
    /// the uncounted path (``nearestNeighbors(for:filter:target:)``) all ask it: a filter is
    /// written once. A test reads a place's data only when its filter is on (each reads another
    /// per-place array, a cache miss at a million places).
    struct CompiledFilter {
        let query: Query
        let filters: PlaceFilters
        /// The typed text's words: text without words ("  ", "-") filters nothing.
        let text: SearchText
        /// The categories and carriers asked for, as codes (`nil` when neither is).
        let facets: FacetFilter?
        /// Whether a trait filter (step-free, 24/7, open late, open on Sunday) is on.
        let checksTraits: Bool
        /// Whether a base place can be unavailable (full, out of service: some has a status), and
        /// whether "only places with space" is on and so reads the base's availability.
        let checksAvailability: Bool
        let checksSpace: Bool

        init(query: Query, engine: PlaceEngine) {
            (self.query, filters) = (query, query.filters)
            text = SearchText(filters.text)
            facets = engine.categoryCodes.filter(filters)
            checksTraits = filters.stepFreeOnly || filters.alwaysOpen || filters.openLate || filters.openOnSunday
            checksAvailability = !engine.positionsWithStatus.isEmpty
            checksSpace = filters.withSpaceOnly && checksAvailability
        }

        /// Whether traits pass the trait filters: `false` when a filter that is on asks for a
        /// trait the place lacks.
        @inline(__always)
        func passesTraits(_ traits: PlaceTraits) -> Bool {
            !(filters.stepFreeOnly && !traits.isStepFree || filters.alwaysOpen && !traits.isAlwaysOpen
                || filters.openLate && !traits.opensLate || filters.openOnSunday && !traits.opensOnSunday)
        }

        /// Whether the base place at a position passes "only places with space".
        @inline(__always)
        func hasSpace(_ position: Int, _ engine: PlaceEngine) -> Bool {
            !checksSpace || engine.hasSpace(position, query: query)
        }

        /// Whether a changed place passes "only places with space" (its record's summary first).
        @inline(__always)
        func hasSpace(_ change: ChangedRef) -> Bool {
            !filters.withSpaceOnly || !change.summary.mayBeUnavailable || change.with { isChoosable($0) }
        }

        /// Whether a changed place is choosable now (not full, closed, out of service or too small).
        func isChoosable(_ change: ChangedPlace) -> Bool { PlaceEngine.unavailability(of: change, query: query) == nil }

        /// A base place's status as a shopper acts on it: open but not choosable is closed.
        @inline(__always)
        func status(_ s: OpeningSnapshot.Status, _ position: Int, _ engine: PlaceEngine) -> OpeningSnapshot.Status {
            s == .open && checksAvailability && !engine.hasSpace(position, query: query) ? .closed : s
        }

        /// The same for a changed place.
        @inline(__always)
        func status(_ status: OpeningSnapshot.Status, _ change: ChangedRef) -> OpeningSnapshot.Status {
            status == .open && change.summary.mayBeUnavailable && !change.with { isChoosable($0) } ? .closed : status
        }

        /// Whether a status passes "open now" (unknown hours do not).
        @inline(__always)
        func passesOpenNow(_ status: OpeningSnapshot.Status) -> Bool { !filters.openNow || status == .open }

        /// The facets a changed place still misses (``FacetFilter/missing(_:)``; 0 passes): its
        /// codes among the base's, and the names of the categories the base does not have.
        @inline(__always)
        func missingFacets(_ change: ChangedRef) -> UInt8 {
            guard let facets else { return 0 }
            var hits: UInt8 = 0
            change.forEachCategoryCode { index, code in
                if code >= 0 {
                    hits |= facets.wanted[Int(code)]
                } else {
                    let name = change.with { $0.categories[index] }
                    if PlaceFacets.wants(name, filters) { hits |= PlaceFacets.group(of: name) }
                }
            }
            return facets.missing(hits)
        }

        /// Whether the base place in a KD-tree slot passes every filter but text and the radius.
        @inline(__always)
        func passes(slot: Int, position: Int, _ engine: PlaceEngine) -> Bool {
            if checksTraits && !passesTraits(engine.traitsBySlot[slot]) { return false }
            if !engine.categoryCodes.passes(slot, facets) || !hasSpace(position, engine) { return false }
            guard filters.openNow else { return true }
            return engine.hoursBySlot[slot].read { $0.isOpen(at: query.instant) }
                && engine.hasSpace(position, query: query)
        }

        /// Whether a changed place passes every filter but text and the radius.
        func passes(_ change: ChangedRef) -> Bool {
            passesTraits(change.summary.traits) && missingFacets(change) == 0 && hasSpace(change)
                && (!filters.openNow || change.with { $0.hours.isOpen(at: query.instant) && isChoosable($0) })
        }
    }
}
