#!/usr/bin/env bash
# Each test of test_criteria.py once on a deliberately broken page (measure.py: PLACEPICKER_BREAK_CSS,
# PLACEPICKER_BREAK_JS): every run below must FAIL, showing the test can fail. Needs the built
# placepicker (scripts/test.sh step 6) and .venv-browser.
cd "$(dirname "$0")/../.."
export PLACEPICKER_BIN=$(swift build --show-bin-path -Xswiftc -warnings-as-errors)/placepicker
run() { # name css js filter
  local out
  out=$(PLACEPICKER_BREAK_CSS="$2" PLACEPICKER_BREAK_JS="$3" nice .venv-browser/bin/pytest -q -x checks/browser/test_criteria.py -k "$4" 2>&1 | grep -E "^E  |passed|failed" | head -3 | cut -c1-220)
  echo "== $1 [$4]"; echo "$out"
}
CONTRAST='input, select, button, a.button { border-color: #ddd !important; background: #fff !important; color: #555 !important; accent-color: #eee; appearance: none !important; }'
run text-spacing ".detail { height: 1.2em; overflow: hidden }" "" "text_spacing and list-1280"
run reflow "main { min-width: 400px }" "" "reflow_at and card"
run focus ":focus-visible { outline-color: transparent !important }" "" "focus_indicator and card-light"
run contrast "$CONTRAST" "" "contrast_from and address-results-light"
run language "" "document.querySelector('footer p').textContent = 'Map data from the contributors'" "every_text_in_another_language_is_marked and accessibility and fi"
run language-carriers "" "(document.querySelector('.attribution') || document.querySelector('footer p')).textContent += ' · Data: omniva.json'" "with_carriers"
run headings "" "document.querySelectorAll('h2').forEach((h) => h.textContent = 'Section')" "headings_and and accessibility"
run carrier-label "" "const c = document.querySelector('label[for=carrier-posti]'), k = document.querySelector('label[for^=cat-post]'); if (c && k) c.textContent = k.textContent;" "carrier_and and fi"
run status "" "document.getElementById('status').setAttribute('aria-live', 'off')" "status_messages"
run structure "" "document.querySelectorAll('th[scope=row]').forEach((t) => t.removeAttribute('scope'))" "structure_lists"
run show-more "" "const l = document.querySelector('ol.places'); if (l) new MutationObserver(() => document.getElementById('results-heading').focus()).observe(l, {childList: true})" "show_more"
run keys "" "document.addEventListener('keydown', (e) => { if (e.key === 'm') document.getElementById('app').append('moved'); })" "input_purpose and address"
run element-focus ":focus-visible { outline-color: transparent !important }" "" "element_focus and light"
run element-contrast "$CONTRAST" "" "element_controls and light"
run element-reflow ".detail { height: 1.2em; overflow: hidden }" "" "element_reflows and 1280"
run element-checks "" "document.addEventListener('focusin', () => document.body.append('tip'))" "element_runs"
run element-language "" "setInterval(() => { const p = document.querySelector('place-picker'); if (p && p.shadowRoot) { p.shadowRoot.querySelector('iframe').removeAttribute('lang'); } }, 20)" "element_marks"
run same-names "" "if (location.pathname.startsWith('/places')) document.querySelector('button[name=select]').textContent = 'Choose this'" "same_function and en"
