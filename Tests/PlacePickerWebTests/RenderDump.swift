import Foundation
import Testing

@testable import PlacePickerWeb

@Suite struct RenderDump {
    @Test func dump() throws {
        for (name, target) in [
            ("index", "/"), ("map", "/?view=map"), ("card", "/places/node%2F299983771"),
            ("open", "/?open=1&select=node%2F1876042175"), ("address", "/?address=Aleksanterinkatu+52&find=1"),
            ("fi", "/?lang=fi"), ("api", "/api/places?limit=2"), ("flow", "/address?q=Mannerheimintie+5"),
            ("bad", "/?near=abc&z=99"),
        ] {
            let response = WebFixture.get(target)
            try response.text.write(toFile: "/tmp/pp-\(name).html", atomically: true, encoding: .utf8)
            print(name, response.status, response.body.count)
        }
    }
}
