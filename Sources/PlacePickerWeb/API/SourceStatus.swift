import Foundation
import Places

/// The JSON of a source's status, as `/healthz` and `/api/sources` give it.
extension SourceStatus {
    /// The sources as a JSON array.
    static func jsonArray(_ sources: [SourceStatus]) -> String {
        "[" + sources.map(\.json).joined(separator: ",") + "]"
    }

    /// The source as a JSON object (keys in byte order).
    var json: String {
        "{\"format\":\(Self.quoted(format)),\"name\":\(Self.quoted(name)),\"origin\":\(Self.quoted(origin)),"
            + "\"points\":\(points),\"readAt\":\(Self.quoted(readAt))}"
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
