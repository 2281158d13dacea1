import Foundation
import OpeningHours
import Testing

@testable import CommandSupport

@Suite("Option values")
struct OptionValueTests {
    @Test(arguments: [("10", 10_000), ("2.5", 2500), (" 0.1 ", 100), ("3600", 3_600_000)])
    func seconds(_ text: String, _ milliseconds: Int64) throws {
        #expect(try SecondsValue.parse(text, in: 0.1...3600) == .milliseconds(milliseconds))
    }

    @Test(arguments: [
        ("ten", "'ten' is not a number of seconds from 0.1 to 3600, such as 10 or 2.5"),
        ("nan", "'nan' is not a number of seconds"),
        (".5", "'.5' is not a number of seconds"),
        ("0.05", "0.05 is out of range; give a number of seconds from 0.1 to 3600"),
        ("7200", "7200 is out of range"),
    ])
    func badSeconds(_ text: String, _ message: String) {
        #expect {
            try SecondsValue.parse(text, in: 0.1...3600)
        } throws: { error in
            (error as? ValueError)?.message.hasPrefix(message) ?? false
        }
    }

    @Test func zones() throws {
        #expect(try TimeZoneValue.parse("America/New_York").identifier == "America/New_York")
        #expect(throws: ValueError("unknown time zone 'Europe/Helsinky'; did you mean 'Europe/Helsinki'?")) {
            try TimeZoneValue.parse("Europe/Helsinky")
        }
        #expect(
            throws: ValueError(
                "unknown time zone 'Nowhere'; use an IANA zone name, such as Europe/Helsinki or America/New_York")
        ) {
            try TimeZoneValue.parse("Nowhere")
        }
    }

    @Test func integers() throws {
        #expect(try IntegerValue.parse("10", in: 1...100) == 10)
        #expect(throws: ValueError("'ten' is not a whole number from 1 to 100, such as 1")) {
            try IntegerValue.parse("ten", in: 1...100)
        }
        #expect(throws: ValueError("0 is out of range; give a whole number from 1 to 100")) {
            try IntegerValue.parse("0", in: 1...100)
        }
    }
}

@Suite("Time zone names")
struct TimeZoneNameTests {
    @Test(arguments: ["Europe/Helsinki", "America/New_York", "UTC", "Asia/Kathmandu"])
    func ianaNamesAreAccepted(_ name: String) throws {
        #expect(try TimeZoneValue.parse(name).secondsFromGMT(for: .distantPast) != Int.min)
    }

    @Test(arguments: [
        ("GMT+2", "unknown time zone 'GMT+2'"),
        ("+02:00", "unknown time zone '+02:00'"),
        ("europe/helsinki", "unknown time zone 'europe/helsinki'; did you mean 'Europe/Helsinki'?"),
    ])
    func otherSpellingsAreRejected(_ name: String, _ message: String) {
        #expect {
            try TimeZoneValue.parse(name)
        } throws: { error in
            (error as? ValueError)?.message.hasPrefix(message) ?? false
        }
    }
}
