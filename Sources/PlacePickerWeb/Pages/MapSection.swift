import PlacePicker

/// The map view: zoom and pan buttons, the server-drawn SVG (skippable, one Tab stop at most),
/// the attribution, and the same places as links in list order.
struct MapSection {
    var screen: Screen
    var context: PageContext

    func render() -> HTMLNode {
        let labels = screen.labels
        let map = screen.map
        let cards = context.cardLinks()
        return HTMLNode("section", [.init("id", "map-view"), .init("aria-labelledby", "map-heading")]) {
            HTMLNode("h2", [.init("id", "map-heading"), .init("tabindex", "-1")]) { labels.map }
            HTMLNode("div", [.init("class", "map-controls"), .init("role", "group"), .init("aria-label", labels.map)]) {
                control("in", labels.zoomIn, enabled: map.canZoomIn)
                control("out", labels.zoomOut, enabled: map.canZoomOut)
                for direction in PanDirection.allCases {
                    control(direction.rawValue, labels.pan[direction] ?? direction.rawValue, enabled: true)
                }
                control("fit", labels.resetCamera, enabled: screen.state.camera != nil)
            }
            HTMLNode("a", [.init("class", "skip-map"), .init("href", "#map-places-heading")]) { labels.skipMap }
            HTMLNode("div", [.init("class", "map-wrap")]) {
                SVGMap(
                    map: map, title: labels.map, originLabel: labels.originMarker,
                    tileURLTemplate: context.configuration.tileURLTemplate, basemap: context.configuration.basemap
                ).render(
                    pinLink: { cards.url($0.id) },
                    clusterLink: { clusterURL($0) })
            }
            HTMLNode("p", [.init("class", "attribution")]) { attribution }
            HTMLNode("div", [.init("class", "map-places")]) {
                HTMLNode("h3", [.init("id", "map-places-heading"), .init("tabindex", "-1")]) { labels.placesRotor }
                HTMLNode("ol", [.init("id", "map-places"), .init("class", "choices")]) {
                    for item in items(cards) {
                        HTMLNode("li") { item }
                    }
                }
            }
        }
    }

    /// Pins and clusters in list order (a cluster at the position of its first member).
    private func items(_ cards: PageContext.CardLinks) -> [HTMLNode] {
        var entries: [(position: Int, node: HTMLNode)] = []
        let positions = Dictionary(uniqueKeysWithValues: screen.rows.enumerated().map { ($1.title, $0) })
        for pin in screen.map.pins {
            entries.append(
                (
                    pin.listPosition * 2,
                    HTMLNode("a", [.init("href", cards.url(pin.id)), .init("class", "pin-link")]) {
                        pin.accessibilityLabel
                        if pin.isSelected { " (\(context.picker.text(.selected)))" }
                    }
                ))
        }
        for cluster in screen.map.clusters {
            let position = (positions[cluster.nearestName] ?? screen.rows.count) * 2 + 1
            entries.append(
                (
                    position,
                    HTMLNode("a", [.init("href", clusterURL(cluster)), .init("class", "cluster-link")]) {
                        "\(cluster.accessibilityLabel). \(cluster.accessibilityHint)"
                    }
                ))
        }
        return entries.sorted { $0.position < $1.position }.map(\.node)
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

    private func clusterURL(_ cluster: MapClusterItem) -> String {
        context.url(state: context.picker.state(activating: cluster, on: screen))
    }

    private func control(_ value: String, _ title: String, enabled: Bool) -> HTMLNode {
        HTMLNode(
            "button",
            [
                .init("type", "submit"), .init("form", "picker-form"), .init("name", "map"), .init("value", value),
                .init("id", "map-\(value)"), .init("class", "secondary"), .flag("disabled", !enabled),
                // Without JavaScript the new page opens at the map heading, not at the top.
                .init("formaction", "/#map-heading"),
            ]
        ) { title }
    }
}
