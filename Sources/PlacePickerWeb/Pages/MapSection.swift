import HTMLWriting
import MapDrawing
import PickerLocalization
import PlacePicker

/// The map view: zoom and pan buttons, the server-drawn SVG (skippable, one Tab stop at most),
/// the attribution, and the same places as links in list order.
struct MapSection {
    var screen: Screen
    var context: PageContext

    /// Writes the section.
    func write(to html: inout HTML) {
        let labels = screen.labels
        let map = screen.map
        let cards = context.cardLinks()
        // Each cluster's link and name are written twice (the symbol and the list of places):
        // made and escaped once.
        let cameraLinks = map.clusters.isEmpty ? nil : context.cameraLinks(for: screen.state)
        let clusterWords = map.clusters.map { words(for: $0, cameraLinks: cameraLinks) }
        let links = SVGMap.SymbolLinks(
            pinHref: { pin, attributes in attributes.cardHref(pin.id, links: cards) },
            cluster: { index, _ in clusterWords[index] })
        // What the drawing holds of the visible set, for everyone; the drawing is one named
        // image (its places are the links after it, in list order).
        let count = context.picker.mapCountText(map)
        html.element(.section, #"id="map-view" aria-labelledby="map-heading""#) { html in
            html.element(.h2, #"id="map-heading" tabindex="-1""#, text: labels.map)
            html.element(.div, #"class="map-controls" role="group""#) { attributes in
                attributes.add(.ariaLabel, labels.map)
            } content: { html in
                controls(to: &html)
            }
            html.element(.p, #"id="map-count""#, text: count)
            html.element(.a, ##"class="skip-map" href="#map-places-heading""##, text: labels.skipMap)
            html.element(.div, #"class="map-wrap""#) { html in
                SVGMap(
                    map: map, title: "\(labels.map): \(count)", originLabel: labels.originMarker,
                    tileURLTemplate: context.configuration.tileURLTemplate, basemap: context.configuration.basemap
                ).write(links: links, to: &html)
            }
            writeAttribution(to: &html)
            html.element(.div, #"class="map-places""#) { html in
                html.element(.h3, #"id="map-places-heading" tabindex="-1""#, text: labels.placesRotor)
                html.element(.ol, #"id="map-places" class="choices""#) { html in
                    items(cards, clusterWords: clusterWords, to: &html)
                }
            }
        }
    }

    /// A cluster's link and name, escaped.
    private typealias ClusterWords = (href: HTML.EscapedValue, label: HTML.EscapedValue)

    private func words(for cluster: MapClusterItem, cameraLinks: PageContext.CameraLinks?) -> ClusterWords {
        (escapedClusterURL(cluster, cameraLinks: cameraLinks), HTML.EscapedValue(SVGMap.clusterLabel(cluster)))
    }

    /// A symbol of the map, as the list after the drawing has it.
    private enum Symbol {
        /// A pin, by its index in the map's pins.
        case pin(Int)
        /// A cluster, by its index in the map's clusters.
        case cluster(Int)
    }

    /// Pins and clusters in list order (a cluster just before where its nearest member would
    /// stand), each a list item with its link.
    private func items(
        _ cards: PageContext.CardLinks, clusterWords: [ClusterWords], to html: inout HTML
    ) {
        // Where each symbol stands in the list: a pin at twice its rank, a cluster one before its
        // nearest member's place.
        let pins = screen.map.pins
        let clusters = screen.map.clusters
        var order: [(position: Int, symbol: Symbol)] = []
        order.reserveCapacity(pins.count + clusters.count)
        for (index, pin) in pins.enumerated() { order.append((pin.listPosition * 2, .pin(index))) }
        for (index, cluster) in clusters.enumerated() { order.append((cluster.listPosition * 2 - 1, .cluster(index))) }
        order.sort { $0.position < $1.position }
        let selected = context.picker.text(.selected)
        for entry in order {
            html.element(.li) { html in
                switch entry.symbol {
                case .pin(let index):
                    let pin = pins[index]
                    html.element(.a) { attributes in
                        attributes.cardHref(pin.id, links: cards)
                        attributes.add(.class, literal: "pin-link")
                    } content: { html in
                        html.text(pin.accessibilityLabel)
                        if pin.isSelected { html.text(" (\(selected))") }
                    }
                case .cluster(let index):
                    let said = clusterWords[index]
                    html.element(.a) { attributes in
                        attributes.add(.href, said.href)
                        attributes.add(.class, literal: "cluster-link")
                    } content: { html in
                        html.text(said.label)
                    }
                }
            }
        }
    }

    /// The attribution under the map: who the drawn ground is from, and whose the places are.
    ///
    /// Without a basemap, the screen's ("Map data © …" of the data's own attribution, then the
    /// carriers: "Pickup points: DHL, InPost"). With a GeoJSON basemap, its attribution, then the
    /// places' when it differs. With vector tiles, "Map data © " and the tiles' own attribution
    /// (their metadata; OpenStreetMap's contributors by default), the places' own attribution when
    /// it is another one, then the carriers, each in the page's language: OpenStreetMap's credit in
    /// its own words for that language (``OpenStreetMapCredit``). Never a file name.
    private func writeAttribution(to html: inout HTML) {
        let language = context.picker.locale.language
        let credit = { (text: String) in OpenStreetMapCredit.translating(text, to: language) }
        guard let basemap = context.configuration.basemap, context.configuration.tileURLTemplate == nil else {
            html.element(.p, #"class="attribution""#, text: credit(screen.map.attribution))
            return
        }
        guard basemap.tiles != nil else {
            let ground = context.picker.text(
                Phrase(.mapAttribution, ["source": .text(Self.withoutCopyright(basemap.attribution))]))
            let text = ground == screen.map.attribution ? ground : "\(ground) · \(screen.attribution)"
            html.element(.p, #"class="attribution""#, text: credit(text))
            return
        }
        let picker = context.picker
        let groundSource = Self.withoutCopyright(basemap.attribution)
        let placesSource = Self.withoutCopyright(picker.configuration.attribution)
        // The places' own attribution names the ground's source (or the other way round): one line.
        let same = !placesSource.isEmpty && (placesSource.contains(groundSource) || groundSource.contains(placesSource))
        let source = same && placesSource.count > groundSource.count ? placesSource : groundSource
        var text = picker.text(Phrase(.mapAttribution, ["source": .text(source)]))
        if !same && !placesSource.isEmpty { text += " · \(picker.configuration.attribution)" }
        if let carriers = picker.carrierAttribution { text += " · \(carriers)" }
        html.element(.p, #"class="attribution""#, text: credit(text))
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
        -> HTML.EscapedValue
    {
        let activated = context.picker.state(activating: cluster, on: screen)
        if let cameraLinks, let camera = onlyCamera(activated), let escaped = cameraLinks.escapedURL(camera) {
            return escaped
        }
        return HTML.EscapedValue(url(of: activated, cameraLinks: cameraLinks))
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
    private func controls(to html: inout HTML) {
        let labels = screen.labels
        Self.control("in", labels.zoomIn, enabled: screen.map.canZoomIn, to: &html)
        Self.control("out", labels.zoomOut, enabled: screen.map.canZoomOut, to: &html)
        for direction in PanDirection.allCases {
            Self.control(direction.rawValue, labels.pan[direction] ?? direction.rawValue, enabled: true, to: &html)
        }
        // Enabled whenever some of the visible set is off the map; it then shows them all.
        Self.control("fit", labels.resetCamera, enabled: screen.map.canShowAll, to: &html)
    }

    private static func control(_ value: String, _ title: String, enabled: Bool, to html: inout HTML) {
        html.element(.button, #"type="submit" form="picker-form" name="map""#) { attributes in
            attributes.add(.value, value)
            attributes.add(.id, "map-\(value)")
            attributes.add(.class, literal: "secondary")
            attributes.flag(.disabled, !enabled)
            // Without JavaScript the new page opens at the map heading, not at the top.
            attributes.add(.formaction, literal: "/#map-heading")
        } content: { html in
            html.text(title)
        }
    }
}
