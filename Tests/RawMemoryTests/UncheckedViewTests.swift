import Testing

@testable import RawMemory

@Suite("Arrays read and written by a known-valid index")
struct UncheckedViewTests {
    @Test func readsAndWritesTheArray() {
        let values = [3, 1, 4, 1, 5, 9, 2, 6]
        #expect(UncheckedView.with(values) { view in (0..<view.count).map { view[unchecked: $0] } } == values)
        var tally = [Int](repeating: 0, count: 4)
        UncheckedMutableView.with(&tally) { tally in
            for value in values { tally[unchecked: value % 4] += 1 }
        }
        #expect(tally == [1, 4, 2, 1])
    }

    /// An array rebuilt from runs of others, as a match list regroups: every element where the runs
    /// put it, whatever order the runs are copied in, and empty runs write nothing.
    @Test func makeArrayCopiesRunsOfOtherArrays() {
        let first = Array(0..<50)
        let second = Array(100..<107)
        let runs: [(source: [Int], range: Range<Int>)] = [
            (first, 10..<20), (second, 0..<7), (first, 0..<0), (first, 0..<10), (second, 3..<4), (first, 49..<50),
        ]
        let total = runs.reduce(0) { $0 + $1.range.count }
        let made = UncheckedMutableView<Int>.makeArray(capacity: total + 5) { target, written in
            for run in runs {
                target.copy(run.range, of: run.source, to: written)
                written += run.range.count
            }
        }
        #expect(made == runs.flatMap { Array($0.source[$0.range]) })
        // Written out of order (a scatter), then sorted and swapped in place by ranges.
        var scattered = UncheckedMutableView<Int>.makeArray(capacity: 6) { target, written in
            for (index, value) in [5, 3, 1, 4, 2, 0].enumerated() { target[unchecked: value] = 10 * index }
            written = 6
        }
        #expect(scattered == [50, 20, 40, 10, 30, 0])
        UncheckedMutableView.with(&scattered) { view in
            view.sort(1..<5, by: <)
            view.swapAt(0, 5)
        }
        #expect(scattered == [0, 10, 20, 30, 40, 50])
    }

    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    /// A copy reaching past either array's end, in a build that checks invariants (debug, or the InternalChecks trait), stops the process.
    @Test func aCopyPastTheEndStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            _ = UncheckedMutableView<Int>.makeArray(capacity: 4) { target, written in
                target.copy(0..<3, of: [1, 2], to: 0)
                written = 3
            }
        }
        await #expect(processExitsWith: .failure) {
            var values = [0, 0, 0]
            UncheckedMutableView.with(&values) { $0.copy(0..<2, of: [1, 2], to: 2) }
        }
    }

    /// An index past the end, in a build that checks invariants (debug, or the InternalChecks trait), stops the process instead of reading beyond.
    @Test func anIndexPastTheEndStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            _ = UncheckedView.with([1, 2, 3]) { $0[unchecked: 3] }
        }
        await #expect(processExitsWith: .failure) {
            var counts = [0, 0]
            UncheckedMutableView.with(&counts) { $0[unchecked: 2] = 1 }
        }
    }
    #endif

    /// The collection's subscript (`for … in`, the standard algorithms) is checked in every
    /// build, optimised ones without the trait too: only `[unchecked:]` skips the check.
    @Test func theCollectionSubscriptIsCheckedInEveryBuild() async {
        #expect(UncheckedView.with([1, 2, 3]) { Array($0) } == [1, 2, 3])
        await #expect(processExitsWith: .failure) {
            _ = UncheckedView.with([1, 2, 3]) { $0[3] }
        }
        await #expect(processExitsWith: .failure) {
            _ = ByteView.withBytes([1, 2, 3]) { $0[-1] }
        }
    }
}
