import Foundation
import Geodesy

extension [UInt8] {
    mutating func append(u16 value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    mutating func append(u32 value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func append(i32 value: Int32) { append(u32: UInt32(bitPattern: value)) }

    mutating func append(u64 value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func set(u32 value: UInt32, at offset: Int) {
        for byte in 0..<4 { self[offset + byte] = UInt8(truncatingIfNeeded: value >> UInt32(8 * byte)) }
    }

    mutating func set(u16 value: UInt16, at offset: Int) {
        self[offset] = UInt8(value & 0xFF)
        self[offset + 1] = UInt8(value >> 8)
    }
}

extension JSONEncoder {
    /// An encoder with sorted keys: the same metadata gives the same bytes.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}

extension Coordinate {
    /// The distance in metres on a sphere by the equirectangular approximation: within 0.1 % of
    /// the geodesic over the tens of kilometres the builder and the search compare, at a fraction
    /// of its cost.
    func roughDistance(to other: Coordinate) -> Double {
        let radians = Double.pi / 180
        let x = (other.longitude - longitude) * radians * cos((latitude + other.latitude) * 0.5 * radians)
        let y = (other.latitude - latitude) * radians
        return (x * x + y * y).squareRoot() * 6_371_008.8
    }
}
