#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// An address field with its results: type, hear how many addresses match once typing pauses,
/// choose one from the list. Everything it shows and says comes from the ``PlacePicker/AddressEntry``.
struct AddressEntryView: View {
    /// The field's model.
    @Bindable var entry: AddressEntry
    /// The field's label: "Search for an address".
    let label: String
    /// Called with an address once it has a coordinate.
    let choose: @MainActor (AddressChoice) -> Void
    @State private var completer: AddressCompleter?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField(label, text: $entry.query)
            if let status = entry.status {
                Text(status)
                    .font(.footnote)
            }
            ForEach(entry.choices) { choice in
                AddressResultRow(choice: choice, isChosen: entry.isChosen(choice)) { pick(choice) }
            }
        }
        // `onSubmit(of:_:)` (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:));
        // without a submit the count is still said when typing pauses.
        .onSubmit { entry.submit() }
        .onAppear {
            guard entry.source == .mapService, completer == nil else { return }
            let entry = entry
            completer = AddressCompleter { results, query in entry.receive(results, for: query) }
        }
        .onChange(of: entry.query) { _, text in
            completer?.update(text)
        }
        .task(id: entry.generation) { @MainActor in
            let generation = entry.generation
            guard generation > 0 else { return }
            do { try await Task.sleep(for: entry.delay) } catch { return }
            entry.paused(after: generation)
        }
        .onChange(of: entry.speechCount) {
            entry.speech?.post()
        }
    }

    private func pick(_ choice: AddressChoice) {
        switch entry.choose(choice.id) {
        case .chosen(let chosen):
            choose(chosen)
        case .lookUp(let suggestion):
            guard let completer else {
                entry.lookupFinished(suggestion.id, coordinate: nil)
                return
            }
            let entry = entry
            let choose = choose
            completer.resolve(suggestion) { coordinate in
                if let resolved = entry.lookupFinished(suggestion.id, coordinate: coordinate) { choose(resolved) }
            }
        case .ignored:
            break
        }
    }
}

/// One result: a button with the address; the chosen one shows a check mark and has the selected trait.
struct AddressResultRow: View {
    /// The address.
    let choice: AddressChoice
    /// Whether it is the chosen one.
    let isChosen: Bool
    /// Chooses it.
    let choose: @MainActor () -> Void

    var body: some View {
        Button(action: choose) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 2) {
                    Text(choice.title)
                    if let subtitle = choice.subtitle {
                        Text(subtitle)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .buttonStyle(.bordered)
        .accessibilityAddTraits(isChosen ? .isSelected : [])
    }
}
#endif
