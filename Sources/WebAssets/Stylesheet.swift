/// The picker's stylesheet, served as `/assets/picker.css`.
///
/// Calm and plain: system fonts, generous targets (at least 44 × 44 CSS px for buttons, never below
/// 24 × 24), a focus ring on everything focusable, text contrast of at least 4.5:1 and controls of
/// 3:1 in both colour schemes, no horizontal scrolling at 320 CSS px or 200 % text, and no motion
/// when `prefers-reduced-motion` asks for none. State is never shown by colour alone: every
/// state also has text, and map pins differ in shape and fill.
package enum Stylesheet {
    package static let css = """
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1b1b1f; --muted: #4a4a55; --line: #767680; --soft-line: #d4d4dc; --panel: #f4f4f7;
          --accent: #0b57d0; --accent-fg: #ffffff; --focus: #b3261e;
          --open: #146c2e; --soon: #7a4d00; --closed: #5c5c66; --unknown: #5c5c66; --selected: #0b57d0;
          --map-bg: #f2efe9; --map-grid: #d5dbd5; --map-park: #cfe8c4; --map-water: #aad3df; --map-building: #ddd6cc;
          --map-street: #ffffff; --map-street-edge: #b9b4ab; --map-major: #fbe3a6; --map-rail: #8a8a8a;
          --map-label: #3d3a35;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          line-height: 1.5;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #121216; --fg: #ececf1; --muted: #c4c4cf; --line: #9a9aa6; --soft-line: #3a3a44; --panel: #1e1e24;
            --accent: #a8c7fa; --accent-fg: #0a1d3d; --focus: #ffb4ab;
            --open: #7dd99a; --soon: #f2c46b; --closed: #c4c4cf; --unknown: #c4c4cf; --selected: #a8c7fa;
            --map-bg: #1f2321; --map-grid: #34403a; --map-park: #233326; --map-water: #1b3240; --map-building: #2c2c30;
            --map-street: #3b3b40; --map-street-edge: #26262a; --map-major: #5a4c2a; --map-rail: #77777f;
            --map-label: #d8d8de;
          }
        }
        * { box-sizing: border-box; }
        html { background: var(--bg); color: var(--fg); }
        body { margin: 0 auto; max-width: 80rem; padding: 0 1rem 2rem; overflow-wrap: break-word; }
        h1 { font-size: 1.5rem; line-height: 1.25; margin: .75rem 0 .5rem; letter-spacing: -.01em; }
        h2 { font-size: 1.2rem; line-height: 1.3; margin: 1rem 0 .5rem; }
        h3 { font-size: 1.05rem; line-height: 1.35; margin: 0; }
        a { color: var(--accent); text-underline-offset: .15em; }
        /* Links that stand alone (a row's name, a card's website, "Back to the list") are targets of
           at least 24 × 24 CSS px (WCAG 2.5.8); links inside sentences keep the text's line. */
        h3 a, dd a, p > a:only-child { display: inline-block; min-height: 24px; min-width: 24px; }
        p { margin: .25rem 0; }
        .vh { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
              clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
        .skip { position: absolute; left: .5rem; top: -10rem; background: var(--bg); padding: .5rem 1rem;
                border: 2px solid var(--accent); z-index: 10; }
        .skip:focus { top: .5rem; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        [tabindex="-1"]:focus { outline: none; }
        [tabindex="-1"]:focus-visible { outline: 3px solid var(--focus); }
        button, .button, input, select, textarea { font: inherit; }
        button, .button {
          min-height: 44px; min-width: 44px; padding: .5rem 1rem; border-radius: .5rem;
          border: 2px solid var(--accent); background: var(--accent); color: var(--accent-fg); cursor: pointer;
          text-decoration: none; display: inline-flex; align-items: center; justify-content: center; gap: .25rem;
          font-weight: 600;
        }
        button.secondary, .button.secondary { background: var(--bg); color: var(--accent); }
        /* Selected: solid, with a check mark; never greyed like a disabled button. */
        button[aria-pressed="true"] { background: var(--selected); color: var(--accent-fg); border-color: var(--fg);
                                       font-weight: 700; }
        button[aria-pressed="true"]::before { content: "✓"; font-weight: 700; }
        button:disabled { background: var(--panel); color: var(--muted); border-color: var(--line); border-style: dashed;
                          cursor: not-allowed; }
        input[type="search"], input[type="text"], select, textarea {
          min-height: 44px; padding: .4rem .6rem; border: 2px solid var(--line); border-radius: .4rem;
          background: var(--bg); color: var(--fg); max-width: 100%;
        }
        textarea { width: 100%; min-height: 6rem; }
        input[type="checkbox"], input[type="radio"] { width: 1.5rem; height: 1.5rem; margin: 0 .5rem 0 0;
                                                      accent-color: var(--accent); flex: none; }
        fieldset { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem 1rem; margin: 1rem 0; min-width: 0; }
        legend { font-weight: 700; padding: 0 .25rem; }
        .field { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .5rem; margin: .5rem 0; }
        .check { display: flex; align-items: center; min-height: 44px; }
        .checks { display: flex; flex-wrap: wrap; gap: 0 1.5rem; }
        .row-inline { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        .muted, .address { color: var(--muted); }
        /* The picker page: compact location and filter rows, so the first result shows at once. */
        .picker .location { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem 1rem; margin: 0 0 .25rem; }
        .picker .location h2 { font-size: 1rem; margin: 0; }
        .picker .location .field { margin: .25rem 0; flex: 1 1 22rem; }
        .picker .location .field label { flex-basis: 100%; font-weight: 600; }
        .picker .location input[type="search"] { flex: 1 1 12rem; min-width: 0; }
        fieldset.filters { border: 0; padding: 0; margin: .25rem 0; }
        .toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .75rem; }
        .toolbar .search { flex: 1 1 14rem; margin: .25rem 0; flex-wrap: nowrap; }
        .toolbar .search input { flex: 1 1 auto; min-width: 0; }
        @media (max-width: 30rem) { .toolbar .search { flex-wrap: wrap; flex-basis: 100%; } .toolbar .search label { flex-basis: 100%; }
                                    .picker .location p { margin: 0; } }
        details.more-filters { margin: .25rem 0; }
        details > summary { min-height: 44px; display: inline-flex; align-items: center; cursor: pointer;
                            font-weight: 600; color: var(--accent); padding: 0 .25rem; }
        details > summary::marker { color: var(--fg); }
        .more-body { border: 1px solid var(--line); border-radius: .5rem; padding: .25rem 1rem .5rem; margin-top: .25rem; }
        .more-body fieldset { margin: .5rem 0; }
        .status { background: var(--panel); border-left: 4px solid var(--accent); padding: .5rem .75rem; margin: .5rem 0;
                  border-radius: .25rem; }
        .notice, .problems { border: 2px solid var(--focus); padding: .75rem 1rem; border-radius: .5rem; margin: 1rem 0; }
        .notice-selection { border: 2px solid var(--selected); border-radius: .75rem; padding: .25rem 1rem .75rem;
                            margin: .5rem 0; }
        .notice-selection h2 { margin-top: .5rem; }
        .view-switch ul { list-style: none; display: flex; gap: .5rem; padding: 0; margin: .5rem 0; flex-wrap: wrap; }
        .view-switch a { min-height: 44px; min-width: 6rem; display: inline-flex; align-items: center;
                         justify-content: center; border: 2px solid var(--accent); border-radius: .5rem;
                         padding: .5rem 1rem; text-decoration: none; font-weight: 600; }
        .view-switch a[aria-current="page"] { background: var(--accent); color: var(--accent-fg); font-weight: 700; }
        .view-switch a[aria-current="page"]::before { content: "✓ "; }
        .results-layout.mode-list #map-view, .results-layout.mode-map #results { display: none; }
        #results h2, #map-view h2 { margin-top: .25rem; }
        @media (min-width: 960px) {
          .view-switch { display: none; }
          .results-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr); gap: 1.5rem;
                            align-items: start; }
          .results-layout.mode-list #map-view, .results-layout.mode-map #results { display: block; }
          #map-view { position: sticky; top: .5rem; }
          #map-view .map-places { display: none; }
        }
        ol.places { list-style: none; padding: 0; margin: 0; }
        li.place { border: 1px solid var(--line); border-radius: .75rem; padding: .625rem .875rem; margin: .5rem 0;
                   display: grid; grid-template-columns: minmax(0, 1fr) fit-content(45%); gap: .25rem 1rem;
                   align-items: center;
                   background: var(--bg); }
        li.place.is-selected { border: 3px solid var(--selected); background: var(--panel); }
        li.place .text { min-width: 0; }
        li.place .action { justify-self: end; display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        @media (max-width: 30rem) { li.place { grid-template-columns: 1fr; } li.place .action { justify-self: start; } }
        .detail { font-weight: 600; }
        .state-open .detail { color: var(--open); }
        .state-closingSoon .detail { color: var(--soon); }
        .state-closed .detail, .state-unknown .detail, .state-unavailable .detail { color: var(--closed); }
        .badge { display: inline-block; border: 2px solid var(--selected); border-radius: 1rem; padding: 0 .5rem;
                 font-size: .875rem; margin-left: .5rem; font-weight: 700; vertical-align: middle; }
        .map-wrap { border: 1px solid var(--line); border-radius: .5rem; overflow: hidden; container: map / inline-size; }
        /* Beside the list (960 px and wider) the places on the map are not listed again, so a pin
           stays at least 24 × 24 CSS px (28 drawing units at a width of 617 px or more; WCAG 2.5.8):
           a narrower drawing draws its symbols larger. Narrower pages list them after the drawing. */
        @media (min-width: 960px) {
          @container map (max-width: 616px) { .map-drawing a > :not(title) { transform: scale(1.1); } }
          @container map (max-width: 560px) { .map-drawing a > :not(title) { transform: scale(1.225); } }
          @container map (max-width: 505px) { .map-drawing a > :not(title) { transform: scale(1.375); } }
        }
        .map-drawing { display: block; width: 100%; height: auto; background: var(--map-bg); }
        /* Pointer pan and zoom (picker.js): a vertical swipe still scrolls the page over the map. */
        .map-drawing[data-camera] { touch-action: pan-y; cursor: grab; }
        .map-drawing.is-moving { cursor: grabbing; transition: none; }
        .map-ground { fill: var(--map-bg); }
        .map-grid { stroke: var(--map-grid); stroke-width: 1; fill: none; }
        .bm-park { fill: var(--map-park); }
        .bm-water { fill: var(--map-water); stroke: var(--map-water); stroke-width: 3; }
        .bm-building { fill: var(--map-building); }
        .bm-rail { fill: none; stroke: var(--map-rail); stroke-width: 1.5; stroke-dasharray: 6 3; }
        .bm-minor { fill: none; stroke: var(--map-street); stroke-width: 4; stroke-linecap: round; stroke-linejoin: round; }
        .bm-street { fill: none; stroke: var(--map-street); stroke-width: 7; stroke-linecap: round; stroke-linejoin: round;
                     paint-order: stroke; }
        .bm-major { fill: none; stroke: var(--map-major); stroke-width: 10; stroke-linecap: round; stroke-linejoin: round; }
        .bm-label { font-size: 11px; text-anchor: middle; fill: var(--map-label); paint-order: stroke;
                    stroke: var(--map-bg); stroke-width: 3px; stroke-linejoin: round; pointer-events: none; }
        .origin .origin-halo { fill: none; stroke: var(--fg); stroke-width: 3; stroke-dasharray: 4 3; }
        .origin .origin-dot { fill: var(--fg); }
        .origin-label { font-size: 13px; font-weight: 700; fill: var(--fg); paint-order: stroke; stroke: var(--bg);
                        stroke-width: 4px; stroke-linejoin: round; }
        .pin-shape { stroke: var(--fg); stroke-width: 2.5; }
        .pin-shape.open { fill: var(--open); }
        .pin-shape.closingSoon { fill: var(--soon); stroke-dasharray: 4 2; }
        .pin-shape.closed { fill: var(--bg); }
        .pin-shape.unknown { fill: var(--bg); stroke-dasharray: 3 3; }
        .pin-shape.unavailable { fill: var(--bg); }
        .pin-shape.selected { fill: var(--selected); stroke: var(--fg); stroke-width: 4; }
        .glyph { font-size: 11px; font-weight: 700; text-anchor: middle; fill: var(--fg); paint-order: stroke;
                 stroke: var(--bg); stroke-width: 3px; pointer-events: none; }
        .pin-label { font-size: 11px; font-weight: 600; fill: var(--fg); paint-order: stroke; stroke: var(--bg);
                     stroke-width: 3px; stroke-linejoin: round; pointer-events: none; }
        .cluster circle { fill: var(--bg); stroke: var(--fg); stroke-width: 2.5; }
        .cluster.selected circle { stroke: var(--selected); stroke-width: 5; }
        .cluster text { font-size: 13px; font-weight: 700; text-anchor: middle; fill: var(--fg); }
        .scale path { stroke: var(--fg); stroke-width: 2; fill: none; }
        .scale text { font-size: 12px; fill: var(--fg); paint-order: stroke; stroke: var(--bg); stroke-width: 3px; }
        .skip-map { display: inline-flex; align-items: center; min-height: 44px; }
        .map-controls { display: flex; flex-wrap: wrap; gap: .375rem; margin: .5rem 0; }
        .map-controls button { padding: .375rem .75rem; }
        .attribution { font-size: .875rem; color: var(--muted); margin: .25rem 0 1rem; }
        table.hours { border-collapse: collapse; width: 100%; }
        table.hours th, table.hours td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--line); }
        table.hours th { overflow-wrap: normal; word-break: normal; hyphens: manual; }
        table.hours tr.today { font-weight: 700; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
        dl.facts dt { font-weight: 700; }
        dl.facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
        @media (max-width: 30rem) { dl.facts { grid-template-columns: 1fr; } }
        ul.choices, ol.choices { list-style: none; padding: 0; }
        ul.choices li, ol.choices li { margin: .25rem 0; }
        ul.choices a, ol.choices a { display: inline-flex; min-height: 44px; align-items: center; }
        table.hours caption { text-align: left; font-weight: 700; font-size: 1.25rem; margin: 1.25rem 0 .5rem; }
        footer { margin-top: 2rem; color: var(--muted); font-size: .875rem; border-top: 1px solid var(--soft-line);
                 padding-top: .5rem; }
        @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
        @media (forced-colors: active) { .pin-shape.selected { stroke: Highlight; } button[aria-pressed="true"] { border-color: Highlight; } }
        """
}
