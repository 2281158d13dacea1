/// The kinds of place the picker names, keyed by their OpenStreetMap tag values.
///
/// Values come from the `amenity` and `shop` keys of OpenStreetMap (wiki "Map features"). Anything
/// else is ``other``.
public enum PlaceCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// `amenity=post_office`.
    case postOffice = "post_office"
    /// `amenity=parcel_locker`.
    case parcelLocker = "parcel_locker"
    /// `shop=supermarket`.
    case supermarket
    /// `shop=convenience`.
    case convenience
    /// `shop=kiosk`.
    case kiosk
    /// `shop=department_store`.
    case departmentStore = "department_store"
    /// `amenity=pharmacy`.
    case pharmacy
    /// `amenity=bank`.
    case bank
    /// `amenity=fuel`.
    case fuel
    /// `amenity=library`.
    case library
    /// `amenity=clinic`.
    case clinic
    /// `amenity=doctors`.
    case doctors
    /// `amenity=hospital`.
    case hospital
    /// `shop=hardware` / `shop=doityourself`.
    case hardware
    /// `shop=books`.
    case books
    /// A shopping centre (`shop=mall`).
    case mall
    /// A grocery shop (`shop=grocery`).
    case grocery
    /// A vending machine (`amenity=vending_machine`).
    case vendingMachine = "vending_machine"
    /// A place that accepts parcels to send (`parcel_mail_in`).
    case parcelDropOff = "parcel_mail_in"
    /// A shop or desk that hands out parcels (`post_office=post_partner`), the group
    /// `pickup_point` of `Places.ServiceCategory`.
    case pickupPoint = "pickup_point"
    /// Any other value.
    case other

    /// The category for a tag value ("post_office", "doityourself"); ``other`` when unknown.
    ///
    /// - Parameter tagValue: An OpenStreetMap `amenity` or `shop` value.
    public init(tagValue: String) {
        if tagValue == "doityourself" {
            self = .hardware
        } else if tagValue == "parcel_pickup" {
            self = .parcelLocker
        } else {
            self = PlaceCategory(rawValue: tagValue) ?? .other
        }
    }

    /// The message holding the category's display name.
    public var nameKey: TextKey {
        switch self {
        case .postOffice: .categoryPostOffice
        case .parcelLocker: .categoryParcelLocker
        case .supermarket: .categorySupermarket
        case .convenience: .categoryConvenience
        case .kiosk: .categoryKiosk
        case .departmentStore: .categoryDepartmentStore
        case .pharmacy: .categoryPharmacy
        case .bank: .categoryBank
        case .fuel: .categoryFuel
        case .library: .categoryLibrary
        case .clinic: .categoryClinic
        case .doctors: .categoryDoctors
        case .hospital: .categoryHospital
        case .mall: .categoryMall
        case .grocery: .categoryGrocery
        case .vendingMachine: .categoryVendingMachine
        case .parcelDropOff: .categoryParcelDropOff
        case .hardware: .categoryHardware
        case .books: .categoryBooks
        case .pickupPoint: .categoryPickupPoint
        case .other: .categoryOther
        }
    }
}
