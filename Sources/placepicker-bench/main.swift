import Foundation
import PlaceReaders
import PlaceSamples
import Places

// placepicker-bench: release-built benchmarks that print a Markdown report. See docs/internals/benchmarks.md.

// The geography benchmark has arguments of its own (GeographyBenchmark.swift).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--geography-build", arguments.count >= 3, let count = Int(arguments[1]) {
    let from = arguments.firstIndex(of: "--geography-from").map {
        arguments[$0 + 1].split(separator: ",").map(String.init)
    }
    print(GeographyBenchmark.build(count: count, path: arguments[2], from: from ?? []))
    exit(0)
}
if arguments.first == "--geography-serve", arguments.count == 2 {
    print(GeographyBenchmark.serve(path: arguments[1]))
    exit(0)
}

let options: BenchOptions
do {
    options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(64)
}

if let request = options.writeSynthetic {
    let catalog = SyntheticCatalog.generate(count: request.count, seed: options.seed)
    let text = GeoJSONWriter().text(catalog: catalog)
    do {
        try text.write(toFile: request.path, atomically: true, encoding: .utf8)
        print("Wrote \(request.count) synthetic places (seed \(options.seed)) to \(request.path).")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("Cannot write \(request.path): \(error.localizedDescription)\n".utf8))
        exit(73)
    }
}

if let value = options.profileCase {
    print(HoursBenchmark(options: options).profile(value))
    exit(0)
}

if let tile = options.profileTile {
    print(BasemapBenchmark.profile(tile, in: options.tilesFile))
    exit(0)
}

if let path = options.carrierFeed {
    print(CarrierFeedBenchmark.run(path))
    exit(0)
}

if let path = options.profileStartup {
    print(StartupBenchmark(options: options).profile(path))
    exit(0)
}

if let kind = options.profileLive, kind == "page" || kind == "page-fresh" {
    print(
        LiveBenchmark(options: options, workload: Workload(options: options)).profilePages(fresh: kind == "page-fresh"))
    exit(0)
}

if let kind = options.profileLive {
    guard let kind = LiveBenchmark.Kind(profileName: kind) else {
        FileHandle.standardError.write(
            Data(
                "Unknown kind \"\(kind)\"; use status, rename, hours, move, insert, delete, page or page-fresh.\n".utf8)
        )
        exit(64)
    }
    print(LiveBenchmark(options: options, workload: Workload(options: options)).profile(kind))
    exit(0)
}

if !options.sectionChild {
    print("# PlacePicker benchmark\n")
    print(MachineInfo.describe())
    print(
        """
        - places: \(options.placeCount) synthetic (seed \(options.seed))\(options.quick ? ", --quick (smoke run)" : "")
        - command: `placepicker-bench \(CommandLine.arguments.dropFirst().joined(separator: " "))`
        - \(options.sections.count > 1 && !options.sameProcess ? "each section in a fresh process" : "one process")

        Figures are medians of the stated repetitions after one warm-up; min – max shows the spread.
        """)
}

if options.sections.count > 1 && !options.sameProcess {
    let summary = SectionProcesses(options: options).run()
    print("\n## Summary\n")
    print("\(summary.passes) targets met, \(summary.misses.count) missed.")
    for miss in summary.misses { print("- MISS \(miss)") }
    print("\n(load average at end: \(MachineInfo.loadNow()))")
    exit(summary.failed ? 70 : 0)
}

var report = Report()
var workload: Workload?
@MainActor func shared() -> Workload {
    if let workload { return workload }
    let made = Workload(options: options)
    workload = made
    print(
        "\n(synthetic catalog of \(made.catalog.places.count) places generated in \(Report.format(made.generationSeconds)) s)"
    )
    return made
}
for section in options.sections {
    switch section {
    case .hours: HoursBenchmark(options: options).run(&report)
    case .index: IndexBenchmark(options: options, workload: shared()).run(&report)
    case .clusters: ClusterBenchmark(options: options, workload: shared()).run(&report)
    case .query: QueryBenchmark(options: options, workload: shared()).run(&report)
    case .geodesy: GeodesyBenchmark(options: options).run(&report)
    case .zones: ZoneBenchmark(options: options).run(&report)
    case .startup: StartupBenchmark(options: options).run(&report)
    case .page: PageBenchmark(options: options, workload: shared()).run(&report)
    case .live: LiveBenchmark(options: options, workload: shared()).run(&report)
    case .basemap: BasemapBenchmark(options: options).run(&report)
    }
}

if options.sectionChild {
    print(SectionProcesses.summaryLines(passes: report.passes, misses: report.misses, checksum: Sink.value & 0xFFFF))
} else {
    print("\n## Summary\n")
    print("\(report.passes) targets met, \(report.misses.count) missed.")
    for miss in report.misses { print("- MISS \(miss)") }
    print("\n(load average at end: \(MachineInfo.loadNow()); checksum \(Sink.value & 0xFFFF))")
}
