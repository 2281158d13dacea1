import Foundation
import RawMemory

/// The decoded boundary table: a grid of 1° root cells, a 4×4 tree below each, and leaves that
/// hold border segments. Format: `scripts/build_timezones.py` (the generator) and
/// `docs/reference/timezones.md`.
///
/// Every index stored in the table is checked once when it is decoded (``init(data:)``), so the
/// lookup can read the arrays without further checks failing: the table is valid or it is not
/// made.
struct ZoneTable: Sendable {
    /// What an entry of the root grid or of a node points at (its top two bits).
    enum EntryKind: UInt32 {
        /// The whole cell is one zone; the low 30 bits are its index.
        case zone = 0
        /// The cell is split 4×4; the low 30 bits are the node's index.
        case node = 1
        /// Border segments cross the cell; the low 30 bits are the leaf's first word.
        case leaf = 2
    }

    /// Zone index of a border side that belongs to no zone (the edge of the data).
    static let noZone: UInt16 = 0xFFFF
    /// The low 30 bits of an entry.
    static let payloadMask: UInt32 = 0x3FFF_FFFF
    /// Root grid columns (1° each, from −180°).
    static let rootColumns = 360
    /// Root grid rows (1° each, from −90°).
    static let rootRows = 180

    /// IANA names by zone index.
    let names: [String]
    /// The boundary data's release (timezone-boundary-builder's tag, e.g. "2026c").
    let dataVersion: String
    /// One entry per root cell, row-major from (−90°, −180°).
    let root: [UInt32]
    /// 16 entries per node, row-major from the south-west child.
    let nodes: [UInt32]
    /// Leaf words: open zone, chain count, then per chain left zone, right zone, point count and
    /// the points as (x, y) pairs in 0…65535 across the leaf's cell.
    let leaves: [UInt16]
    /// Size of the table as stored, in bytes.
    let byteCount: Int

    /// Decodes and checks a table.
    ///
    /// - Parameter data: The bytes of `zones.bin`.
    /// - Throws: ``ZoneTableError`` naming the first inconsistency.
    /// - Complexity: O(n) in the size of the table.
    init(data: Data) throws(ZoneTableError) {
        var reader = LittleEndianReader(data: data)
        guard reader.bytes(4) == Array("PPTZ".utf8) else { throw .notATable }
        let header = (0..<8).map { _ in reader.uint32() }
        guard reader.isValid else { throw .truncated(section: "header") }
        let (version, zoneCount, columns, rows) = (header[0], Int(header[1]), Int(header[2]), Int(header[3]))
        let (nodeCount, leafWordCount, nameBytes, versionBytes) =
            (Int(header[4]), Int(header[5]), Int(header[6]), Int(header[7]))
        guard version == 1 else { throw .unsupportedVersion(version) }
        guard columns == Self.rootColumns, rows == Self.rootRows else {
            throw .inconsistent("the root grid is \(columns)×\(rows), expected 360×180")
        }
        guard zoneCount > 0, zoneCount < Int(Self.noZone) else {
            throw .inconsistent("\(zoneCount) zones")
        }
        let names = reader.bytes(nameBytes).split(separator: 0, omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
        guard names.count == zoneCount else {
            throw .inconsistent("\(names.count) zone names for \(zoneCount) zones")
        }
        let dataVersion = String(decoding: reader.bytes(versionBytes), as: UTF8.self)
        reader.align(to: 4)
        let root = reader.uint32s(columns * rows)
        let nodes = reader.uint32s(nodeCount * 16)
        let leaves = reader.uint16s(leafWordCount)
        guard reader.isValid else { throw .truncated(section: "cells") }
        guard reader.offset == data.count else {
            throw .inconsistent("\(data.count - reader.offset) bytes after the table")
        }
        self.names = names
        self.dataVersion = dataVersion
        self.root = root
        self.nodes = nodes
        self.leaves = leaves
        self.byteCount = data.count
        try check(zoneCount: zoneCount)
    }

    /// Checks every entry and every leaf, so that lookups stay inside the arrays and descents end.
    private func check(zoneCount: Int) throws(ZoneTableError) {
        var checkedLeaves = Set<Int>()
        func checkEntry(_ entry: UInt32, parentNode: Int?) throws(ZoneTableError) {
            let payload = Int(entry & Self.payloadMask)
            switch EntryKind(rawValue: entry >> 30) {
            case .zone:
                guard payload < zoneCount else { throw .inconsistent("zone index \(payload) of \(zoneCount)") }
            case .node:
                // Children come after their parent, so every descent moves forward and ends.
                guard payload < nodes.count / 16, payload > (parentNode ?? -1) else {
                    throw .inconsistent("node index \(payload) under node \(parentNode ?? -1)")
                }
            case .leaf:
                guard checkedLeaves.insert(payload).inserted else { return }
                try checkLeaf(at: payload, zoneCount: zoneCount)
            case nil:
                throw .inconsistent("entry kind \(entry >> 30)")
            }
        }
        for entry in root { try checkEntry(entry, parentNode: nil) }
        for (position, entry) in nodes.enumerated() { try checkEntry(entry, parentNode: position / 16) }
    }

    private func checkLeaf(at start: Int, zoneCount: Int) throws(ZoneTableError) {
        func word(_ index: Int) throws(ZoneTableError) -> Int {
            guard index < leaves.count else { throw .inconsistent("leaf at word \(start) runs past the table") }
            return Int(leaves[index])
        }
        func zone(_ index: Int, allowingNone: Bool) throws(ZoneTableError) {
            let value = try word(index)
            guard value < zoneCount || (allowingNone && value == Int(Self.noZone)) else {
                throw .inconsistent("leaf at word \(start) names zone \(value)")
            }
        }
        try zone(start, allowingNone: false)
        var position = start + 2
        for _ in 0..<(try word(start + 1)) {
            try zone(position, allowingNone: true)
            try zone(position + 1, allowingNone: true)
            let points = try word(position + 2)
            guard points >= 2 else { throw .inconsistent("a chain of \(points) points in the leaf at word \(start)") }
            position += 3 + 2 * points
            guard position <= leaves.count else { throw .inconsistent("leaf at word \(start) runs past the table") }
        }
    }
}

/// Reads little-endian numbers from bytes, remembering whether any read ran past the end.
///
/// Arrays of numbers are copied out of the data in one move through a ``RawMemory/ByteView``
/// (``copy(_:count:as:)``): the range was granted by `take`, which checks it lies inside the data,
/// and it holds exactly `count × size` bytes.
struct LittleEndianReader {
    let data: Data
    private(set) var offset = 0
    private(set) var isValid = true

    init(data: Data) { self.data = data }

    private mutating func take(_ count: Int) -> Range<Int>? {
        guard isValid, count >= 0, count <= data.count - offset else {
            isValid = false
            return nil
        }
        defer { offset += count }
        return (data.startIndex + offset)..<(data.startIndex + offset + count)
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        take(count).map { Array(data[$0]) } ?? []
    }

    mutating func uint32() -> UInt32 { uint32s(1).first ?? 0 }

    mutating func align(to size: Int) {
        let padding = (size - offset % size) % size
        _ = take(padding)
    }

    mutating func uint32s(_ count: Int) -> [UInt32] {
        guard count <= Int.max / 4, let range = take(count * 4) else { return [] }
        return copy(range, count: count, as: UInt32.self)
    }

    mutating func uint16s(_ count: Int) -> [UInt16] {
        guard count <= Int.max / 2, let range = take(count * 2) else { return [] }
        return copy(range, count: count, as: UInt16.self)
    }

    /// Copies `count` little-endian values of `type` out of `range` (which `take` checked holds
    /// exactly `count * MemoryLayout<T>.size` bytes).
    private func copy<T: FixedWidthInteger>(_ range: Range<Int>, count: Int, as type: T.Type) -> [T] {
        let values = ByteView.withContiguousBytes(data[range]) { $0.littleEndianIntegers(T.self) }
        assert(values.count == count)
        return values
    }
}
