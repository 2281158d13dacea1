import Foundation
import FuzzSupport
import Geodesy
import HTTPMessage
import PlacePicker
import PlacePickerWeb

/// The data set's origin, as `placepicker serve` has one.
let defaultOrigin = Origin(
    coordinate: (try? Coordinate(latitude: 60.1699, longitude: 24.9384)) ?? .init(uncheckedLatitude: 0, longitude: 0),
    source: .default, label: "Helsinki Central Station")

/// A query string (as a browser sends it) decoded into the picker state: never a crash, every problem
/// names a parameter, and the state's own URL reproduces it — decoding the encoded state once more gives
/// the same state and the same parameters, with no problem.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (state, problems) = URLState.decode(FormEncoding.decode(Fuzz.text(data, size)), defaultOrigin: defaultOrigin)
    Fuzz.expect(problems.allSatisfy { !$0.parameter.isEmpty && !$0.message.isEmpty }, "\(problems)")
    let encoded = FormEncoding.encode(URLState.encode(state, defaultOrigin: defaultOrigin))
    let (first, firstProblems) = URLState.decode(FormEncoding.decode(encoded), defaultOrigin: defaultOrigin)
    Fuzz.expect(firstProblems.isEmpty, "\(encoded): \(firstProblems)")
    let again = FormEncoding.encode(URLState.encode(first, defaultOrigin: defaultOrigin))
    let (second, _) = URLState.decode(FormEncoding.decode(again), defaultOrigin: defaultOrigin)
    Fuzz.expect(second == first && again == encoded, "\(encoded) → \(again)")
    return 0
}
