/// `/embed.js`: defines `<place-picker>`, the picker inside a shop's page (docs/guides/embedding.md).
///
/// Attributes: `near` (`LAT,LON`), `lang`, `open` (present: open now only), `category`
/// (space-separated ids), `units` (`metric`|`imperial`), `accent` (`#rrggbb`), `parcel` (the
/// parcel's size, `4kg,40x30x20cm`: places too small for it cannot be chosen), `with-space`
/// (present: only places that can take a parcel now), `name` (the form
/// field), `value` (set to the chosen place's id). The element renders the picker in an iframe
/// from the script's own origin, in the page's tab order, sized to its content by the frame's
/// `resize` messages (no inner scrollbar). When the shopper confirms, it sets `value`, its form
/// value (a form-associated custom element) and dispatches `placeselect` (bubbles, composed) with
/// `detail.place` in the API's JSON form. That happens on the one "Pick up here" press (the frame
/// posts `select` at once); the next Tab from that button posts `next`, and the element moves focus
/// to the first focusable element of the page after itself (the shop's "Pay").
///
/// Messages (frame → element, `postMessage` to the embedding origin only; the element accepts a
/// message only from its own iframe's window and the picker's origin, with `source:
/// "placepicker"` and `version: 1`): `{type: "ready"}`, `{type: "resize", height}` (CSS px),
/// `{type: "select", place, announcement?}` (the element says `announcement` in its own
/// `role=status` region), `{type: "next"}` (added in the same version: an older element
/// ignores it).
package enum EmbedScript {
    package static let javascript = """
        (() => {
          "use strict";
          if (window.customElements === undefined || customElements.get("place-picker")) { return; }
          const script = document.currentScript;
          const pickerOrigin = new URL(script ? script.src : window.location.href).origin;
          const SOURCE = "placepicker";
          const VERSION = 1;
          const ATTRIBUTES = ["near", "lang", "open", "category", "units", "accent", "parcel", "with-space"];

          class PlacePicker extends HTMLElement {
            static get observedAttributes() { return ATTRIBUTES; }
            static get formAssociated() { return true; }

            constructor() {
              super();
              this.internals = typeof this.attachInternals === "function" ? this.attachInternals() : null;
              const root = this.attachShadow({ mode: "open" });
              const style = new CSSStyleSheet();
              // Until the frame reports its height, the frame reserves the viewport's height: whatever
              // follows the element is then below the visible area, so the one resize to the content
              // height moves nothing a person sees (docs/guides/embedding.md, "No layout jump").
              style.replaceSync(":host { display: block; } iframe { display: block; width: 100%; border: 0; height: 100vh; }" +
                " .said { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }");
              root.adoptedStyleSheets = [style];
              this.frame = document.createElement("iframe");
              this.frame.setAttribute("title", this.getAttribute("frame-title") || "Choose a pickup point");
              this.frame.setAttribute("scrolling", "no");
              root.appendChild(this.frame);
              // The choice said in the shop's own page (a live region inside the cross-origin
              // frame is dropped by Orca now and then).
              this.said = document.createElement("div");
              this.said.className = "said";
              this.said.setAttribute("role", "status");
              root.appendChild(this.said);
              this.onMessage = this.onMessage.bind(this);
            }

            connectedCallback() {
              window.addEventListener("message", this.onMessage);
              this.load();
            }

            disconnectedCallback() { window.removeEventListener("message", this.onMessage); }

            attributeChangedCallback() { if (this.isConnected) { this.load(); } }

            get value() { return this.getAttribute("value") || ""; }
            get form() { return this.internals ? this.internals.form : null; }
            get name() { return this.getAttribute("name"); }

            load() {
              const url = new URL("/", pickerOrigin);
              const near = this.getAttribute("near");
              if (near) { url.searchParams.set("near", near); }
              const lang = this.getAttribute("lang") || document.documentElement.lang;
              if (lang) { url.searchParams.set("lang", lang); }
              if (this.hasAttribute("open")) { url.searchParams.set("open", "1"); }
              for (const category of (this.getAttribute("category") || "").split(/\\s+/)) {
                if (category) { url.searchParams.append("cat", category); }
              }
              const units = this.getAttribute("units");
              if (units) { url.searchParams.set("units", units); }
              const accent = this.getAttribute("accent");
              if (accent) { url.searchParams.set("accent", accent); }
              const parcel = this.getAttribute("parcel");
              if (parcel) { url.searchParams.set("parcel", parcel); }
              if (this.hasAttribute("with-space")) { url.searchParams.set("space", "1"); }
              url.searchParams.set("embed", window.location.origin);
              if (this.frame.getAttribute("src") !== url.toString()) { this.frame.setAttribute("src", url.toString()); }
            }

            onMessage(event) {
              // Only our frame's window, only the picker's origin, only our schema.
              if (event.origin !== pickerOrigin || event.source !== this.frame.contentWindow) { return; }
              const data = event.data;
              if (!data || data.source !== SOURCE || data.version !== VERSION || typeof data.type !== "string") { return; }
              if (data.type === "resize" && typeof data.height === "number" && data.height > 0) {
                this.frame.style.height = Math.ceil(data.height) + "px";
              } else if (data.type === "select" && data.place && typeof data.place.id === "string") {
                this.setAttribute("value", data.place.id);
                if (this.internals) { this.internals.setFormValue(data.place.id); }
                if (typeof data.announcement === "string") { this.say(data.announcement); }
                this.dispatchEvent(new CustomEvent("placeselect", { bubbles: true, composed: true, detail: { place: data.place } }));
              } else if (data.type === "next") {
                this.focusNext();
              }
            }

            say(text) {
              this.said.textContent = "";
              window.setTimeout(() => { this.said.textContent = text; }, 50);
            }

            // The first focusable element after this one in the page's order (Tab out of the frame).
            focusNext() {
              const candidates = document.querySelectorAll(
                "a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable=''], [contenteditable='true']");
              for (const element of Array.from(candidates)) {
                if (this.contains(element) || !(this.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) { continue; }
                if (element.disabled || element.tabIndex < 0 || element.getClientRects().length === 0) { continue; }
                if (element.type === "hidden") { continue; }
                element.focus();
                if (document.activeElement === element) { return; }
              }
            }
          }
          customElements.define("place-picker", PlacePicker);
        })();
        """
}
