import ConcurrencyPrimitives
import Foundation

/// Repeated measurements of one figure and their summary.
struct Measurement {
    /// One value per repetition, in the figure's unit, from wall-clock time.
    var values: [Double]
    /// The same figures from the thread's CPU time (empty when not measured): what the work costs
    /// when the process is not waiting for a core on a busy machine.
    var cpuValues: [Double] = []
    /// Whether the target is judged on wall time (work spread over several threads, whose CPU
    /// time adds up) instead of the CPU median.
    var judgesWallTime = false

    /// The median of ``cpuValues``, or `nil`.
    var cpuMedian: Double? { cpuValues.isEmpty ? nil : Measurement(values: cpuValues).median }

    /// The middle value (mean of the two middle ones for an even count).
    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The smallest value.
    var minimum: Double { values.min() ?? .nan }
    /// The largest value.
    var maximum: Double { values.max() ?? .nan }

    /// Runs `body` once to warm up (unless `warmUp` is false), then `repetitions` times; `body`
    /// returns the figure for one repetition, timed with one ``Stopwatch/seconds(_:)`` call, and
    /// the CPU-time figure is derived from that call's CPU/wall ratio.
    ///
    /// - Parameters:
    ///   - repetitions: How many timed runs.
    ///   - warmUp: Whether to run once untimed first.
    ///   - rate: `true` when the figure is work per second (it shrinks as time grows).
    ///   - body: One repetition.
    /// - Returns: The figures of the timed runs.
    static func repeating(
        _ repetitions: Int, warmUp: Bool = true, rate: Bool = false, _ body: () -> Double
    ) -> Measurement {
        if warmUp { _ = body() }
        var measurement = Measurement(values: [])
        for _ in 0..<max(1, repetitions) {
            let value = body()
            measurement.values.append(value)
            let ratio = Stopwatch.lastWall > 0 ? Stopwatch.lastCPU / Stopwatch.lastWall : 1
            measurement.cpuValues.append(rate ? value / ratio : value * ratio)
        }
        return measurement
    }
}

/// Monotonic wall-clock timing.
enum Stopwatch {
    /// Seconds since an arbitrary start, monotonic.
    @inline(__always)
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// CPU seconds used by all threads of the process.
    static func processCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// Wall and CPU seconds of the last ``seconds(_:)`` call (kept as the bits of the `Double`s,
    /// in atomics: sections may time on several threads).
    private static let lastWallBits = AtomicCell<UInt64>(0)
    private static let lastCPUBits = AtomicCell<UInt64>(0)
    static var lastWall: Double { Double(bitPattern: lastWallBits.loadRelaxed()) }
    static var lastCPU: Double { Double(bitPattern: lastCPUBits.loadRelaxed()) }

    /// CPU seconds used by the calling thread.
    static func threadCPU() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }

    /// Wall-clock seconds `body` takes; the thread's CPU seconds are kept in ``lastCPU``.
    @inline(__always)
    static func seconds(_ body: () -> Void) -> Double {
        let cpuStart = threadCPU()
        let start = now()
        body()
        let wall = now() - start
        lastWallBits.store(wall.bitPattern)
        lastCPUBits.store((threadCPU() - cpuStart).bitPattern)
        return wall
    }
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
enum Sink {
    private static let checksum = AtomicCell<Int>(0)

    /// The checksum of every value taken.
    static var value: Int { checksum.loadRelaxed() }

    /// Folds a value into the checksum.
    @inline(never)
    static func take(_ value: Int) { checksum.add(value) }
}
