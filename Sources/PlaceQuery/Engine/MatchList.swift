import Geodesy

extension PlaceEngine {
    /// The matches of a counted query, put in the visible order only as far as something reads
    /// them.
    ///
    /// A list page shows twenty of a city's thousands of matches and its map the few hundred near
    /// the viewport; ordering all of them exactly (a sort, and a geodesic for every pair whose
    /// approximate distances are too close to tell apart) was a tenth of a million-place page.
    /// The counts, the nearest open place and the category tallies need no order at all.
    ///
    /// The invariant: `matches[..<orderedCount]` are the first matches of the visible order
    /// (distance, then catalog position, with geodesic distances), in that order; every later
    /// match comes after all of them, in any order, its distance still the short-line
    /// approximation with its error bound.
    struct MatchList: Sendable {
        /// The matches: the ordered prefix, then the rest.
        var matches: [Match]
        /// How many matches at the front are in their final order.
        var orderedCount: Int
        /// Where distances are measured from.
        let origin: Coordinate
        /// The engine's coordinates by KD-tree slot (a reference to its storage, not a copy), for
        /// the geodesics of near ties.
        let coordinatesBySlot: [Coordinate]

        /// Matches in no order yet.
        init(unordered matches: [Match], origin: Coordinate, coordinatesBySlot: [Coordinate]) {
            self.matches = matches
            self.orderedCount = 0
            self.origin = origin
            self.coordinatesBySlot = coordinatesBySlot
        }

        /// Every match, in the visible order.
        func all() -> [Match] { orderedPrefix(through: .infinity) }

        /// Orders every match in place.
        mutating func orderAll() {
            guard orderedCount < matches.count else { return }
            matches = all()
            orderedCount = matches.count
        }

        /// Orders the list in place until at least its first `count` matches are in their final
        /// order.
        ///
        /// The bound is the smallest upper distance bound that at least the missing number of
        /// unordered matches are under (a selection, O(m)); only the matches whose lower bound is
        /// under it can be among them, and only those are sorted.
        mutating func order(first count: Int) {
            let wanted = min(count, matches.count)
            guard orderedCount < wanted else { return }
            if wanted == matches.count {
                orderAll()
                return
            }
            let bound = matches.withUnsafeBufferPointer { buffer in
                MatchList.smallestUpperBound(wanted - orderedCount - 1, of: buffer[orderedCount...])
            }
            // The candidates to the front of the unordered part, then sorted there.
            var end = orderedCount
            matches.withUnsafeMutableBufferPointer { buffer in
                for index in orderedCount..<buffer.count
                where buffer[index].distance - buffer[index].distanceError <= bound {
                    buffer.swapAt(index, end)
                    end += 1
                }
            }
            var candidates = Array(matches[orderedCount..<end])
            let certain = settle(&candidates, through: bound)
            matches.replaceSubrange(orderedCount..<end, with: candidates)
            orderedCount += certain
        }

        /// The first matches of the visible order, through at least every match whose distance
        /// is certainly at most `bound` metres. The list itself is left as it is.
        func orderedPrefix(through bound: Double) -> [Match] {
            var prefix = Array(matches[..<orderedCount])
            var candidates = matches[orderedCount...].filter { $0.distance - $0.distanceError <= bound }
            let certain = settle(&candidates, through: bound)
            prefix.append(contentsOf: candidates[..<certain])
            return prefix
        }

        /// The nearest open match, by geodesic distance (ties by position): only the open
        /// matches whose lower bound is under the smallest upper bound of any of them can be it.
        func nearestOpen() -> Match? {
            var closest = Double.infinity
            for match in matches where match.status == .open {
                closest = min(closest, match.distance + match.distanceError)
            }
            var candidates = matches.filter { $0.status == .open && $0.distance - $0.distanceError <= closest }
            if candidates.count > 1 {
                for index in candidates.indices where candidates[index].distanceError > 0 {
                    candidates[index].distance = geodesic(to: candidates[index])
                    candidates[index].distanceError = 0
                }
            }
            return candidates.min(by: PlaceEngine.nearer)
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

        private func geodesic(to match: Match) -> Double {
            Geodesic.fastInverse(from: origin, to: coordinatesBySlot[Int(match.slot)]).distance
        }

        /// The upper bound (`distance + distanceError`) that would stand at `index` if the
        /// matches were sorted by it. A page needs one of the first few dozen: those are kept in
        /// a short sorted buffer that most matches pass by with one comparison. Further in, a
        /// selection.
        static func smallestUpperBound(_ index: Int, of matches: Slice<UnsafeBufferPointer<Match>>) -> Double {
            guard index < 64 else {
                var values = matches.map { $0.distance + $0.distanceError }
                return smallest(index, of: &values)
            }
            var kept: [Double] = []
            kept.reserveCapacity(index + 1)
            for match in matches {
                let value = match.distance + match.distanceError
                if kept.count > index {
                    guard value < kept[index] else { continue }
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
            return kept[index]
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
