#if canImport(SwiftUI) && canImport(MapKit)
// The ten-line embed: README.md and docs/guides/swiftui.md show the lines from `import PlacePicker` to the
// struct's closing brace, and a test (EmbedSnippetTests) checks that they are these lines.
import PlacePicker
import PlacePickerUI
import Places
import SwiftUI

struct PickupStep: View {
    let points: [PickupPoint]  // your app's own pickup points
    @Binding var confirmed: Place?  // the whole place, handed back on Confirm
    @State private var pickupPointID: String?  // the one source of truth for the selection
    var body: some View {
        NavigationStack {
            PlacePickerView(places: points, selection: $pickupPointID) { place in confirmed = place }
        }
    }
}
#endif
