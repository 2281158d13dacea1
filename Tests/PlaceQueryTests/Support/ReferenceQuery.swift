import CivilCalendar
import Foundation
import Geodesy
import OpeningHours
import PlaceQueryModel
import Places

@testable import OpeningHoursSyntax
@testable import PlaceQuery
@testable import PlaceSearch

/// The query semantics written the straightforward way: filter every place, sort, page. The
/// engine's results must equal these.
struct ReferenceQuery {
    struct Prepared {
        var place: Place
        var schedule: CompiledSchedule?
        var vector: UnitVector
        var traits: RandomCatalog.Hours
        var name: SearchText
        var other: SearchText
        var sortName: String
        var zone: TimeZone
    }

    struct Answer {
        var ordered: [Int]
        var scores: [Int: Int]
        /// The state by the hours, as each result shows it.
        var statuses: [Int: OpeningSnapshot.Status]
        /// The state a shopper acts on: open only when also choosable (counts, "open now", order).
        var effective: [Int: OpeningSnapshot.Status] = [:]
        var openCount: Int
        var unknownCount: Int
        var hiddenUnknownCount: Int
        var nearestOpen: Int?
        var categoryCounts: [String: Int]
    }

    let places: [Prepared]

    init(catalog: Catalog, country: String?) {
        places = catalog.places.map { place in
            // No zone (none in the data, no default): no schedule, the hours are unknown.
            let zoneID = catalog.timeZoneIdentifier(for: place)
            let zone = zoneID.flatMap(TimeZone.init(identifier:))
            let fromZone = zoneID.flatMap(ZoneCountry.country(ofZone:))
            let placeCountry = place.address.country ?? country ?? fromZone?.country
            // The zone names the region only for a place in the zone's own country (New South Wales'
            // King's Birthday for a place in Australia/Sydney).
            let region = fromZone?.country == placeCountry ? fromZone?.region : nil
            let context = EvaluationContext(
                timeZone: zone ?? TimeZone.gmt, country: placeCountry, region: region, coordinate: place.coordinate)
            let raw = place.openingHours?.trimmingCharacters(in: .whitespaces) ?? ""
            let schedule =
                raw.isEmpty || zone == nil
                ? nil : Schedule.parse(raw, mode: .tolerant).schedule?.compiled(for: context)
            let other =
                ([place.address.partsLine] + place.categories.map { $0.replacingOccurrences(of: "_", with: " ") })
                .joined(separator: " ")
            return Prepared(
                place: place, schedule: schedule, vector: UnitVector(place.coordinate),
                traits: RandomCatalog.traits(of: place.openingHours), name: SearchText(place.name),
                other: SearchText(other), sortName: SearchText(place.name).words.joined(separator: " "),
                zone: zone ?? TimeZone.gmt)
        }
    }

    func status(_ position: Int, at instant: Date) -> OpeningSnapshot.Status {
        guard let schedule = places[position].schedule else { return .unknown }
        switch schedule.state(at: instant).status {
        case .open: return .open
        case .closed: return .closed
        case .unknown: return .unknown
        }
    }

    /// Whether the place cannot be chosen at the query's instant (its status, capacity or parcel size).
    func isUnavailable(_ position: Int, query: Query) -> Bool {
        let zone = places[position].zone
        return Unavailability.of(
            places[position].place, at: query.instant,
            today: { LocalDate(instant: query.instant, in: zone).description },
            localDate: { LocalDate(instant: $0, in: zone).description }, parcel: query.filters.parcel) != nil
    }

    /// The answer to a query: every match in order, and the counts.
    func answer(_ query: Query) -> Answer {
        let filters = query.filters
        let matcher = TextMatcher(filters.text)
        var answer = Answer(
            ordered: [], scores: [:], statuses: [:], openCount: 0, unknownCount: 0, hiddenUnknownCount: 0,
            nearestOpen: nil, categoryCounts: [:])
        var distances: [Int: Double] = [:]
        for (position, prepared) in places.enumerated() {
            let place = prepared.place
            if filters.stepFreeOnly && place.wheelchair != .yes { continue }
            if filters.alwaysOpen && !prepared.traits.alwaysOpen { continue }
            if filters.openLate && !prepared.traits.late { continue }
            if filters.openOnSunday && !prepared.traits.sunday { continue }
            // Distances are geodesic (Karney's method, GeographicLib's), as the results show them.
            let distance = query.origin.distance(to: place.coordinate)
            if let radius = query.maximumDistance, distance > max(0, radius) { continue }
            guard let score = matcher.score(name: prepared.name, other: prepared.other) else { continue }
            let byHours = status(position, at: query.instant)
            // "Open" is open and choosable: a full or out-of-service place open by its hours is not.
            let status = byHours == .open && isUnavailable(position, query: query) ? .closed : byHours
            let inCategory = filters.categories.isEmpty || !filters.categories.isDisjoint(with: place.categories)
            if filters.openNow && status != .open {
                if status == .unknown && inCategory { answer.hiddenUnknownCount += 1 }
                continue
            }
            for category in Set(place.categories) { answer.categoryCounts[category, default: 0] += 1 }
            guard inCategory else { continue }
            answer.ordered.append(position)
            answer.scores[position] = score
            answer.statuses[position] = byHours
            answer.effective[position] = status
            distances[position] = distance
        }
        let near = { (a: Int, b: Int) -> Bool in (distances[a] ?? 0, a) < (distances[b] ?? 0, b) }
        switch query.sort {
        case .distance:
            answer.ordered.sort { a, b in
                answer.scores[a] != answer.scores[b] ? answer.scores[a] ?? 0 > answer.scores[b] ?? 0 : near(a, b)
            }
        case .name:
            answer.ordered.sort { a, b in
                let left = places[a].sortName
                let right = places[b].sortName
                return left != right ? left < right : near(a, b)
            }
        case .price, .delivery:
            // Without a ranking (these tests give none), by distance alone.
            answer.ordered.sort(by: near)
        case .closingTime:
            var keys: [Int: (Int, Double)] = [:]
            for position in answer.ordered {
                let change = places[position].schedule?.nextChange(after: query.instant, horizon: 8)?.date
                    .timeIntervalSince1970
                // Ordered by the hours, as each row shows them (a full place open until 20:00 among the open).
                switch answer.statuses[position] ?? .unknown {
                case .open: keys[position] = (0, -(change ?? .greatestFiniteMagnitude))
                case .closed: keys[position] = (1, change ?? .greatestFiniteMagnitude)
                case .unknown: keys[position] = (2, 0)
                }
            }
            answer.ordered.sort { a, b in
                let left = keys[a] ?? (3, 0)
                let right = keys[b] ?? (3, 0)
                return left != right ? left < right : near(a, b)
            }
        }
        answer.openCount = answer.ordered.count { answer.effective[$0] == .open }
        answer.unknownCount = answer.ordered.count { answer.effective[$0] == .unknown }
        answer.nearestOpen = answer.ordered.filter { answer.effective[$0] == .open }.min(by: near)
        return answer
    }
}
