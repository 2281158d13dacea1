#!/usr/bin/env python3
"""Trim an `osmium export` GeoJSON file into one of PlacePicker's derived files.

Called by scripts/build-sample.sh (the embedded basemap) and scripts/build-helsinki-pois.sh (the
browser tests' real catalog). Standard library only; output is sorted and byte-stable.

  osm_geojson.py pois IN OUT     every feature with a category key (amenity, shop, office,
                                 healthcare, tourism, leisure, craft), all its tags kept; ids
                                 written node/1, way/2, relation/3 (osmium's area ids undone)
  osm_geojson.py basemap IN OUT  streets, paths, railways, water, parks and buildings: lines and
                                 polygons only, with the tags the map reads (highway, building,
                                 natural, waterway, leisure, landuse, railway, name), coordinates
                                 rounded to 6 decimals (about 0.1 m)

Input ids come from `osmium export --add-unique-id=type_id` (n1, w2, a4 = way 2, a7 = relation 3).
The data is (c) OpenStreetMap contributors, ODbL 1.0.
"""

import json
import sys

CATEGORY_KEYS = ("amenity", "shop", "office", "healthcare", "tourism", "leisure", "craft")
BASEMAP_KEYS = ("highway", "building", "natural", "waterway", "leisure", "landuse", "railway", "name")
PARKS = {"park", "garden", "playground", "pitch", "dog_park", "common"}
GREEN = {"grass", "forest", "meadow", "recreation_ground", "village_green", "cemetery"}
RAILS = {"rail", "tram", "subway", "light_rail"}
WATER = {"water", "coastline", "bay"}
# Streets people name when they give directions; sidewalks, steps and platforms would only clutter.
STREETS = {"motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
           "secondary_link", "tertiary_link", "residential", "unclassified", "living_street", "service",
           "pedestrian", "track", "road"}


def osm_id(unique):
    kind, number = unique[0], int(unique[1:])
    if kind == "n":
        return f"node/{number}"
    if kind == "w":
        return f"way/{number}"
    if kind == "r":
        return f"relation/{number}"
    return f"way/{number // 2}" if number % 2 == 0 else f"relation/{(number - 1) // 2}"


def order(feature):
    kind, _, number = feature["id"].partition("/")
    return ({"node": 0, "way": 1, "relation": 2}[kind], int(number))


def rounded(coordinates):
    if isinstance(coordinates[0], (int, float)):
        return [round(coordinates[0], 6), round(coordinates[1], 6)]
    return [rounded(c) for c in coordinates]


def is_basemap(tags, geometry):
    if geometry == "Point":
        return False
    if tags.get("highway") in STREETS or tags.get("railway") in RAILS or "waterway" in tags:
        return True
    if "highway" in tags:
        return False
    if "Polygon" not in geometry:
        return tags.get("natural") == "coastline"
    return ("building" in tags or tags.get("natural") in WATER or tags.get("leisure") in PARKS
            or tags.get("landuse") in GREEN)


def main():
    mode, source, target = sys.argv[1:4]
    with open(source, encoding="utf-8") as f:
        features = json.load(f)["features"]
    out = []
    for feature in features:
        tags = feature.get("properties") or {}
        geometry = feature["geometry"]
        if mode == "pois":
            if not any(key in tags for key in CATEGORY_KEYS):
                continue
            out.append({"type": "Feature", "id": osm_id(feature["id"]), "geometry": geometry, "properties": tags})
        elif mode == "basemap":
            if not is_basemap(tags, geometry["type"]):
                continue
            kept = {key: tags[key] for key in BASEMAP_KEYS if key in tags}
            out.append({"type": "Feature", "id": osm_id(feature["id"]),
                        "geometry": {"type": geometry["type"], "coordinates": rounded(geometry["coordinates"])},
                        "properties": kept})
        else:
            sys.exit(f"osm_geojson.py: unknown mode {mode!r}; use pois or basemap")
    out.sort(key=order)
    with open(target, "w", encoding="utf-8", newline="\n") as f:
        f.write('{"type":"FeatureCollection",\n"attribution":"© OpenStreetMap contributors, ODbL 1.0",\n"features":[\n')
        f.write(",\n".join(json.dumps(x, ensure_ascii=False, separators=(",", ":"), sort_keys=True) for x in out))
        f.write("\n]}\n")
    print(f"osm_geojson.py {mode}: {len(out)} features -> {target}")


if __name__ == "__main__":
    main()
