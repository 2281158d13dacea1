import Foundation

/// What the figures were measured on.
enum MachineInfo {
    /// A Markdown list: CPU model, core count, load, memory, build mode.
    static func describe() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
            ?? "unknown"
        let load =
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
        let memory = ProcessInfo.processInfo.physicalMemory / (1 << 20)
        #if DEBUG
        let build = "DEBUG build: figures are meaningless, use `swift build -c release`"
        #elseif PLACEPICKER_INTERNAL_CHECKS
        let build = "release with the InternalChecks trait: the fence's checks run, so figures are not comparable"
        #else
        let build = "release"
        #endif
        return """
            - CPU: \(model)
            - cores (nproc): \(ProcessInfo.processInfo.activeProcessorCount)
            - load average at start (1/5/15 min): \(load)
            - memory: \(memory) MiB
            - OS: \(ProcessInfo.processInfo.operatingSystemVersionString)
            - build: \(build)
            """
    }

    /// The load average now, for notes between sections.
    static func loadNow() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
    }
}
