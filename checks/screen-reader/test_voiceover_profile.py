"""The seed's VoiceOver profile, heard through Orca: "choose the nearest open pickup point" from
page load, keyboard only, on the embedded sample and on the real Helsinki catalog, with Orca's
say-all on load (run.sh's second run) and without it. Every step's speech is asserted in order,
each utterance once; the transcripts are kept in artifacts/screen-reader/."""

import re

import pytest

from listening import ROLE_WORDS, Walk, said_words

CATALOGS = ["sample", "helsinki"]
# Tab presses from the top of the page to the first "Pick up here", with "Open now" on, measured
# here (Tab only: Switch Control's sequential navigation counts the same presses).
PRESSES_TO_FIRST_PICK = {"sample": 11, "helsinki": 11}


@pytest.fixture(params=CATALOGS)
def catalog(request):
    base = request.getfixturevalue("server" if request.param == "sample" else "helsinki")
    return request.param, base


def flat(said):
    return " | ".join(said)


def in_order(walk, said, patterns, what):
    """Each pattern found in the step's speech after the previous one (within one utterance too)."""
    text, at = flat(said), 0
    for pattern in patterns:
        match = re.compile(pattern, re.I).search(text, at)
        if not match:
            walk.fail(f"{what}: {pattern!r} not heard in order in {said!r}")
        at = match.end()


def load(page, speech, walk, base, say_all):
    """Opens the picker; returns what was said until Orca fell quiet (the whole reading in say-all),
    which holds the summary as the status region announced it. Orca drops that announcement now
    and then on a loaded machine: then the page must hold it in its status region, and a reload
    (what a person who missed it would do) must bring it; the miss is counted (listening.py)."""

    def listen():
        if say_all:
            # Orca reads the whole page; quiet for 3 s, then its queue drained, means it has
            # finished (the first Tab after it is not pressed into a reading still under way).
            said = speech.wait("Finished loading", timeout=90, settle=3.0)
            speech.idle(quiet=1.0, timeout=30)
            said = speech.since()
        else:
            said = speech.wait(re.escape(summary[:40]), timeout=30, settle=1.5)
        return [said_words(u) for u in said]

    def reload():
        speech.idle()
        speech.mark()
        page.reload()
        return listen()

    speech.idle()
    speech.mark()
    page.goto(base + "/")
    summary = said_words(page.inner_text("#status"))
    said = listen()
    walk.steps.append(("load", page.url, said))
    said = walk.announced(said, "^" + re.escape(summary) + "$", "#status", reload, "the summary on load")
    return summary, said


def choose_nearest_open(page, speech, walk, name):
    """From the top of the page: "Open now", the new count heard once; Tab to the first row; its
    name, distance and hours; "Pick up here: NAME, toggle button, not pressed"; Enter: "pressed",
    the choice and the next step; one Tab: "Confirm"."""
    before = page.inner_text("#status")
    walk.tab_to(lambda element, _: element["id"] == "filter-open")
    in_order(walk, walk.steps[-1][2], [r"Open now", r"check box", r"not checked"], "the Open now check box")
    walk.press("Space", expect=r"\bchecked\b")
    page.wait_for_function("(before) => document.getElementById('status').innerText !== before", arg=before)
    summary = said_words(page.inner_text("#status"))
    said = walk.listen(re.escape(summary[:40]), "Space on Open now: the new count")
    walk.steps[-1] = ("Space", "Open now", said)
    in_order(walk, said, [r"\bchecked\b", re.escape(summary)], "Open now, then the new count")
    walk.expect_once(said, re.escape(summary[:40]), "the new count after Open now")
    walk.expect_no_doubles(said, "Open now")
    assert page.evaluate("() => document.activeElement.id") == "filter-open", "focus left the check box"

    row = page.locator("ol.places > li").first
    title = said_words(row.locator("h3 a").inner_text())
    detail = said_words(row.locator("p.detail").inner_text())
    assert re.search(r"\bOpen\b", detail), f"the first row after Open now is not open: {detail}"
    walk.tab_to(lambda element, _: element["tag"] == "a" and said_words(element["text"]) == title)
    in_order(walk, walk.steps[-1][2], [re.escape(title), r"link", r"heading level 3"], "the row's name")
    walk.press("Tab")
    in_order(
        walk, walk.steps[-1][2],
        [re.escape("Pick up here: " + title), r"toggle button", r"not pressed", re.escape(detail)],
        "the row's button: its name, role, state, then distance and hours")
    walk.expect_no_doubles(walk.steps[-1][2], "the row's button")
    to_first_pick = walk.presses
    print(f"\n{name}: {to_first_pick} presses from the top to the first 'Pick up here' (Open now on)")

    walk.press("Enter", expect=r"^Selected .*Next")
    said = walk.steps[-1][2]
    in_order(walk, said, [r"(^|\| )pressed\b", re.escape(f"Selected {title}. Next: Confirm, right after this button.")],
             "Enter: pressed, then the choice and what is next")
    walk.expect_once(said, r"^Selected ", "the choice")
    walk.expect_once(said, r"\bpressed\b", "the new state")
    for noise in [r"^List with", r"^region ", re.escape(summary)]:
        if any(re.search(noise, u) for u in said):
            walk.fail(f"Enter: the update was heard as more than the change ({noise!r})")
    assert page.get_attribute(f"#{page.evaluate('() => document.activeElement.id')}", "aria-pressed") == "true"
    assert "Selected" in row.locator("h3").inner_text()

    presses = walk.presses
    walk.press("Tab")
    in_order(walk, walk.steps[-1][2], [r"^Confirm link"], "one Tab after the choice: Confirm")
    assert walk.presses - presses == 1
    # The next rows are heard as the first was: name, then distance and hours with the button.
    for index in (1, 2):
        other = page.locator("ol.places > li").nth(index)
        other_title = said_words(other.locator("h3 a").inner_text())
        other_detail = said_words(other.locator("p.detail").inner_text())
        walk.press("Tab")
        in_order(walk, walk.steps[-1][2], [re.escape(other_title), r"link"], f"row {index + 1}'s name")
        walk.press("Tab")
        in_order(walk, walk.steps[-1][2],
                 [re.escape("Pick up here: " + other_title), r"not pressed", re.escape(other_detail)],
                 f"row {index + 1}'s button, distance and hours")
    return to_first_pick


@pytest.mark.orca
def test_choose_the_nearest_open_pickup_point(catalog, browser, speech, artifacts):
    name, base = catalog
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    walk = Walk(page, speech)
    summary, said = load(page, speech, walk, base, say_all=False)
    walk.expect_once(said, "^" + re.escape(summary) + "$", "the summary on load")
    presses = choose_nearest_open(page, speech, walk, name)
    assert presses <= PRESSES_TO_FIRST_PICK[name], walk.transcript()
    page.screenshot(path=f"{artifacts}/{name}-chosen.png")
    context.close()


@pytest.mark.orca
@pytest.mark.say_all
def test_choose_the_nearest_open_pickup_point_after_say_all(catalog, browser, speech, artifacts):
    name, base = catalog
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    walk = Walk(page, speech)
    summary, said = load(page, speech, walk, base, say_all=True)
    # The status region's summary is heard whole once (as the page loads: Orca queues it before
    # or after its reading); the reading says it once more where it stands, sentence by sentence.
    start = next((i for i, u in enumerate(said) if u.startswith("Page has")), None)
    if start is None:
        walk.fail("say-all did not start ('Page has …' not heard)")
    walk.expect_once(said, "^" + re.escape(summary) + "$", "the summary on load")
    reading = said[start:]
    first = summary.split(". ")[0].rstrip(".")
    walk.expect_once(reading, "^" + re.escape(first) + r"\.?$", "the summary in the reading")
    # Each listed row is read in order: its name, then distance and hours, then its button.
    rows = page.locator("ol.places > li")
    patterns = []
    for index in range(min(3, rows.count())):
        row = rows.nth(index)
        patterns += [re.escape(said_words(row.locator("h3 a").inner_text())),
                     re.escape(said_words(row.locator("p.detail").inner_text())), r"toggle button"]
    in_order(walk, reading, patterns, "the reading of the first rows")
    # The drawing is one named element that says how many places it shows, and nothing of it is
    # read one by one (at this width its places are the list beside it, read before it). Never a
    # run of "link"s without names.
    count = said_words(page.inner_text("#map-count"))
    in_order(walk, reading, [r"\| Map \| heading level 2", re.escape(f"Map: {count} | panel"), r"leaving panel"],
             "the map as one named drawing")
    drawing = flat(reading).split(f"Map: {count} | panel", 1)[1].split("leaving panel", 1)[0]
    if "link" in drawing:
        walk.fail(f"the drawing's symbols were read one by one: {drawing[:300]!r}")
    for i, utterance in enumerate(reading):
        if utterance == "link" and (i == 0 or ROLE_WORDS.match(reading[i - 1])):
            walk.fail(f"an unnamed link in the reading, after {reading[max(0, i - 3):i]!r}")
    # Then the same task from the top of the page (Orca's reading moved the caret; a person
    # starts again at the top).
    page.evaluate("() => { document.querySelector('a.skip').focus(); document.activeElement.blur(); window.scrollTo(0, 0); }")
    speech.mark()
    presses = choose_nearest_open(page, speech, walk, name + " (say-all)")
    assert presses <= PRESSES_TO_FIRST_PICK[name] + 1, walk.transcript()
    context.close()
