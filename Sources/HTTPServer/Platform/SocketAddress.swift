#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 socket address, parsed from a numeric host string.
///
/// Only numeric addresses are accepted (`127.0.0.1`, `0.0.0.0`, `::1`, `[::1]`, `::`) plus the name `localhost`
/// (taken as `127.0.0.1`): a server should not depend on name resolution to start.
struct SocketAddress {
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    private var storage: sockaddr_storage
    private let length: socklen_t

    /// Parses a host and port.
    ///
    /// - Parameters:
    ///   - host: A numeric IPv4 or IPv6 address, optionally in brackets, or `localhost`.
    ///   - port: 0…65535; 0 asks the system for a free port.
    ///
    /// Fails when the host is not a numeric address or the port is out of range.
    init?(host: String, port: Int) {
        guard (0...65_535).contains(port) else { return nil }
        var name = host
        if name == "localhost" { name = "127.0.0.1" }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        storage = sockaddr_storage()
        var parsed = false
        if !name.contains(":") {
            var address = sockaddr_in()
            if inet_pton(AF_INET, name, &address.sin_addr) == 1 {
                #if canImport(Darwin)
                address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
                #endif
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(UInt16(port).bigEndian)
                withUnsafeMutableBytes(of: &storage) { raw in
                    raw.storeBytes(of: address, as: sockaddr_in.self)
                }
                family = AF_INET
                length = socklen_t(MemoryLayout<sockaddr_in>.size)
                parsed = true
            } else {
                family = 0
                length = 0
            }
        } else {
            var address = sockaddr_in6()
            if inet_pton(AF_INET6, name, &address.sin6_addr) == 1 {
                #if canImport(Darwin)
                address.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
                #endif
                address.sin6_family = sa_family_t(AF_INET6)
                address.sin6_port = in_port_t(UInt16(port).bigEndian)
                withUnsafeMutableBytes(of: &storage) { raw in
                    raw.storeBytes(of: address, as: sockaddr_in6.self)
                }
                family = AF_INET6
                length = socklen_t(MemoryLayout<sockaddr_in6>.size)
                parsed = true
            } else {
                family = 0
                length = 0
            }
        }
        if !parsed { return nil }
    }

    /// Wraps an address the kernel filled in (from `accept` or `getsockname`).
    init(storage: sockaddr_storage, length: socklen_t) {
        self.storage = storage
        self.length = length
        self.family = Int32(storage.ss_family)
    }

    /// The address a socket is bound to.
    static func local(of fd: Int32) -> SocketAddress? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return result == 0 ? SocketAddress(storage: storage, length: length) : nil
    }

    /// The port in host byte order.
    var port: Int {
        withUnsafeBytes(of: storage) { raw in
            switch family {
            case AF_INET: Int(UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port))
            case AF_INET6: Int(UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port))
            default: 0
            }
        }
    }

    /// The numeric host, such as `127.0.0.1` or `::1`; `unknown` for other families (Unix sockets).
    var hostText: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let converted: Bool = withUnsafeBytes(of: storage) { raw in
            switch family {
            case AF_INET:
                var address = raw.load(as: sockaddr_in.self).sin_addr
                return inet_ntop(AF_INET, &address, &text, socklen_t(text.count)) != nil
            case AF_INET6:
                var address = raw.load(as: sockaddr_in6.self).sin6_addr
                return inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) != nil
            default:
                return false
            }
        }
        guard converted else { return "unknown" }
        let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What the per-client connection limit counts by: the IPv4 address (also when it arrives IPv4-mapped on an
    /// IPv6 socket, `::ffff:a.b.c.d`), or the IPv6 /64 prefix, such as `2001:db8:1:2::/64`, since one IPv6
    /// subscriber usually holds a whole /64.
    var clientKey: String {
        guard family == AF_INET6 else { return hostText }
        let bytes: [UInt8] = withUnsafeBytes(of: storage) { raw in
            withUnsafeBytes(of: raw.load(as: sockaddr_in6.self).sin6_addr) { Array($0) }
        }
        if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map {
            String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }

    /// Calls `body` with a `sockaddr` pointer and length for `bind` or `connect`.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}
