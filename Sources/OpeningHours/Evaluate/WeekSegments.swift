/// The states of one local week (Monday 00:00 to the next Monday 00:00) as sorted segments.
///
/// `starts[i]` is the first minute of segment `i` counted from Monday 00:00 local time; the segment
/// lasts until `starts[i + 1]` (or minute 10080). `starts[0]` is always 0 and neighbouring segments
/// differ in state.
struct WeekSegments: Sendable, Equatable {
    static let minutes = 10_080

    var starts: [Int32]
    var states: [UInt16]

    /// A week from its segments.
    ///
    /// - Parameters:
    ///   - starts: First minute of each segment; the first is 0.
    ///   - states: State index of each segment.
    init(starts: [Int32], states: [UInt16]) {
        self.starts = starts
        self.states = states
    }

    /// Builds a week from seven day timelines (each: starts within 0…1439 and state indices).
    init(days: [(starts: [Int], states: [Int])]) {
        var starts: [Int32] = []
        var states: [UInt16] = []
        let count = days.reduce(0) { $0 + $1.starts.count }
        starts.reserveCapacity(count)
        states.reserveCapacity(count)
        var last = -1
        for (dayIndex, day) in days.enumerated() {
            for index in day.starts.indices where day.states[index] != last {
                last = day.states[index]
                starts.append(Int32(dayIndex * 1440 + day.starts[index]))
                states.append(UInt16(last))
            }
        }
        self.starts = starts
        self.states = states
    }

    /// The index of the segment holding a minute of the week.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    func segment(at minute: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        let target = Int32(minute)
        while low < high {
            let middle = (low + high + 1) >> 1
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The state index at a minute of the week.
    @inline(__always)
    func state(at minute: Int) -> Int { Int(states[segment(at: minute)]) }

    /// The end (exclusive) of segment `index`.
    func end(of index: Int) -> Int { index + 1 < starts.count ? Int(starts[index + 1]) : Self.minutes }
}
