import Foundation
import HTMLWriting
import HTTPMessage
import PlacePicker
import Testing

@testable import PlacePickerWeb

/// A cluster's "zoom in" link is written from the page's state encoded once around the camera
/// (`PageContext.CameraLinks`): it must be exactly the link of the state the model gives for
/// activating that cluster, whatever else the state and the page carry.
@Suite("Cluster links")
struct ClusterLinkTests {
    @Test(arguments: [
        "/?view=map&z=12", "/?view=map&z=13", "/?z=13&lang=fi", "/?view=map&z=11&open=1",
        "/?view=map&z=12&sel=node%2F1876042175", "/?view=map&z=13&q=R-kioski&sort=name&limit=40",
        "/?view=map&z=12&near=60.19,24.95&from=Somewhere+%26+else&src=address",
        "/?view=map&z=12&at=2026-11-29T23:00&units=imperial&lang=de", "/?view=map&z=11&stepfree=1&sort=closing",
        "/?view=map&z=12&near=60.19,24.95&from=O%27Brien+%22%3Cb%3E%22+%26+%3E&src=address",
    ])
    func zoomLinksEqualTheActivatedState(_ target: String) {
        let app = WebFixture.app()
        let context = PageRequest(HTTPRequest.target(target), app: app, now: WebFixture.instant).context
        let screen = context.picker.screen(for: context.state, at: context.instant)
        let section = MapSection(screen: screen, context: context)
        let links = context.cameraLinks(for: screen.state)
        var zoomed = 0
        for cluster in screen.map.clusters {
            let full = context.url(state: context.picker.state(activating: cluster, on: screen))
            #expect(section.clusterURL(cluster, cameraLinks: links) == full, "\(target): \(cluster.id)")
            // Written escaped in place, it is the same link escaped as any value is.
            var escapedInPlace = HTML()
            escapedInPlace.element(.a) { attributes in
                attributes.add(.href, section.escapedClusterURL(cluster, cameraLinks: links))
            } content: { html in
                html.text(section.escapedClusterURL(cluster, cameraLinks: links))
            }
            var escapedAsValue = HTML()
            escapedAsValue.element(.a, attributes: { $0.add(.href, full) }, text: full)
            #expect(escapedInPlace.bytes == escapedAsValue.bytes, "\(target): \(cluster.id)")
            if case .zoomIn = cluster.activation { zoomed += 1 }
        }
        #expect(zoomed > 0, "\(target) shows no cluster to zoom into")
    }
}
