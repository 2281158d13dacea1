import Testing

@testable import RawMemory

@Suite("Arrays read and written by a known-valid index")
struct UncheckedViewTests {
    @Test func readsAndWritesTheArray() {
        let values = [3, 1, 4, 1, 5, 9, 2, 6]
        #expect(UncheckedView.with(values) { view in (0..<view.count).map { view[$0] } } == values)
        var tally = [Int](repeating: 0, count: 4)
        UncheckedMutableView.with(&tally) { tally in
            for value in values { tally[value % 4] += 1 }
        }
        #expect(tally == [1, 4, 2, 1])
    }

    #if DEBUG
    /// An index past the end, in a debug build, stops the process instead of reading beyond.
    @Test func anIndexPastTheEndStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            _ = UncheckedView.with([1, 2, 3]) { $0[3] }
        }
        await #expect(processExitsWith: .failure) {
            var counts = [0, 0]
            UncheckedMutableView.with(&counts) { $0[2] = 1 }
        }
    }
    #endif
}
