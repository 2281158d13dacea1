import Foundation
import PlacePicker

/// The OpenAPI 3.1 description of the JSON API, served at `/openapi.json`: the module's
/// `Resources/openapi.json`, with the schemas of ``PlacePicker/ScreenJSON`` (written beside its
/// fields, ``PlacePicker/ScreenJSON/schemaComponents``) first among its `components.schemas`. A
/// test checks that the responses of every route carry exactly the documented properties.
enum OpenAPIDocument {
    /// The document, read once.
    static let json: String = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "Resources"),
            let file = try? String(contentsOf: url, encoding: .utf8)
        else { return #"{"error": {"message": "The API description could not be read."}}"# }
        let schemas = #""schemas": {"#
        return file.replacingOccurrences(of: schemas, with: schemas + "\n" + ScreenJSON.schemaComponents + ",")
    }()
}
