import Geodesy

/// The changes of an engine since its base was built: a version of its ``ChangeStore``.
///
/// A changed place that stays where the base has it keeps its position and KD-tree slot, and
/// the slot's record stands for the base's data; a place deleted, or moved away, leaves its
/// slot empty. New and moved places are the delta, at positions `baseCount + i` for the store's
/// delta record `i` (their KD-tree slots, in matches, likewise follow the base's). So the places
/// are, in position order, exactly those of a catalog of the base's places that stay (changed or
/// not) in base order, then the delta's places in the order they were last changed: every order
/// that breaks ties by position is that catalog's.
final class Overlay: Sendable {
    let store: ChangeStore
    /// This engine's version of the store.
    let version: UInt32
    /// How many places the base has: positions and slots from here on are the delta's.
    let baseCount: Int
    /// How many delta records this version may read (some are retired).
    let deltaCount: Int
    /// How many records the store held when this version was made (its memory).
    let recordCount: Int
    let counts: ChangeStore.Counts

    init(store: ChangeStore, version: UInt32, deltaCount: Int, recordCount: Int, counts: ChangeStore.Counts) {
        self.store = store
        self.version = version
        self.baseCount = store.baseSlotCount
        self.deltaCount = deltaCount
        self.recordCount = recordCount
        self.counts = counts
    }

    /// Whether a position is the base's.
    @inline(__always)
    func isBase(_ position: Int) -> Bool { position < baseCount }

    /// The KD-tree slot of a base position.
    @inline(__always)
    func slot(ofBase position: Int) -> Int { Int(store.slotOfPosition[position]) }

    /// What a position holds at this version: its slot's state, or a delta record while live.
    @inline(never)
    func holding(_ position: Int) -> PositionHolding {
        guard position >= 0 else { return .empty }
        guard isBase(position) else { return delta(at: position).map(PositionHolding.changed) ?? .empty }
        switch state(slot: slot(ofBase: position)) {
        case .base: return .base
        case .removed: return .empty
        case .changed(let change): return .changed(change)
        }
    }

    /// The changed place at a position that holds a place, or `nil` where the base's stands.
    /// Both out of line: the accessors inline ``PlaceVersion``, so a base's carry only a call.
    @inline(never)
    func change(at position: Int) -> ChangedPlace? {
        guard isBase(position) else { return delta(at: position) }
        if case .changed(let change) = state(slot: slot(ofBase: position)) { return change }
        return nil
    }

    /// Whether any base slot is changed or empty at this version.
    var hasSlotChanges: Bool { counts.changedSlots + counts.removedSlots > 0 }

    /// What a base slot holds at this version.
    @inline(__always)
    func state(slot: Int) -> SlotState {
        guard store.isTouched(slot) else { return .base }
        return store.state(slot: slot, at: version)
    }

    /// The delta's live records at this version, in order.
    func forEachDelta(_ body: (_ index: Int, _ change: ChangedPlace) -> Void) {
        for index in 0..<deltaCount where store.isLive(delta: index, at: version) { body(index, store.delta(index)) }
    }

    /// The delta's live records at this version whose coordinate `isNear` accepts, in order. The
    /// coordinates are read from the store's contiguous column, so a record far away costs a
    /// comparison, not a visit to its place.
    func forEachDelta(
        where isNear: (Coordinate) -> Bool,
        _ body: (_ index: Int, _ coordinate: Coordinate, _ change: ChangedRef) -> Void
    ) {
        for index in 0..<deltaCount {
            let coordinate = store.deltaCoordinate(index)
            guard isNear(coordinate), store.isLive(delta: index, at: version) else { continue }
            // The store, held by this overlay, keeps the place: no reference taken.
            body(index, coordinate, store.deltaView(index))
        }
    }

    /// The changed place at a delta position live at this version, or `nil`.
    func delta(at position: Int) -> ChangedPlace? {
        let index = position - baseCount
        guard index >= 0, index < deltaCount, store.isLive(delta: index, at: version) else { return nil }
        return store.delta(index)
    }
}
