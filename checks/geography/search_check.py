#!/usr/bin/env python3
"""Search real addresses as people type them, against `placepicker geography search --batch`.

Builds query sets from a sample.py document, sends them all through one
`placepicker geography search GEOGRAPHY --batch` (one query a line in, one JSON object a line out)
and prints the hit rate of each set, with its misses:

- full: the address as its country writes it, "Istedgade 37, 1650 København V" or
  "10 Downing Street, London SW1A 2AA" (street, number and whatever of postcode and town it has);
- short: street and number alone, "Istedgade 37";
- folded: the full address in lower case, letters folded (ä→a or ae, ø→o or oe, ß→ss),
  "straße"/"strasse" written "str." half the time, words in another order a third of the time;
- typo: street and number with one letter deleted, doubled or replaced in one word of five
  letters or more of the street (never its first letter, never in the number);
- postcode: each distinct postcode of the whole sample, as written and without its space or dash.

An address query hits when the first result lies within 30 m of the address (of any object that
carries it, or inside its building). Short, folded-without-town and typo queries name no town, so
there any object with the same street and number counts. A postcode query hits when the first
result has kind "postcode" and lies in the bounding box, grown by 200 m, of the postcode's
addresses. A nonsense address must get no "house" result. Exits 1 when a set is below its minimum.

Usage: search_check.py SAMPLE.json GEOGRAPHY [--placepicker BIN] [--per-set 100] [--seed 60]
       [--min-full 97 --min-short 95 --min-folded 95 --min-typo 90 --min-postcode 95]
       search_check.py SAMPLE.json --dry-run     (print the queries, run nothing)
"""
import argparse
import json
import math
import os
import random
import re
import subprocess
import sys
import unicodedata

NONSENSE = "Qwxzv Plbbt 99999"
# Countries that write the number before the street, and those that write the town before the
# postcode ("10 Downing Street, London SW1A 2AA"); everywhere else "Istedgade 37, 1650 København V".
NUMBER_FIRST = {"FR", "MC", "LU", "GB", "IE", "US", "CA", "AU", "NZ", "IL"}
TOWN_FIRST = {"GB", "IE", "US", "CA", "AU", "NZ"}
# Folded letters: one table strips the marks, the other spells them out.
STRIP = {"ä": "a", "ö": "o", "ü": "u", "ø": "o", "æ": "ae", "å": "a", "ß": "ss", "œ": "oe", "ł": "l", "đ": "d"}
SPELL = {"ä": "ae", "ö": "oe", "ü": "ue", "ø": "oe", "æ": "ae", "å": "aa", "ß": "ss", "œ": "oe", "ł": "l", "đ": "d"}
STRASSE = re.compile(r"stra(ß|ss)e\b")
LONG_WORD = re.compile(r"[^\W\d_]{5,}")


def street_part(a):
    if a["country"] in NUMBER_FIRST:
        return f"{a['housenumber']} {a['street']}"
    return f"{a['street']} {a['housenumber']}"


def locality_part(a):
    parts = [a["city"], a["postcode"]] if a["country"] in TOWN_FIRST else [a["postcode"], a["city"]]
    return " ".join(p for p in parts if p)


def full_query(a):
    locality = locality_part(a)
    return f"{street_part(a)}, {locality}" if locality else street_part(a)


def fold(a, rng):
    """The full address in lower case, folded letters, sometimes "str." and another order."""
    table = STRIP if rng.random() < 0.5 else SPELL

    def folded(text):
        text = "".join(table.get(c, c) for c in text.lower())
        return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    street = folded(a["street"])
    if STRASSE.search(street) and rng.random() < 0.5:
        street = STRASSE.sub("str.", street)
    number = a["housenumber"].lower()
    usual, other = f"{street} {number}", f"{number} {street}"
    if a["country"] in NUMBER_FIRST:
        usual, other = other, usual
    locality = folded(locality_part(a))
    roll = rng.random()
    if roll < 1 / 6 and locality:
        parts = [locality, usual]  # the town first: "1650 kobenhavn v istedgade 37"
    elif roll < 1 / 3:
        parts = [other, locality]  # the number on the other side: "37 istedgade"
    else:
        parts = [usual, locality]
    return (", " if rng.random() < 0.5 else " ").join(p for p in parts if p)


def typo(a, rng):
    """Street and number with one letter deleted, doubled or replaced in a long word of the street."""
    words = list(LONG_WORD.finditer(a["street"]))
    if not words:
        return None
    word = rng.choice(words)
    i = rng.randrange(word.start() + 1, word.end())  # never the first letter
    s, c = a["street"], a["street"][i]
    how = rng.choice(["delete", "double", "replace"])
    if how == "delete":
        street = s[:i] + s[i + 1:]
    elif how == "double":
        street = s[:i] + c + s[i:]
    else:
        other = rng.choice([x for x in "abcdefghijklmnopqrstuvwxyz" if x != c.lower()])
        street = s[:i] + (other.upper() if c.isupper() else other) + s[i + 1:]
    return street_part(dict(a, street=street))


def metres(lat1, lon1, lat2, lon2):
    """Haversine distance on a sphere of the mean Earth radius: plenty at 30 m."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    h = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


def inside(lat, lon, ring):
    """Even-odd rule on the ring's coordinates: fine for a building."""
    result = False
    for (y1, x1), (y2, x2) in zip(ring, ring[1:]):
        if (y1 > lat) != (y2 > lat) and lon < x1 + (lat - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def near(result, targets):
    """Metres from the result to the nearest target (0 inside a building), or None without one."""
    if not result or "lat" not in result or "lon" not in result:
        return None
    lat, lon = result["lat"], result["lon"]
    return min(0.0 if t.get("ring") and inside(lat, lon, t["ring"]) else metres(lat, lon, *t["point"])
               for t in targets)


def in_box(result, box, margin_m=200):
    if not result or result.get("kind") != "postcode" or "lat" not in result or "lon" not in result:
        return False
    dlat = margin_m / 111_320
    dlon = margin_m / (111_320 * max(math.cos(math.radians(box[0])), 0.01))
    return box[0] - dlat <= result["lat"] <= box[2] + dlat and box[1] - dlon <= result["lon"] <= box[3] + dlon


def compatible(a):
    """The objects with the address's street and number whose postcode and town do not contradict
    it: "Marienplatz 8, München" may be found as the object that also has 80331."""
    def same(x, y):
        return not x or not y or x.casefold() == y.casefold()
    return [t for t in a["same_number"] if same(t.get("postcode"), a["postcode"]) and same(t.get("city"), a["city"])]


def build_sets(doc, per_set, seed):
    """[(set name, query, judge)]: judge(results, best first) -> (hit, detail)."""
    rng = random.Random(seed)
    addresses = doc["addresses"]
    queries = []

    def address_judge(targets):
        def judge(results):
            d = near(results[0] if results else None, targets)
            return d is not None and d <= 30, "no result or no coordinate" if d is None else f"{d:.0f} m"
        return judge

    for a in addresses[:per_set]:
        queries.append(("full", full_query(a), address_judge(compatible(a))))
        queries.append(("short", street_part(a), address_judge(a["same_number"])))
        queries.append(("folded", fold(a, rng), address_judge(compatible(a))))
    typos = [(a, t) for a in addresses for t in [typo(a, rng)] if t][:per_set]
    queries += [("typo", t, address_judge(a["same_number"])) for a, t in typos]

    postcodes = sorted({a["postcode"] for a in addresses if a["postcode"]})  # the whole sample
    for postcode in postcodes:
        box = doc["postcodes"][postcode]["bbox"]
        for written in dict.fromkeys([postcode, re.sub(r"[ -]", "", postcode)]):
            queries.append(("postcode", written, lambda results, box=box: (bool(results) and in_box(results[0], box), "outside")))

    def nothing(results):
        return all(r.get("kind") != "house" for r in results), "a house among the results"
    queries.append(("nonsense", NONSENSE, nothing))
    return queries


def run_batch(binary, geography, texts):
    proc = subprocess.run([binary, "geography", "search", geography, "--batch"],
                          input="".join(t + "\n" for t in texts), capture_output=True, text=True, timeout=1800)
    if proc.returncode != 0:
        sys.exit(f"geography search exited {proc.returncode}: {proc.stderr.strip()[:2000]}")
    try:
        answers = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    except json.JSONDecodeError as error:
        sys.exit(f"geography search wrote a line that is not JSON: {error}")
    if len(answers) != len(texts):
        sys.exit(f"geography search answered {len(answers)} lines for {len(texts)} queries")
    for text, answer in zip(texts, answers):
        if answer.get("query") != text:
            sys.exit(f"answer out of order: sent {text!r}, answer for {answer.get('query')!r}")
    return answers


def describe(first):
    if not first:
        return "(nothing)"
    return f"{first.get('label')!r} [{first.get('kind')}] {first.get('lat')},{first.get('lon')}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sample")
    parser.add_argument("geography", nargs="?")
    parser.add_argument("--placepicker", default=os.environ.get("PLACEPICKER_BIN", "placepicker"))
    parser.add_argument("--per-set", type=int, default=100)
    parser.add_argument("--seed", type=int, default=60)
    parser.add_argument("--dry-run", action="store_true", help="print the queries and stop")
    parser.add_argument("--show-misses", type=int, default=25, help="misses listed per set")
    minimums = {"full": 97, "short": 95, "folded": 95, "typo": 90, "postcode": 95}
    for name, value in minimums.items():
        parser.add_argument(f"--min-{name}", type=float, default=value, help=f"minimum %% of hits (default {value})")
    args = parser.parse_args()

    doc = json.load(open(args.sample, encoding="utf-8"))
    queries = build_sets(doc, args.per_set, args.seed)
    if args.dry_run:
        for name, text, _ in queries:
            print(f"{name}\t{text}")
        return
    if not args.geography:
        parser.error("GEOGRAPHY is needed unless --dry-run")

    answers = run_batch(args.placepicker, args.geography, [text for _, text, _ in queries])
    failed = False
    print(f"{os.path.basename(doc['extract'])} ({doc['country']}, seed {args.seed}):")
    for name in list(minimums) + ["nonsense"]:
        rows = [(text, judge, answer) for (n, text, judge), answer in zip(queries, answers) if n == name]
        misses = []
        for text, judge, answer in rows:
            results = answer.get("results") or []
            hit, detail = judge(results)
            if not hit:
                misses.append(f"    {text!r} -> {describe(results[0] if results else None)} ({detail})")
        hits = len(rows) - len(misses)
        percent = 100.0 * hits / len(rows) if rows else 100.0
        if name in minimums:
            floor = getattr(args, f"min_{name}")
            low, need = percent < floor, f"minimum {floor:g} %"
        else:
            low, need = bool(misses), "no house result"
        failed |= low
        print(f"  {name:9} {hits:4}/{len(rows):<4} {percent:5.1f} %  ({need}){'  FAIL' if low else ''}")
        for line in misses[:args.show_misses]:
            print(line)
        if len(misses) > args.show_misses:
            print(f"    … and {len(misses) - args.show_misses} more")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
