import Foundation
import Geodesy
import Observation
import PickerLocalization
import PlacePicker

/// The address field of the picker and of the delivery-address flow: what was typed, the results,
/// the chosen address, and what to say about them.
///
/// - Results appear as the person types; their count ("3 addresses found", or the empty-state
///   sentence) is spoken once typing pauses (``SearchDebounce``) or on submit, at high priority,
///   and shown as a status line.
/// - Results keep stable ids (``AddressChoice/id``), so a refreshed list still marks the address
///   that was chosen, wherever it now stands.
/// - Choosing a suggestion without a coordinate starts a lookup; the choice changes only when the
///   lookup succeeds. A failed lookup is said and shown, and the earlier choice stays.
@MainActor
@Observable
public final class AddressEntry {
    /// What happened to a choice.
    public enum Outcome: Sendable, Hashable {
        /// It has a coordinate and is now the chosen address.
        case chosen(AddressChoice)
        /// It must be looked up first (report the result to ``lookupFinished(_:coordinate:)``).
        case lookUp(AddressChoice)
        /// Not in the current results (a stale tap); nothing changed.
        case ignored
    }

    /// The picker, for catalog search and for the wording.
    public let picker: PickerModel
    /// Where the results come from.
    public let source: AddressSource
    /// Whether choosing an address is announced ("Selected Mannerheimintie 5"). The picker's own
    /// origin field turns it off: setting the origin is answered by the picker's summary instead.
    public let announcesChoice: Bool
    /// The results for ``query``, in the source's order, without repeated ids.
    public private(set) var choices: [AddressChoice] = []
    /// The chosen address, kept through refreshed results and failed lookups.
    public private(set) var chosen: AddressChoice?
    /// The suggestion being looked up, if any.
    public private(set) var pending: AddressChoice?
    /// A line under the field: the result count, the empty state, or a failed lookup.
    public private(set) var status: String?
    /// The last announcement, and a count that changes with every new one.
    public private(set) var speech: SpokenAnnouncement?
    /// Increments with every announcement.
    public private(set) var speechCount = 0
    private var debounce: SearchDebounce
    private var resultsQuery: String?
    private var announcedQuery: String?
    private var hasPaused = false

    /// Creates an empty address field.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - source: Where results come from (default: ``AddressSource/preferred(for:)``).
    ///   - announcesChoice: Whether choosing is announced (see ``announcesChoice``).
    public init(picker: PickerModel, source: AddressSource? = nil, announcesChoice: Bool = true) {
        self.picker = picker
        self.source = source ?? AddressSource.preferred(for: picker)
        self.announcesChoice = announcesChoice
        self.debounce = SearchDebounce()
    }

    /// The text in the field; setting it is a keystroke (``type(_:)``).
    public var query: String {
        get { debounce.text }
        set { type(newValue) }
    }
    /// The generation of the last keystroke (wait ``delay``, then call ``paused(after:)``).
    public var generation: Int { debounce.generation }
    /// How long typing must pause before the result count is said.
    public var delay: Duration { debounce.delay }

    /// The person typed. Catalog results are searched at once; a map service's arrive later
    /// through ``receive(_:for:)``.
    ///
    /// - Parameter text: The field's text.
    public func type(_ text: String) {
        guard text != debounce.text else { return }
        _ = debounce.type(text)
        hasPaused = false
        announcedQuery = nil
        if source == .catalog {
            let blank = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            receiveResults(blank ? [] : picker.addressMatches(for: text).map(AddressChoice.init(match:)), for: text)
        }
    }

    /// Typing paused after a keystroke: say the result count if the results for it are in.
    ///
    /// - Parameter generation: The keystroke's ``generation``.
    public func paused(after generation: Int) {
        guard generation == debounce.generation else { return }
        hasPaused = true
        announceCount()
    }

    /// The person submitted the field: say the result count again now (or as soon as it is in).
    public func submit() {
        hasPaused = true
        announcedQuery = nil
        announceCount()
    }

    /// Results from a map service for a query. Results for an older query are dropped.
    ///
    /// - Parameters:
    ///   - results: The suggestions, in the service's order.
    ///   - query: The text they answer.
    public func receive(_ results: [AddressChoice], for query: String) {
        guard query == debounce.text else { return }
        receiveResults(results, for: query)
        if hasPaused { announceCount() }
    }

    /// The person chose a result.
    ///
    /// - Parameter id: The result's ``AddressChoice/id``.
    /// - Returns: What happened.
    public func choose(_ id: String) -> Outcome {
        guard let choice = choices.first(where: { $0.id == id }) else { return .ignored }
        guard choice.coordinate != nil else {
            pending = choice
            return .lookUp(choice)
        }
        pending = nil
        chosen = choice
        status = nil
        if announcesChoice { say(picker.text(Phrase.announceSelected(name: choice.spokenName))) }
        return .chosen(choice)
    }

    /// A lookup started by ``choose(_:)`` ended. A lookup that is no longer pending (the person
    /// chose something else meanwhile) is ignored.
    ///
    /// - Parameters:
    ///   - id: The looked-up choice's id.
    ///   - coordinate: Where it is, or `nil` when the service found nothing.
    /// - Returns: The newly chosen address, or `nil` when the lookup failed or was stale.
    @discardableResult
    public func lookupFinished(_ id: String, coordinate: Coordinate?) -> AddressChoice? {
        guard let looked = pending, looked.id == id else { return nil }
        pending = nil
        let name = looked.spokenName
        guard let coordinate else {
            var sentence = picker.text(Phrase(.addressLookupFailed, ["name": .text(name)]))
            if let chosen {
                sentence += " " + picker.text(Phrase(.addressStillChosen, ["name": .text(chosen.spokenName)]))
            }
            status = sentence
            say(sentence)
            return nil
        }
        var resolved = looked
        resolved.coordinate = coordinate
        chosen = resolved
        status = nil
        if announcesChoice { say(picker.text(Phrase.announceSelected(name: resolved.spokenName))) }
        return resolved
    }

    /// Whether a result is the chosen address.
    ///
    /// - Parameter choice: A result.
    /// - Returns: `true` when its id is the chosen one's.
    public func isChosen(_ choice: AddressChoice) -> Bool { choice.id == chosen?.id }

    /// The origin for the chosen address: the catalog's own wording for a catalog match, else the
    /// suggestion's title.
    public var chosenOrigin: Origin? {
        guard let chosen, let coordinate = chosen.coordinate else { return nil }
        if let match = chosen.match { return picker.origin(for: match) }
        return Origin(coordinate: coordinate, source: .address, label: chosen.title)
    }

    private func receiveResults(_ results: [AddressChoice], for query: String) {
        var seen = Set<String>()
        choices = results.filter { seen.insert($0.id).inserted }
        resultsQuery = query
        status = countSentence()
    }

    private func countSentence() -> String? {
        guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        if choices.isEmpty { return picker.text(.noAddressFound) }
        return picker.text(Phrase(.addressesFound, ["count": .count(choices.count)]))
    }

    private func announceCount() {
        guard resultsQuery == query, announcedQuery != query, let sentence = countSentence() else { return }
        announcedQuery = query
        say(sentence)
    }

    private func say(_ text: String) {
        speech = SpokenAnnouncement(text, priority: .high)
        speechCount += 1
    }
}
