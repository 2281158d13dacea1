#!/usr/bin/env python3
"""Cuts an extract's ways back to the nodes the file has, so that tilemaker can read it.

    osmium cat city.osm.pbf -f opl | python3 trim_ways.py | osmium cat -F opl -o trimmed.osm.pbf

Most extracts are cut at an edge: a way that leaves the area names nodes the file does not hold.
tilemaker 2.2 stops on such a way ("Could not find node with id …", even with --skip-integrity),
and after `osmium add-locations-to-ways --ignore-missing-nodes` it draws a straight line from the
way's last real node to the tile's edge. This keeps, of each way, its longest run of consecutive
nodes the file has (a way with fewer than two is left out); relations are kept as they are
(tilemaker leaves out members it does not find). Input: OPL sorted nodes, then ways, then relations.
"""

import sys

nodes = set()
kept = dropped = trimmed = 0
for line in sys.stdin:
    kind = line[:1]
    if kind == "n":
        nodes.add(line.split(" ", 1)[0][1:])
        sys.stdout.write(line)
    elif kind == "w":
        fields = line.rstrip("\n").split(" ")
        refs_at = next(i for i, field in enumerate(fields) if field.startswith("N"))
        refs = [ref[1:] for ref in fields[refs_at][1:].split(",") if ref]
        best, run = [], []
        for ref in refs + [None]:
            if ref is not None and ref.split("x", 1)[0] in nodes:
                run.append(ref)
                continue
            if len(run) > len(best):
                best = run
            run = []
        if len(best) < 2:
            dropped += 1
            continue
        if len(best) < len(refs):
            trimmed += 1
        kept += 1
        fields[refs_at] = "N" + ",".join("n" + ref for ref in best)
        sys.stdout.write(" ".join(fields) + "\n")
    else:
        sys.stdout.write(line)
print(f"trim_ways: {kept} ways kept ({trimmed} cut back), {dropped} left out", file=sys.stderr)
