#!/usr/bin/env python3
"""Reference sun times for Tests/OpeningHoursTests/SunCalculatorTests.swift.

Two independent implementations: the PyPI package `astral` (3.2), which implements the NOAA
solar calculator equations, and PyEphem (`ephem` 4.x, VSOP87 theory; sun's centre at 0.833° or 6°
below the horizon, no refraction model, i.e. the same definition). Near the grazing point of the
white nights astral's two fixed iterations have not converged and it differs from PyEphem by a
few minutes; PyEphem is then the better reference. Run:

    python3 -m venv /tmp/sunvenv && /tmp/sunvenv/bin/pip install astral==3.2 ephem
    /tmp/sunvenv/bin/python scripts/sun-reference.py

and paste the printed rows (astral minutes, PyEphem minutes) into the test table. Times are minutes after local midnight; `nil`
where astral reports that the sun never reaches the event's depression (polar day/night).
An evening event after midnight (white nights) is given as 1440 or more, as SunCalculator does.
"""
import datetime
from zoneinfo import ZoneInfo

import ephem
from astral import Observer
from astral.sun import dawn, dusk, sunrise, sunset

PLACES = [
    ("Helsinki", 60.1699, 24.9384, "Europe/Helsinki"),
    ("Berlin", 52.5200, 13.4050, "Europe/Berlin"),
    ("Madrid", 40.4168, -3.7038, "Europe/Madrid"),
    ("New York", 40.7128, -74.0060, "America/New_York"),
    ("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
    ("Tromsø", 69.6492, 18.9553, "Europe/Oslo"),
]
DATES = [(2026, 3, 20), (2026, 3, 29), (2026, 6, 21), (2026, 9, 22), (2026, 12, 21), (2025, 11, 1)]
EVENTS = [("dawn", dawn), ("sunrise", sunrise), ("sunset", sunset), ("dusk", dusk)]


def minutes(moment: datetime.datetime, day: datetime.date) -> float:
    """Minutes after local midnight of `day` (negative or >= 1440 when astral lands on another day)."""
    local_midnight = datetime.datetime.combine(day, datetime.time(0), tzinfo=moment.tzinfo)
    return (moment - local_midnight).total_seconds() / 60


def ephem_minutes(lat: float, lon: float, tz: ZoneInfo, day: datetime.date, event: str) -> str:
    """PyEphem's time of the event on `day`, in minutes after local midnight, or "nil"."""
    observer = ephem.Observer()
    observer.lat, observer.lon = str(lat), str(lon)
    observer.pressure = 0  # the 0.833° / 6° depressions already include refraction
    observer.horizon = "-0.8333" if event in ("sunrise", "sunset") else "-6"
    start_hour = 0 if event in ("dawn", "sunrise") else 12
    start = datetime.datetime.combine(day, datetime.time(start_hour), tzinfo=tz)
    observer.date = start.astimezone(datetime.timezone.utc).replace(tzinfo=None)
    try:
        if event in ("dawn", "sunrise"):
            moment = observer.next_rising(ephem.Sun(), use_center=True)
        else:
            moment = observer.next_setting(ephem.Sun(), use_center=True)
    except (ephem.AlwaysUpError, ephem.NeverUpError):
        return "nil"
    local = moment.datetime().replace(tzinfo=datetime.timezone.utc).astimezone(tz)
    value = minutes(local, day)
    return "nil" if value > 1440 + 720 else str(round(value))


for name, lat, lon, zone in PLACES:
    tz = ZoneInfo(zone)
    observer = Observer(latitude=lat, longitude=lon, elevation=0)
    for y, m, d in DATES:
        day = datetime.date(y, m, d)
        for event, function in EVENTS:
            try:
                value = minutes(function(observer, day, tzinfo=tz), day)
                if event in ("sunset", "dusk") and value < 720:
                    # astral returned the previous evening's event, which fell after midnight; this
                    # day's event is after the next midnight (white nights), so ask for the next date.
                    value = minutes(function(observer, day + datetime.timedelta(days=1), tzinfo=tz), day)
                value = str(round(value))
            except ValueError:
                value = "nil"
            reference = ephem_minutes(lat, lon, tz, day, event)
            print(f'        ("{name}", {lat}, {lon}, "{zone}", "{y}-{m:02}-{d:02}", .{event}, {value}, {reference}),')
