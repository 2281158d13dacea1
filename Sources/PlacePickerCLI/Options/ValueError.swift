/// A value that cannot be read, such as `--near 60.1` or `--at tomorrow`; the message names the
/// bad part and shows a valid example.
public struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `the longitude is missing in '60.17'; write LAT,LON such as 60.1699,24.9384`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
