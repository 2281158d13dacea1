import ConcurrencyPrimitives
import Foundation

/// The listening socket, shared by every event loop: each one watches it and accepts from it.
///
/// On graceful stop each loop accepts what is already waiting, stops watching and calls ``release(drain:)``;
/// the last one accepts once more and closes the socket, so no loop can accept on a descriptor number that was
/// closed and reused, and a connection that completed its handshake before the close is served.
final class Listener: Sendable {
    /// The non-blocking listening socket.
    let descriptor: Int32
    /// The bound port.
    let port: Int
    private let holders: Locked<Int>

    /// The backlog asked for; the kernel caps it (Linux: `net.core.somaxconn`, 4096 by default since 5.4).
    static let backlog: Int32 = 4096

    private init(descriptor: Int32, port: Int) {
        self.descriptor = descriptor
        self.port = port
        self.holders = Locked(0)
    }

    /// Binds and listens with `SO_REUSEADDR`.
    ///
    /// - Parameters:
    ///   - host: A numeric IPv4 or IPv6 address, or `localhost`.
    ///   - port: The port, 0 for any free one.
    /// - Returns: The listener.
    /// - Throws: ``ServerError`` naming `host:port` and what to do.
    static func open(host: String, port: Int) throws(ServerError) -> Listener {
        let address = ServerError.address(host: host, port: port)
        guard let socketAddress = SocketAddress(host: host, port: port) else {
            throw ServerError(
                kind: .invalidAddress,
                address: address,
                message: "Cannot listen on \(address): the host must be a numeric IPv4 or IPv6 address and the port "
                    + "0…65535, such as 127.0.0.1:8080, 0.0.0.0:8080 or [::1]:8080."
            )
        }
        let fd = Platform.makeStreamSocket(family: socketAddress.family)
        guard fd >= 0 else { throw failure(address, "cannot create a socket", Platform.lastError) }
        Platform.allowAddressReuse(fd)
        if let code = Platform.bindSocket(fd, to: socketAddress) {
            Platform.closeDescriptor(fd)
            if Platform.isAddressInUse(code) {
                throw ServerError(
                    kind: .addressInUse,
                    address: address,
                    message: "Cannot listen on \(address): the address is already in use. Stop the other server "
                        + "or choose another port, such as \(port == 65_535 ? 8080 : port + 1), or 0 for any free port."
                )
            }
            throw failure(address, "bind failed", code)
        }
        if let code = Platform.startListening(fd, backlog: backlog) {
            Platform.closeDescriptor(fd)
            throw failure(address, "listen failed", code)
        }
        Platform.setNonBlocking(fd)
        guard let boundPort = Platform.localPort(of: fd) else {
            Platform.closeDescriptor(fd)
            throw failure(address, "cannot read the bound port", Platform.lastError)
        }
        return Listener(descriptor: fd, port: boundPort)
    }

    /// Records that one more loop watches the socket.
    func hold() {
        holders.withLock { $0 += 1 }
    }

    /// Records that a loop no longer watches the socket; the last one calls `drain` and then closes it.
    ///
    /// - Parameter drain: Accepts what is still waiting; called on the releasing loop's thread.
    func release(drain: () -> Void) {
        let last = holders.withLock { holders in
            holders -= 1
            return holders == 0
        }
        guard last else { return }
        drain()
        Platform.closeDescriptor(descriptor)
    }

    static func failure(_ address: String, _ what: String, _ code: Int32) -> ServerError {
        ServerError(
            kind: .systemCall,
            address: address,
            message: "Cannot listen on \(address): \(what): \(Platform.describe(error: code))."
        )
    }
}
