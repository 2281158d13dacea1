import Foundation

/// Runs each benchmark section in a fresh child process of this executable and gathers their
/// reports, so that one section's allocations (a million-place catalog, six KD-trees, the
/// clusters) do not shape the memory layout the next section measures in — the query engine in
/// particular lays its places out in tree order, as a server does once at start-up.
struct SectionProcesses {
    let options: BenchOptions

    /// What the sections' summaries add up to.
    struct Summary {
        var passes = 0
        var misses: [String] = []
        /// Whether a child process could not be run or failed.
        var failed = false
    }

    private static let passesPrefix = "@@passes "
    private static let missPrefix = "@@miss "

    /// The machine-readable end of a child's report.
    ///
    /// - Parameters:
    ///   - passes: Targets met.
    ///   - misses: Targets missed, one line each.
    ///   - checksum: The sink's checksum (keeps results alive).
    /// - Returns: Lines for the parent.
    static func summaryLines(passes: Int, misses: [String], checksum: Int) -> String {
        (["\n(checksum \(checksum))", passesPrefix + "\(passes)"] + misses.map { missPrefix + $0 })
            .joined(separator: "\n")
    }

    /// Runs the sections one after another, printing each one's report as it ends.
    ///
    /// - Returns: The summaries added up.
    func run() -> Summary {
        var summary = Summary()
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        for section in options.sections {
            let child = Process()
            child.executableURL = executable
            child.arguments = options.argumentsWithoutSections + ["--only", section.rawValue, "--section-child"]
            let output = Pipe()
            child.standardOutput = output
            do {
                try child.run()
            } catch {
                print("\n(could not run the \(section.rawValue) section: \(error.localizedDescription))")
                summary.failed = true
                continue
            }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            if child.terminationStatus != 0 {
                summary.failed = true
                summary.misses.append(
                    "\(section.rawValue): the section's process exited with \(child.terminationStatus)")
            }
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(Self.passesPrefix) {
                    summary.passes += Int(line.dropFirst(Self.passesPrefix.count)) ?? 0
                } else if line.hasPrefix(Self.missPrefix) {
                    summary.misses.append(String(line.dropFirst(Self.missPrefix.count)))
                } else {
                    print(line)
                }
            }
        }
        return summary
    }
}
