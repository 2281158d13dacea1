/// `/embed.js`: defines `<place-picker>`, the picker inside a shop's page (docs/guides/embedding.md).
///
/// Attributes: `near` (`LAT,LON`), `address` (the shopper's address as text, such as the checkout's
/// shipping address: the origin where it is found, instead of `near`), `lang`, `open` (present: open now only), `category`
/// (space-separated ids), `carriers` (space-separated carrier keys: only their points), `offers`
/// (the shop's offers as JSON, `{"dhl": {"price": "4.90", "currency": "EUR"}}`), `units`
/// (`metric`|`imperial`), `accent` (`#rrggbb`), `parcel` (the parcel's size, `4kg,40x30x20cm`:
/// places too small for it cannot be chosen), `with-space` (present: only places that can take a
/// parcel now), `name` (the form field), `value` (the chosen place's id), `required` (the form
/// cannot be sent without a choice). The element renders the picker in an iframe from the
/// script's own origin, in the page's tab order, sized to its content by the frame's `resize`
/// messages (no inner scrollbar). When the shopper confirms, it sets `value`, its form value (a
/// form-associated custom element: `name` is the place's id, `name_token` the signed token) and
/// dispatches `placeselect` (bubbles, composed) with `detail.place` in the API's JSON form and
/// `detail.selection`, the signed hand-off. That happens on the one "Pick up here" press (the
/// frame posts `select` at once); the next Tab from that button posts `next`, and the element moves
/// focus to the first focusable element of the page after itself (the shop's "Pay").
///
/// The choice is kept: the element stores it in `sessionStorage` (per page path and field name)
/// and restores it when the checkout re-inserts the element, re-renders it as a new one, reloads
/// the page, or comes back from the shop's server with a form error (a `value` attribute the shop
/// writes back wins). The frame then opens on the chosen place, and its fresh hand-off replaces
/// the stored one. With `required`, submitting without a choice is stopped by the browser's form
/// validation with "Choose a pickup point" (in the picker's language), and focus goes to the
/// picker.
///
/// Messages (frame → element, `postMessage` to the embedding origin only; the element accepts a
/// message only from its own iframe's window and the picker's origin, with `source:
/// "placepicker"` and `version: 1`): `{type: "ready", choose?, lang?}` (without `frame-title`, the
/// frame's title becomes `choose`, in the frame's language `lang`), `{type: "resize", height}` (CSS
/// px), `{type: "select", place, selection?, announcement?, lang?}` (the element says `announcement`
/// in its own `role=status` region, marked with the frame's `lang`), `{type: "next"}` (fields and types added in the same version:
/// an older element ignores them).
package enum EmbedScript {
    package static let javascript = """
        (() => {
          "use strict";
          if (window.customElements === undefined || customElements.get("place-picker")) { return; }
          const script = document.currentScript;
          const pickerOrigin = new URL(script ? script.src : window.location.href).origin;
          const SOURCE = "placepicker";
          const VERSION = 1;
          const ATTRIBUTES = ["near", "address", "lang", "open", "category", "carriers", "offers", "units", "accent", "parcel",
            "with-space", "required"];

          class PlacePicker extends HTMLElement {
            static get observedAttributes() { return ATTRIBUTES; }
            static get formAssociated() { return true; }

            constructor() {
              super();
              this.internals = typeof this.attachInternals === "function" ? this.attachInternals() : null;
              // Focus given to the element (the form's validation, a label) goes on to the frame.
              const root = this.attachShadow({ mode: "open", delegatesFocus: true });
              const style = new CSSStyleSheet();
              // Until the frame reports its height, the frame reserves the viewport's height: whatever
              // follows the element is then below the visible area, so the one resize to the content
              // height moves nothing a person sees (docs/guides/embedding.md, "No layout jump").
              style.replaceSync(":host { display: block; } iframe { display: block; width: 100%; border: 0; height: 100vh; }" +
                " .said { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }");
              root.adoptedStyleSheets = [style];
              this.frame = document.createElement("iframe");
              // The frame's name: the shop's (frame-title, in its page's language), else the picker's
              // own title in the picker's language once the frame is ready; English until then, marked so.
              this.frame.setAttribute("title", this.getAttribute("frame-title") || "Choose a pickup point");
              if (!this.hasAttribute("frame-title")) { this.frame.setAttribute("lang", "en"); }
              this.frame.setAttribute("scrolling", "no");
              root.appendChild(this.frame);
              // The choice said in the shop's own page (a live region inside the cross-origin
              // frame is dropped by Orca now and then).
              this.said = document.createElement("div");
              this.said.className = "said";
              this.said.setAttribute("role", "status");
              root.appendChild(this.said);
              this.choice = null;
              this.restored = null;
              this.chooseText = "Choose a pickup point";
              this.onMessage = this.onMessage.bind(this);
              this.addEventListener("invalid", () => { this.frame.focus(); });
            }

            connectedCallback() {
              window.addEventListener("message", this.onMessage);
              if (!this.choice) { this.restore(); }
              this.validate();
              this.load();
            }

            disconnectedCallback() { window.removeEventListener("message", this.onMessage); }

            attributeChangedCallback(name) {
              if (name === "required") { this.validate(); }
              if (this.isConnected) { this.load(); }
            }

            get value() { return this.getAttribute("value") || ""; }
            get form() { return this.internals ? this.internals.form : null; }
            get name() { return this.getAttribute("name"); }
            get selection() { return this.choice ? this.choice.selection : null; }
            get validity() { return this.internals ? this.internals.validity : null; }
            get validationMessage() { return this.internals ? this.internals.validationMessage : ""; }
            checkValidity() { return this.internals ? this.internals.checkValidity() : true; }
            reportValidity() { return this.internals ? this.internals.reportValidity() : true; }

            // Where the choice is kept: per page path and field (or element id).
            storageKey() {
              return "placepicker:" + window.location.pathname + ":" + (this.name || this.id || "place-picker");
            }

            // A choice written back by the shop (value="…") wins; else the one kept in this tab.
            restore() {
              let kept = null;
              try { kept = JSON.parse(window.sessionStorage.getItem(this.storageKey()) || "null"); } catch (error) { kept = null; }
              const written = this.getAttribute("value");
              if (written && (!kept || kept.id !== written)) { kept = { id: written, selection: null, place: null }; }
              if (kept && typeof kept.id === "string" && kept.id) {
                this.setChoice(kept, false);
                // The frame opens on it and hands it over again: that once is kept quietly.
                this.restored = kept.id;
              }
            }

            // Sets the value, the form value (id, and the token as NAME_token) and validity; keeps it.
            setChoice(choice, keep) {
              this.choice = choice;
              if (this.getAttribute("value") !== choice.id) { this.setAttribute("value", choice.id); }
              if (this.internals) {
                const token = choice.selection && choice.selection.token;
                if (this.name && token) {
                  const data = new FormData();
                  data.append(this.name, choice.id);
                  data.append(this.name + "_token", token);
                  this.internals.setFormValue(data);
                } else {
                  this.internals.setFormValue(choice.id);
                }
              }
              if (keep) {
                try { window.sessionStorage.setItem(this.storageKey(), JSON.stringify(choice)); } catch (error) { /* private mode */ }
              }
              this.validate();
            }

            // With `required` and no choice, the form is invalid: the browser stops the submit and says why.
            validate() {
              if (!this.internals) { return; }
              if (this.hasAttribute("required") && !this.value) {
                this.internals.setValidity({ valueMissing: true }, this.chooseText, this.frame);
              } else {
                this.internals.setValidity({});
              }
            }

            // The form was reset: the choice goes.
            formResetCallback() {
              this.choice = null;
              this.removeAttribute("value");
              try { window.sessionStorage.removeItem(this.storageKey()); } catch (error) { /* private mode */ }
              if (this.internals) { this.internals.setFormValue(null); }
              this.validate();
              this.load();
            }

            load() {
              const url = new URL("/", pickerOrigin);
              const near = this.getAttribute("near");
              if (near) { url.searchParams.set("near", near); }
              // The shopper's address as text: the frame opens near it, saying what was not found.
              const address = this.getAttribute("address");
              if (address) { url.searchParams.set("address", address); }
              const lang = this.getAttribute("lang") || document.documentElement.lang;
              if (lang) { url.searchParams.set("lang", lang); }
              if (this.hasAttribute("open")) { url.searchParams.set("open", "1"); }
              for (const category of (this.getAttribute("category") || "").split(/\\s+/)) {
                if (category) { url.searchParams.append("cat", category); }
              }
              for (const carrier of (this.getAttribute("carriers") || "").split(/\\s+/)) {
                if (carrier) { url.searchParams.append("carrier", carrier); }
              }
              const offers = this.getAttribute("offers");
              if (offers) { url.searchParams.set("offers", offers); }
              const units = this.getAttribute("units");
              if (units) { url.searchParams.set("units", units); }
              const accent = this.getAttribute("accent");
              if (accent) { url.searchParams.set("accent", accent); }
              const parcel = this.getAttribute("parcel");
              if (parcel) { url.searchParams.set("parcel", parcel); }
              if (this.hasAttribute("with-space")) { url.searchParams.set("space", "1"); }
              // Back with a choice: the frame opens on it (and hands it over again, freshly signed).
              if (this.value) { url.searchParams.set("sel", this.value); }
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
              } else if (data.type === "ready") {
                if (typeof data.choose === "string" && data.choose) { this.chooseText = data.choose; this.validate(); }
                if (typeof data.choose === "string" && data.choose && !this.hasAttribute("frame-title")) {
                  this.frame.setAttribute("title", data.choose);
                  if (typeof data.lang === "string" && data.lang) { this.frame.setAttribute("lang", data.lang); }
                }
              } else if (data.type === "select" && data.place && typeof data.place.id === "string") {
                // A restored choice handed over again by the frame: kept quietly, with its fresh token.
                const restored = this.restored === data.place.id;
                this.restored = null;
                const selection = data.selection && typeof data.selection === "object" ? data.selection : null;
                this.setChoice({ id: data.place.id, selection: selection, place: data.place }, true);
                if (restored) { return; }
                if (typeof data.announcement === "string") { this.say(data.announcement, data.lang); }
                this.dispatchEvent(new CustomEvent("placeselect", {
                  bubbles: true, composed: true, detail: { place: data.place, selection: selection } }));
              } else if (data.type === "next") {
                this.focusNext();
              }
            }

            // Said in the frame's language, marked so in the shop's page (WCAG 3.1.2).
            say(text, lang) {
              if (typeof lang === "string" && lang) { this.said.setAttribute("lang", lang); } else { this.said.removeAttribute("lang"); }
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
