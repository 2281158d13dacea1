"""Measurements for the criterion tests (test_criteria.py): pixels of rendered screenshots,
relative luminance and contrast as WCAG 2.2 defines them, text that is clipped or overlaps, the
language of every text node, and a deliberately broken page for showing that a test can fail.

Pixels come from Playwright screenshots at device scale 1 (one pixel per CSS px), decoded with
Pillow; nothing here reads a CSS variable or a declared colour.
"""

import io
import os
import re

from PIL import Image

# A stylesheet (PLACEPICKER_BREAK_CSS) and a script (PLACEPICKER_BREAK_JS) put into every page the
# criterion tests open, to see each test fail on a page that breaks its criterion (the docstrings
# say which break each test was seen failing on). Empty in a normal run.
BREAK_CSS = os.environ.get("PLACEPICKER_BREAK_CSS", "")
BREAK_JS = os.environ.get("PLACEPICKER_BREAK_JS", "")


def new_context(browser, **options):
    """A browser context for the criterion tests, with the break (if any) in every page and frame."""
    context = browser.new_context(**options)
    script = ""
    if BREAK_CSS:
        script += (
            "document.addEventListener('DOMContentLoaded', () => { const s = new CSSStyleSheet(); s.replaceSync(%r);"
            " document.adoptedStyleSheets = [...document.adoptedStyleSheets, s]; });" % BREAK_CSS)
    if BREAK_JS:
        script += "document.addEventListener('DOMContentLoaded', () => { %s });" % BREAK_JS
    if script:
        context.add_init_script(script)
    return context


# MARK: Colour


def luminance(rgb):
    """WCAG 2.2 relative luminance of an sRGB colour (0–255 channels)."""
    def channel(value):
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a, b):
    """WCAG 2.2 contrast ratio of two colours, 1 to 21."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def shot(page, clip):
    """A screenshot of `clip` (x, y, width, height in CSS px of the top page) as an RGB image."""
    x, y, w, h = clip
    data = page.screenshot(clip={"x": x, "y": y, "width": w, "height": h}, animations="disabled", caret="hide")
    return Image.open(io.BytesIO(data)).convert("RGB")


def changed_area(before, after, ratio=3.0):
    """How many pixels differ between two same-size images by a contrast of at least `ratio`."""
    a, b = before.load(), after.load()
    w, h = before.size
    return sum(1 for y in range(h) for x in range(w) if a[x, y] != b[x, y] and contrast(a[x, y], b[x, y]) >= ratio)


def boundary_contrast(image, box, margin):
    """The contrast of a component's boundary with what surrounds it, from pixels: for points every
    2 px around the box, the largest contrast between the pixel `margin - 2` px outside the box and
    the pixels from the box's edge to 3 px inside it; the median over the points (a round corner
    or a neighbour's pixel does not decide it)."""
    pixels = image.load()
    w, h = image.size
    left, top, right, bottom = margin, margin, margin + box[0] - 1, margin + box[1] - 1
    out = max(1, margin - 2)
    samples = []

    def sample(outside, insides):
        ox, oy = outside
        if not (0 <= ox < w and 0 <= oy < h):
            return
        best = 0
        for ix, iy in insides:
            if 0 <= ix < w and 0 <= iy < h:
                best = max(best, contrast(pixels[ox, oy], pixels[ix, iy]))
        samples.append(best)

    for x in range(left + 2, right - 1, 2):
        sample((x, top - out), [(x, top + d) for d in range(4)])
        sample((x, bottom + out), [(x, bottom - d) for d in range(4)])
    for y in range(top + 2, bottom - 1, 2):
        sample((left - out, y), [(left + d, y) for d in range(4)])
        sample((right + out, y), [(right - d, y) for d in range(4)])
    samples.sort()
    return samples[len(samples) // 2] if samples else 0


# MARK: Text


# Visible text that is clipped by an overflow box, or drawn over other text (WCAG 1.4.4, 1.4.10,
# 1.4.12): text of visually hidden elements (1 px boxes, .vh) and of the map drawing is left out.
CLIPPED_OR_OVERLAPPING = """(root) => {
  const doc = root || document;
  const hidden = (e) => e.closest('svg, .vh, .said, script, style, noscript, [hidden], template');
  // Not rendered: display none, hidden, or inside a closed <details> (content-visibility: hidden).
  const shown = (e) => e.getClientRects().length > 0 && e.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
  const clipped = [];
  for (const e of doc.querySelectorAll('body *')) {
    if (hidden(e) || !shown(e) || !e.textContent.trim()) continue;
    const s = getComputedStyle(e);
    const x = ['hidden', 'clip'].includes(s.overflowX), y = ['hidden', 'clip'].includes(s.overflowY);
    if (!x && !y) continue;
    if (e.clientWidth <= 2 || e.clientHeight <= 2) continue;
    if ((x && e.scrollWidth > e.clientWidth + 1) || (y && e.scrollHeight > e.clientHeight + 1)) {
      clipped.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className ? '.' + String(e.className).split(' ')[0] : '')
        + ' ' + e.scrollWidth + 'x' + e.scrollHeight + ' in ' + e.clientWidth + 'x' + e.clientHeight);
    }
  }
  const boxes = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const parent = node.parentElement;
    if (!node.nodeValue.trim() || !parent || hidden(parent) || !shown(parent)) continue;
    const range = doc.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width > 1 && r.height > 1) boxes.push([r.left, r.top, r.right, r.bottom, node.nodeValue.trim().slice(0, 40)]);
    }
  }
  const overlapping = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]), h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
      if (w > 2 && h > 2) overlapping.push(a[4] + ' / ' + b[4]);
    }
  }
  const scroll = [doc.documentElement.scrollWidth, doc.documentElement.clientWidth];
  return { clipped, overlapping, horizontalScroll: scroll[0] > scroll[1] ? scroll : null, texts: boxes.length };
}"""

# WCAG 1.4.12's values, as !important user styles.
TEXT_SPACING = ("* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }"
                " p, li, dd, td, th, label, legend, summary { margin-bottom: 2em !important; }")


def apply_style(target, css):
    """Adds a stylesheet through the CSSOM (the pages' Content-Security-Policy allows it)."""
    target.evaluate("(css) => { const s = new CSSStyleSheet(); s.replaceSync(css); document.adoptedStyleSheets = [...document.adoptedStyleSheets, s]; }", css)


# Every visible text node with the language it is in by the markup: the nearest `lang`.
TEXT_LANGUAGES = """() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const parent = node.parentElement;
    if (!node.nodeValue.trim() || !parent || parent.closest('script, style, noscript, template')) continue;
    const marked = parent.closest('[lang]');
    out.push([node.nodeValue.trim(), marked ? marked.getAttribute('lang') : '']);
  }
  for (const e of document.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
    const marked = e.closest('[lang]');
    for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
      if (e.hasAttribute(name) && e.getAttribute(name).trim()) out.push([e.getAttribute(name).trim(), marked ? marked.getAttribute('lang') : '']);
    }
  }
  return out;
}"""


def english_words(root):
    """Words of the English message catalogue (and English words data and defaults bring: the
    sample's station, OpenStreetMap's credit) that no other language's catalogue uses: a text with
    two of them, or one long one alone, is English."""
    folder = os.path.join(root, "Sources", "PickerLocalization", "Catalog")
    words = {}
    for name in os.listdir(folder):
        if not name.startswith("MessageCatalog+"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            text = re.sub(r"\{[^{}]*\}", " ", re.sub(r"\{[^{}]*\{[^{}]*\}[^{}]*\}", " ", f.read()))
        strings = " ".join(re.findall(r'"((?:[^"\\]|\\.)*)"', text))
        words[name] = {w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ]{3,}", strings)}
    english = words.pop("MessageCatalog+English.swift") | {"contributors", "railway", "station", "central", "data"}
    others = set().union(*words.values())
    return english - others - {"ODbL", "odbl", "openstreetmap", "helsinki", "posti", "omniva", "dhl", "gls", "inpost"}


def english_in(text, vocabulary, proper_names):
    """The English words of `text` once proper names (places, addresses, carriers) are taken out."""
    for name in sorted(proper_names, key=len, reverse=True):
        if name and name in text:
            text = text.replace(name, " ")
    found = [w for w in re.findall(r"[A-Za-zÀ-ÿ]{3,}", text) if w.lower() in vocabulary]
    return found if len(found) >= 2 or any(len(w) >= 7 for w in found) else []
