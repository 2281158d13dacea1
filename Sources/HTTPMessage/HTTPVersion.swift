/// The protocol version of a request: HTTP/1.0 or HTTP/1.1.
public struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    /// The major number (always 1 for accepted requests).
    public let major: Int
    /// The minor number, 0 or 1.
    public let minor: Int

    /// Creates a version.
    ///
    /// - Parameters:
    ///   - major: The major number.
    ///   - minor: The minor number.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// HTTP/1.0.
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    /// HTTP/1.1.
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    /// "HTTP/1.1".
    public var description: String { "HTTP/\(major).\(minor)" }
}
