import Geodesy

/// What a position holds in one version of an engine's places (``PlaceVersion/holding(_:)``).
enum PositionHolding {
    /// No place: outside the positions, or a place deleted, moved away or replaced since the base.
    case empty
    /// The base's place as built: the engine's per-position data (``PlaceEngine/hours`` and the
    /// rest) stands for it.
    case base
    /// A changed place: in the base's slot (the same id at the same coordinate), or the delta's.
    case changed(ChangedPlace)
}

/// The places of one version of an engine: its base's as built, with the changes of an
/// ``Overlay`` over them, or without. The base is the trivial version: every position below its
/// count holds the base's place, no slot is changed and the delta is empty.
///
/// The one place that knows whether an engine has changes: the accessors ask it what a position
/// holds (``holding(_:)``, ``change(at:)``) and read the base's data where the base's place
/// stands; the queries ask it what a KD-tree slot holds (``state(slot:)``) and for the delta's
/// places (``forEachDelta(where:_:)``). Positions below ``baseCount`` are the base's, those from
/// it on the delta's (``Overlay``).
struct PlaceVersion: Sendable {
    /// How many places the base has.
    let baseCount: Int
    /// The changes since the base was built, or `nil` for the base itself.
    let changes: Overlay?

    /// What a position holds (one outside the positions holds nothing).
    @inline(__always)
    func holding(_ position: Int) -> PositionHolding {
        guard let changes else { return position >= 0 && position < baseCount ? .base : .empty }
        return changes.holding(position)
    }

    /// The changed place at a position that holds a place, or `nil` where the base's stands.
    @inline(__always)
    func change(at position: Int) -> ChangedPlace? { changes?.change(at: position) }

    /// What a base KD-tree slot holds (``SlotState/base`` in a base).
    @inline(__always)
    func state(slot: Int) -> SlotState { changes?.state(slot: slot) ?? .base }

    /// Whether any base slot holds a changed place or none: only then does a query look at slots.
    var hasSlotChanges: Bool { changes?.hasSlotChanges ?? false }

    /// Bits for the 64 base slots from `first` on, set for each slot the changes touched at some
    /// version (0 in a base): a slot whose bit is clear holds the base's place.
    @inline(__always)
    func touchedBits(from first: Int) -> UInt64 { changes?.store.touchedBits(from: first) ?? 0 }

    /// What a base KD-tree slot holds, taking no reference (``SlotView``; for a query's loops).
    @inline(__always)
    func view(slot: Int) -> SlotView {
        guard let changes else { return .base }
        return changes.store.view(slot: slot, at: changes.version)
    }

    /// How many places the delta holds at this version.
    var liveDeltaCount: Int { changes?.counts.liveDelta ?? 0 }

    /// The position of an id among the delta's places (new, or moved away from where the base
    /// has it), or `nil`.
    func deltaPosition(ofID id: String) -> Int? {
        changes.flatMap { changes in changes.store.deltaIndex(ofID: id, at: changes.version).map { baseCount + $0 } }
    }

    /// The delta's places whose coordinate `isNear` accepts, in position order, each with its
    /// position (which is also its slot among the matches: the delta's follow the base's).
    @inline(__always)
    func forEachDelta(
        where isNear: (Coordinate) -> Bool,
        _ body: (_ position: Int, _ coordinate: Coordinate, _ change: ChangedRef) -> Void
    ) {
        guard let changes else { return }
        let baseCount = changes.baseCount
        changes.forEachDelta(where: isNear) { index, coordinate, change in body(baseCount + index, coordinate, change) }
    }

    /// How many places this version holds.
    var placeCount: Int {
        guard let counts = changes?.counts else { return baseCount }
        return baseCount - counts.removedSlots + counts.liveDelta
    }

    /// How many places were changed, added or deleted since the base (0 for a base).
    var changedPlaceCount: Int {
        guard let counts = changes?.counts else { return 0 }
        return counts.changedSlots + counts.removedSlots + counts.liveDelta - counts.movedBaseIDs
    }

    /// How many change records keep this version's changes (0 for a base).
    var recordCount: Int { changes?.recordCount ?? 0 }

    /// How many more places have availability data than the base's (negative for fewer).
    var addedAvailabilityCount: Int { changes?.counts.withAvailability ?? 0 }

    /// How many shared hours values the changes added after the base's (``StatusMemo``).
    var sharedHoursAdded: Int { changes?.counts.sharedHoursAdded ?? 0 }
}
