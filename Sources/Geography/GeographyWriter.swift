import Foundation
import Geodesy

/// Writes the gathered towns, streets and addresses in the file's layout (``GeographyFormat``):
/// orders them, makes the postcodes, the word index and the spatial grid, and lays out the
/// sections.
struct GeographyWriter {
    /// What the metadata reports.
    struct Counts {
        var addresses = 0
        var streets = 0
        var cities = 0
        var postcodes = 0
        var bounds: [Double] = []
        var countries: [String] = []
    }

    /// House number and postcode keys by the text as written: a country repeats the same few
    /// thousand of each millions of times, and folding is the costly part.
    private var houseNumberKeys: [String: (key: String, value: UInt32)] = [:]
    private var postcodeKeys: [String: String] = [:]

    mutating func houseNumberKey(_ number: String) -> (key: String, value: UInt32) {
        if let known = houseNumberKeys[number] { return known }
        let key = GeographyText.houseNumberKey(number)
        let folded = (key, GeographyText.houseNumberValue(key))
        houseNumberKeys[number] = folded
        return folded
    }

    mutating func postcodeKey(_ postcode: String) -> String {
        if let known = postcodeKeys[postcode] { return known }
        let key = GeographyText.postcodeKey(postcode)
        postcodeKeys[postcode] = key
        return key
    }

    /// The string pool: each distinct string once, as a `u16` length and its bytes.
    private var pool: [UInt8] = []
    private var poolOffsets: [String: UInt32] = [:]

    mutating func string(_ text: String) -> UInt32 {
        if let known = poolOffsets[text] { return known }
        var bytes = Array(text.utf8.prefix(Int(UInt16.max)))
        // A cut in the middle of a character would not be UTF-8: cut at a character's start.
        while let last = bytes.last, last & 0xC0 == 0x80 || (bytes.count == Int(UInt16.max) && last >= 0xC0) {
            bytes.removeLast()
        }
        let offset = UInt32(pool.count)
        pool.append(UInt8(bytes.count & 0xFF))
        pool.append(UInt8(bytes.count >> 8))
        pool += bytes
        poolOffsets[text] = offset
        return offset
    }

    // swiftlint:disable:next function_body_length
    mutating func write(
        cities gathered: [GeographyBuilder.City], streets gatheredStreets: [GeographyBuilder.Street],
        addresses gatheredAddresses: [GeographyRecords.AddressRecord],
        postcodeAreas: [GeographyRecords.PostcodeRecord], metadata: (Counts) -> GeographyMetadata
    ) -> [UInt8] {
        var counts = Counts()
        // Towns by folded name; old number → new.
        let cityKeys = gathered.map { GeographyText.words(of: $0.name).joined(separator: " ") }
        let cityOrder = gathered.indices.sorted { (cityKeys[$0], $0) < (cityKeys[$1], $1) }
        var newCity = [Int](repeating: 0, count: gathered.count)
        for (position, old) in cityOrder.enumerated() { newCity[old] = position }

        // Streets by town, then folded name.
        let streetKeys = gatheredStreets.map { GeographyText.words(of: $0.name).joined(separator: " ") }
        func streetCity(_ street: Int) -> Int {
            gatheredStreets[street].city < 0 ? -1 : newCity[gatheredStreets[street].city]
        }
        let streetOrder = gatheredStreets.indices.sorted {
            (streetCity($0), streetKeys[$0], $0) < (streetCity($1), streetKeys[$1], $1)
        }

        // Addresses by street, then house number; each (number, postcode) once per street.
        var streetRows: [UInt8] = []
        var addressRows: [UInt8] = []
        var addressCoordinates: [(Int32, Int32)] = []
        var postcodeGroups: [String: PostcodeGroup] = [:]
        // Each written address's postcode group key (key and country), or empty.
        var keptPostcodes: [String] = []
        var cityFirstStreet = [Int](repeating: -1, count: gathered.count)
        var cityStreetCount = [Int](repeating: 0, count: gathered.count)
        var streetWordLists: [[String]] = []
        var countryCounts: [String: Int] = [:]
        var south = 90.0, west = 180.0, north = -90.0, east = -180.0
        func widen(_ coordinate: Coordinate) {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude)
            east = max(east, coordinate.longitude)
        }
        for (position, old) in streetOrder.enumerated() {
            let street = gatheredStreets[old]
            let houses = street.addresses.map { index -> (key: String, value: UInt32, index: Int) in
                let (key, value) = houseNumberKey(gatheredAddresses[index].houseNumber)
                return (key, value, index)
            }.sorted { ($0.value, $0.key, $0.index) < ($1.value, $1.key, $1.index) }
            var seen = Set<String>()
            let first = addressCoordinates.count
            var postcodeVotes: [String: Int] = [:]
            var latitudeSum = 0.0, longitudeSum = 0.0
            var kept: [Coordinate] = []
            for house in houses {
                let address = gatheredAddresses[house.index]
                let postcodeKey = postcodeKey(address.postcode)
                guard seen.insert(house.key + "\u{1}" + postcodeKey).inserted else { continue }
                keptPostcodes.append(postcodeKey.isEmpty ? "" : postcodeKey + "\u{1}" + address.country)
                if !postcodeKey.isEmpty {
                    let groupKey = postcodeKey + "\u{1}" + address.country
                    var group = postcodeGroups[groupKey] ?? PostcodeGroup(key: postcodeKey, country: address.country)
                    group.add(address, city: street.city < 0 ? -1 : newCity[street.city])
                    postcodeGroups[groupKey] = group
                    // The postcode's number is written below, once postcodes are numbered.
                    postcodeVotes[address.postcode, default: 0] += 1
                }
                addressRows.append(u32: string(address.houseNumber))
                addressRows.append(u32: string(house.key))
                addressRows.append(u32: GeographyFormat.none)
                let latitude = GeographyFormat.fixed(address.coordinate.latitude)
                let longitude = GeographyFormat.fixed(address.coordinate.longitude)
                addressRows.append(i32: latitude)
                addressRows.append(i32: longitude)
                addressRows.append(u32: house.value)
                addressCoordinates.append((latitude, longitude))
                latitudeSum += address.coordinate.latitude
                longitudeSum += address.coordinate.longitude
                kept.append(address.coordinate)
                widen(address.coordinate)
                countryCounts[address.country, default: 0] += 1
            }
            // The centre: the named way's middle, else the house nearest the houses' mean.
            var centre = street.coordinate ?? kept.first ?? Coordinate(uncheckedLatitude: 0, longitude: 0)
            if street.coordinate == nil, !kept.isEmpty {
                let mean = Coordinate(
                    uncheckedLatitude: latitudeSum / Double(kept.count), longitude: longitudeSum / Double(kept.count))
                centre = kept.min { $0.roughDistance(to: mean) < $1.roughDistance(to: mean) } ?? centre
            }
            widen(centre)
            let city = streetCity(old)
            if city >= 0 {
                if cityFirstStreet[city] < 0 { cityFirstStreet[city] = position }
                cityStreetCount[city] += 1
            }
            let postcode = postcodeVotes.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
            streetRows.append(u32: string(street.name))
            streetRows.append(u32: city < 0 ? GeographyFormat.none : UInt32(city))
            streetRows.append(u32: UInt32(first))
            streetRows.append(u32: UInt32(addressCoordinates.count - first))
            streetRows.append(i32: GeographyFormat.fixed(centre.latitude))
            streetRows.append(i32: GeographyFormat.fixed(centre.longitude))
            streetRows.append(u32: 0)  // word start, set below
            streetRows.append(u16: 0)  // word count, set below
            streetRows.append(u16: GeographyFormat.countryCode(street.country))
            streetRows.append(u32: postcode.isEmpty ? GeographyFormat.none : string(postcode))
            streetWordLists.append(Array(Set(streetKeys[old].split(separator: " ").map(String.init))))
        }
        counts.addresses = addressCoordinates.count
        counts.streets = streetOrder.count

        // Postcode areas of their own widen (or make) the postcodes.
        for area in postcodeAreas {
            let key = GeographyText.postcodeKey(area.postcode)
            guard !key.isEmpty else { continue }
            let country = postcodeGroups.keys.first { $0.hasPrefix(key + "\u{1}") }.map {
                String($0.dropFirst(key.count + 1))
            }
            let groupKey = key + "\u{1}" + (country ?? "")
            var group = postcodeGroups[groupKey] ?? PostcodeGroup(key: key, country: country ?? "")
            group.add(area: area)
            postcodeGroups[groupKey] = group
        }
        let postcodes = postcodeGroups.values.sorted { ($0.key, $0.country) < ($1.key, $1.country) }
        var postcodeNumber: [String: UInt32] = [:]
        var postcodeRows: [UInt8] = []
        for (number, group) in postcodes.enumerated() {
            postcodeNumber[group.key + "\u{1}" + group.country] = UInt32(number)
            let centre = group.centre
            postcodeRows.append(u32: string(group.key))
            postcodeRows.append(u32: string(group.label))
            postcodeRows.append(u32: group.city.map { UInt32($0) } ?? GeographyFormat.none)
            postcodeRows.append(i32: GeographyFormat.fixed(centre.latitude))
            postcodeRows.append(i32: GeographyFormat.fixed(centre.longitude))
            for value in [group.south, group.west, group.north, group.east] {
                postcodeRows.append(i32: GeographyFormat.fixed(value))
            }
            postcodeRows.append(u32: UInt32(group.count))
            postcodeRows.append(u16: GeographyFormat.countryCode(group.country))
            postcodeRows.append(u16: 0)
        }
        counts.postcodes = postcodes.count
        // The addresses' postcode numbers, now that postcodes are numbered.
        for (row, key) in keptPostcodes.enumerated() where !key.isEmpty {
            if let number = postcodeNumber[key] {
                addressRows.set(u32: number, at: row * GeographyFormat.Layout.address + 8)
            }
        }

        // Towns.
        var cityRows: [UInt8] = []
        var cityWordLists: [[String]] = []
        for old in cityOrder {
            let city = gathered[old]
            let position = newCity[old]
            widen(city.coordinate)
            cityRows.append(u32: string(city.name))
            cityRows.append(u32: UInt32(max(0, cityFirstStreet[position])))
            cityRows.append(u32: UInt32(cityStreetCount[position]))
            cityRows.append(i32: GeographyFormat.fixed(city.coordinate.latitude))
            cityRows.append(i32: GeographyFormat.fixed(city.coordinate.longitude))
            cityRows.append(u32: 0)  // word start
            cityRows.append(u16: 0)  // word count
            cityRows.append(u16: GeographyFormat.countryCode(city.country))
            cityRows.append(city.kind.rawValue)
            cityRows += [0, 0, 0]
            cityRows.append(u32: UInt32(city.addressCount))
            cityWordLists.append(Array(Set(cityKeys[old].split(separator: " ").map(String.init))))
        }
        counts.cities = cityOrder.count

        // The word index.
        let words = WordIndex(streets: streetWordLists, cities: cityWordLists)
        for (street, span) in words.streetSpans.enumerated() {
            streetRows.set(u32: span.start, at: street * GeographyFormat.Layout.street + 24)
            streetRows.set(u16: span.count, at: street * GeographyFormat.Layout.street + 28)
        }
        for (city, span) in words.citySpans.enumerated() {
            cityRows.set(u32: span.start, at: city * GeographyFormat.Layout.city + 20)
            cityRows.set(u16: span.count, at: city * GeographyFormat.Layout.city + 24)
        }
        var wordReferences: [UInt8] = []
        for word in words.sorted { wordReferences.append(u32: string(word)) }

        // The spatial grid of addresses.
        let cellKeys = addressCoordinates.map { coordinate -> UInt64 in
            let (row, column) = GeographyFormat.cell(
                latitude: GeographyFormat.degrees(coordinate.0), longitude: GeographyFormat.degrees(coordinate.1))
            return GeographyFormat.cellKey(row: row, column: column)
        }
        let gridOrder = cellKeys.indices.sorted { (cellKeys[$0], $0) < (cellKeys[$1], $1) }
        var gridKeys: [UInt8] = []
        var gridStarts: [UInt8] = []
        var gridAddresses: [UInt8] = []
        var previous: UInt64?
        for (position, address) in gridOrder.enumerated() {
            if cellKeys[address] != previous {
                gridKeys.append(u64: cellKeys[address])
                gridStarts.append(u32: UInt32(position))
                previous = cellKeys[address]
            }
            gridAddresses.append(u32: UInt32(address))
        }
        gridStarts.append(u32: UInt32(gridOrder.count))

        counts.bounds = south <= north ? [south, west, north, east] : []
        counts.countries = countryCounts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
        let meta = metadata(counts)
        let json = (try? JSONEncoder.sorted.encode(meta)).map { Array($0) } ?? []
        var sections: [(GeographyFormat.Section, [UInt8])] = [
            (.metadata, json), (.streets, streetRows), (.cities, cityRows), (.addresses, addressRows),
            (.postcodes, postcodeRows), (.words, wordReferences), (.wordStreetStarts, words.streetStarts),
            (.wordCityStarts, words.cityStarts), (.streetPostings, words.streetPostings),
            (.cityPostings, words.cityPostings), (.streetWords, words.streetWords), (.cityWords, words.cityWords),
            (.gridKeys, gridKeys), (.gridStarts, gridStarts), (.gridAddresses, gridAddresses),
        ]
        sections.append((.strings, pool))
        return GeographyWriter.layOut(sections)
    }

    /// The header, the section table and the sections, each at a multiple of 8.
    static func layOut(_ sections: [(GeographyFormat.Section, [UInt8])]) -> [UInt8] {
        var file = GeographyFormat.magic
        file.append(u32: UInt32(sections.count))
        file.append(u32: 0)
        var offset = GeographyFormat.headerSize + GeographyFormat.tableEntrySize * sections.count
        for (section, bytes) in sections {
            offset = (offset + 7) & ~7
            file += Array(section.rawValue.utf8)
            file.append(u32: 0)
            file.append(u64: UInt64(offset))
            file.append(u64: UInt64(bytes.count))
            offset += bytes.count
        }
        file.reserveCapacity(offset)
        for (_, bytes) in sections {
            while file.count % 8 != 0 { file.append(0) }
            file += bytes
        }
        return file
    }
}

/// A postcode's addresses gathered: how it is written, its town, centre and bounds.
struct PostcodeGroup {
    let key: String
    let country: String
    var spellings: [String: Int] = [:]
    var cities: [Int: Int] = [:]
    var coordinates: [Coordinate] = []
    var south = 90.0, west = 180.0, north = -90.0, east = -180.0
    var areaCentre: Coordinate?
    var count = 0

    init(key: String, country: String) {
        self.key = key
        self.country = country
    }

    mutating func add(_ address: GeographyRecords.AddressRecord, city: Int) {
        spellings[address.postcode, default: 0] += 1
        if city >= 0 { cities[city, default: 0] += 1 }
        coordinates.append(address.coordinate)
        widen(
            address.coordinate.latitude, address.coordinate.longitude, address.coordinate.latitude,
            address.coordinate.longitude)
        count += 1
    }

    mutating func add(area: GeographyRecords.PostcodeRecord) {
        spellings[area.postcode, default: 0] += 0
        if areaCentre == nil { areaCentre = area.coordinate }
        widen(area.box.south, area.box.west, area.box.north, area.box.east)
    }

    private mutating func widen(_ south: Double, _ west: Double, _ north: Double, _ east: Double) {
        self.south = min(self.south, south)
        self.west = min(self.west, west)
        self.north = max(self.north, north)
        self.east = max(self.east, east)
    }

    /// The most common spelling.
    var label: String { spellings.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? key }
    /// The most common town.
    var city: Int? { cities.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key }
    /// The address nearest the mean of its addresses; the area's centre when it has none.
    var centre: Coordinate {
        guard !coordinates.isEmpty else { return areaCentre ?? Coordinate(uncheckedLatitude: 0, longitude: 0) }
        let mean = Coordinate(
            uncheckedLatitude: coordinates.map(\.latitude).reduce(0, +) / Double(coordinates.count),
            longitude: coordinates.map(\.longitude).reduce(0, +) / Double(coordinates.count))
        return coordinates.min { $0.roughDistance(to: mean) < $1.roughDistance(to: mean) } ?? mean
    }
}
