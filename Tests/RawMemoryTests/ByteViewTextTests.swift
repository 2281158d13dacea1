import Foundation
import TestSupport
import Testing

@testable import RawMemory

@Suite("What the readers read through byte views, and strings written through mutable ones")
struct ByteViewTextTests {
    @Test func contiguousCollectionsAreReadInPlaceOrCopied() {
        let bytes = Array("Mannerheimintie 5".utf8)
        #expect(ByteView.withContiguousBytes(bytes) { $0.array } == bytes)
        #expect(ByteView.withContiguousBytes(bytes[3..<9]) { $0.array } == Array(bytes[3..<9]))
        #expect(ByteView.withContiguousBytes(Data(bytes)[2...]) { $0.array } == Array(bytes[2...]))
        // Not contiguous: read from a copy.
        #expect(ByteView.withContiguousBytes(bytes.lazy.map { $0 }) { $0.array } == bytes)
    }

    @Test func slicesStringsAndComparisons() {
        ByteView.withUTF8("name:Itäkeskus") { view in
            let tail = view.slice(5..<view.count)
            #expect(tail.string == "Itäkeskus" && tail.validatedString == "Itäkeskus")
            #expect(view.slice(0..<4).isASCII && !tail.isASCII)
            #expect(view.slice(2..<2).count == 0)
            ByteView.withUTF8("Itä") { part in
                #expect(view.equals(part, at: 5))
                #expect(!view.equals(part, at: 4))
            }
            #expect(view.contains(UInt8(ascii: ":")))
            #expect(RawBytes.hash(tail) == RawBytes.hash(Array("Itäkeskus".utf8)))
            #expect(RawBytes.endOfPlainString(in: view, from: 3) == view.count)
        }
        ByteView.withBytes([0x61, 0xFF, 0x62]) { view in
            #expect(view.validatedString == nil)
            #expect(view.string == "a\u{FFFD}b")
        }
    }

    /// Both ways of validating UTF-8 (the standard library's, and decoding and comparing where it is
    /// missing) agree with `String(validating:as:)`: on valid text, U+FFFD itself, truncated,
    /// overlong and surrogate sequences, stray continuation bytes, and random bytes.
    /// (The reference needs iOS 18 or macOS 15 on Apple systems; Swift Testing skips the test on older ones.)
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func validUTF8AgreesWithTheStandardLibrary() {
        var cases: [[UInt8]] = [
            [], Array("Itäkeskus €𝄞".utf8), Array("\u{FFFD}".utf8), [0xF0, 0x90, 0x80, 0x61], [0xE0, 0x80, 0x80],
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x80], [0x61, 0xFF, 0x62], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBF],
        ]
        var random = SeededGenerator(seed: 52)
        for _ in 0..<2_000 {
            cases.append(
                (0..<Int.random(in: 0..<8, using: &random)).map { _ in UInt8.random(in: 0x7E...0xF5, using: &random) })
        }
        for bytes in cases {
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(String(validUTF8: bytes) == expected, "\(bytes)")
            #expect(String(comparingUTF8: bytes) == expected, "\(bytes)")
            #expect(String(comparingUTF8: bytes[...]) == expected, "\(bytes)")
        }
    }

    @Test func littleEndianIntegersComeOutInOrder() {
        let bytes: [UInt8] = [1, 0, 0, 0, 0x78, 0x56, 0x34, 0x12]
        #expect(ByteView.withBytes(bytes) { $0.littleEndianIntegers(UInt32.self) } == [1, 0x1234_5678])
        #expect(ByteView.withBytes(bytes) { $0.littleEndianIntegers(UInt16.self) } == [1, 0, 0x5678, 0x1234])
        #expect(ByteView.withBytes([]) { $0.littleEndianIntegers(UInt32.self) } == [])
    }

    @Test func scratchAndStringsHoldWhatWasWritten() {
        let key = MutableByteView.withScratch(capacity: 7) { scratch -> [UInt8] in
            scratch[unchecked: 0] = 1
            let end = ByteView.withUTF8("abc") { scratch.copy($0, to: 1) }
            #expect(end == 4)
            return scratch.view(0..<end).array
        }
        #expect(key == [1, 0x61, 0x62, 0x63])
        #expect(MutableByteView.withScratch(capacity: 0) { $0.count } == 0)
        let clock = MutableByteView.string(capacity: 5) { bytes in
            for (index, byte) in "09:30".utf8.enumerated() { bytes[unchecked: index] = byte }
            return 5
        }
        #expect(clock == "09:30")
        let long = String(repeating: "Kauppakeskus ", count: 4)
        let copied = MutableByteView.string(capacity: long.utf8.count + 1) { bytes in
            ByteView.withUTF8(long) { bytes.copy($0, to: 0) }
        }
        #expect(copied == long)
        #expect(MutableByteView.string(capacity: 3) { _ in 0 } == "")
    }

    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    /// A slice past the end, in a build that checks invariants (debug, or the InternalChecks trait), stops the process instead of reading beyond.
    @Test func aSlicePastTheEndStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            ByteView.withBytes([1, 2, 3]) { _ = $0.slice(1..<4) }
        }
    }

    /// A write past the scratch, in a build that checks invariants (debug, or the InternalChecks trait), stops the process.
    @Test func aWritePastTheScratchStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            MutableByteView.withScratch(capacity: 4) { $0[unchecked: 4] = 1 }
        }
    }
    #endif

    /// A copy that does not fit stops every build (one check per run).
    @Test func aCopyThatDoesNotFitStops() async {
        await #expect(processExitsWith: .failure) {
            MutableByteView.withScratch(capacity: 2) { scratch in
                ByteView.withBytes([1, 2, 3]) { _ = scratch.copy($0, to: 0) }
            }
        }
    }

    /// A fill that claims more bytes than the string has room for stops every build.
    @Test func aFillClaimingTooMuchStops() async {
        await #expect(processExitsWith: .failure) {
            _ = MutableByteView.string(capacity: 2) { _ in 3 }
        }
    }
}
