import Foundation
import Geodesy
import PlaceIndex
import PlaceSearch
import Places

/// The counted query's changed places: those a change moved, added or changed, visited after the
/// base's runs (CountedQuery.swift) and merged into the same matches and counts.
extension PlaceEngine {
    /// A base slot the changes touched that holds a changed place, found in a run of the counted
    /// query's KD-tree search.
    struct ChangedSlot {
        var slot: Int
        var isInner: Bool
        /// The run's leaf bounds on the place's geodesic distance.
        var lower: Double
        var upper: Double
        /// Read while the changes' store is held (the query's engine holds it).
        var change: ChangedRef
    }
}

extension PlaceEngine.CountedQuery {
    /// Takes the slots the changes touched out of the runs (a run's bits then hold only the base's
    /// own places), and returns those that hold a changed place with their leaf's bounds.
    static func takeChangedSlots(from runs: inout [SlotRun], _ version: PlaceVersion) -> [PlaceEngine.ChangedSlot] {
        var changed: [PlaceEngine.ChangedSlot] = []
        for index in runs.indices {
            var touched = version.touchedBits(from: runs[index].first) & runs[index].bits
            var mask: UInt64 = 0
            while touched != 0 {
                let bit = touched.trailingZeroBitCount
                touched &= touched - 1
                let slot = runs[index].first + bit
                switch version.view(slot: slot) {
                case .base: continue
                case .removed: break
                case .changed(let change):
                    changed.append(
                        PlaceEngine.ChangedSlot(
                            slot: slot, isInner: (runs[index].innerBits >> UInt64(bit)) & 1 != 0,
                            lower: max(0, runs[index].nearest / PlaceEngine.sphereSlack - 1),
                            upper: runs[index].farthest * PlaceEngine.sphereSlack + 1, change: change))
                }
                mask |= 1 << UInt64(bit)
            }
            runs[index].bits &= ~mask
            runs[index].innerBits &= ~mask
        }
        return changed
    }

    /// Visits the changed places: those in base slots (measured as the base's are, within their
    /// leaf's bounds) and the delta's near the origin (at positions `baseCount + i` and slots
    /// after the base's, measured by the short line). Each that passes the filters is counted,
    /// its categories with the base's where the base has them, and appended to the matches:
    /// changed places of one leaf share its bounds and so one group; a delta place has a group
    /// of its own.
    mutating func matchChanges() {
        guard !changedSlots.isEmpty || engine.version.liveDeltaCount > 0 else { return }
        let (radius, lines, engine, filter) = (self.radius, self.lines, self.engine, self.filter)
        let matcher = filter.text.isEmpty ? nil : TextMatcher(query.filters.text)
        let firstGroup = groups.count
        let items = engine.tree.itemsInTreeOrder
        for changed in changedSlots {
            let position = Int(items[changed.slot])
            visit(
                changed.change, position: position, slot: changed.slot, isMeasured: !changed.isInner, filter: filter,
                matcher: matcher, firstGroup: firstGroup
            ) {
                // As the base's loop measures its places; the group's bounds are the leaf's.
                let (lower, upper) = (changed.lower, changed.upper)
                guard !changed.isInner else { return ((lower + upper) / 2, (upper - lower) / 2, lower, upper) }
                var (distance, error) = PlaceEngine.measure(engine.coordinatesBySlot[changed.slot], lines: lines)
                if let radius {
                    if distance - error > radius { return nil }
                    if distance + error > radius {
                        distance = engine.geodesicDistance(position, from: lines.start)
                        error = 0
                        guard distance <= radius else { return nil }
                    }
                }
                return (distance, error, lower, upper)
            }
        }
        // Most of the delta is far from a query with a radius: told apart by degrees, before
        // anything is measured.
        let reach = radius.map {
            PlaceEngine.DegreeReach(around: lines.start, metres: $0 * PlaceEngine.sphereSlack + 1)
        }
        engine.version.forEachDelta(where: { reach?.mayHold($0) ?? true }) { position, coordinate, change in
            visit(
                change, position: position, slot: position, isMeasured: true, filter: filter, matcher: matcher,
                firstGroup: firstGroup
            ) {
                var (distance, error) = PlaceEngine.measure(coordinate, lines: lines)
                if let radius {
                    if distance - error > radius { return nil }
                    if distance + error > radius {
                        distance = Geodesic.fastInverse(from: lines.start, to: coordinate).distance
                        error = 0
                        guard distance <= radius else { return nil }
                    }
                }
                return (distance, error, max(0, distance - error), distance + error)
            }
        }
    }

    /// The counted query's per-place body for one changed place: the compiled filter (read once by
    /// ``matchChanges()``), the counts and the match. `measure` gives the match's distance and group
    /// bounds, or `nil` outside the radius; the groups from `firstGroup` on are the changed places'.
    private mutating func visit(
        _ change: ChangedRef, position: Int, slot: Int, isMeasured: Bool, filter: PlaceEngine.CompiledFilter,
        matcher: TextMatcher?, firstGroup: Int,
        measure: () -> (distance: Double, error: Double, lower: Double, upper: Double)?
    ) {
        // The record's summary first; the place itself only for what only it has.
        if filter.checksTraits && !filter.passesTraits(change.summary.traits) { return }
        if !filter.hasSpace(change) { return }
        guard let (distance, error, lower, upper) = measure() else { return }
        var score: Int?
        if let matcher {
            guard let value = change.with({ matcher.score(name: $0.name, other: $0.other) }) else { return }
            score = value
        }
        // Open but not choosable now (full, out of service) is not open.
        let status = filter.status(statuses.status(of: change), change)
        // The facets still missing, as the base's loop counts them.
        let missing = filter.missingFacets(change)
        let isWanted = missing == 0
        if !filter.passesOpenNow(status) {
            if status == .unknown && isWanted { hiddenUnknownCount += 1 }
            return
        }
        change.forEachCategoryCode { index, code in
            if code >= 0 {
                if filter.facets?.counts(code: Int(code), missing: missing) ?? true { categoryTally[Int(code)] += 1 }
            } else {
                let name = change.with { $0.categories[index] }
                if missing & ~PlaceFacets.group(of: name) == 0 { newCategoryCounts[name, default: 0] += 1 }
            }
        }
        guard isWanted else { return }
        if status == .open { openCount += 1 }
        if status == .unknown { unknownCount += 1 }
        // Changed places of one leaf share its bounds, and so one group.
        if groups.count > firstGroup, groups[groups.count - 1].lower == lower, groups[groups.count - 1].upper == upper {
            groups[groups.count - 1].end += 1
        } else {
            groups.append(
                PlaceEngine.MatchList.Group(start: matches.count, end: matches.count + 1, lower: lower, upper: upper))
        }
        matches.append(
            PlaceEngine.Match(
                position: position, slot: Int32(truncatingIfNeeded: slot), textScore: score, status: status,
                isMeasured: isMeasured, distance: distance, distanceError: error))
    }
}

extension PlaceEngine {
    /// A latitude and longitude span around an origin that holds every point within a distance
    /// (and more): a test of a few comparisons that rules out most far points.
    struct DegreeReach {
        let origin: Coordinate
        let latitudeSpan: Double
        /// `nil` when the reach comes near a pole (every longitude may then be near).
        let longitudeSpan: Double?

        init(around origin: Coordinate, metres: Double) {
            self.origin = origin
            // A degree of latitude is at least 110,574 m on WGS 84; of longitude, at least
            // 111,320 m × cos(latitude) less the flattening's 0.34 %: both are taken 1 % shorter.
            latitudeSpan = metres / (110_574 * 0.99)
            let farthest = abs(origin.latitude) + latitudeSpan
            longitudeSpan =
                farthest < 89 ? metres / (111_320 * 0.99 * cos(farthest * .pi / 180)) : nil
        }

        @inline(__always)
        func mayHold(_ coordinate: Coordinate) -> Bool {
            guard abs(coordinate.latitude - origin.latitude) <= latitudeSpan else { return false }
            guard let longitudeSpan else { return true }
            var difference = abs(coordinate.longitude - origin.longitude)
            if difference > 180 { difference = 360 - difference }
            return difference <= longitudeSpan
        }
    }
}
