import PlacePicker
import PlacePickerSession
import Testing

/// Issue 16, part 4: expanding a cluster keeps the view, lists its members, moves focus to the first
/// member and says what is shown; "Show all pickup points" leads back to where the person was.
@Suite("Cluster navigation and focus") @MainActor struct ClusterFocusTests {
    /// The map of the spot fixture, and its cluster of three lockers at one spot.
    func mapWithSpot() throws -> (PickerPresentation, MapClusterItem) {
        let presentation = try UIFixture.presentation()
        presentation.perform(.switchMode(.map))
        let cluster = try #require(presentation.screen.map.clusters.first { $0.count == 3 })
        #expect(cluster.activation == .listMembers)
        return (presentation, cluster)
    }

    @Test("expanding lists the members in the map view and moves focus to the first member's row")
    func expand() throws {
        let (presentation, cluster) = try mapWithSpot()
        let focusBefore = presentation.focusCount
        presentation.perform(.expandCluster(id: cluster.id))
        let screen = presentation.screen
        #expect(screen.state.mode == .map)
        #expect(Set(screen.rows.map(\.id)) == Set(cluster.memberIDs))
        let first = try #require(screen.rows.first)
        #expect(presentation.focusTarget == .row(first.id))
        #expect(presentation.focusCount == focusBefore + 1)
        // The summary describes what is shown, not the whole set, and says it at high priority.
        let scope = try #require(screen.clusterScope)
        #expect(presentation.summaryText == scope.summary)
        #expect(presentation.summaryText == "3 pickup points of 5 at one spot on the map, 3 open now.")
        #expect(presentation.summaryText != screen.summary.text)
        #expect(presentation.speech == SpokenAnnouncement(scope.summary, priority: .high))
        #expect(presentation.showAllTitle == "Show all pickup points")
    }

    @Test("\"Show all\" on the map goes back to the cluster, and the summary to the whole set")
    func collapseOnMap() throws {
        let (presentation, cluster) = try mapWithSpot()
        presentation.perform(.expandCluster(id: cluster.id))
        presentation.perform(.collapseCluster)
        #expect(presentation.screen.clusterScope == nil)
        #expect(presentation.showAllTitle == nil)
        #expect(presentation.focusTarget == .cluster(cluster.id))
        #expect(presentation.summaryText == presentation.screen.summary.text)
        #expect(presentation.speech == SpokenAnnouncement(presentation.screen.summary.text, priority: .high))
    }

    @Test("\"Show all\" in the list goes back to the member that was first, now among all places")
    func collapseInList() throws {
        let (presentation, cluster) = try mapWithSpot()
        presentation.perform(.expandCluster(id: cluster.id))
        let first = try #require(presentation.screen.rows.first?.id)
        presentation.perform(.switchMode(.list))
        #expect(presentation.screen.clusterScope != nil)
        presentation.perform(.collapseCluster)
        #expect(presentation.screen.rows.count == 5)
        #expect(presentation.focusTarget == .row(first))
    }

    @Test("a cluster that zooms in sends focus to its first member, as a pin or in the cluster now holding it")
    func zoomingCluster() throws {
        let presentation = UIFixture.samplePresentation()
        presentation.perform(.switchMode(.map))
        presentation.perform(.setCamera(MapCamera(center: UIFixture.station.coordinate, zoom: 12)))
        let cluster = try #require(presentation.screen.map.clusters.max { $0.count < $1.count })
        guard case .zoomIn = cluster.activation else {
            Issue.record("the largest cluster at zoom 12 should zoom in")
            return
        }
        let first = try #require(cluster.memberIDs.first)
        presentation.perform(.expandCluster(id: cluster.id))
        let screen = presentation.screen
        #expect(screen.map.camera.zoom > 12)
        switch presentation.focusTarget {
        case .pin(let id):
            #expect(id == first)
            #expect(screen.map.pins.contains { $0.id == first })
        case .cluster(let id):
            let holder = try #require(screen.map.clusters.first { $0.id == id })
            #expect(holder.memberIDs.contains(first))
        default:
            Issue.record("focus went to \(String(describing: presentation.focusTarget))")
        }
    }

    @Test("an unknown cluster changes nothing and moves no focus")
    func unknownCluster() throws {
        let (presentation, _) = try mapWithSpot()
        let count = presentation.focusCount
        presentation.perform(.expandCluster(id: "z3-nothing"))
        #expect(presentation.focusCount == count)
    }
}
