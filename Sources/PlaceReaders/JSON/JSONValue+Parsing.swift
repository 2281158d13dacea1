import Places
import RawMemory

extension JSONValue {
    /// Parses one JSON text (such as a database's `jsonb` column as text) with the readers' parser.
    ///
    /// - Parameter text: The text.
    /// - Returns: The value, or a message naming the line, column and what is wrong.
    public static func parse(_ text: String) -> Result<JSONValue, JSONTextError> {
        ByteView.withUTF8(text) { parse($0) }
    }

    /// Parses one JSON text given as UTF-8 bytes (an array, an array slice, `Data`, a string's
    /// `utf8` view).
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: The value, or a message naming the line, column and what is wrong.
    public static func parse<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> Result<JSONValue, JSONTextError> {
        ByteView.withContiguousBytes(bytes) { parse($0) }
    }

    /// Parses one JSON text in bytes someone else owns.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: The value, or a message naming the line, column and what is wrong.
    package static func parse(_ bytes: ByteView) -> Result<JSONValue, JSONTextError> {
        switch JSONParser.parse(bytes) {
        case .success(let document): .success(document.root)
        case .failure(let error):
            .failure(
                JSONTextError(
                    message: "\(error.message) (line \(error.position.line), column \(error.position.column))"))
        }
    }
}

/// Why a JSON text could not be read.
public struct JSONTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and where.
    public var message: String
    /// The message.
    public var description: String { message }
}
