import ByteWriting
import Foundation
import Geodesy
import HTMLWriting
import HTTPMessage
import PlacePicker

/// Draws the map view as server-side SVG: the same visible set as the list, with named pins and
/// clusters as links, the origin marked, a scale bar and the attribution.
///
/// Pins are drawn by state with shape *and* fill, never colour alone: open = filled circle,
/// closing soon = filled circle with a notch ring, closed = hollow circle, unknown = dashed hollow
/// circle, unavailable = hollow square. The selected pin is a larger diamond with a thick outline.
/// Links inside the drawing are left out of the Tab order (`tabindex=-1`): keyboard users pass the
/// map in one step and reach the same pins through the list of pin links that follows it.
package struct SVGMap: Sendable {
    /// The map to draw.
    var map: MapScreen
    /// Viewport width in CSS pixels (the drawing scales to the page width).
    var width: Double
    /// Viewport height in CSS pixels.
    var height: Double
    /// The accessible name of the drawing.
    var title: String
    /// The "your location" label.
    var originLabel: String
    /// A raster tile URL template (`https://tile.example/{z}/{x}/{y}.png`) drawn under the
    /// symbols, or `nil` for the plain ground.
    var tileURLTemplate: String?
    /// Streets, water, parks and buildings drawn under the symbols (used when there are no tiles).
    var basemap: Basemap?

    /// Creates a drawing.
    ///
    /// - Parameters:
    ///   - map: The map screen.
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - title: Accessible name.
    ///   - originLabel: Origin marker label.
    ///   - tileURLTemplate: Raster tiles, or `nil`.
    ///   - basemap: Streets and ground drawn as SVG, or `nil`.
    package init(
        map: MapScreen, width: Double = 720, height: Double = 480, title: String, originLabel: String,
        tileURLTemplate: String? = nil, basemap: Basemap? = nil
    ) {
        self.basemap = basemap
        self.map = map
        self.width = width
        self.height = height
        self.title = title
        self.originLabel = originLabel
        self.tileURLTemplate = tileURLTemplate
    }

    /// How the drawing links and names its symbols, written straight into its buffer: a page
    /// that lists the same symbols again escapes their links and names once for both.
    package struct SymbolLinks {
        /// Writes a pin's ` href="…"`.
        var pinHref: (MapPin, inout HTML.Attributes) -> Void
        /// A cluster's link and its name (``SVGMap/clusterLabel(_:)``), escaped, by its index in the
        /// map's clusters.
        var cluster: (Int, MapClusterItem) -> (href: HTML.EscapedValue, label: HTML.EscapedValue)

        /// Links and names made by the page that draws the map.
        package init(
            pinHref: @escaping (MapPin, inout HTML.Attributes) -> Void,
            cluster: @escaping (Int, MapClusterItem) -> (href: HTML.EscapedValue, label: HTML.EscapedValue)
        ) {
            self.pinHref = pinHref
            self.cluster = cluster
        }

        /// Symbols that lead nowhere (`#`): a drawing with no places, such as an address preview.
        package static var none: SymbolLinks {
            SymbolLinks(
                pinHref: { _, attributes in attributes.add(.href, literal: "#") },
                cluster: { _, cluster in (HTML.EscapedValue("#"), HTML.EscapedValue(SVGMap.clusterLabel(cluster))) })
        }
    }

    /// What a cluster symbol is called: its label and what activating it does ("3 pickup points,
    /// 2 open, nearest … 400 m. Zooms in").
    package static func clusterLabel(_ cluster: MapClusterItem) -> String {
        "\(cluster.accessibilityLabel). \(cluster.accessibilityHint)"
    }

    /// Writes the SVG element, its symbols linked and named by `links`.
    package func write(links: SymbolLinks, to html: inout HTML) {
        let projection = MapProjection(camera: map.camera, width: width, height: height)
        let origin = projection.point(map.origin)
        let bar = projection.scaleBar()
        html.element(.svg, #"xmlns="http://www.w3.org/2000/svg""#) { attributes in
            attributes.add(.viewBox, "0 0 \(number(width)) \(number(height))")
            attributes.add(.class, literal: "map-drawing")
            // The camera, for the script's pointer pan and zoom: "zoom,latitude,longitude".
            attributes.add(
                .dataCamera, "\(map.camera.zoom),\(map.camera.center.latitude),\(map.camera.center.longitude)")
            // One named element for assistive technology, saying what it shows ("Map: 507 of 1,519
            // pickup points on the map"): in Orca's say-all its symbol links were read one by one
            // before the same places again as the list of links that follows the drawing. The
            // symbols stay links for a pointer, out of the Tab order (tabindex=-1) and hidden from
            // assistive technology (aria-hidden), which has them as the named links after the
            // drawing. (Not role=img: an image may hold no focusable content, and an SVG link is.)
            attributes.add(.role, literal: "group")
            attributes.add(.ariaLabel, title)
        } content: { html in
            html.empty(.rect, #"class="map-ground""#) { attributes in
                attributes.add(.width, number(width))
                attributes.add(.height, number(height))
            }
            tiles(projection, to: &html)
            // The ground: the basemap, else (or where its tiles do not reach) the grid.
            var hasGround = false
            if tileURLTemplate == nil, let basemap { hasGround = ground(basemap, projection, to: &html) }
            if tileURLTemplate == nil && !hasGround { grid(to: &html) }
            if projection.isVisible(origin) {
                originMarker(at: origin, to: &html)
            }
            symbols(projection, links: links, to: &html)
            html.element(.g, #"class="scale""#) { attributes in
                attributes.add(.transform, "translate(12 \(number(height - 16)))")
            } content: { html in
                html.empty(.path) { $0.add(.d, "M0 -6V0H\(number(bar.pixels))V-6") }
                html.element(.text, #"x="0" y="-10""#, text: scaleText(bar.metres))
            }
        }
    }

    /// "You are here": a ringed dot with its words beside it, unlike any pin.
    private func originMarker(at origin: (x: Double, y: Double), to html: inout HTML) {
        html.element(.g, #"class="origin""#) { attributes in
            attributes.translate(origin)
        } content: { html in
            html.element(.title, text: originLabel)
            html.empty(.circle, #"class="origin-halo" r="13""#)
            html.empty(.circle, #"class="origin-dot" r="6""#)
            let atRightEdge = origin.x > width - 140
            html.element(.text, #"class="origin-label""#) { attributes in
                attributes.add(.x, literal: atRightEdge ? "-18" : "18")
                attributes.add(.y, literal: "5")
                attributes.add(.textAnchor, literal: atRightEdge ? "end" : "start")
                attributes.add(.ariaHidden, literal: "true")
            } content: { html in
                html.text(originLabel)
            }
        }
    }

    /// Clusters, then pins (the selected one last, on top).
    private func symbols(_ projection: MapProjection, links: SymbolLinks, to html: inout HTML) {
        for (index, cluster) in map.clusters.enumerated() {
            let point = projection.point(cluster.coordinate)
            if projection.isVisible(point) {
                clusterSymbol(cluster, at: point, words: links.cluster(index, cluster), to: &html)
            }
        }
        for pin in map.pins.sorted(by: { !$0.isSelected && $1.isSelected }) {
            let point = projection.point(pin.coordinate)
            if projection.isVisible(point) { pinSymbol(pin, at: point, href: links.pinHref, to: &html) }
        }
    }

    /// A pin: its state's shape, its glyph, and its name beside it when nothing else orients.
    private func pinSymbol(
        _ pin: MapPin, at point: (x: Double, y: Double), href: (MapPin, inout HTML.Attributes) -> Void,
        to html: inout HTML
    ) {
        let label = HTML.EscapedValue(pin.accessibilityLabel)
        html.element(.a) { attributes in
            href(pin, &attributes)
            symbolAttributes(className: "pin", label: label, at: point, to: &attributes)
        } content: { html in
            html.element(.title, text: label)
            if pin.isSelected {
                html.empty(.path, #"class="pin-shape selected" d="M0 -17L17 0L0 17L-17 0Z""#)
            } else if pin.stateKind == .unavailable {
                html.empty(.rect, #"class="pin-shape unavailable" x="-14" y="-14" width="28" height="28""#)
            } else {
                html.empty(.circle) { attributes in
                    attributes.add(.class, literal: "pin-shape ", pin.stateKind.rawValue, literal: "")
                    attributes.add(.r, literal: "14")
                }
            }
            hiddenText(pin.glyph, className: "glyph", y: "4", to: &html)
            if basemap == nil && tileURLTemplate == nil && map.pins.count <= 40 {
                // Without a basemap the names are what orients: each pin is labelled.
                hiddenText(pin.title, className: "pin-label", x: "15", y: "4", to: &html)
            }
        }
    }

    /// A symbol's visible text, hidden from assistive technology (the symbol's label says it):
    /// `<text class="…" x="…" y="…" aria-hidden="true">text</text>`.
    private func hiddenText(
        _ text: String, className: StaticString? = nil, x: StaticString? = nil, y: StaticString,
        to html: inout HTML
    ) {
        html.element(.text) { attributes in
            if let className { attributes.add(.class, literal: className) }
            if let x { attributes.add(.x, literal: x) }
            attributes.add(.y, literal: y)
            attributes.add(.ariaHidden, literal: "true")
        } content: { html in
            html.text(text)
        }
    }

    /// A symbol's link attributes after its `href`: its class, out of the Tab order, hidden from
    /// assistive technology (the same place is a named link after the drawing), its name, and
    /// where it is drawn. Its name is also its tooltip (`<title>`), escaped once for both.
    private func symbolAttributes(
        className: StaticString, label: HTML.EscapedValue, at point: (x: Double, y: Double),
        to attributes: inout HTML.Attributes
    ) {
        attributes.add(.class, literal: className)
        attributes.add(.tabindex, literal: "-1")
        attributes.add(.ariaHidden, literal: "true")
        attributes.add(.ariaLabel, label)
        attributes.translate(point)
    }

    /// A cluster: a circle sized by its count, the count on it.
    private func clusterSymbol(
        _ cluster: MapClusterItem, at point: (x: Double, y: Double),
        words: (href: HTML.EscapedValue, label: HTML.EscapedValue), to html: inout HTML
    ) {
        let radius = 14 + min(12, log2(Double(max(cluster.count, 2))) * 2)
        html.element(.a) { attributes in
            attributes.add(.href, words.href)
            symbolAttributes(
                className: cluster.containsSelection ? "cluster selected" : "cluster", label: words.label, at: point,
                to: &attributes)
        } content: { html in
            html.element(.title, text: words.label)
            html.empty(.circle) { $0.add(.r, number(radius)) }
            hiddenText(cluster.visibleCount, y: "5", to: &html)
        }
    }

    /// The 256-pixel tiles that cover the viewport at the camera's zoom, wrapped across the
    /// antimeridian; decorative (`aria-hidden`), since every fact is in the symbols and the list.
    private func tiles(_ projection: MapProjection, to html: inout HTML) {
        guard let template = tileURLTemplate else { return }
        let zoom = map.camera.zoom
        let count = 1 << zoom
        let scale = 256 * Double(count)
        let center = WebMercator.worldPoint(map.camera.center)
        let left = center.x * scale - width / 2
        let top = center.y * scale - height / 2
        html.element(.g, #"class="tiles""#) { html in
            for tileY in Int((top / 256).rounded(.down))...Int(((top + height) / 256).rounded(.down))
            where (0..<count).contains(tileY) {
                for tileX in Int((left / 256).rounded(.down))...Int(((left + width) / 256).rounded(.down)) {
                    let wrapped = ((tileX % count) + count) % count
                    let url = template.replacingOccurrences(of: "{z}", with: String(zoom))
                        .replacingOccurrences(of: "{x}", with: String(wrapped))
                        .replacingOccurrences(of: "{y}", with: String(tileY))
                    html.empty(.image) { attributes in
                        attributes.add(.href, url)
                        attributes.add(.x, number(Double(tileX) * 256 - left))
                        attributes.add(.y, number(Double(tileY) * 256 - top))
                        attributes.add(.width, literal: "256")
                        attributes.add(.height, literal: "256")
                        attributes.add(.ariaHidden, literal: "true")
                    }
                }
            }
        }
    }

    /// A light grid every 100 px, which suggests movement when panning and carries no
    /// information.
    private func grid(to html: inout HTML) {
        var path: [UInt8] = []
        var x = 0.0
        while x <= width {
            path.append(UInt8(ascii: "M"))
            Self.append(x, to: &path)
            path.append(contentsOf: " 0V".utf8)
            Self.append(height, to: &path)
            x += 100
        }
        var y = 0.0
        while y <= height {
            path.append(contentsOf: "M0 ".utf8)
            Self.append(y, to: &path)
            path.append(UInt8(ascii: "H"))
            Self.append(width, to: &path)
            y += 100
        }
        html.empty(.path, #"class="map-grid""#) { attributes in
            attributes.add(.d, markupFree: path)
            attributes.add(.ariaHidden, literal: "true")
        }
    }

    private func scaleText(_ metres: Double) -> String {
        metres >= 1000 ? "\(number(metres / 1000)) km" : "\(number(metres)) m"
    }

    func translate(_ point: (x: Double, y: Double)) -> String {
        "translate(\(number(point.x)) \(number(point.y)))"
    }

    func number(_ value: Double) -> String {
        var text = ""
        Self.append(value, to: &text)
        return text
    }

    /// Appends a pixel value rounded to a tenth, without a trailing `.0` (`12`, `12.3`, `-0.5`).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - text: Where to append it.
    static func append(_ value: Double, to text: inout String) {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a pixel value rounded to a tenth, without a trailing `.0`, as ASCII bytes: written
    /// digit by digit into bytes, because `Double.description` and string appends were most of
    /// a page with a basemap (thousands of vertices).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bytes: Where to append it.
    @inline(__always)
    static func append<Sink: ByteSink>(_ value: Double, to bytes: inout Sink) {
        let scaled = (value * 10).rounded()
        guard scaled.magnitude < 1e15 else {
            let rounded = scaled / 10
            let text = rounded == rounded.rounded() && rounded.isFinite ? String(Int(rounded)) : String(rounded)
            bytes.append(utf8: text)
            return
        }
        var tenths = Int(scaled)
        if tenths < 0 {
            bytes.append(UInt8(ascii: "-"))
            tenths = -tenths
        }
        bytes.appendDigits(tenths / 10)
        if tenths % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(truncatingIfNeeded: 48 + tenths % 10))
        }
    }
}

extension HTML.Attributes {
    /// ` transform="translate(X Y)"`, pixel values to a tenth (``SVGMap/append(_:to:)``), written
    /// in place: every symbol of a map has one.
    mutating func translate(_ point: (x: Double, y: Double)) {
        add(.transform) { value in
            value.append("translate(" as StaticString)
            SVGMap.append(point.x, to: &value)
            value.append(UInt8(ascii: " "))
            SVGMap.append(point.y, to: &value)
            value.append(UInt8(ascii: ")"))
        }
    }
}
