"""A keyboard-only walk with Orca listening: every key press is a step whose speech is attributed
to it only after it arrived (the focused element's name is waited for, then quiet), counted and
kept, so a failing assertion prints the whole walk as it was heard."""

import re

from helpers import accessible_name, active
from orca_speech import Heard, count

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


class Walk:
    def __init__(self, page, speech, frame=None):
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
        the step may pass in silence (a known gap of Orca's, kept in the transcript)."""
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
        if pattern and not unheard and not any(re.search(pattern, u, re.I) for u in said):
            # Right after a say-all Orca may still be working through the page: give it one more
            # wait before calling the step unheard (a wait returns everything said since the mark).
            said = [said_words(u) for u in self.speech.wait(pattern, timeout=timeout, settle=settle)]
        self.steps.append((key, name, said))
        if pattern and not unheard and not any(re.search(pattern, u, re.I) for u in said):
            self.fail(f"step {len(self.steps)} ({key}): expected speech matching {pattern!r}")
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
