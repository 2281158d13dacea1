#if canImport(SwiftUI) && canImport(MapKit) && (os(iOS) || os(macOS))
import SwiftUI

/// The demo app: one window with the picker over the Helsinki sample.
///
/// `App`, `Scene` and `WindowGroup` (https://developer.apple.com/documentation/swiftui/app,
/// …/swiftui/windowgroup) are not in the Linux stand-ins, so this entry point is compiled by Xcode
/// and `swift build` on macOS only; the views it shows are type-checked on Linux.
@main
struct PickupDemoApp: App {
    var body: some Scene {
        WindowGroup {
            DemoRoot()
        }
    }
}
#else
/// On systems without SwiftUI the demo only says where it runs.
@main
enum PickupDemoApp {
    static func main() {
        print(
            "PickupDemo is a SwiftUI app: run it on macOS 14 (swift run PickupDemo) or in an iOS 17 app target"
                + " (docs/guides/swiftui.md).")
    }
}
#endif
