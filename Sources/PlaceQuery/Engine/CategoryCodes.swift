import ConcurrencyPrimitives
import PlaceQueryModel
import Places
import RawMemory

/// Each place's categories as small integers into one vocabulary, without repeats, in an order
/// of the places the caller chooses (the engine's: KD-tree slots): so the counted query path
/// counts categories into an array and tests the category filter by index, instead of copying
/// each place's array of strings and hashing them.
struct CategoryCodes: Sendable {
    /// The vocabulary: code `i` is `names[i]`.
    let names: [String]
    /// Where each place's codes start in ``codes``; the place at index `i` of the order has
    /// `codes[starts[i]..<starts[i + 1]]`.
    private let starts: [UInt32]
    /// Every place's codes, place after place in the order, each place's without repeats.
    private let codes: [UInt32]

    /// The categories of a run of consecutive places, coded in a vocabulary of the run's own
    /// while the engine reads each place once (in catalog order, so the places' storage is read
    /// in the order it was allocated), with how many places have each.
    struct Chunk: Sendable {
        fileprivate var names = Numbering<String>()
        /// How many places of the run have each local code.
        fileprivate var counts: [Int] = []
        /// Place `i` of the run has `codes[starts[i]..<starts[i + 1]]`.
        fileprivate var starts: [UInt32] = [0]
        fileprivate var codes: [UInt32] = []

        init() {}

        /// Adds the next place's categories (each counted once however often it is listed).
        mutating func add(_ categories: [String]) {
            let first = codes.count
            for category in categories {
                let (code, isNew) = names.number(of: category)
                if isNew { counts.append(0) }
                guard !codes[first...].contains(code) else { continue }
                codes.append(code)
                counts[Int(code)] += 1
            }
            starts.append(UInt32(codes.count))
        }
    }

    /// How many places have each category, over all chunks.
    static func counts(_ chunks: [Chunk]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for chunk in chunks {
            for (code, name) in chunk.names.keys.enumerated() { counts[name, default: 0] += chunk.counts[code] }
        }
        return counts
    }

    /// Codes the categories of every place in the vocabulary `names`, in a new order.
    ///
    /// - Parameters:
    ///   - chunks: The places' categories, run after run, in catalog order.
    ///   - order: The catalog positions in the order to keep the codes in (each once).
    ///   - names: The vocabulary: every category any place has.
    /// - Complexity: O(n) for n category entries, the reordering on all cores.
    init(chunks: [Chunk], order: [Int32], names: [String]) {
        self.names = names
        let code = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, UInt32($0.offset)) })
        // Every place's codes in the shared vocabulary, in catalog order.
        var byPositionStarts: [UInt32] = [0]
        var byPositionCodes: [UInt32] = []
        byPositionStarts.reserveCapacity(order.count + 1)
        for chunk in chunks {
            let renumbered = chunk.names.keys.map { code[$0] ?? 0 }
            let offset = UInt32(byPositionCodes.count)
            byPositionStarts.append(contentsOf: chunk.starts.dropFirst().lazy.map { $0 + offset })
            byPositionCodes.append(contentsOf: chunk.codes.lazy.map { renumbered[Int($0)] })
        }
        let positionStarts = byPositionStarts
        let positionCodes = byPositionCodes
        let ordered = ParallelChunks.map(count: order.count) { range in
            var counts: [UInt32] = []
            var codes: [UInt32] = []
            counts.reserveCapacity(range.count)
            codes.reserveCapacity(range.count)
            for index in range {
                let position = Int(order[index])
                let local = positionCodes[Int(positionStarts[position])..<Int(positionStarts[position + 1])]
                codes.append(contentsOf: local)
                counts.append(UInt32(local.count))
            }
            return (counts, codes)
        }
        var starts: [UInt32] = [0]
        var codes: [UInt32] = []
        starts.reserveCapacity(order.count + 1)
        var total: UInt32 = 0
        for (counts, chunkCodes) in ordered {
            for count in counts {
                total += count
                starts.append(total)
            }
            codes.append(contentsOf: chunkCodes)
        }
        self.starts = starts
        self.codes = codes
    }

    /// The category and carrier filter over these codes.
    ///
    /// - Parameter filters: The query's filters.
    /// - Returns: The filter, or `nil` when neither facet is filtered.
    func filter(_ filters: PlaceFilters) -> FacetFilter? { FacetFilter(names: names, filters: filters) }

    /// Whether the place at an index of the order passes a facet filter.
    ///
    /// - Parameters:
    ///   - index: The index in the order (the engine's: a KD-tree slot).
    ///   - filter: From ``filter(_:)``; `nil` passes every place.
    /// - Returns: Whether it passes.
    @inline(__always)
    func passes(_ index: Int, _ filter: FacetFilter?) -> Bool {
        guard let filter else { return true }
        var hits: UInt8 = 0
        forEachCode(at: index) { hits |= filter.wanted[$0] }
        return filter.missing(hits) == 0
    }

    /// Counts the codes of the place at an index of the order into `tally` (each code where its
    /// count would show the place: ``FacetFilter/counts(code:missing:)``), and says whether the
    /// place passes the filter.
    ///
    /// - Parameters:
    ///   - index: The index in the order.
    ///   - filter: The facet filter, or `nil`.
    ///   - tally: One count per code.
    /// - Returns: Whether the place passes.
    @inline(__always)
    func tally(_ index: Int, _ filter: FacetFilter?, into tally: UncheckedMutableView<Int>) -> Bool {
        guard let filter else {
            forEachCode(at: index) { tally[unchecked: $0] += 1 }
            return true
        }
        var hits: UInt8 = 0
        forEachCode(at: index) { hits |= filter.wanted[$0] }
        let missing = filter.missing(hits)
        // A place missing both facets is in no count.
        if missing.nonzeroBitCount < 2 {
            forEachCode(at: index) { code in
                if filter.counts(code: code, missing: missing) { tally[unchecked: code] += 1 }
            }
        }
        return missing == 0
    }

    /// Calls `body` with each code of the place at an index of the order, without repeats
    /// (without a slice of the codes, which cost reference counting on every place of a query).
    ///
    /// - Parameters:
    ///   - index: The index in the order (the engine's: a KD-tree slot).
    ///   - body: Called with each code.
    @inline(__always)
    func forEachCode(at index: Int, _ body: (Int) -> Void) {
        UncheckedView.with(codes) { codes in
            UncheckedView.with(starts) { starts in
                for offset in Int(starts[unchecked: index])..<Int(starts[unchecked: index + 1]) {
                    body(Int(codes[unchecked: offset]))
                }
            }
        }
    }
}
