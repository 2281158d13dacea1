import CommandLineArguments
import CommandSupport
import Foundation
import PlacePicker
import PlacePickerWeb
import PlaceReaders
import PlaceSelection
import Places
import ShopOffers

/// The options by which a shop adds its own words to the picker: its offers per carrier, and the
/// key its choices are signed with (docs/guides/embedding.md, "Prices" and "Checking the choice").
enum ShopOptions {
    /// The environment variable holding the selection key.
    static let keyVariable = "PLACEPICKER_SELECTION_KEY"

    /// `--offers FILE`.
    static let offersFile = Option.text(
        "offers", placeholder: "FILE", example: "offers.json",
        help: "The shop's price and delivery day per carrier (and category), shown on every row; JSON keyed by "
            + "the --from names: {\"dhl\": {\"price\": \"4.90\", \"currency\": \"EUR\", \"delivery\": \"2026-12-09\"}}."
    )
    /// `--walking-distance METRES`.
    static let walkingDistance = Option.integer(
        "walking-distance", in: 10...100_000, placeholder: "METRES", example: "1000",
        help: "How far \"Cheapest nearby\" looks before it orders by distance."
    ).defaulting(to: 1000)
    /// `--selection-key-file FILE`.
    static let keyFile = Option.text(
        "selection-key-file", placeholder: "FILE", example: "/run/secrets/selection-key",
        help: "The key choices are signed with (HMAC-SHA256, at least 32 bytes); default: the environment "
            + "variable \(keyVariable). Without either, choices carry no token.")
    /// `--selection-ttl SECONDS`: a day unless given.
    private static let secondsInADay = 86_400
    static let lifetime = Option.seconds(
        "selection-ttl", in: 1...31_536_000, example: "86400",
        help: "How long a signed choice is accepted."
    ).defaulting(to: .seconds(secondsInADay), shown: "\(secondsInADay), a day")

    /// `--offers` and `--walking-distance`.
    static let offerOptions: [any DeclaredOption] = [offersFile, walkingDistance]
    /// `--selection-key-file` and `--selection-ttl`.
    static let keyOptions: [any DeclaredOption] = [keyFile, lifetime]

    /// The offers of `--offers`, or none.
    ///
    /// - Throws: A failure naming the file, the member and why (exit 65), or 66 when it cannot be read.
    static func offers(_ reader: OptionReader, io: CommandIO) throws(CommandFailure) -> OfferTable {
        guard let path = try reader.value(offersFile) else { return OfferTable() }
        let command = reader.spec.commandName
        let bytes = try DataFile.bytes(path, io: io, commandName: command)
        let json: JSONValue
        switch JSONValue.parse(utf8: bytes) {
        case .success(let value): json = value
        case .failure(let error): throw .data("--offers \(path): \(error)", commandName: command)
        }
        do {
            return try OfferTable(json: json)
        } catch {
            throw .data("--offers \(path): \(error)", commandName: command)
        }
    }

    /// The signer from `--selection-key-file` or the environment, or `nil` without a key.
    ///
    /// - Throws: A usage failure for a key that is too short, an unreadable file or a bad lifetime.
    static func signer(_ reader: OptionReader, io: CommandIO) throws(CommandFailure) -> SelectionSigner? {
        let lifetime = try reader.value(lifetime)
        let seconds = Double(lifetime.components.seconds)
        let key: String
        if let path = try reader.value(keyFile) {
            let bytes = try DataFile.bytes(path, io: io, commandName: reader.spec.commandName)
            key = String(decoding: bytes, as: UTF8.self)
        } else if let value = io.environment[keyVariable], !value.isEmpty {
            key = value
        } else {
            return nil
        }
        do {
            return try SelectionSigner(key: key, lifetime: seconds)
        } catch {
            throw reader.usage("\(error)")
        }
    }
}
