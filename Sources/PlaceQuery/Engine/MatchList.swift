import Geodesy
import PlaceIndex
import RawMemory

extension PlaceEngine {
    /// The matches of a counted query, measured and put in the visible order only as far as
    /// something reads them.
    ///
    /// A list page shows twenty of a city's thousands of matches and its map the few hundred near
    /// the viewport; ordering all of them exactly (a sort, and a geodesic for every pair whose
    /// approximate distances are too close to tell apart) was a tenth of a million-place page,
    /// and measuring each of them (a short line) a fifth. The counts, the nearest open place and
    /// the category tallies need neither.
    ///
    /// The invariant: `matches[..<orderedCount]` are the first matches of the visible order
    /// (distance, then catalog position, with geodesic distances), in that order; every later
    /// match comes after all of them. The later ones stand in ``groups``, each a run of them
    /// with bounds on their geodesic distances (a KD-tree leaf's, or those of matches left over
    /// from ordering); a later match's own distance is the short-line approximation with its
    /// error bound once it is measured (``Match/isMeasured``), and until then nothing but its
    /// group's bounds.
    struct MatchList: Sendable {
        /// A run of the matches after the ordered prefix, and bounds on all their geodesic
        /// distances.
        struct Group: Sendable {
            /// Where the run starts and ends in ``MatchList/matches``.
            var start: Int
            var end: Int
            /// No match of the group is nearer than `lower` or farther than `upper` (metres).
            var lower: Double
            var upper: Double

            /// Widens the bounds to a match's own.
            mutating func include(_ match: Match) {
                lower = min(lower, match.distance - match.distanceError)
                upper = max(upper, match.distance + match.distanceError)
            }
        }

        /// The matches: the ordered prefix, then the rest, group after group.
        var matches: [Match]
        /// How many matches at the front are in their final order.
        var orderedCount: Int
        /// The groups of `matches[orderedCount...]`, in array order, covering it.
        var groups: [Group]
        /// Lines from the origin, to measure matches with.
        let lines: Geodesic.Lines
        /// Great-circle distances from the origin by slot, which tell cheaply that a match not
        /// measured yet is too far to need measuring (`nil`: every such match is measured).
        let distances: SlotDistances?
        /// The engine's coordinates by KD-tree slot (a reference to its storage, not a copy), for
        /// measuring matches and for the geodesics of near ties.
        let coordinatesBySlot: [Coordinate]
        /// The changes of the engine's version, whose delta places have the slots after the base's
        /// (``PlaceEngine/coordinate(slot:)``).
        let changes: ChangeStore?

        /// Where distances are measured from.
        var origin: Coordinate { lines.start }

        /// Measured matches in no order yet, one group.
        init(unordered matches: [Match], origin: Coordinate, coordinatesBySlot: [Coordinate]) {
            self.init(lines: Geodesic.Lines(from: origin), distances: nil, coordinatesBySlot: coordinatesBySlot)
            self.matches = matches
            if !matches.isEmpty { groups = [Self.group(of: matches[...], at: 0)] }
        }

        /// No matches yet: the query fills ``matches`` and ``groups``.
        init(
            lines: Geodesic.Lines, distances: SlotDistances?, coordinatesBySlot: [Coordinate],
            changes: ChangeStore? = nil
        ) {
            self.changes = changes
            self.matches = []
            self.orderedCount = 0
            self.groups = []
            self.lines = lines
            self.distances = distances
            self.coordinatesBySlot = coordinatesBySlot
        }

        /// Every match, in the visible order.
        func all() -> [Match] { orderedPrefix(through: .infinity) }

        /// Calls `body` with every match whose geodesic distance may be at most `bound` metres
        /// (and some farther), in no particular order: the ordered prefix as far as it may be,
        /// then the groups whose lower bounds are at most `bound`, whole.
        func forEachMatch(notFartherThan bound: Double, _ body: (Match) -> Void) {
            for match in matches[..<orderedCount] {
                // In the visible order: the first beyond the bound has only farther ones after it.
                if match.distance - match.distanceError > bound { break }
                body(match)
            }
            for group in groups where group.lower <= bound {
                for match in matches[group.start..<group.end] { body(match) }
            }
        }

        /// Orders every match in place.
        mutating func orderAll() {
            guard orderedCount < matches.count else { return }
            matches = all()
            orderedCount = matches.count
            groups = []
        }

        /// Orders the list in place until at least its first `count` matches are in their final
        /// order.
        ///
        /// The bound is the smallest upper distance bound that at least the missing number of
        /// unordered matches are under; only the matches whose lower bound is under it can be
        /// among them, and only those are sorted. The groups are measured nearest first (by
        /// their lower bounds) until the next one starts beyond the bound found so far, so that
        /// a city's list measures the few leaves around its origin, and in them only the matches
        /// that may be under the bound (``SlotDistances``).
        mutating func order(first count: Int) {
            let wanted = min(count, matches.count)
            guard orderedCount < wanted else { return }
            if wanted == matches.count {
                orderAll()
                return
            }
            let missing = wanted - orderedCount
            // The smallest upper bounds among the candidates, while a short buffer holds them;
            // for a longer page the bound starts as the groups' own.
            let isShort = missing <= SmallestValues.largestCount
            var smallest = SmallestValues(count: isShort ? missing : 0)
            var bound = isShort ? Double.infinity : groupBound(missing)
            var limit = sphereLimit(bound)
            var taken = [Bool](repeating: false, count: groups.count)
            // Measured matches that may be under the bound, and the others of the groups taken.
            var candidates: [Match] = []
            var beyond: [Match] = []
            while true {
                if let next = nearestGroup(under: bound, besides: taken) {
                    taken[next] = true
                    for position in groups[next].start..<groups[next].end {
                        guard mayBeWithin(limit, matches[position]) else {
                            beyond.append(matches[position])
                            continue
                        }
                        let match = measured(matches[position])
                        candidates.append(match)
                        smallest.add(match.distance + match.distanceError)
                    }
                    if isShort && smallest.largest < bound {
                        bound = smallest.largest
                        limit = sphereLimit(bound)
                    }
                    continue
                }
                // A measured match's bounds are (nearly always) inside its group's, so the bound
                // the candidates give is at most the groups' one; when it is not, what is under
                // the larger bound is measured too.
                let found =
                    isShort
                    ? smallest.largest
                    : MatchList.smallestUpperBound(missing - 1, of: candidates)
                if found <= bound {
                    bound = found
                    break
                }
                bound = found
                limit = sphereLimit(bound)
                let passed = beyond
                beyond = []
                for match in passed {
                    if mayBeWithin(limit, match) {
                        let match = measured(match)
                        candidates.append(match)
                        smallest.add(match.distance + match.distanceError)
                    } else {
                        beyond.append(match)
                    }
                }
            }
            // The candidates under the bound to the front, then sorted there.
            var near = 0
            UncheckedMutableView.with(&candidates) { candidates in
                for index in 0..<candidates.count
                where candidates[unchecked: index].distance - candidates[unchecked: index].distanceError <= bound {
                    candidates.swapAt(index, near)
                    near += 1
                }
            }
            var settled = Array(candidates[..<near])
            let certain = settle(&settled, through: bound)
            // The new prefix, then what is left of the groups taken as one group, then the other
            // groups as they were.
            let leftCount = settled.count - certain + candidates.count - near + beyond.count
            var regrouped: [Group] = []
            regrouped.reserveCapacity(groups.count + 1)
            let total = matches.count
            let old = matches
            // Copied run by run into place: appending slices cost a few hundred instructions each.
            matches = UncheckedMutableView.makeArray(capacity: total) { target, written in
                func append(_ range: Range<Int>, of source: [Match]) {
                    target.copy(range, of: source, to: written)
                    written += range.count
                }
                append(0..<orderedCount, of: old)
                append(0..<certain, of: settled)
                if leftCount > 0 {
                    var left = Self.group(of: settled[certain...], at: written)
                    append(certain..<settled.count, of: settled)
                    append(near..<candidates.count, of: candidates)
                    append(0..<beyond.count, of: beyond)
                    left.end = written
                    for match in candidates[near...] { left.include(match) }
                    for match in beyond { left.include(match) }
                    regrouped.append(left)
                }
                for (index, group) in groups.enumerated() where !taken[index] {
                    let start = written
                    append(group.start..<group.end, of: old)
                    regrouped.append(Group(start: start, end: written, lower: group.lower, upper: group.upper))
                }
            }
            orderedCount += certain
            groups = regrouped
        }

        /// The first matches of the visible order, through at least every match whose distance
        /// is certainly at most `bound` metres. The list itself is left as it is.
        func orderedPrefix(through bound: Double) -> [Match] {
            var prefix = Array(matches[..<orderedCount])
            var candidates: [Match] = []
            let limit = sphereLimit(bound)
            for group in groups where group.lower <= bound {
                for position in group.start..<group.end where mayBeWithin(limit, matches[position]) {
                    let match = measured(matches[position])
                    if match.distance - match.distanceError <= bound { candidates.append(match) }
                }
            }
            let certain = settle(&candidates, through: bound)
            prefix.append(contentsOf: candidates[..<certain])
            return prefix
        }

        /// The nearest open match, by geodesic distance (ties by position): only the open
        /// matches whose lower bound is under the smallest upper bound of any of them can be it
        /// (a group's bounds stand for its matches not measured).
        func nearestOpen() -> Match? {
            var closest = Double.infinity
            for match in matches[..<orderedCount] where match.status == .open {
                closest = min(closest, match.distance + match.distanceError)
            }
            for group in groups where group.lower <= closest {
                for match in matches[group.start..<group.end] where match.status == .open {
                    closest = min(closest, match.isMeasured ? match.distance + match.distanceError : group.upper)
                }
            }
            // Open matches that may be under it, measured; then those under the smallest upper
            // bound among them.
            var candidates = matches[..<orderedCount].filter {
                $0.status == .open && $0.distance - $0.distanceError <= closest
            }
            let limit = sphereLimit(closest)
            for group in groups where group.lower <= closest {
                for match in matches[group.start..<group.end] where match.status == .open && mayBeWithin(limit, match) {
                    let measured = measured(match)
                    if measured.distance - measured.distanceError <= closest { candidates.append(measured) }
                }
            }
            let nearest = candidates.reduce(Double.infinity) { min($0, $1.distance + $1.distanceError) }
            candidates.removeAll { $0.distance - $0.distanceError > nearest }
            if candidates.count > 1 {
                for index in candidates.indices where candidates[index].distanceError > 0 {
                    candidates[index].distance = geodesic(to: candidates[index])
                    candidates[index].distanceError = 0
                }
            }
            return candidates.min(by: PlaceEngine.nearer)
        }

        /// The untaken group with the smallest lower bound, if that is at most `bound`.
        private func nearestGroup(under bound: Double, besides taken: [Bool]) -> Int? {
            var nearest: Int?
            var lowest = bound
            for index in groups.indices where !taken[index] {
                let lower = groups[index].lower
                if lower < lowest || (nearest == nil && lower == lowest) {
                    nearest = index
                    lowest = lower
                }
            }
            return nearest
        }

        /// The limit on chords for ``mayBeWithin(_:_:)``: a place farther than it on the sphere
        /// is farther than `bound` on the ellipsoid (``PlaceEngine/sphereSlack``).
        private func sphereLimit(_ bound: Double) -> Double? {
            distances?.limit(metres: bound * PlaceEngine.sphereSlack + 1)
        }

        /// Whether a match may be within the bound a limit stands for: measured ones are
        /// judged by their own bounds; for the others, the chord (a dozen instructions, where
        /// measuring costs some fifty).
        @inline(__always)
        private func mayBeWithin(_ limit: Double?, _ match: Match) -> Bool {
            guard !match.isMeasured, let limit, let distances else { return true }
            return distances.isWithin(limit, slot: Int(match.slot))
        }

        /// The smallest upper bound of groups that hold at least `count` matches.
        private func groupBound(_ count: Int) -> Double {
            var held = 0
            for group in groups.sorted(by: { $0.upper < $1.upper }) {
                held += group.end - group.start
                if held >= count { return group.upper }
            }
            return .infinity
        }

        /// A group of matches (their own bounds, or, not measured, their group's), starting at
        /// an index of ``matches``.
        private static func group(of matches: some Collection<Match>, at start: Int) -> Group {
            var group = Group(start: start, end: start + matches.count, lower: .infinity, upper: -.infinity)
            for match in matches { group.include(match) }
            return group
        }

        /// A match with its distance measured (as the query measures the places near its radius).
        @inline(__always)
        func measured(_ match: Match) -> Match {
            guard !match.isMeasured else { return match }
            var match = match
            (match.distance, match.distanceError) = PlaceEngine.measure(coordinate(slot: match.slot), lines: lines)
            match.isMeasured = true
            return match
        }

        /// Sorts candidates that are all of the unordered matches with a lower bound under
        /// `bound`, and returns how many of them, from the front, are certainly before every
        /// other unordered match.
        ///
        /// Sorted exactly, the candidates up to the last one whose upper bound is under `bound`
        /// are all at most `bound` away (each is no farther than that last one), and every match
        /// left out is farther than `bound`: those are the new prefix.
        private func settle(_ candidates: inout [Match], through bound: Double) -> Int {
            PlaceEngine.resolveNearTies(&candidates) { geodesic(to: $0) }
            if bound == .infinity { return candidates.count }
            return (candidates.lastIndex { $0.distance + $0.distanceError <= bound } ?? -1) + 1
        }

        /// A match's geodesic distance from the origin.
        private func geodesic(to match: Match) -> Double {
            Geodesic.fastInverse(from: origin, to: coordinate(slot: match.slot)).distance
        }

        /// The coordinate of a match's slot: the base's, or a delta place's.
        @inline(__always)
        func coordinate(slot: Int32) -> Coordinate {
            let slot = Int(slot)
            guard slot >= coordinatesBySlot.count, let changes else { return coordinatesBySlot[slot] }
            return changes.deltaCoordinate(slot - coordinatesBySlot.count)
        }

        /// The upper bound (`distance + distanceError`) that would stand at `index` if the
        /// matches were sorted by it. A page needs one of the first few dozen: those are kept in
        /// a short sorted buffer that most matches pass by with one comparison. Further in, a
        /// selection.
        static func smallestUpperBound(_ index: Int, of matches: [Match]) -> Double {
            guard index < SmallestValues.largestCount else {
                var values = matches.map { $0.distance + $0.distanceError }
                return smallest(index, of: &values)
            }
            var kept = SmallestValues(count: index + 1)
            for match in matches { kept.add(match.distance + match.distanceError) }
            return kept.largest
        }

        /// The `count` smallest values added (at most ``largestCount``), in order, in a short
        /// buffer that most values pass by with one comparison.
        struct SmallestValues {
            /// The most values it keeps: a longer buffer is slower than a selection.
            static let largestCount = 64
            private var kept: [Double] = []
            private let count: Int

            /// A buffer for the `count` smallest values (0: it keeps none).
            init(count: Int) {
                self.count = count
                kept.reserveCapacity(count)
            }

            /// The largest value kept once `count` values are, else infinity.
            var largest: Double { kept.count == count && count > 0 ? kept[count - 1] : .infinity }

            /// Keeps a value if it is among the `count` smallest so far.
            mutating func add(_ value: Double) {
                guard count > 0 else { return }
                if kept.count == count {
                    guard value < kept[count - 1] else { return }
                    kept.removeLast()
                }
                var hole = kept.count
                kept.append(value)
                while hole > 0 && kept[hole - 1] > value {
                    kept[hole] = kept[hole - 1]
                    hole -= 1
                }
                kept[hole] = value
            }
        }

        /// The value that would stand at `index` if `values` were sorted (a selection in O(n)
        /// expected; `values` is reordered). A run of poor pivots ends in a sort, so it is never
        /// quadratic.
        static func smallest(_ index: Int, of values: inout [Double]) -> Double {
            var low = 0
            var high = values.count - 1
            var rounds = 0
            while low < high {
                rounds += 1
                if rounds > 64 {
                    values[low...high].sort()
                    break
                }
                // Median of three as the pivot, then a three-way partition (equal values gather).
                let middle = low + (high - low) / 2
                let pivot = max(min(values[low], values[middle]), min(max(values[low], values[middle]), values[high]))
                var less = low
                var greater = high
                var scan = low
                while scan <= greater {
                    if values[scan] < pivot {
                        values.swapAt(scan, less)
                        less += 1
                        scan += 1
                    } else if values[scan] > pivot {
                        values.swapAt(scan, greater)
                        greater -= 1
                    } else {
                        scan += 1
                    }
                }
                if index < less {
                    high = less - 1
                } else if index > greater {
                    low = greater + 1
                } else {
                    return pivot
                }
            }
            return values[index]
        }
    }
}
