import Foundation
import Geodesy
import OpeningHours
import PlaceIndex
import Places

/// Changes to apply to an engine's places.
public struct PlaceChanges: Sendable {
    /// Places to add, or to put in place of the place with the same id.
    public var upserts: [Place]
    /// Ids of places to remove (an unknown id is ignored). Applied before the upserts.
    public var deletions: [String]

    /// Creates a batch of changes.
    ///
    /// - Parameters:
    ///   - upserts: Places to add or replace by id.
    ///   - deletions: Ids to remove.
    public init(upserts: [Place] = [], deletions: [String] = []) {
        self.upserts = upserts
        self.deletions = deletions
    }
}

/// What an engine was built with: a delta is built the same way.
struct BuildSettings: Sendable {
    var country: String?
    var schoolHolidays: (any SchoolHolidayCalendar)?
    var zoneResolver: (any TimeZoneResolver)?
    /// The zone for places without one (the caller's, else the catalog's).
    var defaultTimeZone: String?
    var referenceDate: Date
}

/// A set of KD-tree slots, in chunks of 65,536 slots: a change copies the list of chunks and the
/// one chunk it touches (8 KB), not a bit per place of the whole base.
struct HiddenSlots: Sendable {
    private static let chunkShift = 16
    private static let wordsPerChunk = 1 << (chunkShift - 6)
    private var chunks: [[UInt64]]
    /// How many slots are in the set.
    private(set) var count = 0

    /// An empty set for slots `0..<slotCount`.
    init(slotCount: Int) {
        let chunkCount = (slotCount + (1 << Self.chunkShift) - 1) >> Self.chunkShift
        // One shared zero chunk: each is copied when first written.
        chunks = Array(repeating: [UInt64](repeating: 0, count: Self.wordsPerChunk), count: chunkCount)
    }

    /// The 64 bits of the words holding slots `64 * index ..< 64 * index + 64` (0 past the end).
    @inline(__always)
    private func word(_ index: Int) -> UInt64 {
        let chunk = index >> (Self.chunkShift - 6)
        guard chunk < chunks.count else { return 0 }
        return chunks[chunk][index & (Self.wordsPerChunk - 1)]
    }

    /// Whether a slot is in the set.
    @inline(__always)
    func contains(_ slot: Int) -> Bool {
        (word(slot >> 6) >> UInt64(slot & 63)) & 1 != 0
    }

    /// Bit `i` set when slot `first + i` is in the set (a ``PlaceIndex/SlotRun``'s layout).
    @inline(__always)
    func bits(from first: Int) -> UInt64 {
        let offset = UInt64(first & 63)
        let low = word(first >> 6) >> offset
        return offset == 0 ? low : low | (word((first >> 6) + 1) << (64 - offset))
    }

    /// Adds a slot.
    mutating func insert(_ slot: Int) {
        guard !contains(slot) else { return }
        chunks[slot >> Self.chunkShift][(slot >> 6) & (Self.wordsPerChunk - 1)] |= 1 << UInt64(slot & 63)
        count += 1
    }
}

/// What one build hands the next over other places: the evaluation context of each zone
/// assignment (its holiday calendars are costly to make) and the hours and traits of each
/// shareable hours value (parsed, compiled and read for the reference week).
struct BuildMemo: Sendable {
    var contexts: [PlaceZone: EvaluationContext] = [:]
    var hours: [PlaceEngine.HoursKey: (hours: PlaceHours, traits: PlaceTraits)] = [:]
}

/// The changes of an engine since its base was built.
///
/// The base's places keep their positions (`0..<baseCount`); a place deleted, or changed, is
/// hidden by its KD-tree slot. The changed and added places are the delta, in the order they
/// were added, at positions `baseCount + i`; they are a small engine of their own. So the places
/// are, in position order, exactly those of a catalog of the base's survivors in base order, then
/// the delta's places: every order that breaks ties by position is that catalog's.
struct OverlayState: Sendable {
    /// How many places the base has.
    let baseCount: Int
    /// Each base position's KD-tree slot (built once per base, then shared).
    let slotOfPosition: [Int32]
    /// The base's category counts.
    let baseCategories: [PlaceEngine.CategoryCount]
    /// The base places hidden, by slot.
    var hidden: HiddenSlots
    /// How many places of each category the hidden base places have.
    var hiddenCategories: [String: Int] = [:]
    /// The delta's places, in delta order.
    var places: [Place] = []
    /// Each delta place's index in ``places``.
    var indexByID: [String: Int] = [:]
    /// How many of the delta's places have the id of a base place.
    var baseIDsInDelta = 0
    /// The engine over ``places``.
    var delta: PlaceEngine

}

/// An engine's ``OverlayState``, frozen, behind one reference: a query on a base checks one
/// pointer for `nil`, and copies nothing.
final class Overlay: Sendable {
    let state: OverlayState
    /// How many places the base has: positions and slots from here on are the delta's.
    let baseCount: Int
    /// The base places hidden, by slot.
    let hidden: HiddenSlots
    /// The engine over the delta's places.
    let delta: PlaceEngine

    init(_ state: OverlayState) {
        self.state = state
        baseCount = state.baseCount
        hidden = state.hidden
        delta = state.delta
    }

    /// Whether a position is the base's.
    @inline(__always)
    func isBase(_ position: Int) -> Bool { position < baseCount }
}

extension PlaceEngine {
    /// A new engine whose places are this one's with the changes applied: an upsert of a known id
    /// replaces that place, of a new id adds it; a deletion of an unknown id is ignored.
    /// Deletions are applied first, then upserts, in order. This engine is unchanged (requests
    /// in flight keep using it).
    ///
    /// The new engine shares this one's base (the KD-tree and every per-place array) and holds
    /// the changes in an overlay: the base places changed or deleted are hidden, and the changed
    /// and added places are a small engine of their own, rebuilt from the overlay's places.
    ///
    /// - Parameter changes: The changes.
    /// - Returns: The new engine.
    /// - Complexity: O(d) for the d places of the overlay (its engine is rebuilt), plus, on a
    ///   base's first change, O(n) once to number its slots by position.
    public func applying(_ changes: PlaceChanges) -> PlaceEngine {
        var overlay = self.overlay?.state ?? makeOverlay()
        for id in changes.deletions { delete(id, from: &overlay) }
        for place in changes.upserts { upsert(place, into: &overlay) }
        overlay.delta = Self.deltaEngine(overlay.places, settings: settings, memo: overlay.delta.memo)
        return PlaceEngine(base: self, overlay: Overlay(overlay), categories: Self.categories(of: overlay))
    }

    /// How many places the overlay holds: those changed, added or deleted since the base was
    /// built (0 for a base). A caller folds them into a fresh base (a full build, in the
    /// background) when it grows past a threshold.
    public var overlayCount: Int {
        guard let overlay else { return 0 }
        return overlay.state.places.count + overlay.hidden.count - overlay.state.baseIDsInDelta
    }

    /// How many places the engine has.
    public var placeCount: Int {
        guard let overlay else { return catalog.places.count }
        return overlay.baseCount - overlay.hidden.count + overlay.state.places.count
    }

    /// The place at a position (of a result, ``Results/matchingPositions`` or a map node), or
    /// `nil` for a position that holds none.
    ///
    /// - Parameter position: The position.
    /// - Returns: The place.
    public func place(at position: Int) -> Place? {
        guard let overlay else { return catalog.places.indices.contains(position) ? catalog.places[position] : nil }
        guard position >= 0 else { return nil }
        if overlay.isBase(position) {
            return overlay.hidden.contains(Int(overlay.state.slotOfPosition[position])) ? nil : catalog.places[position]
        }
        let index = position - overlay.baseCount
        return overlay.state.places.indices.contains(index) ? overlay.state.places[index] : nil
    }

    /// The id of the place at a position, or `nil` for a position that holds none.
    ///
    /// - Parameter position: The position.
    /// - Returns: The id.
    public func placeID(at position: Int) -> String? {
        holds(position: position) ? id(at: position) : nil
    }

    /// Whether a position holds a place (of this engine's version).
    ///
    /// - Parameter position: The position.
    /// - Returns: Whether it does.
    @inline(__always)
    public func holds(position: Int) -> Bool {
        guard let overlay else { return position >= 0 && position < catalog.places.count }
        guard position >= 0 else { return false }
        if overlay.isBase(position) { return !overlay.hidden.contains(Int(overlay.state.slotOfPosition[position])) }
        return position - overlay.baseCount < overlay.state.places.count
    }

    /// Whether this engine and another were made from the same base (by ``applying(_:)``, or
    /// are the same): positions below the base's count then name the same places where both
    /// hold them.
    ///
    /// - Parameter other: The other engine.
    /// - Returns: Whether they share a base.
    public func sharesBase(with other: PlaceEngine) -> Bool {
        hours.withUnsafeBufferPointer { mine in
            other.hours.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress && $0.count == mine.count }
        }
    }

    /// The place with an id, or `nil`.
    ///
    /// - Parameter id: The id.
    /// - Returns: The place.
    public func place(id: String) -> Place? {
        position(ofID: id).flatMap { place(at: $0) }
    }

    /// The position of a place id.
    ///
    /// - Parameter id: The id.
    /// - Returns: Its position, or `nil` for an unknown (or deleted) id.
    public func position(ofID id: String) -> Int? {
        guard let overlay else { return catalog.position(ofID: id) }
        if let index = overlay.state.indexByID[id] { return overlay.baseCount + index }
        guard let position = catalog.position(ofID: id),
            !overlay.hidden.contains(Int(overlay.state.slotOfPosition[position]))
        else { return nil }
        return position
    }

    /// The hours of the place at a position (a live one).
    @inline(__always)
    func hours(at position: Int) -> PlaceHours {
        if let overlay, !overlay.isBase(position) { return overlay.delta.hours[position - overlay.baseCount] }
        return hours[position]
    }

    /// The coordinate of the place at a position (a live one).
    @inline(__always)
    func coordinate(at position: Int) -> Coordinate {
        if let overlay, !overlay.isBase(position) { return overlay.delta.coordinates[position - overlay.baseCount] }
        return coordinates[position]
    }

    /// The coordinate of the place in a slot of a match (a delta match's slot is the base's slot
    /// count plus its slot in the delta).
    @inline(__always)
    func coordinate(slot: Int32) -> Coordinate {
        let slot = Int(slot)
        if let overlay, slot >= overlay.baseCount { return overlay.delta.coordinatesBySlot[slot - overlay.baseCount] }
        return coordinatesBySlot[slot]
    }

    /// The id of the place at a position (a live one).
    func id(at position: Int) -> String {
        if let overlay, !overlay.isBase(position) { return overlay.state.places[position - overlay.baseCount].id }
        return catalog.places[position].id
    }

    /// The folded name of the place at a position, for ordering by name.
    func nameKey(at position: Int) -> String {
        if let overlay, !overlay.isBase(position) { return overlay.delta.nameKey(at: position - overlay.baseCount) }
        return words.name(at: position).words.joined(separator: " ")
    }

    /// The result for a delta place, made by the delta engine, at its position in this one.
    @inline(never)
    func deltaResult(_ overlay: Overlay, position: Int, query: Query, textScore: Int?) -> PlaceResult {
        var result = overlay.delta.makeResult(
            position: position - overlay.baseCount, query: query, textScore: textScore)
        result.position = position
        return result
    }

    /// An empty overlay over this engine (a base).
    private func makeOverlay() -> OverlayState {
        let items = tree.itemsInTreeOrder
        var slotOfPosition = [Int32](repeating: 0, count: items.count)
        for (slot, position) in items.enumerated() { slotOfPosition[Int(position)] = Int32(truncatingIfNeeded: slot) }
        return OverlayState(
            baseCount: catalog.places.count, slotOfPosition: slotOfPosition, baseCategories: categories,
            hidden: HiddenSlots(slotCount: items.count),
            delta: Self.deltaEngine([], settings: settings, memo: memo))
    }

    /// Hides the base place with an id, if it is live; returns whether the id is a base one.
    private func hideBase(_ id: String, in overlay: inout OverlayState) -> Bool {
        guard let position = catalog.position(ofID: id) else { return false }
        let slot = Int(overlay.slotOfPosition[position])
        guard !overlay.hidden.contains(slot) else { return true }
        overlay.hidden.insert(slot)
        categoryCodes.forEachCode(at: slot) { code in
            overlay.hiddenCategories[categoryCodes.names[code], default: 0] += 1
        }
        return true
    }

    private func delete(_ id: String, from overlay: inout OverlayState) {
        let isBaseID = hideBase(id, in: &overlay)
        guard let index = overlay.indexByID.removeValue(forKey: id) else { return }
        overlay.places.remove(at: index)
        for later in index..<overlay.places.count { overlay.indexByID[overlay.places[later].id] = later }
        if isBaseID { overlay.baseIDsInDelta -= 1 }
    }

    private func upsert(_ place: Place, into overlay: inout OverlayState) {
        if let index = overlay.indexByID[place.id] {
            overlay.places[index] = place
            return
        }
        if hideBase(place.id, in: &overlay) { overlay.baseIDsInDelta += 1 }
        overlay.indexByID[place.id] = overlay.places.count
        overlay.places.append(place)
    }

    /// The engine over a delta's places, built as the base was (without an address search: the
    /// base's stands), reusing the zones' contexts and the hours read so far (the base's, then
    /// the delta's: each delta engine keeps them all).
    private static func deltaEngine(
        _ places: [Place], settings: BuildSettings, memo: BuildMemo
    ) -> PlaceEngine {
        let catalog: Catalog
        do {
            catalog = try Catalog(places: places, defaultTimeZone: settings.defaultTimeZone)
        } catch {
            preconditionFailure("The overlay's ids are unique: \(error)")
        }
        return PlaceEngine(
            catalog: catalog, country: settings.country, schoolHolidays: settings.schoolHolidays,
            zoneResolver: settings.zoneResolver, defaultTimeZone: settings.defaultTimeZone,
            referenceDate: settings.referenceDate, chunkSize: ParallelChunks.preferredChunkSize, reusing: memo)
    }

    /// The category counts of the base less the hidden places plus the delta, ordered as a
    /// base's.
    private static func categories(of overlay: OverlayState) -> [CategoryCount] {
        var counts: [String: Int] = [:]
        for category in overlay.baseCategories { counts[category.name] = category.count }
        for (name, count) in overlay.hiddenCategories { counts[name, default: 0] -= count }
        for category in overlay.delta.categories { counts[category.name, default: 0] += category.count }
        return counts.compactMap { $0.value > 0 ? CategoryCount(name: $0.key, count: $0.value) : nil }.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name < $1.name
        }
    }
}
