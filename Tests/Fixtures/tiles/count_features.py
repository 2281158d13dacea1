#!/usr/bin/env python3
"""Counts what every tile of MBTiles files holds, read with another decoder than ours.

    .venv-tiles/bin/python Tests/Fixtures/tiles/count_features.py a.mbtiles … > counts.json

For each tile (as "file zoom/x/y", rows from the north): its stored and inflated sizes, per layer its features, the features of
each geometry type, the vertices of their decoded geometry and the names (`name:latin`) of its
`transportation_name` features. Decoded with the `mapbox-vector-tile` package (PyPI) and Python's
gzip; VectorTilesTests compares our decoder with this file. Used only to make the test's data.
"""

import gzip
import json
import os
import sqlite3
import sys

import mapbox_vector_tile

# Geometry types as the specification numbers them.
KINDS = {"Point": 1, "MultiPoint": 1, "LineString": 2, "MultiLineString": 2, "Polygon": 3, "MultiPolygon": 3}


def vertices(geometry):
    """Vertices, a polygon's ring counted without its last point when that repeats its first."""
    kind, coordinates = geometry["type"], geometry["coordinates"]
    if kind == "Point":
        return 1
    if kind in ("MultiPoint", "LineString"):
        return len(coordinates)
    if kind == "MultiLineString":
        return sum(len(line) for line in coordinates)
    polygons = [coordinates] if kind == "Polygon" else coordinates
    return sum(len(ring) - (ring[0] == ring[-1]) for polygon in polygons for ring in polygon)


def main():
    result = {}
    for path in sys.argv[1:]:
        database = sqlite3.connect(path)
        rows = database.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles")
        for zoom, column, row, data in rows:
            plain = gzip.decompress(data)
            tile = mapbox_vector_tile.decode(plain, default_options={"y_coord_down": True})
            layers = {}
            for name, layer in tile.items():
                kinds = {}
                points = 0
                for feature in layer["features"]:
                    kind = str(KINDS[feature["geometry"]["type"]])
                    kinds[kind] = kinds.get(kind, 0) + 1
                    points += vertices(feature["geometry"])
                layers[name] = {"features": len(layer["features"]), "types": kinds, "vertices": points,
                                "extent": layer["extent"]}
                if name == "transportation_name":
                    layers[name]["names"] = sorted(
                        {f["properties"]["name:latin"] for f in layer["features"] if f["properties"].get("name:latin")})
            key = f"{os.path.basename(path)} {zoom}/{column}/{(1 << zoom) - 1 - row}"
            result[key] = {"bytes": len(data), "inflated": len(plain), "layers": layers}
    json.dump(result, sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
