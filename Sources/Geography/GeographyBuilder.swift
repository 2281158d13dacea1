import Foundation
import Geodesy

/// Makes records (``GeographyRecords``) into a region file: streets grouped by town, towns and
/// postcodes with their centres and bounds, the word index and the spatial grid.
///
/// - Every address needs a street (or `addr:place`) and a house number; others are counted as
///   skipped. An address without a town takes the nearest city, town, village or hamlet within
///   25 km; one without a country takes the builder's ``defaultCountry``.
/// - A street is a name in a town and country. A named way whose name a street with addresses
///   already has within 2 km is that street (it gives the street its centre); another named way
///   is a street of its own, with no houses.
/// - A town is a named place, or a town that addresses name and no place does (centred on the
///   middle one of its addresses). Same-named towns more than 25 km apart are different towns.
/// - A postcode's centre is the address of that postcode nearest its addresses' mean, so it lies
///   inside the area its addresses cover; a `boundary=postal_code` area widens its bounds.
public struct GeographyBuilder: Sendable {
    /// The country of addresses that do not say theirs (ISO 3166-1, e.g. `DE`), or empty.
    public var defaultCountry: String
    /// Who the data is from.
    public var attribution: String
    /// The inputs' names, for the file's metadata.
    public var sources: [String]

    /// Creates a builder.
    public init(
        defaultCountry: String = "", attribution: String = "© OpenStreetMap contributors", sources: [String] = []
    ) {
        self.defaultCountry = defaultCountry.uppercased()
        self.attribution = attribution
        self.sources = sources
    }

    /// A town being gathered.
    struct City {
        var name: String
        var kind: GeographyRecords.PlaceKind
        var coordinate: Coordinate
        var country: String
        var addressCount = 0
        /// The sum of its addresses' coordinates, for towns centred on their addresses.
        var latitudeSum = 0.0
        var longitudeSum = 0.0
    }

    /// A street being gathered.
    struct Street {
        var name: String
        var city: Int
        var country: String
        var coordinate: Coordinate?
        var addresses: [Int] = []
    }

    /// Builds the region's sections from records.
    ///
    /// - Parameter input: What was read.
    /// - Returns: The file's bytes.
    public func build(_ input: GeographyRecords) -> [UInt8] {
        var records = input
        var cities: [City] = []
        var citiesByName: [String: [Int]] = [:]
        var skipped = records.skipped

        // Named places are towns; the settlements also name the addresses that do not say theirs.
        var settlements = SettlementGrid()
        for place in records.places where !place.name.isEmpty {
            let key = GeographyText.words(of: place.name).joined(separator: " ")
            guard !key.isEmpty else { continue }
            citiesByName[key, default: []].append(cities.count)
            cities.append(
                City(name: place.name, kind: place.kind, coordinate: place.coordinate, country: defaultCountry))
            if place.kind.isSettlement { settlements.add(cities.count - 1, at: place.coordinate) }
        }

        func city(named name: String, near coordinate: Coordinate, country: String) -> Int? {
            let key = GeographyText.words(of: name).joined(separator: " ")
            guard !key.isEmpty else { return nil }
            if let known = citiesByName[key]?.min(by: {
                coordinate.roughDistance(to: cities[$0].coordinate)
                    < coordinate.roughDistance(to: cities[$1].coordinate)
            }), coordinate.roughDistance(to: cities[known].coordinate) < 25_000 {
                return known
            }
            citiesByName[key, default: []].append(cities.count)
            cities.append(City(name: name, kind: .addressCity, coordinate: coordinate, country: country))
            return cities.count - 1
        }

        func count(_ address: GeographyRecords.AddressRecord, in city: Int) {
            guard city >= 0 else { return }
            cities[city].addressCount += 1
            cities[city].latitudeSum += address.coordinate.latitude
            cities[city].longitudeSum += address.coordinate.longitude
        }

        // Streets: a name in a town and country.
        var streets: [Street] = []
        var streetsByKey: [String: Int] = [:]
        var streetsByName: [String: [Int]] = [:]
        var cityCache: [String: Int] = [:]
        var addresses: [GeographyRecords.AddressRecord] = []
        addresses.reserveCapacity(records.addresses.count)
        // Addresses that name their town first; then the others join a street of their name
        // within 1.5 km (a town's addresses often say it only on some houses), else the nearest
        // settlement's.
        var streetNames: [String: String] = [:]
        let named = records.addresses.indices.filter { !records.addresses[$0].city.isEmpty }
        let unnamed = records.addresses.indices.filter { records.addresses[$0].city.isEmpty }
        for index in named + unnamed {
            var address = records.addresses[index]
            address.street = address.street.trimmingCharacters(in: .whitespaces)
            address.houseNumber = address.houseNumber.trimmingCharacters(in: .whitespaces)
            guard !address.street.isEmpty, !GeographyText.houseNumberKey(address.houseNumber).isEmpty else {
                skipped["addresses without a street or house number", default: 0] += 1
                continue
            }
            if address.country.isEmpty { address.country = defaultCountry }
            address.country = address.country.uppercased()
            let name: String
            if let known = streetNames[address.street] {
                name = known
            } else {
                name = GeographyText.words(of: address.street).joined(separator: " ")
                streetNames[address.street] = name
            }
            if address.city.isEmpty,
                let near = streetsByName[name]?.first(where: { candidate in
                    streets[candidate].city >= 0 && streets[candidate].country == address.country
                        && addresses[streets[candidate].addresses[0]].coordinate.roughDistance(to: address.coordinate)
                            < 1_500
                })
            {
                streets[near].addresses.append(addresses.count)
                count(address, in: streets[near].city)
                addresses.append(address)
                continue
            }
            if address.city.isEmpty, let nearest = settlements.nearest(to: address.coordinate, in: cities) {
                address.city = cities[nearest].name
            }
            let (row, column) = GeographyFormat.cell(
                latitude: address.coordinate.latitude / 50, longitude: address.coordinate.longitude / 50)
            let cacheKey = "\(address.city)\u{1}\(address.country)\u{1}\(row),\(column)"
            var cityID = cityCache[cacheKey]
            if cityID == nil, !address.city.isEmpty {
                cityID = city(named: address.city, near: address.coordinate, country: address.country)
                cityCache[cacheKey] = cityID
            }
            let key = "\(name)\u{1}\(cityID ?? -1)\u{1}\(address.country)"
            let street: Int
            if let known = streetsByKey[key] {
                street = known
            } else {
                street = streets.count
                streetsByKey[key] = street
                streetsByName[name, default: []].append(street)
                streets.append(Street(name: address.street, city: cityID ?? -1, country: address.country))
            }
            streets[street].addresses.append(addresses.count)
            count(address, in: cityID ?? -1)
            addresses.append(address)
        }
        records.addresses = []

        // Named ways: the centre of a street with houses, or a street of their own.
        for way in records.streets where !way.name.isEmpty {
            let name = GeographyText.words(of: way.name).joined(separator: " ")
            guard !name.isEmpty else { continue }
            if let known = streetsByName[name]?.first(where: { candidate in
                let centre = streets[candidate].coordinate ?? addresses[streets[candidate].addresses[0]].coordinate
                return centre.roughDistance(to: way.coordinate) < 2_000
            }) {
                if streets[known].coordinate == nil { streets[known].coordinate = way.coordinate }
                continue
            }
            let nearest = settlements.nearest(to: way.coordinate, in: cities)
            streetsByName[name, default: []].append(streets.count)
            streets.append(
                Street(
                    name: way.name, city: nearest ?? -1, country: nearest.map { cities[$0].country } ?? defaultCountry,
                    coordinate: way.coordinate))
        }

        // Towns known only from addresses are centred on their addresses.
        for index in cities.indices where cities[index].kind == .addressCity && cities[index].addressCount > 0 {
            let count = Double(cities[index].addressCount)
            cities[index].coordinate = Coordinate(
                uncheckedLatitude: cities[index].latitudeSum / count, longitude: cities[index].longitudeSum / count)
        }

        var writer = GeographyWriter()
        return writer.write(
            cities: cities, streets: streets, addresses: addresses, postcodeAreas: records.postcodes,
            metadata: { counts in
                GeographyMetadata(
                    attribution: attribution, sources: sources,
                    built: ISO8601DateFormatter().string(from: Date()), bounds: counts.bounds,
                    addresses: counts.addresses, streets: counts.streets, cities: counts.cities,
                    postcodes: counts.postcodes, skipped: skipped, countries: counts.countries)
            })
    }

    /// Builds the region and writes it atomically: to a temporary file beside `path`, flushed,
    /// then renamed over it, so a reader sees the old file or the whole new one, never a part.
    ///
    /// - Parameters:
    ///   - records: What was read.
    ///   - path: The file to write.
    /// - Throws: When the file cannot be written; nothing is left behind then.
    public func write(_ records: GeographyRecords, to path: String) throws {
        let bytes = build(records)
        try GeographyBuilder.writeAtomically(bytes, to: path)
    }

    /// Writes bytes to a temporary file beside `path` and renames it over `path` (Foundation's
    /// atomic write), so a crash or a failed write leaves the old file or none, never a part.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// The settlements (cities, towns, villages, hamlets) by cell of about 11 km, for naming the town
/// of an address that does not say it.
struct SettlementGrid {
    private var cells: [Int64: [Int]] = [:]
    private static let cellDegrees = 0.1

    private static func cell(_ coordinate: Coordinate) -> (Int, Int) {
        (
            Int((coordinate.latitude / cellDegrees).rounded(.down)),
            Int((coordinate.longitude / cellDegrees).rounded(.down))
        )
    }

    mutating func add(_ city: Int, at coordinate: Coordinate) {
        let (row, column) = Self.cell(coordinate)
        cells[Int64(row) << 32 | Int64(column & 0xFFFF_FFFF), default: []].append(city)
    }

    /// The nearest settlement within about 25 km.
    func nearest(to coordinate: Coordinate, in cities: [GeographyBuilder.City]) -> Int? {
        guard !cells.isEmpty else { return nil }
        let (row, column) = Self.cell(coordinate)
        var best: (distance: Double, city: Int)?
        for dRow in -2...2 {
            for dColumn in -2...2 {
                let key = Int64(row + dRow) << 32 | Int64((column + dColumn) & 0xFFFF_FFFF)
                for city in cells[key] ?? [] {
                    let distance = coordinate.roughDistance(to: cities[city].coordinate)
                    if distance < 25_000, distance < best?.distance ?? .infinity { best = (distance, city) }
                }
            }
        }
        return best?.city
    }
}
