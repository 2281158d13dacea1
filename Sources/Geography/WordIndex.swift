/// The search words of a region: every distinct word of its street and town names, in byte
/// order, and for each the streets and the towns that have it (ascending numbers); and for each
/// street and town, its words by number.
struct WordIndex {
    /// The words, ordered by their UTF-8 bytes (as the search compares them).
    let sorted: [String]
    /// Per word, where its streets start in ``streetPostings`` (one more entry than words).
    var streetStarts: [UInt8] = []
    var cityStarts: [UInt8] = []
    var streetPostings: [UInt8] = []
    var cityPostings: [UInt8] = []
    /// Each street's words, by number, from its span's start.
    var streetWords: [UInt8] = []
    var cityWords: [UInt8] = []
    var streetSpans: [(start: UInt32, count: UInt16)] = []
    var citySpans: [(start: UInt32, count: UInt16)] = []

    init(streets: [[String]], cities: [[String]]) {
        var all = Set<String>()
        for list in streets { all.formUnion(list) }
        for list in cities { all.formUnion(list) }
        sorted = all.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var number: [String: UInt32] = [:]
        number.reserveCapacity(sorted.count)
        for (index, word) in sorted.enumerated() { number[word] = UInt32(index) }
        (streetPostings, streetStarts, streetWords, streetSpans) = Self.postings(streets, number, words: sorted.count)
        (cityPostings, cityStarts, cityWords, citySpans) = Self.postings(cities, number, words: sorted.count)
    }

    /// The postings of one kind of record (records are visited in ascending order, so each
    /// word's list comes out ascending), the word starts, and each record's words.
    private static func postings(_ lists: [[String]], _ number: [String: UInt32], words: Int)
        -> ([UInt8], [UInt8], [UInt8], [(start: UInt32, count: UInt16)])
    {
        var counts = [Int](repeating: 0, count: words + 1)
        var ids: [[UInt32]] = []
        ids.reserveCapacity(lists.count)
        for list in lists {
            let numbers = list.compactMap { number[$0] }.sorted()
            for word in numbers { counts[Int(word) + 1] += 1 }
            ids.append(numbers)
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var starts: [UInt8] = []
        starts.reserveCapacity(4 * counts.count)
        for count in counts { starts.append(u32: UInt32(count)) }
        var fill = counts
        var postings = [UInt32](repeating: 0, count: counts[words])
        var recordWords: [UInt8] = []
        var spans: [(start: UInt32, count: UInt16)] = []
        var wordCount: UInt32 = 0
        for (record, numbers) in ids.enumerated() {
            spans.append((wordCount, UInt16(min(numbers.count, Int(UInt16.max)))))
            for word in numbers {
                postings[fill[Int(word)]] = UInt32(record)
                fill[Int(word)] += 1
                recordWords.append(u32: word)
                wordCount += 1
            }
        }
        var postingBytes: [UInt8] = []
        postingBytes.reserveCapacity(4 * postings.count)
        for posting in postings { postingBytes.append(u32: posting) }
        return (postingBytes, starts, recordWords, spans)
    }
}
