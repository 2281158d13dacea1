import Foundation
import Geodesy
import Observation
import PickerLocalization
import PlacePicker
import Places

/// Everything a native picker view renders, decided here so that a Linux test can reach it: the
/// session's screen, and around it what a screen shows and says between two screens.
///
/// - **Selection** has one source of truth, the host's binding: ``appear(hostSelection:)`` and
///   ``hostSelected(_:)`` make the session follow it (silently: the person did not act in the
///   picker), and the view writes to the binding only what ``lastChoice`` reports: a selection
///   the person made or cleared. The picker never overwrites the host's id, not even one it cannot
///   select yet (its places may still be loading).
/// - **Speech**: each action's announcement with the priority of ``SpokenAnnouncement``, counted
///   by ``speechCount`` so a repeated sentence is still a change.
/// - **Search**: the field's text goes to the engine through ``SearchDebounce``.
/// - **Focus**: where ``FocusTarget/after(_:from:before:after:)`` sends it, counted by ``focusCount``.
/// - **Camera**: gestures reach the engine through ``MapCameraSync``.
/// - **Origin**: the device location when the app is authorized, else an address field.
@MainActor
@Observable
public final class PickerPresentation {
    /// The session: state, screen, engine.
    public private(set) var session: PickerSession
    /// The last announcement to post.
    public private(set) var speech: SpokenAnnouncement?
    /// Increments with every announcement to post.
    public private(set) var speechCount = 0
    /// The last selection the person made or cleared in this presentation (`nil` until they do):
    /// what the view writes to the host's binding. Each choice has a new ``Choice/serial``.
    public private(set) var lastChoice: Choice?
    /// Where focus should go next.
    public private(set) var focusTarget: FocusTarget?
    /// Increments with every focus move to make.
    public private(set) var focusCount = 0
    /// What the device says about the person's location.
    public private(set) var location: DeviceLocation = .notAuthorized
    /// Whether the picker offers its own address field for the origin (the embedding initializers
    /// do; an app that brings its own session and address flow does not).
    public let offersAddressEntry: Bool
    /// Whether the person opened the address field to change the origin.
    public var isChangingOrigin = false
    /// The picker's own address field, when it offers one.
    public private(set) var addressEntry: AddressEntry?
    private var search: SearchDebounce
    private var camera = MapCameraSync()

    /// How long a changed screen is left to settle before focus moves into it: the new rows or
    /// pins must exist before focus can land on them.
    public static let focusDelay: Duration = .milliseconds(150)

    /// Presents a session.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - offersAddressEntry: Whether to show the picker's own address field when no location is known.
    public init(session: PickerSession, offersAddressEntry: Bool = false) {
        self.session = session
        self.offersAddressEntry = offersAddressEntry
        self.search = SearchDebounce(appliedText: session.screen.filters.searchText)
        if offersAddressEntry { addressEntry = AddressEntry(picker: session.picker, announcesChoice: false) }
    }

    /// Presents a new session over an app's own places, continuing from an earlier presentation
    /// (after the places or the language changed): its view, filters, order and the origin the
    /// person or the device set are kept; the selection is not (the host's binding sets it again).
    ///
    /// - Parameters:
    ///   - picker: The new engine.
    ///   - previous: The presentation it replaces, if any.
    /// - Returns: The presentation, offering the address field.
    public static func embedding(_ picker: PickerModel, continuing previous: PickerPresentation?) -> PickerPresentation
    {
        var state = picker.initialState()
        if let old = previous?.session.state {
            state.mode = old.mode
            state.filters = old.filters
            state.filters.parcel = picker.configuration.parcel
            state.sort = old.sort
            state.limit = old.limit
            switch old.origin.source {
            case .address: state.origin = old.origin
            case .deviceLocation: state.origin = picker.deviceOrigin(at: old.origin.coordinate)
            case .default: break
            }
        }
        let presentation = PickerPresentation(
            session: PickerSession(picker: picker, state: state), offersAddressEntry: true)
        if let previous { presentation.location = previous.location }
        return presentation
    }

    /// The engine.
    public var picker: PickerModel { session.picker }
    /// The current screen.
    public var screen: Screen { session.screen }
    /// The selected place's id.
    public var selectedID: String? { session.state.selectedID }
    /// The selected place, whole, whether or not filters hide it: what confirming hands back.
    public var selectedPlace: Place? { session.screen.selectedResult?.place }

    // MARK: - Actions

    /// Performs the person's action: the next screen, what to say, where focus goes.
    ///
    /// What is said is the picker's sentence (``PlacePicker/Screen/announcement``; a choice is
    /// worded for the confirmation bar, apart from the rows: ``PlacePicker/NextStep/Placement/apart``),
    /// as on the web page; only how urgently it is said is decided here (``SpokenAnnouncement``).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - source: Where it came from.
    public func perform(_ action: PickerAction, from source: ActionSource = .control) {
        let before = session.screen
        let count = session.announcementCount
        session.perform(action)
        let after = session.screen
        search.follow(after.filters.searchText)
        let announcement = session.announcementCount == count ? nil : session.announcement
        if let spoken = SpokenAnnouncement(announcement, after: action, from: source) {
            speech = spoken
            speechCount += 1
        }
        if after.state.selectedID != before.state.selectedID {
            lastChoice = Choice(id: after.state.selectedID, serial: (lastChoice?.serial ?? 0) + 1)
        }
        if let target = FocusTarget.after(action, from: source, before: before, after: after) {
            focusTarget = target
            focusCount += 1
        }
    }

    // MARK: - Search field

    /// The search field's text. Setting it is a keystroke: the search waits for a pause.
    public var searchText: String {
        get { search.text }
        set { _ = search.type(newValue) }
    }

    /// The generation of the last keystroke; wait ``searchDelay`` and report it to ``searchPaused(after:)``.
    public var searchGeneration: Int { search.generation }

    /// How long typing must pause before the search is sent.
    public var searchDelay: Duration { search.delay }

    /// Typing paused after a keystroke: search, if it is still the latest and the text changed.
    ///
    /// - Parameter generation: The keystroke's ``searchGeneration``.
    public func searchPaused(after generation: Int) {
        if let action = search.pause(after: generation) { perform(action) }
    }

    /// The person submitted the search field: search now, and say the summary again.
    public func submitSearch() { perform(search.submit()) }

    // MARK: - Selection

    /// The view appeared with the host's selection: the session selects it, silently.
    ///
    /// An id the picker cannot select (not among its places, which may still be loading, or a
    /// place that is full) leaves the picker with nothing selected and the binding as it is; a
    /// presentation over new places selects it when they hold it.
    ///
    /// - Parameter hostSelection: The host binding's id.
    /// - Returns: Whether the picker now shows the host's selection.
    @discardableResult
    public func appear(hostSelection: String?) -> Bool { follow(hostSelection) }

    /// The host changed its binding: the session follows it, silently (see ``appear(hostSelection:)``).
    ///
    /// - Parameter id: The binding's new id.
    /// - Returns: Whether the picker now shows the host's selection.
    @discardableResult
    public func hostSelected(_ id: String?) -> Bool { follow(id) }

    private func follow(_ id: String?) -> Bool {
        guard id != session.state.selectedID else { return true }
        session.perform(id.map { .select(id: $0) } ?? .clearSelection)
        if session.state.selectedID != id, session.state.selectedID != nil { session.perform(.clearSelection) }
        return session.state.selectedID == id
    }

    // MARK: - Map camera

    /// The map reports where it settled.
    ///
    /// - Parameters:
    ///   - camera: The nearest discrete camera.
    ///   - byPerson: Whether a gesture put it there (see ``MapCameraSync``).
    public func mapMoved(to camera: MapCamera, byPerson: Bool) {
        if let action = self.camera.mapMoved(to: camera, byPerson: byPerson, showing: session.screen.map.camera) {
            perform(action, from: .automatic)
        }
    }

    /// Whether the map view should move to the engine's camera (not when the map reported it).
    ///
    /// - Parameter camera: The screen's camera.
    /// - Returns: Whether to move.
    public func mapShouldMove(to camera: MapCamera) -> Bool { self.camera.mapShouldMove(to: camera) }

    // MARK: - Origin

    /// The device's location changed. A fix becomes the origin unless the person chose an address,
    /// named by the nearest address ("Near Vesterbrogade 10", ``PlacePicker/PickerModel/deviceOrigin(at:)``).
    ///
    /// - Parameter location: What the device says.
    public func locationChanged(_ location: DeviceLocation) {
        self.location = location
        guard case .located(let coordinate) = location, session.state.origin.source != .address else { return }
        let origin = picker.deviceOrigin(at: coordinate)
        guard origin != session.state.origin else { return }
        perform(.setOrigin(origin), from: .automatic)
    }

    /// The person chose an address in the picker's address field: it becomes the origin, the
    /// field closes and focus goes to the summary, which now measures from it.
    ///
    /// - Parameter origin: The address as an origin.
    public func chooseOrigin(_ origin: Origin) {
        isChangingOrigin = false
        perform(.setOrigin(origin))
    }

    /// Whether the picker must show its address field open: it offers one, and distances are
    /// still measured from the default point because no device location is known or coming.
    /// Otherwise the field is behind "Change" (``isChangingOrigin``).
    public var needsAddress: Bool {
        offersAddressEntry && session.state.origin.source == .default && location != .locating
    }

    /// A line about the device location: "Finding your location…", or that it is not available
    /// and an address can be searched instead; `nil` otherwise.
    public var locationText: String? {
        guard offersAddressEntry, session.state.origin.source == .default else { return nil }
        switch location {
        case .locating: return picker.text(.locating)
        case .unavailable: return picker.text(.locationUnavailable)
        case .notAuthorized, .located: return nil
        }
    }

    // MARK: - What the views draw

    /// The summary line: the listed cluster's summary while one is listed, else the whole set's.
    public var summaryText: String { session.screen.clusterScope?.summary ?? session.screen.summary.text }

    /// The "Show all pickup points" control's title while a cluster is listed, else `nil`.
    public var showAllTitle: String? { session.screen.clusterScope?.showAllTitle }

    /// A row's look and accessibility element.
    ///
    /// - Parameter row: A row of ``screen``.
    /// - Returns: Its appearance.
    public func appearance(of row: PlaceRow) -> RowAppearance {
        RowAppearance(row: row, selectedText: picker.text(.selected))
    }

    /// A pin's look and accessibility element.
    ///
    /// - Parameter pin: A pin of ``screen``.
    /// - Returns: Its appearance.
    public func appearance(of pin: MapPin) -> PinAppearance {
        PinAppearance(
            pin: pin, hint: picker.text(Phrase(.selectHint, ["noun": .noun(picker.configuration.noun)])))
    }
}

extension PickerPresentation {
    /// A selection the person made or cleared in the picker: what the view writes to the host's binding.
    public struct Choice: Sendable, Hashable {
        /// The chosen place's id, or `nil` when the person cleared the selection.
        public let id: String?
        /// Increments with every choice, so choosing the same place again is still a change.
        public let serial: Int

        /// Creates a choice.
        ///
        /// - Parameters:
        ///   - id: The chosen id, or `nil` for a cleared selection.
        ///   - serial: Its position among the presentation's choices, from 1.
        public init(id: String?, serial: Int) {
            self.id = id
            self.serial = serial
        }
    }
}

/// Where an action came from, as far as what happens after it depends on it: where focus goes and
/// how urgently the answer is said.
public enum ActionSource: Sendable, Hashable {
    /// A control that stays where it is after the action: a row, a pin, a filter, a map button,
    /// the search field.
    case control
    /// The summary's suggestion ("Show all?") or the hidden-selection notice's "Show it": both go
    /// away when they work, so focus moves to the summary that replaces them.
    case summary
    /// Not a request of the person's: the device location arriving, the map reporting where a
    /// gesture left it. Said at low priority; focus stays where it is.
    case automatic
}

/// What the device can say about where the person is, as the picker needs it.
///
/// The picker never asks for location permission itself: that is the app's decision, made where
/// the app can explain why. It uses the location when the app is already authorized, and offers
/// an address field otherwise.
public enum DeviceLocation: Sendable, Hashable {
    /// The app has not been authorized yet (or nobody has asked): offer the address field.
    case notAuthorized
    /// Authorized, and a fix has been requested.
    case locating
    /// The device's position.
    case located(Coordinate)
    /// Location services are off, denied or restricted, or no fix could be had.
    case unavailable
}
