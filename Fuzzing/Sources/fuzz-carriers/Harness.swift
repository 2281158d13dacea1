import FuzzSupport

/// The carriers' feed readers: the first byte picks the carrier, the rest is its feed. Reading never
/// crashes, keeps its report consistent, scopes every id to the carrier and loses no place on a GeoJSON
/// round trip (`Fuzz.readCarrierFeed`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Fuzz.readCarrierFeed(data, size)
    return 0
}
