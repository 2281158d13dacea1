import Testing

@testable import PlacePickerWeb

@Suite("Optional raster tiles")
struct TileTests {
    @Test func offByDefault() {
        let response = WebFixture.get("/?view=map&z=15&c=60.1713,24.9415")
        #expect(!response.text.contains("<image"))
        #expect(response.header("Content-Security-Policy")?.contains("img-src 'self' data:;") == true)
    }

    @Test func drawnFromTheTemplateAndAllowedByTheCSP() {
        var app = WebFixture.app()
        app = WebApp(
            picker: app.picker,
            configuration: WebConfiguration(
                tileURLTemplate: "https://tiles.example:8443/{z}/{x}/{y}.png", fixedInstant: WebFixture.instant))
        let response = WebFixture.get("/?view=map&z=15&c=60.1713,24.9415", app: app)
        // Zoom 15 at 60.17° N, 24.94° E is tile x 18654, y 9484; a 720 × 480 view needs 4 × 3 tiles.
        #expect(response.text.contains("href=\"https://tiles.example:8443/15/18654/9484.png\""))
        #expect(response.text.components(separatedBy: "<image ").count - 1 == 12)
        #expect(response.text.contains("aria-hidden=\"true\""))
        #expect(
            response.header("Content-Security-Policy")?.contains("img-src 'self' data: https://tiles.example:8443;")
                == true)
        // The list view draws the map beside it (at 960 CSS px and wider), with the same tiles.
        #expect(WebFixture.get("/", app: app).text.contains("<image "))
    }
}
