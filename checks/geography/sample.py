#!/usr/bin/env python3
"""Sample real addresses from an OpenStreetMap extract, read independently of PlacePicker's Swift code.

Reads EXTRACT (.osm.pbf or .osm) with pyosmium and writes a JSON document for search_check.py:

- "addresses": up to --count distinct addresses in a seeded random order. An address is one
  (addr:street, addr:housenumber, addr:postcode, city), written as its first object has it, with
  the OSM ids of the objects that carry it. Its "same_number" lists every object of the extract
  with the same street and number, whatever its postcode and town ("Landstrasse 1" alone is
  ambiguous when three villages have a Landstrasse): its point, postcode and town. A point is a
  node's, or a closed way's as the centroid of its nodes (the ring is kept too, so a result inside
  the building counts). Ways naming nodes missing from the extract (it is cut at its edge), open
  ways and relations are skipped and counted.
- "postcodes": for each postcode of the sampled addresses, the bounding box of all addresses of
  the extract that carry it (any address object, with or without a street).

city = addr:city, else addr:place, else none; country = addr:country, else --country.
Usage: sample.py EXTRACT --country DK [--count 300] [--seed 60] [-o sample.json]
"""
import argparse
import collections
import json
import random
import re
import sys

import osmium

# A house number a person would type: "37", "12b", "12 B", "5-11", "49 - 53", "12/13".
# Lists ("17, 17A", "68a;68b") and odd values ("UG1", "10 Condor House") are not sampled.
HOUSE_NUMBER = re.compile(r"\d+ ?[A-Za-z]?( ?[-–/] ?\d+ ?[A-Za-z]?)?")


def clean(value):
    """Tag values as a person would type them: trimmed, inner runs of white space made one."""
    return " ".join(value.split()) if value else None


def key(text):
    return clean(text).casefold() if text else ""


class Reader(osmium.SimpleHandler):
    def __init__(self, default_country):
        super().__init__()
        self.default_country = default_country
        self.objects = []  # (osm id, tags dict, [lat, lon], ring or None)
        self.skipped = collections.Counter()

    def take(self, osm_id, tags, point, ring=None):
        if "addr:housenumber" not in tags and "addr:postcode" not in tags:
            return
        wanted = {k: clean(tags.get(k)) for k in (
            "addr:street", "addr:housenumber", "addr:postcode", "addr:city", "addr:place", "addr:country")}
        self.objects.append((osm_id, wanted, point, ring))

    def node(self, n):
        if "addr:housenumber" in n.tags or "addr:postcode" in n.tags:
            self.take(f"n{n.id}", n.tags, [n.location.lat, n.location.lon])

    def way(self, w):
        if "addr:housenumber" not in w.tags and "addr:postcode" not in w.tags:
            return
        if not w.is_closed():
            self.skipped["open way"] += 1
            return
        try:
            ring = [[nd.location.lat, nd.location.lon] for nd in w.nodes]
        except osmium.InvalidLocationError:
            self.skipped["way with nodes missing from the extract"] += 1
            return
        corners = ring[:-1]  # a closed way repeats its first node last
        centroid = [sum(p[0] for p in corners) / len(corners), sum(p[1] for p in corners) / len(corners)]
        self.take(f"w{w.id}", w.tags, centroid, [[round(a, 7), round(b, 7)] for a, b in ring])

    def relation(self, r):
        if "addr:housenumber" in r.tags:
            self.skipped["relation (no geometry read here)"] += 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("extract")
    parser.add_argument("--country", required=True, help="ISO code for addresses without addr:country")
    parser.add_argument("--count", type=int, default=300, help="addresses in the sample (a pool for every set)")
    parser.add_argument("--seed", type=int, default=60)
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args()

    reader = Reader(args.country.upper())
    reader.apply_file(args.extract, locations=True)

    addresses = {}  # (street, number, postcode, city) folded -> address
    by_number = collections.defaultdict(list)  # (street, number) folded -> targets
    postcode_points = collections.defaultdict(list)
    stats = collections.Counter()
    for osm_id, tags, point, ring in reader.objects:
        postcode = tags["addr:postcode"]
        if postcode:
            postcode_points[postcode.upper().replace(" ", "").replace("-", "")].append(point)
        street, number = tags["addr:street"], tags["addr:housenumber"]
        if not number:
            continue
        if not street:
            stats["house number without addr:street"] += 1
            continue
        if not HOUSE_NUMBER.fullmatch(number):
            stats["house number not sampled (list or odd)"] += 1
            continue
        stats["address objects"] += 1
        city = tags["addr:city"] or tags["addr:place"]
        target = {"osm": osm_id, "point": [round(point[0], 7), round(point[1], 7)],
                  "postcode": postcode, "city": city}
        if ring:
            target["ring"] = ring
        full_key = (key(street), key(number), key(postcode), key(city))
        address = addresses.setdefault(full_key, {
            "street": street, "housenumber": number, "postcode": postcode, "city": city,
            "country": (tags["addr:country"] or reader.default_country).upper(), "osm": []})
        address["osm"].append(osm_id)
        by_number[(key(street), key(number))].append(target)

    # A seeded order over a stable one: the same extract and seed give the same sample.
    ordered = [addresses[k] for k in sorted(addresses)]
    random.Random(args.seed).shuffle(ordered)
    sample = ordered[:args.count]
    for address in sample:
        address["same_number"] = by_number[(key(address["street"]), key(address["housenumber"]))]

    postcodes = {}
    for address in sample:
        if address["postcode"]:
            points = postcode_points[address["postcode"].upper().replace(" ", "").replace("-", "")]
            postcodes[address["postcode"]] = {
                "addresses": len(points),
                "bbox": [min(p[0] for p in points), min(p[1] for p in points),
                         max(p[0] for p in points), max(p[1] for p in points)]}

    stats.update(reader.skipped)
    stats["distinct addresses"] = len(addresses)
    for name, count in sorted(stats.items()):
        print(f"{args.extract}: {name}: {count}", file=sys.stderr)
    document = {"extract": args.extract, "country": reader.default_country, "seed": args.seed,
                "stats": dict(stats), "addresses": sample, "postcodes": postcodes}
    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8")
    json.dump(document, out, ensure_ascii=False, indent=1)
    out.write("\n")


if __name__ == "__main__":
    main()
