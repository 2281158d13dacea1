import Geodesy

/// Reads OpenStreetMap data in OPL, the line format `osmium` writes (`osmium
/// add-locations-to-ways -f opl`), into a region's records: addresses on nodes, ways and
/// relations; `addr:interpolation` lines; named streets; named places; postcode areas.
///
/// Lines come in osmium's order — nodes, then ways (with their nodes' locations), then
/// relations — so a relation's place is the centre of its member ways, read before it. A way
/// with a node that has no location (the extract was cut there) and a relation with a member
/// way that is not in the file are skipped and counted, never an error.
public struct OPLReader {
    /// What has been read.
    public private(set) var records = GeographyRecords()
    /// The address record of each node with a house number, for interpolation lines.
    private var nodeAddresses: [Int64: Int] = [:]
    /// The ways read, by id (ascending: osmium writes them so): their bounds, for relations.
    private var wayIDs: [Int64] = []
    private var wayBoxes: [(south: Float, west: Float, north: Float, east: Float)] = []
    /// How many lines were not OPL at all.
    public private(set) var badLines = 0

    /// A reader with nothing read.
    public init() {}

    /// Reads one line (without its newline).
    public mutating func read(line: Substring) {
        guard let kind = line.utf8.first else { return }
        var id: Int64?
        var tags: [String: String] = [:]
        var nodes: Substring = ""
        var members: Substring = ""
        var longitude: Double?
        var latitude: Double?
        for field in line.split(separator: " ", omittingEmptySubsequences: true) {
            let value = field.dropFirst()
            switch field.first {
            case "n" where id == nil && kind == UInt8(ascii: "n"),
                "w" where id == nil && kind == UInt8(ascii: "w"),
                "r" where id == nil && kind == UInt8(ascii: "r"):
                id = Int64(value)
            case "T": tags = Self.tags(value)
            case "x": longitude = Double(value)
            case "y": latitude = Double(value)
            case "N": nodes = value
            case "M": members = value
            default: break
            }
        }
        guard let id else {
            badLines += 1
            return
        }
        switch kind {
        case UInt8(ascii: "n"):
            guard let latitude, let longitude, Self.isLocation(latitude, longitude), !tags.isEmpty else { return }
            add(tags, at: Coordinate(uncheckedLatitude: latitude, longitude: longitude), nodeID: id)
        case UInt8(ascii: "w"): readWay(id: id, tags: tags, nodes: nodes)
        case UInt8(ascii: "r"): readRelation(tags: tags, members: members)
        default: badLines += 1
        }
    }

    private mutating func readWay(id: Int64, tags: [String: String], nodes: Substring) {
        var points: [Coordinate] = []
        var nodeIDs: [Int64] = []
        for node in nodes.split(separator: ",") {
            // n123x24.93y60.17, or n123x y when osmium had no location for the node.
            guard let x = node.firstIndex(of: "x"), let y = node.firstIndex(of: "y"), x < y,
                let longitude = Double(node[node.index(after: x)..<y]),
                let latitude = Double(node[node.index(after: y)...]), Self.isLocation(latitude, longitude)
            else {
                records.skipped["ways naming nodes not in the file", default: 0] += tags.isEmpty ? 0 : 1
                return
            }
            nodeIDs.append(Int64(node.dropFirst().prefix { $0 != "x" }) ?? 0)
            points.append(Coordinate(uncheckedLatitude: latitude, longitude: longitude))
        }
        guard let box = Self.box(points) else { return }
        wayIDs.append(id)
        wayBoxes.append(box)
        guard !tags.isEmpty else { return }
        let isClosed = points.count > 3 && points.first == points.last
        // An area's centre: the mean of its corners; a line's: its middle vertex.
        let centre =
            isClosed
            ? Coordinate(
                uncheckedLatitude: points.dropLast().map(\.latitude).reduce(0, +) / Double(points.count - 1),
                longitude: points.dropLast().map(\.longitude).reduce(0, +) / Double(points.count - 1))
            : points[points.count / 2]
        if let name = tags["name"], !name.isEmpty, tags["highway"] != nil {
            records.streets.append(
                GeographyRecords.StreetRecord(
                    name: name, coordinate: centre, postcode: tags["postal_code"] ?? tags["addr:postcode"] ?? ""))
        }
        if let interpolation = tags["addr:interpolation"] {
            interpolate(interpolation, nodeIDs: nodeIDs, points: points)
        }
        add(tags, at: centre, nodeID: nil, box: box)
    }

    private mutating func readRelation(tags: [String: String], members: Substring) {
        guard tags["addr:housenumber"] != nil || tags["place"] != nil || tags["boundary"] == "postal_code" else {
            return
        }
        var boxes: [(south: Float, west: Float, north: Float, east: Float)] = []
        for member in members.split(separator: ",") where member.first == "w" {
            let role = member.split(separator: "@", maxSplits: 1).dropFirst().first ?? ""
            guard role != "inner", let id = Int64(member.dropFirst().prefix { $0 != "@" }) else { continue }
            guard let box = wayBox(id) else {
                records.skipped["relations naming ways not in the file", default: 0] += 1
                return
            }
            boxes.append(box)
        }
        guard !boxes.isEmpty else { return }
        let south = Double(boxes.map(\.south).min() ?? 0)
        let west = Double(boxes.map(\.west).min() ?? 0)
        let north = Double(boxes.map(\.north).max() ?? 0)
        let east = Double(boxes.map(\.east).max() ?? 0)
        let centre = Coordinate(uncheckedLatitude: (south + north) / 2, longitude: (west + east) / 2)
        add(tags, at: centre, nodeID: nil, box: (Float(south), Float(west), Float(north), Float(east)))
    }

    /// The address, place and postcode area an object's tags make.
    private mutating func add(
        _ tags: [String: String], at coordinate: Coordinate, nodeID: Int64?,
        box: (south: Float, west: Float, north: Float, east: Float)? = nil
    ) {
        if let number = tags["addr:housenumber"], !number.isEmpty {
            let street = tags["addr:street"] ?? tags["addr:place"] ?? ""
            if let nodeID { nodeAddresses[nodeID] = records.addresses.count }
            records.addresses.append(
                GeographyRecords.AddressRecord(
                    street: street, houseNumber: number, postcode: tags["addr:postcode"] ?? "",
                    city: tags["addr:city"] ?? "", country: tags["addr:country"] ?? "", coordinate: coordinate))
        }
        if let value = tags["place"], let kind = GeographyRecords.PlaceKind(osmValue: value), let name = tags["name"],
            !name.isEmpty
        {
            records.places.append(GeographyRecords.PlaceRecord(name: name, kind: kind, coordinate: coordinate))
        }
        if tags["boundary"] == "postal_code", let code = tags["postal_code"] ?? tags["ref"], !code.isEmpty, let box,
            let area = try? BoundingBox(
                south: Double(box.south), west: Double(box.west), north: Double(box.north), east: Double(box.east))
        {
            records.postcodes.append(GeographyRecords.PostcodeRecord(postcode: code, coordinate: coordinate, box: area))
        }
    }

    /// The houses an interpolation line stands for: numbers between its end nodes' (odd, even,
    /// all, or a step), placed along the line by length.
    private mutating func interpolate(_ scheme: String, nodeIDs: [Int64], points: [Coordinate]) {
        guard let firstID = nodeIDs.first, let lastID = nodeIDs.last, let first = nodeAddresses[firstID],
            let last = nodeAddresses[lastID]
        else { return }
        let start = records.addresses[first]
        let end = records.addresses[last]
        // House numbers are free text: only numbers a street can have, at most 2,000 apart.
        guard let from = Int(start.houseNumber), let to = Int(end.houseNumber), (0...1_000_000).contains(from),
            (0...1_000_000).contains(to), from != to, start.street == end.street, abs(to - from) <= 2_000
        else { return }
        let step: Int
        switch scheme {
        case "odd", "even": step = 2
        case "all": step = 1
        default: step = Int(scheme) ?? 0
        }
        guard step > 0, step <= abs(to - from) else { return }
        var lengths = [0.0]
        for index in 1..<points.count {
            lengths.append(lengths[index - 1] + points[index - 1].roughDistance(to: points[index]))
        }
        guard let total = lengths.last, total > 0 else { return }
        let direction = to > from ? 1 : -1
        var number = from + direction * step
        while (to - number) * direction > 0 {
            let fraction = Double(number - from) / Double(to - from)
            let target = fraction * total
            let segment = max(1, lengths.firstIndex { $0 >= target } ?? points.count - 1)
            let span = lengths[segment] - lengths[segment - 1]
            let along = span > 0 ? (target - lengths[segment - 1]) / span : 0
            let a = points[segment - 1]
            let b = points[segment]
            var house = start
            house.houseNumber = String(number)
            house.coordinate = Coordinate(
                uncheckedLatitude: a.latitude + (b.latitude - a.latitude) * along,
                longitude: a.longitude + (b.longitude - a.longitude) * along)
            records.addresses.append(house)
            number += direction * step
        }
    }

    /// Whether a latitude and longitude are a place on Earth (OPL text can say `nan` or 1e300).
    static func isLocation(_ latitude: Double, _ longitude: Double) -> Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// The bounds of some points, or `nil` for none.
    static func box(_ points: [Coordinate]) -> (south: Float, west: Float, north: Float, east: Float)? {
        guard let first = points.first else { return nil }
        var box = (
            south: Float(first.latitude), west: Float(first.longitude), north: Float(first.latitude),
            east: Float(first.longitude)
        )
        for point in points.dropFirst() {
            box.south = min(box.south, Float(point.latitude))
            box.north = max(box.north, Float(point.latitude))
            box.west = min(box.west, Float(point.longitude))
            box.east = max(box.east, Float(point.longitude))
        }
        return box
    }

    private func wayBox(_ id: Int64) -> (south: Float, west: Float, north: Float, east: Float)? {
        var low = 0
        var high = wayIDs.count
        while low < high {
            let middle = (low + high) / 2
            if wayIDs[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < wayIDs.count && wayIDs[low] == id ? wayBoxes[low] : nil
    }

    /// OPL's tags: `key=value` pairs separated by commas, with `%` and a code point in hex and `%`
    /// for the characters that would break the line.
    static func tags(_ text: Substring) -> [String: String] {
        var tags: [String: String] = [:]
        for pair in text.split(separator: ",") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            tags[unescape(pair[..<equals])] = unescape(pair[pair.index(after: equals)...])
        }
        return tags
    }

    static func unescape(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        var result = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest.index(after: percent)
            guard let close = rest[after...].firstIndex(of: "%"), let value = UInt32(rest[after..<close], radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                result += rest[percent...]
                return result
            }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
