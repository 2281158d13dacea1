/// The list of URL parameters that could not be used, each with its value as given and what was
/// wrong, announced as an alert. Every page shows it, so no bad parameter is silently ignored.
struct ProblemsSection {
    var problems: [ParameterProblem]
    /// "Some of the address could not be used" in the page's language.
    var heading: String

    func render() -> HTMLNode {
        guard !problems.isEmpty else { return .empty }
        return HTMLNode("div", [.init("class", "problems"), .init("role", "alert")]) {
            HTMLNode("h2") { heading }
            HTMLNode("ul") {
                for problem in problems {
                    HTMLNode("li") {
                        HTMLNode("code") { "\(problem.parameter)=\(problem.value)" }
                        ": \(problem.message)"
                    }
                }
            }
        }
    }
}
