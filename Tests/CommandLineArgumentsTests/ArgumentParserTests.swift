import CommandLineArguments
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
    let spec = CommandSpec(
        commandName: "placepicker nearest",
        summary: "Nearest places.",
        options: [
            OptionSpec.value("near", placeholder: "LAT,LON", example: "60.1699,24.9384", help: "Origin."),
            OptionSpec.value("category", placeholder: "C", example: "post_office", repeatable: true, help: "Category."),
            OptionSpec.value("output", short: "o", placeholder: "FILE", example: "out.geojson", help: "Output."),
            OptionSpec.flag("json", help: "JSON."),
        ],
        positionals: [.init("FILE", help: "Input files.", isOptional: true, isVariadic: true)]
    )

    @Test func acceptsEveryForm() throws {
        let parsed = try ArgumentParser(spec: spec).parse([
            "--near", "60.1,24.9", "--category=post_office", "--category", "kiosk", "-o", "x.geojson", "--json",
            "a.csv", "--", "--not-an-option",
        ])
        #expect(parsed.values["near"] == ["60.1,24.9"])
        #expect(parsed.values["category"] == ["post_office", "kiosk"])
        #expect(parsed.values["output"] == ["x.geojson"])
        #expect(parsed.flags == ["json"])
        #expect(parsed.positionals == ["a.csv", "--not-an-option"])
    }

    @Test func negativeNumbersAreValuesNotOptions() throws {
        let parsed = try ArgumentParser(spec: spec).parse(["--near", "-33.86,151.2"])
        #expect(parsed.values["near"] == ["-33.86,151.2"])
    }

    @Test func dashAloneIsAPositional() throws {
        #expect(try ArgumentParser(spec: spec).parse(["-"]).positionals == ["-"])
    }

    @Test func helpIsRecognizedAnywhere() throws {
        #expect(try ArgumentParser(spec: spec).parse(["--json", "-h"]).wantsHelp)
        #expect(try ArgumentParser(spec: spec).parse(["--help"]).wantsHelp)
    }

    struct Failure: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Failure(arguments: ["--nearr", "1,2"], message: "unknown option '--nearr'. Did you mean '--near'?"),
        Failure(arguments: ["--zzzzzz"], message: "unknown option '--zzzzzz'. Known options:"),
        Failure(arguments: ["-x"], message: "unknown option '-x'."),
        Failure(arguments: ["--near"], message: "'--near' needs a value (LAT,LON), such as --near 60.1699,24.9384."),
        Failure(arguments: ["--near", "--json"], message: "'--near' needs a value"),
        Failure(arguments: ["--near", "1,2", "--near", "3,4"], message: "'--near' is given more than once"),
        Failure(arguments: ["--json", "--json"], message: "'--json' is given more than once."),
        Failure(arguments: ["--json=yes"], message: "'--json' takes no value, but got 'yes'."),
    ])
    func rejectsWithAClearMessage(_ failure: Failure) {
        #expect {
            _ = try ArgumentParser(spec: spec).parse(failure.arguments)
        } throws: { error in
            guard let usage = error as? UsageError else { return false }
            return usage.message.hasPrefix(failure.message) && usage.commandName == "placepicker nearest"
        }
    }

    @Test func positionalCountsAreChecked() {
        let two = CommandSpec(
            commandName: "placepicker convert", summary: "", options: [],
            positionals: [.init("IN", help: "The input file.")])
        #expect(throws: UsageError("missing IN: The input file.", commandName: "placepicker convert")) {
            try ArgumentParser(spec: two).parse([])
        }
        #expect(throws: UsageError("unexpected argument 'b'.", commandName: "placepicker convert")) {
            try ArgumentParser(spec: two).parse(["a", "b"])
        }
    }

    @Test func helpTextListsEveryOption() {
        let help = spec.helpText
        #expect(help.hasPrefix("Usage: placepicker nearest [FILE...] [options]\n"))
        for option in spec.options { #expect(help.contains(option.synopsis)) }
        #expect(help.contains("-o, --output FILE"))
        #expect(help.contains("(repeatable)"))
        #expect(help.contains("--help"))
    }

    @Test(arguments: [("near", "nearr", 1), ("", "abc", 3), ("kitten", "sitting", 3), ("same", "same", 0)])
    func editDistances(_ a: String, _ b: String, _ expected: Int) {
        #expect(editDistance(a, b) == expected)
    }
}
