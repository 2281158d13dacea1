/// A stretch of minutes with a state, painted onto a ``Canvas``.
struct Piece: Sendable, Equatable {
    /// First minute (inclusive).
    var start: Int
    /// Last minute (exclusive).
    var end: Int
    /// Index into the schedule's state table.
    var state: Int

    /// Walks the segments of one day's timeline from its pieces (sorted, disjoint, minutes
    /// 0…1440 of the day): each piece, and closed (state 0) where none covers the day.
    ///
    /// - Parameters:
    ///   - pieces: The day's pieces; those starting at or after 24:00 are ignored.
    ///   - offset: Added to every minute (the day's first minute of the week).
    ///   - emit: Called with each segment's first minute and state, in order (neighbours may
    ///     have equal states; callers merge them).
    static func forEachSegment(of pieces: [Piece], from offset: Int, _ emit: (_ minute: Int, _ state: Int) -> Void) {
        var cursor = 0
        for piece in pieces {
            if piece.start >= 1440 { break }
            if piece.start > cursor { emit(offset + cursor, 0) }
            emit(offset + piece.start, piece.state)
            cursor = min(piece.end, 1440)
        }
        if cursor < 1440 { emit(offset + cursor, 0) }
    }
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
                    Piece(start: existing.start, end: piece.start, state: existing.state))
            }
            if !inserted {
                result.append(piece)
                inserted = true
            }
            if existing.end > piece.end {
                result.append(
                    Piece(start: piece.end, end: existing.end, state: existing.state))
            }
        }
        if !inserted { result.append(piece) }
        pieces = result
    }

    /// Paints sorted, non-overlapping pieces over whatever they cover, in one merge pass (a
    /// repeating range `00:00-24:00/00:01` paints 1,440 points this way in linear time).
    ///
    /// - Parameter layer: Pieces sorted by start, none overlapping another.
    /// - Complexity: O(n + m) for n pieces painted and m in `layer`.
    mutating func paint(sorted layer: [Piece]) {
        let layer = layer.allSatisfy { $0.end > $0.start } ? layer : layer.filter { $0.end > $0.start }
        guard let first = layer.first else { return }
        if pieces.last.map({ $0.end <= first.start }) ?? true {
            pieces += layer
            return
        }
        // What is left of the old pieces outside the layer, in order.
        var remaining: [Piece] = []
        remaining.reserveCapacity(pieces.count + layer.count)
        var cover = 0
        for existing in pieces {
            var cursor = existing.start
            while cover < layer.count, layer[cover].end <= cursor { cover += 1 }
            var next = cover
            while next < layer.count, layer[next].start < existing.end {
                if layer[next].start > cursor {
                    remaining.append(
                        Piece(start: cursor, end: layer[next].start, state: existing.state)
                    )
                }
                cursor = max(cursor, layer[next].end)
                next += 1
            }
            if cursor < existing.end {
                remaining.append(
                    Piece(start: cursor, end: existing.end, state: existing.state))
            }
        }
        var merged: [Piece] = []
        merged.reserveCapacity(remaining.count + layer.count)
        var left = 0
        var right = 0
        while left < remaining.count || right < layer.count {
            if right == layer.count || (left < remaining.count && remaining[left].start < layer[right].start) {
                merged.append(remaining[left])
                left += 1
            } else {
                merged.append(layer[right])
                right += 1
            }
        }
        pieces = merged
    }

    /// Paints a piece only where the canvas is closed: where nothing is painted, and over pieces
    /// whose state `isClosed` (a fallback rule, `||`).
    ///
    /// - Complexity: O(n) in the number of pieces.
    mutating func paintWhereClosed(_ piece: Piece, isClosed: (Int) -> Bool) {
        paintWhereClosed(sorted: [piece], isClosed: isClosed)
    }

    /// Paints sorted, non-overlapping pieces only where the canvas is closed, in one pass over the
    /// canvas (a fallback `|| 11:00-01:00/00:02` paints 420 points a day this way in linear time).
    ///
    /// - Parameters:
    ///   - layer: Pieces sorted by start, none overlapping another.
    ///   - isClosed: Whether a painted state counts as closed (the layer may paint over it).
    /// - Complexity: O(n + m) for n pieces painted and m in `layer`.
    mutating func paintWhereClosed(sorted layer: [Piece], isClosed: (Int) -> Bool) {
        var parts: [Piece] = []
        // The first canvas piece that may overlap the current layer piece: pieces ending at or
        // before a layer piece's start end before every later one's too.
        var first = 0
        for piece in layer where piece.end > piece.start {
            while first < pieces.count, pieces[first].end <= piece.start { first += 1 }
            var cursor = piece.start
            var index = first
            while index < pieces.count, pieces[index].start < piece.end {
                let existing = pieces[index]
                index += 1
                if isClosed(existing.state) { continue }
                if existing.start > cursor {
                    parts.append(Piece(start: cursor, end: existing.start, state: piece.state))
                }
                cursor = max(cursor, existing.end)
            }
            if cursor < piece.end {
                parts.append(Piece(start: cursor, end: piece.end, state: piece.state))
            }
        }
        paint(sorted: parts)
    }

    mutating func removeAll() { pieces.removeAll(keepingCapacity: true) }
}
