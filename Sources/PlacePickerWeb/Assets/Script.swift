/// The picker's only script, served as `/assets/picker.js`. It enhances; nothing depends on it.
///
/// - "Use my location": shows the button (hidden without JavaScript) and, with permission, sets the
///   origin to the device's position by navigating to the same URL with `near` and `src=device`.
/// - Updates without reloading: filter changes and form buttons fetch the next page, swap the
///   content of `#app` except the live region, put focus back on the element with the same id
///   (or the results heading), update the URL, and write the server's announcement into the
///   `role=status` region so screen readers say it. These requests carry `X-Picker-Update: 1`, so
///   the server answers a `select=` with the page and its announcement rather than the redirect a
///   plain form submission gets.
enum Script {
    static let javascript = """
        (() => {
          "use strict";
          const app = document.getElementById("app");
          const status = document.getElementById("status");

          // Inside <place-picker> (embed.js): tell the element the page's height and the choice,
          // by postMessage to the embedding origin only (data-embed-origin, checked by the server).
          const embedOrigin = app && app.dataset.embedOrigin;
          if (embedOrigin && window.parent !== window) {
            const post = (message) => {
              window.parent.postMessage(Object.assign({ source: "placepicker", version: 1 }, message), embedOrigin);
            };
            // The content's own height: the root element's box, not its scrollHeight, which is
            // never less than the frame's height and so could not let the frame shrink.
            let reported = 0;
            const size = () => {
              const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
              if (height > 0 && height !== reported) { reported = height; post({ type: "resize", height: height }); }
            };
            // As early as possible: now (the document is parsed; layout is forced here), then on
            // every change of the root's box; a ResizeObserver's first call comes before the
            // first paint after it starts observing.
            size();
            if (window.ResizeObserver) { new ResizeObserver(size).observe(document.documentElement); }
            window.addEventListener("load", size);
            post({ type: "ready" });
            // A page loaded while the frame has focus (Confirm, Change, a link inside): focus
            // would fall to <body>; put it on the page's heading, which says where the person is.
            if (document.hasFocus() && (document.activeElement === document.body || document.activeElement === null)) {
              const heading = document.getElementById("choice-made") || document.querySelector("main h1, h1");
              if (heading) {
                if (!heading.hasAttribute("tabindex")) { heading.setAttribute("tabindex", "-1"); }
                heading.focus();
              }
            }
            const chosen = document.getElementById("place-json");
            if (chosen) {
              try { post({ type: "select", place: JSON.parse(chosen.dataset.place || "null") }); } catch (error) { /* malformed: nothing sent */ }
            }
          }
          if (!app || !status || !window.fetch || !window.DOMParser) { return; }

          function locationButton() {
            const button = document.getElementById("use-location");
            if (!button || !navigator.geolocation) { return; }
            button.hidden = false;
            button.addEventListener("click", () => {
              const note = document.getElementById("location-note");
              if (note) { note.textContent = button.dataset.waiting || ""; }
              navigator.geolocation.getCurrentPosition((position) => {
                const url = new URL(window.location.href);
                url.searchParams.set("near", position.coords.latitude.toFixed(6) + "," + position.coords.longitude.toFixed(6));
                url.searchParams.set("src", "device");
                url.searchParams.set("from", button.dataset.label || "");
                ["z", "c", "address"].forEach((name) => url.searchParams.delete(name));
                window.location.assign(url.toString());
              }, () => {
                if (note) { note.textContent = button.dataset.denied || ""; }
              }, { enableHighAccuracy: false, timeout: 15000, maximumAge: 60000 });
            });
          }

          async function load(url, focusID) {
            let response;
            try {
              response = await fetch(url, { headers: { "Accept": "text/html", "X-Picker-Update": "1" }, credentials: "same-origin" });
            } catch (error) {
              window.location.assign(url);
              return;
            }
            if (!response.ok && response.status !== 400) { window.location.assign(url); return; }
            const html = await response.text();
            // Disclosures the person opened stay open across the update.
            const opened = Array.from(app.querySelectorAll("details[open][id]")).map((d) => d.id);
            const next = new DOMParser().parseFromString(html, "text/html");
            const nextApp = next.getElementById("app");
            const nextStatus = next.getElementById("status");
            if (!nextApp || !nextStatus) { window.location.assign(url); return; }
            for (const child of Array.from(app.children)) {
              if (child.id !== "status-wrap") { child.remove(); }
            }
            const wrap = document.getElementById("status-wrap");
            let seenStatus = false;
            for (const child of Array.from(nextApp.children)) {
              if (child.id === "status-wrap") { seenStatus = true; continue; }
              const imported = document.importNode(child, true);
              if (seenStatus) { app.appendChild(imported); } else { app.insertBefore(imported, wrap); }
            }
            for (const id of opened) { const d = document.getElementById(id); if (d) { d.open = true; } }
            document.title = next.title;
            const canonical = nextApp.dataset.stateUrl || url;
            window.history.pushState({}, "", canonical);
            current = pageURL();
            status.textContent = nextStatus.textContent;
            // Focus stays on the control that was used; if it is gone or disabled (zoomed in all
            // the way), it goes to the heading of the same view.
            let target = focusID && document.getElementById(focusID);
            if (target && (target.disabled || target.getClientRects().length === 0)) {
              target = document.getElementById(focusID.startsWith("map-") ? "map-heading" : "results-heading");
            }
            target = target || document.getElementById("results-heading");
            if (target) {
              const closed = target.closest("details:not([open])");
              if (closed) { closed.open = true; }
              if (!target.hasAttribute("tabindex") && target.tagName.match(/^H[1-6]$/)) { target.setAttribute("tabindex", "-1"); }
              target.focus();
            }
          }

          function urlFor(form, submitter) {
            const data = new FormData(form, submitter || undefined);
            const url = new URL(form.getAttribute("action") || window.location.pathname, window.location.href);
            url.search = new URLSearchParams(data).toString();
            return url.toString();
          }

          app.addEventListener("submit", (event) => {
            const form = event.target;
            if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get" || form.dataset.reload === "1") { return; }
            event.preventDefault();
            const submitter = event.submitter;
            // Enter in a field submits with the form's first button: focus stays in the field.
            const focused = document.activeElement;
            const keep = focused && focused.id && focused.tagName === "INPUT" ? focused.id : null;
            load(urlFor(form, submitter), keep || (submitter && submitter.id ? submitter.id : null));
          });

          app.addEventListener("change", (event) => {
            const input = event.target;
            if (!(input instanceof HTMLInputElement || input instanceof HTMLSelectElement)) { return; }
            if (!input.closest("fieldset.filters")) { return; }
            if (input.type === "search") { return; }
            const form = input.form;
            if (form) { load(urlFor(form, null), input.id); }
          });

          // Back and Forward show the state they name; a same-page link (a skip link) also fires
          // popstate, but only changes the fragment, and must not reload.
          function pageURL() { const u = new URL(window.location.href); u.hash = ""; return u.toString(); }
          let current = pageURL();
          window.addEventListener("popstate", () => {
            if (pageURL() !== current) { window.location.reload(); }
          });
          locationButton();
        })();
        """
}
