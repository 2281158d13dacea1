import HTTPMessage
import PlacePicker
import PlacePickerSession
import Testing

@testable import PlacePickerWeb

/// The picker decides what is said after an action (``Screen/announcement``, a choice worded by
/// ``Screen/nextStep``); the web page and the SwiftUI presentation only render it. So the same
/// action from the same state says the same sentence in both: on the web, the status region
/// says it before the summary.
@Suite("Same announcement on the web and in SwiftUI")
@MainActor
struct SameAnnouncementTests {
    nonisolated static let kotikontu = "node/1876042175"

    /// A web request (the script's in-page update) and the same action from the state of `from`.
    nonisolated static let cases: [(web: String, from: String, action: PickerAction, said: String?)] = [
        ("/?view=map&select=node%2F1876042175", "/?view=map", .select(id: kotikontu), "Selected K-Market Kotikontu"),
        (
            "/?view=map&sel=node%2F1876042175&select=node%2F1876042175", "/?view=map&sel=node%2F1876042175",
            .select(id: kotikontu), "K-Market Kotikontu is already selected"
        ),
        ("/?view=map&map=in", "/?view=map", .zoomIn, nil),
        ("/?view=map&map=east", "/?view=map", .pan(.east), nil),
        ("/?more=1", "/", .showMore, nil),
    ]

    @Test("an action says the same on the web page and in the presentation", arguments: cases)
    func sameSentence(_ web: String, _ from: String, _ action: PickerAction, _ said: String?) throws {
        let app = WebFixture.app()
        // The page's picker: the app's in the page's language and units (the data's country's).
        let context = PageRequest(HTTPRequest.target(from), app: app, now: WebFixture.instant).context
        let presentation = PickerPresentation(session: PickerSession(picker: context.picker, state: context.state))
        presentation.perform(action)
        let spoken = try #require(presentation.speech?.text)
        if let said { #expect(spoken == said) }
        let response = WebFixture.get(web, headers: WebFixture.scriptUpdate, app: app)
        #expect(response.status == 200)
        let status = try #require(response.page.text(ofID: "status"))
        #expect(status == spoken + ". " + presentation.screen.summary.text, "\(web)")
    }

    @Test("a choice is worded by where the next step is offered")
    func choiceFollowsTheNextStep() throws {
        let app = WebFixture.app()
        let state = app.picker.initialState()
        let apart = app.picker.apply([.select(id: Self.kotikontu)], to: state, at: WebFixture.instant)
        #expect(apart.announcement?.text == "Selected K-Market Kotikontu")
        #expect(apart.nextStep?.placement == .apart)
        // The web list puts "Confirm" right after the chosen row, and says so, alone.
        let inRow = app.picker.apply(
            [.select(id: Self.kotikontu)], to: state, at: WebFixture.instant, nextStep: .afterChosenRow)
        let sentence = "Selected K-Market Kotikontu. Next: Confirm, right after this button."
        #expect(inRow.announcement?.text == sentence)
        #expect(inRow.announcement?.isChoice == true)
        let page = WebFixture.get("/?select=node%2F1876042175", headers: WebFixture.scriptUpdate, app: app).page
        #expect(page.text(ofID: "status") == sentence)
        // Made with other actions in one request, the choice is still what is said when its step follows it.
        let more = WebFixture.get("/?select=node%2F1876042175&more=1", headers: WebFixture.scriptUpdate, app: app)
        #expect(more.page.text(ofID: "status") == sentence)
    }
}
