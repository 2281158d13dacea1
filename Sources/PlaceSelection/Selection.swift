import CivilCalendar
import Foundation
import OpeningHours
import OpeningHoursSyntax
import PlacePicker
import PlaceQuery
import PlaceQueryModel
import Places
import SelectionSigning

/// A choice as it is handed to the shop — by the form value, the `placeselect` event, the frame's
/// message, the no-JavaScript return and `POST /api/selections` — with the token that lets the
/// shop's server trust it (docs/guides/embedding.md, "Checking the choice").
///
/// The token signs every field but itself: what the shopper saw when choosing. The shop checks it
/// with `POST /api/selections/verify` or `placepicker verify-selection`, which also say whether the
/// point can still take the parcel now.
public struct Selection: Codable, Sendable, Hashable {
    /// The point's id.
    public var id: String
    /// The carrier's key (`dhl`), for a carrier's point.
    public var carrier: String?
    /// The carrier's name (`DHL`).
    public var carrierName: String?
    /// The point's name as the shopper saw it (unique in the list).
    public var name: String
    /// Its address on one line.
    public var address: String?
    /// The price shown, a plain decimal (`"4.90"`), or `nil` ("Price at checkout").
    public var price: String?
    /// The price's ISO 4217 currency.
    public var currency: String?
    /// The promised day, `YYYY-MM-DD`.
    public var delivery: String?
    /// Where the offer came from: `server` (`serve --offers`, signed with the server's word) or
    /// `page` (the element's `offers` attribute: as the shop's page gave it; the shop's server
    /// should use its own price).
    public var offerSource: String?
    /// The parcel's size the point was chosen for (`4kg,40x30x20cm`).
    public var parcel: String?
    /// The version of the data the choice was made on (the database's, or when the file was read).
    public var dataVersion: String?
    /// When it was chosen (RFC 3339, UTC).
    public var issuedAt: String
    /// When the token stops being accepted.
    public var expiresAt: String
    /// The signed token (`nil` when the server has no key): everything above, signed.
    public var token: String?

    /// The fields the token signs, as sorted-key JSON.
    func signedBytes() -> [UInt8] {
        var unsigned = self
        unsigned.token = nil
        return Self.json(unsigned)
    }

    /// JSON with sorted keys and unescaped slashes, as the API writes it.
    ///
    /// - Parameter value: A selection or a verdict.
    /// - Returns: UTF-8 bytes.
    public static func json(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(value))) ?? Array(#"{"error":{"message":"encoding failed"}}"#.utf8)
    }
}

/// Why a token is not accepted, as `/api/selections/verify` says it.
public enum SelectionRefusal: String, Sendable, Equatable, CaseIterable {
    /// Not a token at all.
    case malformed
    /// Signed with another key.
    case otherKey
    /// Changed after signing.
    case altered
    /// Past its `expiresAt`.
    case expired
    /// The point is no longer in the data.
    case removed
    /// The point is out of service.
    case disabled
    /// The point is full.
    case full
    /// The point is closed until a date.
    case closed
    /// The point cannot take the parcel's size.
    case tooSmall
}

/// What `/api/selections/verify` answers.
public struct SelectionVerdict: Encodable, Sendable {
    /// Whether the shop can rely on the choice now.
    public var valid: Bool
    /// Why not (``SelectionRefusal``), else `nil`.
    public var reason: String?
    /// The reason in plain words.
    public var message: String?
    /// The choice as signed, when the signature holds.
    public var selection: Selection?
    /// The point as it is now (`/api/places/{id}`'s `place`), when it is still in the data.
    public var place: PlaceJSON?
}

extension Selection {
    /// Makes the hand-off of a point.
    ///
    /// - Parameters:
    ///   - result: The point, as the picker's engine gives it for the state's query.
    ///   - row: Its row (the unique name, address and offer shown).
    ///   - parcel: The parcel's size, if the page named one.
    ///   - offerSource: `server`, `page`, or `nil` without offers.
    ///   - dataVersion: The data's version.
    ///   - now: The instant.
    ///   - signer: The key, or `nil` (no token).
    /// - Returns: The selection, signed when there is a key.
    public static func make(
        result: PlaceResult, row: PlaceRow, parcel: ParcelSize?, offerSource: String?, dataVersion: String?,
        now: Date, signer: SelectionSigner?
    ) -> Selection {
        let lifetime = signer?.lifetime ?? 86_400
        var selection = Selection(
            id: result.id, carrier: result.place.carrier, carrierName: row.carrierName,
            name: row.title, address: row.addressLine, price: row.offer?.priceString,
            currency: row.offer?.price == nil ? nil : row.offer?.currency, delivery: row.offer?.delivery?.description,
            offerSource: row.offerText == nil ? nil : offerSource, parcel: parcel?.description,
            dataVersion: dataVersion, issuedAt: InstantText.internetDateTime(now, in: .gmt),
            expiresAt: InstantText.internetDateTime(now.addingTimeInterval(lifetime), in: .gmt), token: nil)
        if let signer { selection.token = SignedToken.sign(selection.signedBytes(), key: signer.key) }
        return selection
    }

    /// Checks a token: its signature, its expiry, and the point's state now.
    ///
    /// - Parameters:
    ///   - token: The token.
    ///   - signer: The key.
    ///   - picker: The picker over the current data.
    ///   - now: The instant.
    /// - Returns: The verdict, with the point as it is now when it is still there.
    public static func verify(_ token: String, signer: SelectionSigner, picker: PickerModel, now: Date)
        -> SelectionVerdict
    {
        var verdict = verifySignature(token, signer: signer, now: now)
        guard verdict.valid, let selection = verdict.selection else { return verdict }
        verdict.valid = false
        var query = Query(origin: picker.configuration.defaultOrigin.coordinate, instant: now, limit: 1)
        query.filters.parcel = selection.parcel.flatMap { try? ParcelSize(parsing: $0) }
        guard let result = picker.engine.result(forID: selection.id, query: query) else {
            return refused(.removed, keeping: verdict)
        }
        verdict.place = PlaceJSON(result: result, row: picker.row(for: result, isSelected: true, at: now))
        if let unavailable = result.unavailability {
            let reason: SelectionRefusal =
                switch unavailable.reason {
                case .disabled: .disabled
                case .full: .full
                case .closed: .closed
                case .tooSmall: .tooSmall
                }
            return refused(reason, keeping: verdict)
        }
        verdict.valid = true
        return verdict
    }

    /// Checks a token's signature and expiry only (no data at hand: the point is not looked at).
    ///
    /// - Parameters:
    ///   - token: The token.
    ///   - signer: The key.
    ///   - now: The instant.
    /// - Returns: The verdict, with the choice as signed when the signature holds.
    public static func verifySignature(_ token: String, signer: SelectionSigner, now: Date) -> SelectionVerdict {
        let payload: [UInt8]
        do {
            payload = try SignedToken.open(token, key: signer.key)
        } catch {
            return refused(SelectionRefusal(rawValue: error.rawValue) ?? .malformed)
        }
        guard var selection = try? JSONDecoder().decode(Selection.self, from: Data(payload)) else {
            return refused(.malformed)
        }
        selection.token = token
        let verdict = SelectionVerdict(valid: true, selection: selection)
        let expiry = try? InstantText.parse(selection.expiresAt, zone: .gmt)
        guard let expiry, now < expiry else { return refused(.expired, keeping: verdict) }
        return verdict
    }

    /// A refusal with its words, keeping what is known.
    static func refused(_ reason: SelectionRefusal, keeping verdict: SelectionVerdict? = nil) -> SelectionVerdict {
        var verdict = verdict ?? SelectionVerdict(valid: false)
        verdict.valid = false
        verdict.reason = reason.rawValue
        verdict.message = reason.message
        return verdict
    }
}

extension SelectionRefusal {
    /// The refusal in plain words, for the shop's logs.
    public var message: String {
        switch self {
        case .malformed: "This is not a selection token."
        case .otherKey: "The token was signed with another key than this server's."
        case .altered: "The token was changed after it was signed."
        case .expired: "The token has expired; ask the shopper to choose again."
        case .removed: "The point is no longer in the data."
        case .disabled: "The point is out of service."
        case .full: "The point is full."
        case .closed: "The point is closed."
        case .tooSmall: "The point cannot take this parcel's size."
        }
    }
}
