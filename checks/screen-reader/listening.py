"""A keyboard-only walk with Orca listening: every key press is a step whose speech is attributed
to it only after it arrived (the focused element's name is waited for, then quiet), counted and
kept, so a failing assertion prints the whole walk as it was heard.

Orca's timing under load, and what is relaxed for it (each relaxation kept in the transcript, and
each still failing on a real regression):
- Before every key press Orca is let settle (its debug log quiet, so its event queue is drained;
  `Speech.idle`), instead of pressing into a queue still busy with the previous page or reading.
- A step whose expected speech did not come within its wait is checked once more after Orca has
  settled for longer; the step then passes only on speech that did come for that key press (since
  its mark, matching the same pattern), marked "(re-checked)" in the walk and "# late" in the
  transcript. The key is not pressed again.
- A live region's announcement that Orca dropped (it does, now and then, on a loaded machine:
  docs/guides/embedding.md) is redone the way a person would make the page say it again (a
  reload for the summary on load), after the page itself was checked to hold the words in a live
  region. It counts as a miss; more than MISSES_PER_RUN misses in one run fail, so a page that
  never announces fails on its first case twice over (the redo is not heard either) and a flaky
  one fails the run.
Playwright's keys go to the page through Chromium's DevTools protocol, not through the X server,
so Orca never sees them as keystrokes: its own commands (where am I, flat review) cannot be
pressed from here, and every redo is one the page answers."""

import os
import re

from helpers import accessible_name, active
from orca_speech import Heard, count

# Announcements Orca may drop in one run (one orca-speech session) before the run fails.
MISSES_PER_RUN = 1
# What was relaxed in this run, for the summary at its end (conftest.py): (test, remark).
MISSES = []
LATE = []

# Role and state words Orca says after a name; a "link" after one of these has no name of its own.
ROLE_WORDS = re.compile(
    r"^(link|panel|image|heading level \d|push button|toggle button|check box|entry|list|"
    r"list with \d+ items?|not pressed|pressed|grayed|collapsed|expanded|not checked|checked|"
    r"leaving [a-z ]+\.?|form|main content|region.*|navigation.*)$",
    re.I,
)


def said_words(text):
    """An utterance as comparable words: no-break spaces as spaces, runs of spaces as one."""
    return re.sub(r"\s+", " ", text.replace("\xa0", " ")).strip()


def matches(said, pattern):
    return any(re.search(pattern, u, re.I) for u in said)


class Walk:
    def __init__(self, page, speech, frame=None):
        # the test's name, for the run's summary of what was relaxed
        self.test = os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0]
        self.page = page
        self.frame = frame  # the element the keys act in (a picker frame inside a shop), if any
        self.speech = speech
        self.presses = 0
        self.steps = []  # (key, focused description, utterances)

    def transcript(self):
        lines = []
        for number, (key, focus, said) in enumerate(self.steps, 1):
            lines.append(f"  {number:>3} {key:<9} → {focus!s:.60}: {said!r}")
        return "\n".join(lines)

    def fail(self, message):
        raise Heard(f"{message}\nheard, step by step:\n{self.transcript()}")

    def focused(self):
        target = self.page
        if self.frame is not None and self.page.evaluate("() => document.activeElement.tagName") == "PLACE-PICKER":
            target = self.frame
        element = active(target)
        if not element:
            return None, ""
        name = ""
        if target is self.page:
            name = accessible_name(self.page)
        return element, name or element["label"] or element["text"]

    def press(self, key, expect=None, settle=0.6, timeout=8.0, unheard=False, navigates=False):
        """Presses `key` and returns what Orca said for it: waits for `expect` (a pattern) or, by
        default, for the newly focused element's accessible name, then for quiet. With `unheard`
        the step may pass in silence (a known gap of Orca's, kept in the transcript). Orca is let
        settle before the key; a step not heard in time is re-checked once (`late`)."""
        self.speech.idle()
        self.speech.mark()
        if navigates:  # a full page load: the focused element is asked for on the new page
            with self.page.expect_navigation():
                self.page.keyboard.press(key)
            self.page.wait_for_load_state()
        else:
            self.page.keyboard.press(key)
        self.presses += 1
        element, name = self.focused()
        pattern = expect
        if pattern is None and name:
            pattern = re.escape(said_words(name)[:40])
        if unheard:
            timeout = 2.0
        said = [said_words(u) for u in self.speech.wait(pattern, timeout=timeout, settle=settle)]
        if pattern and not unheard and not matches(said, pattern):
            said = self.late(f"step {len(self.steps) + 1} ({key})", pattern, timeout)
            key += " (re-checked)"
        self.steps.append((key, name, said))
        if pattern and not unheard and not matches(said, pattern):
            self.fail(f"step {len(self.steps)} ({key}): expected speech matching {pattern!r}, "
                      f"also after Orca settled; {self.focus_events()}")
        return said

    def late(self, step, pattern, waited):
        """The step's speech once Orca has settled for longer (a loaded machine, or Orca still
        working through a say-all): everything said since the step's mark, nothing pressed again.
        When it matches, the step is kept as late."""
        idle = self.speech.idle(quiet=1.5, timeout=20.0)
        said = [said_words(u) for u in self.speech.since()]
        if matches(said, pattern):
            remark = (f"{step}: {pattern!r} not heard within {waited:g} s, heard "
                      f"after Orca settled ({'busy for 20 s' if idle is None else f'{idle:.1f} s more'})")
            self.speech.note("late: " + remark)
            LATE.append((self.test, remark))
        else:
            self.speech.note(f"re-checked: {step}: {pattern!r} still not heard after Orca settled")
        return said

    def focus_events(self):
        """What Orca's debug log says of focus since the step's mark, for a failure's message."""
        names = re.findall(r"object:state-changed:focused for \[([^\]]*)\] in \[[^\]]*\] \(1,",
                           self.speech.log_since_mark())
        if not names:
            return "Orca got no focus event since the key press"
        return f"Orca got focus events for {names!r} and said nothing matching"

    def listen(self, pattern, what, timeout=8.0, settle=1.5):
        """What Orca said since the mark once `pattern` was heard (an announcement after an action
        already pressed); checked once more after a longer settle, as a step is."""
        said = [said_words(u) for u in self.speech.wait(pattern, timeout=timeout, settle=settle)]
        if not matches(said, pattern):
            said = self.late(what, pattern, timeout)
        return said

    def announced(self, said, pattern, region, redo, what):
        """Returns `said` when it holds the live region's announcement (`pattern`). Otherwise the
        page must hold the words in a live region (`region`, a selector), or this fails at once;
        then the miss is counted and kept in the transcript, and `redo()` (what a person would do
        to hear it again; it returns the utterances it brought) must bring it, or this fails."""
        if matches(said, pattern):
            return said
        held = self.page.evaluate(
            """(selector) => {
                const region = document.querySelector(selector);
                if (!region) { return null; }
                const live = region.getAttribute("aria-live") ||
                    ({status: "polite", alert: "assertive", log: "polite"})[region.getAttribute("role")] || "off";
                return {live, text: region.innerText};
            }""", region)
        if held is None:
            self.fail(f"{what}: not heard, and the page has no {region}")
        if held["live"] == "off":
            self.fail(f"{what}: not heard, and {region} is not a live region")
        if not re.search(pattern, said_words(held["text"]), re.I):
            self.fail(f"{what}: not heard, and {region} holds {said_words(held['text'])!r}")
        remark = f"{what}: {region} held {said_words(held['text'])!r} but Orca did not say it; redone"
        self.speech.note("missed: " + remark)
        MISSES.append((self.test, remark))
        if len(MISSES) > MISSES_PER_RUN:
            self.fail(f"{what}: {len(MISSES)} announcements missed in this run, more than Orca's timing "
                      f"explains ({MISSES_PER_RUN}): {MISSES!r}")
        said = redo()
        self.steps.append(("redo", what, said))
        if not matches(said, pattern):
            self.fail(f"{what}: not heard, nor when redone")
        return said

    def tab_to(self, predicate, limit=40):
        """Tab until the focused element matches; every step is heard and kept."""
        for _ in range(limit):
            self.press("Tab")
            element, name = self.focused()
            if element and predicate(element, name):
                return element, name
        self.fail(f"nothing matched within {limit} Tabs")

    def expect_in_order(self, said, patterns, what):
        at = 0
        for pattern in patterns:
            for i in range(at, len(said)):
                if re.search(pattern, said[i], re.I):
                    at = i + 1
                    break
            else:
                self.fail(f"{what}: {pattern!r} not heard in order in {said!r}")

    def expect_once(self, said, pattern, what):
        n = count(said, pattern)
        if n != 1:
            self.fail(f"{what}: {pattern!r} heard {n} times in {said!r}")

    def expect_no_doubles(self, said, what):
        """No utterance said twice in one step (role words such as "link" aside)."""
        seen = set()
        for u in said:
            if ROLE_WORDS.match(u):
                continue
            if u in seen:
                self.fail(f"{what}: {u!r} said twice in {said!r}")
            seen.add(u)
