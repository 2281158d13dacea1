import Foundation
import Testing

@testable import JSONWriting

/// ``JSONOutput``, the one JSON output of the web's answers and the command line: a value that writes
/// itself is written by the writer, any other by `JSONEncoder`, both with sorted keys and unescaped
/// slashes; `pretty` indents.
@Suite("JSON output")
struct JSONOutputTests {
    struct Written: Codable, JSONWritable {
        var name: String
        var path: String

        func write(to writer: inout JSONWriter) {
            writer.object {
                $0.field("name", name)
                $0.field("path", path)
            }
        }
    }

    struct Encoded: Codable {
        var zebra: Int
        var apple: String
    }

    @Test func compactOutputSortsKeysAndLeavesSlashes() {
        #expect(
            String(decoding: JSONOutput.encode(Encoded(zebra: 1, apple: "a/b")), as: UTF8.self)
                == #"{"apple":"a/b","zebra":1}"#)
        #expect(
            String(decoding: JSONOutput.encode(Written(name: "x", path: "/y")), as: UTF8.self)
                == #"{"name":"x","path":"/y"}"#)
    }

    @Test func prettyOutputIndents() {
        let text = String(decoding: JSONOutput.encode(Written(name: "x", path: "/y"), pretty: true), as: UTF8.self)
        #expect(text == "{\n  \"name\" : \"x\",\n  \"path\" : \"/y\"\n}")
    }
}
