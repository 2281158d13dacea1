import Foundation
import Geodesy
import Holidays
import OpeningHours
import PlaceIndex
import PlaceSearch
import Places

extension PlaceEngine {
    /// A new engine whose places are this one's with the changes applied: an upsert of a known id
    /// replaces that place, of a new id adds it; a deletion of an unknown id is ignored.
    /// Deletions are applied first, then upserts, in order. This engine is unchanged (requests
    /// in flight keep using it).
    ///
    /// The new engine shares this one's base (the KD-tree and every per-place array) and its
    /// ``ChangeStore``: each change prepares the changed place once (its hours read, or reused
    /// from a place with the same) and writes one record. A place that keeps its coordinate is
    /// changed in its KD-tree slot; a new or moved one joins the delta, which queries scan.
    ///
    /// - Parameter changes: The changes.
    /// - Returns: The new engine.
    /// - Complexity: O(c) for c changes, plus, on a base's first change, O(n) once to number its
    ///   slots by position; applied to an engine that is not the latest of its base, O(d) more
    ///   for the d changes before (they are copied into a store of its own).
    public func applying(_ changes: PlaceChanges) -> PlaceEngine {
        guard let overlay = version.changes else { return Self.start(self).applying(changes) }
        let store = overlay.store
        let applied = store.writer.withLock {
            writer -> (
                version: UInt32, deltaCount: Int, records: Int, counts: ChangeStore.Counts, categories: [CategoryCount]
            )? in
            guard writer.latest == overlay.version else { return nil }
            let version = writer.latest + 1
            writer.categoryChanges.removeAll(keepingCapacity: true)
            for id in changes.deletions { delete(id, version: version, writer: &writer) }
            for place in changes.upserts { upsert(place, version: version, writer: &writer) }
            writer.latest = version
            return (
                version, writer.deltaCount, writer.deltaCount + writer.slotRecordCount, writer.counts,
                Self.categories(self.facetCounts, changing: writer.categoryChanges)
            )
        }
        guard let applied else { return copied().applying(changes) }
        let categories = applied.categories
        return PlaceEngine(
            base: self,
            changes: Overlay(
                store: store, version: applied.version, deltaCount: applied.deltaCount, recordCount: applied.records,
                counts: applied.counts),
            categories: categories)
    }

    /// The first version of a base's store: no changes yet.
    private static func start(_ base: PlaceEngine) -> PlaceEngine {
        let items = base.tree.itemsInTreeOrder
        var slotOfPosition = [Int32](repeating: 0, count: items.count)
        for (slot, position) in items.enumerated() { slotOfPosition[Int(position)] = Int32(truncatingIfNeeded: slot) }
        let store = ChangeStore(
            slotOfPosition: slotOfPosition, baseCategories: base.facetCounts, categoryNames: base.categoryCodes.names,
            memo: base.memo,
            rules: ZoneRules(
                resolver: base.settings.zoneResolver, defaultTimeZone: base.settings.defaultTimeZone,
                country: base.settings.country))
        return PlaceEngine(
            base: base, changes: Overlay(store: store, version: 0, deltaCount: 0, recordCount: 0, counts: .init()),
            categories: base.facetCounts)
    }

    /// This engine's places in a store of their own (applying to an engine that is not the latest
    /// of its store: the store's later versions are another line of changes).
    private func copied() -> PlaceEngine {
        guard let overlay = version.changes else { return self }
        var changes = PlaceChanges()
        let items = tree.itemsInTreeOrder
        for slot in 0..<overlay.baseCount where overlay.store.isTouched(slot) {
            switch overlay.state(slot: slot) {
            case .base: continue
            case .removed: changes.deletions.append(catalog.places[Int(items[slot])].id)
            case .changed(let change): changes.upserts.append(change.place)
            }
        }
        overlay.forEachDelta { _, change in changes.upserts.append(change.place) }
        let base = PlaceEngine(base: self, changes: nil, categories: overlay.store.baseCategories)
        return Self.start(base).applying(changes)
    }

    /// The change store being written: only an engine with an overlay applies changes.
    private var writingStore: ChangeStore {
        guard let overlay = version.changes else {
            preconditionFailure("changes are written only into an engine's overlay")
        }
        return overlay.store
    }

    private func delete(_ id: String, version: UInt32, writer: inout ChangeStore.Writer) {
        let store = writingStore
        let position = catalog.position(ofID: id)
        if let position { empty(slot: Int(store.slotOfPosition[position]), position: position, version, &writer) }
        retireDelta(of: id, isBaseID: position != nil, version, &writer)
    }

    private func upsert(_ place: Place, version: UInt32, writer: inout ChangeStore.Writer) {
        let store = writingStore
        let position = catalog.position(ofID: place.id)
        if let position, place.coordinate == coordinates[position] {
            // Where the base has it: changed in its slot.
            let retired = retireDelta(of: place.id, isBaseID: true, version, &writer)
            let slot = Int(store.slotOfPosition[position])
            var previous = retired
            switch store.state(slot: slot, at: version) {
            case .base:
                forget(base: position, &writer)
                writer.counts.changedSlots += 1
            case .removed:
                writer.counts.removedSlots -= 1
                writer.counts.changedSlots += 1
            case .changed(let old):
                forget(old, &writer)
                previous = old
            }
            let change = prepare(place, basePosition: position, previous: previous, writer: &writer)
            count(change, &writer)
            store.write(slot: slot, change: change, version: version, writer: &writer)
            return
        }
        // New, or away from where the base has it: the delta.
        let previous = position.flatMap { changedPlace(atSlot: Int(store.slotOfPosition[$0]), version, store) }
        if let position { empty(slot: Int(store.slotOfPosition[position]), position: position, version, &writer) }
        let retired = retireDelta(of: place.id, isBaseID: position != nil, version, &writer)
        let change = prepare(
            place, basePosition: nil, wordsOf: position, previous: retired ?? previous, writer: &writer)
        count(change, &writer)
        store.append(change, version: version, writer: &writer)
        writer.counts.liveDelta += 1
        if position != nil { writer.counts.movedBaseIDs += 1 }
    }

    /// Leaves a base slot without a place.
    private func empty(slot: Int, position: Int, _ version: UInt32, _ writer: inout ChangeStore.Writer) {
        let store = writingStore
        switch store.state(slot: slot, at: version) {
        case .removed: return
        case .base: forget(base: position, &writer)
        case .changed(let old):
            forget(old, &writer)
            writer.counts.changedSlots -= 1
        }
        writer.counts.removedSlots += 1
        store.write(slot: slot, change: nil, version: version, writer: &writer)
    }

    /// Retires an id's live delta record, if it has one, and returns its place.
    @discardableResult
    private func retireDelta(
        of id: String, isBaseID: Bool, _ version: UInt32, _ writer: inout ChangeStore.Writer
    ) -> ChangedPlace? {
        let store = writingStore
        guard let index = store.liveDelta(ofID: id, writer: writer) else { return nil }
        let retired = store.delta(index)
        forget(retired, &writer)
        store.retire(delta: index, version: version)
        writer.counts.liveDelta -= 1
        if isBaseID { writer.counts.movedBaseIDs -= 1 }
        return retired
    }

    /// The changed place in a base slot at a version, or `nil` (the base's own, or none).
    private func changedPlace(atSlot slot: Int, _ version: UInt32, _ store: ChangeStore) -> ChangedPlace? {
        if case .changed(let change) = store.state(slot: slot, at: version) { return change }
        return nil
    }

    /// The search words of a changed place, where they need not be folded again: those of the
    /// place it replaces (a changed one, else the base's at `position`) when the name, or the
    /// address and categories, are the same. Folding them costs a fifth of applying a status flip.
    private func knownWords(
        of place: Place, position: Int?, previous: ChangedPlace?
    ) -> (name: SearchText?, other: SearchText?) {
        if let previous {
            let old = previous.place
            return (
                old.name == place.name ? previous.name : nil,
                old.address == place.address && old.categories == place.categories ? previous.other : nil
            )
        }
        guard let position else { return (nil, nil) }
        let old = catalog.places[position]
        return (
            old.name == place.name ? words.name(at: position) : nil,
            old.address == place.address && old.categories == place.categories ? words.other(at: position) : nil
        )
    }

    private func count(_ change: ChangedPlace, _ writer: inout ChangeStore.Writer) {
        for category in change.categories { writer.categoryChanges[category, default: 0] += 1 }
        if change.mayBeUnavailable { writer.counts.withAvailability += 1 }
    }

    private func forget(_ change: ChangedPlace, _ writer: inout ChangeStore.Writer) {
        for category in change.categories { writer.categoryChanges[category, default: 0] -= 1 }
        if change.mayBeUnavailable { writer.counts.withAvailability -= 1 }
    }

    private func forget(base position: Int, _ writer: inout ChangeStore.Writer) {
        for category in Self.distinct(PlaceFacets.codes(of: catalog.places[position])) {
            writer.categoryChanges[category, default: 0] -= 1
        }
        if positionsWithStatus.contains(position) { writer.counts.withAvailability -= 1 }
    }

    /// A place's categories without repeats, in order. A place has a handful, so each is compared
    /// with those before it (a `Set` cost a tenth of applying a change, most of it hashing).
    static func distinct(_ categories: [String]) -> [String] {
        guard categories.count > 1 else { return categories }
        guard categories.count <= 16 else {
            var seen: Set<String> = []
            return categories.filter { seen.insert($0).inserted }
        }
        var result: [String] = []
        result.reserveCapacity(categories.count)
        for category in categories where !result.contains(category) { result.append(category) }
        return result
    }

    /// Prepares a changed place as a build prepares each place: its zone, its hours (those of the
    /// base place it replaces when nothing they depend on changed, else a value read before,
    /// else read now), its traits, words and categories.
    ///
    /// `previous` is the changed place it replaces, if any, and `wordsOf` a base position whose
    /// place it replaces elsewhere (moved): their search words are kept where the text is the same.
    private func prepare(
        _ place: Place, basePosition: Int?, wordsOf wordsPosition: Int? = nil, previous: ChangedPlace?,
        writer: inout ChangeStore.Writer
    ) -> ChangedPlace {
        let store = writingStore
        var known: (hours: PlaceHours, traits: PlaceTraits)
        var sharedHours: Int32 = -1
        if let position = basePosition, case let old = catalog.places[position],
            old.openingHours == place.openingHours, old.timeZone == place.timeZone,
            old.address.country == place.address.country
        {
            // Same text, zone and coordinate: the base's value.
            let slot = Int(store.slotOfPosition[position])
            known = (hours[position], traitsBySlot[slot])
            sharedHours = sharedHoursBySlot[slot]
        } else {
            let zone = writer.rules.zone(for: place)
            let key = HoursKey(hours: place.openingHours ?? "", zone: zone)
            if let shared = writer.memo.shareable(key) {
                known = (shared.hours, shared.traits)
                sharedHours = shared.number
            } else {
                var context = Self.context(for: zone, in: &writer.memo.contexts, settings: settings)
                context.coordinate = place.coordinate
                let placeHours = PlaceHours(place: place, context: context, zone: zone)
                known = (placeHours, placeHours.traits(stepFree: false, referenceWeek: settings.referenceDate))
                if placeHours.isShareable {
                    sharedHours = Int32(writer.memo.baseValues.count + writer.memo.hours.count)
                    writer.memo.hours[key] = (known.hours, known.traits, sharedHours)
                    writer.counts.sharedHoursAdded = writer.memo.hours.count
                }
            }
        }
        known.traits.isStepFree = place.wheelchair == .yes
        let categories = Self.distinct(PlaceFacets.codes(of: place))
        return ChangedPlace(
            place: place, hours: known.hours, sharedHours: sharedHours, traits: known.traits, categories: categories,
            categoryCodes: categories.map { store.categoryCodeOfName[$0] ?? -1 },
            words: knownWords(of: place, position: basePosition ?? wordsPosition, previous: previous))
    }

    /// Category counts, ordered as a base orders them (most places first, then by name), with
    /// some counts changed: a category whose count falls to 0 leaves the list, a new one joins it
    /// at its place. A change touches a few categories of a few dozen, so each is moved where it
    /// belongs rather than the list rebuilt and sorted (which cost a quarter of applying an insert).
    static func categories(_ counts: [CategoryCount], changing changes: [String: Int]) -> [CategoryCount] {
        var result = counts
        for (name, change) in changes where change != 0 {
            var count = change
            if let index = result.firstIndex(where: { $0.name == name }) {
                count += result[index].count
                result.remove(at: index)
            }
            assert(count >= 0, "category \(name) counted below zero")
            guard count > 0 else { continue }
            let index =
                result.firstIndex { $0.count < count || ($0.count == count && $0.name > name) } ?? result.endIndex
            result.insert(CategoryCount(name: name, count: count), at: index)
        }
        return result
    }
}
