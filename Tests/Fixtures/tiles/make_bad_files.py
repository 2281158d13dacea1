#!/usr/bin/env python3
"""Writes the broken files the tests read, from paris.mbtiles: each a way a file can be wrong.

    python3 Tests/Fixtures/tiles/make_bad_files.py      # in this folder's parent's parent's parent

- corrupt.mbtiles: MBTiles whose tile 14/8300/5635 is gzip cut in half, 14/8300/5636 is whole gzip
  of a protobuf whose last layer says it is longer than the data, 14/8301/5635 is a good tile; its
  attribution is HTML, as OpenMapTiles writes it.
- raster.mbtiles: MBTiles of png tiles.
- not-mbtiles.sqlite: an SQLite database with neither a metadata nor a tiles table.
"""

import gzip
import os
import sqlite3

here = os.path.dirname(os.path.abspath(__file__))


def fresh(name):
    path = os.path.join(here, name)
    if os.path.exists(path):
        os.remove(path)
    return sqlite3.connect(path)


def main():
    source = sqlite3.connect(os.path.join(here, "paris.mbtiles"))
    # XYZ row 5635 at zoom 14 is TMS row 16383 - 5635 = 10748.
    (data,) = source.execute(
        "SELECT tile_data FROM tiles WHERE zoom_level = 14 AND tile_column = 8300 AND tile_row = 10748").fetchone()
    plain = gzip.decompress(data)
    database = fresh("corrupt.mbtiles")
    database.execute("CREATE TABLE metadata (name text, value text)")
    database.execute("CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob)")
    database.executemany("INSERT INTO metadata VALUES (?, ?)", [
        ("format", "pbf"), ("minzoom", "14"), ("maxzoom", "14"),
        ("attribution", '<a href="https://www.openstreetmap.org/copyright">&copy; OpenStreetMap contributors</a>')])
    database.execute("INSERT INTO tiles VALUES (14, 8300, 10748, ?)", (data[: len(data) // 2],))
    # Field 3 (a layer), length-delimited, saying 16,383 bytes follow.
    database.execute("INSERT INTO tiles VALUES (14, 8300, 10747, ?)", (gzip.compress(plain + bytes([0x1A, 0xFF, 0x7F])),))
    database.execute("INSERT INTO tiles VALUES (14, 8301, 10748, ?)", (data,))
    database.commit()

    database = fresh("raster.mbtiles")
    database.execute("CREATE TABLE metadata (name text, value text)")
    database.execute("CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob)")
    database.executemany("INSERT INTO metadata VALUES (?, ?)", [("format", "png"), ("name", "raster")])
    database.execute("INSERT INTO tiles VALUES (0, 0, 0, ?)", (b"\x89PNG\r\n\x1a\n",))
    database.commit()

    database = fresh("not-mbtiles.sqlite")
    database.execute("CREATE TABLE places (id text, name text)")
    database.execute("INSERT INTO places VALUES ('node/1', 'A')")
    database.commit()


if __name__ == "__main__":
    main()
