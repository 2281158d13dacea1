#if os(Linux)
import Foundation
import HTTPMessage
import HTTPServer
import Synchronization
import Testing

@testable import CarrierFeeds

/// `db sync --url` fetches with curl; an API key must reach the carrier and never appear in the command
/// line of any process, which every user of the machine can read (`ps`, `/proc/PID/cmdline`).
@Suite struct FeedDownloadTests {
    /// What the loopback server saw while a request was in flight.
    final class Sightings: Sendable {
        let requests = Mutex<[HTTPRequest]>([])
        let commandLinesWithKey = Mutex<[String]>([])
        /// Command lines of curl seen while the request was in flight: none would mean /proc was not
        /// read, and "no command line holds the key" would be said of nothing.
        let curlCommandLines = Mutex(0)
    }

    /// Every process's command line on this machine that holds `secret`, read from `/proc`.
    static func commandLines(holding secret: String) -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(secret) ? "\(pid): \(line)" : nil
        }
    }

    /// Fetches `path` from a loopback server as `carrier` with `key`; the server reads every command
    /// line while the request is in flight (curl is running then).
    func fetch(_ carrier: CarrierFormat, key: String, path: String) throws -> (Sightings, Data) {
        let seen = Sightings()
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0)
        configuration.workerCount = 1
        configuration.eventLoopCount = 1
        let server = Server(configuration: configuration) { request in
            seen.requests.withLock { $0.append(request) }
            let lines = FeedDownloadTests.commandLines(holding: key)
            seen.commandLinesWithKey.withLock { $0 += lines }
            let curl = FeedDownloadTests.commandLines(holding: "curl").filter { line in
                let program = line.split(separator: " ").dropFirst().first ?? ""
                return program == "curl" || program.hasSuffix("/curl")
            }.count
            seen.curlCommandLines.withLock { $0 += curl }
            return .json(#"{"ok": true}"#)
        }
        let port = try server.start()
        defer {
            server.shutdown(gracePeriod: .seconds(2))
            server.waitUntilStopped()
        }
        let download = FeedDownload(carrier: carrier, key: key, timeout: 10, retries: 0)
        let data = try download.fetch("http://127.0.0.1:\(port)\(path)")
        return (seen, data)
    }

    @Test("PostNord's apikey parameter reaches the server and no command line")
    func postNordKeyInQuery() throws {
        let key = "pn-\(UUID().uuidString)"
        let (seen, data) = try fetch(
            .postnord, key: key, path: "/rest/businesslocation/v5/servicepoints?countryCode=SE")
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok": true}"#)
        let requests = seen.requests.withLock { $0 }
        #expect(requests.count == 1)
        #expect(requests.first?.query.contains { $0.name == "apikey" && $0.value == key } == true)
        #expect(requests.first?.query.contains { $0.name == "countryCode" && $0.value == "SE" } == true)
        #expect(seen.commandLinesWithKey.withLock { $0 } == [])
        #expect(seen.curlCommandLines.withLock { $0 } > 0)
    }

    @Test("A {key} in the URL's path reaches the server and no command line")
    func keyInPath() throws {
        let key = "posti\(UUID().uuidString.prefix(8))"
        let (seen, _) = try fetch(.posti, key: key, path: "/locations/{key}/all.json")
        #expect(seen.requests.withLock { $0.first?.path } == "/locations/\(key)/all.json")
        #expect(seen.commandLinesWithKey.withLock { $0 } == [])
        #expect(seen.curlCommandLines.withLock { $0 } > 0)
    }

    @Test("InPost's bearer token and DHL's header reach the server and no command line")
    func keyInHeader() throws {
        let key = "tok-\(UUID().uuidString)"
        let (inpost, _) = try fetch(.inpost, key: key, path: "/v1/points?country=PL")
        #expect(inpost.requests.withLock { $0.first?.header("Authorization") } == "Bearer \(key)")
        #expect(inpost.commandLinesWithKey.withLock { $0 } == [])
        #expect(inpost.curlCommandLines.withLock { $0 } > 0)
        let (dhl, _) = try fetch(.dhl, key: key, path: "/location-finder/v1/find-by-geo")
        #expect(dhl.requests.withLock { $0.first?.header("DHL-API-Key") } == key)
        #expect(dhl.requests.withLock { $0.first?.header("Accept") }?.hasPrefix("application/json") == true)
        #expect(dhl.commandLinesWithKey.withLock { $0 } == [])
        #expect(dhl.curlCommandLines.withLock { $0 } > 0)
    }

    @Test("A quote, a backslash or a line break in a value cannot start another curl option")
    func configurationQuoting() {
        let text = FeedDownload.curlConfiguration(
            url: #"http://h/a"b\c"#, headers: ["X-Key: one\ntwo", #"X: "q""#])
        #expect(
            text == """
                url = "http://h/a\\"b\\\\c"
                header = "X-Key: one two"
                header = "X: \\"q\\""

                """)
    }
}
#endif
