/// The picker's only script, served as `/assets/picker.js`. It enhances; nothing depends on it.
///
/// - "Use my location": shows the button (hidden without JavaScript) and, with permission, sets the
///   origin to the device's position by navigating to the same URL with `near` and `src=device`.
/// - Updates without reloading: filter changes and form buttons fetch the next page, swap the
///   content of `#app` except the live region, put focus back on the element with the same id
///   (or the results heading), update the URL, and write the server's announcement into the
///   `role=status` region so screen readers say it. These requests carry `X-Picker-Update: 1`, so
///   the server answers a `select=` with the page and its announcement rather than the redirect a
///   plain form submission gets. The new page is merged into the old node by node, so what did
///   not change (the focused control among it) stays and a screen reader hears only the change.
/// - Inside `<place-picker>`: posts `ready`, `resize` and, once per choice, `select` with the
///   chosen place (the picker page's `#place-json` after "Pick up here", or the choice page's);
///   the first Tab after a choice, from the chosen row's button, posts `next`, and the element
///   moves focus to the shop's next control.
package enum Script {
    package static let javascript = """
        (() => {
          "use strict";
          const app = document.getElementById("app");
          const status = document.getElementById("status");

          // Inside <place-picker> (embed.js): tell the element the page's height and the choice,
          // by postMessage to the embedding origin only (data-embed-origin, checked by the server).
          const embedOrigin = app && app.dataset.embedOrigin;
          const embedded = Boolean(embedOrigin && window.parent !== window);
          const post = (message) => {
            if (embedded) { window.parent.postMessage(Object.assign({ source: "placepicker", version: 1 }, message), embedOrigin); }
          };
          // The chosen place (#place-json, on the choice page and, inside <place-picker>, on the
          // picker page once "Pick up here" was pressed) goes to the element once per choice.
          let posted = null;
          const postChoice = () => {
            const chosen = document.getElementById("place-json");
            if (!chosen) { return false; }
            let place = null;
            try { place = JSON.parse(chosen.dataset.place || "null"); } catch (error) { return false; }
            if (!place || place.id === posted) { return false; }
            posted = place.id;
            const message = { type: "select", place: place };
            try { message.selection = JSON.parse(chosen.dataset.selection || "null"); } catch (error) { message.selection = null; }
            if (chosen.dataset.announcement) { message.announcement = chosen.dataset.announcement; message.lang = document.documentElement.lang; }
            post(message);
            return true;
          };
          if (embedded) {
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
            post({ type: "ready", choose: app.dataset.choose || null, lang: document.documentElement.lang });
            // A page loaded while the frame has focus (Confirm, Change, a link inside): focus
            // would fall to <body>; put it on the page's heading, which says where the person is.
            if (document.hasFocus() && (document.activeElement === document.body || document.activeElement === null)) {
              const heading = document.getElementById("choice-made") || document.querySelector("main h1, h1");
              if (heading) {
                if (!heading.hasAttribute("tabindex")) { heading.setAttribute("tabindex", "-1"); }
                heading.focus();
              }
            }
            postChoice();
          }
          if (!app || !status || !window.fetch || !window.DOMParser) { return; }

          // Back from a choice made by a full page load (the card's "Pick up here", at #select-ID):
          // the status region says the choice and the next step, as the in-page update does, and
          // Tab goes on to "Confirm" right after the chosen button (the fragment put the page there).
          const chosenButton = window.location.hash.startsWith("#select-") &&
            document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
          if (chosenButton && chosenButton.dataset.chosen) {
            const sayChosen = () => window.setTimeout(() => {
              if (document.activeElement === document.body || document.activeElement === null) { chosenButton.focus(); }
              status.textContent = chosenButton.dataset.chosen;
            }, 300);
            if (document.readyState === "complete") { sayChosen(); } else { window.addEventListener("load", sayChosen); }
          }

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

          async function load(url, focusID, options) {
            const quiet = Boolean(options && options.keepFocus);
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
            // The new page is merged into the old one node by node: what did not change stays the
            // same node (the focused button keeps focus, and a screen reader hears only what
            // changed: "pressed", not the whole list again); the live region is written below.
            // "Show more": focus goes to the first new row, so Tab goes on from there, not from row 1.
            const rowsBefore = focusID === "show-more" ? app.querySelectorAll("ol.places > li").length : -1;
            morph(app, nextApp);
            for (const id of opened) { const d = document.getElementById(id); if (d) { d.open = true; } }
            document.title = next.title;
            const canonical = nextApp.dataset.stateUrl || url;
            window.history.pushState({}, "", canonical);
            current = pageURL();
            if (status.textContent !== nextStatus.textContent) { status.textContent = nextStatus.textContent; }
            // Inside <place-picker> a choice is the shop's at once; the next Tab from the chosen
            // row's button goes on to the shop's next control ({type: "next"}), once.
            leaveOnTab = postChoice() && focusID !== null && focusID.startsWith("select-");
            // A camera moved by the pointer: focus stays where it is, and the map's count is said once.
            if (quiet) {
              const count = document.getElementById("map-count");
              if (count) { say(count.textContent); }
              return;
            }
            // Focus stays on the control that was used; if it is gone or disabled (zoomed in all
            // the way), it goes to the heading of the same view.
            let target = focusID && document.getElementById(focusID);
            if (target && (target.disabled || target.getClientRects().length === 0)) {
              target = document.getElementById(focusID.startsWith("map-") ? "map-heading" : "results-heading");
            }
            const rows = app.querySelectorAll("ol.places > li");
            if (rowsBefore >= 0 && rows.length > rowsBefore) { target = rows[rowsBefore].querySelector("h3 a") || target; }
            target = target || document.getElementById("results-heading");
            if (target) {
              const closed = target.closest("details:not([open])");
              if (closed) { closed.open = true; }
              if (!target.hasAttribute("tabindex") && target.tagName.match(/^H[1-6]$/)) { target.setAttribute("tabindex", "-1"); }
              target.focus();
            }
          }

          // Nodes of one kind and id stand for each other between the old page and the new.
          function key(node) {
            return node.nodeType === 1 ? node.nodeName + "#" + (node.id || "") : "#" + node.nodeType;
          }

          function morph(old, next) {
            if (old.nodeType !== 1) {
              if (old.nodeValue !== next.nodeValue) { old.nodeValue = next.nodeValue; }
              return;
            }
            if (old.id === "status-wrap") { return; }
            if (old.isEqualNode(next)) { return; }
            for (const a of Array.from(old.attributes)) { if (!next.hasAttribute(a.name)) { old.removeAttribute(a.name); } }
            for (const a of Array.from(next.attributes)) { if (old.getAttribute(a.name) !== a.value) { old.setAttribute(a.name, a.value); } }
            const oldChildren = Array.from(old.childNodes);
            let at = 0;
            for (const child of Array.from(next.childNodes)) {
              const k = key(child);
              let found = at;
              while (found < oldChildren.length && key(oldChildren[found]) !== k) { found++; }
              if (found < oldChildren.length) {
                for (let gone = at; gone < found; gone++) { oldChildren[gone].remove(); }
                morph(oldChildren[found], child);
                at = found + 1;
              } else {
                old.insertBefore(document.importNode(child, true), oldChildren[at] || null);
              }
            }
            for (let gone = at; gone < oldChildren.length; gone++) { oldChildren[gone].remove(); }
            // A form control's current state follows the new page (an input being typed in keeps its text).
            if (old instanceof HTMLInputElement) {
              if (old.type === "checkbox" || old.type === "radio") { old.checked = next.hasAttribute("checked"); }
              else if (old !== document.activeElement) { old.value = next.getAttribute("value") || ""; }
            } else if (old instanceof HTMLSelectElement) {
              const chosen = next.querySelector("option[selected]");
              if (chosen) { old.value = chosen.getAttribute("value") || chosen.textContent; }
            }
          }

          let leaveOnTab = false;
          document.addEventListener("keydown", (event) => {
            if (!leaveOnTab) { return; }
            leaveOnTab = false;
            const focused = document.activeElement;
            if (event.key === "Tab" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey &&
                focused && focused.getAttribute("aria-pressed") === "true") {
              event.preventDefault();
              post({ type: "next" });
            }
          }, true);

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
          // A second live region (polite, not a second "status"), beside the summary's, for what
          // pointer gestures change: the map's count.
          const said = document.createElement("div");
          said.id = "map-said";
          said.className = "vh";
          said.setAttribute("aria-live", "polite");
          document.getElementById("status-wrap").appendChild(said);
          function say(text) {
            said.textContent = "";
            window.setTimeout(() => { said.textContent = text; }, 50);
          }

          // Pointer pan and zoom on the drawing: drag to pan, wheel and pinch to zoom, double-click
          // to zoom in. The drawing follows the pointer; when the gesture ends, the new camera's page
          // is fetched and merged in place (the list and focus stay). The buttons stay for everyone.
          const worldX = (lon) => (lon + 180) / 360;
          const worldY = (lat) => { const s = Math.sin(lat * Math.PI / 180); return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI); };
          const lonOf = (x) => x * 360 - 180;
          const latOf = (y) => { const n = Math.PI - 2 * Math.PI * y; return 180 / Math.PI * Math.atan(Math.sinh(n)); };
          // The drawing's box without the transform that makes it follow the pointer.
          const boxOf = (svg) => {
            const wrap = svg.parentElement;
            const rect = wrap.getBoundingClientRect();
            return { left: rect.left + wrap.clientLeft, top: rect.top + wrap.clientTop, width: svg.clientWidth || wrap.clientWidth };
          };
          const drawingAt = (target) => target instanceof Element ? target.closest("svg.map-drawing[data-camera]") : null;

          function moveCamera(svg, dx, dy, dz, anchor) {
            const parts = svg.dataset.camera.split(",").map(Number);
            const zoom = parts[0];
            const box = svg.viewBox.baseVal;
            const units = box.width / boxOf(svg).width;
            const scale = 256 * Math.pow(2, zoom);
            let x = worldX(parts[2]) - dx * units / scale;
            let y = worldY(parts[1]) - dy * units / scale;
            const next = Math.max(0, Math.min(19, zoom + dz));
            if (next !== zoom && anchor) {
              // The point under the pointer stays where it is.
              const ax = x + (anchor.x * units - box.width / 2) / scale;
              const ay = y + (anchor.y * units - box.height / 2) / scale;
              const factor = Math.pow(2, zoom - next);
              x = ax + (x - ax) * factor;
              y = ay + (y - ay) * factor;
            }
            x = ((x % 1) + 1) % 1;
            y = Math.min(Math.max(y, 0.0001), 0.9999);
            const url = new URL(window.location.href);
            url.hash = "";
            url.searchParams.set("z", String(next));
            url.searchParams.set("c", latOf(y).toFixed(6) + "," + lonOf(x).toFixed(6));
            return load(url.toString(), null, { keepFocus: true }).then(() => {
              const drawn = document.querySelector("svg.map-drawing");
              if (drawn) { drawn.style.transform = ""; drawn.style.transformOrigin = ""; drawn.classList.remove("is-moving"); }
            });
          }

          const pointers = new Map();
          let gesture = null;
          let swallowClick = false;
          const middle = () => {
            const all = Array.from(pointers.values());
            const x = all.reduce((sum, p) => sum + p.x, 0) / all.length;
            const y = all.reduce((sum, p) => sum + p.y, 0) / all.length;
            const spread = all.length > 1 ? Math.hypot(all[0].x - all[1].x, all[0].y - all[1].y) : 0;
            return { x: x, y: y, spread: spread };
          };
          function follow() {
            const now = middle();
            const dx = now.x - gesture.start.x;
            const dy = now.y - gesture.start.y;
            gesture.scale = gesture.start.spread > 0 && now.spread > 0 ? now.spread / gesture.start.spread : 1;
            if (Math.hypot(dx, dy) > 4 || Math.abs(gesture.scale - 1) > 0.05) { gesture.moved = true; }
            gesture.dx = dx;
            gesture.dy = dy;
            const frame = boxOf(gesture.svg);
            gesture.svg.style.transformOrigin = (gesture.start.x - frame.left) + "px " + (gesture.start.y - frame.top) + "px";
            gesture.svg.style.transform = "translate(" + dx + "px, " + dy + "px) scale(" + gesture.scale + ")";
          }
          function begin(svg) {
            // A second finger starts the gesture again from where both are (a pinch).
            gesture = { svg: svg, start: middle(), moved: false, dx: 0, dy: 0, scale: 1 };
            svg.classList.add("is-moving");
          }
          document.addEventListener("pointerdown", (event) => {
            const svg = drawingAt(event.target);
            if (!svg || (event.pointerType === "mouse" && event.button !== 0)) { return; }
            // No focus change, no text selection: the pointer moves the map, nothing else.
            if (event.pointerType === "mouse") { event.preventDefault(); }
            pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
            begin(svg);
          });
          document.addEventListener("pointermove", (event) => {
            if (!gesture || !pointers.has(event.pointerId)) { return; }
            pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
            follow();
          });
          function end(event, cancelled) {
            if (!pointers.has(event.pointerId)) { return; }
            pointers.delete(event.pointerId);
            if (!gesture) { return; }
            // The gesture ends with its first lifted finger; the others are let go.
            const done = gesture;
            gesture = null;
            pointers.clear();
            if (cancelled || !done.moved) { done.svg.style.transform = ""; done.svg.classList.remove("is-moving"); return; }
            swallowClick = true;
            window.setTimeout(() => { swallowClick = false; }, 0);
            const steps = Math.round(Math.log2(done.scale));
            const frame = boxOf(done.svg);
            moveCamera(done.svg, done.dx, done.dy, steps, { x: done.start.x - frame.left + done.dx, y: done.start.y - frame.top + done.dy });
          }
          document.addEventListener("pointerup", (event) => end(event, false));
          document.addEventListener("pointercancel", (event) => end(event, true));
          // A drag that ends on a pin is not a click on it.
          document.addEventListener("click", (event) => {
            if (swallowClick && drawingAt(event.target)) { event.preventDefault(); event.stopPropagation(); }
          }, true);
          document.addEventListener("dblclick", (event) => {
            const svg = drawingAt(event.target);
            if (!svg) { return; }
            event.preventDefault();
            const frame = boxOf(svg);
            moveCamera(svg, 0, 0, 1, { x: event.clientX - frame.left, y: event.clientY - frame.top });
          });
          // The wheel zooms by whole steps once it rests (a quarter second), around the pointer.
          let wheel = null;
          app.addEventListener("wheel", (event) => {
            const svg = drawingAt(event.target);
            if (!svg || event.ctrlKey) { return; }
            event.preventDefault();
            const frame = boxOf(svg);
            if (!wheel) { wheel = { svg: svg, delta: 0, anchor: { x: event.clientX - frame.left, y: event.clientY - frame.top } }; }
            wheel.delta += event.deltaY;
            const steps = Math.max(-3, Math.min(3, -Math.sign(wheel.delta) * Math.max(1, Math.round(Math.abs(wheel.delta) / 300))));
            svg.style.transformOrigin = wheel.anchor.x + "px " + wheel.anchor.y + "px";
            svg.style.transform = "scale(" + Math.pow(2, steps) + ")";
            window.clearTimeout(wheel.timer);
            wheel.timer = window.setTimeout(() => {
              const done = wheel;
              wheel = null;
              moveCamera(done.svg, 0, 0, steps, done.anchor);
            }, 250);
          }, { passive: false });

          locationButton();
        })();
        """
}
