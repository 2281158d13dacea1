import Foundation

/// The listening socket and the pipe that wakes its accept loop for shutdown.
struct Listener: Sendable {
    /// The non-blocking listening socket.
    let descriptor: Int32
    /// The bound port.
    let port: Int
    private let wakeReadDescriptor: Int32
    /// Writing a byte here ends ``acceptUntilWoken(_:)``.
    let wakeWriteDescriptor: Int32

    /// Binds and listens with `SO_REUSEADDR` and a backlog of 512.
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
        if let code = Platform.startListening(fd, backlog: 512) {
            Platform.closeDescriptor(fd)
            throw failure(address, "listen failed", code)
        }
        Platform.setNonBlocking(fd)
        guard let boundPort = Platform.localPort(of: fd), let wake = Platform.makePipe() else {
            Platform.closeDescriptor(fd)
            throw failure(address, "cannot set up the listener", Platform.lastError)
        }
        return Listener(descriptor: fd, port: boundPort, wakeReadDescriptor: wake.read, wakeWriteDescriptor: wake.write)
    }

    /// Accepts connections and passes each to `body` until the wake pipe is written, then closes the listener
    /// and the pipe.
    ///
    /// - Parameter body: Called on the accept thread for each new connection; must not block.
    func acceptUntilWoken(_ body: (AcceptedSocket) -> Void) {
        defer {
            Platform.closeDescriptor(descriptor)
            Platform.closeDescriptor(wakeReadDescriptor)
            Platform.closeDescriptor(wakeWriteDescriptor)
        }
        while true {
            let readiness = Platform.waitUntilReady(
                [(descriptor, .readable), (wakeReadDescriptor, .readable)],
                timeoutMilliseconds: -1
            )
            if case .failed = readiness { Thread.sleep(forTimeInterval: 0.01) }
            if isWoken { return }
            while let accepted = Platform.acceptConnection(descriptor) {
                Platform.prepareConnection(accepted.descriptor)
                body(AcceptedSocket(descriptor: accepted.descriptor, remoteAddress: accepted.remote))
            }
            if !Platform.isWouldBlock(Platform.lastError) {
                // Out of descriptors or a similar lasting error: back off instead of spinning.
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }

    private var isWoken: Bool {
        let ready = Platform.waitUntilReady([(wakeReadDescriptor, .readable)], timeoutMilliseconds: 0)
        return ready == .ready
    }

    private static func failure(_ address: String, _ what: String, _ code: Int32) -> ServerError {
        ServerError(
            kind: .systemCall,
            address: address,
            message: "Cannot listen on \(address): \(what): \(Platform.describe(error: code))."
        )
    }
}
