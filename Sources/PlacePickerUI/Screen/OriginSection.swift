#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

/// Where distances are measured from, and how to change it.
///
/// With the picker's own address field (the embedding initializers): while no device location is
/// known or coming, the field is open; otherwise it is behind a "Change" disclosure. With an app's
/// own address flow: a "Change" button that calls the app. The origin sentence is its own element
/// and is said once (the button does not repeat it).
struct OriginSection: View {
    /// What to render.
    @Bindable var presentation: PickerPresentation
    /// The app's own "change origin" action, if any.
    let changeOrigin: (@MainActor () -> Void)?

    var body: some View {
        let screen = presentation.screen
        VStack(alignment: .leading, spacing: 8) {
            Text(screen.originText)
                .font(.footnote)
            if let status = presentation.locationText {
                Text(status)
                    .font(.footnote)
            }
            if let entry = presentation.addressEntry {
                if presentation.needsAddress {
                    addressField(entry, labels: screen.labels)
                } else {
                    DisclosureGroup(screen.labels.change, isExpanded: $presentation.isChangingOrigin) {
                        addressField(entry, labels: screen.labels)
                    }
                    .font(.footnote)
                }
            } else if let changeOrigin {
                Button(screen.labels.change, action: changeOrigin)
                    .buttonStyle(.bordered)
                    .font(.footnote)
            }
        }
    }

    private func addressField(_ entry: AddressEntry, labels: ControlLabels) -> some View {
        let presentation = presentation
        return AddressEntryView(entry: entry, label: labels.addressSearch) { _ in
            if let origin = entry.chosenOrigin { presentation.chooseOrigin(origin) }
        }
    }
}
#endif
