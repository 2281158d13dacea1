import Foundation
import HTMLWriting
import HTTPMessage
import PickerLocalization
import PlacePicker

/// `/`: applies the request's one-shot actions (`select=`, `more=`, `map=`) and an address search,
/// and says what answers them: the page, with what the picker says about them, or for the
/// no-JavaScript select button a redirect to the canonical state URL (Post/Redirect/Get). The
/// router (``WebApp``) only turns the answer into a response.
struct PickerController {
    /// What answers the request.
    enum Answer {
        /// The page and its status; `variesByUpdate` when the request made a choice (`select=`), whose
        /// answer depends on the in-page update header (``WebApp/updateHeader``).
        case page(PickerPage, status: HTTPStatus, variesByUpdate: Bool)
        /// `303 See Other` to the state's URL (which also depends on the in-page update header).
        case redirect(String)
    }

    /// The request, read once.
    let request: PageRequest

    /// Applies the actions and the search, and answers.
    func answer() -> Answer {
        var context = request.context
        var actions: [PickerAction] = []
        if let id = request.select, !id.isEmpty { actions.append(.select(id: id)) }
        if request.value("more") != nil { actions.append(.showMore) }
        if let move = request.value("map") {
            let moves: [String: PickerAction] = ["in": .zoomIn, "out": .zoomOut, "fit": .resetCamera]
            if let action = moves[move] ?? PanDirection(rawValue: move).map(PickerAction.pan) {
                actions.append(action)
            } else {
                let message = "Use map=in, out, fit, north, south, east or west."
                context.problems.append(ParameterProblem(parameter: "map", value: move, message: message))
            }
            context.state.mode = .map
        }
        // Inside a shop's checkout the choice is the order's at once; on the page "Confirm" stands
        // right after the chosen row's button.
        let nextStep: NextStep.Placement = context.embedOrigin != nil ? .handedToHost : .afterChosenRow
        // A second press on the selected place's button keeps it selected (the picker says so).
        let reselects = request.select.map { !$0.isEmpty && $0 == context.state.selectedID } ?? false
        var applied: Screen?
        if !actions.isEmpty {
            let screen = context.picker.apply(
                actions, to: context.state, at: context.instant, parts: PickerPage.parts, nextStep: nextStep)
            if let id = request.select, screen.state.selectedID != id, !context.picker.hasPlace(id: id) {
                context.problems.append(
                    ParameterProblem(parameter: "select", value: id, message: "No place has this id."))
            }
            context.state = screen.state
            applied = screen
        }
        if let selected = context.state.selectedID, !context.picker.hasPlace(id: selected) {
            context.problems.append(
                ParameterProblem(parameter: "sel", value: selected, message: "No place has this id."))
            context.state.selectedID = nil
        }
        var addressQuery = request.value("address") ?? ""
        // "Find address" is the form's first submit button, so Enter in any field (e.g. the text
        // filter) submits find=1 too; with nothing typed in the address field that is not a search.
        // The form always sends `find` (empty but for that button); a link's `address=` without it
        // set the origin (PageRequest), and the field keeps the text only when nothing was found.
        let hasAddress = !addressQuery.trimmingCharacters(in: .whitespaces).isEmpty
        let find = request.value("find")
        let searched = hasAddress && find != nil && (find == "1" || actions.isEmpty)
        if hasAddress, find == nil, context.state.origin.unfoundAddress == nil { addressQuery = "" }
        let matches = searched ? context.picker.addressMatches(for: addressQuery) : nil
        if let selected = request.select, !request.isUpdate, !reselects, context.problems.isEmpty, matches == nil,
            selected.isEmpty || context.state.selectedID == selected
        {
            // Post/Redirect/Get for the no-JavaScript select button: reload, bookmark and share
            // give the canonical state URL (`sel=`), not the one-shot `select=` action.
            // The page comes back at the chosen row's button (the fragment), so the next Tab
            // reaches "Confirm" right after it, as with the script.
            let fragment =
                !selected.isEmpty && context.state.mode == .list ? "#" + DOMID.make("select", selected) : ""
            return .redirect(context.url(state: context.state) + fragment)
        }
        // One screen per request: the actions' own, unless the state changed after them.
        let screen =
            applied.flatMap { $0.state == context.state ? $0 : nil }
            ?? context.picker.screen(
                for: context.state, at: context.instant, parts: PickerPage.parts, nextStep: nextStep)
        let page = PickerPage(
            screen: screen, context: context, addressQuery: addressQuery, addressMatches: matches,
            said: matches.map { context.picker.addressSearchAnnouncement(found: $0.count) } ?? applied?.announcement)
        return .page(page, status: context.status, variesByUpdate: request.select != nil)
    }
}
