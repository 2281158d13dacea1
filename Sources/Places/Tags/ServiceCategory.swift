/// The curated vocabulary of pickup and service points that filters offer: a few dozen raw
/// OpenStreetMap values (`amenity=post_office`, `shop=convenience`, `vending=parcel_pickup`, …)
/// mapped to groups people recognise, with everything else in one ``other`` group.
///
/// On import, a place's categories are its group first, then its own values from the data
/// (`["convenience", "kiosk"]`, `["other", "cafe"]`), so nothing from the data is lost, the API
/// still shows the raw values, and a filter on a group (`cat=parcel_locker`) matches every place
/// in it. A value that already is a group's id stays as it is, so re-importing is stable.
///
/// Sources: OpenStreetMap wiki "Map features" (`amenity`, `shop`), "Tag:amenity=parcel_locker",
/// "Key:post_office" (`post_office=post_partner` for a shop that is a post partner).
public enum ServiceCategory: String, Sendable, Hashable, CaseIterable {
    /// A parcel locker: `amenity=parcel_locker`, or a vending machine with `vending=parcel_pickup`.
    case parcelLocker = "parcel_locker"
    /// A post office run by the post (`amenity=post_office` without `post_office=post_partner`).
    case postOffice = "post_office"
    /// A shop or desk where parcels are handed out (`post_office=post_partner`, `post_partner=*`).
    case pickupPoint = "pickup_point"
    /// A place to post parcels only (`vending=parcel_mail_in`).
    case parcelDropOff = "parcel_mail_in"
    /// `shop=supermarket`.
    case supermarket
    /// `shop=convenience`.
    case convenience
    /// `shop=kiosk`.
    case kiosk
    /// `shop=grocery`.
    case grocery
    /// `shop=department_store`.
    case departmentStore = "department_store"
    /// `shop=mall`.
    case mall
    /// `amenity=pharmacy`.
    case pharmacy
    /// `amenity=bank`.
    case bank
    /// `amenity=fuel`.
    case fuel
    /// `amenity=library`.
    case library
    /// `shop=books`.
    case books
    /// `shop=hardware`, `shop=doityourself`.
    case hardware
    /// `amenity=clinic`.
    case clinic
    /// `amenity=doctors`.
    case doctors
    /// `amenity=hospital`.
    case hospital
    /// `amenity=vending_machine` that is not for parcels.
    case vendingMachine = "vending_machine"
    /// Everything else.
    case other

    /// Raw values that name a group other than their own spelling.
    private static let synonyms: [String: ServiceCategory] = [
        "parcel_pickup": .parcelLocker, "doityourself": .hardware, "post_partner": .pickupPoint,
    ]

    /// The group one raw value names on its own (`"doityourself"` → ``hardware``, a group's id →
    /// that group), ``other`` when it names none.
    ///
    /// - Parameter value: A category value, such as an OpenStreetMap `amenity` or `shop` value.
    public init(value: String) {
        self = Self.synonyms[value] ?? ServiceCategory(rawValue: value) ?? .other
    }

    /// The group of a place from its raw category values and its tags.
    ///
    /// - Parameters:
    ///   - values: The raw values, main one first (`amenity`, then `shop`, …, as read).
    ///   - tag: Looks up another tag's text (`post_office`, `post_partner`).
    /// - Returns: The first group that applies: parcel lockers, post offices and pickup points
    ///   before shops, then the first value that names a group, else ``other``.
    /// - Complexity: O(values).
    public static func classify(_ values: [String], tag: (String) -> String?) -> ServiceCategory {
        let partner = tag("post_office").map { ["post_partner", "partner", "bureau"].contains($0) } ?? false
        if values.contains(where: { $0 == "parcel_locker" || $0 == "parcel_pickup" }) { return .parcelLocker }
        if partner || tag("post_partner") != nil || values.contains("post_partner") || values.contains("pickup_point") {
            return .pickupPoint
        }
        if values.contains("post_office") { return .postOffice }
        if values.contains("parcel_mail_in") { return .parcelDropOff }
        return values.lazy.map(ServiceCategory.init(value:)).first { $0 != .other } ?? .other
    }

    /// A place's categories with its group first: `["other", "cafe"]`, `["convenience", "kiosk"]`.
    ///
    /// - Parameters:
    ///   - values: The raw values as read.
    ///   - tag: Looks up another tag's text.
    /// - Returns: The group's id, then the raw values except the group's id.
    /// - Complexity: O(values).
    public static func grouped(_ values: [String], tag: (String) -> String?) -> [String] {
        let group = classify(values, tag: tag).rawValue
        return [group] + values.filter { $0 != group }
    }
}
