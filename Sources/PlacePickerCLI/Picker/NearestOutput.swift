import Foundation
import JSONWriting
import PlacePicker
import PlaceQuery
import PlaceSearch

/// What `placepicker nearest` prints: the summary line, then one line per place with name,
/// distance, direction and opening state, in the picker's language; or the same as JSON.
enum NearestOutput {
    struct AddressChoices: Encodable {
        struct Choice: Encodable {
            var label: String
            var latitude: Double
            var longitude: Double
        }
        var message: String
        var addresses: [Choice]
    }

    static func text(_ screen: Screen) -> String {
        var lines = [screen.originText + ".", screen.summary.text, ""]
        for (index, row) in screen.rows.enumerated() {
            lines.append("\(index + 1). \(row.title) — \(row.detail)")
            if let address = row.addressLine { lines.append("   \(address)") }
        }
        if screen.rows.isEmpty, let suggestion = screen.summary.suggestionTitle { lines.append(suggestion) }
        lines.append("")
        lines.append(screen.attribution)
        return lines.joined(separator: "\n")
    }

    static func json(_ screen: Screen) -> String {
        String(decoding: JSONOutput.encode(ScreenJSON(screen: screen), pretty: true), as: UTF8.self)
    }

    static func addressChoices(_ matches: [AddressMatch], typed: String, json: Bool) -> String {
        let message = "Several addresses match \"\(typed)\". Run again with one of them, or with --near LAT,LON:"
        if json {
            let body = AddressChoices(
                message: message,
                addresses: matches.map {
                    .init(label: $0.label, latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude)
                })
            return String(decoding: JSONOutput.encode(body, pretty: true), as: UTF8.self)
        }
        return ([message] + matches.map { "  --address \"\($0.label)\"" }).joined(separator: "\n")
    }
}
