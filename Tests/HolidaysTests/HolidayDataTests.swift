import TestSupport
import Testing

@testable import Holidays

/// The holiday resource's reader on damaged files: every cut and every flipped byte is either read
/// or reported as a `HolidayDataError` with an offset, never a crash or a hang.
@Suite("Holiday resource reader")
struct HolidayDataTests {
    /// The embedded resource, read as the package reads it; a test fails if it did not load.
    static func realData() throws -> HolidayData {
        guard case .success(let data) = HolidayData.shared else {
            throw HolidayDataError(offset: nil, context: "test", reason: "the resource did not load")
        }
        return data
    }

    static func realBytes() throws -> [UInt8] { try realData().bytes }

    /// Reads a whole file: its directory, then every country's record and every timeline.
    static func readEverything(_ bytes: [UInt8]) throws(HolidayDataError) -> Int {
        let data = try HolidayData(bytes: bytes)
        var days = 0
        for code in data.countries.keys.sorted() {
            let record = try HolidayCountryRecord(code: code, data: data)
            days += try HolidayTimeline(record: record, subdivision: nil, data: data).entries.count
            for subdivision in record.subdivisions {
                days += try HolidayTimeline(record: record, subdivision: subdivision, data: data).entries.count
            }
        }
        return days
    }

    @Test func theRealFileReadsWhole() throws {
        // Every holiday-day of every country and subdivision, 2000–2075.
        #expect(try Self.readEverything(Self.realBytes()) > 900_000)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 12, 100, 1000, 50_000, 300_000, 340_000, 345_000, 400_000, 600_000])
    func truncatedFilesAreReported(_ length: Int) throws {
        let bytes = try Self.realBytes()
        #expect(throws: HolidayDataError.self) { try Self.readEverything(Array(bytes.prefix(length))) }
    }

    /// Reads one country of a file, all its subdivisions included.
    static func readCountry(_ code: String, _ bytes: [UInt8]) throws(HolidayDataError) {
        let data = try HolidayData(bytes: bytes)
        let record = try HolidayCountryRecord(code: code, data: data)
        _ = try HolidayTimeline(record: record, subdivision: nil, data: data)
        for subdivision in record.subdivisions {
            _ = try HolidayTimeline(record: record, subdivision: subdivision, data: data)
        }
    }

    @Test func flippedBytesAreReadOrReported() throws {
        let data = try Self.realData()
        let original = data.bytes
        let codes = data.countries.keys.sorted()
        var random = SeededGenerator(seed: 12)
        var reported = 0
        for round in 0..<300 {
            var bytes = original
            let code = codes[Int.random(in: 0..<codes.count, using: &random)]
            // Damage the country's record, or (every tenth round) anywhere in the file.
            let range = round % 10 == 0 ? 0..<bytes.count : (data.countries[code] ?? 0..<bytes.count)
            for _ in 0..<2 {
                bytes[Int.random(in: range, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            }
            do {
                try Self.readCountry(code, bytes)
            } catch {
                reported += 1
                #expect(!error.description.isEmpty)
            }
        }
        // A flipped day or name reference may still read (as another day or name); most are caught.
        #expect(reported > 100)
    }

    @Test(arguments: [
        ([UInt8](), "does not start with PPHOLID1"),
        (Array("PPHOLID1".utf8) + [2], "format version 2"),
        (Array("PPHOLID1".utf8) + [1, 0xD0, 0x0F, 76], "runs past the end"),
        (Array("PPHOLID1".utf8) + [1, 0xD0, 0x0F, 76, 0, 0, 1, 0x44, 0x45, 5, 5, 0], "outside the 0-byte body"),
    ])
    func badHeaders(_ c: (bytes: [UInt8], reason: String)) {
        do {
            _ = try HolidayData(bytes: c.bytes)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(c.reason), "\(error)")
        }
    }
}
