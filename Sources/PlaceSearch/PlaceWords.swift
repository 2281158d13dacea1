import Places
import RawMemory

/// Every place's folded search words, as numbers into one vocabulary of distinct words.
///
/// A catalog repeats its words: a million places have a few hundred thousand distinct words
/// (streets, cities, categories, brand names, house numbers, postcodes). Keeping each place's words
/// as two arrays of strings cost two allocations and a reference count per word per place when the
/// engine was built; here all places' word numbers sit in one flat array, and a search compares a
/// typed word with each distinct word at most once (``Matcher``), not once per place that has it.
///
/// The words are exactly those of ``SearchText/init(_:)`` over the place's name, and over its
/// ``Places/Address/partsLine`` and categories joined by spaces (tested against that definition).
package struct PlaceWords: Sendable {
    /// The distinct folded words; a word's number is its index.
    package let vocabulary: [String]
    /// Word numbers of all places, place after place: name words, then address and category words.
    private let numbers: [UInt32]
    /// Where each place's words start: place `p`'s name words are `numbers[bounds[2p]..<bounds[2p+1]]`,
    /// its other words `numbers[bounds[2p+1]..<bounds[2p+2]]`.
    private let bounds: [UInt32]

    /// The words of the places of one chunk, numbered in a vocabulary of the chunk's own; the
    /// chunks' vocabularies are merged into one when the store is made.
    package struct Chunk: Sendable {
        fileprivate var vocabulary: [String] = []
        /// Each word's number in ``vocabulary``, by its folded bytes.
        private var numberOfWord = ByteTable(capacity: Int(UInt32.max), maximumLength: Int.max, reserving: 1_024)
        /// Address parts and categories met before, by their bytes: an index into ``partRanges``.
        private var partIndex = ByteTable(capacity: Chunk.partLimit, maximumLength: 256, reserving: 1_024)
        /// Where a remembered part's word numbers are in ``partNumbers`` (count -1: not separable).
        private var partRanges: [(start: Int32, count: Int32)] = []
        private var partNumbers: [UInt32] = []
        fileprivate var numbers: [UInt32] = []
        fileprivate var bounds: [UInt32] = []

        /// Most distinct parts remembered per chunk (house numbers and postcodes are not kept).
        private static let partLimit = 65_536

        package init() {}

        /// The number of a folded word, given as its UTF-8 bytes.
        private mutating func number(of bytes: ByteView) -> UInt32 {
            if let known = numberOfWord.lookUp(bytes) { return known }
            let number = UInt32(vocabulary.count)
            vocabulary.append(bytes.string)
            numberOfWord.insert(number, for: bytes)
            return number
        }

        private mutating func append(_ words: [String]) {
            for word in words { numbers.append(ByteView.withUTF8(word) { number(of: $0) }) }
        }

        /// Appends the words of an all-ASCII text (``SearchText/forEachASCIIWord(in:_:)``, numbered
        /// without making a string for a word met before); `false`, with nothing appended, for a
        /// text with other characters.
        private mutating func appendASCIIWords(_ text: String) -> Bool {
            SearchText.forEachASCIIWord(in: text) { numbers.append(number(of: $0)) }
        }

        /// Appends the words of one part, remembered when it `repeats`; `false` (nothing
        /// appended) when the part cannot be folded apart from its neighbours
        /// (``SearchText/canStandApart(_:)``).
        private mutating func appendPart(_ text: String, repeats: Bool) -> Bool {
            if repeats, let known = ByteView.withUTF8(text, { partIndex.lookUp($0) }) {
                let range = partRanges[Int(known)]
                guard range.count >= 0 else { return false }
                numbers.append(contentsOf: partNumbers[Int(range.start)..<Int(range.start + range.count)])
                return true
            }
            let start = numbers.count
            var separable = appendASCIIWords(text)
            if !separable && SearchText.canStandApart(text) {
                append(SearchText.foldedWords(text))
                separable = true
            }
            if repeats && partIndex.count < Chunk.partLimit {
                let index = UInt32(partRanges.count)
                if ByteView.withUTF8(text, { partIndex.insert(index, for: $0) }) {
                    partRanges.append(separable ? (Int32(partNumbers.count), Int32(numbers.count - start)) : (0, -1))
                    partNumbers.append(contentsOf: numbers[start...])
                }
            }
            return separable
        }

        /// Adds the next place's words.
        ///
        /// When every address part and category is separable (``SearchText/canStandApart(_:)``; every ASCII
        /// text is), the words of the joined text are the words of the parts one after the other:
        /// the joints are ASCII punctuation and spaces, which only separate words. Otherwise the
        /// joined text is folded as a whole.
        package mutating func add(_ place: Place) {
            bounds.append(UInt32(numbers.count))
            if !appendASCIIWords(place.name) { append(SearchText.foldedWords(place.name)) }
            let otherStart = numbers.count
            bounds.append(UInt32(otherStart))
            let address = place.address
            var separable = true
            if let street = address.street, !street.isEmpty {
                separable = appendPart(street, repeats: true)
                if separable, let number = address.houseNumber { separable = appendPart(number, repeats: false) }
            }
            if separable, let postcode = address.postcode { separable = appendPart(postcode, repeats: false) }
            if separable, let city = address.city { separable = appendPart(city, repeats: true) }
            for category in place.categories where separable { separable = appendPart(category, repeats: true) }
            if !separable {
                numbers.removeSubrange(otherStart...)
                append(SearchText(([address.partsLine] + place.categories).joined(separator: " ")).words)
            }
        }
    }

    /// Merges the chunks of consecutive places, in order, into one store.
    ///
    /// - Parameter chunks: The chunks, each over the places after the previous chunk's.
    package init(chunks: [Chunk]) {
        var vocabulary = Numbering<String>()
        var numbers: [UInt32] = []
        var bounds: [UInt32] = []
        numbers.reserveCapacity(chunks.reduce(0) { $0 + $1.numbers.count })
        bounds.reserveCapacity(chunks.reduce(1) { $0 + $1.bounds.count })
        for chunk in chunks {
            let renumbered = chunk.vocabulary.map { vocabulary.number(of: $0).number }
            let offset = UInt32(numbers.count)
            bounds.append(contentsOf: chunk.bounds.lazy.map { $0 + offset })
            numbers.append(contentsOf: chunk.numbers.lazy.map { renumbered[Int($0)] })
        }
        bounds.append(UInt32(numbers.count))
        self.vocabulary = vocabulary.keys
        self.numbers = numbers
        self.bounds = bounds
    }

    /// How many places.
    package var count: Int { bounds.count / 2 }

    /// The folded name words of the place at a position.
    package func name(at position: Int) -> SearchText {
        SearchText(
            words: numbers[Int(bounds[2 * position])..<Int(bounds[2 * position + 1])].map { vocabulary[Int($0)] })
    }

    /// The folded address and category words of the place at a position.
    package func other(at position: Int) -> SearchText {
        SearchText(
            words: numbers[Int(bounds[2 * position + 1])..<Int(bounds[2 * position + 2])].map { vocabulary[Int($0)] })
    }

    /// Scores places against a typed search, exactly as ``TextMatcher/score(name:other:)`` scores
    /// their words, comparing each typed word with each distinct word of the vocabulary at most once.
    package struct Matcher {
        private let words: PlaceWords
        private let typed: [String]
        /// Per typed word, per vocabulary word: 0 not compared yet, else the match's raw value + 1
        /// (1: no match).
        private var known: [[UInt8]]

        /// Prepares a search over a store.
        ///
        /// - Parameters:
        ///   - query: The typed words (not empty).
        ///   - words: The store.
        package init(_ query: SearchText, over words: PlaceWords) {
            self.words = words
            typed = query.words
            known = Array(repeating: [UInt8](repeating: 0, count: words.vocabulary.count), count: query.words.count)
        }

        /// The match of typed word `index` with vocabulary word `number`, as a raw value (0: none).
        private mutating func match(_ index: Int, _ number: UInt32) -> Int {
            let memo = known[index][Int(number)]
            if memo != 0 { return Int(memo) - 1 }
            let value = WordMatch.between(typed: typed[index], word: words.vocabulary[Int(number)])?.rawValue ?? 0
            known[index][Int(number)] = UInt8(value + 1)
            return value
        }

        /// The score of the place at a position, or `nil` when some typed word matches none of
        /// its words.
        package mutating func score(at position: Int) -> Int? {
            let nameStart = Int(words.bounds[2 * position])
            let otherStart = Int(words.bounds[2 * position + 1])
            let end = Int(words.bounds[2 * position + 2])
            let exactName = WordMatch.exact.rawValue * 2
            var total = 0
            for index in typed.indices {
                var best = 0
                var cursor = nameStart
                while cursor < otherStart {
                    best = max(best, match(index, words.numbers[cursor]) * 2)
                    if best == exactName { break }
                    cursor += 1
                }
                if best < exactName {
                    for cursor in otherStart..<end { best = max(best, match(index, words.numbers[cursor])) }
                }
                if best == 0 { return nil }
                total += best
            }
            return total
        }
    }
}
