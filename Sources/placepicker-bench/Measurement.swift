import Foundation

/// Repeated measurements of one figure and their summary.
struct Measurement {
    /// One value per repetition, in the figure's unit.
    var values: [Double]

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
    /// returns the figure for one repetition.
    static func repeating(_ repetitions: Int, warmUp: Bool = true, _ body: () -> Double) -> Measurement {
        if warmUp { _ = body() }
        return Measurement(values: (0..<max(1, repetitions)).map { _ in body() })
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

    /// Seconds `body` takes.
    @inline(__always)
    static func seconds(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return now() - start
    }
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
enum Sink {
    nonisolated(unsafe) static var value = 0

    /// Folds a value into the checksum.
    @inline(never)
    static func take(_ value: Int) { Sink.value &+= value }
}
