import Foundation

// Running `curl` needs processes, which iOS apps do not have.
#if os(Linux) || os(macOS)

/// Fetches a carrier's feed from its URL for `db sync --url`: with `curl` (run as a program, so the
/// `placepicker` binary links no HTTP library), the API key from an environment variable put where
/// that carrier's API wants it, a time limit per request, retries with a growing pause, and every
/// page of a paged API (InPost's `page` / `total_pages`).
public struct FeedDownload: Sendable {
    /// The carrier, which says where the key goes and how pages are asked for.
    public var carrier: CarrierFormat?
    /// The API key, if one was named.
    public var key: String?
    /// Seconds one request may take.
    public var timeout: Double
    /// Further tries after a failed request.
    public var retries: Int
    /// Where `curl` is.
    public var curl = "curl"

    /// Creates a download.
    ///
    /// - Parameters:
    ///   - carrier: The carrier, which says where the key goes and how pages are asked for.
    ///   - key: The API key, if any.
    ///   - timeout: Seconds one request may take.
    ///   - retries: Further tries after a failed request.
    public init(carrier: CarrierFormat?, key: String?, timeout: Double, retries: Int) {
        self.carrier = carrier
        self.key = key
        self.timeout = timeout
        self.retries = retries
    }

    /// Why a download failed.
    public struct Failure: Error, Sendable {
        /// What failed, without the key.
        public var message: String
    }

    /// The URL as it may be shown: the key and any `key=` parameter replaced by `…`.
    public static func shown(_ url: String, key: String?) -> String {
        var text = url
        if let key, !key.isEmpty { text = text.replacingOccurrences(of: key, with: "…") }
        return text
    }

    /// Fetches every page: the pages' bytes one after another (the feed reader reads several JSON
    /// documents in a row as one feed).
    public func fetch(_ url: String) throws(Failure) -> Data {
        var first = try fetchOne(url)
        guard let carrier = carrier?.type, let pages = carrier.pageCount(firstPage: first), pages > 1 else {
            return first
        }
        guard pages <= 10_000 else {
            throw Failure(message: "the feed says it has \(pages) pages; refusing more than 10,000.")
        }
        for page in 2...pages {
            first.append(10)
            first.append(try fetchOne(carrier.url(url, page: page)))
        }
        return first
    }

    /// Fetches one URL, retrying failures.
    private func fetchOne(_ url: String) throws(Failure) -> Data {
        var request = FeedRequest(url: url)
        if let key, !key.isEmpty {
            if let carrier { carrier.type.authorize(&request, key: key) } else { request.putKeyInURL(key) }
        }
        var lastProblem = ""
        var tries = 0
        for attempt in 0...retries {
            if attempt > 0 { Thread.sleep(forTimeInterval: min(30, pow(2, Double(attempt - 1)))) }
            tries += 1
            switch run(request.url, headers: request.headers) {
            case .success(let data): return data
            case .failure(let problem): lastProblem = problem.message
            }
            // A refusal (a wrong key, a bad URL) is the same the next time; only 429 and 5xx are tried again.
            if lastProblem.hasPrefix("HTTP 4"), !lastProblem.hasPrefix("HTTP 429") { break }
        }
        throw Failure(
            message: "could not fetch \(FeedDownload.shown(url, key: key)) after \(tries) "
                + "\(tries == 1 ? "try" : "tries"): \(lastProblem)")
    }

    /// One request: `curl` reads the URL and the headers from its standard input (`--config -`), so
    /// neither the key nor a URL holding it is ever in a command line that other users can see (`ps`).
    private func run(_ url: String, headers: [String]) -> Result<Data, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            curl, "--silent", "--show-error", "--location", "--max-time", String(Int(timeout.rounded(.up))),
            "--header", "Accept: application/json, application/xml;q=0.9", "--write-out", "\n%{http_code}",
            "--config", "-",
        ]
        let configuration = FeedDownload.curlConfiguration(url: url, headers: headers)
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            return .failure(Failure(message: "cannot run curl (\(error.localizedDescription)); install curl"))
        }
        input.fileHandleForWriting.write(Data(configuration.utf8))
        try? input.fileHandleForWriting.close()
        var body = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = problem.trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(Failure(message: FeedDownload.shown(reason.isEmpty ? "curl failed" : reason, key: key)))
        }
        // The status code is the last line curl writes.
        guard let newline = body.lastIndex(of: 10) else { return .failure(Failure(message: "no answer")) }
        let status = Int(String(decoding: body[(newline + 1)...], as: UTF8.self)) ?? 0
        body.removeSubrange(newline...)
        guard (200..<300).contains(status) else {
            return .failure(Failure(message: "HTTP \(status)"))
        }
        return .success(body)
    }
}

extension FeedDownload {
    /// The lines of a curl configuration that name the URL and the headers: `url = "…"` and
    /// `header = "…"`, each value quoted with `\\` and `"` escaped and no line break left in it (a
    /// line break inside a value would start a new option).
    static func curlConfiguration(url: String, headers: [String]) -> String {
        func quoted(_ text: String) -> String {
            var out = "\""
            for character in text {
                switch character {
                case "\\": out += "\\\\"
                case "\"": out += "\\\""
                case "\n", "\r", "\r\n": out += " "
                default: out.append(character)
                }
            }
            return out + "\""
        }
        return (["url = " + quoted(url)] + headers.map { "header = " + quoted($0) }).joined(separator: "\n") + "\n"
    }
}

#endif
