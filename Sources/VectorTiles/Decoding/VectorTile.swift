/// One Mapbox Vector Tile (specification 2.1): named layers of features, each with its properties
/// (keys and values shared within the layer) and its geometry as drawing commands in the layer's
/// integer grid (``Layer/extent`` units across, y downwards).
///
/// ```swift
/// let tile = try VectorTile(decoding: storedBytes)  // gzip, zlib or plain protobuf
/// for feature in tile["building"]?.features ?? [] { let rings = try feature.geometry() }
/// ```
///
/// Decoding checks every length, index and command against the data and throws a
/// ``VectorTileError`` that says where and why; it never reads outside the bytes it is given.
public struct VectorTile: Sendable {
    /// The layers, in the tile's order.
    public var layers: [Layer]

    /// The layer with a name, if the tile has it.
    public subscript(name: String) -> Layer? {
        layers.first { $0.name == name }
    }

    /// What a feature's geometry is.
    public enum GeometryType: Int, Sendable, CaseIterable {
        /// Not said (the specification allows it; such a feature is not drawn).
        case unknown = 0
        /// One point or several.
        case point = 1
        /// One line or several.
        case lineString = 2
        /// One polygon or several: exterior rings, each followed by its holes.
        case polygon = 3
    }

    /// A property's value.
    public enum Value: Sendable, Hashable {
        /// Text.
        case string(String)
        /// A 32-bit float.
        case float(Float)
        /// A 64-bit float.
        case double(Double)
        /// A signed integer (`int64`).
        case int(Int64)
        /// An unsigned integer.
        case uint(UInt64)
        /// A signed integer written zigzag (`sint64`).
        case sint(Int64)
        /// True or false.
        case bool(Bool)

        /// The text, when the value is text.
        public var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }

        /// The number, when the value is one.
        public var number: Double? {
            switch self {
            case .float(let value): Double(value)
            case .double(let value): value
            case .int(let value), .sint(let value): Double(value)
            case .uint(let value): Double(value)
            case .string, .bool: nil
            }
        }
    }

    /// A point of the layer's grid: (0, 0) is the tile's top-left corner, (extent, extent) its
    /// bottom-right; geometry may reach outside (a buffer around the tile).
    public struct Point: Sendable, Hashable {
        /// Rightwards.
        public var x: Int32
        /// Downwards.
        public var y: Int32

        /// Creates a point.
        public init(x: Int32, y: Int32) {
            self.x = x
            self.y = y
        }
    }

    /// A layer: features with one vocabulary of keys and values and one grid.
    public struct Layer: Sendable {
        /// Its name (`transportation`, `building`).
        public var name: String
        /// The specification's version it says it follows (1 or 2).
        public var version: Int
        /// Grid units across the tile (4096 by default).
        public var extent: Int
        /// The property names the features' tags point into.
        public var keys: [String]
        /// The property values the features' tags point into.
        public var values: [Value]
        /// The features.
        public var features: [Feature]

        /// The index of a key in ``keys``, to look a property up in many features.
        public func keyIndex(_ key: String) -> UInt32? {
            keys.firstIndex(of: key).map { UInt32($0) }
        }

        /// A feature's value for a key index from ``keyIndex(_:)``, if it has one.
        @inline(__always)
        public func value(of feature: Feature, keyIndex: UInt32) -> Value? {
            var index = 0
            let tags = feature.tags
            while index + 1 < tags.count {
                if tags[index] == keyIndex {
                    let value = Int(tags[index + 1])
                    return value < values.count ? values[value] : nil
                }
                index += 2
            }
            return nil
        }

        /// A feature's value for a key, if it has one.
        public func value(of feature: Feature, forKey key: String) -> Value? {
            keyIndex(key).flatMap { value(of: feature, keyIndex: $0) }
        }

        /// A feature's properties by key.
        public func properties(of feature: Feature) -> [String: Value] {
            var properties: [String: Value] = [:]
            var index = 0
            while index + 1 < feature.tags.count {
                let (key, value) = (Int(feature.tags[index]), Int(feature.tags[index + 1]))
                if key < keys.count && value < values.count { properties[keys[key]] = values[value] }
                index += 2
            }
            return properties
        }
    }

    /// A feature: its id, its properties as pairs of indices into its layer's keys and values,
    /// and its geometry as commands.
    public struct Feature: Sendable {
        /// The id, when the tile gives one.
        public var id: UInt64?
        /// What the geometry is.
        public var type: GeometryType
        /// Pairs of a key index and a value index into the layer (checked when decoded; a pair
        /// that points nowhere is ignored by the look-ups).
        public var tags: [UInt32]
        /// The geometry's commands and parameters, as written: read with ``geometry()``.
        public var commands: [UInt32]
        /// Where the feature is, for errors: its layer's name, its index there and its byte offset.
        var place: (layer: String, index: Int, offset: Int)

        /// Creates a feature (the layer's name and its index there are for errors only).
        public init(id: UInt64? = nil, type: GeometryType, tags: [UInt32] = [], commands: [UInt32]) {
            self.id = id
            self.type = type
            self.tags = tags
            self.commands = commands
            place = ("", 0, 0)
        }
    }
}

/// Why a vector tile could not be read: what was wrong and where (layer, feature, byte offset).
public struct VectorTileError: Error, CustomStringConvertible, Equatable {
    /// What was wrong and where, in words.
    public var description: String

    init(_ what: String, at offset: Int) {
        description = "\(what) (at byte \(offset))"
    }

    init(describing text: String) {
        description = text
    }

    /// The same error with what it was about said first ("tile 14/8187/5447: …").
    public func within(_ context: String) -> VectorTileError {
        VectorTileError(describing: "\(context): \(description)")
    }
}
