import Foundation
import Geodesy

/// What to run, read from the command line.
struct BenchOptions {
    /// The benchmark sections, in the order they run.
    enum Section: String, CaseIterable {
        case hours
        case index
        case clusters
        case query
        case geodesy
        case zones
        case startup
        case page
        case live
        case basemap
    }

    /// A command-line mistake, with the usage text to show.
    struct UsageError: Error, CustomStringConvertible {
        var message: String
        var description: String { "\(message)\n\n\(BenchOptions.usage)" }
    }

    static let usage = """
        Usage: placepicker-bench [--quick] [--only SECTION[,SECTION…]] [--seed N] [--places N] \
        [--hours-data DIR] [--same-process] [--tiles FILE] [--tiles-centre LAT,LON]
               placepicker-bench --write-synthetic N FILE [--seed N]

          --quick              100,000 places and fewer repetitions (a smoke run, not for figures)
          --only SECTION       hours, index, clusters, query, geodesy, zones,
                               startup, page, live or basemap (comma-separated)
          --seed N             seed of the synthetic catalog and the query origins (default 1)
          --places N           number of synthetic places (default 1,000,000; 100,000 with --quick)
          --hours-data DIR     real opening_hours values (default Tests/Fixtures/opening-hours)
          --tiles FILE         the basemap section's MBTiles file (default
                               Tests/Fixtures/tiles/london.mbtiles; scripts/synthetic-tiles.py
                               makes a country-size one out of it)
          --profile-tile Z/X/Y read one tile of --tiles 100 times: inflate, decode, sort into the
                               map's kinds; print the times and exit (for perf or callgrind)
          --tiles-centre LAT,LON
                               the dense centre its map pages look at (default 51.5124,-0.0980,
                               St Paul's in the City of London)
          --same-process       run all sections in this process (by default each section runs in
                               a fresh process of its own, so one section's heap does not shape
                               the next one's memory layout)
          --write-synthetic N FILE
                               write N synthetic places as GeoJSON to FILE and exit
          --profile-case EXPR  compile and evaluate one opening_hours value 1,000 times (run it
                               under perf or valgrind to see where its time goes) and exit
          --page-on-input      with --only page: after the set-up, time one repetition of the list
                               page per line read from standard input and print µs/page (run
                               two builds side by side and alternate them: the machine's noise
                               then falls on both)
          --profile-startup FILE
                               read a GeoJSON file into a catalog and build the engine once,
                               print both times and exit (for perf or valgrind)
          --profile-live KIND  apply 1,000 single-place changes of one kind (status, rename,
                               hours, move, insert or delete) one `applying` each, print the
                               p50 and exit (under callgrind, toggle-collect on `applying`);
                               `page` (or `page-fresh`): 2,000 list pages over what a replica
                               holds after a minute of the replica test's writer (or over the
                               same places built fresh), for perf or callgrind
        Build with: swift build -c release --product placepicker-bench
        """

    var quick = false
    var sections = Section.allCases
    var seed: UInt64 = 1
    var placeCount = 1_000_000
    var hoursData = "Tests/Fixtures/opening-hours"
    /// `--tiles FILE`: the basemap section's MBTiles file.
    var tilesFile = "Tests/Fixtures/tiles/london.mbtiles"
    /// `--profile-tile Z/X/Y`: one tile of ``tilesFile`` read 100 times.
    var profileTile: String?
    /// `--tiles-centre LAT,LON`: where the basemap section's map pages look.
    var tilesCentre = Coordinate(uncheckedLatitude: 51.5124, longitude: -0.0980)
    var writeSynthetic: (count: Int, path: String)?
    var profileCase: String?
    var profileStartup: String?
    /// `--carrier-feed FILE`: read a carrier's feed (format told from its content) and print the times.
    var carrierFeed: String?
    /// `--profile-live KIND`: one kind of live change, for a profiler.
    var profileLive: String?
    /// `--page-on-input`: the page section runs one repetition per line read from standard input.
    var pageOnInput = false
    /// Run every section in this process instead of one fresh process per section.
    var sameProcess = false
    /// Run as one section's child process: no header, a machine-readable summary.
    var sectionChild = false
    /// The arguments without `--only` and its value, for the child processes.
    var argumentsWithoutSections: [String] = []

    /// Repetitions for a measurement that takes a while (builds).
    var slowRepetitions: Int { quick ? 3 : 5 }
    /// Repetitions for quick measurements (queries).
    var repetitions: Int { quick ? 5 : 9 }

    /// Reads the arguments (without the program name).
    ///
    /// - Parameter arguments: The arguments.
    /// - Throws: ``UsageError`` naming the bad argument.
    init(arguments: [String]) throws(UsageError) {
        var placesGiven: Int?
        var rest = arguments[...]
        var kept: [String] = []
        func value(for flag: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError(message: "\(flag) needs a value.") }
            return next
        }
        func number(_ text: String, for flag: String) throws(UsageError) -> Int {
            guard let value = Int(text.replacingOccurrences(of: "_", with: "")), value >= 0 else {
                throw UsageError(message: "\(flag) wants a whole number such as 100000, not \"\(text)\".")
            }
            return value
        }
        while let argument = rest.popFirst() {
            if argument != "--only" && argument != "--section-child" { kept.append(argument) }
            let takesValue = ["--seed", "--places", "--hours-data", "--tiles", "--tiles-centre"].contains(argument)
            if takesValue, let next = rest.first {
                kept.append(next)
            }
            switch argument {
            case "--quick": quick = true
            case "--seed": seed = UInt64(try number(try value(for: argument), for: argument))
            case "--places": placesGiven = try number(try value(for: argument), for: argument)
            case "--hours-data": hoursData = try value(for: argument)
            case "--tiles": tilesFile = try value(for: argument)
            case "--profile-tile": profileTile = try value(for: argument)
            case "--tiles-centre":
                let text = try value(for: argument)
                do {
                    tilesCentre = try Coordinate(parsing: text)
                } catch {
                    throw UsageError(message: "--tiles-centre wants LAT,LON such as 51.5124,-0.0980, not \"\(text)\".")
                }
            case "--only":
                let names = try value(for: argument).split(separator: ",").map(String.init)
                sections = []
                for name in names {
                    guard let section = Section(rawValue: name) else {
                        throw UsageError(
                            message:
                                "Unknown section \"\(name)\"; use one of \(Section.allCases.map(\.rawValue).joined(separator: ", "))."
                        )
                    }
                    sections.append(section)
                }
            case "--write-synthetic":
                let count = try number(try value(for: argument), for: argument)
                writeSynthetic = (count, try value(for: argument))
            case "--profile-case": profileCase = try value(for: argument)
            case "--profile-startup": profileStartup = try value(for: argument)
            case "--carrier-feed": carrierFeed = try value(for: argument)
            case "--profile-live": profileLive = try value(for: argument)
            case "--page-on-input": pageOnInput = true
            case "--same-process": sameProcess = true
            case "--section-child": sectionChild = true
            case "--help", "-h": throw UsageError(message: "PlacePicker benchmarks.")
            default: throw UsageError(message: "Unknown argument \"\(argument)\".")
            }
        }
        placeCount = placesGiven ?? (quick ? 100_000 : 1_000_000)
        argumentsWithoutSections = kept
    }
}
