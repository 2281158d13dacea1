import Geodesy
import RawMemory

/// A postal address. Every part is optional because real data is incomplete.
public struct Address: Sendable, Hashable, Codable {
    /// Street name, e.g. `Mannerheimintie`.
    public var street: String?
    /// House number, e.g. `5` or `12 B`.
    public var houseNumber: String?
    /// Postal code, e.g. `00100`.
    public var postcode: String?
    /// City or town.
    public var city: String?
    /// ISO 3166-1 alpha-2 country code or name, as in the data.
    public var country: String?

    /// Creates an address from its parts.
    ///
    /// - Parameters:
    ///   - street: Street name.
    ///   - houseNumber: House number.
    ///   - postcode: Postal code.
    ///   - city: City.
    ///   - country: Country.
    public init(
        street: String? = nil,
        houseNumber: String? = nil,
        postcode: String? = nil,
        city: String? = nil,
        country: String? = nil
    ) {
        self.street = street
        self.houseNumber = houseNumber
        self.postcode = postcode
        self.city = city
        self.country = country
    }

    /// `true` when no part is set.
    public var isEmpty: Bool {
        [street, houseNumber, postcode, city, country].allSatisfy { ($0 ?? "").isEmpty }
    }

    /// Street and house number, in that order whatever the country: `Mannerheimintie 5`; `nil`
    /// without a street. (``singleLine`` writes them as the country does.)
    public var streetLine: String? {
        guard let street, !street.isEmpty else { return nil }
        guard let houseNumber, !houseNumber.isEmpty else { return street }
        return "\(street) \(houseNumber)"
    }

    /// The countries whose addresses put the postcode after the town (ISO codes).
    static let postcodeLastCountries: Set<String> = ["GB", "IE"]

    /// Whether the house number comes first in this address's country: France, Luxembourg, Monaco,
    /// the United Kingdom, Ireland, the United States, Canada, Australia, New Zealand. Read from the
    /// code's two bytes (every row of every page asks), without making a string.
    private var writesNumberFirst: Bool {
        guard let country, country.utf8.count == 2 else { return false }
        var bytes = country.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return false }
        switch (first & 0xDF, second & 0xDF) {  // ASCII letters to upper case
        case (0x46, 0x52), (0x4C, 0x55), (0x4D, 0x43), (0x47, 0x42), (0x49, 0x45), (0x55, 0x53), (0x43, 0x41),
            (0x41, 0x55), (0x4E, 0x5A):
            return true  // FR, LU, MC, GB, IE, US, CA, AU, NZ
        default:
            return false
        }
    }

    /// One line for lists: `Mannerheimintie 5, 00100 Helsinki`; empty parts are left out; in the
    /// countries that write the number first or the postcode last, as they do (`12 rue de Rivoli,
    /// 75001 Paris`, `10 Downing Street, London SW1A 2AA`).
    ///
    /// Written out part by part (it is made for every row of every page): the street line, then
    /// `, ` and the postcode and city joined by a space.
    public var singleLine: String {
        writesNumberFirst ? countryLine : partsLine
    }

    /// The parts on one line in one order whatever the country — street, number, postcode, city
    /// (`Mannerheimintie 5, 00100 Helsinki`) — as search words are made from them: the same words
    /// as ``singleLine``, in the order the search's fast path reads the parts.
    public var partsLine: String {
        let street = self.street ?? ""
        let houseNumber = street.isEmpty ? "" : self.houseNumber ?? ""
        let postcode = self.postcode ?? ""
        let city = self.city ?? ""
        let streetCount = street.utf8.count
        let houseNumberCount = houseNumber.utf8.count
        let postcodeCount = postcode.utf8.count
        let cityCount = city.utf8.count
        let streetLineCount = streetCount + (houseNumberCount > 0 ? 1 + houseNumberCount : 0)
        let placeCount = postcodeCount + (postcodeCount > 0 && cityCount > 0 ? 1 : 0) + cityCount
        let comma = streetLineCount > 0 && placeCount > 0
        // Written into the string's own storage: one allocation, no appends.
        return MutableByteView.string(capacity: streetLineCount + (comma ? 2 : 0) + placeCount) { buffer in
            var count = 0
            func write(_ text: String) {
                count = ByteView.withUTF8(text) { buffer.copy($0, to: count) }
            }
            func write(_ byte: UInt8) {
                buffer[unchecked: count] = byte
                count += 1
            }
            write(street)
            if houseNumberCount > 0 {
                write(UInt8(ascii: " "))
                write(houseNumber)
            }
            if comma {
                write(UInt8(ascii: ","))
                write(UInt8(ascii: " "))
            }
            write(postcode)
            if postcodeCount > 0, cityCount > 0 { write(UInt8(ascii: " ")) }
            write(city)
            return count
        }
    }
}

extension Address {
    /// ``singleLine`` for the countries that write an address another way round.
    fileprivate var countryLine: String {
        let postcodeLast = country.map { Self.postcodeLastCountries.contains($0.uppercased()) } ?? false
        let place = [postcodeLast ? city : postcode, postcodeLast ? postcode : city]
            .compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " ")
        // Number first (only the countries that write it so come here).
        let street =
            self.street.flatMap { street in
                guard !street.isEmpty else { return nil }
                guard let houseNumber, !houseNumber.isEmpty else { return street }
                return "\(houseNumber) \(street)"
            } ?? ""
        return [street, place].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

// MARK: - Address points

/// An address with a location, used to set the origin by typing an address instead of using a map.
public struct AddressPoint: Sendable, Hashable {
    /// The address.
    public var address: Address
    /// Where it is.
    public var coordinate: Coordinate

    /// Creates an address point.
    ///
    /// - Parameters:
    ///   - address: The address.
    ///   - coordinate: Its location.
    public init(address: Address, coordinate: Coordinate) {
        self.address = address
        self.coordinate = coordinate
    }
}
