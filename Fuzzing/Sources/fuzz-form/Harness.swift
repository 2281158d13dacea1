import FuzzSupport
import HTTPServer
import PlacePickerWeb

/// Form and query decoding in both layers (the server's `HTTPRequest.query` and `form()`, the web
/// layer's `FormEncoding`): never a crash; what the web layer decodes, it encodes so that it decodes
/// to the same pairs again, in both decoders — the links the pages write are the queries the server reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    let items = FormEncoding.decode(text)
    let encoded = FormEncoding.encode(items)
    Fuzz.expect(FormEncoding.decode(encoded) == items, "web: \(text) → \(encoded)")
    let query = HTTPRequest(method: "GET", target: "/?" + encoded).query.map { WebRequest.QueryItem($0.name, $0.value) }
    Fuzz.expect(query == items, "server query: \(text) → \(encoded) → \(query)")
    let body = HTTPRequest(
        method: "POST", target: "/", headers: ["Content-Type": "application/x-www-form-urlencoded"],
        body: Array(encoded.utf8))
    Fuzz.expect(body.form().map { WebRequest.QueryItem($0.name, $0.value) } == items, "server form: \(encoded)")
    _ = HTTPRequest(method: "GET", target: "/?" + text).query
    _ = (FormEncoding.percentDecode(text, plusAsSpace: false), FormEncoding.percentDecode(text, plusAsSpace: true))
    return 0
}
