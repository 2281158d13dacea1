import Foundation
import HTTPMessage
import PlacePicker
import PlaceQuery
import PlaceSelection
import Places

/// `POST /api/selections` and `POST /api/selections/verify`: the hand-off for clients that are not
/// the element, and the shop's server's check of a token.
extension APIRoutes {
    struct SelectionRequest: Decodable {
        var id: String?
        var parcel: String?
    }

    struct VerifyRequest: Decodable {
        var token: String?
    }

    /// `POST /api/selections` with `{"id": …, "parcel"?: "4kg,40x30x20cm"}`: the hand-off object of
    /// the point, signed; 409 when the point cannot be chosen now.
    func makeSelection(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST" else { return postOnly("/api/selections") }
        guard let body = try? JSONDecoder().decode(SelectionRequest.self, from: Data(request.body)),
            let id = body.id, !id.isEmpty
        else {
            return error(
                status: 400, message: #"Send JSON with the point's id, such as {"id": "dhl/8003-4116282"}."#,
                parameter: "id")
        }
        var parcel: ParcelSize?
        if let text = body.parcel, !text.isEmpty {
            do { parcel = try ParcelSize(parsing: text) } catch {
                return self.error(status: 400, message: error.message, parameter: "parcel")
            }
        }
        let context = APIRequest(request, app: app, now: now)
        let picker = context.picker
        // The point as the state sees it, for the body's parcel (not the URL's).
        var state = context.state
        state.filters.parcel = parcel
        guard let result = picker.result(forID: id, in: state, at: context.instant) else {
            return error(status: 404, message: "No place has the id “\(id)”.", parameter: "id")
        }
        let row = picker.row(for: result, isSelected: true, at: context.instant)
        guard row.isSelectable else {
            return error(
                status: 409, message: "This point cannot be chosen now: \(row.unavailableReason ?? "")", parameter: "id"
            )
        }
        let selection = Selection.make(
            result: result, row: row, parcel: parcel, offerSource: context.offerSource,
            dataVersion: app.dataVersion, now: now, signer: app.configuration.selectionSigner)
        return json(selection)
    }

    /// `POST /api/selections/verify` with `{"token": …}`: `{"valid", "reason", "message",
    /// "selection", "place"}` (200 whatever the verdict); 503 when the server has no key.
    func verifySelection(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == "POST" else { return postOnly("/api/selections/verify") }
        guard let signer = app.configuration.selectionSigner else {
            return error(
                status: 503,
                message:
                    "This server signs no choices: start it with PLACEPICKER_SELECTION_KEY or --selection-key-file.",
                parameter: nil)
        }
        guard let body = try? JSONDecoder().decode(VerifyRequest.self, from: Data(request.body)),
            let token = body.token
        else {
            return error(
                status: 400, message: #"Send JSON with the token, such as {"token": "v1.…"}."#, parameter: "token")
        }
        let verdict = Selection.verify(token, signer: signer, picker: app.picker, now: now)
        var response = json(verdict)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    private func postOnly(_ path: String) -> HTTPResponse {
        var response = error(status: 405, message: "Use POST for \(path).", parameter: nil)
        response.headers["Allow"] = "POST"
        return response
    }
}
