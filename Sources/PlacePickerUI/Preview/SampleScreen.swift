#if canImport(SwiftUI) && canImport(MapKit)
import Foundation
import Geodesy
import PlacePicker
import PlaceQuery
import SwiftUI

/// A fixed screen with three pickup points in central Helsinki, built from the model types directly, for
/// previews. The strings are sample data, written the way ``PlacePicker/PickerModel/screen(for:)`` writes them.
enum SampleScreen {
    /// The sample screen in the given mode, with the second place selected.
    ///
    /// - Parameter mode: List or map.
    /// - Returns: A screen.
    static func screen(mode: PickerMode) -> Screen {
        let origin = Origin(
            coordinate: Coordinate(uncheckedLatitude: 60.1719, longitude: 24.9414), source: .default,
            label: "Helsinki central railway station")
        let camera = PlacePicker.MapCamera(center: origin.coordinate, zoom: 15)
        let rowList = rows
        return Screen(
            state: PickerState(origin: origin, mode: mode, selectedID: rowList[1].id, camera: camera),
            instant: Date(timeIntervalSince1970: 1_780_000_000),
            summary: Summary(
                text: "3 pickup points, 2 open now. Nearest open: Kamppi post office, 350 m west.",
                matchingCount: 3, openCount: 2, unknownCount: 0, nearestOpenID: rowList[0].id),
            rows: rowList, results: [],
            map: MapScreen(
                camera: camera, pins: pins(for: rowList), clusters: [], origin: origin.coordinate, canZoomIn: true,
                canZoomOut: true, attribution: "© OpenStreetMap contributors", prefersMutedEmphasis: true),
            filters: filters, labels: labels, selectionNotice: nil, selectedRow: rowList[1], selectedResult: nil,
            clusterScope: nil, hasMore: false,
            originText: "Distances from Helsinki central railway station",
            attribution: "© OpenStreetMap contributors", languageTag: "en")
    }

    private static let places: [(id: String, name: String, latitude: Double, longitude: Double, detail: String)] = [
        ("node/1", "Kamppi post office", 60.1690, 24.9330, "350 m west · Open until 21:00"),
        ("node/2", "Kluuvi parcel locker", 60.1712, 24.9478, "380 m east · Open 24 hours"),
        ("node/3", "Kaisaniemi kiosk", 60.1745, 24.9460, "420 m north-east · Closed · opens Mon 08:00"),
    ]

    private static var rows: [PlaceRow] {
        places.enumerated().map { index, place in
            let isSelected = index == 1
            return PlaceRow(
                id: place.id, title: place.name, detail: place.detail,
                stateText: index == 2 ? "Closed · opens Mon 08:00" : "Open",
                addressLine: "Mannerheimintie \(index + 1)",
                stateKind: index == 2 ? .closed : .open, actionTitle: "Pick up here",
                accessibilityLabel: "Pick up at \(place.name)",
                inputLabels: ["Pick up here", "Pick up at \(place.name)", place.name],
                accessibilityValue: "\(place.detail). Mannerheimintie \(index + 1)",
                accessibilityHint: "Selects this pickup point", isSelected: isSelected, isSelectable: true,
                unavailableReason: nil,
                customContent: [LabeledText(label: "Address", value: "Mannerheimintie \(index + 1)")])
        }
    }

    private static func pins(for rows: [PlaceRow]) -> [PlacePicker.MapPin] {
        zip(places, rows).enumerated().map { index, pair in
            PlacePicker.MapPin(
                id: pair.1.id, title: pair.1.title, accessibilityLabel: "\(pair.1.title), \(pair.1.detail)",
                glyph: "P", coordinate: Coordinate(uncheckedLatitude: pair.0.latitude, longitude: pair.0.longitude),
                stateKind: pair.1.stateKind, isSelected: pair.1.isSelected, listPosition: index + 1)
        }
    }

    private static var filters: FilterPanel {
        FilterPanel(
            legend: "Filters", openNowLabel: "Open now", isOpenNow: false, stepFreeLabel: "Step-free access",
            isStepFreeOnly: false, categoriesLabel: "Categories",
            categories: [
                FilterPanel.CategoryOption(id: "post_office", label: "Post office", count: 1, isOn: false),
                FilterPanel.CategoryOption(id: "parcel_locker", label: "Parcel locker", count: 2, isOn: false),
            ],
            sortLabel: "Sort by",
            sortOptions: [
                FilterPanel.SortOption(id: .distance, label: "Distance"),
                FilterPanel.SortOption(id: .name, label: "Name"),
                FilterPanel.SortOption(id: .closingTime, label: "Closing time"),
            ],
            sort: .distance, searchLabel: "Search", searchText: "")
    }

    private static var labels: ControlLabels {
        ControlLabels(
            title: "Choose a pickup point", viewSwitch: "View", list: "List", map: "Map", yourLocation: "Your location",
            useMyLocation: "Use my location", addressSearch: "Search for an address", zoomIn: "Zoom in",
            zoomOut: "Zoom out",
            pan: [.north: "Move map north", .south: "Move map south", .east: "Move map east", .west: "Move map west"],
            resetCamera: "Fit all places", showMore: "Show more", clearSelection: "Clear selection", confirm: "Confirm",
            change: "Change", placesRotor: "Places", originMarker: "Your location", resultsHeading: "Pickup points",
            applyFilters: "Apply filters", findAddress: "Find address", chooseAddress: "Choose your address",
            noAddressFound: "No address matches.", skipToResults: "Skip to results", skipMap: "Skip the map",
            problems: "Some choices could not be used", details: "Details", back: "Back to the list",
            entranceNotes: "Entrance notes", yourChoice: "Your choice", search: "Search pickup points")
    }
}

#if DEBUG
// Previews are compiled by Xcode only in debug builds; the Linux type-check does not define DEBUG.
#Preview("List") {
    NavigationStack {
        PickerScreenView(screen: SampleScreen.screen(mode: .list), perform: { _ in }, confirm: { _ in })
    }
}

#Preview("Map") {
    NavigationStack {
        PickerScreenView(screen: SampleScreen.screen(mode: .map), perform: { _ in }, confirm: { _ in })
    }
}

#Preview("Row, accessibility size") {
    List {
        PlaceRowView(row: SampleScreen.screen(mode: .list).rows[0], select: {})
    }
    .dynamicTypeSize(.accessibility3)
}
#endif
#endif
