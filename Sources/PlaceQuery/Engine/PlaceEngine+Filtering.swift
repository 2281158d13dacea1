import Foundation
import Geodesy
import PlaceIndex
import PlaceQueryModel
import PlaceSearch
import Places
import RawMemory

extension PlaceEngine {
    /// A place that passed the filters, with what ordering needs.
    struct Match {
        var position: Int
        /// The place's KD-tree slot, where the slot-order arrays hold its data.
        var slot: Int32
        var textScore: Int?
        var status: OpeningSnapshot.Status
        /// Whether ``distance`` is the place's own (``measure(_:lines:)``) or still its group's
        /// (``MatchList``). (Here, among the small fields: a match is 48 bytes, not 56.)
        var isMeasured = true
        /// The geodesic distance, or until ``resolveNearTies(_:geodesic:)`` a short-line
        /// approximation of it within ``distanceError``: what orders and limits by distance.
        /// Before the match is measured (``isMeasured``), the middle of its group's bounds.
        var distance: Double
        /// How far ``distance`` may be from the geodesic distance (0 when it is exact).
        var distanceError: Double
    }

    /// A place's distance as the counted query first measures it: the rough short line
    /// (``Geodesy/Geodesic/Lines/roughly(to:)``, some forty instructions) with its bound, or,
    /// where that declines, the geodesic.
    ///
    /// - Parameters:
    ///   - coordinate: The place.
    ///   - lines: Lines from the origin.
    /// - Returns: The distance and how far it may be from the geodesic one.
    @inline(__always)
    static func measure(_ coordinate: Coordinate, lines: Geodesic.Lines) -> (distance: Double, error: Double) {
        if let line = lines.roughly(to: coordinate) { return (line.distance, line.maximumError) }
        return (Geodesic.fastInverse(from: lines.start, to: coordinate).distance, 0)
    }

    /// How far apart spherical and WGS 84 distances can be, as a ratio (they differ by at most
    /// about 0.56 %). Chords on the unit sphere find candidates cheaply; the radius test and every
    /// order by distance use the geodesic distance every front end shows, so a list never says
    /// "352 m" above "351 m" and "within 3 km" means the distance written on the row.
    static let sphereSlack = 1.01

    /// The geodesic distance the results give.
    func geodesicDistance(_ position: Int, from origin: Coordinate) -> Double {
        Geodesic.fastInverse(from: origin, to: coordinates[position]).distance
    }

    /// Whether a match comes before another by distance, ties by position.
    @inline(__always)
    static func nearer(_ lhs: Match, _ rhs: Match) -> Bool {
        lhs.distance < rhs.distance || (lhs.distance == rhs.distance && lhs.position < rhs.position)
    }

    /// Sorts matches by (distance, position) and makes the order exact: wherever the error bounds
    /// of matches overlap (and so their geodesic order could differ from the approximate one),
    /// their geodesic distances replace the approximations and they are sorted again.
    ///
    /// The matches are sorted by the lower end of their bounds and swept into groups whose
    /// intervals `distance ± error` overlap, one after another. Intervals of different groups are
    /// disjoint, so every match of a group is nearer than every match of the next, whatever the
    /// bounds are: matches measured exactly (error 0, such as those near a radius) can stand
    /// among approximate ones. Afterwards every comparison of two matches' distances agrees with
    /// their geodesic distances.
    ///
    /// - Parameters:
    ///   - matches: The matches, approximate distances with their bounds.
    ///   - geodesic: A match's geodesic distance.
    /// - Complexity: O(m) expected for places spread over an area (O(m log m) at worst), plus one
    ///   geodesic per place in a group of overlapping bounds.
    static func resolveNearTies(_ matches: inout [Match], geodesic: (Match) -> Double) {
        sortByDistance(&matches, byLowerBound: true)
        var first = 0
        while first < matches.count {
            var last = first
            var reach = matches[first].distance + matches[first].distanceError
            while last + 1 < matches.count, matches[last + 1].distance - matches[last + 1].distanceError <= reach {
                last += 1
                reach = max(reach, matches[last].distance + matches[last].distanceError)
            }
            if last > first {
                for index in first...last where matches[index].distanceError > 0 {
                    matches[index].distance = geodesic(matches[index])
                    matches[index].distanceError = 0
                }
                matches[first...last].sort(by: nearer)
            }
            first = last + 1
        }
    }

    /// Sorts matches by (distance, position), exactly as `sort(by: nearer)` does, or by the lower
    /// end of their bounds (`max(0, distance − error)`, then position), in O(m) expected time
    /// when they are spread over an area: a bucket per match by the squared key (rings of equal
    /// area, so about one match each where the density is even), then each bucket sorted.
    /// Sorting a city's thousands of matches was the largest single part of a million-place list
    /// page. The bucket grows with the key, so the buckets in order hold the matches in order.
    ///
    /// Clamping the lower end at 0 joins nothing that was apart: every interval reaching below 0
    /// holds 0.
    static func sortByDistance(_ matches: inout [Match], byLowerBound: Bool = false) {
        @inline(__always)
        func key(_ match: Match) -> Double {
            byLowerBound ? max(0, match.distance - match.distanceError) : match.distance
        }
        @inline(__always)
        func before(_ lhs: Match, _ rhs: Match) -> Bool {
            let (left, right) = (key(lhs), key(rhs))
            return left < right || (left == right && lhs.position < rhs.position)
        }
        let count = matches.count
        let farthest = matches.reduce(0.0) { max($0, key($1)) }
        let scale = Double(count - 1) / (farthest * farthest)
        // Distances are never negative; anything else (few matches, all at the origin, a distance
        // too large or too small to square) is sorted by comparison.
        guard count > 32, scale.isFinite, scale > 0, matches.allSatisfy({ key($0) >= 0 }) else {
            matches.sort(by: before)
            return
        }
        func bucket(_ distance: Double) -> Int { min(count - 1, Int(distance * distance * scale)) }
        var starts = [Int](repeating: 0, count: count + 1)
        for match in matches { starts[bucket(key(match)) + 1] += 1 }
        for index in 0..<count { starts[index + 1] += starts[index] }
        var next = starts
        let sorted = UncheckedMutableView.makeArray(capacity: count) { buffer, initialized in
            for match in matches {
                let slot = bucket(key(match))
                buffer[unchecked: next[slot]] = match
                next[slot] += 1
            }
            initialized = count
        }
        matches = sorted
        // In place: sorting a slice of the array through its subscript copied it.
        UncheckedMutableView.with(&matches) { buffer in
            for slot in 0..<count where starts[slot + 1] - starts[slot] > 1 {
                let (low, high) = (starts[slot], starts[slot + 1])
                guard high - low <= 8 else {
                    buffer.sort(low..<high, by: before)
                    continue
                }
                // A bucket holds one or two matches where the density is even: insertion.
                for index in (low + 1)..<high {
                    let match = buffer[unchecked: index]
                    var hole = index
                    while hole > low && before(match, buffer[unchecked: hole - 1]) {
                        buffer[unchecked: hole] = buffer[unchecked: hole - 1]
                        hole -= 1
                    }
                    buffer[unchecked: hole] = match
                }
            }
        }
    }

    /// Orders matches by a key per position, ties by distance.
    static func sort(_ matches: inout [Match], by keys: [Int: (Int, Double)]) {
        matches.sort { lhs, rhs in
            let left = keys[lhs.position] ?? (3, 0)
            let right = keys[rhs.position] ?? (3, 0)
            if left != right { return left < right }
            return nearer(lhs, rhs)
        }
    }

    /// Orders matches: by text score then distance, by name, by closing time, or by the ranking.
    func order(_ matches: inout [Match], query: Query) {
        switch query.sort {
        case .distance:
            matches.sort { lhs, rhs in
                if lhs.textScore != rhs.textScore { return (lhs.textScore ?? 0) > (rhs.textScore ?? 0) }
                return Self.nearer(lhs, rhs)
            }
        case .name:
            let keys = Dictionary(
                uniqueKeysWithValues: matches.map {
                    ($0.position, nameKey(at: $0.position))
                })
            matches.sort { lhs, rhs in
                let left = keys[lhs.position] ?? ""
                let right = keys[rhs.position] ?? ""
                return left != right ? left < right : Self.nearer(lhs, rhs)
            }
        case .closingTime:
            // Open places closing latest first (never closing first of all), then closed places
            // opening soonest, then unknown. Ties by distance.
            let keys = Dictionary(
                uniqueKeysWithValues: matches.map { match -> (Int, (Int, Double)) in
                    let snapshot = hours(at: match.position).snapshot(at: query.instant)
                    let change = snapshot.nextChange?.timeIntervalSince1970
                    switch snapshot.status {
                    case .open: return (match.position, (0, -(change ?? .greatestFiniteMagnitude)))
                    case .closed: return (match.position, (1, change ?? .greatestFiniteMagnitude))
                    case .unknown: return (match.position, (2, 0))
                    }
                })
            Self.sort(&matches, by: keys)
        case .price, .delivery:
            guard let ranking = query.ranking else {
                matches.sort(by: Self.nearer)
                return
            }
            // (0, key) for a ranked place within reach, (1, key) for one without a key, (2, 0)
            // for one beyond reach: ties (and everything beyond reach) by distance.
            let keys = Dictionary(
                uniqueKeysWithValues: matches.map { match -> (Int, (Int, Double)) in
                    if let within = ranking.within {
                        let distance =
                            abs(match.distance - within) <= match.distanceError
                            ? geodesicDistance(match.position, from: query.origin) : match.distance
                        if distance > within { return (match.position, (2, 0)) }
                    }
                    guard let place = place(at: match.position),
                        let key = ranking.key(carrier: place.carrier, categories: place.categories)
                    else { return (match.position, (1, 0)) }
                    return (match.position, (0, key))
                })
            Self.sort(&matches, by: keys)
        }
    }

    /// The uncounted, distance-ordered path: a KD-tree search with the filters as its predicate.
    ///
    /// Finds one match more than `offset + limit`, so that ``Results/hasMore`` is exact;
    /// ``Results/matchingPositions`` holds the first `offset + limit` matches, which are exactly
    /// the first ones of the counted path, in the same (geodesic) order. The predicate allocates
    /// nothing.
    func nearestResults(for query: Query) -> Results {
        let offset = max(0, query.offset)
        let wanted = PlaceEngine.saturatingSum(offset, max(0, query.limit))
        let target = PlaceEngine.saturatingSum(wanted, 1)
        let filter = CompiledFilter(query: query, engine: self)
        var neighbors = nearestNeighbors(for: query, filter: filter, target: target)
        if version.liveDeltaCount > 0 {
            // The delta's places, each measured, beside the base's first ones.
            let radius = query.maximumDistance.map { max(0, $0) }
            // A delta place farther than the radius, or than the last of `target` base places
            // found (sorted by distance), cannot be on the page: told apart by degrees first.
            var bound = radius ?? .infinity
            if neighbors.count >= target, let last = neighbors.last { bound = min(bound, last.distance) }
            let reach = bound.isFinite ? DegreeReach(around: query.origin, metres: bound + 1) : nil
            version.forEachDelta(where: { reach?.mayHold($0) ?? true }) { position, coordinate, change in
                guard filter.passes(change) else { return }
                let distance = Geodesic.fastInverse(from: query.origin, to: coordinate).distance
                if let radius, distance > radius { return }
                neighbors.append(Neighbor(item: position, distance: distance))
            }
            neighbors.sort { ($0.distance, $0.item) < ($1.distance, $1.item) }
            neighbors = Array(neighbors.prefix(target))
        }
        let found = neighbors.prefix(wanted)
        let page = makeResults(positions: found.dropFirst(offset).map(\.item), query: query)
        // Open and choosable: a full or out-of-service place is not "open" to a shopper.
        let openCount = page.count { $0.opening.status == .open && $0.unavailability == nil }
        let unknownCount = page.count { $0.opening.status == .unknown }
        // Without an offset the page holds every match found, so the nearest open one is on it.
        let nearestOpen =
            offset == 0
            ? page.first { $0.opening.status == .open && $0.unavailability == nil }
            : found.first { isOpenAndChoosable($0.item, query: query) }.map {
                makeResult(position: $0.item, query: query, textScore: nil)
            }
        return Results(
            query: query, places: page, matchingCount: neighbors.count, openCount: openCount,
            unknownCount: unknownCount, hiddenUnknownCount: 0,
            nearestOpen: nearestOpen,
            categoryCounts: [:], matchingPositions: found.map(\.item))
    }

    /// The first `target` matches of the base (less the places the changes hide) by geodesic
    /// distance, ties by position, exactly (fewer when fewer match).
    func nearestNeighbors(for query: Query, filter: CompiledFilter, target: Int) -> [Neighbor] {
        // The counted path reads a negative radius as 0 (places at the origin only); the tree would
        // find nothing, so clamp it the same way.
        let radius = query.maximumDistance.map { max(0, $0) }
        let version = self.version
        let checksChanges = version.hasSlotChanges
        // Per-place data is read by KD-tree slot: the places of one leaf are adjacent in memory.
        var count = target
        var search = NearestSearch(capacity: min(count, tree.count))
        var neighbors: [Neighbor] = []
        // The tree orders by spherical distance; the results by geodesic distance. Search until
        // every place not yet seen is certainly farther than the ones kept.
        while true {
            tree.nearest(
                to: query.origin, count: count, maxDistance: radius.map { $0 * Self.sphereSlack + 1 }, using: &search
            ) { slot, position in
                if checksChanges && version.touchedBits(from: slot) & 1 != 0 {
                    switch version.view(slot: slot) {
                    case .base: break
                    case .removed: return false
                    case .changed(let change): return filter.passes(change)
                    }
                }
                return filter.passes(slot: slot, position: Int(position), self)
            }
            let seen = search.neighbors
            neighbors = seen.map { Neighbor(item: $0.item, distance: geodesicDistance($0.item, from: query.origin)) }
                .filter { neighbor in radius.map { neighbor.distance <= $0 } ?? true }
                .sorted { ($0.distance, $0.item) < ($1.distance, $1.item) }
            let exhausted = seen.count < count
            let horizon = (seen.last?.distance ?? 0) / Self.sphereSlack
            if exhausted || (neighbors.count >= target && neighbors[target - 1].distance < horizon) { break }
            count = count > Int.max / 2 ? Int.max : count * 2
        }
        return Array(neighbors.prefix(target))
    }

    /// `a + b` for non-negative values, clamped at `Int.max` (a limit of `Int.max` means "all").
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
