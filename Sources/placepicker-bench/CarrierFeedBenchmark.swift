import CarrierFeeds
import Foundation
import PlaceReaders

/// Reading a carrier's feed as `serve --data`, `convert` and `db sync` do (`FeedReader.read`, the
/// format told from the content), timed alone: the file is read into memory first, then parsed,
/// mapped and checked five times; the median and the fastest run are printed with points a second.
///
///     placepicker-bench --carrier-feed FILE
enum CarrierFeedBenchmark {
    static func run(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "Cannot read \(path)." }
        guard case .success(let format) = DataFormat.detect(data, pathExtension: (path as NSString).pathExtension)
        else { return "\(path) is no format PlacePicker reads." }
        var seconds: [Double] = []
        var points = 0
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let result = FeedReader.read(data, format: format, options: ImportOptions(sourceName: path))
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            points = result.places.count
        }
        seconds.sort()
        let median = seconds[seconds.count / 2]
        return
            "read \(points) points of \(format) (\(data.count / 1_000_000) MB) in \(String(format: "%.3f", median)) s "
            + "(median of 5; fastest \(String(format: "%.3f", seconds[0])) s), "
            + "\(Int(Double(points) / median)) points/s"
    }
}
