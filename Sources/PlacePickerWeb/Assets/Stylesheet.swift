/// The picker's stylesheet, served as `/assets/picker.css`.
///
/// Calm and plain: system fonts, generous targets (at least 44 × 44 CSS px for buttons, never below
/// 24 × 24), a focus ring on everything focusable, text contrast of at least 4.5:1 and controls of
/// 3:1 in both colour schemes, no horizontal scrolling at 320 CSS px or 200 % text, and no motion
/// when `prefers-reduced-motion` asks for none. State is never shown by colour alone: every
/// state also has text, and map pins differ in shape and fill.
enum Stylesheet {
    static let css = """
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1b1b1f; --muted: #4a4a55; --line: #767680; --panel: #f4f4f7;
          --accent: #0b57d0; --accent-fg: #ffffff; --focus: #b3261e;
          --open: #146c2e; --soon: #7a4d00; --closed: #5c5c66; --unknown: #5c5c66; --selected: #0b57d0;
          --map-bg: #eef1ee; --map-grid: #d5dbd5;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          line-height: 1.5;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #121216; --fg: #ececf1; --muted: #c4c4cf; --line: #9a9aa6; --panel: #1e1e24;
            --accent: #a8c7fa; --accent-fg: #0a1d3d; --focus: #ffb4ab;
            --open: #7dd99a; --soon: #f2c46b; --closed: #c4c4cf; --unknown: #c4c4cf; --selected: #a8c7fa;
            --map-bg: #1d2420; --map-grid: #34403a;
          }
        }
        * { box-sizing: border-box; }
        html { background: var(--bg); color: var(--fg); }
        body { margin: 0 auto; max-width: 60rem; padding: 0 1rem 3rem; overflow-wrap: anywhere; }
        h1 { font-size: 1.6rem; margin: 1rem 0 .5rem; }
        h2 { font-size: 1.25rem; margin: 1.25rem 0 .5rem; }
        h3 { font-size: 1.1rem; margin: 0; }
        a { color: var(--accent); text-underline-offset: .15em; }
        p { margin: .25rem 0; }
        .vh { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
              clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
        .skip { position: absolute; left: .5rem; top: -10rem; background: var(--bg); padding: .5rem 1rem;
                border: 2px solid var(--accent); z-index: 10; }
        .skip:focus { top: .5rem; }
        :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
        button, .button, input, select, textarea { font: inherit; }
        button, .button {
          min-height: 44px; min-width: 44px; padding: .5rem 1rem; border-radius: .5rem;
          border: 2px solid var(--accent); background: var(--accent); color: var(--accent-fg); cursor: pointer;
          text-decoration: none; display: inline-flex; align-items: center; justify-content: center; gap: .25rem;
        }
        button.secondary, .button.secondary { background: var(--bg); color: var(--accent); }
        button[aria-pressed="true"] { background: var(--bg); color: var(--fg); border-color: var(--selected);
                                       border-width: 3px; font-weight: 700; }
        button:disabled { background: var(--panel); color: var(--muted); border-color: var(--line); cursor: not-allowed; }
        input[type="search"], input[type="text"], select, textarea {
          min-height: 44px; padding: .4rem .6rem; border: 2px solid var(--line); border-radius: .4rem;
          background: var(--bg); color: var(--fg); max-width: 100%;
        }
        textarea { width: 100%; min-height: 6rem; }
        input[type="checkbox"], input[type="radio"] { width: 1.5rem; height: 1.5rem; margin: 0 .5rem 0 0;
                                                      accent-color: var(--accent); flex: none; }
        fieldset { border: 1px solid var(--line); border-radius: .5rem; padding: .5rem 1rem 1rem; margin: 1rem 0; min-width: 0; }
        legend { font-weight: 700; padding: 0 .25rem; }
        .field { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; margin: .5rem 0; }
        .check { display: flex; align-items: center; min-height: 44px; }
        .checks { display: flex; flex-wrap: wrap; gap: 0 1.5rem; }
        .row-inline { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        .status { background: var(--panel); border-left: 4px solid var(--accent); padding: .75rem 1rem; margin: 1rem 0;
                  border-radius: .25rem; }
        .notice, .problems { border: 2px solid var(--focus); padding: .75rem 1rem; border-radius: .5rem; margin: 1rem 0; }
        .view-switch ul { list-style: none; display: flex; gap: .5rem; padding: 0; margin: 1rem 0; flex-wrap: wrap; }
        .view-switch a { min-height: 44px; min-width: 6rem; display: inline-flex; align-items: center;
                         justify-content: center; border: 2px solid var(--accent); border-radius: .5rem;
                         padding: .5rem 1rem; text-decoration: none; }
        .view-switch a[aria-current="page"] { background: var(--accent); color: var(--accent-fg); font-weight: 700; }
        .view-switch a[aria-current="page"]::before { content: "✓ "; }
        ol.places { list-style: none; padding: 0; margin: 0; }
        li.place { border: 1px solid var(--line); border-radius: .75rem; padding: .75rem 1rem; margin: .75rem 0;
                   display: grid; grid-template-columns: 1fr auto; gap: .25rem 1rem; align-items: center; }
        li.place.is-selected { border: 3px solid var(--selected); }
        li.place .text { min-width: 0; }
        li.place .action { justify-self: end; }
        @media (max-width: 30rem) { li.place { grid-template-columns: 1fr; } li.place .action { justify-self: start; } }
        .detail { font-weight: 600; }
        .state-open .detail { color: var(--open); }
        .state-closingSoon .detail { color: var(--soon); }
        .state-closed .detail, .state-unknown .detail, .state-unavailable .detail { color: var(--closed); }
        .address, .muted { color: var(--muted); }
        .badge { display: inline-block; border: 2px solid var(--selected); border-radius: 1rem; padding: 0 .5rem;
                 font-size: .9rem; margin-left: .5rem; font-weight: 700; }
        .map-wrap { border: 1px solid var(--line); border-radius: .5rem; overflow: hidden; }
        .map-drawing { display: block; width: 100%; height: auto; background: var(--map-bg); }
        .map-ground { fill: var(--map-bg); }
        .map-grid { stroke: var(--map-grid); stroke-width: 1; fill: none; }
        .origin circle { fill: var(--bg); stroke: var(--fg); stroke-width: 3; }
        .origin path { stroke: var(--fg); stroke-width: 2; }
        .pin-shape { stroke: var(--fg); stroke-width: 2.5; }
        .pin-shape.open { fill: var(--open); }
        .pin-shape.closingSoon { fill: var(--soon); stroke-dasharray: 4 2; }
        .pin-shape.closed { fill: var(--bg); }
        .pin-shape.unknown { fill: var(--bg); stroke-dasharray: 3 3; }
        .pin-shape.unavailable { fill: var(--bg); }
        .pin-shape.selected { fill: var(--selected); stroke: var(--fg); stroke-width: 4; }
        .glyph { font-size: 11px; font-weight: 700; text-anchor: middle; fill: var(--fg); paint-order: stroke;
                 stroke: var(--bg); stroke-width: 3px; pointer-events: none; }
        .cluster circle { fill: var(--panel); stroke: var(--fg); stroke-width: 2.5; }
        .cluster.selected circle { stroke: var(--selected); stroke-width: 5; }
        .cluster text { font-size: 13px; font-weight: 700; text-anchor: middle; fill: var(--fg); }
        .scale path { stroke: var(--fg); stroke-width: 2; fill: none; }
        .scale text { font-size: 12px; fill: var(--fg); }
        .map-controls { display: flex; flex-wrap: wrap; gap: .5rem; margin: .5rem 0; }
        .attribution { font-size: .9rem; color: var(--muted); margin: .25rem 0 1rem; }
        table.hours { border-collapse: collapse; width: 100%; }
        table.hours th, table.hours td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--line); }
        table.hours tr.today { font-weight: 700; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
        dl.facts dt { font-weight: 700; }
        dl.facts dd { margin: 0; }
        @media (max-width: 30rem) { dl.facts { grid-template-columns: 1fr; } }
        ul.choices { list-style: none; padding: 0; }
        ul.choices li { margin: .25rem 0; }
        ul.choices a { display: inline-flex; min-height: 44px; align-items: center; }
        pre.copy { white-space: pre-wrap; background: var(--panel); padding: 1rem; border-radius: .5rem; }
        footer { margin-top: 2rem; color: var(--muted); font-size: .9rem; }
        @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
        @media (forced-colors: active) { .pin-shape.selected { stroke: Highlight; } button[aria-pressed="true"] { border-color: Highlight; } }
        """
}
