"""Independent reading of the carriers' opening-hours formats.

Written from the carrier documents only (/work/notes/*.md, the recorded payloads
under Tests/Fixtures/carriers and SOURCES.md), NOT from the Swift converter.

Every carrier has a function ``is_open_<carrier>(record, local_dt)`` taking the
RAW record (the dict from the carrier's JSON, or the Packeta XML branch turned
into a dict by ``packeta_xml_branches``) and a naive local wall time of the point
(its own zone, see ``zone_for``).  It answers True (open), False (closed) or None
(the source's hours cannot be read / are not given at that date).

``is_open(carrier, record, local_dt)`` dispatches; ``comparable(...)`` says
whether an instant is defined at all (Omniva temporary hours without a MODIFIED
date are undefined before their until-date); ``dated_days(...)`` lists the
dates on which something dated starts or ends (temporary hours, closures,
exceptions) so a test can look inside each period.

``data_date`` (the "now" of the data, optional on is_open / comparable /
dated_days) places what the payload leaves undated:
  * PostNord ``openingHours.specialDates`` name a day without its date
    ("Christmas Eve", "Trettondagen", ...): the reference places the name in
    the point's country (visitingAddress.countryCode) in every year (yearly
    rule; dated_days lists the data year and the next).  isClosed true closes
    that whole day; isClosed false with openTime/closeTime gives that day those
    hours only.  The special day replaces that day's own hours only: hours past
    midnight from the day before still run into it.  An unknown name changes
    nothing.
  * Omniva closures in words: "X on ajutiselt suletud" (no date) is closed from
    the record's MODIFIED date (else the data date, and instants before it are
    not compared); "al/alates DD.MM[.YY] [ajutiselt] suletud" is the regular
    hours until the day before, then closed; in a temporary field both last
    through the field's until-date, as every temporary text does, while
    "alaliselt" (for good) has no end; "DD.MM-DD.MM [ajutiselt] suletud" is closed on those
    days inclusive.  A date without a year takes the year of MODIFIED, else of
    the until-date (the year the dated weeks use), else of the data date.  A
    ";lähim ..." part is a note.  A bare "AJUTISELT SULETUD" that the dated
    weeks read already keeps its reading (MODIFIED .. until-date).  When a part
    of the record cannot be read, the days of a readable closure are closed and
    the other days unknown.

Internal model: a "day schedule" is a list of (start, end) minute intervals
measured from that day's local midnight; end may exceed 1440 when the interval
runs past midnight into the next day (an interval that closes at or before it
opens does that; a close of 00:00 or 24:00 after an opening is midnight).
"""
from __future__ import annotations

import datetime as _dt
import re
import xml.etree.ElementTree as ET
from zoneinfo import ZoneInfo

DAY = 1440

ZONES = {
    "PL": "Europe/Warsaw", "DE": "Europe/Berlin", "EE": "Europe/Tallinn",
    "LV": "Europe/Riga", "LT": "Europe/Vilnius", "CZ": "Europe/Prague",
    "SK": "Europe/Bratislava", "NL": "Europe/Amsterdam", "ES": "Europe/Madrid",
    "NO": "Europe/Oslo", "SE": "Europe/Stockholm", "DK": "Europe/Copenhagen",
    "FI": "Europe/Helsinki", "SI": "Europe/Ljubljana", "HU": "Europe/Budapest",
    "RO": "Europe/Bucharest", "BE": "Europe/Brussels", "FR": "Europe/Paris",
    "AT": "Europe/Vienna", "HR": "Europe/Zagreb", "IT": "Europe/Rome",
    "LU": "Europe/Luxembourg", "PT": "Europe/Lisbon", "GB": "Europe/London",
    "BG": "Europe/Sofia", "GR": "Europe/Athens", "RS": "Europe/Belgrade",
    "IE": "Europe/Dublin", "CH": "Europe/Zurich",
}


# ---------------------------------------------------------------------------
# small helpers

def _hm(text: str) -> int:
    """'07:00', '0700', '7.00', '09:30:00', '24:00' -> minutes."""
    t = text.strip()
    m = re.fullmatch(r"(\d{1,2})[:.](\d{2})(?::(\d{2}))?", t) or re.fullmatch(r"(\d{2})(\d{2})", t)
    if not m:
        raise ValueError(f"bad time {text!r}")
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 24 or mi > 59 or (h == 24 and mi):
        raise ValueError(f"bad time {text!r}")
    return h * 60 + mi


def _close(text: str) -> int:
    """A close time where the carrier documents 23:59 as 'until midnight'
    (Packeta Z-BOX 24/7 "00:00–23:59"; DHL, Sendcloud and PostNord notes
    expect 24/7 as 00:00-23:59 or 24:00)."""
    m = _hm(text)
    return DAY if m == DAY - 1 else m


def _iv(start: int, end: int) -> tuple[int, int]:
    """One interval; a close at or before the open runs into the next day."""
    if end <= start:
        end += DAY
    return (start, end)


def _subtract(intervals, cut):
    out = []
    cs, ce = cut
    for s, e in intervals:
        if ce <= s or cs >= e:
            out.append((s, e))
            continue
        if s < cs:
            out.append((s, cs))
        if ce < e:
            out.append((ce, e))
    return out


def _state(schedule_for_date, local_dt: _dt.datetime):
    """schedule_for_date(date) -> list of intervals or None (unknown)."""
    d = local_dt.date()
    m = local_dt.hour * 60 + local_dt.minute
    prev = schedule_for_date(d - _dt.timedelta(days=1))
    if prev:
        if any(s <= m + DAY < e for s, e in prev):
            return True
    cur = schedule_for_date(d)
    if cur is None:
        return None
    return any(s <= m < e for s, e in cur)


def _weekly(week):
    """week: dict weekday(0=Mon)->intervals; missing weekday = closed."""
    def f(d):
        return week.get(d.weekday(), [])
    return f


ALWAYS = {i: [(0, DAY)] for i in range(7)}


def zone_for(country: str | None) -> str | None:
    if not country:
        return None
    return ZONES.get(country.strip().upper())


# ---------------------------------------------------------------------------
# InPost

_PL_DAYS = {"PN": 0, "WT": 1, "ŚR": 2, "SR": 2, "CZ": 3, "PT": 4, "SB": 5, "ND": 6}


def _day_list(text, names, seps=","):
    """'PN-PT', 'E,T,K', 'E-R', 'ma-pe' -> list of weekdays, or None."""
    out = []
    for part in re.split(r"\s*,\s*", text.strip()):
        if not part:
            continue
        if "-" in part or "–" in part:
            a, b = re.split(r"\s*[-–]\s*", part, maxsplit=1)
            if a not in names or b not in names:
                return None
            i, j = names[a], names[b]
            k = i
            while True:
                out.append(k)
                if k == j:
                    break
                k = (k + 1) % 7
        else:
            if part not in names:
                return None
            out.append(names[part])
    return out


def _inpost_text(text):
    t = text.strip()
    if t.replace(" ", "") in ("24/7", "24h", "0-24"):
        return dict(ALWAYS)
    tokens = re.findall(r"[A-ZŚ]{2}(?:\s*[-,]\s*[A-ZŚ]{2})*|\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}|\S+", t.upper())
    week = {}
    current = None
    for tok in tokens:
        days = _day_list(tok, _PL_DAYS)
        if days is not None:
            current = days
            continue
        m = re.fullmatch(r"(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})", tok)
        if m and current is not None:
            iv = _iv(_hm(m.group(1)), _hm(m.group(2)))
            for d in current:
                week.setdefault(d, []).append(iv)
            continue
        if tok in ("NIECZYNNE", "ZAMKNIĘTE", "ZAMKNIETE") and current is not None:
            for d in current:
                week[d] = []
            continue
        return None
    return week if week else None


_EN_DAYS = {n: i for i, n in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}


def inpost_schedule(r):
    if r.get("location_247") is True:
        return _weekly(ALWAYS)
    ext = (r.get("operating_hours_extended") or {}).get("customer")
    if isinstance(ext, dict) and ext:
        week = {}
        for name, lst in ext.items():
            if name.lower() not in _EN_DAYS:
                continue
            week[_EN_DAYS[name.lower()]] = [_iv(int(x["start"]), int(x["end"])) for x in (lst or [])]
        return _weekly(week)
    text = r.get("opening_hours")
    if isinstance(text, str) and text.strip():
        week = _inpost_text(text)
        if week is not None:
            return _weekly(week)
    return None


def is_open_inpost(r, local_dt):
    s = inpost_schedule(r)
    return None if s is None else _state(s, local_dt)


# ---------------------------------------------------------------------------
# DHL

def _date(s):
    return _dt.date.fromisoformat(s[:10])


def dhl_schedule(r):
    oh = r.get("openingHours")
    if not oh:
        return None
    week = {}
    for o in oh:
        day = str(o.get("dayOfWeek", "")).rstrip("/").rsplit("/", 1)[-1].lower()
        if day not in _EN_DAYS:
            return None
        week.setdefault(_EN_DAYS[day], []).append(_iv(_hm(o["opens"]), _close(o["closes"])))
    closures = [(_date(c["fromDate"]), _date(c["toDate"])) for c in (r.get("closurePeriods") or [])]

    def f(d):
        for a, b in closures:
            if a <= d <= b:
                return []
        return week.get(d.weekday(), [])
    return f


def is_open_dhl(r, local_dt):
    s = dhl_schedule(r)
    return None if s is None else _state(s, local_dt)


def dhl_dates(r):
    out = []
    for c in r.get("closurePeriods") or []:
        out += [_date(c["fromDate"]), _date(c["toDate"])]
    return out


def dhl_ids(r):
    ids = [i.get("locationId") for i in (r.get("location") or {}).get("ids", [])]
    url = r.get("url") or ""
    if url:
        ids.append(url.rsplit("/", 1)[-1])
    return [i for i in ids if i]


# ---------------------------------------------------------------------------
# Omniva

_EE_DAYS = {"E": 0, "T": 1, "K": 2, "N": 3, "R": 4, "L": 5, "P": 6}
_EE_TOKEN = re.compile(
    r"(?P<lunch>l[õo]una\s*:?\s*(?P<l1>\d{1,2}[.:]\d{2})\s*-\s*(?P<l2>\d{1,2}[.:]\d{2}))"
    r"|(?P<lastday>iga\s+kuu\s+viimane\s+t[öo][öo]p[äa]ev\s+suletud)"
    r"|(?P<wheel>ligip[äa][äa]s\s+ratastooliga)"
    r"|(?P<time>(?P<t1>\d{1,2}[.:]\d{2})\s*-\s*(?P<t2>\d{1,2}[.:]\d{2}))"
    r"|(?P<days>(?<![A-Za-zÀ-ž])[ETKNRLP](?:\s*[-,]\s*[ETKNRLP])*(?![A-Za-zÀ-ž]))"
    r"|(?P<closed>(?:ajutiselt\s+)?suletud)"
    r"|(?P<open>(?:ajutiselt\s+)?avatud)"
    r"|(?P<ja>(?<![A-Za-z])ja(?![A-Za-z]))"
    r"|(?P<sep>[\s,;:]+)"
    , re.IGNORECASE)


class _Spec:
    """A weekly Omniva spec: days named -> intervals; unnamed days closed unless
    the spec has times without any day (then those times are every day)."""

    def __init__(self):
        self.week = {}          # weekday -> intervals (named days)
        self.all_days = None    # intervals for every day (times with no day named)
        self.lunch = []
        self.last_workday_closed = False
        self.all_closed = False

    def intervals(self, d: _dt.date):
        if self.all_closed:
            return []
        if self.last_workday_closed and d.weekday() < 5:
            nxt = d + _dt.timedelta(days=1)
            while nxt.weekday() >= 5:
                nxt += _dt.timedelta(days=1)
            if nxt.month != d.month:
                return []
        ivs = self.week.get(d.weekday())
        if ivs is None:
            ivs = self.all_days or []
        for cut in self.lunch:
            ivs = _subtract(ivs, cut)
        return ivs

    def names(self, weekday):
        return self.all_closed or self.all_days is not None or weekday in self.week


def _omniva_spec(text: str):
    """Parse one weekly spec (no date prefixes).  Returns _Spec or None."""
    spec = _Spec()
    current = None
    last_was_time = False
    pos = 0
    text = text.strip()
    if not text:
        return None
    seen_any = False
    while pos < len(text):
        m = _EE_TOKEN.match(text, pos)
        if not m or m.end() == pos:
            return None
        pos = m.end()
        k = m.lastgroup
        if k in ("l1", "l2"):
            k = "lunch"
        if k in ("t1", "t2"):
            k = "time"
        if m.group("lunch"):
            a, b = _hm(m.group("l1")), _hm(m.group("l2"))
            spec.lunch.append((a, b))
        elif m.group("lastday"):
            spec.last_workday_closed = True
        elif m.group("wheel") or m.group("open") or m.group("ja") or m.group("sep"):
            pass
        elif m.group("time"):
            iv = _iv(_hm(m.group("t1")), _hm(m.group("t2")))
            seen_any = True
            if current is None:
                spec.all_days = (spec.all_days or []) + [iv]
            else:
                for d in current:
                    spec.week.setdefault(d, []).append(iv)
            last_was_time = True
        elif m.group("days"):
            days = _day_list(m.group("days").upper(), _EE_DAYS)
            if days is None:
                return None
            current = days
            last_was_time = False
        elif m.group("closed"):
            seen_any = True
            if current is None:
                spec.all_closed = True
            else:
                for d in current:
                    spec.week[d] = []
    if not seen_any:
        return None
    return spec


_D = r"(\d{1,2})\.(\d{1,2})"
_DY = r"(\d{1,2})\.(\d{1,2})\.(\d{4})"


def _mkdate(day, month, year):
    return _dt.date(int(year), int(month), int(day))


def _omniva_segments(text: str, until: _dt.date | None, start_default: _dt.date | None, temp: bool):
    """Split text into (from_date|None, to_date|None, spec_text) segments.

    from None = open start (regular hours) or, for temp hours, start_default.
    Raises ValueError when a date cannot be placed."""
    year = until.year if until else None
    pats = [
        ("range_y", re.compile(_DY + r"\s*kuni\s*" + _DY + r"\s*:?")),
        ("kuni", re.compile(r"kuni\s+" + _DY + r"\s*:?", re.I)),
        ("alates", re.compile(r"(?:alates|al\.)\s*" + _DY + r"\s*:?", re.I)),
        ("single_y", re.compile(_DY + r"\s*:")),
    ]
    if temp:
        pats += [
            ("alates_ny", re.compile(r"(?:alates|al\.)\s*" + _D + r"(?![.\d])\s*:?", re.I)),
            ("range_ny", re.compile(r"(?:perioodil\s+)?" + _D + r"\s*-\s*" + _D +
                                    r"(?=\s*(?::|(?:ajutiselt\s+)?avatud|suletud|[ETKNRLP][\s,-]))", re.I)),
            ("single_ny", re.compile(_D + r"(?![.\d:])(?=\s*(?::|avatud|suletud))", re.I)),
        ]
    segs = []
    pos = 0
    cur = (None, None)
    buf_start = 0
    n = len(text)

    def at_boundary(i):
        j = i - 1
        while j >= 0 and text[j] in " \t":
            j -= 1
        return j < 0 or text[j] in ";"

    i = 0
    while i < n:
        hit = None
        if at_boundary(i) and text[i] not in " \t;":
            for name, p in pats:
                m = p.match(text, i)
                if m:
                    hit = (name, m)
                    break
        if hit:
            name, m = hit
            segs.append((cur, text[buf_start:i]))
            g = m.groups()
            if name == "range_y":
                cur = (_mkdate(*g[0:3]), _mkdate(*g[3:6]))
            elif name == "kuni":
                cur = (start_default if temp else None, _mkdate(*g[0:3]))
            elif name == "alates":
                cur = (_mkdate(*g[0:3]), until if temp else None)
            elif name == "single_y":
                d = _mkdate(*g[0:3])
                cur = (d, d)
            else:
                if year is None:
                    raise ValueError("no year for a date without a year")
                if name == "alates_ny":
                    cur = (_mkdate(g[0], g[1], year), until)
                elif name == "range_ny":
                    a = _mkdate(g[0], g[1], year)
                    b = _mkdate(g[2], g[3], year)
                    if a > b:
                        a = _mkdate(g[0], g[1], year - 1)
                    cur = (a, b)
                else:
                    d = _mkdate(g[0], g[1], year)
                    cur = (d, d)
            i = m.end()
            buf_start = i
            continue
        i += 1
    segs.append((cur, text[buf_start:]))
    out = []
    for (a, b), t in segs:
        t = t.strip(" ;,")
        if not t:
            continue
        out.append((a, b, t))
    return out


def _omniva_str(r, key):
    v = r.get(key)
    if not isinstance(v, str):
        return ""
    v = v.strip()
    return "" if v.upper() == "NULL" else v


def _omniva_date(s):
    s = s.strip()
    if not s or s.upper() == "NULL":
        return None
    m = re.fullmatch(_DY, s)
    return _mkdate(*m.groups()) if m else None


# Closures in words (rule 3 of the brief; Estonian, with the Latvian and
# Lithuanian words that mean the same).  Text after ";" that starts with
# "lähim" ("nearest: ...") is a note and changes nothing.
_NOTE = re.compile(r"^\s*(?:l[äa]him|tuvākais|tuvakais|artimiausias|artimiausia)\b", re.I)
_W_FROM = r"(?:alates|al\.?|no|nuo)"
_W_CLOSED = r"(?:suletud|sl[ēe]gts|sl[ēe]gta|u[žz]daryta|u[žz]darytas)"
_W_TEMP = r"(?:ajutiselt|[īi]slaic[īi]gi|laikinai)"
_W_PERM = r"(?:alaliselt|past[āa]v[īi]gi|visam\s+laikui)"
_W_DATE = r"(\d{1,2})\.(\d{1,2})\.?(?:(\d{4}|\d{2})\.?)?"
_CL_FROM = re.compile(rf"{_W_FROM}\s*{_W_DATE}\s*(?:{_W_TEMP}\s+|{_W_PERM}\s+)?{_W_CLOSED}", re.I)
_CL_RANGE = re.compile(rf"{_W_DATE}\s*-\s*{_W_DATE}\s*(?:{_W_TEMP}\s+)?{_W_CLOSED}", re.I)
_CL_NOW = re.compile(rf"(?:[^\d;:]*\s)?{_W_TEMP}\s+{_W_CLOSED}", re.I)

NOW = "now"   # a closure "from now on": from the data date


def _strip_notes(text):
    parts = [p.strip() for p in text.split(";")]
    return ";".join(p for p in parts if p and not _NOTE.match(p))


def _omniva_closure(text, year):
    """A closure in words -> (from | NOW, to | None) or None when the text is not one."""
    t = _strip_notes(text).strip(" .;,")

    def day(dd, mm, yy):
        y = year if not yy else (int(yy) + 2000 if len(yy) == 2 else int(yy))
        if y is None:
            raise ValueError("no year for a date without a year")
        return _dt.date(y, int(mm), int(dd))
    m = _CL_FROM.fullmatch(t)
    if m:
        return (day(*m.groups()[0:3]), None)
    m = _CL_RANGE.fullmatch(t)
    if m:
        g = m.groups()
        b = day(*g[3:6])
        a = day(g[0], g[1], g[2] or str(b.year))
        if a > b:
            a = _dt.date(a.year - 1, a.month, a.day)
        return (a, b)
    m = _CL_NOW.fullmatch(t)
    if m:
        return (NOW, None)
    return None


class OmnivaReading:
    """The regular week, temporary weeks (temps) and closures in words.

    A part that cannot be read makes what it governs unknown: an unreadable
    regular week leaves the days outside any readable closure unknown (rule 3:
    "the days of the closure are closed, the other days unknown")."""

    def __init__(self, r, data_date=None):
        self.r = r
        self.readable = True        # everything was read (regular week and temps)
        self.regular_ok = True
        self.modified = None
        mod = _omniva_str(r, "MODIFIED")
        if mod:
            self.modified = _dt.date.fromisoformat(mod[:10])
        self.data_date = data_date
        self.regular = []   # (from|None, to|None, spec)
        self.temps = []     # (from, to, spec)
        self.closures = []  # (from, to|None): closed every day, both inclusive
        self.undefined_before = None
        if str(r.get("TYPE")) == "0":
            # parcel machine: SERVICE_HOURS holds courier times, no opening hours
            self.readable = False
            self.regular_ok = False
            return
        sh = _omniva_str(r, "SERVICE_HOURS")
        if not sh:
            self.readable = False
            self.regular_ok = False
            return
        try:
            regular = []
            for a, b, t in _omniva_segments(sh, None, None, False):
                spec = _omniva_spec(t)
                if spec is None:
                    raise ValueError(t)
                regular.append((a, b, spec))
            self.regular = regular
        except (ValueError, AttributeError):
            self.readable = False
            self.regular_ok = False
        for tk, uk in (("TEMP_SERVICE_HOURS", "TEMP_SERVICE_HOURS_UNTIL"),
                       ("TEMP_SERVICE_HOURS_2", "TEMP_SERVICE_HOURS_2_UNTIL")):
            th = _omniva_str(r, tk)
            until = _omniva_date(_omniva_str(r, uk))
            if not th:
                continue
            try:
                self.temps += self._temp(th, until)
                continue
            except (ValueError, AttributeError):
                pass
            # not readable as dated weeks: a closure in words?
            # a date without a year: the year of MODIFIED, else of the until-date
            # (what the dated weeks above use), else of the data date
            base = self.modified or until or data_date
            year = base.year if base else None
            try:
                c = _omniva_closure(th, year)
            except ValueError:
                c = None
            if c is not None:
                a, b = c
                # A temporary field's closure with no end of its own lasts through the field's
                # until-date (as every other temporary text does); closed for good has no end.
                permanent = re.search(_W_PERM, th, re.I) is not None
                if b is None and not permanent and until is not None:
                    b = until
                if a == NOW and self.modified is not None:
                    a = self.modified
                if a == NOW:
                    if data_date is None:
                        a = self.modified or _dt.date.max
                    else:
                        a = data_date
                        self.undefined_before = max(self.undefined_before or _dt.date.min, data_date)
                self.closures.append((a, b))
                continue
            stripped = _strip_notes(th)
            try:
                if stripped == th.strip():
                    raise ValueError(th)
                self.temps += self._temp(stripped, until)
            except (ValueError, AttributeError):
                self.readable = False

    def _temp(self, th, until):
        if until is None:
            raise ValueError("temp hours without until")
        start = self.modified
        out = []
        for a, b, t in _omniva_segments(th, until, start, True):
            spec = _omniva_spec(t)
            if spec is None:
                raise ValueError(t)
            if b is None:
                b = until
            if a is None:
                if start is None:
                    # MODIFIED empty: start unknown; undefined before until
                    a = _dt.date.min
                    self.undefined_before = max(self.undefined_before or _dt.date.min, b)
                else:
                    a = start
            out.append((a, b, spec))
        return out

    def closed_on(self, d):
        return any(a <= d and (b is None or d <= b) for a, b in self.closures)

    def schedule(self, d: _dt.date):
        if self.closed_on(d):
            return []
        covering = [(a, b, s) for a, b, s in self.temps if a <= d <= b]
        if not self.readable:
            # only what was read whole and closes the day is known
            if covering and all(s.all_closed for a, b, s in covering):
                return []
            return None
        if covering:
            width = min((b - a).days for a, b, s in covering)
            narrow = [s for a, b, s in covering if (b - a).days == width]
            naming = [s for s in narrow if s.names(d.weekday())]
            if naming:
                ivs = []
                for s in naming:
                    ivs += s.intervals(d)
                return ivs
            return []
        for a, b, s in self.regular:
            if (a is None or a <= d) and (b is None or d <= b):
                return s.intervals(d)
        return None


_OMNIVA_CACHE = {}


def _omniva_reading(r, data_date):
    key = (id(r), data_date)
    hit = _OMNIVA_CACHE.get(key)
    if hit is None or hit.r is not r:
        hit = OmnivaReading(r, data_date)
        _OMNIVA_CACHE[key] = hit
    return hit


def is_open_omniva(r, local_dt, data_date=None):
    rd = _omniva_reading(r, data_date)
    if not rd.readable and not rd.closures and not any(s.all_closed for a, b, s in rd.temps):
        return None
    return _state(rd.schedule, local_dt)


def comparable_omniva(r, local_dt, data_date=None):
    rd = _omniva_reading(r, data_date)
    if rd.undefined_before and local_dt.date() < rd.undefined_before:
        return False
    return True


def omniva_dates(r, data_date=None):
    rd = _omniva_reading(r, data_date)
    out = []
    if rd.modified:
        out.append(rd.modified)
    for a, b, s in rd.regular:
        out += [x for x in (a, b) if x]
    for a, b, s in rd.temps:
        out += [x for x in (a, b) if x and x != _dt.date.min]
    for a, b in rd.closures:
        out += [x for x in (a, b) if x and x not in (_dt.date.min, _dt.date.max)]
    # the until-dates too: a closure in words ignores them, the engine may not
    for uk in ("TEMP_SERVICE_HOURS_UNTIL", "TEMP_SERVICE_HOURS_2_UNTIL"):
        u = _omniva_date(_omniva_str(r, uk))
        if u:
            out.append(u)
    return sorted(set(out))


# ---------------------------------------------------------------------------
# Packeta

def _packeta_hours(text):
    if text is None or isinstance(text, dict):
        return []
    text = text.strip()
    if not text:
        return []
    out = []
    for part in re.split(r"\s*,\s*", text):
        m = re.fullmatch(r"(\d{1,2}:\d{2})\s*[–—-]\s*(\d{1,2}:\d{2})", part)
        if not m:
            raise ValueError(part)
        out.append(_iv(_hm(m.group(1)), _close(m.group(2))))
    return out


def _packeta_exceptions(ex):
    out = {}
    if not ex:
        return out
    if isinstance(ex, dict) and "exception" in ex:
        ex = ex["exception"]
        if isinstance(ex, dict):
            ex = [ex]
    if isinstance(ex, dict):
        for k, v in ex.items():
            out[_date(k)] = _packeta_hours(v)
    else:
        for e in ex:
            out[_date(e["date"])] = _packeta_hours(e.get("hours"))
    return out


def packeta_schedule(r):
    oh = r.get("openingHours") or {}
    reg = oh.get("regular") or {}
    try:
        week = {i: _packeta_hours(reg.get(n)) for n, i in _EN_DAYS.items()}
        exc = _packeta_exceptions(oh.get("exceptions"))
    except ValueError:
        return None
    if not any(week.values()) and not exc:
        return None

    def f(d):
        if d in exc:
            return exc[d]
        return week[d.weekday()]
    return f


def is_open_packeta(r, local_dt):
    s = packeta_schedule(r)
    return None if s is None else _state(s, local_dt)


def packeta_dates(r):
    try:
        return list(_packeta_exceptions((r.get("openingHours") or {}).get("exceptions")).keys())
    except ValueError:
        return []


def _xml_to_obj(el):
    kids = list(el)
    if not kids:
        return (el.text or "").strip()
    out = {}
    for k in kids:
        tag = k.tag.split("}", 1)[-1]
        v = _xml_to_obj(k)
        if tag in out:
            if not isinstance(out[tag], list):
                out[tag] = [out[tag]]
            out[tag].append(v)
        else:
            out[tag] = v
    return out


def gls_xml_points(path):
    """GLS getDropoffPoints XML (<DropoffData><Data><DropoffPoint ID=... CtrCode=...>
    <Openings><Openings Day="Monday" OpenHours="08:00-18:00" MidBreak="12:00-13:00"/>)
    -> dicts in the shape gls_schedule reads ("openings" with day/open/midbreak)."""
    root = ET.parse(path).getroot()
    out = []
    for el in root.iter():
        if el.tag.split("}", 1)[-1] != "DropoffPoint":
            continue
        a = el.attrib
        rec = {"id": a.get("ID"), "ctrcode": a.get("CtrCode"), "name": a.get("Name")}
        ops = []
        for o in el.iter():
            if o is el or o.tag.split("}", 1)[-1] != "Openings" or "Day" not in o.attrib:
                continue
            ops.append({"day": o.attrib.get("Day", ""), "open": o.attrib.get("OpenHours", ""),
                        "midbreak": o.attrib.get("MidBreak", "")})
        if ops:
            rec["openings"] = ops
        out.append(rec)
    return out


def packeta_xml_branches(path):
    root = ET.parse(path).getroot()
    out = []
    for el in root.iter():
        if el.tag.split("}", 1)[-1] == "branch":
            b = _xml_to_obj(el)
            ex = (b.get("openingHours") or {}).get("exceptions")
            if isinstance(ex, dict) and "exception" in ex and isinstance(ex["exception"], dict):
                ex["exception"] = [ex["exception"]]
            out.append(b)
    return out


# ---------------------------------------------------------------------------
# Sendcloud

def sendcloud_schedule(r):
    fot = r.get("formatted_opening_times")
    if not isinstance(fot, dict):
        return None
    week = {}
    try:
        for k, lst in fot.items():
            ivs = []
            for s in lst or []:
                m = re.fullmatch(r"\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*", s)
                if not m:
                    raise ValueError(s)
                ivs.append(_iv(_hm(m.group(1)), _close(m.group(2))))
            week[int(k)] = ivs
    except ValueError:
        return None
    if not any(week.values()):
        return None
    return _weekly(week)


def is_open_sendcloud(r, local_dt):
    s = sendcloud_schedule(r)
    return None if s is None else _state(s, local_dt)


# ---------------------------------------------------------------------------
# PostNord

_PN_DAYS = {"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}


def _pn_day(s):
    s = str(s).strip().upper()
    if s in _PN_DAYS:
        return _PN_DAYS[s]
    if s.lower() in _EN_DAYS:
        return _EN_DAYS[s.lower()]
    raise ValueError(s)


def _easter(year):
    """Gregorian Easter Sunday (anonymous Gregorian algorithm)."""
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l_ = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l_) // 451
    month, day = divmod(h + l_ - 7 * m + 114, 31)
    return _dt.date(year, month, day + 1)


def _weekday_between(year, month, day_from, day_to, weekday):
    d = _dt.date(year, month, day_from)
    while d.weekday() != weekday:
        d += _dt.timedelta(days=1)
    assert d.day <= day_to
    return d


def _fixed(month, day):
    return lambda y, cc: _dt.date(y, month, day)


def _easter_plus(n):
    return lambda y, cc: _easter(y) + _dt.timedelta(days=n)


def _all_saints(y, cc):
    if cc in ("DK", "NO"):
        # 1 November is not a public holiday there: the first Sunday of November
        return _weekday_between(y, 11, 1, 7, 6)
    d = _dt.date(y, 10, 31)            # SE/FI: the Saturday from Oct 31 to Nov 6
    while d.weekday() != 5:
        d += _dt.timedelta(days=1)
    return d


def _midsummer_eve(y, cc):
    if cc in ("DK", "NO"):
        return _dt.date(y, 6, 23)      # Sankthansaften
    return _weekday_between(y, 6, 19, 25, 4)


def _midsummer_day(y, cc):
    if cc in ("DK", "NO"):
        return _dt.date(y, 6, 24)
    return _weekday_between(y, 6, 20, 26, 5)


def _national(y, cc):
    return {"SE": _dt.date(y, 6, 6), "DK": _dt.date(y, 6, 5), "NO": _dt.date(y, 5, 17),
            "FI": _dt.date(y, 12, 6)}.get(cc)


def _constitution(y, cc):
    return {"DK": _dt.date(y, 6, 5), "NO": _dt.date(y, 5, 17)}.get(cc)


def _independence(y, cc):
    return _dt.date(y, 12, 6) if cc == "FI" else None


# PostNord specialDates name a day without its date (the API sends English names;
# the Nordic forms are accepted too).  name -> f(year, country) -> date | None.
_PN_SPECIAL = {}
for _names, _f in [
    (["christmas eve", "julafton", "juleaften", "jouluaatto"], _fixed(12, 24)),
    (["christmas day", "juldagen", "juledag", "1. juledag", "første juledag", "forste juledag",
      "joulupäivä"], _fixed(12, 25)),
    (["boxing day", "annandag jul", "anden juledag", "2. juledag", "andre juledag", "tapaninpäivä"],
     _fixed(12, 26)),
    (["new years eve", "nyårsafton", "nytårsaften", "nyttårsaften", "uudenvuodenaatto"], _fixed(12, 31)),
    (["new years day", "nyårsdagen", "nytårsdag", "nyttårsdag", "1. nyttårsdag", "uudenvuodenpäivä"],
     _fixed(1, 1)),
    (["epiphany", "trettondagen", "trettondedag jul", "trettondag jul", "helligtrekongersdag",
      "loppiainen"], _fixed(1, 6)),
    (["all saints day", "alla helgons dag", "allehelgensdag", "allehelgens dag", "pyhäinpäivä"],
     _all_saints),
    (["midsummer eve", "midsommarafton", "sankthansaften", "sankt hans aften", "juhannusaatto"],
     _midsummer_eve),
    (["midsummer day", "midsommardagen", "juhannuspäivä"], _midsummer_day),
    (["good friday", "långfredagen", "langfredag", "pitkäperjantai"], _easter_plus(-2)),
    (["easter sunday", "easter day", "påskdagen", "påskedag", "1. påskedag", "pääsiäispäivä"],
     _easter_plus(0)),
    (["easter monday", "annandag påsk", "anden påskedag", "2. påskedag", "andre påskedag",
      "toinen pääsiäispäivä"], _easter_plus(1)),
    (["maundy thursday", "skärtorsdagen", "skærtorsdag", "skjærtorsdag", "kiirastorstai"],
     _easter_plus(-3)),
    (["ascension day", "kristi himmelsfärdsdag", "kristi himmelfartsdag", "helatorstai"],
     _easter_plus(39)),
    (["whit sunday", "pentecost", "pingstdagen", "pinsedag", "1. pinsedag", "helluntaipäivä"],
     _easter_plus(49)),
    (["whit monday", "annandag pingst", "anden pinsedag", "2. pinsedag", "andre pinsedag"],
     _easter_plus(50)),
    (["may day", "labour day", "labor day", "första maj", "1. maj", "arbeidernes dag",
      "1. mai", "vappu"], _fixed(5, 1)),
    (["national day", "sveriges nationaldag", "nationaldagen"], _national),
    (["constitution day", "grundlovsdag", "grunnlovsdag", "grunnlovsdagen"], _constitution),
    (["independence day", "itsenäisyyspäivä"], _independence),
]:
    for _n in _names:
        _PN_SPECIAL[_n] = _f


def _pn_name(reason):
    t = str(reason or "").strip().lower().replace("’", "'").replace("'", "")
    return re.sub(r"\s+", " ", t)


def postnord_special(r, year):
    """{date: intervals} for the record's specialDates in one year (unknown names skipped)."""
    oh = r.get("openingHours")
    sd = oh.get("specialDates") if isinstance(oh, dict) else None
    cc = str((r.get("visitingAddress") or {}).get("countryCode") or "").strip().upper()
    out = {}
    for e in sd or []:
        if not isinstance(e, dict):
            continue
        f = _PN_SPECIAL.get(_pn_name(e.get("reason")))
        if f is None:
            continue
        d = f(year, cc)
        if d is None:
            continue
        if e.get("isClosed") is True:
            out[d] = []
        elif e.get("isClosed") is False and e.get("openTime") and e.get("closeTime"):
            try:
                out[d] = [_iv(_hm(e["openTime"]), _close(e["closeTime"]))]
            except ValueError:
                continue
    return out


def postnord_dates(r, data_date=None):
    if data_date is None:
        return []
    out = []
    for y in (data_date.year, data_date.year + 1):
        out += sorted(postnord_special(r, y).keys())
    return out


def postnord_schedule(r):
    oh = r.get("openingHours")
    week = {}
    try:
        if isinstance(oh, dict):
            ps = oh.get("postalServices") or []
            if not ps:
                return None
            for e in ps:
                od, cd = _pn_day(e["openDay"]), _pn_day(e["closeDay"])
                a, b = _hm(e["openTime"]), _close(e["closeTime"])
                span = (cd - od) % 7
                if span == 0:
                    iv = _iv(a, b)
                else:
                    iv = (a, span * DAY + b)
                week.setdefault(od, []).append(iv)
        elif isinstance(oh, list) and oh:
            for e in oh:
                d = _pn_day(e["day"])
                week.setdefault(d, [])
                for i in (1, 2):
                    f, t = e.get(f"from{i}"), e.get(f"to{i}")
                    if f and t:
                        week[d].append(_iv(_hm(f), _close(t)))
        else:
            return None
    except (ValueError, KeyError):
        return None

    special = {}

    def f(d):
        # intervals may span more than one day (v5 closeDay); see is_open_postnord.
        # A special date replaces that day's own hours only.
        if d.year not in special:
            special[d.year] = postnord_special(r, d.year)
        if d in special[d.year]:
            return special[d.year][d]
        return week.get(d.weekday(), [])
    return f


def is_open_postnord(r, local_dt):
    s = postnord_schedule(r)
    if s is None:
        return None
    d = local_dt.date()
    m = local_dt.hour * 60 + local_dt.minute
    for back in range(0, 7):
        for a, b in s(d - _dt.timedelta(days=back)):
            if a <= m + back * DAY < b:
                return True
    return False


# ---------------------------------------------------------------------------
# GLS

_GLS_DAYS = dict(_EN_DAYS)


def gls_schedule(r):
    week = {}
    try:
        if "hours" in r:
            hs = r.get("hours") or []
            if not hs:
                return None
            for h in hs:
                d = int(h[0]) - 1
                week.setdefault(d, [])
                if h[1] is None or h[2] is None:
                    continue
                ivs = [_iv(_hm(h[1]), _hm(h[2]))]
                if len(h) >= 5 and h[3] and h[4]:
                    ivs = _subtract(ivs, (_hm(h[3]), _hm(h[4])))
                week[d] += ivs
        elif r.get("openings"):
            for o in r["openings"]:
                d = _GLS_DAYS[o["day"].strip().lower()]
                week.setdefault(d, [])
                txt = (o.get("open") or "").strip()
                if not txt:
                    continue
                a, b = re.split(r"\s*-\s*", txt)
                ivs = [_iv(_hm(a), _hm(b))]
                mb = (o.get("midbreak") or "").strip()
                if mb:
                    c, e = re.split(r"\s*-\s*", mb)
                    ivs = _subtract(ivs, (_hm(c), _hm(e)))
                week[d] += ivs
        else:
            return None
    except (ValueError, KeyError, TypeError, IndexError):
        return None
    holiday = None
    if r.get("holidaystarts") and r.get("holidayends"):
        holiday = (_date(r["holidaystarts"]), _date(r["holidayends"]))

    def f(d):
        if holiday and holiday[0] <= d <= holiday[1]:
            return []
        return week.get(d.weekday(), [])
    return f


def is_open_gls(r, local_dt):
    s = gls_schedule(r)
    return None if s is None else _state(s, local_dt)


def gls_dates(r):
    if r.get("holidaystarts") and r.get("holidayends"):
        return [_date(r["holidaystarts"]), _date(r["holidayends"])]
    return []


# ---------------------------------------------------------------------------
# Posti

_FI_DAYS = {"ma": 0, "ti": 1, "ke": 2, "to": 3, "pe": 4, "la": 5, "su": 6}


def _posti_text(text):
    t = text.strip()
    if not t:
        return None
    if t.lower().replace(" ", "") in ("24h", "24/7", "0-24"):
        return dict(ALWAYS)
    # compact "V0730-2200L0730-2200S0900-2200": V Mon-Fri, L Sat, S Sun
    if re.fullmatch(r"(?:[VLS]\d{4}-\d{4})+", t):
        week = {}
        for letter, a, b in re.findall(r"([VLS])(\d{4})-(\d{4})", t):
            days = {"V": [0, 1, 2, 3, 4], "L": [5], "S": [6]}[letter]
            for d in days:
                week.setdefault(d, []).append(_iv(_hm(a), _hm(b)))
        return week
    week = {}
    for part in re.split(r"\s*,\s*(?=[a-zA-Z])", t):
        m = re.fullmatch(r"([a-z]{2}(?:\s*-\s*[a-z]{2})?)\s+(\d{1,2}(?:[.:]\d{2})?)\s*-\s*(\d{1,2}(?:[.:]\d{2})?)",
                         part.strip().lower())
        if not m:
            return None
        days = _day_list(m.group(1).replace(" ", ""), _FI_DAYS)
        if days is None:
            return None

        def tm(x):
            return _hm(x) if re.search(r"[.:]", x) else int(x) * 60
        iv = _iv(tm(m.group(2)), tm(m.group(3)))
        if iv[1] == DAY - 1:
            iv = (iv[0], DAY)
        for d in days:
            week.setdefault(d, []).append(iv)
    return week


def posti_schedule(r):
    ot = r.get("openingTimes")
    try:
        if ot:
            week = {}
            for e in ot:
                d = int(e["weekday"]) - 1
                # "A closing time of 00:00 or 23:59 is midnight" holds for every
                # carrier (docs/guides/carriers.md, Hours)
                week.setdefault(d, []).append(_iv(_hm(e["timeFrom"]), _close(e["timeTo"])))
            return _weekly(week)
        av = r.get("availability")
        if isinstance(av, dict):
            av = av.get("fi") or av.get("en") or ""
        if isinstance(av, str) and av.strip():
            week = _posti_text(av)
            if week is not None:
                return _weekly(week)
    except (ValueError, KeyError, TypeError):
        return None
    return None


def is_open_posti(r, local_dt):
    s = posti_schedule(r)
    return None if s is None else _state(s, local_dt)


# ---------------------------------------------------------------------------
# dispatch

IS_OPEN = {
    "inpost": is_open_inpost, "dhl": is_open_dhl, "omniva": is_open_omniva,
    "packeta": is_open_packeta, "sendcloud": is_open_sendcloud,
    "postnord": is_open_postnord, "gls": is_open_gls, "posti": is_open_posti,
}


def is_open(carrier, record, local_dt, data_date=None):
    """data_date: the "now" of the data (closures in words without a date start
    then; PostNord's named special days are placed around it)."""
    if carrier == "omniva":
        return is_open_omniva(record, local_dt, data_date)
    return IS_OPEN[carrier](record, local_dt)


def comparable(carrier, record, local_dt, data_date=None):
    if carrier == "omniva":
        return comparable_omniva(record, local_dt, data_date)
    return True


def dated_days(carrier, record, data_date=None):
    if carrier == "omniva":
        return omniva_dates(record, data_date)
    if carrier == "postnord":
        return postnord_dates(record, data_date)
    f = {"dhl": dhl_dates, "packeta": packeta_dates, "gls": gls_dates}.get(carrier)
    return f(record) if f else []


def country_of(carrier, r):
    if carrier == "inpost":
        return r.get("country") or "PL"
    if carrier == "dhl":
        return ((r.get("place") or {}).get("address") or {}).get("countryCode")
    if carrier == "omniva":
        return r.get("A0_NAME")
    if carrier == "packeta":
        return r.get("country")
    if carrier == "sendcloud":
        return r.get("country")
    if carrier == "postnord":
        return (r.get("visitingAddress") or {}).get("countryCode")
    if carrier == "gls":
        c = r.get("contact")
        return (c.get("countryCode") if isinstance(c, dict) else None) or r.get("ctrcode")
    if carrier == "posti":
        return r.get("countryCode") or "FI"
    return None


def ids_of(carrier, r):
    """The carrier ids a feature's carrier:ref may be."""
    if carrier == "inpost":
        return [r.get("name")]
    if carrier == "dhl":
        return dhl_ids(r)
    if carrier == "omniva":
        return [r.get("ZIP")]
    if carrier == "packeta":
        return [r.get("id")]
    if carrier == "sendcloud":
        return [str(r.get("id"))]
    if carrier == "postnord":
        return [r.get("servicePointId")]
    if carrier == "gls":
        return [r.get("id") or r.get("pclshopid")]
    if carrier == "posti":
        return [r.get("pupCode"), r.get("id")]
    return []


def raw_hours_text(carrier, r):
    keys = {
        "inpost": ["location_247", "opening_hours", "operating_hours_extended"],
        "dhl": ["openingHours", "closurePeriods"],
        "omniva": ["TYPE", "SERVICE_HOURS", "TEMP_SERVICE_HOURS", "TEMP_SERVICE_HOURS_UNTIL",
                   "TEMP_SERVICE_HOURS_2", "TEMP_SERVICE_HOURS_2_UNTIL", "MODIFIED"],
        "packeta": ["openingHours", "status"],
        "sendcloud": ["formatted_opening_times"],
        "postnord": ["openingHours"],
        "gls": ["hours", "openings", "holidaystarts", "holidayends"],
        "posti": ["openingTimes", "availability"],
    }[carrier]
    out = {}
    for k in keys:
        if k in r:
            v = r[k]
            if carrier == "posti" and k == "openingTimes" and v:
                v = [(e.get("weekday"), e.get("timeFrom"), e.get("timeTo")) for e in v]
            if carrier == "dhl" and k == "openingHours" and v:
                v = [(e.get("dayOfWeek", "").rsplit("/", 1)[-1][:2], e.get("opens"), e.get("closes")) for e in v]
            out[k] = v
    return out
