import JSONWriting

/// An answer of the JSON API as it is encoded: the body's own members, led by the version of the
/// data it was computed from when the places follow a database (`"dataVersion"`, the first member,
/// where clients read it; docs/reference/database.md). Places read from a file have no version, and
/// their answers carry none.
struct APIAnswer {
    /// The data version, or `nil` when the places come from a file.
    var dataVersion: Int64?
    /// The body's JSON: an object.
    var body: [UInt8]

    /// An answer of an encodable body, written by ``JSONOutput``.
    init(dataVersion: Int64?, body: some Encodable) {
        self.init(dataVersion: dataVersion, encoded: JSONOutput.encode(body))
    }

    /// An answer of a body already written as JSON (an object).
    init(dataVersion: Int64?, encoded body: [UInt8]) {
        self.dataVersion = dataVersion
        self.body = body
    }

    /// The answer's bytes: `{"dataVersion":N,` and the body's members, or the body alone.
    var bytes: [UInt8] {
        guard let dataVersion, body.first == UInt8(ascii: "{") else { return body }
        var bytes = Array("{\"dataVersion\":\(dataVersion)".utf8)
        if body.count > 2 { bytes.append(UInt8(ascii: ",")) }
        bytes += body.dropFirst()
        return bytes
    }
}
