#!/usr/bin/env python3
"""Build PlacePicker's embedded sample data from an OpenStreetMap OPL dump.

Called by scripts/build-sample.sh, which pins and verifies the source extract
and converts it to OPL ("Object Per Line", https://osmcode.org/opl-file-format/)
with `osmium cat -f opl`. This helper uses only the Python standard library.

Outputs (all deterministic for a given input):
  * GeoJSON (RFC 7946) FeatureCollection of pickup-relevant places, one Point
    feature per line, sorted by OSM type (node, way, relation) then numeric id.
    Feature `id` and property `@id` are `node/123` / `way/456` / `relation/789`;
    every OSM tag is kept verbatim as a property.
  * CSV (RFC 4180, CRLF line ends) of address points
    `street,housenumber,postcode,city,lat,lon`, deduplicated by
    (street, housenumber, postcode).
  * ATTRIBUTION.txt.
  * A JSON summary of counts on stdout.
"""

import argparse
import csv
import io
import json
import re
import sys

TYPE_NAMES = {"n": "node", "w": "way", "r": "relation"}
TYPE_ORDER = {"n": 0, "w": 1, "r": 2}

# Tag rules for "pickup-relevant" places, checked in this order; the first match
# names the category used for the counts (the category is NOT written to the
# output, which keeps the OSM tags verbatim).
def pickup_category(tags):
    """Return the category name a tagged object counts under, or None."""
    amenity = tags.get("amenity")
    shop = tags.get("shop")
    vending = [v.strip() for v in tags.get("vending", "").split(";")]
    if amenity == "post_office":
        return "post_office"
    if tags.get("post_office") in ("post_partner", "bureau", "yes") or "post_partner" in tags:
        return "post_partner"
    if amenity == "parcel_locker":
        return "parcel_locker"
    if amenity == "vending_machine" and ("parcel_pickup" in vending or "parcel_mail_in" in vending):
        return "parcel_pickup_vending"
    if shop in ("supermarket", "convenience", "kiosk", "department_store", "mall", "grocery"):
        return shop
    if amenity == "fuel" and shop:
        return "fuel_with_shop"
    return None


OPL_ESCAPE = re.compile(r"%([0-9a-fA-F]+)%")


def opl_unescape(text):
    """Decode OPL's %hex% escapes (Unicode code points in hexadecimal)."""
    return OPL_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)


def parse_tags(field):
    tags = {}
    if not field:
        return tags
    for pair in field.split(","):
        key, _, value = pair.partition("=")
        tags[opl_unescape(key)] = opl_unescape(value)
    return tags


def read_opl(stream):
    """Read nodes, ways and relations from OPL lines (without way locations)."""
    nodes, ways, relations = {}, {}, {}
    for line in stream:
        line = line.rstrip("\n")
        if not line:
            continue
        fields = line.split(" ")
        kind, oid = fields[0][0], int(fields[0][1:])
        attrs = {f[0]: f[1:] for f in fields[1:] if f}
        tags = parse_tags(attrs.get("T", ""))
        if kind == "n":
            if "x" in attrs and attrs["x"] and attrs["y"]:
                nodes[oid] = (float(attrs["x"]), float(attrs["y"]), tags)
        elif kind == "w":
            refs = [int(r[1:]) for r in attrs.get("N", "").split(",") if r]
            ways[oid] = (refs, tags)
        elif kind == "r":
            members = []
            for m in attrs.get("M", "").split(","):
                if not m:
                    continue
                ref, _, role = m.partition("@")
                members.append((ref[0], int(ref[1:]), opl_unescape(role)))
            relations[oid] = (members, tags)
    return nodes, ways, relations


# ---- geometry (plain lon/lat degrees: affine-invariant steps only) ----------

def ring_area_centroid(ring):
    """Signed area and centroid of a closed ring (shoelace formula)."""
    area2 = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
        cross = x0 * y1 - x1 * y0
        area2 += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if area2 == 0:
        return 0.0, None
    return area2 / 2, (cx / (3 * area2), cy / (3 * area2))


def inside_ring(point, ring):
    """Even-odd ray casting (W. R. Franklin, PNPOLY)."""
    x, y = point
    inside = False
    for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
        if (y0 > y) != (y1 > y) and x < (x1 - x0) * (y - y0) / (y1 - y0) + x0:
            inside = not inside
    return inside


def polygon_point(outer, holes):
    """A point inside polygon `outer` minus `holes`.

    The area centroid when it lies inside; otherwise the middle of the widest
    interior span of a horizontal scanline through the centroid (or through the
    middle of the bounding box), which is always inside a non-degenerate polygon.
    """
    rings = [outer] + holes
    _, centroid = ring_area_centroid(outer)

    def inside(p):
        return inside_ring(p, outer) and not any(inside_ring(p, h) for h in holes)

    if centroid and inside(centroid):
        return centroid
    ys = [p[1] for p in outer]
    candidates = ([centroid[1]] if centroid else []) + [(min(ys) + max(ys)) / 2]
    for y in candidates:
        xs = []
        for ring in rings:
            for (x0, y0), (x1, y1) in zip(ring, ring[1:]):
                if (y0 > y) != (y1 > y):
                    xs.append((x1 - x0) * (y - y0) / (y1 - y0) + x0)
        xs.sort()
        spans = [(xs[i + 1] - xs[i], xs[i], xs[i + 1]) for i in range(0, len(xs) - 1, 2)]
        if spans:
            _, a, b = max(spans)
            return ((a + b) / 2, y)
    return outer[0]


def line_point(coords):
    """The point halfway along a polyline (lengths with cos(latitude) scaling)."""
    if len(coords) == 1:
        return coords[0]
    import math
    k = math.cos(math.radians(sum(p[1] for p in coords) / len(coords)))
    seg = [math.hypot((b[0] - a[0]) * k, b[1] - a[1]) for a, b in zip(coords, coords[1:])]
    half = sum(seg) / 2
    for (a, b), length in zip(zip(coords, coords[1:]), seg):
        if half <= length and length > 0:
            t = half / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        half -= length
    return coords[-1]


def close_rings(paths):
    """Join way coordinate lists end to end into rings; returns (rings, leftovers)."""
    paths = [list(p) for p in paths if len(p) >= 2]
    rings, open_paths = [], []
    while paths:
        current = paths.pop(0)
        grown = True
        while current[0] != current[-1] and grown:
            grown = False
            for i, p in enumerate(paths):
                if p[0] == current[-1]:
                    current += p[1:]
                elif p[-1] == current[-1]:
                    current += list(reversed(p))[1:]
                elif p[-1] == current[0]:
                    current = p[:-1] + current
                elif p[0] == current[0]:
                    current = list(reversed(p))[:-1] + current
                else:
                    continue
                paths.pop(i)
                grown = True
                break
        (rings if current[0] == current[-1] and len(current) >= 4 else open_paths).append(current)
    return rings, open_paths


class Geometry:
    """Representative points for OSM objects; records incomplete geometries."""

    def __init__(self, nodes, ways, relations):
        self.nodes, self.ways, self.relations = nodes, ways, relations
        self.partial = []

    def way_coords(self, wid):
        refs, _ = self.ways[wid]
        coords = [self.nodes[r][:2] for r in refs if r in self.nodes]
        return refs, coords

    def way_point(self, wid):
        refs, coords = self.way_coords(wid)
        if len(coords) < len(refs):
            self.partial.append(f"way/{wid}")
        if not coords:
            return None
        closed = refs[0] == refs[-1] and len(refs) >= 4
        if closed and len(coords) >= 3:
            if coords[0] != coords[-1]:
                coords = coords + [coords[0]]
            if len(coords) >= 4:
                return polygon_point(coords, [])
        return line_point(coords)

    def relation_point(self, rid):
        members, _ = self.relations[rid]
        outer, inner, missing = [], [], False
        for kind, ref, role in members:
            if kind != "w":
                continue
            if ref not in self.ways:
                missing = True
                continue
            refs, coords = self.way_coords(ref)
            missing |= len(coords) < len(refs)
            (inner if role == "inner" else outer).append(coords)
        if missing:
            self.partial.append(f"relation/{rid}")
        outer_rings, open_outer = close_rings(outer)
        inner_rings, _ = close_rings(inner)
        if outer_rings:
            biggest = max(outer_rings, key=lambda r: abs(ring_area_centroid(r)[0]))
            holes = [h for h in inner_rings if inside_ring(h[0], biggest)]
            return polygon_point(biggest, holes)
        flat = [p for path in open_outer for p in path]
        return line_point(flat) if flat else None

    def point(self, kind, oid):
        if kind == "n":
            return self.nodes[oid][:2]
        if kind == "w":
            return self.way_point(oid)
        return self.relation_point(oid)


def tagged_objects(nodes, ways, relations):
    """All tagged objects as (kind, id, tags), in type-then-id order."""
    for nid in sorted(nodes):
        if nodes[nid][2]:
            yield "n", nid, nodes[nid][2]
    for wid in sorted(ways):
        if ways[wid][1]:
            yield "w", wid, ways[wid][1]
    for rid in sorted(relations):
        tags = relations[rid][1]
        if tags.get("type") in ("multipolygon", "building"):
            yield "r", rid, tags


def in_bbox(point, bbox):
    west, south, east, north = bbox
    return west <= point[0] <= east and south <= point[1] <= north


def housenumber_key(number):
    match = re.match(r"\d+", number)
    return (int(match.group()) if match else 10**9, number)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--opl", required=True, help="OPL file from `osmium cat -f opl`")
    parser.add_argument("--bbox", required=True, help="west,south,east,north (degrees)")
    parser.add_argument("--geojson", required=True)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--attribution", required=True)
    parser.add_argument("--source", required=True, help="one-line source description")
    parser.add_argument("--extract-date", required=True, help="newest object timestamp")
    args = parser.parse_args()
    bbox = tuple(float(v) for v in args.bbox.split(","))

    with open(args.opl, encoding="utf-8") as stream:
        nodes, ways, relations = read_opl(stream)
    geometry = Geometry(nodes, ways, relations)

    features, counts = [], {}
    with_tag = {"opening_hours": 0, "wheelchair": 0, "addr:street": 0, "name": 0}
    addresses = {}
    outside = 0
    for kind, oid, tags in tagged_objects(nodes, ways, relations):
        category = pickup_category(tags)
        has_address = "addr:street" in tags and "addr:housenumber" in tags
        if category is None and not has_address:
            continue
        point = geometry.point(kind, oid)
        if point is None or not in_bbox(point, bbox):
            outside += category is not None
            continue
        lon, lat = round(point[0], 7), round(point[1], 7)
        osm_id = f"{TYPE_NAMES[kind]}/{oid}"
        if category is not None:
            counts[category] = counts.get(category, 0) + 1
            for key in with_tag:
                with_tag[key] += key in tags
            properties = {"@id": osm_id}
            properties.update(sorted(tags.items()))
            features.append({
                "type": "Feature",
                "id": osm_id,
                "geometry": {"type": "Point", "coordinates": [lon, lat]},
                "properties": properties,
            })
        if has_address:
            key = (tags["addr:street"], tags["addr:housenumber"], tags.get("addr:postcode", ""))
            # Objects arrive nodes first, then ways, then relations, each by id:
            # the first object with an address supplies its point.
            addresses.setdefault(key, (tags.get("addr:city", ""), lat, lon))

    with open(args.geojson, "w", encoding="utf-8", newline="\n") as out:
        out.write('{"type":"FeatureCollection","features":[\n')
        out.write(",\n".join(
            json.dumps(f, ensure_ascii=False, separators=(",", ":")) for f in features))
        out.write("\n]}\n")

    # An address without a postcode is the same address as one with a postcode
    # on the same street and house number: keep only the one with the postcode.
    with_postcode = {(street, number) for street, number, postcode in addresses if postcode}
    folded = [key for key in addresses if not key[2] and key[:2] in with_postcode]
    for key in folded:
        del addresses[key]
    rows = sorted(
        addresses.items(),
        key=lambda kv: (kv[0][0].casefold(), kv[0][0], housenumber_key(kv[0][1]), kv[0][2]))
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(["street", "housenumber", "postcode", "city", "lat", "lon"])
    for (street, number, postcode), (city, lat, lon) in rows:
        writer.writerow([street, number, postcode, city, f"{lat:.6f}", f"{lon:.6f}"])
    with open(args.csv, "w", encoding="utf-8", newline="") as out:
        out.write(buffer.getvalue())

    west, south, east, north = bbox
    with open(args.attribution, "w", encoding="utf-8", newline="\n") as out:
        out.write(
            "PlacePicker sample data (helsinki-pickup-points.geojson, helsinki-addresses.csv)\n"
            "\n"
            "© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright)\n"
            "\n"
            "The data is available under the Open Database License 1.0\n"
            "(https://opendatacommons.org/licenses/odbl/1-0/). These files are a\n"
            "derived database of OpenStreetMap data and are distributed under the same\n"
            "licence.\n"
            "\n"
            f"Source: {args.source}\n"
            f"Data as of: {args.extract_date} (newest object timestamp in the extract;\n"
            "the file header has no replication timestamp)\n"
            f"Bounding box (west,south,east,north, WGS 84): {west},{south},{east},{north}\n"
            "Rebuild: bash scripts/build-sample.sh (see docs/reference/sample-data.md)\n")

    summary = {
        "pickup_points": len(features),
        "by_category": dict(sorted(counts.items())),
        "with_tag": with_tag,
        "addresses": len(rows),
        "addresses_without_postcode": sum(1 for (_, _, postcode), _ in rows if not postcode),
        "addresses_folded_into_one_with_postcode": len(folded),
        "partial_geometries": sorted(set(geometry.partial)),
        "outside_bbox": outside,
    }
    json.dump(summary, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
