import Places

extension JSONValue {
    /// Parses one JSON text (such as a database's `jsonb` column as text) with the readers' parser.
    ///
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: The value, or a message naming the line, column and what is wrong.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONTextError> {
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
