import Foundation
import MapDrawing
import PlaceSelection
import Places
import WebAssets

/// How the web picker is set up by whoever runs it.
public struct WebConfiguration: Sendable {
    /// Where the chosen place id is posted when the person continues (a host site's checkout),
    /// or `nil` to show the choice only.
    public var returnURL: String?
    /// A raster tile URL template such as `https://tile.example/{z}/{x}/{y}.png` drawn under the
    /// map, or `nil` (the default: no tiles, no third-party requests).
    public var tileURLTemplate: String?
    /// A fixed instant for every request (demos and tests), or `nil` for the clock.
    public var fixedInstant: Date?
    /// Streets, water, parks and buildings the map draws as SVG when there are no tiles, or `nil`
    /// (the map then labels its pins with their names).
    public var basemap: Basemap?
    /// Origins (`https://shop.example`, exact scheme, host and port) that may frame the picker,
    /// call `/api/*` with CORS, receive its messages and be `return` targets.
    public var embedOrigins: [String]
    /// The shop's accent colour (`#RRGGBB`) for buttons and links, or `nil` for the default.
    public var accent: String?
    /// `metric` or `imperial` for every page unless the URL says otherwise, or `nil` for the
    /// convention of the language and region.
    public var units: String?
    /// The shop's name, shown in the page title ("Choose a pickup point — Kauppa"), or `nil`.
    public var shopName: String?
    /// The sources of the places with when each was last read (`/healthz`, `/api/sources`); asked
    /// for each request, so a database's sources can change while the app runs.
    public var sources: @Sendable () -> [SourceStatus] = { [] }
    /// The key choices are signed with (``Selection``), or `nil`: the hand-off then carries no
    /// token and `/api/selections/verify` answers 503.
    public var selectionSigner: SelectionSigner?
    /// The default origin's name by language code (`fi`: "Helsingin päärautatieasema"), so the
    /// page says "Distances from …" in its own language; empty keeps the configured label.
    public var defaultOriginNames: [String: String] = [:]

    /// The scheme, host and port of the tile template (`https://tile.example`), which the
    /// Content-Security-Policy then allows images from; `nil` without tiles.
    public var tileOrigin: String? {
        guard let template = tileURLTemplate,
            let url = URL(
                string: template.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")),
            let scheme = url.scheme, let host = url.host
        else { return nil }
        return url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - returnURL: Where to post the choice.
    ///   - tileURLTemplate: Raster tiles.
    ///   - fixedInstant: A fixed clock.
    ///   - basemap: The SVG ground.
    ///   - embedOrigins: Origins allowed to embed the picker.
    ///   - accent: The accent colour.
    ///   - units: `metric` or `imperial`.
    ///   - shopName: The shop's name.
    public init(
        returnURL: String? = nil, tileURLTemplate: String? = nil, fixedInstant: Date? = nil, basemap: Basemap? = nil,
        embedOrigins: [String] = [], accent: String? = nil, units: String? = nil, shopName: String? = nil
    ) {
        self.returnURL = returnURL
        self.tileURLTemplate = tileURLTemplate
        self.fixedInstant = fixedInstant
        self.basemap = basemap
        self.embedOrigins = embedOrigins
        self.accent = accent
        self.units = units
        self.shopName = shopName
    }

    /// The exact origin (`scheme://host[:port]`, lowercased, default port left out) of an http or
    /// https URL, as `--embed-origin` and `return=` are compared; `nil` for anything else.
    ///
    /// - Parameter url: An absolute URL or origin.
    /// - Returns: Its origin.
    public static func origin(of url: String) -> String? { HandOff.origin(of: url) }

    /// Checks an accent colour for 4.5:1 text contrast (see `docs/guides/embedding.md`).
    ///
    /// - Parameter accent: `#rrggbb` or `#rgb`.
    /// - Returns: `nil` when it passes, else why it was refused and what would pass.
    public static func accentProblem(_ accent: String) -> String? {
        do {
            _ = try Theme(accent: accent)
            return nil
        } catch {
            return error.description
        }
    }
}
