/// A tile's address: its zoom and its column and row in the XYZ scheme web maps use (row 0 at the
/// north edge; MBTiles stores rows the other way, which ``MBTiles`` turns round).
public struct TileID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The zoom level: 2^zoom tiles across the world.
    public var zoom: Int
    /// The column, from the antimeridian eastwards.
    public var x: Int
    /// The row, from the north edge southwards.
    public var y: Int

    /// Creates an address.
    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    /// Whether the address is on the map: zoom 0…30, column and row below 2^zoom.
    public var isValid: Bool {
        (0...30).contains(zoom) && (0..<(1 << zoom)).contains(x) && (0..<(1 << zoom)).contains(y)
    }

    /// The tile one zoom level out that holds this one.
    public var parent: TileID? {
        zoom > 0 ? TileID(zoom: zoom - 1, x: x >> 1, y: y >> 1) : nil
    }

    /// "zoom/x/y", as tile URLs write it.
    public var description: String { "\(zoom)/\(x)/\(y)" }

    /// Ordered by zoom, then column, then row.
    public static func < (a: TileID, b: TileID) -> Bool { (a.zoom, a.x, a.y) < (b.zoom, b.x, b.y) }
}

/// What a tile set says about itself (an MBTiles file's `metadata` table).
public struct TileMetadata: Sendable, Equatable {
    /// Its name.
    public var name: String?
    /// Who the data is from, as the file says it (may be HTML, such as OpenMapTiles'
    /// `<a href="…">&copy; OpenStreetMap contributors</a>`; ``plainAttribution`` is it as text).
    public var attribution: String?
    /// The area covered, in degrees: west, south, east, north.
    public var bounds: (west: Double, south: Double, east: Double, north: Double)?
    /// The lowest zoom level with tiles.
    public var minZoom: Int
    /// The highest zoom level with tiles: views closer in draw these tiles enlarged.
    public var maxZoom: Int
    /// The tiles' format: `pbf` for vector tiles.
    public var format: String?
    /// Every entry of the metadata, as written.
    public var entries: [String: String]

    /// Creates metadata.
    public init(
        name: String? = nil, attribution: String? = nil,
        bounds: (west: Double, south: Double, east: Double, north: Double)? = nil, minZoom: Int = 0, maxZoom: Int = 14,
        format: String? = "pbf", entries: [String: String] = [:]
    ) {
        self.name = name
        self.attribution = attribution
        self.bounds = bounds
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.format = format
        self.entries = entries
    }

    /// Reads the entries of an MBTiles `metadata` table (minzoom, maxzoom, bounds as
    /// `west,south,east,north`, attribution, name, format).
    ///
    /// - Parameters:
    ///   - entries: The name–value pairs.
    ///   - source: Where they are from, for errors.
    /// - Throws: ``TileSourceError`` for a zoom or bounds that is not a number where one is expected.
    public init(entries: [String: String], source: String) throws(TileSourceError) {
        func zoom(_ key: String, _ fallback: Int) throws(TileSourceError) -> Int {
            guard let text = entries[key] else { return fallback }
            guard let value = Int(text.trimmingSpaces), (0...30).contains(value) else {
                throw TileSourceError("\(source): metadata \(key) is '\(text)', not a zoom level 0…30")
            }
            return value
        }
        var bounds: (west: Double, south: Double, east: Double, north: Double)?
        if let text = entries["bounds"] {
            let numbers = text.split(separator: ",").compactMap { Double(String($0).trimmingSpaces) }
            guard numbers.count == 4 else {
                throw TileSourceError("\(source): metadata bounds is '\(text)', not 'west,south,east,north'")
            }
            // tilemaker writes 0,0,0,0 for an extract without a box: no bounds.
            if numbers[0] < numbers[2] && numbers[1] < numbers[3] {
                bounds = (numbers[0], numbers[1], numbers[2], numbers[3])
            }
        }
        self.init(
            name: entries["name"], attribution: entries["attribution"].flatMap { $0.isEmpty ? nil : $0 },
            bounds: bounds, minZoom: try zoom("minzoom", 0), maxZoom: try zoom("maxzoom", 14),
            format: entries["format"],
            entries: entries)
        guard minZoom <= maxZoom else {
            throw TileSourceError("\(source): metadata minzoom \(minZoom) is above maxzoom \(maxZoom)")
        }
    }

    /// ``attribution`` as plain text: tags left out, character references read
    /// (`<a href="…">&copy; OpenMapTiles</a>` is "© OpenMapTiles"), spaces collapsed.
    public var plainAttribution: String? {
        guard let attribution else { return nil }
        var text = ""
        var inTag = false
        for character in attribution {
            if character == "<" {
                inTag = true
            } else if character == ">" && inTag {
                inTag = false
                text.append(" ")
            } else if !inTag {
                text.append(character)
            }
        }
        let references = [
            "&copy;": "©", "&#169;": "©", "&#xa9;": "©", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"",
            "&#39;": "'", "&nbsp;": " ",
        ]
        for (reference, character) in references { text = text.replacingAll(reference, with: character) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Equal when every field is.
    public static func == (a: TileMetadata, b: TileMetadata) -> Bool {
        a.name == b.name && a.attribution == b.attribution
            && a.bounds.map { [$0.west, $0.south, $0.east, $0.north] }
                == b.bounds.map { [$0.west, $0.south, $0.east, $0.north] }
            && a.minZoom == b.minZoom
            && a.maxZoom == b.maxZoom && a.format == b.format && a.entries == b.entries
    }
}

/// Where vector tiles come from: an ``MBTiles`` file, or any other store (a region's file that
/// embeds them) that hands out a tile's stored bytes by its address.
public protocol TileSource: Sendable {
    /// What the tile set says about itself.
    var metadata: TileMetadata { get }

    /// The tile's bytes as stored (gzip or zlib compressed, or plain protobuf), or `nil` when the
    /// source has no tile there.
    ///
    /// - Parameters:
    ///   - zoom: The zoom level.
    ///   - x: The column (XYZ).
    ///   - y: The row (XYZ: 0 at the north edge).
    /// - Returns: The stored bytes, or `nil`.
    /// - Throws: ``TileSourceError`` when the store cannot be read.
    func tile(zoom: Int, x: Int, y: Int) throws(TileSourceError) -> [UInt8]?
}

/// Why tiles could not be read: which file, and what was wrong with it or what to do.
public struct TileSourceError: Error, CustomStringConvertible, Equatable {
    /// Where and why, in words.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// Every occurrence of `target` replaced (without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, contains(target) else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
