import Foundation
import Geodesy
import RawMemory

/// Why a geography file was refused.
public struct GeographyError: Error, CustomStringConvertible, Sendable {
    /// Where and why, with what to do.
    public var description: String

    init(_ path: String, _ reason: String) {
        description = "\(path): \(reason); rebuild it with 'placepicker geography build'."
    }
}

/// A region's every address, street, postcode and named place, from a `.geography` file
/// (`placepicker geography build`), memory-mapped: opening a country's file reads its header and
/// checks its references, and only what a search touches is loaded.
///
/// Searches (``search(_:limit:)``), turns a whole address into one location with a fallback
/// (``resolve(_:)``) and names the address nearest a location (``nearestAddress(to:within:)``);
/// see ``GeographySearch`` for how.
public final class Geography: Sendable {
    let file: MappedFile
    /// Where each section lies in the file, by ``GeographyFormat/Section/ordinal``.
    private let ranges: [Range<Int>]
    /// What the file says about itself.
    public let metadata: GeographyMetadata
    /// The file's path.
    public let path: String

    let streetCount: Int
    let cityCount: Int
    let addressCount: Int
    let postcodeCount: Int
    let wordCount: Int
    let cellCount: Int
    /// How many basemap tiles the file carries (0 for none).
    public let tileCount: Int

    /// Opens a region file.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``GeographyError`` when it is not a geography file of this version, is cut short,
    ///   or a record names something outside the file.
    public init(path: String) throws(GeographyError) {
        self.path = path
        do {
            file = try MappedFile(path: path)
        } catch {
            throw GeographyError(path, error.description.replacingOccurrences(of: "\(path): ", with: ""))
        }
        guard file.count >= GeographyFormat.headerSize,
            file.withView(0..<8, { $0.array }) == GeographyFormat.magic
        else {
            throw GeographyError(path, "not a PlacePicker geography file (its first bytes are not 'PPGEO001')")
        }
        let sectionCount = Int(file.uint32(at: 8))
        let tableEnd = GeographyFormat.headerSize + sectionCount * GeographyFormat.tableEntrySize
        guard sectionCount < 256, tableEnd <= file.count else {
            throw GeographyError(path, "its section table is cut short")
        }
        var sections: [GeographyFormat.Section: Range<Int>] = [:]
        for index in 0..<sectionCount {
            let entry = GeographyFormat.headerSize + index * GeographyFormat.tableEntrySize
            let tag = file.string(entry..<entry + 4)
            let offset = file.uint64(at: entry + 8)
            let length = file.uint64(at: entry + 16)
            guard offset <= UInt64(file.count), length <= UInt64(file.count) - offset else {
                throw GeographyError(path, "section \(tag) lies outside the file (the file is cut short)")
            }
            if let section = GeographyFormat.Section(rawValue: tag) {
                sections[section] = Int(offset)..<Int(offset + length)
            }
        }
        var ranges: [Range<Int>] = []
        for section in GeographyFormat.Section.allCases {
            if let range = sections[section] {
                ranges.append(range)
            } else if section.isOptional {
                ranges.append(0..<0)
            } else {
                throw GeographyError(path, "section \(section.rawValue) is missing")
            }
        }
        self.ranges = ranges
        func records(_ section: GeographyFormat.Section, _ size: Int) throws(GeographyError) -> Int {
            let length = ranges[section.ordinal].count
            guard length % size == 0 else {
                throw GeographyError(path, "section \(section.rawValue) is not whole \(size)-byte records")
            }
            return length / size
        }
        streetCount = try records(.streets, GeographyFormat.Layout.street)
        cityCount = try records(.cities, GeographyFormat.Layout.city)
        addressCount = try records(.addresses, GeographyFormat.Layout.address)
        postcodeCount = try records(.postcodes, GeographyFormat.Layout.postcode)
        wordCount = try records(.words, 4)
        cellCount = try records(.gridKeys, 8)
        tileCount = try records(.tileKeys, 8)
        let metadataRange = ranges[GeographyFormat.Section.metadata.ordinal]
        guard
            let metadata = try? JSONDecoder().decode(
                GeographyMetadata.self, from: Data(file.withView(metadataRange) { $0.array }))
        else { throw GeographyError(path, "its metadata is not readable") }
        guard metadata.version == 1 else {
            throw GeographyError(path, "it is of format version \(metadata.version), this program reads version 1")
        }
        self.metadata = metadata
        if let problem = GeographyValidation(self).firstProblem() { throw GeographyError(path, problem) }
    }

    // MARK: Reading records

    /// Where a section lies in the file.
    @inline(__always) func range(_ section: GeographyFormat.Section) -> Range<Int> { ranges[section.ordinal] }

    @inline(__always) func u32(_ section: GeographyFormat.Section, _ offset: Int) -> UInt32 {
        file.uint32(at: ranges[section.ordinal].lowerBound + offset)
    }

    @inline(__always) func i32(_ section: GeographyFormat.Section, _ offset: Int) -> Int32 {
        Int32(bitPattern: u32(section, offset))
    }

    /// The string at a pool offset.
    func string(_ reference: UInt32) -> String {
        let start = range(.strings).lowerBound + Int(reference)
        let length = Int(file.byte(uncheckedAt: start)) | Int(file.byte(uncheckedAt: start + 1)) << 8
        return file.string(start + 2..<start + 2 + length)
    }

    /// The bytes of the string at a pool offset compared with `bytes`: negative, zero or positive.
    func compareString(_ reference: UInt32, with bytes: [UInt8]) -> Int {
        let start = range(.strings).lowerBound + Int(reference)
        let length = Int(file.byte(uncheckedAt: start)) | Int(file.byte(uncheckedAt: start + 1)) << 8
        for index in 0..<min(length, bytes.count) {
            let byte = file.byte(uncheckedAt: start + 2 + index)
            if byte != bytes[index] { return Int(byte) - Int(bytes[index]) }
        }
        return length - bytes.count
    }

    /// Whether the string at a pool offset starts with `bytes`.
    func stringHasPrefix(_ reference: UInt32, _ bytes: [UInt8]) -> Bool {
        let start = range(.strings).lowerBound + Int(reference)
        let length = Int(file.byte(uncheckedAt: start)) | Int(file.byte(uncheckedAt: start + 1)) << 8
        guard length >= bytes.count else { return false }
        for index in 0..<bytes.count where file.byte(uncheckedAt: start + 2 + index) != bytes[index] { return false }
        return true
    }

    struct StreetRow {
        var name: UInt32, city: UInt32, firstAddress: Int, addressCount: Int
        var latitude: Int32, longitude: Int32, wordStart: Int, wordCount: Int, country: UInt16, postcode: UInt32
    }

    func street(_ index: Int) -> StreetRow {
        let base = index * GeographyFormat.Layout.street
        return StreetRow(
            name: u32(.streets, base), city: u32(.streets, base + 4), firstAddress: Int(u32(.streets, base + 8)),
            addressCount: Int(u32(.streets, base + 12)), latitude: i32(.streets, base + 16),
            longitude: i32(.streets, base + 20), wordStart: Int(u32(.streets, base + 24)),
            wordCount: Int(u32(.streets, base + 28) & 0xFFFF), country: UInt16(u32(.streets, base + 28) >> 16),
            postcode: u32(.streets, base + 32))
    }

    struct CityRow {
        var name: UInt32, firstStreet: Int, streetCount: Int, latitude: Int32, longitude: Int32
        var wordStart: Int, wordCount: Int, country: UInt16, kind: UInt8, addressCount: Int
    }

    func city(_ index: Int) -> CityRow {
        let base = index * GeographyFormat.Layout.city
        let packed = u32(.cities, base + 24)
        return CityRow(
            name: u32(.cities, base), firstStreet: Int(u32(.cities, base + 4)),
            streetCount: Int(u32(.cities, base + 8)),
            latitude: i32(.cities, base + 12), longitude: i32(.cities, base + 16),
            wordStart: Int(u32(.cities, base + 20)),
            wordCount: Int(packed & 0xFFFF), country: UInt16(packed >> 16),
            kind: UInt8(truncatingIfNeeded: u32(.cities, base + 28)), addressCount: Int(u32(.cities, base + 32)))
    }

    struct AddressRow {
        var number: UInt32, key: UInt32, postcode: UInt32, latitude: Int32, longitude: Int32, value: UInt32
    }

    func address(_ index: Int) -> AddressRow {
        let base = index * GeographyFormat.Layout.address
        return AddressRow(
            number: u32(.addresses, base), key: u32(.addresses, base + 4), postcode: u32(.addresses, base + 8),
            latitude: i32(.addresses, base + 12), longitude: i32(.addresses, base + 16),
            value: u32(.addresses, base + 20))
    }

    struct PostcodeRow {
        var key: UInt32, label: UInt32, city: UInt32, latitude: Int32, longitude: Int32
        var south: Int32, west: Int32, north: Int32, east: Int32, addressCount: Int, country: UInt16
    }

    func postcode(_ index: Int) -> PostcodeRow {
        let base = index * GeographyFormat.Layout.postcode
        return PostcodeRow(
            key: u32(.postcodes, base), label: u32(.postcodes, base + 4), city: u32(.postcodes, base + 8),
            latitude: i32(.postcodes, base + 12), longitude: i32(.postcodes, base + 16),
            south: i32(.postcodes, base + 20),
            west: i32(.postcodes, base + 24), north: i32(.postcodes, base + 28), east: i32(.postcodes, base + 32),
            addressCount: Int(u32(.postcodes, base + 36)),
            country: UInt16(truncatingIfNeeded: u32(.postcodes, base + 40)))
    }

    /// The street numbers of a word (ascending).
    func streets(ofWord word: Int) -> Range<Int> {
        Int(u32(.wordStreetStarts, word * 4))..<Int(u32(.wordStreetStarts, word * 4 + 4))
    }

    func streetPosting(_ index: Int) -> Int { Int(u32(.streetPostings, index * 4)) }

    func cities(ofWord word: Int) -> Range<Int> {
        Int(u32(.wordCityStarts, word * 4))..<Int(u32(.wordCityStarts, word * 4 + 4))
    }

    func cityPosting(_ index: Int) -> Int { Int(u32(.cityPostings, index * 4)) }

    /// The word number at a slot of `SWRD` (a street's words) or `CWRD` (a town's).
    @inline(__always) func streetWord(_ slot: Int) -> Int { Int(u32(.streetWords, slot * 4)) }
    @inline(__always) func cityWord(_ slot: Int) -> Int { Int(u32(.cityWords, slot * 4)) }

    /// The word numbers of a street or a town.
    func words(ofStreet row: StreetRow) -> [Int] {
        (0..<row.wordCount).map { Int(u32(.streetWords, (row.wordStart + $0) * 4)) }
    }

    func words(ofCity row: CityRow) -> [Int] {
        (0..<row.wordCount).map { Int(u32(.cityWords, (row.wordStart + $0) * 4)) }
    }

    /// What the region holds, in words: "34905 addresses, 1514 streets, 18 places, 496 postcodes,
    /// 65 basemap tiles".
    public var summary: String {
        "\(addressCount) addresses, \(streetCount) streets, \(cityCount) places, \(postcodeCount) postcodes, "
            + "\(tileCount) basemap tiles"
    }

    /// How many distinct addresses, streets, towns and postcodes the region holds.
    public var counts: (addresses: Int, streets: Int, cities: Int, postcodes: Int) {
        (addressCount, streetCount, cityCount, postcodeCount)
    }
}
