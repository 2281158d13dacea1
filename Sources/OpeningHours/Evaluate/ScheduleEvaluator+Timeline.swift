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
        var table = WeekTable(starts: [], states: [])
        appendDay(own: own, previous: previous, minute: 0, to: &table)
        return (table.starts.map(Int.init), table.states.map(Int.init))
    }

    /// The day's segments from its layers: own whole-day pieces, then the previous day's spill,
    /// then own explicit times (what ``timeline(own:previous:)`` computes without its shortcut).
    func layeredTimeline(own: [Piece], previous: [Piece]) -> (starts: [Int], states: [Int]) {
        var table = WeekTable(starts: [], states: [])
        Self.append(layers(own: own, previous: previous), minute: 0, to: &table)
        return (table.starts.map(Int.init), table.states.map(Int.init))
    }

    /// The week from the own pieces of its eight days (the Sunday before, then Monday to Sunday).
    func buildWeek(_ own: [[Piece]]) -> WeekTable {
        var table = WeekTable(starts: [], states: [])
        let count = own.dropFirst().reduce(0) { $0 + $1.count }
        table.starts.reserveCapacity(2 * count + 7)
        table.states.reserveCapacity(2 * count + 7)
        for offset in 0..<7 {
            appendDay(own: own[offset + 1], previous: own[offset], minute: offset * 1440, to: &table)
        }
        return table
    }

    /// Appends a day's segments, its midnight at minute `minute` of the table.
    private func appendDay(own: [Piece], previous: [Piece], minute: Int, to table: inout WeekTable) {
        // `own` and `previous` are canvases (sorted, disjoint). With no spill from the previous
        // day the layers are disjoint parts of `own`, so they add up to `own` itself.
        guard let last = previous.last, last.end > 1440 else {
            Self.append(own, minute: minute, to: &table)
            return
        }
        Self.append(layers(own: own, previous: previous), minute: minute, to: &table)
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

    /// Appends the segments of a day's sorted, disjoint pieces up to its minute 1440 (gaps
    /// closed) from minute `minute` of the table on; the day's first segment starts at its
    /// midnight, and a segment with the state of the one before is merged into it.
    private static func append(_ pieces: [Piece], minute offset: Int, to table: inout WeekTable) {
        var cursor = 0
        for piece in pieces {
            if piece.start >= 1440 { break }
            if piece.start > cursor { table.append(minute: offset + cursor, state: 0) }
            table.append(minute: offset + piece.start, state: piece.state)
            cursor = min(piece.end, 1440)
        }
        if cursor < 1440 { table.append(minute: offset + cursor, state: 0) }
    }
}
