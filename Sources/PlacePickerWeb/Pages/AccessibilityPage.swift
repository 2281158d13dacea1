import Foundation
import HTMLWriting
import HTTPMessage
import PickerLocalization

/// The accessibility conformance report (`/accessibility`): the page chrome (title, skip link,
/// headings, introduction) in the page's language, the report itself in English (marked
/// `lang="en"`), one section per WCAG criterion with what each surface supports and the tests
/// behind it. Its rows are `Resources/conformance.json`, which scripts/conformance.py writes from
/// docs/accessibility/claims.json with docs/accessibility/conformance.md.
struct AccessibilityPage {
    var context: PageContext

    /// The report's rows, as the generator writes them.
    struct Report: Decodable {
        struct Claim: Decodable {
            var level: String
            var remarks: String
            var evidence: [String]
        }

        struct Criterion: Decodable {
            var id: String
            var title: String
            var level: String
            var web: Claim
            var element: Claim
            var swiftui: Claim
            /// EN 301 549 clauses: for the web (9.x) and for software (11.x).
            var webClause: String
            var softwareClause: String

            enum CodingKeys: String, CodingKey {
                case id, title, level, web, element, swiftui
                case webClause = "web_clause"
                case softwareClause = "software_clause"
            }
        }

        var summary: String
        var surfaces: [String]
        var limits: [String]
        var statement: String
        var criteria: [Criterion]
    }

    /// The report read once from the module's resources, or `nil` when it cannot be read.
    static let report: Report? = {
        guard let url = Bundle.module.url(forResource: "conformance", withExtension: "json", subdirectory: "Resources"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? JSONDecoder().decode(Report.self, from: data)
    }()

    func response() -> HTTPResponse {
        guard let report = Self.report else {
            return .html(
                MessagePage(
                    languageTag: context.picker.locale.identifier, title: "500",
                    message: "The conformance report could not be read.", backTitle: context.picker.text(.backToList),
                    attribution: context.picker.configuration.attribution
                ).render(), status: 500)
        }
        return .html(render(report), status: context.status)
    }

    func render(_ report: Report) -> [UInt8] {
        let picker = context.picker
        return PageLayout(
            languageTag: picker.locale.identifier, title: context.pageTitle(picker.text(.conformanceTitle)),
            themeHref: context.themeHref, skipLinkText: picker.text(.conformanceSkip), skipTarget: "level-a",
            attribution: picker.configuration.attribution
        ).document { html in
            html.element(.main, #"id="app" class="report""#) { html in
                html.element(.h1, text: picker.text(.conformanceTitle))
                ProblemsSection(problems: context.problems, heading: picker.text(.problemsHeading)).write(to: &html)
                html.element(.p, text: picker.text(.conformanceIntro))
                html.element(.p, #"lang="en""#, text: report.summary)
                html.element(.h2, text: picker.text(.conformanceLimits))
                html.element(.ul, #"lang="en""#) { html in
                    for limit in report.limits { html.element(.li, text: limit) }
                }
                html.element(.h2, text: picker.text(.conformanceStatement))
                html.element(.blockquote, #"lang="en""#) { html in
                    for line in report.statement.split(separator: "\n") { html.element(.p, text: String(line)) }
                }
                for (level, key, id) in [
                    ("A", TextKey.conformanceLevelA, "level-a"), ("AA", .conformanceLevelAA, "level-aa"),
                ] {
                    html.element(.h2, #"tabindex="-1""#, attributes: { $0.add(.id, id) }, text: picker.text(key))
                    for criterion in report.criteria where criterion.level == level {
                        section(criterion, surfaces: report.surfaces, to: &html)
                    }
                }
            }
        }
    }

    private func section(_ criterion: Report.Criterion, surfaces: [String], to html: inout HTML) {
        html.element(.section, #"lang="en" class="criterion""#) { html in
            html.element(.h3, text: "\(criterion.id) \(criterion.title) (Level \(criterion.level))")
            html.element(
                .p, #"class="muted""#,
                text: "EN 301 549: web \(criterion.webClause); software \(criterion.softwareClause)")
            html.element(.dl, #"class="claims""#) { html in
                for (surface, claim) in zip(surfaces, [criterion.web, criterion.element, criterion.swiftui]) {
                    html.element(.dt, text: surface)
                    html.element(.dd) { html in
                        html.element(.p) { html in
                            html.element(.strong, text: claim.level)
                            html.text(". " + claim.remarks)
                        }
                        if !claim.evidence.isEmpty {
                            html.element(
                                .p, #"class="muted""#, text: "Backed by: " + claim.evidence.joined(separator: "; "))
                        }
                    }
                }
            }
        }
    }
}
