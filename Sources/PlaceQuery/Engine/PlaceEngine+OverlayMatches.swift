import Foundation
import Geodesy
import PlaceIndex
import PlaceSearch
import Places

/// The counted query over an overlay: the places a change moved, added or changed, visited beside
/// the base's runs (PlaceEngine+Filtering.swift) and merged into the same matches and counts.
extension PlaceEngine {
    /// The matches of an overlay's changed places for a counted query, with the bounds of their
    /// groups and what they add to the counts.
    struct OverlayPart {
        var matches: [Match] = []
        var bounds: [(lower: Double, upper: Double)] = []
        var openCount = 0
        var unknownCount = 0
        var hiddenUnknownCount = 0
        var categoryCounts: [String: Int] = [:]
    }

    /// Runs the counted path's per-place body over the places an overlay changed: those in base
    /// slots (measured as the base's are, within their leaf's bounds) and the delta's (at
    /// positions `baseCount + i` and slots after the base's, measured by the short line). Their
    /// categories are tallied with the base's where the base has them.
    func overlayMatches(
        _ overlay: Overlay, changedSlots: [ChangedSlot], query: Query, lines: Geodesic.Lines, radius: Double?,
        wanted: FacetFilter?, statuses: inout StatusMemo, tally: inout [Int]
    ) -> OverlayPart {
        let filters = query.filters
        var part = OverlayPart()
        part.matches.reserveCapacity(changedSlots.count)
        part.bounds.reserveCapacity(changedSlots.count)
        let matcher = SearchText(filters.text).isEmpty ? nil : TextMatcher(filters.text)
        let checksTraits = filters.stepFreeOnly || filters.alwaysOpen || filters.openLate || filters.openOnSunday
        let items = tree.itemsInTreeOrder
        /// `measure` gives the distance, its error and the bounds of the match's group, or `nil`
        /// outside the radius.
        func visit(
            _ change: ChangedRef, position: Int, slot: Int, isMeasured: Bool,
            measure: () -> (distance: Double, error: Double, lower: Double, upper: Double)?
        ) {
            // The record's summary first; the place itself only for what only it has.
            if checksTraits && !change.summary.traits.passes(filters) { return }
            if filters.withSpaceOnly && change.summary.mayBeUnavailable
                && change.with({ Self.unavailability(of: $0, query: query) }) != nil
            {
                return
            }
            guard let (distance, error, lower, upper) = measure() else { return }
            var score: Int?
            if let matcher {
                guard let value = change.with({ matcher.score(name: $0.name, other: $0.other) }) else { return }
                score = value
            }
            let status = statuses.status(of: change)
            // The facets' bits of the wanted codes, then those still missing (as the base's loop).
            var hits: UInt8 = 0
            if let wanted {
                change.forEachCategoryCode { index, code in
                    if code >= 0 {
                        hits |= wanted.wanted[Int(code)]
                    } else {
                        let name = change.with { $0.categories[index] }
                        if PlaceFacets.wants(name, filters) { hits |= PlaceFacets.group(of: name) }
                    }
                }
            }
            let missing = wanted?.missing(hits) ?? 0
            let isWanted = missing == 0
            if filters.openNow && status != .open {
                if status == .unknown && isWanted { part.hiddenUnknownCount += 1 }
                return
            }
            change.forEachCategoryCode { index, code in
                if code >= 0 {
                    if wanted?.counts(code: Int(code), missing: missing) ?? true { tally[Int(code)] += 1 }
                } else {
                    let name = change.with { $0.categories[index] }
                    if missing & ~PlaceFacets.group(of: name) == 0 { part.categoryCounts[name, default: 0] += 1 }
                }
            }
            guard isWanted else { return }
            if status == .open { part.openCount += 1 }
            if status == .unknown { part.unknownCount += 1 }
            part.matches.append(
                Match(
                    position: position, slot: Int32(truncatingIfNeeded: slot), textScore: score, status: status,
                    isMeasured: isMeasured, distance: distance, distanceError: error))
            part.bounds.append((lower, upper))
        }
        for changed in changedSlots {
            let position = Int(items[changed.slot])
            do {
                visit(changed.change, position: position, slot: changed.slot, isMeasured: !changed.isInner) {
                    // As the base's loop measures its places; the group's bounds are the leaf's.
                    let (lower, upper) = (changed.lower, changed.upper)
                    guard !changed.isInner else { return ((lower + upper) / 2, (upper - lower) / 2, lower, upper) }
                    var (distance, error) = Self.measure(coordinatesBySlot[changed.slot], lines: lines)
                    if let radius {
                        if distance - error > radius { return nil }
                        if distance + error > radius {
                            distance = geodesicDistance(position, from: lines.start)
                            error = 0
                            guard distance <= radius else { return nil }
                        }
                    }
                    return (distance, error, lower, upper)
                }
            }
        }
        // Most of the delta is far from a query with a radius: told apart by degrees, before
        // anything is measured.
        let reach = radius.map { DegreeReach(around: lines.start, metres: $0 * Self.sphereSlack + 1) }
        overlay.forEachDelta(where: { reach?.mayHold($0) ?? true }) { index, coordinate, change in
            visit(change, position: overlay.baseCount + index, slot: overlay.baseCount + index, isMeasured: true) {
                var (distance, error) = Self.measure(coordinate, lines: lines)
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
        return part
    }

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
