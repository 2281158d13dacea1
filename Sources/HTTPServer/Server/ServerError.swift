/// Why a ``Server`` could not start.
///
/// The message names the address and shows what to do, such as
/// "Cannot listen on 127.0.0.1:8080: the address is already in use. Stop the other server or choose another
/// port, such as 8081, or 0 for any free port."
public struct ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: Sendable, Equatable {
        /// The host is not a numeric IPv4 or IPv6 address, or the port is outside 0…65535.
        case invalidAddress
        /// Another socket already listens on the address.
        case addressInUse
        /// The start was refused for another reason (permissions, no such interface, no descriptors).
        case systemCall
        /// ``Server/start()`` was called on a server that already started.
        case alreadyStarted
    }

    /// The kind of failure.
    public let kind: Kind
    /// The `host:port` that was asked for (IPv6 in brackets).
    public let address: String
    /// The full explanation.
    public let message: String

    /// The explanation.
    public var description: String { message }

    static func address(host: String, port: Int) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
