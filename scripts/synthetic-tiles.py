#!/usr/bin/env python3
"""Writes a country-size MBTiles file out of a small real one, for the basemap benchmark.

    python3 scripts/synthetic-tiles.py Tests/Fixtures/tiles/london.mbtiles /tmp/country.mbtiles [--span 1024]

The real file's tiles keep their places; around them, a square of SPAN × SPAN tiles at the real
file's highest zoom (and the squares that hold it at every zoom below) is filled with copies of
the largest real tile of that zoom (the densest): a country of city centres, about as many tiles as Germany
has at zoom 14 with the default span (1,048,576 there, 1.4 million in all). The copies are
stored once: the file uses MBTiles' deduplicated layout (a `map` table of addresses, an `images`
table of tile data and a `tiles` view joining them), as tippecanoe and mbutil write it, so the
file stays near the real one's size while SQLite looks tiles up among the million addresses.
"""

import argparse
import os
import sqlite3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("source")
    parser.add_argument("output")
    parser.add_argument("--span", type=int, default=1024)
    arguments = parser.parse_args()
    source = sqlite3.connect(arguments.source)
    if os.path.exists(arguments.output):
        os.remove(arguments.output)
    out = sqlite3.connect(arguments.output)
    out.executescript("""
        CREATE TABLE metadata (name TEXT, value TEXT, UNIQUE (name));
        CREATE TABLE map (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_id TEXT);
        CREATE TABLE images (tile_id TEXT PRIMARY KEY, tile_data BLOB);
        CREATE VIEW tiles AS SELECT map.zoom_level, map.tile_column, map.tile_row, images.tile_data
            FROM map JOIN images ON images.tile_id = map.tile_id;
    """)
    metadata = dict(source.execute("SELECT name, value FROM metadata"))
    metadata["name"] = f"Synthetic country from {os.path.basename(arguments.source)}"
    metadata["bounds"] = "-180,-85,180,85"
    out.executemany("INSERT INTO metadata VALUES (?, ?)", metadata.items())
    rows = source.execute("SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles").fetchall()
    top = max(row[0] for row in rows)
    by_zoom = {}
    for zoom, column, row, data in rows:
        tile_id = f"{zoom}/{column}/{row}"
        out.execute("INSERT INTO images VALUES (?, ?)", (tile_id, data))
        by_zoom.setdefault(zoom, []).append((column, row, tile_id))
    total = 0
    for zoom, tiles in sorted(by_zoom.items()):
        tiles.sort()
        real = {(column, row): tile_id for column, row, tile_id in tiles}
        sizes = {f"{zoom}/{column}/{row}": len(data) for zoom, column, row, data in rows}
        densest = max(tiles, key=lambda tile: sizes[tile[2]])[2]
        span = max(1, arguments.span >> (top - zoom))
        first_column = min(column for column, _, _ in tiles) - span // 2
        first_row = min(row for _, row, _ in tiles) - span // 2
        size = 1 << zoom
        batch = []
        for column in range(max(0, first_column), min(size, first_column + span)):
            for row in range(max(0, first_row), min(size, first_row + span)):
                batch.append((zoom, column, row, real.get((column, row)) or densest))
                if len(batch) == 100_000:
                    out.executemany("INSERT INTO map VALUES (?, ?, ?, ?)", batch)
                    total += len(batch)
                    batch = []
        out.executemany("INSERT INTO map VALUES (?, ?, ?, ?)", batch)
        total += len(batch)
    out.execute("CREATE UNIQUE INDEX map_index ON map (zoom_level, tile_column, tile_row)")
    out.commit()
    out.execute("VACUUM")
    print(f"{arguments.output}: {total:,} tile addresses, {len(rows)} distinct tiles, "
          f"{os.path.getsize(arguments.output):,} bytes")


if __name__ == "__main__":
    main()
