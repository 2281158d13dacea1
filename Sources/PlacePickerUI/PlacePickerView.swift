#if canImport(SwiftUI) && canImport(MapKit)
import MapKit
import SwiftUI
#endif
