import ConcurrencyPrimitives
import Foundation
import Geodesy
import PlaceSearch
import Places
import RawMemory

/// A changed place with what queries read of it, prepared once when the change is applied. A
/// class, so that the records and the matches that read it pass one reference around.
final class ChangedPlace: Sendable {
    let place: Place
    let hours: PlaceHours
    /// The number of the base's shared hours value these hours are (``PlaceEngine/sharedHoursBySlot``),
    /// or -1: a query then evaluates it once for all places with the number (``StatusMemo``).
    let sharedHours: Int32
    let traits: PlaceTraits
    /// The folded name words, and the address and category words (``PlaceWords``'s definition).
    let name: SearchText
    let other: SearchText
    /// The categories without repeats (a place counts once per category), and each one's code
    /// among the base's (``CategoryCodes``), or -1 for a category the base does not have.
    let categories: [String]
    let categoryCodes: [Int32]
    /// What every counted query reads, copied into the records (``ChangedRef``).
    let summary: ChangeSummary
    /// Whether the place has data that can make it unavailable (``Unavailability/mayApply(to:)``).
    let mayBeUnavailable: Bool

    /// Prepares a changed place; `words` are its search words when known (those of the place it
    /// replaces, when the name, address and categories are the same), else they are folded now.
    init(
        place: Place, hours: PlaceHours, sharedHours: Int32, traits: PlaceTraits, categories: [String],
        categoryCodes: [Int32], words: (name: SearchText?, other: SearchText?) = (nil, nil)
    ) {
        self.place = place
        self.hours = hours
        self.sharedHours = sharedHours
        self.traits = traits
        name = words.name ?? SearchText(place.name)
        other = words.other ?? SearchText(([place.address.partsLine] + place.categories).joined(separator: " "))
        self.categories = categories
        self.categoryCodes = categoryCodes
        mayBeUnavailable = Unavailability.mayApply(to: place)
        summary = ChangeSummary(
            traits: traits, sharedHours: sharedHours, categoryCodes: categoryCodes, mayBeUnavailable: mayBeUnavailable)
    }
}

/// The part of a changed place that every counted query reads, small and by value: kept in the
/// store's records beside the reference, so that a query's loop over the changed places near it
/// reads the records it walks anyway, not one object (and its arrays) per place.
struct ChangeSummary: Sendable {
    let traits: PlaceTraits
    /// ``ChangedPlace/sharedHours``.
    let sharedHours: Int32
    /// How many categories the place has, and the codes of the first four (the rest are read from
    /// ``ChangedPlace/categoryCodes``).
    let codeCount: Int32
    let codes: (Int32, Int32, Int32, Int32)
    static let inlineCodes = 4
    /// ``ChangedPlace/mayBeUnavailable``.
    let mayBeUnavailable: Bool

    init(traits: PlaceTraits, sharedHours: Int32, categoryCodes: [Int32], mayBeUnavailable: Bool) {
        self.traits = traits
        self.mayBeUnavailable = mayBeUnavailable
        self.sharedHours = sharedHours
        codeCount = Int32(categoryCodes.count)
        func code(_ index: Int) -> Int32 { index < categoryCodes.count ? categoryCodes[index] : -1 }
        codes = (code(0), code(1), code(2), code(3))
    }
}

/// A changed place as a query's loop reads it from a record: its summary by value and the place
/// without a reference taken. Valid while the reader holds the store (which keeps every record,
/// and so every place, until it is freed).
struct ChangedRef: Sendable {
    let place: UnownedRef<ChangedPlace>
    let summary: ChangeSummary

    /// Calls `body` with the place.
    @inline(__always)
    func with<Result>(_ body: (ChangedPlace) -> Result) -> Result { place.read(body) }

    /// Calls `body` with each category's index and code, in order.
    @inline(__always)
    func forEachCategoryCode(_ body: (_ index: Int, _ code: Int32) -> Void) {
        let count = Int(summary.codeCount)
        guard count <= ChangeSummary.inlineCodes else {
            with { for (index, code) in $0.categoryCodes.enumerated() { body(index, code) } }
            return
        }
        if count > 0 { body(0, summary.codes.0) }
        if count > 1 { body(1, summary.codes.1) }
        if count > 2 { body(2, summary.codes.2) }
        if count > 3 { body(3, summary.codes.3) }
    }
}

/// What one base slot holds at some version: the place of the base, nothing (deleted or moved
/// away), or a changed place at the same coordinate.
enum SlotState {
    case base
    case removed
    case changed(ChangedPlace)
}

/// ``SlotState`` for a query's loops: the changed place as a ``ChangedRef``.
enum SlotView {
    case base
    case removed
    case changed(ChangedRef)
}

/// The changes of every engine applied from one base, kept once for all of them: an engine is a
/// version number into this store, so applying a change writes one record and makes a new
/// version, whatever the number of changes before it (``PlaceEngine/applying(_:)``).
///
/// This is the engine's one concurrent data structure. Its rules:
///
/// - **One writer.** Records are written only under ``writer``'s lock, by the engine of the latest
///   version (``latest``); applying changes to an older version copies its changes into a new
///   store instead.
/// - **Append, never overwrite.** A record, once written, is never changed or moved: records live
///   in segments that are allocated once and freed with the store. A reader at version `v` reads
///   only records written before version `v` was published (the engine object that carries `v`
///   is handed to other threads through a lock, which orders those writes before every read).
/// - **Stamped words.** The only words written while readers may read them are a slot's newest
///   record (``slotHeads``), a slot's "touched" bit (``touched``) and a delta record's retirement
///   version (``retiredAt``). They are atomics; a reader at version `v` follows a slot's records
///   back to the newest one stamped `<= v`, and takes a delta record retired after `v` as live.
///   The release/acquire pair orders a record's contents before the word that points to it.
///
/// Measured: one change applied in about 2 µs at a million places, where rebuilding a small
/// engine of the overlay's places cost 1.5–2.3 ms (docs/internals/benchmarks.md, "Live changes").
final class ChangeStore: Sendable {
    /// A base slot's record: the place it holds from version ``since`` on (`nil`: removed).
    struct SlotRecord: Sendable {
        let since: UInt32
        /// The slot's record before this one (an index into the slot records), or -1.
        let previous: Int32
        let change: ChangedPlace?
        /// The same place, for reads that take no reference (``view(slot:at:)``).
        let ref: ChangedRef?

        init(since: UInt32, previous: Int32, change: ChangedPlace?) {
            self.since = since
            self.previous = previous
            self.change = change
            ref = change.map { ChangedRef(place: UnownedRef($0), summary: $0.summary) }
        }
    }

    /// A place outside the base's tree (new, or moved away from its base coordinate), live from
    /// version ``since`` until its ``retiredAt`` stamp.
    struct DeltaRecord: Sendable {
        let since: UInt32
        /// The record of the same id before this one, or -1.
        let previousOfID: Int32
        let change: ChangedPlace
        let ref: ChangedRef

        init(since: UInt32, previousOfID: Int32, change: ChangedPlace) {
            self.since = since
            self.previousOfID = previousOfID
            self.change = change
            ref = ChangedRef(place: UnownedRef(change), summary: change.summary)
        }
    }

    /// What a version's engine needs to know without reading the records.
    struct Counts: Sendable {
        /// Base slots whose place is removed, or changed in place.
        var removedSlots = 0
        var changedSlots = 0
        /// Delta places live, and how many of them have a base id (moved away).
        var liveDelta = 0
        var movedBaseIDs = 0
        /// Changed and delta places with availability data.
        var withAvailability = 0
        /// Hours values the changes share that the base has not (numbered after the base's).
        var sharedHoursAdded = 0
    }

    /// The writer's state: the latest version, its counts, and the ids of the delta.
    struct Writer: Sendable {
        var latest: UInt32 = 0
        var counts = Counts()
        var slotRecordCount = 0
        var deltaCount = 0
        /// The newest delta record of each id ever in the delta (live or retired).
        var deltaOfID: [String: Int32] = [:]
        /// What the changes being applied add to (or take from) each category's count; emptied
        /// for each version.
        var categoryChanges: [String: Int] = [:]
        /// Zones' evaluation contexts and hours values read so far, for the next changes.
        var memo: BuildMemo
        /// Finds a changed place's zone and country, as the build did.
        var rules: ZoneRules
    }

    let baseSlotCount: Int
    /// The base's category counts, and each category's code among the base's.
    let baseCategories: [PlaceEngine.CategoryCount]
    let categoryCodeOfName: [String: Int32]
    /// Each base position's KD-tree slot.
    let slotOfPosition: [Int32]
    /// Per slot, a bit set once it has a record (a reader skips every other slot unread).
    private let touched: AtomicArray<UInt64>
    /// Per slot, its newest record's index plus one (0: none).
    private let slotHeads: AtomicArray<Int32>
    private let slotRecords = AppendOnlyRecords<SlotRecord>()
    private let deltaRecords = AppendOnlyRecords<DeltaRecord>()
    /// Each delta record's coordinate, and the version it retires at (`.max`: live).
    private let deltaCoordinates = AppendOnlyRecords<Coordinate>()
    private let retiredAt = AppendOnlyRecords<AtomicCell<UInt32>>()
    /// The writer's state, behind the lock that makes it the only writer.
    let writer: Locked<Writer>

    init(
        slotOfPosition: [Int32], baseCategories: [PlaceEngine.CategoryCount], categoryNames: [String],
        memo: BuildMemo, rules: ZoneRules
    ) {
        self.slotOfPosition = slotOfPosition
        self.baseCategories = baseCategories
        categoryCodeOfName = Dictionary(
            categoryNames.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        baseSlotCount = slotOfPosition.count
        touched = AtomicArray(count: (baseSlotCount + 63) / 64, initial: 0)
        slotHeads = AtomicArray(count: baseSlotCount, initial: 0)
        writer = Locked(Writer(memo: memo, rules: rules))
    }

    // MARK: Reading, at a version

    /// Bit `i` set when slot `first + i` has records (of any version; 0 past the end).
    @inline(__always)
    func touchedBits(from first: Int) -> UInt64 {
        let word = first >> 6
        let offset = UInt64(first & 63)
        @inline(__always) func load(_ index: Int) -> UInt64 {
            index < touched.count ? touched.load(index) : 0
        }
        let low = load(word) >> offset
        return offset == 0 ? low : low | (load(word + 1) << (64 - offset))
    }

    /// Whether a slot has records (of any version).
    @inline(__always)
    func isTouched(_ slot: Int) -> Bool {
        (touched.load(slot >> 6) >> UInt64(slot & 63)) & 1 != 0
    }

    /// What a slot holds at a version.
    func state(slot: Int, at version: UInt32) -> SlotState {
        switch view(slot: slot, at: version) {
        case .base: .base
        case .removed: .removed
        case .changed(let change): .changed(change.place.object)
        }
    }

    /// What a slot holds at a version, taking no reference (``SlotView``).
    @inline(__always)
    func view(slot: Int, at version: UInt32) -> SlotView {
        var index = Int(slotHeads.load(slot)) - 1
        while index >= 0 {
            let (since, previous) = slotRecords.read(index) { ($0.since, $0.previous) }
            if since <= version {
                guard let change = slotRecords.read(index, { $0.ref }) else { return .removed }
                return .changed(change)
            }
            index = Int(previous)
        }
        return .base
    }

    /// Whether a delta record is live at a version (`index` below that version's delta count).
    @inline(__always)
    func isLive(delta index: Int, at version: UInt32) -> Bool {
        retiredAt.read(index) { $0.load() } > version
    }

    /// A delta record (below the reader's delta count).
    @inline(__always)
    func delta(_ index: Int) -> ChangedPlace { deltaView(index).place.object }

    /// A delta record as a ``ChangedRef`` (valid while the reader holds the store).
    @inline(__always)
    func deltaView(_ index: Int) -> ChangedRef { deltaRecords.read(index) { $0.ref } }

    /// A delta record's coordinate (below the reader's delta count).
    @inline(__always)
    func deltaCoordinate(_ index: Int) -> Coordinate { deltaCoordinates.read(index) { $0 } }

    /// The delta record of an id live at a version, or `nil`.
    func deltaIndex(ofID id: String, at version: UInt32) -> Int? {
        var index = Int(writer.withLock { $0.deltaOfID[id] } ?? -1)
        while index >= 0 {
            let (since, previous) = deltaRecords.read(index) { ($0.since, $0.previousOfID) }
            if since <= version { return isLive(delta: index, at: version) ? index : nil }
            index = Int(previous)
        }
        return nil
    }

    // MARK: Writing (under the writer's lock, at version `writer.latest + 1`)

    /// Gives a slot a new record from `version` on.
    func write(slot: Int, change: ChangedPlace?, version: UInt32, writer: inout Writer) {
        let previous = slotHeads.load(slot) - 1
        let index = slotRecords.append(SlotRecord(since: version, previous: previous, change: change))
        writer.slotRecordCount += 1
        slotHeads.store(Int32(index + 1), at: slot)
        touched.setBits(1 << UInt64(slot & 63), at: slot >> 6)
    }

    /// Appends a delta record live from `version` on (the id's previous one must be retired).
    func append(_ change: ChangedPlace, version: UInt32, writer: inout Writer) {
        let previous = writer.deltaOfID[change.place.id] ?? -1
        let index = deltaRecords.append(DeltaRecord(since: version, previousOfID: previous, change: change))
        deltaCoordinates.append(change.place.coordinate)
        retiredAt.append(AtomicCell(UInt32.max))
        writer.deltaOfID[change.place.id] = Int32(index)
        writer.deltaCount += 1
    }

    /// Ends a delta record's life at `version`.
    func retire(delta index: Int, version: UInt32) {
        retiredAt.read(index) { $0.store(version) }
    }

    /// The id's delta record not retired (at the version being written), or `nil`.
    func liveDelta(ofID id: String, writer: Writer) -> Int? {
        guard let index = writer.deltaOfID[id].map(Int.init) else { return nil }
        return isLive(delta: index, at: .max - 1) ? index : nil
    }
}
