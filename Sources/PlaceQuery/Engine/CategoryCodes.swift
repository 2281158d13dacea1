import Places

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

    /// Codes the categories of every place.
    ///
    /// - Parameters:
    ///   - places: The catalog's places.
    ///   - order: The catalog positions in the order to keep the codes in (each once).
    ///   - names: The vocabulary: every category any place has.
    /// - Complexity: O(n) dictionary lookups for n category entries, on all cores.
    init(places: [Place], order: [Int32], names: [String]) {
        self.names = names
        let code = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, UInt32($0.offset)) })
        let chunks = ParallelChunks.map(count: order.count) { range in
            var counts: [UInt32] = []
            var codes: [UInt32] = []
            counts.reserveCapacity(range.count)
            codes.reserveCapacity(range.count)
            for index in range {
                let first = codes.count
                for category in places[Int(order[index])].categories {
                    guard let value = code[category], !codes[first...].contains(value) else { continue }
                    codes.append(value)
                }
                counts.append(UInt32(codes.count - first))
            }
            return (counts, codes)
        }
        var starts: [UInt32] = [0]
        var codes: [UInt32] = []
        starts.reserveCapacity(order.count + 1)
        var total: UInt32 = 0
        for (counts, chunkCodes) in chunks {
            for count in counts {
                total += count
                starts.append(total)
            }
            codes.append(contentsOf: chunkCodes)
        }
        self.starts = starts
        self.codes = codes
    }

    /// The codes of the place at an index of the order, without repeats.
    ///
    /// - Parameter index: The index in the order (the engine's: a KD-tree slot).
    /// - Returns: Its codes.
    /// - Complexity: O(1).
    @inline(__always)
    func codes(at index: Int) -> ArraySlice<UInt32> {
        codes[Int(starts[index])..<Int(starts[index + 1])]
    }

    /// Which codes a category filter lets through.
    ///
    /// - Parameter categories: The filter's categories (empty: every place passes).
    /// - Returns: One flag per code, or `nil` when the filter is off.
    func wanted(_ categories: Set<String>) -> [Bool]? {
        guard !categories.isEmpty else { return nil }
        return names.map { categories.contains($0) }
    }

    /// Whether the place at an index of the order has a wanted category.
    ///
    /// - Parameters:
    ///   - index: The index in the order (the engine's: a KD-tree slot).
    ///   - wanted: From ``wanted(_:)``; `nil` passes every place.
    /// - Returns: Whether it passes.
    @inline(__always)
    func passes(_ index: Int, _ wanted: [Bool]?) -> Bool {
        guard let wanted else { return true }
        return codes(at: index).contains { wanted[Int($0)] }
    }
}
