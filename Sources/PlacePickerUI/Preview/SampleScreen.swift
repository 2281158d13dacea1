#if canImport(SwiftUI) && canImport(MapKit)
import Foundation
import Geodesy
import PickerFormatting
import PlacePicker
import PlacePickerSession
import SwiftUI

/// Four pickup points in central Helsinki run through the real engine, for previews: the screens are
/// what ``PlacePicker/PickerModel/screen(for:)`` computes, rows, pins, results and all, not values
/// written by hand. The points are made up (names, hours) around real street addresses.
enum SampleScreen {
    /// Monday 30 November 2026, 10:00 in Helsinki.
    static let instant = Date(timeIntervalSince1970: 1_796_025_600)

    /// The sample points.
    static let points: [PickupPoint] = [
        PickupPoint(
            id: "sample-1", name: "Kamppi post office", latitude: 60.1690, longitude: 24.9330,
            street: "Urho Kekkosen katu",
            houseNumber: "1", postcode: "00100", city: "Helsinki", category: "post_office",
            openingHours: "Mo-Fr 08:00-20:00; Sa 10:00-16:00", timeZone: "Europe/Helsinki", isStepFree: true),
        PickupPoint(
            id: "sample-2", name: "Kluuvi parcel locker", latitude: 60.1712, longitude: 24.9478,
            street: "Aleksanterinkatu",
            houseNumber: "9", postcode: "00100", city: "Helsinki", openingHours: "24/7", timeZone: "Europe/Helsinki"),
        PickupPoint(
            id: "sample-3", name: "Kaisaniemi kiosk", latitude: 60.1745, longitude: 24.9460, street: "Kaisaniemenkatu",
            houseNumber: "4", postcode: "00100", city: "Helsinki", category: "kiosk", openingHours: "Tu-Su 12:00-18:00",
            timeZone: "Europe/Helsinki", isStepFree: false),
        PickupPoint(
            id: "sample-4", name: "Forum parcel locker", latitude: 60.1690, longitude: 24.9330,
            street: "Mannerheimintie",
            houseNumber: "14", postcode: "00100", city: "Helsinki", openingHours: "Mo-Sa 08:00-21:00",
            timeZone: "Europe/Helsinki"),
    ]

    /// A presentation of the sample in the given mode, with the second point selected; `nil` only if
    /// the sample points were invalid (a programming error the previews would show as empty).
    ///
    /// - Parameters:
    ///   - mode: List or map.
    ///   - locale: The language.
    /// - Returns: The presentation.
    @MainActor
    static func presentation(mode: PickerMode, locale: PickerLocale = .fallback) -> PickerPresentation? {
        let station = Origin(
            coordinate: Coordinate(uncheckedLatitude: 60.1713, longitude: 24.9415), source: .default,
            label: "Helsinki central railway station")
        let options = EmbeddingOptions(
            origin: station, defaultTimeZone: "Europe/Helsinki", country: "FI",
            attribution: "Sample data, made up for previews")
        guard let picker = try? PickerModel(points: points, options: options, locale: locale, clock: { instant }) else {
            return nil
        }
        let presentation = PickerPresentation.embedding(picker, continuing: nil)
        presentation.perform(.switchMode(mode), from: .automatic)
        _ = presentation.appear(hostSelection: "sample-2")
        return presentation
    }
}

#if DEBUG
// Previews are compiled in debug builds. The SDK check on Linux compiles this file with DEBUG too,
// but cannot expand `#Preview`: no Linux toolchain has its plugin (docs/guides/swiftui.md).
#Preview("List") {
    NavigationStack {
        if let presentation = SampleScreen.presentation(mode: .list) {
            PickerScreenView(presentation: presentation, confirm: { _ in })
        }
    }
}

#Preview("Map") {
    NavigationStack {
        if let presentation = SampleScreen.presentation(mode: .map) {
            PickerScreenView(presentation: presentation, confirm: { _ in })
        }
    }
}

#Preview("List, accessibility size") {
    NavigationStack {
        if let presentation = SampleScreen.presentation(mode: .list) {
            PickerScreenView(presentation: presentation, confirm: { _ in })
        }
    }
    .dynamicTypeSize(.accessibility3)
}
#endif
#endif
