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
