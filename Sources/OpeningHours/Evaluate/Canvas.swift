/// A stretch of minutes with a state, painted onto a ``Canvas``.
struct Piece: Sendable, Equatable {
    /// First minute (inclusive).
    var start: Int
    /// Last minute (exclusive).
    var end: Int
    /// Index into the schedule's state table.
    var state: Int
    /// Whether it comes from times written in the rule (`false` for a whole-day rule such as `Sa off`).
    var explicit: Bool
}

/// Non-overlapping pieces, sorted by start; painting a piece replaces what it covers.
struct Canvas: Sendable {
    private(set) var pieces: [Piece] = []

    init() {}

    /// Paints a piece over whatever it covers.
    ///
    /// - Complexity: O(n) in the number of pieces.
    mutating func paint(_ piece: Piece) {
        guard piece.end > piece.start else { return }
        if pieces.last.map({ $0.end <= piece.start }) ?? true {
            pieces.append(piece)
            return
        }
        var result: [Piece] = []
        result.reserveCapacity(pieces.count + 2)
        var inserted = false
        for existing in pieces {
            if existing.end <= piece.start || existing.start >= piece.end {
                if !inserted, existing.start >= piece.end {
                    result.append(piece)
                    inserted = true
                }
                result.append(existing)
                continue
            }
            if existing.start < piece.start {
                result.append(
                    Piece(start: existing.start, end: piece.start, state: existing.state, explicit: existing.explicit))
            }
            if !inserted {
                result.append(piece)
                inserted = true
            }
            if existing.end > piece.end {
                result.append(
                    Piece(start: piece.end, end: existing.end, state: existing.state, explicit: existing.explicit))
            }
        }
        if !inserted { result.append(piece) }
        pieces = result
    }

    /// Paints a piece only where nothing is painted yet.
    mutating func fill(_ piece: Piece) {
        var cursor = piece.start
        var gaps: [Piece] = []
        for existing in pieces where existing.end > piece.start && existing.start < piece.end {
            if existing.start > cursor {
                gaps.append(Piece(start: cursor, end: existing.start, state: piece.state, explicit: piece.explicit))
            }
            cursor = max(cursor, existing.end)
        }
        if cursor < piece.end {
            gaps.append(Piece(start: cursor, end: piece.end, state: piece.state, explicit: piece.explicit))
        }
        for gap in gaps { paint(gap) }
    }

    mutating func removeAll() { pieces.removeAll(keepingCapacity: true) }
}
