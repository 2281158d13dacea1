import Places

/// The display names of the curated categories (``Places/ServiceCategory``, the one vocabulary,
/// mapped from OpenStreetMap tags on import).
extension ServiceCategory {
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
