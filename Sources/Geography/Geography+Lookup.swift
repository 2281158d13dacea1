import Foundation
import Geodesy
import PlaceSearch
import Places

extension Geography {
    /// The number of a word in the sorted word list, by binary search.
    func wordNumber(of word: String) -> Int? {
        let bytes = Array(word.utf8)
        var low = 0
        var high = wordCount
        while low < high {
            let middle = (low + high) / 2
            let order = compareString(u32(.words, middle * 4), with: bytes)
            if order == 0 { return middle }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The numbers of the words that begin with `prefix`, at most `limit`, in byte order.
    func wordNumbers(withPrefix prefix: String, limit: Int) -> Range<Int> {
        let bytes = Array(prefix.utf8)
        var low = 0
        var high = wordCount
        while low < high {
            let middle = (low + high) / 2
            if compareString(u32(.words, middle * 4), with: bytes) < 0 { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < wordCount, end - low < limit, stringHasPrefix(u32(.words, end * 4), bytes) { end += 1 }
        return low..<end
    }

    /// The positions in `SPST` of a word's streets that lie in a run of street numbers (a town's),
    /// by binary search: each word's streets are in ascending order.
    func streetPostings(ofWord word: Int, within run: Range<Int>) -> Range<Int> {
        let all = streets(ofWord: word)
        func firstPosition(atLeast street: Int) -> Int {
            var low = all.lowerBound
            var high = all.upperBound
            while low < high {
                let middle = (low + high) / 2
                if streetPosting(middle) < street { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return firstPosition(atLeast: run.lowerBound)..<firstPosition(atLeast: run.upperBound)
    }

    /// The postcodes with a key (one per country that has it).
    func postcodes(withKey key: String) -> [Int] {
        guard !key.isEmpty else { return [] }
        let bytes = Array(key.utf8)
        var low = 0
        var high = postcodeCount
        while low < high {
            let middle = (low + high) / 2
            if compareString(postcode(middle).key, with: bytes) < 0 { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        while low < postcodeCount, compareString(postcode(low).key, with: bytes) == 0 {
            result.append(low)
            low += 1
        }
        return result
    }

    /// The addresses of a street whose house number has a value (12 for `12`, `12b`, `12-14`),
    /// by binary search: a street's addresses are ordered by that value.
    func addressRange(ofStreet row: StreetRow, value: UInt32) -> Range<Int> {
        var low = row.firstAddress
        var high = row.firstAddress + row.addressCount
        while low < high {
            let middle = (low + high) / 2
            if address(middle).value < value { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < row.firstAddress + row.addressCount, address(end).value == value { end += 1 }
        return low..<end
    }

    /// The street an address is on, by binary search over the streets' first addresses.
    func street(ofAddress index: Int) -> Int {
        var low = 0
        var high = streetCount
        while low + 1 < high {
            let middle = (low + high) / 2
            if street(middle).firstAddress <= index { low = middle } else { high = middle }
        }
        // A street without houses shares its first address with the street after it, so the last
        // street starting at or before the address is the one that has it.
        return low
    }

    /// The whole address of an address number.
    func match(ofAddress index: Int) -> AddressMatch {
        let row = address(index)
        let streetRow = street(street(ofAddress: index))
        let address = Address(
            street: string(streetRow.name), houseNumber: string(row.number),
            postcode: row.postcode == GeographyFormat.none ? nil : string(postcode(Int(row.postcode)).label),
            city: streetRow.city == GeographyFormat.none ? nil : string(city(Int(streetRow.city)).name),
            country: GeographyFormat.countryText(streetRow.country))
        return AddressMatch(
            address: address,
            coordinate: Coordinate(
                uncheckedLatitude: GeographyFormat.degrees(row.latitude),
                longitude: GeographyFormat.degrees(row.longitude)),
            label: address.singleLine, score: 0, kind: .house)
    }
}

extension Geography {
    /// The basemap tile at zoom, column and row (XYZ), as the tile set stored it (gzip-compressed
    /// Mapbox Vector Tile), or `nil` when the file has none there.
    public func storedTile(zoom: Int, x: Int, y: Int) -> [UInt8]? {
        let key = GeographyFormat.tileKey(zoom: zoom, x: x, y: y)
        let keys = range(.tileKeys).lowerBound
        var low = 0
        var high = tileCount
        while low < high {
            let middle = (low + high) / 2
            let found = file.uint64(at: keys + middle * 8)
            if found == key {
                let span = range(.tileSpans).lowerBound + middle * 16
                let start = range(.tileData).lowerBound + Int(file.uint64(at: span))
                return file.withView(start..<start + Int(file.uint64(at: span + 8))) { $0.array }
            }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

extension Geography {
    /// Why the region looks like the wrong one for some places: none of them lies within 50 km
    /// of its addresses' bounds; `nil` when one does, or when there are no places.
    ///
    /// - Parameter places: The places' coordinates.
    /// - Returns: The warning, or `nil`.
    public func farAwayWarning(from places: [Coordinate]) -> String? {
        let bounds = metadata.bounds
        guard bounds.count == 4, !places.isEmpty,
            let box = try? BoundingBox(south: bounds[0], west: bounds[1], north: bounds[2], east: bounds[3])
                .expanded(byMeters: 50_000),
            !places.contains(where: box.contains)
        else { return nil }
        let written = bounds.map { String(format: "%.2f", $0) }.joined(separator: ",")
        return "none of the places is within 50 km of its addresses (\(written)): is it the region of these places?"
    }
}

extension Geography: AddressDirectory {
    /// The best matches for what a person is typing: the last word may be incomplete.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many (ten by default).
    /// - Returns: Houses, streets, postcodes and places, best first, with distinct labels.
    public func search(_ text: String, limit: Int = 10) -> [AddressMatch] { search(text, limit: limit, near: nil) }

    /// The best matches, nearer a focus first among equally good ones: "Hauptstraße 5" typed
    /// without a town is one of hundreds in a country, and the one near the shop's places is meant.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many.
    ///   - focus: Where the picker's places are, or `nil`.
    /// - Returns: Houses, streets, postcodes and places, best first, with distinct labels.
    public func search(_ text: String, limit: Int, near focus: Coordinate?) -> [AddressMatch] {
        GeographySearch.candidates(text, in: self, completing: true, limit: max(0, limit), focus: focus).map(\.match)
    }

    /// The region searched with a focus (``search(_:limit:near:)``): what the picker uses, with
    /// its places' centre as the focus.
    ///
    /// - Parameter focus: Where the picker's places are.
    /// - Returns: The region as an address directory that prefers addresses near `focus`.
    public func near(_ focus: Coordinate) -> some AddressDirectory { FocusedGeography(region: self, focus: focus) }

    /// One location for a whole address: the house, else its street, postcode or town, saying
    /// what was not found.
    ///
    /// - Parameter text: The address as written.
    /// - Returns: The location, or `nil` when nothing of it is in the region.
    public func resolve(_ text: String) -> AddressResolution? { resolve(text, near: nil) }

    /// ``resolve(_:)``, nearer a focus first among equally good matches.
    func resolve(_ text: String, near focus: Coordinate?) -> AddressResolution? {
        let ranked = GeographySearch.rank(text, in: self, completing: false, limit: 1, focus: focus)
        // A whole address whose words speak against the best match more than for it is nowhere in
        // the region: "Carrer de Mallorca 401" is not "Carter Lane" with one letter changed.
        guard let best = ranked.candidates.first, best.score > 0 else { return nil }
        switch best.kind {
        case .house: return AddressResolution(match: best.match)
        case .street:
            return AddressResolution(match: best.match, fallback: ranked.houseNumberTyped ? .houseNumberNotFound : nil)
        case .postcode, .place:
            // A postcode or town with nothing else typed is what was asked for; a house number or a
            // word it does not have means the street was not found.
            let streetTyped = ranked.houseNumberTyped || best.unmatchedWords > 0
            return AddressResolution(match: best.match, fallback: streetTyped ? .streetNotFound : nil)
        }
    }

    /// The house nearest a location, from the grid of cells of about 220 m.
    ///
    /// - Parameters:
    ///   - coordinate: The location.
    ///   - maximumDistance: How far it may be, in metres.
    /// - Returns: The nearest house within that distance.
    public func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch? {
        guard addressCount > 0, maximumDistance >= 0, maximumDistance.isFinite else { return nil }
        let (row, column) = GeographyFormat.cell(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let rowReach = Int((maximumDistance / 111_000 / GeographyFormat.cellDegrees).rounded(.up)) + 1
        let shrink = max(0.01, cos(coordinate.latitude * .pi / 180))
        let columnReach = min(
            Int((maximumDistance / 111_000 / shrink / GeographyFormat.cellDegrees).rounded(.up)) + 1, 2_000)
        guard rowReach <= 200 else { return nil }
        var best: (distance: Double, address: Int)?
        for cellRow in row - rowReach...row + rowReach {
            for cellColumn in column - columnReach...column + columnReach {
                guard let cell = cellIndex(GeographyFormat.cellKey(row: cellRow, column: cellColumn)) else { continue }
                let start = Int(u32(.gridStarts, cell * 4))
                let end = Int(u32(.gridStarts, cell * 4 + 4))
                for slot in start..<end {
                    let index = Int(u32(.gridAddresses, slot * 4))
                    let row = address(index)
                    let distance = coordinate.roughDistance(
                        to: Coordinate(
                            uncheckedLatitude: GeographyFormat.degrees(row.latitude),
                            longitude: GeographyFormat.degrees(row.longitude)))
                    if distance <= maximumDistance, distance < best?.distance ?? .infinity { best = (distance, index) }
                }
            }
        }
        return best.map { match(ofAddress: $0.address) }
    }

    /// The grid cell with a key, by binary search.
    private func cellIndex(_ key: UInt64) -> Int? {
        let base = range(.gridKeys).lowerBound
        var low = 0
        var high = cellCount
        while low < high {
            let middle = (low + high) / 2
            let found = file.uint64(at: base + middle * 8)
            if found == key { return middle }
            if found < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

extension GeographySearch.Candidate {
    var match: AddressMatch {
        AddressMatch(address: address, coordinate: coordinate, label: label, score: score, kind: kind)
    }
}

/// A region searched with a focus: equally good matches nearer the picker's places come first.
struct FocusedGeography: AddressDirectory {
    let region: Geography
    let focus: Coordinate

    func search(_ text: String, limit: Int) -> [AddressMatch] { region.search(text, limit: limit, near: focus) }

    func resolve(_ text: String) -> AddressResolution? { region.resolve(text, near: focus) }

    func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch? {
        region.nearestAddress(to: coordinate, within: maximumDistance)
    }
}
