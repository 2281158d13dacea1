import FuzzSupport
import HTTPMessage

/// The one form codec (`FormEncoding`, shared by the server and the web app) and the request's views of it
/// (`HTTPRequest.query`, `form()`, `parameters`): never a crash, and
/// - what it decodes, it encodes so that it decodes to the same pairs again — the links the pages write are
///   the queries the server reads — through the query of a target and through a form body alike;
/// - the strict decoder agrees with the lenient one wherever it accepts the text;
/// - every text, encoded as a component or as a path segment, decodes strictly to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    let items = FormEncoding.decode(text)
    let encoded = FormEncoding.encode(items)
    Fuzz.expect(FormEncoding.decode(encoded) == items, "decode(encode(\(items))) for \(text) → \(encoded)")
    let get = HTTPRequest(method: "GET", target: "/?" + encoded)
    Fuzz.expect(get.query == items && get.parameters == items, "query of /?\(encoded): \(get.query)")
    let post = HTTPRequest(
        method: "POST", target: "/?" + encoded,
        headers: HTTPHeaders([("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8")]),
        body: Array(encoded.utf8))
    Fuzz.expect(post.form() == items && post.parameters == items + items, "form body \(encoded): \(post.form())")
    // The raw text as a target: the parser's views of it never crash.
    let raw = HTTPRequest(method: "GET", target: "/" + text)
    _ = (raw.query, raw.decodedPath, raw.pathSegments)
    if !text.contains("&"), !text.contains("="), !text.isEmpty,
        let strict = FormEncoding.percentDecode(text, plusIsSpace: true)
    {
        let lenient = FormEncoding.decode(text).first?.name ?? ""
        Fuzz.expect(lenient == strict, "strict \(strict) ≠ lenient \(lenient) for \(text)")
    }
    Fuzz.expect(FormEncoding.percentDecode(FormEncoding.component(text), plusIsSpace: true) == text, "component")
    Fuzz.expect(
        FormEncoding.percentDecode(FormEncoding.pathSegment(text), plusIsSpace: false) == text, "path segment")
    return 0
}
