import FuzzSupport

/// PlaceReader on csv input: reading never crashes, keeps its report consistent and loses no place on a
/// GeoJSON round trip (`Fuzz.readPlaces`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    Fuzz.readPlaces(data, size, format: .csv)
    return 0
}
