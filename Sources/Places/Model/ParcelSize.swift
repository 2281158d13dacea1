import Foundation

/// The parcel a shopper sends or collects: its weight and its three sides, as a shop knows them
/// (`4kg,40x30x20cm`). A place whose largest parcel (`pickup:max_parcel`) cannot take it cannot be
/// chosen for it.
public struct ParcelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The weight in kilograms, if given.
    public var kilograms: Double?
    /// The three sides in centimetres, longest first, if given.
    public var centimetres: [Double]?

    /// Why a parcel text cannot be read.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong and what to write instead.
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// Reads `4kg`, `40x30x20cm`, or both separated by a comma (in either order; `×` for `x`,
    /// `g` for grams, `mm` and `m` for the sides, a comma or a point for decimals inside a number).
    ///
    /// - Parameter text: The text.
    /// - Throws: ``ParseError`` naming the part that cannot be read.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.lowercased().replacingOccurrences(of: " ", with: "").split(separator: ",")
            .map(String.init)
        guard !parts.isEmpty else { throw Self.error(text, "it is empty") }
        var index = 0
        while index < parts.count {
            var part = parts[index]
            // A decimal comma: "2,5kg" arrives as "2" and "5kg".
            if index + 1 < parts.count, Double(part) != nil, let next = parts[index + 1].first, next.isNumber {
                part += "." + parts[index + 1]
                index += 1
            }
            index += 1
            if let weight = Self.weight(part) {
                guard kilograms == nil else { throw Self.error(text, "it gives the weight twice") }
                kilograms = weight
            } else if let sides = Self.sides(part) {
                guard centimetres == nil else { throw Self.error(text, "it gives the sides twice") }
                centimetres = sides
            } else {
                throw Self.error(text, "'\(part)' is neither a weight (4kg) nor three sides (40x30x20cm)")
            }
        }
    }

    /// A parcel of a given weight and sides.
    ///
    /// - Parameters:
    ///   - kilograms: The weight.
    ///   - centimetres: The three sides, in any order.
    public init(kilograms: Double? = nil, centimetres: [Double]? = nil) {
        self.kilograms = kilograms
        self.centimetres = centimetres?.sorted(by: >)
    }

    private static func error(_ text: String, _ why: String) -> ParseError {
        ParseError(message: "'\(text)' is not a parcel size: \(why); write it like 4kg,40x30x20cm.")
    }

    private static func number(_ text: Substring) -> Double? {
        guard let value = Double(text), value.isFinite, value > 0 else { return nil }
        return value
    }

    private static func weight(_ part: String) -> Double? {
        if part.hasSuffix("kg") { return number(part.dropLast(2)) }
        if part.hasSuffix("g") { return number(part.dropLast()).map { $0 / 1000 } }
        return nil
    }

    private static func sides(_ part: String) -> [Double]? {
        let units: [(suffix: String, factor: Double)] = [("mm", 0.1), ("cm", 1), ("m", 100)]
        guard let unit = units.first(where: { part.hasSuffix($0.suffix) }) else { return nil }
        let values = part.dropLast(unit.suffix.count).split(whereSeparator: { $0 == "x" || $0 == "×" })
            .map { number($0).map { $0 * unit.factor } }
        guard values.count == 3, values.allSatisfy({ $0 != nil }) else { return nil }
        return values.compactMap { $0 }.sorted(by: >)
    }

    /// The canonical text: `4kg,40x30x20cm` (what URLs and the API write).
    public var description: String {
        func text(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        var parts: [String] = []
        if let kilograms { parts.append(text(kilograms) + "kg") }
        if let centimetres { parts.append(centimetres.map(text).joined(separator: "x") + "cm") }
        return parts.joined(separator: ",")
    }

    /// Whether a place's largest parcel takes this one: not heavier than `weight_kg`, and its sides,
    /// turned as needed, within `length_cm`, `width_cm` and `height_cm` (longest against longest).
    /// A limit that leaves out the weight or a side does not limit it.
    ///
    /// - Parameter limit: The place's `pickup:max_parcel` object.
    /// - Returns: `false` when the parcel cannot go there; `true` otherwise (also without a limit).
    public func fits(_ limit: JSONValue?) -> Bool {
        guard case .object(let members) = limit else { return true }
        func value(_ key: String) -> Double? {
            if case .number(let number) = members[key] { number } else { nil }
        }
        if let kilograms, let most = value("weight_kg"), kilograms > most { return false }
        guard let centimetres else { return true }
        let limits = ["length_cm", "width_cm", "height_cm"].compactMap(value).sorted(by: >)
        guard limits.count == 3 else {
            // Only some sides known: the parcel's longest side must fit the longest known one.
            return limits.first.map { centimetres[0] <= $0 } ?? true
        }
        return zip(centimetres, limits).allSatisfy { $0 <= $1 }
    }
}
