#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlaceSamples
import Places
import SwiftUI

/// The demo's window: the picker over the Helsinki sample, and below it the place the person
/// confirmed (what an app would store with the order).
struct DemoRoot: View {
    @State private var confirmed: Place?
    private let points = SamplePoints.load()

    var body: some View {
        switch points {
        case .success(let points):
            PickupStep(points: points, confirmed: $confirmed)
                .safeAreaInset(edge: .bottom) {
                    VStack(alignment: .leading, spacing: 4) {
                        if let confirmed {
                            Text(verbatim: "\(confirmed.name) (\(confirmed.id)), \(confirmed.address.singleLine)")
                                .font(.headline)
                        }
                        Text(verbatim: HelsinkiSample.attribution)
                            .font(.footnote)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                    .background(Color.gray.opacity(0.15))
                }
        case .failure(let problem):
            Text(verbatim: problem.description)
                .padding()
        }
    }
}
#endif
