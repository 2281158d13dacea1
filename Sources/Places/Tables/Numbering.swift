/// Numbers keys in the order they are first met: how each chunk of the engine's work numbers
/// what it finds (categories, hours keys) and how the chunks' own numbers are merged into one
/// (words, streets, hours keys).
package struct Numbering<Key: Hashable & Sendable>: Sendable {
    /// The keys met, in order: a key's number is its index.
    package var keys: [Key] = []
    @usableFromInline var numbers: [Key: UInt32] = [:]

    /// An empty numbering.
    @inlinable package init() {}

    /// The number of a key, and whether the key is new (its number is then the next one).
    ///
    /// - Parameter key: The key.
    /// - Returns: Its number; `isNew` when it was met for the first time.
    @inlinable package mutating func number(of key: Key) -> (number: UInt32, isNew: Bool) {
        if let known = numbers[key] { return (known, false) }
        let number = UInt32(keys.count)
        keys.append(key)
        numbers[key] = number
        return (number, true)
    }

    /// The number of a key met before, or `nil`.
    @inlinable package func existingNumber(of key: Key) -> UInt32? { numbers[key] }
}
