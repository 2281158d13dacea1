import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file with POSIX calls, so that a failure carries the system's reason.
package enum FileOutput {
    /// Creates or replaces a file with the given bytes (mode 0644 for new files).
    ///
    /// - Parameters:
    ///   - data: The contents.
    ///   - path: An absolute path.
    /// - Throws: ``FileInput/Failure`` with the system's reason, e.g. `No such file or directory`.
    package static func write(_ data: Data, to path: String) throws(FileInput.Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileInput.Failure(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var failure: FileInput.Failure?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = FileInput.Failure(reason: String(cString: strerror(errno)))
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
