#if canImport(SwiftUI) && canImport(MapKit)
import SwiftUI

/// The demo app: one window with the picker over the Helsinki sample (`App`, `Scene`,
/// `WindowGroup`: https://developer.apple.com/documentation/swiftui/app, …/swiftui/windowgroup).
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
