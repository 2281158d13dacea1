extension HTML {
    /// The elements the pages write that have an end tag, HTML's and SVG's, each declared once
    /// here: a misspelt name (`.buton`) does not compile, and a void element (``VoidTag``) cannot
    /// be given content or an end tag. A new element is a new case and its spelling.
    package enum Tag: CaseIterable, Sendable {
        case a
        case b
        case blockquote
        case body
        case button
        case caption
        case circle
        case code
        case dd
        case details
        case div
        case dl
        case dt
        case fieldset
        case footer
        case form
        case g
        case h1
        case h2
        case h3
        case head
        case html
        case image
        case label
        case legend
        case li
        case main
        case nav
        case ol
        case option
        case p
        case path
        case pre
        case rect
        case script
        case section
        case select
        case span
        case strong
        case summary
        case svg
        case table
        case tbody
        case td
        case text
        case textarea
        case th
        case title
        case tr
        case ul

        /// The name as it is written in markup: a constant where the case is one (every inlined
        /// call site), a jump table otherwise.
        @inlinable @inline(__always)
        package var spelling: StaticString {
            switch self {
            case .a: "a"
            case .b: "b"
            case .blockquote: "blockquote"
            case .body: "body"
            case .button: "button"
            case .caption: "caption"
            case .circle: "circle"
            case .code: "code"
            case .dd: "dd"
            case .details: "details"
            case .div: "div"
            case .dl: "dl"
            case .dt: "dt"
            case .fieldset: "fieldset"
            case .footer: "footer"
            case .form: "form"
            case .g: "g"
            case .h1: "h1"
            case .h2: "h2"
            case .h3: "h3"
            case .head: "head"
            case .html: "html"
            case .image: "image"
            case .label: "label"
            case .legend: "legend"
            case .li: "li"
            case .main: "main"
            case .nav: "nav"
            case .ol: "ol"
            case .option: "option"
            case .p: "p"
            case .path: "path"
            case .pre: "pre"
            case .rect: "rect"
            case .script: "script"
            case .section: "section"
            case .select: "select"
            case .span: "span"
            case .strong: "strong"
            case .summary: "summary"
            case .svg: "svg"
            case .table: "table"
            case .tbody: "tbody"
            case .td: "td"
            case .text: "text"
            case .textarea: "textarea"
            case .th: "th"
            case .title: "title"
            case .tr: "tr"
            case .ul: "ul"
            }
        }
    }

    /// HTML's void elements the pages write: no content, no end tag
    /// (https://html.spec.whatwg.org/multipage/syntax.html#void-elements).
    package enum VoidTag: CaseIterable, Sendable {
        case input
        case link
        case meta

        /// The name as it is written in markup: a constant where the case is one (every inlined
        /// call site), a jump table otherwise.
        @inlinable @inline(__always)
        package var spelling: StaticString {
            switch self {
            case .input: "input"
            case .link: "link"
            case .meta: "meta"
            }
        }
    }

    /// The attribute names the pages write, each declared once here, for the attributes made from
    /// data (``Attributes``) and checked against the names in a literal attribute list
    /// (`#"class="place""#`) wherever invariant checks run. Hyphens become camel case
    /// (`aria-label` is `.ariaLabel`); SVG's camel-case names stay as they are (`.viewBox`).
    package enum AttributeName: CaseIterable, Sendable {
        case action
        case ariaAtomic
        case ariaCurrent
        case ariaDescribedby
        case ariaHidden
        case ariaLabel
        case ariaLabelledby
        case ariaLive
        case ariaPressed
        case autocomplete
        case charset
        case checked
        case `class`
        case content
        case d
        case dataAnnouncement
        case dataCamera
        case dataChoose
        case dataChosen
        case dataDenied
        case dataEmbedOrigin
        case dataLabel
        case dataPlace
        case dataReload
        case dataSelection
        case dataStateUrl
        case dataWaiting
        case `defer`
        case disabled
        case `for`
        case form
        case formaction
        case formmethod
        case height
        case hidden
        case href
        case id
        case lang
        case maxlength
        case method
        case name
        case open
        case r
        case rel
        case role
        case rows
        case scope
        case selected
        case src
        case tabindex
        case textAnchor
        case title
        case transform
        case type
        case value
        case viewBox
        case width
        case x
        case xmlns
        case y

        /// The name as it is written in markup: a constant where the case is one (every inlined
        /// call site), a jump table otherwise.
        @inlinable @inline(__always)
        package var spelling: StaticString {
            switch self {
            case .action: "action"
            case .ariaAtomic: "aria-atomic"
            case .ariaCurrent: "aria-current"
            case .ariaDescribedby: "aria-describedby"
            case .ariaHidden: "aria-hidden"
            case .ariaLabel: "aria-label"
            case .ariaLabelledby: "aria-labelledby"
            case .ariaLive: "aria-live"
            case .ariaPressed: "aria-pressed"
            case .autocomplete: "autocomplete"
            case .charset: "charset"
            case .checked: "checked"
            case .class: "class"
            case .content: "content"
            case .d: "d"
            case .dataAnnouncement: "data-announcement"
            case .dataCamera: "data-camera"
            case .dataChoose: "data-choose"
            case .dataChosen: "data-chosen"
            case .dataDenied: "data-denied"
            case .dataEmbedOrigin: "data-embed-origin"
            case .dataLabel: "data-label"
            case .dataPlace: "data-place"
            case .dataReload: "data-reload"
            case .dataSelection: "data-selection"
            case .dataStateUrl: "data-state-url"
            case .dataWaiting: "data-waiting"
            case .`defer`: "defer"
            case .disabled: "disabled"
            case .for: "for"
            case .form: "form"
            case .formaction: "formaction"
            case .formmethod: "formmethod"
            case .height: "height"
            case .hidden: "hidden"
            case .href: "href"
            case .id: "id"
            case .lang: "lang"
            case .maxlength: "maxlength"
            case .method: "method"
            case .name: "name"
            case .open: "open"
            case .r: "r"
            case .rel: "rel"
            case .role: "role"
            case .rows: "rows"
            case .scope: "scope"
            case .selected: "selected"
            case .src: "src"
            case .tabindex: "tabindex"
            case .textAnchor: "text-anchor"
            case .title: "title"
            case .transform: "transform"
            case .type: "type"
            case .value: "value"
            case .viewBox: "viewBox"
            case .width: "width"
            case .x: "x"
            case .xmlns: "xmlns"
            case .y: "y"
            }
        }
    }
}
