import Foundation
import Geodesy
import PlaceIndex
import PlaceQuery

extension PickerModel {
    /// Clustering radius in pixels at 256-pixel tiles (the map's symbols are about 24–40 px).
    static let clusterRadius = 40.0
    /// The highest zoom at which places are still clustered; beyond it, places that share one
    /// spot are listed instead of split.
    static let clusterMaxZoom = 18

    /// The camera that shows the visible places and the origin.
    ///
    /// - Parameters:
    ///   - results: The visible places.
    ///   - origin: The origin.
    /// - Returns: A camera that fits them in the configured viewport (zoom 16 for one point).
    public func fittingCamera(for results: [PlaceResult], origin: Coordinate) -> MapCamera {
        let points = results.map(\.place.coordinate) + [origin]
        let viewport = WebMercator.fit(
            points, width: configuration.mapViewport.width, height: configuration.mapViewport.height, padding: 40,
            maxZoom: 16)
        guard let viewport else { return MapCamera(center: origin, zoom: 14) }
        return MapCamera(center: viewport.center, zoom: viewport.tileZoom)
    }

    /// The map view of the visible places: pins and clusters at the camera's zoom.
    ///
    /// - Parameters:
    ///   - results: The visible places, in list order.
    ///   - rows: Their rows (same order), for names and states.
    ///   - state: The state (camera, selection, origin).
    ///   - instant: The instant of the opening states.
    /// - Returns: The map screen.
    func mapScreen(results: [PlaceResult], rows: [PlaceRow], state: PickerState, at instant: Date) -> MapScreen {
        let camera = state.camera ?? fittingCamera(for: results, origin: state.origin.coordinate)
        let clusters = clusterIndex(for: results)
        var pins: [MapPin] = []
        var clusterItems: [MapClusterItem] = []
        for node in clusters.clusters(south: -90, west: -180, north: 90, east: 180, zoom: camera.zoom) {
            switch node.kind {
            case .item(let index):
                pins.append(pin(for: rows[index], result: results[index], position: index + 1, at: instant))
            case .cluster(let id):
                let leaves = clusters.leaves(of: id)
                guard let nearest = leaves.min(by: { results[$0].distance < results[$1].distance }) else { continue }
                let expansion = clusters.expansionZoom(of: id)
                let activation: MapClusterItem.Activation =
                    if let expansion, expansion <= PickerModel.clusterMaxZoom, expansion > camera.zoom {
                        .zoomIn(toZoom: expansion)
                    } else {
                        .listMembers
                    }
                var label = text(
                    Phrase.cluster(
                        count: node.count, open: node.openCount, noun: configuration.noun,
                        nearestName: nameWithoutLocation(rows[nearest], results[nearest]),
                        nearestMeters: results[nearest].distance))
                // The selection inside a cluster is said, not only drawn (a thicker outline).
                if let selected = leaves.first(where: { results[$0].id == state.selectedID }) {
                    label += ". " + text(Phrase(.clusterHoldsSelection, ["name": .text(rows[selected].title)]))
                }
                let hint = text(activation == .listMembers ? .clusterHintList : .clusterHintZoom)
                clusterItems.append(
                    MapClusterItem(
                        id: clusterKey(id, members: leaves.map { results[$0].id }), count: node.count,
                        openCount: node.openCount, coordinate: node.coordinate, nearestName: rows[nearest].title,
                        accessibilityLabel: label, accessibilityHint: hint,
                        visibleCount: NumberText(locale: locale).integer(node.count), activation: activation,
                        containsSelection: leaves.contains { results[$0].id == state.selectedID }))
            }
        }
        pins.sort { $0.listPosition < $1.listPosition }
        clusterItems.sort { $0.id < $1.id }
        return MapScreen(
            camera: camera, pins: pins, clusters: clusterItems, origin: state.origin.coordinate,
            canZoomIn: camera.zoomedIn != nil, canZoomOut: camera.zoomedOut != nil,
            attribution: text(
                Phrase(.mapAttribution, ["source": .text(PickerModel.withoutCopyrightSign(configuration.attribution))])),
            prefersMutedEmphasis: pins.count + clusterItems.count > 12)
    }

    /// Clusters of the visible places (built per screen: the set is one page, so this is cheap).
    func clusterIndex(for results: [PlaceResult]) -> ClusterIndex {
        ClusterIndex(
            coordinates: results.map(\.place.coordinate), subset: nil,
            options: ClusterOptions(radius: PickerModel.clusterRadius, maxZoom: PickerModel.clusterMaxZoom),
            isOpen: { results[$0].opening.status == .open })
    }

    /// A stable id for a cluster: its zoom and its smallest member id, so it means the same group
    /// in the next request.
    func clusterKey(_ id: ClusterID, members: [String]) -> String {
        "z\(id.zoom)-\(members.min() ?? "")"
    }

    /// A pin: its label is the row's name, then where it is and its state, saying the location
    /// once even when the unique name already does ("R-kioski, 50 m west, Hours unknown").
    func pin(for row: PlaceRow, result: PlaceResult, position: Int, at instant: Date) -> MapPin {
        let label =
            row.title.contains(locationText(for: result))
            ? "\(row.title), \(text(statePhrase(for: result, at: instant)))" : "\(row.title), \(row.detail)"
        return MapPin(
            id: row.id, title: row.title, accessibilityLabel: label,
            glyph: glyph(for: result), coordinate: result.place.coordinate, stateKind: row.stateKind,
            isSelected: row.isSelected, listPosition: position)
    }

    /// A cluster's nearest member by name: the row's unique name, or the place's own name when the
    /// unique name already holds the distance the cluster label adds after it.
    func nameWithoutLocation(_ row: PlaceRow, _ result: PlaceResult) -> String {
        row.title.contains(locationText(for: result)) ? result.place.name : row.title
    }

    /// The category glyph: the first letter of the place's localized category name ("K" for a
    /// kiosk, "P" for a post office), so pins are told apart without colour.
    func glyph(for result: PlaceResult) -> String {
        let name = localizer.name(of: PlaceCategory(tagValue: result.place.categories.first ?? ""))
        return name.first.map { String($0).uppercased() } ?? "•"
    }
}

extension PickerModel {
    /// "OpenStreetMap contributors" from "© OpenStreetMap contributors", so templates that add
    /// their own © don't show two.
    static func withoutCopyrightSign(_ attribution: String) -> String {
        var text = Substring(attribution)
        while let first = text.first, first == "©" || first == " " { text = text.dropFirst() }
        return String(text)
    }
}
