/// A plain page for errors ("Not found") with a way back.
struct MessagePage {
    var languageTag: String
    var title: String
    var message: String
    var backTitle: String
    var attribution: String

    func render() -> String {
        PageLayout(
            languageTag: languageTag, title: title, skipLinkText: backTitle, skipTarget: nil,
            attribution: attribution
        ).document {
            HTMLNode("main", [.init("id", "app")]) {
                HTMLNode("h1") { title }
                HTMLNode("p") { message }
                HTMLNode("p") {
                    HTMLNode("a", [.init("href", "/")]) { backTitle }
                }
            }
        }
    }
}
