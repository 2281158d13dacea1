import PlaceReaders

/// Any format PlacePicker reads places from: the open formats (GeoJSON, CSV, Overpass JSON,
/// OSM XML) or a carrier's own feed.
public enum DataFormat: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// GeoJSON, CSV, Overpass JSON or OSM XML.
    case places(PlaceFormat)
    /// A carrier's feed.
    case carrier(CarrierFormat)

    /// Every format, open ones first.
    public static var allCases: [DataFormat] {
        PlaceFormat.allCases.map(DataFormat.places) + CarrierFormat.allCases.map(DataFormat.carrier)
    }

    /// Every name `--from` takes.
    public static var names: [String] { allCases.map(\.description) }

    /// The format of a `--from` name (`geojson`, `inpost`, …), any case.
    public init?(name: String) {
        let folded = name.lowercased()
        if let format = PlaceFormat(rawValue: folded) {
            self = .places(format)
        } else if let carrier = CarrierFormat(rawValue: folded) {
            self = .carrier(carrier)
        } else {
            return nil
        }
    }

    /// The `--from` name (`geojson`, `inpost`).
    public var description: String {
        switch self {
        case .places(let format): format.rawValue
        case .carrier(let carrier): carrier.rawValue
        }
    }

    /// Why the format of an input could not be told.
    public struct DetectionError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What was looked at and the formats tried.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// Tells an input's format from its content, helped by its file extension (`nil` for standard
    /// input): carrier feeds by member names only they use, GeoJSON by `"type": "Feature…"`,
    /// Overpass JSON by `"elements"`, XML by its root element, CSV by its extension.
    ///
    /// - Parameters:
    ///   - contents: The input's bytes (only the first 64 KiB are looked at).
    ///   - pathExtension: The file's extension, if it has one.
    /// - Returns: The format, or an error that names every format tried.
    public static func detect(_ contents: some Collection<UInt8>, pathExtension: String?) -> Result<
        DataFormat, DetectionError
    > {
        let ext = pathExtension?.lowercased().trimmingPrefix(".") ?? ""
        let head = String(decoding: contents.prefix(65_536), as: UTF8.self)
        let start = head.drop { $0 == "\u{FEFF}" || $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        if start.hasPrefix("<") {
            if head.contains("<osm") { return .success(.places(.osm)) }
            if let carrier = CarrierFormat.allCases.first(where: { $0.type.xml?.isMarked(head) == true }) {
                return .success(.carrier(carrier))
            }
            // Another XML is named by its root element, never taken for a cut-off OSM file.
            if ext != "osm", let root = DataFormat.rootElement(of: start) {
                let roots = CarrierFormat.allCases.compactMap { carrier in
                    carrier.type.xml.map { "\(carrier.carrierName) <\($0.root)>" }
                }
                return .failure(
                    DetectionError(
                        message: "the XML's root element is <\(root)>, none of the formats tried ("
                            + (["OpenStreetMap <osm>"] + roots).joined(separator: ", ")
                            + "); name the format with --from if it is one of them."))
            }
        } else if start.hasPrefix("{") || start.hasPrefix("[") {
            if let carrier = CarrierFormat.allCases.first(where: { $0.type.signature.matches(head) }) {
                return .success(.carrier(carrier))
            }
            if head.contains("\"elements\""), !head.contains("\"FeatureCollection\"") {
                return .success(.places(.overpass))
            }
            if head.contains("\"FeatureCollection\"") || head.contains("\"Feature\"") || head.contains("\"features\"") {
                return .success(.places(.geojson))
            }
        } else if ext == "csv" {
            return .success(.places(.csv))
        }
        if let known = PlaceFormat(pathExtension: ext), known != .geojson {
            return .success(.places(PlaceFormat(pathExtension: ext, contents: contents) ?? known))
        }
        if ext == "geojson" { return .success(.places(.geojson)) }
        let tried = names.joined(separator: ", ")
        let what = start.hasPrefix("{") || start.hasPrefix("[") ? "JSON" : start.hasPrefix("<") ? "XML" : "text"
        return .failure(
            DetectionError(
                message: "the \(what) is none of the formats tried (\(tried)): no member name or element that only "
                    + "one of them uses is near its start; name the format with --from."))
    }

    /// The name of the first element after the XML declaration and comments (`DropoffData`).
    private static func rootElement(of start: Substring) -> String? {
        var rest = start
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first else { return nil }
            if first == "?" || first == "!" { continue }
            let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
