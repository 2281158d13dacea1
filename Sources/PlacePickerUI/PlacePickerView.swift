#if canImport(SwiftUI) && canImport(MapKit)
import PickerFormatting
import PlacePicker
import PlacePickerSession
import Places
import SwiftUI

/// A place picker where the list is the main path and the map is one optional view of the same places.
///
/// The ten-line embed hands it the app's own places and gets the chosen place back:
///
/// ```swift
/// PlacePickerView(places: points, selection: $pickupPointID) { place in
///     order.pickupPoint = place
/// }
/// ```
///
/// It renders a ``PlacePicker/PickerPresentation``, which decides everything: the segmented
/// List | Map switch (list first), search (sent when typing pauses), the filter disclosure, the
/// summary, rows with a visible selected state, named pins and speaking clusters, announcements at
/// high priority for answers to the person's own actions, and focus that follows a cluster into its
/// members and back. The origin is the device location when the app is already authorized to use it,
/// and an address field otherwise. Texts follow the environment's locale.
///
/// The host's `selection` binding is the one source of truth for the chosen place: the picker
/// selects what the binding holds when it appears, whenever the host changes it and whenever the
/// places change, and writes to the binding only when the person selects or clears a place. An id
/// the picker cannot select (yet) is left in the binding, and nothing is shown selected.
///
/// Put the view in a `NavigationStack` so the title and the search field appear.
public struct PlacePickerView: View {
    private let input: Input
    @Binding private var selection: String?
    private let onChangeOrigin: (@MainActor () -> Void)?
    private let onConfirm: @MainActor (Place) -> Void
    @State private var presentation: PickerPresentation?
    @State private var problem: String?
    @Environment(\.locale) private var locale

    /// Shows an app's own places.
    ///
    /// - Parameters:
    ///   - places: The places; ids must be unique (a repeated id is shown as an error, not a crash).
    ///   - selection: The chosen place's id: the one source of truth (see the type's discussion).
    ///   - options: Noun, wording, default origin and time zone (defaults suit pickup points).
    ///   - onConfirm: Called with the whole selected place when the person confirms it.
    public init(
        places: [Place], selection: Binding<String?>, options: EmbeddingOptions = EmbeddingOptions(),
        onConfirm: @escaping @MainActor (Place) -> Void
    ) {
        self.input = .places(places, options)
        self._selection = selection
        self.onChangeOrigin = nil
        self.onConfirm = onConfirm
    }

    /// Shows an app's own pickup points.
    ///
    /// - Parameters:
    ///   - places: The points; a point with a blank id or name or an invalid coordinate is shown as
    ///     an error naming it.
    ///   - selection: The chosen point's id: the one source of truth.
    ///   - options: Noun, wording, default origin and time zone.
    ///   - onConfirm: Called with the selected point as a whole ``Places/Place`` when the person confirms it.
    public init(
        places: [PickupPoint], selection: Binding<String?>, options: EmbeddingOptions = EmbeddingOptions(),
        onConfirm: @escaping @MainActor (Place) -> Void
    ) {
        self.input = .points(places, options)
        self._selection = selection
        self.onChangeOrigin = nil
        self.onConfirm = onConfirm
    }

    /// Shows an app's own engine, for apps that build their catalog, configuration and locale
    /// themselves. The session is used as it is: its language, and its origin, which the app changes
    /// (for example from an ``AddressFlowView`` presented by `onChangeOrigin`).
    ///
    /// - Parameters:
    ///   - session: The picker session.
    ///   - selection: The chosen place's id: the one source of truth.
    ///   - onChangeOrigin: Called when the person asks to change where distances are measured from;
    ///     `nil` hides the "Change" button.
    ///   - onConfirm: Called with the whole selected place when the person confirms it.
    public init(
        session: PickerSession, selection: Binding<String?>, onChangeOrigin: (@MainActor () -> Void)? = nil,
        onConfirm: @escaping @MainActor (Place) -> Void
    ) {
        self.input = .session(session)
        self._selection = selection
        self.onChangeOrigin = onChangeOrigin
        self.onConfirm = onConfirm
    }

    /// The picker, or the reason the places cannot be shown.
    public var body: some View {
        content
            .onAppear(perform: build)
            .onChange(of: input) { build() }
            .onChange(of: locale) { build() }
            .onChange(of: selection) { _, id in
                presentation?.hostSelected(id)
            }
            .onChange(of: presentation?.lastChoice) { _, choice in
                guard let choice, selection != choice.id else { return }
                selection = choice.id
            }
    }

    @ViewBuilder private var content: some View {
        if let presentation {
            PickerScreenView(presentation: presentation, changeOrigin: onChangeOrigin, confirm: onConfirm)
                .task(id: ObjectIdentifier(presentation)) { @MainActor in
                    guard presentation.offersAddressEntry else { return }
                    for await location in DeviceLocator.locations() { presentation.locationChanged(location) }
                }
        } else if let problem {
            Text(problem)
                .padding()
        }
    }

    /// Builds the presentation for the input and the environment's language, continuing from the
    /// previous one, then selects what the host's binding holds.
    private func build() {
        let language = PickerLocale.negotiated(from: [locale.identifier])
        let built: Result<PickerPresentation, PickerInputError>
        switch input {
        case .session(let session):
            if let presentation, presentation.session === session { return }
            built = .success(PickerPresentation(session: session))
        case .places(let places, let options):
            built = Result { () throws(PickerInputError) in
                .embedding(
                    try PickerModel(places: places, options: options, locale: language), continuing: presentation)
            }
        case .points(let points, let options):
            built = Result { () throws(PickerInputError) in
                .embedding(
                    try PickerModel(points: points, options: options, locale: language), continuing: presentation)
            }
        }
        switch built {
        case .success(let next):
            presentation = next
            problem = nil
            next.appear(hostSelection: selection)
        case .failure(let error):
            presentation = nil
            problem = error.description
        }
    }
}

extension PlacePickerView {
    /// What the picker shows: an app's places or points, or an app's own session.
    enum Input: Equatable {
        case places([Place], EmbeddingOptions)
        case points([PickupPoint], EmbeddingOptions)
        case session(PickerSession)

        static func == (lhs: Input, rhs: Input) -> Bool {
            switch (lhs, rhs) {
            case (.places(let a, let x), .places(let b, let y)): a == b && x == y
            case (.points(let a, let x), .points(let b, let y)): a == b && x == y
            case (.session(let a), .session(let b)): a === b
            default: false
            }
        }
    }
}
#endif
