import Dispatch
import Testing

@testable import RawMemory

@Suite("A value shared until it is changed")
struct CopyOnWriteTests {
    @Test func copiesShareUntilOneChanges() {
        var first = CopyOnWrite(["a", "b"])
        let second = first
        #expect(first.isShared(with: second))
        first.value.append("c")
        #expect(!first.isShared(with: second))
        #expect(first.value == ["a", "b", "c"])
        #expect(second.value == ["a", "b"])
    }

    @Test func aUniqueHolderChangesInPlace() {
        var holder = CopyOnWrite([1, 2, 3])
        let object = ObjectIdentifier(holder.box)
        holder.value[0] = 7
        holder.value.append(4)
        #expect(ObjectIdentifier(holder.box) == object)
        #expect(holder.value == [7, 2, 3, 4])
    }

    /// Threads that each change their own copy of one shared value never see another's change.
    @Test func copiesChangedOnManyThreadsStayApart() {
        let shared = CopyOnWrite([Int](repeating: 0, count: 64))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var mine = shared
            for index in 0..<64 { mine.value[index] = thread }
            #expect(mine.value.allSatisfy { $0 == thread })
        }
        #expect(shared.value.allSatisfy { $0 == 0 })
    }
}
