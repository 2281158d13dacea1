/// Header fields of a request or response: ordered, multi-valued, with case-insensitive names.
///
/// Fields keep the order and spelling they arrived or were added in, so a response is written exactly as built.
/// Lookups compare names ASCII case-insensitively, as RFC 9110 §5.1 requires.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "text/plain"]
/// headers.add(name: "Set-Cookie", value: "a=1")
/// headers["content-type"]  // "text/plain"
/// ```
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in order, each as a name and a value.
    public private(set) var fields: [(name: String, value: String)] = []

    /// Creates an empty set of headers.
    public init() {}

    /// Creates headers from fields, keeping their order.
    ///
    /// - Parameter fields: Names and values; repeated names are kept as separate fields.
    public init(_ fields: [(name: String, value: String)]) {
        self.fields = fields
    }

    /// Creates headers from a dictionary literal, keeping the literal's order.
    ///
    /// - Parameter elements: Names and values.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// The first value for a name, or `nil`; setting replaces every field of that name (or removes them for `nil`).
    ///
    /// - Parameter name: A field name in any case.
    /// - Complexity: O(*n*) in the number of fields.
    public subscript(name: String) -> String? {
        get { fields.first { Self.namesMatch($0.name, name) }?.value }
        set {
            guard let newValue else {
                remove(name: name)
                return
            }
            if let index = fields.firstIndex(where: { Self.namesMatch($0.name, name) }) {
                fields[index].value = newValue
                fields = Self.keepingFirst(of: name, in: fields)
            } else {
                fields.append((name: name, value: newValue))
            }
        }
    }

    /// Every value for a name, in order.
    ///
    /// - Parameter name: A field name in any case.
    /// - Returns: The values of all fields with that name; empty when there are none.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether some field has this name.
    ///
    /// - Parameter name: A field name in any case.
    /// - Returns: `true` when at least one field has the name.
    public func contains(name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// Appends a field, keeping any existing fields of the same name.
    ///
    /// - Parameters:
    ///   - name: The field name, a token such as `Set-Cookie`.
    ///   - value: The field value.
    public mutating func add(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Removes every field with a name.
    ///
    /// - Parameter name: A field name in any case.
    public mutating func remove(name: String) {
        fields.removeAll { Self.namesMatch($0.name, name) }
    }

    /// Whether a comma-separated field (such as `Connection`) lists a token, ignoring case.
    ///
    /// - Parameters:
    ///   - token: The token to look for, such as `close`.
    ///   - name: The field name.
    /// - Returns: `true` when any field of that name lists the token.
    public func contains(token: String, in name: String) -> Bool {
        values(for: name).contains { value in
            value.split(separator: ",").contains { Self.namesMatch($0.trimmingSpaces(), token) }
        }
    }

    /// Iterates the fields in order.
    ///
    /// - Returns: An iterator over name–value pairs.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Fields are equal when they have the same names (ignoring case), values and order.
    ///
    /// - Parameters:
    ///   - lhs: Headers.
    ///   - rhs: Other headers.
    /// - Returns: Whether they are equal.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { namesMatch($0.name, $1.name) && $0.value == $1.value }
    }

    typealias Field = (name: String, value: String)

    /// ASCII case-insensitive comparison of two names.
    package static func namesMatch(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        let a = a.utf8
        let b = b.utf8
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x == y || (x | 0x20 == y | 0x20 && (0x61...0x7A).contains(x | 0x20))
        }
    }

    private static func keepingFirst(of name: String, in fields: [Field]) -> [Field] {
        var seen = false
        return fields.filter { field in
            guard namesMatch(field.name, name) else { return true }
            defer { seen = true }
            return !seen
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (HTTP's optional whitespace).
    package func trimmingSpaces() -> SubSequence {
        var text = self[...]
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
