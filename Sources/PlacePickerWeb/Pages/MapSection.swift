import PickerLocalization
import PlacePicker

/// The map view: zoom and pan buttons, the server-drawn SVG (skippable, one Tab stop at most),
/// the attribution, and the same places as links in list order.
struct MapSection {
    var screen: Screen
    var context: PageContext

    /// Writes the section.
    func write(to writer: inout HTMLWriter) {
        let labels = screen.labels
        let map = screen.map
        let cards = context.cardLinks()
        // Each cluster's link and name are written twice (the symbol and the list of places):
        // made and escaped once.
        let cameraLinks = map.clusters.isEmpty ? nil : context.cameraLinks(for: screen.state)
        let clusterWords = map.clusters.map { words(for: $0, cameraLinks: cameraLinks) }
        let links = SVGMap.SymbolLinks(
            pinHref: { pin, writer in writer.cardHref(pin.id, links: cards) },
            cluster: { index, _ in clusterWords[index] })
        writer.open("section", "id", "map-view", "aria-labelledby", "map-heading")
        writer.element("h2", "id", "map-heading", "tabindex", "-1", text: labels.map)
        writer.trusted("<div class=\"map-controls\" role=\"group\"")
        writer.attribute("aria-label", labels.map)
        writer.endStartTag()
        controls(to: &writer)
        writer.endTag("div")
        // What the drawing holds of the visible set, for everyone; the drawing is one named
        // image (its places are the links after it, in list order).
        let count = context.picker.mapCountText(map)
        writer.element("p", "id", "map-count", text: count)
        writer.element("a", "class", "skip-map", "href", "#map-places-heading", text: labels.skipMap)
        writer.open("div", "class", "map-wrap")
        SVGMap(
            map: map, title: "\(labels.map): \(count)", originLabel: labels.originMarker,
            tileURLTemplate: context.configuration.tileURLTemplate, basemap: context.configuration.basemap
        ).write(links: links, to: &writer)
        writer.endTag("div")
        writer.element("p", "class", "attribution", text: attribution)
        writer.open("div", "class", "map-places")
        writer.element("h3", "id", "map-places-heading", "tabindex", "-1", text: labels.placesRotor)
        writer.open("ol", "id", "map-places", "class", "choices")
        items(cards, clusterWords: clusterWords, to: &writer)
        writer.endTag("ol")
        writer.endTag("div")
        writer.endTag("section")
    }

    /// Pins and clusters in list order (a cluster just before where its nearest member would
    /// stand), each a list item, written into one buffer.
    /// A cluster's link and name, escaped.
    private typealias ClusterWords = (href: HTMLWriter.EscapedValue, label: HTMLWriter.EscapedValue)

    private func words(for cluster: MapClusterItem, cameraLinks: PageContext.CameraLinks?) -> ClusterWords {
        (escapedClusterURL(cluster, cameraLinks: cameraLinks), HTMLWriter.EscapedValue(SVGMap.clusterLabel(cluster)))
    }

    private func items(
        _ cards: PageContext.CardLinks, clusterWords: [ClusterWords], to writer: inout HTMLWriter
    ) {
        // Where each symbol stands in the list (a pin at twice its rank, a cluster just before its
        // nearest member), sorted without moving the symbols themselves.
        let pins = screen.map.pins
        let clusters = screen.map.clusters
        var order: [(position: Int, index: Int)] = []
        order.reserveCapacity(pins.count + clusters.count)
        for (index, pin) in pins.enumerated() { order.append((pin.listPosition * 2, index)) }
        for (index, cluster) in clusters.enumerated() { order.append((cluster.listPosition * 2 - 1, -1 - index)) }
        order.sort { $0.position < $1.position }
        let selected = context.picker.text(.selected)
        for entry in order {
            writer.open("li")
            writer.startTag("a")
            if entry.index >= 0 {
                let pin = pins[entry.index]
                writer.cardHref(pin.id, links: cards)
                writer.attribute("class", literal: "pin-link")
                writer.endStartTag()
                writer.text(pin.accessibilityLabel)
                if pin.isSelected { writer.text(" (\(selected))") }
            } else {
                let said = clusterWords[-1 - entry.index]
                writer.attribute("href", said.href)
                writer.attribute("class", literal: "cluster-link")
                writer.endStartTag()
                writer.text(said.label)
            }
            writer.endTag("a")
            writer.endTag("li")
        }
    }

    /// The data's own attribution, and the basemap's when it draws the ground.
    private var attribution: String {
        guard let basemap = context.configuration.basemap, context.configuration.tileURLTemplate == nil else {
            return screen.map.attribution
        }
        let ground = context.picker.text(
            Phrase(.mapAttribution, ["source": .text(Self.withoutCopyright(basemap.attribution))]))
        return ground == screen.map.attribution ? ground : "\(ground) · \(screen.attribution)"
    }

    private static func withoutCopyright(_ text: String) -> String {
        text.hasPrefix("© ") ? String(text.dropFirst(2)) : text
    }

    /// Where a cluster leads: the page's state with the cluster activated
    /// (``PlacePicker/PickerModel/state(activating:on:)``). When that differs from the page's state
    /// only in its camera (zooming in), the link is the page's camera links with that camera.
    func clusterURL(_ cluster: MapClusterItem, cameraLinks: PageContext.CameraLinks?) -> String {
        url(of: context.picker.state(activating: cluster, on: screen), cameraLinks: cameraLinks)
    }

    /// ``clusterURL(_:cameraLinks:)`` escaped for an attribute: camera links are written escaped.
    func escapedClusterURL(_ cluster: MapClusterItem, cameraLinks: PageContext.CameraLinks?)
        -> HTMLWriter.EscapedValue
    {
        let activated = context.picker.state(activating: cluster, on: screen)
        if let cameraLinks, let camera = onlyCamera(activated), let escaped = cameraLinks.escapedURL(camera) {
            return escaped
        }
        return HTMLWriter.EscapedValue(url(of: activated, cameraLinks: cameraLinks))
    }

    /// The link of an activated state: the page's camera links when only the camera changed.
    private func url(of activated: PickerState, cameraLinks: PageContext.CameraLinks?) -> String {
        if let cameraLinks, let camera = onlyCamera(activated) { return cameraLinks.url(camera) }
        return context.url(state: activated)
    }

    /// The camera of an activated state that differs from the page's in its camera alone.
    private func onlyCamera(_ activated: PickerState) -> MapCamera? {
        guard let camera = activated.camera else { return nil }
        var others = activated
        others.camera = screen.state.camera
        return others == screen.state ? camera : nil
    }

    /// Zoom in and out, the pans and "fit".
    private func controls(to writer: inout HTMLWriter) {
        let labels = screen.labels
        Self.writeControl("in", labels.zoomIn, enabled: screen.map.canZoomIn, to: &writer)
        Self.writeControl("out", labels.zoomOut, enabled: screen.map.canZoomOut, to: &writer)
        for direction in PanDirection.allCases {
            Self.writeControl(
                direction.rawValue, labels.pan[direction] ?? direction.rawValue, enabled: true, to: &writer)
        }
        // Enabled whenever some of the visible set is off the map; it then shows them all.
        Self.writeControl("fit", labels.resetCamera, enabled: screen.map.canShowAll, to: &writer)
    }

    private static func writeControl(_ value: String, _ title: String, enabled: Bool, to writer: inout HTMLWriter) {
        writer.trusted("<button type=\"submit\" form=\"picker-form\" name=\"map\"")
        writer.attribute("value", value)
        writer.attribute("id", "map-\(value)")
        writer.attribute("class", literal: "secondary")
        writer.flag("disabled", !enabled)
        // Without JavaScript the new page opens at the map heading, not at the top.
        writer.attribute("formaction", literal: "/#map-heading")
        writer.endStartTag()
        writer.text(title)
        writer.endTag("button")
    }
}
