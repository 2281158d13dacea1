import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened for reading with POSIX calls, so that a failure carries the system's reason
/// (`No such file or directory`, `Permission denied`, `Is a directory`).
package final class FileInput: Sendable {
    /// Why a file could not be opened or read: the system's message for `errno`.
    package struct Failure: Error {
        /// E.g. `No such file or directory`.
        package var reason: String
    }

    private let descriptor: Int32
    private let closesOnDeinit: Bool

    /// Opens a file.
    ///
    /// - Parameter path: An absolute path.
    /// - Throws: ``Failure`` with the system's reason.
    package init(path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw Failure(reason: Self.reason()) }
        self.descriptor = descriptor
        self.closesOnDeinit = true
    }

    /// Reads from a descriptor that is already open, such as standard input (0); it is not closed.
    ///
    /// - Parameter descriptor: The open file descriptor.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        self.closesOnDeinit = false
    }

    deinit { if closesOnDeinit { close(descriptor) } }

    /// Reads up to `count` bytes; an empty result means the end of the file.
    ///
    /// - Parameter count: The most bytes to read.
    /// - Returns: The bytes read.
    /// - Throws: ``Failure`` with the system's reason (e.g. for a directory).
    package func read(upTo count: Int) throws(Failure) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress, count)
            }
            if got >= 0 {
                buffer.removeLast(count - got)
                return buffer
            }
            if errno != EINTR { throw Failure(reason: Self.reason()) }
        }
    }

    /// Reads the whole file.
    ///
    /// - Returns: The contents.
    /// - Throws: ``Failure`` with the system's reason.
    package func readAll() throws(Failure) -> Data {
        var data = Data()
        while true {
            let chunk = try read(upTo: 1 << 16)
            if chunk.isEmpty { return data }
            data.append(contentsOf: chunk)
        }
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
