import Dispatch
import Testing

@testable import ConcurrencyPrimitives

/// The operations both forms of the atomics share, so that one test checks each: the standard
/// form (`Synchronization`, used on Linux) and the locked one (used on Apple systems before iOS 18
/// and macOS 15) are both compiled and run here.
protocol WordArrayForm: ~Copyable, Sendable {
    init(count: Int, initial: UInt64)
    var count: Int { get }
    func load(_ index: Int) -> UInt64
    func store(_ value: UInt64, at index: Int)
    func setBits(_ bits: UInt64, at index: Int)
}

protocol CounterForm: ~Copyable, Sendable {
    init(_ value: Int)
    func load() -> Int
    func loadRelaxed() -> Int
    func store(_ value: Int)
    func add(_ value: Int)
}

extension LockedAtomicArray<UInt64>: WordArrayForm {}
extension LockedAtomicCell<Int>: CounterForm {}
#if !canImport(Darwin)
extension StandardAtomicArray<UInt64>: WordArrayForm {}
extension StandardAtomicCell<Int>: CounterForm {}
#endif

@Suite("Both forms of the atomics")
struct AtomicFormsTests {
    @Test func lockedForm() {
        checkArray(LockedAtomicArray<UInt64>.self)
        checkCounter(LockedAtomicCell<Int>.self)
    }

    #if !canImport(Darwin)
    @Test func standardForm() {
        checkArray(StandardAtomicArray<UInt64>.self)
        checkCounter(StandardAtomicCell<Int>.self)
    }
    #endif

    /// Bits set from many threads at once are all kept, and stores and loads agree.
    func checkArray<Form: WordArrayForm & ~Copyable>(_: Form.Type) {
        let bits = Form(count: 3, initial: 0)
        DispatchQueue.concurrentPerform(iterations: 64) { bit in bits.setBits(1 << UInt64(bit), at: bit % 3) }
        #expect((0..<3).reduce(UInt64(0)) { $0 | bits.load($1) } == .max)
        #expect(bits.load(1) & bits.load(2) == 0)
        let words = Form(count: 5, initial: 7)
        words.store(9, at: 4)
        #expect((0..<5).map { words.load($0) } == [7, 7, 7, 7, 9])
        #expect(Form(count: 0, initial: 0).count == 0)
    }

    /// Additions from many threads are all counted, wrapping around at the ends.
    func checkCounter<Form: CounterForm & ~Copyable>(_: Form.Type) {
        let counter = Form(5)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1_000 { counter.add(3) }
        }
        #expect(counter.load() == 24_005)
        counter.store(.max)
        counter.add(1)
        #expect(counter.loadRelaxed() == .min)
    }
}
