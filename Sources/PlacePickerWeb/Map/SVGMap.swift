import ByteWriting
import Foundation
import Geodesy
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
public struct SVGMap: Sendable {
    /// The map to draw.
    public var map: MapScreen
    /// Viewport width in CSS pixels (the drawing scales to the page width).
    public var width: Double
    /// Viewport height in CSS pixels.
    public var height: Double
    /// The accessible name of the drawing.
    public var title: String
    /// The "your location" label.
    public var originLabel: String
    /// A raster tile URL template (`https://tile.example/{z}/{x}/{y}.png`) drawn under the
    /// symbols, or `nil` for the plain ground.
    public var tileURLTemplate: String?
    /// Streets, water, parks and buildings drawn under the symbols (used when there are no tiles).
    public var basemap: Basemap?

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
    public init(
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

    /// The SVG element.
    ///
    /// - Parameters:
    ///   - pinLink: The URL a pin opens.
    ///   - clusterLink: The URL a cluster opens.
    /// - Returns: The drawing.
    public func render(pinLink: (MapPin) -> String, clusterLink: (MapClusterItem) -> String) -> HTMLNode {
        withoutActuallyEscaping(pinLink) { pinLink in
            withoutActuallyEscaping(clusterLink) { clusterLink in
                render(
                    links: SymbolLinks(
                        pinHref: { pin, writer in writer.attribute("href", pinLink(pin)) },
                        cluster: { _, cluster in
                            (
                                HTMLWriter.EscapedValue(clusterLink(cluster)),
                                HTMLWriter.EscapedValue(Self.clusterLabel(cluster))
                            )
                        }))
            }
        }
    }

    /// How the drawing links and names its symbols, written straight into its buffer: a page
    /// that lists the same symbols again escapes their links and names once for both.
    struct SymbolLinks {
        /// Writes a pin's ` href="…"`.
        var pinHref: (MapPin, inout HTMLWriter) -> Void
        /// A cluster's link and its name (``SVGMap/clusterLabel(_:)``), escaped, by its index in the
        /// map's clusters.
        var cluster: (Int, MapClusterItem) -> (href: HTMLWriter.EscapedValue, label: HTMLWriter.EscapedValue)
    }

    /// What a cluster symbol is called: its label and what activating it does ("3 pickup points,
    /// 2 open, nearest … 400 m. Zooms in").
    static func clusterLabel(_ cluster: MapClusterItem) -> String {
        "\(cluster.accessibilityLabel). \(cluster.accessibilityHint)"
    }

    /// The SVG element, its symbols linked and named by `links`.
    func render(links: SymbolLinks) -> HTMLNode {
        var writer = HTMLWriter(capacity: 512 * (map.clusters.count + map.pins.count) + 2_048)
        write(links: links, to: &writer)
        return writer.node
    }

    /// Writes the SVG element, its symbols linked and named by `links`.
    func write(links: SymbolLinks, to writer: inout HTMLWriter) {
        let projection = MapProjection(camera: map.camera, width: width, height: height)
        let origin = projection.point(map.origin)
        let bar = projection.scaleBar()
        writer.startTag("svg")
        writer.attribute("xmlns", literal: "http://www.w3.org/2000/svg")
        writer.attribute("viewBox", "0 0 \(number(width)) \(number(height))")
        writer.attribute("class", literal: "map-drawing")
        // The camera, for the script's pointer pan and zoom: "zoom,latitude,longitude".
        writer.attribute(
            "data-camera", "\(map.camera.zoom),\(map.camera.center.latitude),\(map.camera.center.longitude)")
        // One named element for assistive technology, saying what it shows ("Map: 507 of 1,519
        // pickup points on the map"): in Orca's say-all its symbol links were read one by one
        // before the same places again as the list of links that follows the drawing. The
        // symbols stay links for a pointer, out of the Tab order (tabindex=-1) and hidden from
        // assistive technology (aria-hidden), which has them as the named links after the
        // drawing. (Not role=img: an image may hold no focusable content, and an SVG link is.)
        writer.attribute("role", literal: "group")
        writer.attribute("aria-label", title)
        writer.endStartTag()
        writer.startTag("rect")
        writer.attribute("class", literal: "map-ground")
        writer.attribute("width", number(width))
        writer.attribute("height", number(height))
        writer.endStartTag()
        writer.endTag("rect")
        writer.write(tiles(projection))
        if tileURLTemplate == nil, let basemap {
            writer.write(ground(basemap, projection))
        } else if tileURLTemplate == nil {
            grid(to: &writer)
        }
        if projection.isVisible(origin) {
            // "You are here": a ringed dot with its words beside it, unlike any pin.
            writer.startTag("g")
            writer.attribute("class", literal: "origin")
            writer.translateAttribute(origin)
            writer.endStartTag()
            writer.element("title", text: originLabel)
            writer.open("circle", "class", "origin-halo", "r", "13")
            writer.endTag("circle")
            writer.open("circle", "class", "origin-dot", "r", "6")
            writer.endTag("circle")
            let atRightEdge = origin.x > width - 140
            writer.startTag("text")
            writer.attribute("class", literal: "origin-label")
            writer.attribute("x", literal: atRightEdge ? "-18" : "18")
            writer.attribute("y", literal: "5")
            writer.attribute("text-anchor", literal: atRightEdge ? "end" : "start")
            writer.attribute("aria-hidden", literal: "true")
            writer.endStartTag()
            writer.text(originLabel)
            writer.endTag("text")
            writer.endTag("g")
        }
        symbols(projection, links: links, to: &writer)
        writer.startTag("g")
        writer.attribute("class", literal: "scale")
        writer.attribute("transform", "translate(12 \(number(height - 16)))")
        writer.endStartTag()
        writer.startTag("path")
        writer.attribute("d", "M0 -6V0H\(number(bar.pixels))V-6")
        writer.endStartTag()
        writer.endTag("path")
        writer.element("text", "x", "0", "y", "-10", text: scaleText(bar.metres))
        writer.endTag("g")
        writer.endTag("svg")
    }

    /// Clusters, then pins (the selected one last, on top).
    private func symbols(_ projection: MapProjection, links: SymbolLinks, to writer: inout HTMLWriter) {
        for (index, cluster) in map.clusters.enumerated() {
            let point = projection.point(cluster.coordinate)
            if projection.isVisible(point) {
                writeCluster(cluster, at: point, words: links.cluster(index, cluster), to: &writer)
            }
        }
        for pin in map.pins.sorted(by: { !$0.isSelected && $1.isSelected }) {
            let point = projection.point(pin.coordinate)
            if projection.isVisible(point) { writePin(pin, at: point, href: links.pinHref, to: &writer) }
        }
    }

    private func writePin(
        _ pin: MapPin, at point: (x: Double, y: Double), href: (MapPin, inout HTMLWriter) -> Void,
        to writer: inout HTMLWriter
    ) {
        writer.startTag("a")
        href(pin, &writer)
        finishSymbolStart(
            className: "pin", label: HTMLWriter.EscapedValue(pin.accessibilityLabel), at: point, to: &writer)
        if pin.isSelected {
            writer.open("path", "class", "pin-shape selected", "d", "M0 -17L17 0L0 17L-17 0Z")
            writer.endTag("path")
        } else if pin.stateKind == .unavailable {
            writer.trusted("<rect class=\"pin-shape unavailable\" x=\"-14\" y=\"-14\" width=\"28\" height=\"28\">")
            writer.endTag("rect")
        } else {
            writer.startTag("circle")
            writer.attribute("class", "pin-shape \(pin.stateKind.rawValue)")
            writer.attribute("r", literal: "14")
            writer.endStartTag()
            writer.endTag("circle")
        }
        writeHiddenText(pin.glyph, className: "glyph", y: "4", to: &writer)
        if basemap == nil && tileURLTemplate == nil && map.pins.count <= 40 {
            // Without a basemap the names are what orients: each pin is labelled.
            writeHiddenText(pin.title, className: "pin-label", x: "15", y: "4", to: &writer)
        }
        writer.endTag("a")
    }

    /// A symbol's visible text, hidden from assistive technology (the symbol's label says it):
    /// `<text class="…" x="…" y="…" aria-hidden="true">text</text>`.
    private func writeHiddenText(
        _ text: String, className: StaticString? = nil, x: StaticString? = nil, y: StaticString,
        to writer: inout HTMLWriter
    ) {
        writer.startTag("text")
        if let className { writer.attribute("class", literal: className) }
        if let x { writer.attribute("x", literal: x) }
        writer.attribute("y", literal: y)
        writer.attribute("aria-hidden", literal: "true")
        writer.endStartTag()
        writer.text(text)
        writer.endTag("text")
    }

    /// The rest of a symbol's link after its `<a href="…"`: its class, out of the Tab order, its
    /// name, where it is drawn, and the name again as its tooltip (`<title>`), escaped once.
    private func finishSymbolStart(
        className: StaticString, label: HTMLWriter.EscapedValue, at point: (x: Double, y: Double),
        to writer: inout HTMLWriter
    ) {
        writer.attribute("class", literal: className)
        writer.attribute("tabindex", literal: "-1")
        // Hidden from assistive technology: the same place is a named link after the drawing.
        writer.attribute("aria-hidden", literal: "true")
        writer.attribute("aria-label", label)
        writer.translateAttribute(point)
        writer.endStartTag()
        writer.element("title", text: label)
    }

    private func writeCluster(
        _ cluster: MapClusterItem, at point: (x: Double, y: Double),
        words: (href: HTMLWriter.EscapedValue, label: HTMLWriter.EscapedValue), to writer: inout HTMLWriter
    ) {
        let radius = 14 + min(12, log2(Double(max(cluster.count, 2))) * 2)
        writer.startTag("a")
        writer.attribute("href", words.href)
        finishSymbolStart(
            className: cluster.containsSelection ? "cluster selected" : "cluster", label: words.label, at: point,
            to: &writer)
        writer.startTag("circle")
        writer.attribute("r", number(radius))
        writer.endStartTag()
        writer.endTag("circle")
        writeHiddenText(cluster.visibleCount, y: "5", to: &writer)
        writer.endTag("a")
    }

    /// The 256-pixel tiles that cover the viewport at the camera's zoom, wrapped across the
    /// antimeridian; decorative (`aria-hidden`), since every fact is in the symbols and the list.
    private func tiles(_ projection: MapProjection) -> HTMLNode {
        guard let template = tileURLTemplate else { return .empty }
        let zoom = map.camera.zoom
        let count = 1 << zoom
        let scale = 256 * Double(count)
        let center = WebMercator.worldPoint(map.camera.center)
        let left = center.x * scale - width / 2
        let top = center.y * scale - height / 2
        var nodes: [HTMLNode] = []
        for tileY in Int((top / 256).rounded(.down))...Int(((top + height) / 256).rounded(.down))
        where (0..<count).contains(tileY) {
            for tileX in Int((left / 256).rounded(.down))...Int(((left + width) / 256).rounded(.down)) {
                let wrapped = ((tileX % count) + count) % count
                let url = template.replacingOccurrences(of: "{z}", with: String(zoom))
                    .replacingOccurrences(of: "{x}", with: String(wrapped))
                    .replacingOccurrences(of: "{y}", with: String(tileY))
                nodes.append(
                    HTMLNode(
                        "image",
                        [
                            .init("href", url), .init("x", number(Double(tileX) * 256 - left)),
                            .init("y", number(Double(tileY) * 256 - top)), .init("width", "256"),
                            .init("height", "256"),
                            .init("aria-hidden", "true"),
                        ]
                    ) { [] })
            }
        }
        return HTMLNode("g", [.init("class", "tiles")]) { nodes }
    }

    private func grid(to writer: inout HTMLWriter) {
        // A light grid every 100 px suggests movement when panning; it carries no information.
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
        writer.startTag("path")
        writer.attribute("class", literal: "map-grid")
        writer.attribute("d", markupFree: path)
        writer.attribute("aria-hidden", literal: "true")
        writer.endStartTag()
        writer.endTag("path")
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
            var text = rounded == rounded.rounded() && rounded.isFinite ? String(Int(rounded)) : String(rounded)
            text.withUTF8 { bytes.append(contentsOf: $0) }
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
