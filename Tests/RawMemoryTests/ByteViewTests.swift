import Testing

@testable import RawMemory

@Suite("A view of bytes read by index, word and run")
struct ByteViewTests {
    @Test func wordsIndicesAndRunsReadWhatIsThere() {
        let text = "Alepa Kamppi, Urho Kekkosen katu 1 · 日本"
        let bytes = Array(text.utf8)
        ByteView.withUTF8(text) { view in
            #expect(view.count == bytes.count)
            #expect((0..<view.count).map { view[unchecked: $0] } == bytes)
            for offset in 0...(bytes.count - 8) {
                let expected = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
                #expect(view.word(uncheckedAt: offset) == expected, "offset \(offset)")
            }
            var copied: [UInt8] = []
            view.slice(3..<11).copy(to: &copied)
            view.slice(20..<20).copy(to: &copied)
            #expect(copied == Array(bytes[3..<11]))
            let run = view.slice(5..<13)
            #expect(run.count == 8 && run.word(uncheckedAt: 0) == view.word(uncheckedAt: 5))
        }
        ByteView.withUTF8("lit" as StaticString) { #expect($0.count == 3 && $0[unchecked: 2] == UInt8(ascii: "t")) }
        ByteView.withBytes([]) { #expect($0.count == 0) }
    }

    #if DEBUG || PLACEPICKER_INTERNAL_CHECKS
    /// A word past the end, in a build that checks invariants (debug, or the InternalChecks trait), stops the process instead of reading beyond.
    @Test func aWordPastTheEndStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            ByteView.withBytes([1, 2, 3, 4, 5, 6, 7]) { _ = $0.word(uncheckedAt: 0) }
        }
    }

    /// A run reaching past the end, in a build that checks invariants (debug, or the InternalChecks trait), stops the process instead of reading beyond.
    @Test func aRunPastTheEndStopsDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            ByteView.withBytes([1, 2, 3]) { _ = $0.slice(1..<4) }
        }
    }
    #endif
}
