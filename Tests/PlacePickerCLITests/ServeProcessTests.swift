import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `placepicker serve` as a person runs it: the built executable, a real socket on loopback,
/// signals for reload and stop.
@Suite("placepicker serve, as a process", .serialized)
struct ServeProcessTests {
    /// The `placepicker` executable next to the test bundle (`swift build --build-tests` builds both).
    static var executable: URL? {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidate = bundleDirectory.appendingPathComponent("placepicker")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ data: Data) { lock.withLock { text += String(decoding: data, as: UTF8.self) } }
        var value: String { lock.withLock { text } }
    }

    func waitFor(_ output: Output, _ needle: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.value.contains(needle) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    func get(_ url: URL) -> (status: Int, body: String)? {
        let semaphore = DispatchSemaphore(value: 0)
        let result = Output()
        let status = Output()
        URLSession.shared.dataTask(with: url) { data, response, _ in
            if let data { result.append(data) }
            status.append(Data(String((response as? HTTPURLResponse)?.statusCode ?? 0).utf8))
            semaphore.signal()
        }.resume()
        guard semaphore.wait(timeout: .now() + 30) == .success else { return nil }
        return (Int(status.value) ?? 0, result.value)
    }

    /// Starts `placepicker` with its output and errors collected as they come.
    func start(_ executable: URL, _ arguments: [String]) throws -> (Process, Output, Output) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdout = Output()
        let stderr = Output()
        out.fileHandleForReading.readabilityHandler = { stdout.append($0.availableData) }
        err.fileHandleForReading.readabilityHandler = { stderr.append($0.availableData) }
        try process.run()
        return (process, stdout, stderr)
    }

    /// The address `serve` printed ("Open http://127.0.0.1:PORT/ in a browser.").
    func address(in stdout: Output) throws -> URL {
        let line = try #require(stdout.value.split(separator: "\n").first { $0.hasPrefix("Open http://127.0.0.1:") })
        let address = try #require(line.split(separator: " ").dropFirst().first.map(String.init))
        return try #require(URL(string: address))
    }

    @Test func servesReloadsAndStopsGracefully() throws {
        let executable = try #require(Self.executable, "build the executable first (swift build --build-tests)")
        let (process, stdout, stderr) = try start(
            executable, ["serve", "--port", "0", "--at", "2026-11-30T10:00:00+02:00"])
        defer { if process.isRunning { process.terminate() } }
        #expect(waitFor(stdout, "/ in a browser."))
        let base = try address(in: stdout)
        #expect(stdout.value.contains("PlacePicker is serving 37 places."))

        let health = try #require(get(base.appendingPathComponent("healthz")))
        #expect(health.status == 200)
        #expect(health.body == "{\"status\":\"ok\",\"places\":37,\"sources\":[]}\n")
        let page = try #require(get(base))
        #expect(page.status == 200)
        #expect(page.body.contains("<h1>Choose a pickup point</h1>"))
        #expect(waitFor(stderr, "\"GET / HTTP/1.1\" 200"), "an access log line per request")

        kill(process.processIdentifier, SIGHUP)
        #expect(waitFor(stderr, "Reloaded the data: 37 places."))
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(stderr.value.contains("finishing requests in flight, then stopping"))
    }

    @Test func aTakenPortIsAClearError() throws {
        let executable = try #require(Self.executable)
        let first = Process()
        first.executableURL = executable
        first.arguments = ["serve", "--port", "0"]
        let out = Pipe()
        first.standardOutput = out
        first.standardError = Pipe()
        let stdout = Output()
        out.fileHandleForReading.readabilityHandler = { stdout.append($0.availableData) }
        try first.run()
        defer {
            // Reaped and its handler cleared: a Process still running when the test ends keeps itself alive
            // (swift test --sanitize=address reported it as leaked, docs/reference/reliability.md).
            first.terminate()
            first.waitUntilExit()
            out.fileHandleForReading.readabilityHandler = nil
        }
        #expect(waitFor(stdout, "/ in a browser."))
        let port = try #require(
            stdout.value.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
        let second = Process()
        second.executableURL = executable
        second.arguments = ["serve", "--port", String(port)]
        let err = Pipe()
        second.standardError = err
        second.standardOutput = Pipe()
        try second.run()
        second.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(second.terminationStatus == 73)
        #expect(message.contains("127.0.0.1:\(port)"))
        #expect(message.contains("already in use"))
    }

    /// With `--data` as well, a database that is down at start leaves the file serving, said as
    /// `degraded` (the replica goes on trying to reach the database).
    @Test func aFileServesWhileTheDatabaseIsDown() throws {
        let executable = try #require(Self.executable, "build the executable first (swift build --build-tests)")
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/PlaceSamples/Resources/helsinki-pickup-points.geojson")
        let (process, stdout, stderr) = try start(
            executable,
            [
                "serve", "--port", "0", "--database", "postgresql://placepicker@127.0.0.1:9/places", "--data",
                sample.path,
            ])
        defer { if process.isRunning { process.terminate() } }
        #expect(waitFor(stdout, "/ in a browser."), "\(stderr.value)")
        #expect(stderr.value.contains("The database is unreachable"))
        let base = try address(in: stdout)
        let health = try #require(get(base.appendingPathComponent("healthz")))
        #expect(health.status == 200)
        #expect(health.body.contains("\"status\":\"degraded\""), "\(health.body)")
        #expect(health.body.contains("\"places\":37"), "\(health.body)")
        let page = try #require(get(base))
        #expect(page.status == 200 && page.body.contains("<h1>Choose a pickup point</h1>"))
    }
}
