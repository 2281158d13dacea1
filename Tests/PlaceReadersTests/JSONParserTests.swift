import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct JSONParserTests {
    private func parse(_ text: String) -> Result<JSONDocument, JSONSyntaxError> {
        JSONParser.parse(Array(text.utf8))
    }

    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        (
            " [1, -2.5, 1e3, 0.1, 123456789012345678901234] ",
            .array([
                .number(1), .number(-2.5), .number(1000), .number(0.1), .number(Double("123456789012345678901234")!),
            ])
        ),
        ("\"a\\\"b\\\\c\\/\\n\\u00e9\\ud83d\\ude00\"", .string("a\"b\\c/\né😀")),
        ("{\"b\": {}, \"a\": []}", .object(["a": .array([]), "b": .object([:])])),
        ("\u{FEFF}{\"ä\": \"ö\"}", .object(["ä": .string("ö")])),
        ("-0.000123", .number(-0.000123)),
        ("12.340e-2", .number(0.1234)),
    ])
    func parsesValues(_ text: String, _ expected: JSONValue) throws {
        let document = try parse(text).get()
        #expect(document.root == expected)
    }

    @Test(arguments: [
        ("", 1, 1),
        ("{\"a\": 1,\n  \"b\" 2}", 2, 7),
        ("[1, 2,\n\n   ]", 3, 4),
        ("{\"a\": tru}", 1, 7),
        ("[01]", 1, 3),
        ("[1.]", 1, 4),
        ("\"abc", 1, 1),
        ("\"a\nb\"", 1, 3),
        ("{\"a\": 1} x", 1, 10),
        ("[\"\\x\"]", 1, 4),
        ("{\n  \"features\": [\n    {\"type\": \"Feature\",}\n  ]\n}", 3, 24),
    ])
    func syntaxErrorsSayWhere(_ text: String, _ line: Int, _ column: Int) {
        guard case .failure(let error) = parse(text) else {
            Issue.record("expected a syntax error for \(text)")
            return
        }
        #expect(error.position == TextPosition(line: line, column: column), "\(error.message)")
        #expect(!error.message.isEmpty)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        guard case .failure(let error) = parse(text) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.message.contains("512"))
    }

    @Test func recordsElementPositionsAndDuplicateKeys() throws {
        let text = "{\"features\": [\n  {\"a\": 1, \"a\": 2},\n  3\n]}"
        let document = try parse(text).get()
        #expect(
            document.elementPositions["features"] == [
                TextPosition(line: 2, column: 3), TextPosition(line: 3, column: 3),
            ])
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.position == TextPosition(line: 2, column: 12))
    }

    @Test(arguments: [
        JSONValue.object(["b": .number(1.5), "a": .array([.null, .bool(false), .number(-0.0), .number(1e300)])]),
        .string("tab\t quote\" backslash\\ control\u{01} emoji 😀 newline\n"),
        .number(0.1 + 0.2),
        .number(1e20),
    ])
    func writerOutputParsesBackEqual(_ value: JSONValue) throws {
        for indent in [nil, 2] {
            let text = value.jsonText(indent: indent)
            #expect(try parse(text).get().root == value)
        }
    }

    @Test func writerSortsKeys() {
        #expect(JSONValue.object(["b": .number(2), "a": .number(1)]).jsonText() == "{\"a\":1,\"b\":2}")
    }
}
