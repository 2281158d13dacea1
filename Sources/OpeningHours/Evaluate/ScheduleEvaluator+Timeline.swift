/// Days and weeks as segments: a day's own pieces with the previous day's spill, appended to a
/// ``WeekTable``.
extension ScheduleEvaluator {
    /// The states of a calendar day from 00:00 to 24:00 local time: the previous day's spill,
    /// then this day's own pieces.
    ///
    /// - Parameter dayNumber: Days since 1970-01-01.
    /// - Returns: Segment starts (first is 0) and their state indices, neighbours differing.
    func timeline(day dayNumber: Int) -> (starts: [Int], states: [Int]) {
        var sun = makeSunClock()
        return timeline(
            own: ownPieces(DayMatcher.Day(number: dayNumber), sun: &sun),
            previous: ownPieces(DayMatcher.Day(number: dayNumber - 1), sun: &sun))
    }

    /// A day's segments from its own pieces and the previous day's (both canvases).
    func timeline(own: [Piece], previous: [Piece]) -> (starts: [Int], states: [Int]) {
        let table = Self.table(days: [dayPieces(own: own, previous: previous)])
        return (table.starts.map(Int.init), table.states.map(Int.init))
    }

    /// The day's segments from its layers: own whole-day pieces, then the previous day's spill,
    /// then own explicit times (what ``timeline(own:previous:)`` computes without its shortcut).
    func layeredTimeline(own: [Piece], previous: [Piece]) -> (starts: [Int], states: [Int]) {
        let table = Self.table(days: [layers(own: own, previous: previous)])
        return (table.starts.map(Int.init), table.states.map(Int.init))
    }

    /// The week from the own pieces of its eight days (the Sunday before, then Monday to Sunday),
    /// in the ``PackedWeek`` layout.
    func buildWeek(_ own: [[Piece]]) -> [UInt32] {
        PackedWeek.words(
            days: (0..<7).map { offset in dayPieces(own: own[offset + 1], previous: own[offset]) }, codes: stateCodes)
    }

    /// What a day shows before 24:00, as sorted disjoint pieces (some may reach past 24:00).
    private func dayPieces(own: [Piece], previous: [Piece]) -> [Piece] {
        // `own` and `previous` are canvases (sorted, disjoint). With no spill from the previous
        // day the layers are disjoint parts of `own`, so they add up to `own` itself.
        guard let last = previous.last, last.end > 1440 else { return own }
        // Usual spill: times past midnight end early in the morning, before this day's first
        // times, and this day has no whole-day piece. The layers then sit side by side.
        let spillStart = previous.lastIndex { $0.end <= 1440 }.map { $0 + 1 } ?? 0
        if own.allSatisfy(\.explicit), own.first.map({ $0.start >= last.end - 1440 }) ?? true {
            var pieces: [Piece] = []
            pieces.reserveCapacity(previous.count - spillStart + own.count)
            for piece in previous[spillStart...] {
                pieces.append(
                    Piece(
                        start: max(piece.start, 1440) - 1440, end: piece.end - 1440, state: piece.state, explicit: true)
                )
            }
            for piece in own where piece.start < 1440 {
                pieces.append(Piece(start: piece.start, end: min(piece.end, 1440), state: piece.state, explicit: true))
            }
            return pieces
        }
        return layers(own: own, previous: previous)
    }

    /// Own whole-day pieces, then the previous day's spill over them, then own explicit times.
    private func layers(own: [Piece], previous: [Piece]) -> [Piece] {
        var canvas = Canvas()
        canvas.paint(
            sorted: own.lazy.filter { !$0.explicit && $0.start < 1440 }.map { piece in
                Piece(start: piece.start, end: min(piece.end, 1440), state: piece.state, explicit: false)
            })
        canvas.paint(
            sorted: previous.lazy.filter { $0.end > 1440 }.map { piece in
                Piece(start: max(piece.start, 1440) - 1440, end: piece.end - 1440, state: piece.state, explicit: true)
            })
        canvas.paint(
            sorted: own.lazy.filter { $0.explicit && $0.start < 1440 }.map { piece in
                Piece(start: piece.start, end: min(piece.end, 1440), state: piece.state, explicit: true)
            })
        return canvas.pieces
    }

    /// The segments of consecutive days, each given as sorted, disjoint pieces (gaps are closed,
    /// pieces are cut at the day's 24:00, and a segment with the state of the one before is
    /// merged into it).
    ///
    /// - Complexity: O(pieces), written straight into the table's arrays.
    private static func table(days: [[Piece]]) -> WeekTable {
        // Each piece adds at most a gap and itself; each day one more segment at its end.
        let bound = days.reduce(0) { $0 + 2 * $1.count + 1 }
        var states: [UInt16] = []
        var count = 0
        let starts = [Int32](unsafeUninitializedCapacity: bound) { startBuffer, startCount in
            states = [UInt16](unsafeUninitializedCapacity: bound) { stateBuffer, stateCount in
                func append(_ minute: Int, _ state: Int) {
                    if count > 0, Int(stateBuffer[count - 1]) == state { return }
                    startBuffer[count] = Int32(truncatingIfNeeded: minute)
                    stateBuffer[count] = UInt16(truncatingIfNeeded: state)
                    count += 1
                }
                for (index, pieces) in days.enumerated() {
                    Piece.forEachSegment(of: pieces, from: index * 1440, append)
                }
                stateCount = count
            }
            startCount = count
        }
        return WeekTable(starts: starts, states: states)
    }
}
