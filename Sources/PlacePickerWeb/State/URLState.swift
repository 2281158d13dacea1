import Foundation
import Geodesy
import HTTPMessage
import PlacePicker
import PlaceQuery
import Places

/// The picker state in a URL: every choice a person made is a query parameter, so the page works
/// without JavaScript, can be bookmarked, and the back button undoes a step.
///
/// | parameter | meaning | example |
/// |---|---|---|
/// | `view` | `list` (default) or `map` | `view=map` |
/// | `open` | only open now | `open=1` |
/// | `cat` | a category to keep (repeatable) | `cat=post_office` |
/// | `carrier` | a carrier to keep, by key (repeatable) | `carrier=dhl` |
/// | `stepfree` | only step-free places | `stepfree=1` |
/// | `space` | only places that can take a parcel now | `space=1` |
/// | `parcel` | the shopper's parcel: weight and size | `parcel=4kg,40x30x20cm` |
/// | `q` | text search | `q=posti` |
/// | `sort` | `distance`, `name`, `closing`, `price` (cheapest nearby) or `delivery` (earliest) | `sort=name` |
/// | `near` | origin `LAT,LON` (default: the data set's origin) | `near=60.1699,24.9384` |
/// | `from` | what to call the origin | `from=Mannerheimintie 5` |
/// | `src` | how the origin was set: `address` or `device` | `src=address` |
/// | `sel` | the selected place's id | `sel=node/123` |
/// | `z`, `c` | map zoom and centre `LAT,LON` (default: fit the places) | `z=15&c=60.17,24.94` |
/// | `cluster` | a listed cluster | `cluster=12-3` |
/// | `limit` | rows to show, 1…10,000 | `limit=40` |
public enum URLState {
    /// The most rows one page lists (`limit`): "Show more" stops here and the page says to narrow
    /// the list instead, so there is never a button that does nothing.
    public static let maximumLimit = 10_000

    /// Reads a state from parameters; unusable parameters are reported and left at their defaults.
    ///
    /// - Parameters:
    ///   - items: The query parameters.
    ///   - defaultOrigin: The origin when `near` is absent or invalid.
    /// - Returns: The state and the problems found.
    public static func decode(_ items: [HTTPRequest.QueryItem], defaultOrigin: Origin) -> (
        state: PickerState, problems: [ParameterProblem]
    ) {
        var state = PickerState(origin: defaultOrigin)
        var problems: [ParameterProblem] = []
        func problem(_ item: HTTPRequest.QueryItem, _ message: String) {
            problems.append(ParameterProblem(parameter: item.name, value: item.value, message: message))
        }
        var originLabel: String?
        var originSource: Origin.Source = .address
        var near: Coordinate?
        var center: Coordinate?
        var centerText = ""
        var zoom: Int?
        for item in items {
            switch item.name {
            case "view":
                if let mode = PickerMode(rawValue: item.value) {
                    state.mode = mode
                } else {
                    problem(item, "Use view=list or view=map.")
                }
            case "open": state.filters.openNow = flag(item, &problems)
            case "stepfree": state.filters.stepFreeOnly = flag(item, &problems)
            case "space": state.filters.withSpaceOnly = flag(item, &problems)
            case "parcel":
                guard !item.value.isEmpty else { continue }
                do { state.filters.parcel = try ParcelSize(parsing: item.value) } catch { problem(item, error.message) }
            case "cat":
                if !item.value.isEmpty { state.filters.categories.insert(item.value) }
            case "carrier":
                if !item.value.isEmpty { state.filters.carriers.insert(item.value.lowercased()) }
            case "q": state.filters.text = String(item.value.prefix(200))
            case "sort":
                switch item.value {
                case "distance": state.sort = .distance
                case "name": state.sort = .name
                case "closing": state.sort = .closingTime
                case "price": state.sort = .price
                case "delivery": state.sort = .delivery
                default: problem(item, "Use sort=distance, sort=name, sort=closing, sort=price or sort=delivery.")
                }
            case "near":
                do { near = try Coordinate(parsing: item.value) } catch { problem(item, error.message) }
            case "c":
                centerText = item.value
                do { center = try Coordinate(parsing: item.value) } catch { problem(item, error.message) }
            case "from": originLabel = String(item.value.prefix(200))
            case "src":
                switch item.value {
                case "address": originSource = .address
                case "device": originSource = .deviceLocation
                default: problem(item, "Use src=address or src=device.")
                }
            case "sel": state.selectedID = item.value.isEmpty ? nil : item.value
            case "z":
                if let value = Int(item.value), (MapCamera.minimumZoom...MapCamera.maximumZoom).contains(value) {
                    zoom = value
                } else {
                    problem(item, "The zoom must be a whole number from 0 to 19, such as z=15.")
                }
            case "cluster": state.expandedClusterID = item.value.isEmpty ? nil : item.value
            case "limit":
                if let value = Int(item.value), (1...maximumLimit).contains(value) {
                    state.limit = value
                } else {
                    problem(
                        item, "The number of rows must be a whole number from 1 to \(maximumLimit), such as limit=40.")
                }
            default: continue
            }
        }
        if let near {
            state.origin = Origin(coordinate: near, source: originSource, label: originLabel ?? near.description)
        }
        if let zoom {
            state.camera = MapCamera(center: center ?? state.origin.coordinate, zoom: zoom)
        } else if center != nil {
            problems.append(
                ParameterProblem(
                    parameter: "c", value: centerText, message: "A map centre needs a zoom too, such as z=15."))
        }
        return (state, problems)
    }

    /// The parameters that reproduce a state; defaults are left out, order is fixed.
    ///
    /// - Parameters:
    ///   - state: The state.
    ///   - defaultOrigin: The origin that needs no parameter.
    /// - Returns: The parameters.
    public static func encode(_ state: PickerState, defaultOrigin: Origin) -> [HTTPRequest.QueryItem] {
        var items: [HTTPRequest.QueryItem] = []
        var origin = state.origin
        origin.fallback = nil  // said by the page that set the origin, not carried on
        if origin != defaultOrigin {
            items.append(.init("near", format(state.origin.coordinate)))
            items.append(.init("from", state.origin.label))
            items.append(.init("src", state.origin.source == .deviceLocation ? "device" : "address"))
        }
        if state.filters.openNow { items.append(.init("open", "1")) }
        for category in state.filters.categories.sorted() { items.append(.init("cat", category)) }
        for carrier in state.filters.carriers.sorted() { items.append(.init("carrier", carrier)) }
        if state.filters.stepFreeOnly { items.append(.init("stepfree", "1")) }
        if state.filters.withSpaceOnly { items.append(.init("space", "1")) }
        if let parcel = state.filters.parcel { items.append(.init("parcel", parcel.description)) }
        if !state.filters.text.isEmpty { items.append(.init("q", state.filters.text)) }
        switch state.sort {
        case .distance: break
        case .name: items.append(.init("sort", "name"))
        case .closingTime: items.append(.init("sort", "closing"))
        case .price: items.append(.init("sort", "price"))
        case .delivery: items.append(.init("sort", "delivery"))
        }
        if state.mode == .map { items.append(.init("view", "map")) }
        if let camera = state.camera { items += cameraItems(camera) }
        if let cluster = state.expandedClusterID { items.append(.init("cluster", cluster)) }
        if let selected = state.selectedID { items.append(.init("sel", selected)) }
        if state.limit != PickerState.defaultLimit { items.append(.init("limit", String(state.limit))) }
        return items
    }

    /// A camera's parameters, `z` and `c`, next to each other in ``encode(_:defaultOrigin:)``.
    ///
    /// - Parameter camera: The camera.
    /// - Returns: The two items.
    static func cameraItems(_ camera: MapCamera) -> [HTTPRequest.QueryItem] {
        [.init("z", String(camera.zoom)), .init("c", format(camera.center))]
    }

    /// `LAT,LON` with six decimals (about 10 cm).
    ///
    /// - Parameter coordinate: The point.
    /// - Returns: The text.
    public static func format(_ coordinate: Coordinate) -> String {
        var bytes: [UInt8] = []
        append(coordinate, separator: ",", to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `LAT` `separator` `LON` as ``format(_:)`` writes them (the camera links of a map's
    /// clusters write dozens a page, with the separator already form-encoded).
    static func append(_ coordinate: Coordinate, separator: StaticString, to bytes: inout [UInt8]) {
        appendRounded(coordinate.latitude, to: &bytes)
        bytes.append(separator)
        appendRounded(coordinate.longitude, to: &bytes)
    }

    /// A number rounded to six decimals as Swift writes the rounded `Double` (its shortest
    /// round-tripping digits), without a trailing `.0`.
    ///
    /// Written digit by digit: the number is `k / 10⁶` for a whole `k`, and for a latitude or a
    /// longitude (at most nine significant digits) the shortest digits of that `Double` are `k`'s
    /// with the decimal point put back and trailing zeros dropped (two such decimals never round
    /// to the same `Double`). Where `String(Double)` writes an exponent (below 10⁻⁴) or the number
    /// is larger than a coordinate, it is used as it is; a test compares both on every kind of value.
    static func appendRounded(_ value: Double, to bytes: inout [UInt8]) {
        let scaled = (value * 1_000_000).rounded() / 1_000_000
        let millionths = (value * 1_000_000).rounded()
        guard millionths.magnitude < 1e12, scaled == 0 || scaled.magnitude >= 1e-4 else {
            var text = String(scaled)
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes.append(contentsOf: text.utf8)
            return
        }
        if scaled.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        let whole = Int(millionths.magnitude)
        let integer = whole / 1_000_000
        var fraction = whole % 1_000_000
        bytes.appendDigits(integer)
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        bytes.appendDigits(fraction, width: digits)
    }

    private static func flag(_ item: HTTPRequest.QueryItem, _ problems: inout [ParameterProblem]) -> Bool {
        switch item.value {
        case "1", "on", "true", "yes": return true
        case "0", "off", "false", "no", "": return false
        default:
            problems.append(
                ParameterProblem(
                    parameter: item.name, value: item.value, message: "Use \(item.name)=1 or leave it out."))
            return false
        }
    }
}

// MARK: - Parameter problems

/// A URL parameter that could not be used, with what was wrong and a valid example.
///
/// Invalid parameters never lose the rest of the state: the page says what was wrong and shows
/// the picker with the other parameters applied.
public struct ParameterProblem: Sendable, Hashable, Error, CustomStringConvertible {
    /// The parameter's name, e.g. `near`.
    public var parameter: String
    /// The value as given.
    public var value: String
    /// What is wrong, with a valid example.
    public var message: String

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - parameter: Name.
    ///   - value: Value as given.
    ///   - message: What is wrong.
    public init(parameter: String, value: String, message: String) {
        self.parameter = parameter
        self.value = value
        self.message = message
    }

    /// `near=abc: …`.
    public var description: String { "\(parameter)=\(value): \(message)" }
}
