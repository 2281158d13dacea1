/// A record's tags (properties, columns or OSM tags) as a small list with unique keys, each with
/// the interpreted key it is, if any.
///
/// A list rather than a dictionary: a record has a dozen tags, read once, so a list costs one
/// allocation where a dictionary costs a hash table, and a reader that already knows which key
/// a name is (``StringTable`` classes) passes that on instead of it being looked up again.
package struct TagList: Sendable {
    /// One tag.
    package struct Tag {
        /// The key, such as `addr:street`.
        package var key: String
        /// The value, verbatim.
        package var value: JSONValue
        /// The interpreted key, or `nil` for a tag kept in ``Place/properties``.
        package var slot: TagInterpreter.Slot?

        /// A tag with its key, value and interpreted key.
        package init(key: String, value: JSONValue, slot: TagInterpreter.Slot?) {
            self.key = key
            self.value = value
            self.slot = slot
        }
    }

    /// Adds a tag whose key no other tag has.
    ///
    /// - Parameters:
    ///   - key: The key, new to the list.
    ///   - value: Its value.
    ///   - slot: Its interpreted key, or `nil` for one kept in ``Place/properties``.
    package mutating func appendUnique(_ key: String, _ value: JSONValue, slot: TagInterpreter.Slot?) {
        items.append(Tag(key: key, value: value, slot: slot))
    }

    /// Makes room for tags.
    package mutating func reserveCapacity(_ count: Int) { items.reserveCapacity(count) }

    /// The tags, keys unique.
    private(set) var items: [Tag]

    /// No tags.
    package init() {
        items = []
    }

    /// Tags whose keys are known to be unique.
    ///
    /// - Parameter unique: The tags.
    package init(unique: [Tag]) {
        items = unique
    }

    /// The tags of a dictionary.
    ///
    /// - Parameter dictionary: Keys and values.
    package init(_ dictionary: [String: JSONValue]) {
        items = dictionary.map { Tag(key: $0.key, value: $0.value, slot: TagInterpreter.slotByKey[$0.key]) }
    }

    /// The value of a key; setting replaces it (or adds the tag), `nil` removes it.
    ///
    /// - Complexity: O(n) in the number of tags.
    package subscript(key: String) -> JSONValue? {
        get { items.first { $0.key == key }?.value }
        set {
            let position = items.firstIndex { $0.key == key }
            switch (position, newValue) {
            case (let position?, let value?): items[position].value = value
            case (let position?, nil): items.remove(at: position)
            case (nil, let value?): items.append(Tag(key: key, value: value, slot: TagInterpreter.slotByKey[key]))
            case (nil, nil): break
            }
        }
    }

    /// Whether there are no tags.
    package var isEmpty: Bool { items.isEmpty }

    /// The tags as a dictionary.
    package var dictionary: [String: JSONValue] {
        Dictionary(items.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
