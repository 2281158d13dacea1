import Geodesy
import PlaceIndex
import PlaceQueryModel
import PlaceSearch
import Places
import RawMemory

extension PlaceEngine {
    /// Every match, counted, and ordered as far as the page (``MatchList``, ``CountedQuery``).
    func countedResults(for query: Query) -> Results {
        var counted = CountedQuery(engine: self, query: query)
        counted.matchBase()
        counted.matchChanges()
        return counted.results()
    }

    /// One counted query as it runs: what the query asks, read once, and what its steps gather
    /// (the matches, their groups and the counts). The steps, in order:
    ///
    /// 1. ``init(engine:query:)`` reads the query (its radius, and its filters compiled once:
    ///    ``CompiledFilter``) and asks the KD-tree for the runs of slots within the radius; the
    ///    slots the engine's changes touch are taken out of the runs (``ChangedSlot``).
    /// 2. ``matchBase()`` visits the base's own places in the runs, filters, measures and counts
    ///    them: the loop every query spends most of its time in.
    /// 3. ``matchChanges()`` visits the changed places (those taken out of the runs, and the
    ///    delta's near the origin) with the same compiled filter and counts
    ///    (CountedQuery+Changes.swift). A base has none.
    /// 4. ``results()`` orders the matches as far as the page and makes the ``Results``.
    ///
    /// A place is measured (``measure(_:lines:)``, a tangent-plane length with an error bound)
    /// only where something needs its distance: near the radius, to tell whether it is inside,
    /// and when the list is ordered as far as it (``MatchList``); until then its KD-tree leaf's
    /// distance bounds stand for it. The geodesic is computed only for places near the radius and
    /// for groups of places whose bounds overlap (``resolveNearTies(_:geodesic:)``), so the
    /// order, the radius test and the nearest open place are exactly those of geodesic
    /// distances. Every order breaks ties by position, so the order of visits does not matter.
    struct CountedQuery {
        let engine: PlaceEngine
        let query: Query
        /// The filters, for the base's places and the changed ones alike.
        let filter: CompiledFilter
        /// The radius (a negative one is 0: places at the origin only), or `nil` for none.
        let radius: Double?
        /// Short lines from the origin, which measure the places (``measure(_:lines:)``).
        let lines: Geodesic.Lines
        /// The KD-tree's runs of slots within the radius, with the slots the changes touch
        /// taken out: they hold only the base's own places.
        let runs: [SlotRun]
        /// The base slots the changes touch that hold a changed place, with their leaf's bounds.
        let changedSlots: [ChangedSlot]

        /// Each place's status at the query's instant, evaluated once per shared hours value.
        var statuses: StatusMemo
        /// The matches, the base's first, in groups that share distance bounds.
        var matches: [Match] = []
        var groups: [MatchList.Group] = []
        /// How many matches have each category, by the base's code (``CategoryCodes``), and by
        /// name for the categories only changed places have.
        var categoryTally: [Int] = []
        var newCategoryCounts: [String: Int] = [:]
        var openCount = 0
        var unknownCount = 0
        /// Places with unknown hours that "open now" hid and that pass the other filters.
        var hiddenUnknownCount = 0

        init(engine: PlaceEngine, query: Query) {
            self.engine = engine
            self.query = query
            filter = CompiledFilter(query: query, engine: engine)
            let radius = query.maximumDistance.map { max(0, $0) }
            self.radius = radius
            lines = Geodesic.Lines(from: query.origin)
            statuses = StatusMemo(engine: engine, instant: query.instant)
            // With a radius, only the places the KD-tree finds inside it (the chord of the radius
            // with the sphere's slack) are visited, leaf by leaf as runs of slots with a bit per
            // place. Those inside the radius's chord less the slack are inside the radius however
            // the ellipsoid bends it: not measured, their leaf's bounds stand for their distances.
            var runs = engine.tree.slotRuns(
                within: radius.map { $0 * PlaceEngine.sphereSlack + 1 } ?? .infinity, of: query.origin,
                inner: radius.map { ($0 - 1) / PlaceEngine.sphereSlack } ?? .infinity)
            // The slots the changes empty or change are left out of the base's loop, before
            // anything reads or counts them; the changed ones are visited after it.
            changedSlots = engine.version.hasSlotChanges ? Self.takeChangedSlots(from: &runs, engine.version) : []
            self.runs = runs
        }

        /// Visits the base's own places in the runs: each that passes the filters is counted and
        /// becomes a match, in a group per leaf (whose bounds stand for unmeasured distances).
        ///
        /// A plain loop over the runs, about 10 instructions a place at a million places (a
        /// closure per place appending slots to an array cost 85). It reads and writes locals,
        /// not `self`'s fields, so they stay in registers and the tally can be borrowed; only the
        /// status memo is `self`'s (``matchChanges()`` goes on with it; a copy would copy its table).
        mutating func matchBase() {
            let engine = self.engine
            let (filter, origin) = (self.filter, query.origin)
            let (radius, wanted, lines) = (self.radius, filter.facets, self.lines)
            let items = engine.tree.itemsInTreeOrder
            let categoryCodes = engine.categoryCodes
            let traitsBySlot = engine.traitsBySlot
            let runs = self.runs
            var matcher = filter.text.isEmpty ? nil : PlaceWords.Matcher(filter.text, over: engine.words)
            var tally = [Int](repeating: 0, count: categoryCodes.names.count)
            var groups: [MatchList.Group] = []
            groups.reserveCapacity(runs.count)
            var (openCount, unknownCount, hiddenUnknown) = (0, 0, 0)
            let visitCount = runs.reduce(0) { $0 + $1.bits.nonzeroBitCount }
            // Room for every place visited (with a radius nearly all of them match), written in
            // place: appending checked the array's uniqueness and capacity on every match. The
            // changed places' matches are appended after the base's: room for them too (at most
            // every changed slot taken out of the runs and every delta place).
            let room = visitCount + changedSlots.count + engine.version.liveDeltaCount
            matches = UncheckedMutableView.makeArray(capacity: room) { buffer, initialized in
                // Read without bounds checks: every slot the tree gives is one of its places.
                UncheckedView.with(items) { items in
                    UncheckedView.with(engine.coordinatesBySlot) { coordinatesBySlot in
                        UncheckedMutableView.with(&tally) { tally in
                            // Per-place data is read by KD-tree slot, where the places of one leaf
                            // sit side by side: read by catalog position, each place was a cache
                            // miss in every array.
                            for run in runs {
                                let start = initialized
                                // Bounds on the geodesic distance of every place of the leaf.
                                let lower = max(0, run.nearest / PlaceEngine.sphereSlack - 1)
                                let upper = run.farthest * PlaceEngine.sphereSlack + 1
                                run.forEachSlot { slot, isInner in
                                    if filter.checksTraits && !filter.passesTraits(traitsBySlot[slot]) { return }
                                    let position = Int(items[unchecked: slot])
                                    if !filter.hasSpace(position, engine) { return }
                                    var distance = (lower + upper) / 2
                                    var error = (upper - lower) / 2
                                    if !isInner {
                                        (distance, error) = PlaceEngine.measure(
                                            coordinatesBySlot[unchecked: slot], lines: lines)
                                        if let radius {
                                            if distance - error > radius { return }
                                            if distance + error > radius {
                                                distance = engine.geodesicDistance(position, from: origin)
                                                error = 0
                                                guard distance <= radius else { return }
                                            }
                                        }
                                    }
                                    var score: Int?
                                    if matcher != nil {
                                        guard let value = matcher?.score(at: position) else { return }
                                        score = value
                                    }
                                    // Open but not choosable now (full, out of service) is not open.
                                    let status = filter.status(statuses.status(slot: slot), position, engine)
                                    if !filter.passesOpenNow(status) {
                                        if status == .unknown && categoryCodes.passes(slot, wanted) {
                                            hiddenUnknown += 1
                                        }
                                        return
                                    }
                                    // Codes are without repeats: a place counts once per category.
                                    guard categoryCodes.tally(slot, wanted, into: tally) else { return }
                                    if status == .open { openCount &+= 1 }
                                    if status == .unknown { unknownCount &+= 1 }
                                    buffer[unchecked: initialized] = Match(
                                        position: position, slot: Int32(truncatingIfNeeded: slot), textScore: score,
                                        status: status, isMeasured: !isInner, distance: distance,
                                        distanceError: error)
                                    initialized += 1
                                }
                                if initialized > start {
                                    groups.append(
                                        MatchList.Group(start: start, end: initialized, lower: lower, upper: upper))
                                }
                            }
                        }
                    }
                }
            }
            self.groups = groups
            categoryTally = tally
            self.openCount += openCount
            self.unknownCount += unknownCount
            hiddenUnknownCount += hiddenUnknown
        }

        /// The results: the matches ordered as far as the page (all of them for an order other
        /// than by distance), the page's results, the counts and the nearest open place.
        mutating func results() -> Results {
            let matchingCount = matches.count
            // Moved, so the list's array is not shared and is ordered in place.
            var list = MatchList(
                lines: lines, distances: engine.tree.slotDistances(from: query.origin),
                coordinatesBySlot: engine.coordinatesBySlot, changes: engine.version.changes?.store)
            swap(&list.matches, &matches)
            list.groups = groups
            let start = min(max(0, query.offset), matchingCount)
            let end = min(matchingCount, PlaceEngine.saturatingSum(start, max(0, query.limit)))
            var nearestOpen: Match?
            if query.sort != .distance || !filter.text.isEmpty {
                // Every other order breaks its ties by distance: all of it is needed.
                list.orderAll()
                engine.order(&list.matches, query: query)
                nearestOpen = list.nearestOpen()
            } else {
                // By distance, only the page is needed in order now; the map orders what it reads.
                list.order(first: end)
                // The ordered prefix comes before every other match: an open place in it is the
                // nearest open one, and most pages have one.
                nearestOpen = list.matches[..<list.orderedCount].first { $0.status == .open } ?? list.nearestOpen()
            }
            let page = list.matches[start..<end].map {
                engine.makeResult(position: $0.position, query: query, textScore: $0.textScore)
            }
            var categoryCounts: [String: Int] = [:]
            let names = engine.categoryCodes.names
            for (code, count) in categoryTally.enumerated() where count > 0 { categoryCounts[names[code]] = count }
            for (name, count) in newCategoryCounts { categoryCounts[name, default: 0] += count }
            // Without carriers (most catalogs) every count is a category's.
            let facetCounts =
                engine.carriers.isEmpty && newCategoryCounts.isEmpty
                ? (categories: categoryCounts, carriers: [:]) : PlaceFacets.split(categoryCounts)
            var results = Results(
                query: query, places: page, matchingCount: matchingCount, openCount: openCount,
                unknownCount: unknownCount, hiddenUnknownCount: hiddenUnknownCount,
                nearestOpen: nearestOpen.map {
                    engine.makeResult(position: $0.position, query: query, textScore: $0.textScore)
                },
                categoryCounts: facetCounts.categories, matchingPositions: [])
            results.carrierCounts = facetCounts.carriers
            results.matchList = list
            return results
        }
    }
}
