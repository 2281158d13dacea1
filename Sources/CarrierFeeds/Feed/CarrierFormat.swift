import CivilCalendar
import Places

/// A carrier's pickup-point feed, as the carrier publishes it: the list of the carriers PlacePicker
/// reads, each case naming the ``Carrier`` whose file in `Carriers/` holds all there is to know of
/// its feed.
///
/// A case's name is the carrier's `--from` name and the prefix of its places' ids (`inpost/KRA010`).
/// Adding a carrier is a file of its own and a case here; the cases' order is the order their
/// signatures are tried in when a feed's format is told from its content.
public enum CarrierFormat: String, Sendable, Hashable, CaseIterable {
    /// InPost points API v1: `/v1/points` pages (`{"items": […], "page", "total_pages"}`) or one point.
    case inpost
    /// DHL Location Finder Unified: `find-by-address` / `find-by-geo` (`{"locations": […]}`).
    case dhl
    /// Omniva `locations.json`: one array of every parcel machine and post office.
    case omniva
    /// Packeta (Zásilkovna) branch feed, JSON or XML.
    case packeta
    /// Sendcloud service points (`/api/v2/service-points`).
    case sendcloud
    /// PostNord service points (`servicePointInformationResponse.servicePoints`).
    case postnord
    /// GLS parcel shops.
    case gls
    /// Posti pickup points (Finland).
    case posti

    /// The carrier: its name, its feed's signature, its API and its reader.
    var type: any Carrier.Type {
        switch self {
        case .inpost: InPost.self
        case .dhl: DHL.self
        case .omniva: Omniva.self
        case .packeta: Packeta.self
        case .sendcloud: Sendcloud.self
        case .postnord: PostNord.self
        case .gls: GLS.self
        case .posti: Posti.self
        }
    }

    /// The carrier's name as shoppers know it.
    public var carrierName: String { type.name }

    /// Reads one record into a point.
    func point(
        from fields: inout RecordFields, today: LocalDate,
        report: @escaping (Diagnostic.Severity, String, String?) -> Void
    ) -> CarrierPoint {
        var context = RecordContext(today: today, report: report)
        return type.point(from: &fields, context: &context)
    }
}
