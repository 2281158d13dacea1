import Foundation
import Geodesy
import OpeningHours
import PickerFormatting
import PickerLocalization
import PlaceQuery
import PlaceQueryModel
import Places

// The map: camera, clusters, pins and what they say.

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

    /// The part of the world a camera shows in the configured viewport.
    ///
    /// - Parameter camera: The camera.
    /// - Returns: Its bounds.
    public func viewportBounds(_ camera: MapCamera) -> BoundingBox {
        MapViewport(center: camera.center, zoom: Double(camera.zoom)).bounds(
            width: configuration.mapViewport.width, height: configuration.mapViewport.height)
    }

    /// The map of a state inside any box at any zoom (the JSON API's `/api/clusters`): the same
    /// pins and clusters as ``screen(for:at:announcement:)`` gives for a camera, for a viewport the
    /// client measured itself.
    ///
    /// - Parameters:
    ///   - state: The state (its camera is ignored).
    ///   - box: The viewport.
    ///   - zoom: The zoom (0…19).
    ///   - instant: The instant.
    /// - Returns: The map.
    public func map(for state: PickerState, in box: BoundingBox, zoom: Int, at instant: Date) -> MapScreen {
        let results = engine.results(for: query(for: state, at: instant))
        let layer = engine.mapLayer(
            for: results, in: box, zoom: zoom, radius: Self.clusterRadius, maxZoom: Self.clusterMaxZoom)
        return mapScreen(
            layer: layer, results: results, camera: MapCamera(center: box.center, zoom: zoom), state: state,
            at: instant)
    }

    /// The map: every place of the visible set inside the viewport, as named pins and clusters
    /// that say what they hold.
    func mapScreen(
        layer: MapLayer, results: Results, camera: MapCamera, state: PickerState,
        rows: [(row: PlaceRow, result: PlaceResult)] = [],
        at instant: Date
    ) -> MapScreen {
        // A listed pin says what its row says (computed once); other pins need only a headline.
        // Found by its result's catalog position.
        var listedRows = [Int: PlaceRow](minimumCapacity: rows.count)
        for (row, result) in rows {
            if let position = result.position { listedRows[position] = row }
        }
        var pinPositions: [Int] = []
        var clusters: [MapCluster] = []
        for node in layer.nodes {
            switch node {
            case .place(let position): pinPositions.append(position)
            case .cluster(let cluster): clusters.append(cluster)
            }
        }
        // Where each pin stands in the visible order ("3rd nearest"), for pins and their order:
        // the engine's layer says so for every place it gathered from the visible set.
        let ranks =
            layer.placeRanks.count == pinPositions.count
            ? layer.placeRanks.map { $0 + 1 } : [Int](repeating: 0, count: pinPositions.count)
        // The page's places are already measured; only the other pins are.
        var measured = [Int: PlaceResult](minimumCapacity: results.places.count + pinPositions.count)
        for result in results.places {
            if let position = result.position { measured[position] = result }
        }
        let unmeasured = engine.results(positions: pinPositions.filter { measured[$0] == nil }, query: results.query)
        for result in unmeasured {
            if let position = result.position { measured[position] = result }
        }
        let pinResults = pinPositions.compactMap { measured[$0] }
        let pins = zip(ranks, pinResults).map { rank, result in
            // A listed place's words come from its row; any other pin needs only the headline.
            let said: (title: String, detail: String)
            if let position = result.position, let listed = listedRows[position] {
                said = (listed.title, listed.detail)
            } else {
                let headline = headline(for: result, at: instant)
                said = (headline.title, headline.detail)
            }
            return pin(
                title: said.title, detail: said.detail, result: result, isSelected: result.id == state.selectedID,
                position: rank, at: instant)
        }
        let selectedPosition = state.selectedID.flatMap(engine.position(ofID:))
        var clusterItems: [MapClusterItem] = []
        clusterItems.reserveCapacity(clusters.count)
        // The same for every cluster of the map: worded once.
        let listHint = text(.clusterHintList)
        let zoomHint = text(.clusterHintZoom)
        let numbers = NumberText(locale: locale)
        // A cluster says only its nearest member's name and distance: no opening state or bearing
        // is computed for it.
        let origin = results.query.origin
        for cluster in clusters {
            guard let nearest = cluster.members.first,
                let nearestMeters = engine.distance(toPosition: nearest, from: origin)
            else { continue }
            let activation: MapClusterItem.Activation =
                cluster.expansionZoom.map { .zoomIn(toZoom: $0) } ?? .listMembers
            let nearestName = engine.place(at: nearest).map { names.name(position: nearest, place: $0) } ?? ""
            var label = text(
                Phrase.cluster(
                    count: cluster.members.count, open: cluster.openCount, noun: configuration.noun,
                    nearestName: nearestName, nearestMeters: nearestMeters))
            // The selection inside a cluster is said, not only drawn (a thicker outline).
            let holdsSelection = selectedPosition.map(cluster.members.contains) ?? false
            if holdsSelection, let id = state.selectedID, let selected = engine.place(id: id) {
                label += ". " + text(Phrase(.clusterHoldsSelection, ["name": .text(name(of: selected))]))
            }
            var item = MapClusterItem(
                id: cluster.key, count: cluster.members.count, openCount: cluster.openCount,
                coordinate: cluster.coordinate, nearestName: nearestName, accessibilityLabel: label,
                accessibilityHint: activation == .listMembers ? listHint : zoomHint,
                visibleCount: numbers.integer(cluster.members.count), activation: activation,
                containsSelection: holdsSelection, memberIDs: cluster.members.map { engine.placeID(at: $0) ?? "" })
            item.listPosition = cluster.nearestRank + 1
            clusterItems.append(item)
        }
        var map = MapScreen(
            camera: camera, pins: pins, clusters: clusterItems, origin: state.origin.coordinate,
            canZoomIn: camera.zoomedIn != nil, canZoomOut: camera.zoomedOut != nil,
            attribution: mapAttribution, prefersMutedEmphasis: pins.count + clusterItems.count > 12,
            placeCount: layer.placeCount)
        map.visibleSetCount = results.matchingCount
        return map
    }

    /// The map of a screen asked for without one: its camera, origin and attribution, no pins.
    func undrawnMap(camera: MapCamera, state: PickerState) -> MapScreen {
        var map = MapScreen(
            camera: camera, pins: [], clusters: [], origin: state.origin.coordinate,
            canZoomIn: camera.zoomedIn != nil, canZoomOut: camera.zoomedOut != nil, attribution: mapAttribution,
            prefersMutedEmphasis: false)
        map.isDrawn = false
        return map
    }

    /// "Map data © …" of the data's own attribution, then ``carrierAttribution``, in the page's
    /// language; empty when neither is known (never made up from where the data was read).
    var mapAttribution: String {
        let source = PickerModel.withoutCopyrightSign(configuration.attribution)
        let own = source.isEmpty ? nil : text(Phrase(.mapAttribution, ["source": .text(source)]))
        return [own, carrierAttribution].compactMap { $0 }.joined(separator: " · ")
    }

    /// Who the places are from: the data's own attribution, then ``carrierAttribution``.
    public var dataAttribution: String {
        let own = configuration.attribution.isEmpty ? nil : configuration.attribution
        return [own, carrierAttribution].compactMap { $0 }.joined(separator: " · ")
    }

    /// "Pickup points: DHL, InPost": the carriers, by their points' names in alphabetical order.
    public var carrierAttribution: String? {
        guard !engine.carriers.isEmpty else { return nil }
        let names = Set(engine.carriers.map { carrierName($0.name) }).sorted { $0.lowercased() < $1.lowercased() }
        let list = PhraseValue.text(names.joined(separator: ", "))
        return text(Phrase(.carrierAttribution, ["noun": .noun(configuration.noun), "carriers": list]))
    }

    /// A pin: named as its row is, then where it is and its state ("R-kioski, Kaivokatu, 50 m
    /// west · Hours unknown").
    func pin(
        title: String, detail: String, result: PlaceResult, isSelected: Bool, position: Int, at instant: Date
    ) -> MapPin {
        MapPin(
            id: result.id, title: title, accessibilityLabel: "\(title), \(detail)",
            glyph: glyph(for: result), coordinate: result.place.coordinate,
            stateKind: stateKind(for: result, at: instant), isSelected: isSelected, listPosition: position)
    }

    /// The category glyph: the first letter of the place's localized category name ("K" for a
    /// kiosk, "P" for a post office), so pins are told apart without colour.
    func glyph(for result: PlaceResult) -> String {
        let category = ServiceCategory(value: result.place.categories.first ?? "")
        return Self.glyphs[locale.language.ordinal][category] ?? ""
    }

    /// Every category's glyph in every language, made once: a category's name depends on the
    /// language alone, and a map has dozens of pins.
    private static let glyphs: [[ServiceCategory: String]] = Language.allCases.map { language in
        let localizer = Localizer(locale: PickerLocale(language: language))
        var glyphs: [ServiceCategory: String] = [:]
        for category in ServiceCategory.allCases {
            // "Other" gets no letter: an "O" in a circle reads as the "you are here" marker.
            glyphs[category] =
                category == .other ? "" : localizer.name(of: category).first.map { String($0).uppercased() } ?? "•"
        }
        return glyphs
    }

    /// "OpenStreetMap contributors" from "© OpenStreetMap contributors", so templates that add
    /// their own © don't show two.
    static func withoutCopyrightSign(_ attribution: String) -> String {
        var text = Substring(attribution)
        while let first = text.first, first == "©" || first == " " { text = text.dropFirst() }
        return String(text)
    }
}

extension MapLayer {
    /// The cluster with a key, if the layer has it.
    func cluster(key: String) -> MapCluster? {
        for node in nodes {
            if case .cluster(let cluster) = node, cluster.key == key { return cluster }
        }
        return nil
    }
}

extension PanDirection {
    /// The compass direction of the move.
    var compassDirection: CompassDirection {
        switch self {
        case .north: .north
        case .south: .south
        case .east: .east
        case .west: .west
        }
    }
}
