"""Read what Orca says, step by step, inside a command run by `orca-speech` (beside this file).

    from orca_speech import Speech
    speech = Speech()                    # follows the log named by ORCA_SPEECH_LOG
    speech.mark()                        # what is said from now on is this step's
    page.keyboard.press("Tab")
    said = speech.wait(r"Pick up here")  # until an utterance matches, then until speech is quiet
    assert "toggle button" in " ".join(said)

`step()` does the three at once and, when the pattern is never heard, fails with everything that
was heard instead. Utterances are the strings Orca logged as spoken, in order (orca-speech runs
Orca with no speech server; Orca logs each utterance before a server would get it). Orca 43 often
joins a control's name, role and state into one ("Pick up here: Alepa toggle button not
pressed."), and says a state change alone ("pressed").

Compared with the shared tool this reads the log incrementally (from the last byte offset, so a
long session does not re-read megabytes at every poll), keeps every utterance with its time, and
`wait()` returns only once speech has been quiet for `settle` seconds after the match, so an
utterance that arrives just after the match is not attributed to the next step.

`idle()` waits for Orca itself to settle, not only its speech: Orca writes a debug line for every
event it receives, queues, dequeues and presents, so a debug log that has stopped growing means
its event queue is drained (speech can be quiet for seconds while Orca still works through a
page's events on a loaded machine). `note()` keeps a remark at its place in the test's transcript
(a late step, a missed announcement), so what was relaxed is never silent."""

import os
import re
import time

_LINE = re.compile(r"^(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*)'(?:\{.*\})?\s*$")


class Heard(AssertionError):
    """A step whose expected speech never came: the message holds what was heard."""


class Speech:
    def __init__(self, path=None):
        self.path = path or os.environ["ORCA_SPEECH_LOG"]
        self._offset = 0
        self._partial = ""
        self._said = []  # (time text, utterance)
        self.notes = []  # (utterances before it, time text, remark): kept in the transcript
        self.start = 0
        self._mark_offset = 0

    def _read(self):
        try:
            with open(self.path, encoding="utf-8", errors="replace") as f:
                f.seek(self._offset)
                chunk = f.read()
                self._offset = f.tell()
        except FileNotFoundError:
            return
        if not chunk:
            return
        lines = (self._partial + chunk).split("\n")
        self._partial = lines.pop()  # a line still being written
        for line in lines:
            m = _LINE.search(line)
            if m:
                self._said.append((m.group(1), m.group(2)))

    def all(self):
        """Every utterance so far."""
        self._read()
        return [u for _, u in self._said]

    def timed(self, start=0):
        """Every utterance from index `start` with the time Orca logged it."""
        self._read()
        return list(self._said[start:])

    def position(self):
        """How many utterances were made so far (to slice a transcript later)."""
        return len(self.all())

    def mark(self):
        """From now on, `since()` and `wait()` look only at what is said after this call."""
        self.start = self.position()
        self._mark_offset = self._offset

    def since(self):
        """Utterances since the last mark."""
        return self.all()[self.start:]

    def wait(self, pattern=None, timeout=6.0, settle=0.5):
        """Wait until an utterance since the mark matches `pattern` (or, with no pattern, until
        speech has been quiet for `settle` seconds), then until speech has been quiet for `settle`
        seconds (at most `timeout` in all), and return the utterances since the mark."""
        deadline = time.time() + timeout
        rx = re.compile(pattern, re.I) if pattern else None
        matched = rx is None
        last, quiet_since = -1, time.time()
        while time.time() < deadline:
            said = self.since()
            if len(said) != last:
                last, quiet_since = len(said), time.time()
            if not matched and any(rx.search(u) for u in said):
                matched = True
            if matched and said and time.time() - quiet_since >= settle:
                return said
            time.sleep(0.05)
        return self.since()

    def idle(self, quiet=0.4, timeout=5.0):
        """Wait until Orca's debug log has not grown for `quiet` seconds (its event queue is
        drained and nothing is being said); returns the seconds waited, or None when Orca was
        still busy after `timeout` (a page that keeps sending events: the caller goes on)."""
        begin = time.time()
        deadline = begin + timeout
        size, since = -1, begin
        while True:
            try:
                now_size = os.path.getsize(self.path)
            except OSError:
                now_size = 0
            now = time.time()
            if now_size != size:
                size, since = now_size, now
            elif now - since >= quiet:
                return now - begin
            if now >= deadline:
                return None
            time.sleep(0.05)

    def log_since_mark(self):
        """Orca's debug log since the last mark (to tell "Orca never got the event" from "Orca got
        it and said nothing" in a failure)."""
        try:
            with open(self.path, encoding="utf-8", errors="replace") as f:
                f.seek(self._mark_offset)
                return f.read()
        except OSError:
            return ""

    def note(self, remark):
        """A remark kept at this place in the transcript (written with a leading "#")."""
        self.notes.append((self.position(), time.strftime("%H:%M:%S"), remark))

    def heard(self, pattern):
        """Whether an utterance since the mark matches."""
        rx = re.compile(pattern, re.I)
        return any(rx.search(u) for u in self.since())

    def step(self, action, pattern, what="", timeout=6.0, settle=0.5):
        """Mark, do `action()` (a key press), wait for `pattern`; fail with what was heard."""
        self.mark()
        action()
        said = self.wait(pattern, timeout=timeout, settle=settle)
        if not any(re.search(pattern, u, re.I) for u in said):
            raise Heard(f"{what or pattern!r}: expected speech matching {pattern!r}; heard {said!r}")
        return said


def in_order(said, patterns):
    """The indexes of utterances matching each pattern, in order (each after the previous);
    raises `Heard` naming the first pattern not heard in its place."""
    found, at = [], 0
    for pattern in patterns:
        rx = re.compile(pattern, re.I)
        for i in range(at, len(said)):
            if rx.search(said[i]):
                found.append(i)
                at = i + 1
                break
        else:
            raise Heard(f"{pattern!r} not heard after {said[at - 1] if at else 'the start'!r}; heard {said!r}")
    return found


def count(said, pattern):
    """How many utterances match (to catch a live region spoken twice)."""
    rx = re.compile(pattern, re.I)
    return sum(1 for u in said if rx.search(u))
