import Foundation

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
    public init(returnURL: String? = nil, tileURLTemplate: String? = nil, fixedInstant: Date? = nil) {
        self.returnURL = returnURL
        self.tileURLTemplate = tileURLTemplate
        self.fixedInstant = fixedInstant
    }
}
