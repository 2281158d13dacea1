import ConcurrencyPrimitives
import Foundation
import HTTPMessage
import PlacePicker
import PlaceSamples
import Testing

@testable import PlacePickerWeb

/// The answer cache: identical requests in one minute share an answer; anything that changes the
/// answer (the minute, the target, the language asked for, the in-page update) does not.
struct AnswerCacheTests {
    /// An app whose clock the test moves.
    private static func app(clock: Locked<Date>) -> WebApp {
        let base = WebFixture.app()
        let picker = PickerModel(
            engine: base.picker.engine, configuration: base.picker.configuration, locale: base.picker.locale,
            clock: { clock.withLock { $0 } })
        return WebApp(picker: picker, configuration: WebConfiguration())
    }

    private static func body(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

    /// An app whose clock moves 40 s at every read, from `start`; `readings` records what it gave.
    private static func app(readings: Locked<[Date]>, from start: Date) -> WebApp {
        let base = WebFixture.app()
        let picker = PickerModel(
            engine: base.picker.engine, configuration: base.picker.configuration, locale: base.picker.locale,
            clock: {
                readings.withLock { readings in
                    let reading = start.addingTimeInterval(40 * Double(readings.count))
                    readings.append(reading)
                    return reading
                }
            })
        return WebApp(picker: picker, configuration: WebConfiguration())
    }

    @Test func anAnswerKeptForAMinuteShowsAnInstantOfThatMinute() {
        // From 08:00:50, a second read would say 08:01:30: the answer kept for minute 08:00 would
        // then show 08:01:30 to every identical request until 08:01.
        let readings = Locked<[Date]>([])
        let start = WebFixture.instant.addingTimeInterval(50)
        let app = Self.app(readings: readings, from: start)
        let target = "/api/places?limit=1"
        let first = Self.body(app.handle(HTTPRequest.target(target)))
        #expect(readings.withLock { $0 } == [start])
        #expect(first.contains("\"instant\":\"2026-11-30T08:00:50Z\""))
        let key = AnswerCache.Key(target: target, acceptLanguage: "", isUpdate: false)
        #expect(app.answers.answer(for: key, minute: AnswerCache.minute(of: start)).map(Self.body) == first)
        // The next reading, 08:01:30, is a new minute: the answer is computed again, at that instant.
        let second = Self.body(app.handle(HTTPRequest.target(target)))
        #expect(readings.withLock { $0.count } == 2)
        #expect(second.contains("\"instant\":\"2026-11-30T08:01:30Z\""))
    }

    /// Requests of every kind of route, kept or not: each reads the clock once.
    static let clockTargets: [(method: String, target: String)] = [
        ("GET", "/"), ("GET", "/?more=1&map=in"), ("GET", "/?select=node%2F299983771"),
        ("GET", "/places/node%2F299983771"), ("GET", "/places/no%2Fsuch"), ("GET", "/choice?sel=node%2F299983771"),
        ("GET", "/address?q=mannerheimintie"), ("GET", "/continue"), ("GET", "/no-such-page"),
        ("GET", "/api/places?limit=2"), ("GET", "/api/places/node%2F299983771"),
        ("GET", "/api/clusters?bbox=60.15,24.90,60.20,24.98&zoom=14"), ("GET", "/api/addresses?q=manner"),
        ("HEAD", "/"), ("POST", "/?select=node%2F299983771"), ("DELETE", "/"),
    ]

    @Test(arguments: clockTargets)
    func everyRequestReadsTheClockOnce(request: (method: String, target: String)) {
        let readings = Locked<[Date]>([])
        let app = Self.app(readings: readings, from: WebFixture.instant)
        let response = app.handle(HTTPRequest.target(request.target, method: request.method))
        #expect(response.status != 500)
        #expect(readings.withLock { $0.count } == 1, "\(request.method) \(request.target)")
    }

    @Test func anIdenticalRequestInTheSameMinuteIsAnsweredFromTheCache() {
        let clock = Locked(WebFixture.instant.addingTimeInterval(5))
        let app = Self.app(clock: clock)
        let first = app.handle(HTTPRequest.target("/api/places?limit=3"))
        #expect(app.answers.count == 1)
        clock.withLock { $0 = WebFixture.instant.addingTimeInterval(50) }
        let second = app.handle(HTTPRequest.target("/api/places?limit=3"))
        #expect(Self.body(first) == Self.body(second))
        #expect(app.answers.count == 1)
    }

    @Test func aNewMinuteComputesTheAnswerAgain() throws {
        // 30 November 2026 in Helsinki: the answer's instant is written in the JSON, so a new
        // minute must give a new instant, not the kept one.
        let clock = Locked(WebFixture.instant.addingTimeInterval(5))
        let app = Self.app(clock: clock)
        let first = Self.body(app.handle(HTTPRequest.target("/api/places?limit=1")))
        clock.withLock { $0 = WebFixture.instant.addingTimeInterval(65) }
        let second = Self.body(app.handle(HTTPRequest.target("/api/places?limit=1")))
        #expect(first.contains("\"2026-11-30T08:00:05Z\""))
        #expect(second.contains("\"2026-11-30T08:01:05Z\""))
    }

    /// Pairs of requests (target, Accept-Language) that must get different answers.
    static let differingPairs: [(String, String, String, String)] = [
        ("/?lang=fi", "", "/?lang=sv", ""),
        ("/", "fi", "/", "de"),
        ("/api/places?limit=2", "", "/api/places?limit=3", ""),
    ]

    @Test(arguments: differingPairs)
    func requestsThatDifferInTargetOrLanguageGetTheirOwnAnswers(pair: (String, String, String, String)) {
        let app = Self.app(clock: Locked(WebFixture.instant))
        func request(_ target: String, _ language: String) -> HTTPRequest {
            HTTPRequest.target(target, headers: language.isEmpty ? [] : [("Accept-Language", language)])
        }
        let one = app.handle(request(pair.0, pair.1))
        let other = app.handle(request(pair.2, pair.3))
        #expect(Self.body(one) != Self.body(other))
        #expect(app.answers.count == 2)
    }

    @Test func postAndHealthChecksAreNeverKept() {
        let app = Self.app(clock: Locked(WebFixture.instant))
        _ = app.handle(HTTPRequest.target("/healthz"))
        _ = WebFixture.post("/", form: [.init("q", "kioski")], app: app)
        #expect(app.answers.count == 0)
    }

    @Test func theCacheKeepsAtMostItsCapacityAndDropsTheOldestFirst() {
        let cache = AnswerCache(capacity: 3, byteCapacity: 1_000)
        func key(_ index: Int) -> AnswerCache.Key { .init(target: "/\(index)", acceptLanguage: "", isUpdate: false) }
        for index in 0..<5 { cache.keep(.text("answer \(index)"), for: key(index), minute: 7) }
        #expect(cache.count == 3)
        #expect(cache.answer(for: key(0), minute: 7) == nil)
        #expect(cache.answer(for: key(1), minute: 7) == nil)
        #expect(cache.answer(for: key(4), minute: 7).map(Self.body) == "answer 4")
        // An entry of an earlier minute is not given out, and is dropped when met.
        #expect(cache.answer(for: key(4), minute: 8) == nil)
        #expect(cache.count == 2)
    }

    @Test func theCacheKeepsAtMostItsBytes() {
        let cache = AnswerCache(capacity: 100, byteCapacity: 25)
        func key(_ index: Int) -> AnswerCache.Key { .init(target: "/\(index)", acceptLanguage: "", isUpdate: false) }
        for index in 0..<4 { cache.keep(.text("0123456789"), for: key(index), minute: 1) }
        #expect(cache.count == 2)
        cache.keep(.text(String(repeating: "x", count: 26)), for: key(9), minute: 1)
        #expect(cache.answer(for: key(9), minute: 1) == nil)
        // Keeping one key again and again replaces it: 10 + 10 + 1 bytes, three answers.
        for _ in 0..<1_000 { cache.keep(.text("a"), for: key(1), minute: 1) }
        #expect(cache.count == 3)
        #expect(cache.answer(for: key(1), minute: 1).map(Self.body) == "a")
    }
}
