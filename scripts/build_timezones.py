#!/usr/bin/env python3
"""Build PlacePicker's embedded time-zone boundary table from timezone-boundary-builder data.

Input: the polygons of the PyPI package ``timezonefinder-data`` (timezone-boundary-builder's
"with oceans" release, (c) OpenStreetMap contributors and timezone-boundary-builder
contributors, ODbL 1.0), read through the PyPI package ``timezonefinder``; tzdata's
``zone.tab`` from the PyPI package ``tzdata`` for the zone -> country table.

Output (all byte-stable for the same inputs):
  Sources/TimeZoneBoundaries/Resources/zones.bin    the lookup table (format below)
  Sources/TimeZoneBoundaries/Resources/ATTRIBUTION.txt
  Sources/Places/Zones/ZoneCountryTable.swift       zone -> ISO country (and region) table

How the table is made (docs/reference/timezones.md has the reasoning):
 1. Every ring (outer rings counter-clockwise, holes clockwise, so a ring's zone is on the
    left of each of its edges) is cut into edges; edges that two rings share (every border
    between two zones appears twice, once per side) become one undirected edge that knows
    the zone on its left and on its right.
 2. The edges are joined into arcs: maximal chains between junctions (vertices where three
    or more edges meet or the zones on either side change). Each arc is simplified with
    Douglas-Peucker keeping its end points, with a tolerance that depends on what it
    separates (land|land borders are kept finest), so both sides of a border stay the same
    line and no gap or overlap appears between zones.
 3. A grid of 1-degree cells, each refined as a 4x4 tree (up to MAX_DEPTH levels) while it
    holds more than MAX_SEGMENTS simplified segments. A cell that no segment crosses holds
    one zone; a leaf that segments cross holds them, clipped to the cell and quantized to
    16-bit coordinates inside it, with the zone on each side.

Lookup (Sources/TimeZoneBoundaries): find the leaf of the point; a zone leaf answers at once;
an edge leaf casts a ray up, then down, then east, then west inside the leaf; the nearest
segment that the ray meets names the zone on the point's side. A point whose four rays meet
nothing lies in the one region of the leaf that contains a whole row and a whole column of
the leaf; the leaf stores that region's zone ("open zone").

File format, little-endian:
  header   : magic "PPTZ", u32 version, u32 zone count, u32 root columns, u32 root rows,
             u32 node count, u32 leaf word count, u32 name bytes, u32 data-version bytes
  names    : zone names, UTF-8, each ended by a NUL byte; then the data version string
  padding  : zero bytes to a multiple of 4
  root     : u32 per root cell, row-major from (-90, -180), 1 degree each
  nodes    : 16 u32 per node, children row-major (south row first, west first)
  leaves   : u16 words; a leaf at word w: open zone, chain count, then per chain:
             left zone, right zone, point count n (>= 2), n x (x, y) 16-bit cell coordinates
  an entry (u32): bits 31-30 = 0 zone (bits 0-29 zone index), 1 node (index), 2 leaf (word)
"""

import argparse
import hashlib
import struct
import sys
import time

import numpy as np
import shapely

MAX_SEGMENTS = 48  # a leaf with more is split (above MAX_DEPTH)
MAX_DEPTH = 6  # 1 degree / 4^6 = 0.00024 degrees, about 27 m
# Douglas-Peucker tolerances in degrees, by what the arc separates.
TOLERANCE_LAND = 0.0003  # two land zones (about 33 m north-south, less east-west)
TOLERANCE_COAST = 0.002  # a land zone and an ocean zone (12 nautical miles off the coast)
TOLERANCE_SEA = 0.002  # two ocean zones or the edge of the data
NO_ZONE = 0xFFFF
VERSION = 1


def log(*args):
    print("build-timezones:", *args, file=sys.stderr, flush=True)


def load_polygons(tf):
    """(zone, shapely Polygon with holes) per boundary polygon of the data."""
    polygons = []
    for b in range(tf.nr_of_polygons):
        outer = tf.coords_of(b).T / 1e7
        holes = [tf.holes.coords_of(h).T / 1e7 for h in tf.holes.ids_of(b)]
        polygons.append((int(tf.zone_id_of(b)), shapely.Polygon(outer, holes)))
    return polygons


def resolve_overlaps(tf, polygons):
    """Where two zones' polygons overlap (disputed areas: Aksai Chin, Abkhazia, Abyei, the West
    Bank, the Ems estuary, ...), keep the overlap only in the zone the reference answers there."""
    rng = np.random.default_rng(1)
    geoms = [g for _, g in polygons]
    tree = shapely.STRtree(geoms)
    a, b = tree.query(geoms, predicate="intersects")
    resolved = 0
    for i, j in zip(a.tolist(), b.tolist()):
        zi, zj = polygons[i][0], polygons[j][0]
        if i >= j or zi == zj:
            continue
        overlap = shapely.intersection(polygons[i][1], polygons[j][1])
        if overlap.area < 1e-7:  # numerical slivers along shared borders (< about 1000 m2)
            continue
        x0, y0, x1, y1 = overlap.bounds
        xs = rng.uniform(x0, x1, 4000)
        ys = rng.uniform(y0, y1, 4000)
        inside = shapely.contains_xy(overlap, xs, ys)
        xs, ys = xs[inside][:50], ys[inside][:50]
        p = shapely.point_on_surface(overlap)
        xs, ys = np.append(xs, p.x), np.append(ys, p.y)
        answers = tf.timezone_ids_at(lngs=xs, lats=ys).tolist()
        winner = max(set(answers), key=answers.count)
        if winner == zi:
            loser = j
        elif winner == zj:
            loser = i
        else:
            continue
        polygons[loser] = (polygons[loser][0], shapely.difference(polygons[loser][1], overlap))
        resolved += 1
        log(f"overlap of {tf.timezone_names[zi]} and {tf.timezone_names[zj]} ({overlap.area:.4f} square degrees) "
            f"goes to {tf.timezone_names[winner]}")
    return resolved


def load_rings(tf):
    """(zone, int64 2xN coordinates in 1e-7 degrees, is_hole) per ring, overlaps resolved."""
    polygons = load_polygons(tf)
    resolve_overlaps(tf, polygons)
    rings = []
    for zone, geometry in polygons:
        for part in shapely.get_parts(geometry):
            if part.geom_type != "Polygon" or part.is_empty:
                continue
            for ring, is_hole in [(part.exterior, False)] + [(r, True) for r in part.interiors]:
                c = np.rint(np.asarray(ring.coords).T * 1e7).astype(np.int64)
                rings.append((zone, c, is_hole))
    return rings


def relabel_by_reference(tf, ea, eb, left, right, vx, vy, count):
    """Ask the reference which zone lies on each side of edges that one ring alone has, or three or
    more rings share (cuts made by resolve_overlaps, the edge of the data)."""
    todo = np.nonzero((left < 0) | (right < 0) | (count > 2))[0]
    x0, y0 = vx[ea[todo]] / 1e7, vy[ea[todo]] / 1e7
    x1, y1 = vx[eb[todo]] / 1e7, vy[eb[todo]] / 1e7
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    length = np.hypot(x1 - x0, y1 - y0)
    step = np.minimum(2e-6, length / 4)
    nx, ny = -(y1 - y0) / length * step, (x1 - x0) / length * step  # to the left of a->b
    lz = tf.timezone_ids_at(lngs=mx + nx, lats=my + ny, on_invalid="skip").astype(np.int64)
    rz = tf.timezone_ids_at(lngs=mx - nx, lats=my - ny, on_invalid="skip").astype(np.int64)
    left[todo] = lz
    right[todo] = rz
    log(f"{len(todo)} edges relabelled by the reference")


def signed_area(c):
    x = (c[0] - c[0, 0]).astype(np.float64)
    y = (c[1] - c[1, 0]).astype(np.float64)
    return 0.5 * float(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y))


def build_edges(rings):
    """Unique undirected edges: (vertex ids a<b, zone left of a->b, zone right of a->b), vertex table."""
    xs, ys, zones_of_edge, starts = [], [], [], []
    for zone, c, is_hole in rings:
        if c.shape[1] >= 2 and c[0, 0] == c[0, -1] and c[1, 0] == c[1, -1]:
            c = c[:, :-1]
        if c.shape[1] < 3:
            continue
        area = signed_area(c)
        if (area < 0) != is_hole:  # outer rings CCW (area > 0), holes CW
            c = c[:, ::-1]
        xs.append(c[0])
        ys.append(c[1])
        zones_of_edge.append(np.full(c.shape[1], zone, dtype=np.int64))
        starts.append(c.shape[1])
    x = np.concatenate(xs)
    y = np.concatenate(ys)
    packed = ((x + 2**31).astype(np.uint64) << np.uint64(32)) | (y + 2**31).astype(np.uint64)
    vertex_keys, vid = np.unique(packed, return_inverse=True)
    vid = vid.reshape(-1)
    # next vertex within each ring
    nxt = np.empty_like(vid)
    pos = 0
    for n in starts:
        nxt[pos : pos + n - 1] = vid[pos + 1 : pos + n]
        nxt[pos + n - 1] = vid[pos]
        pos += n
    zone = np.concatenate(zones_of_edge)
    keep = vid != nxt
    a, b, zone = vid[keep], nxt[keep], zone[keep]
    lo, hi = np.minimum(a, b), np.maximum(a, b)
    nv = len(vertex_keys)
    key = lo * nv + hi
    ukey, inverse, count = np.unique(key, return_inverse=True, return_counts=True)
    left = np.full(len(ukey), -1, dtype=np.int64)
    right = np.full(len(ukey), -1, dtype=np.int64)
    forward = a < b  # ring edge runs lo->hi: its zone is on the left of lo->hi
    # Later writers win for the few edges that three rings share (overlaps in the source).
    left[inverse[forward]] = zone[forward]
    right[inverse[~forward]] = zone[~forward]
    ea, eb = ukey // nv, ukey % nv
    vx = (vertex_keys >> np.uint64(32)).astype(np.int64) - 2**31
    vy = (vertex_keys & np.uint64(0xFFFFFFFF)).astype(np.int64) - 2**31
    return ea, eb, left, right, vx, vy, count


def build_arcs(ea, eb, left, right, nv):
    """Arcs as (vertex id list, zone left, zone right) following the walk direction."""
    ne = len(ea)
    ends = np.concatenate([ea, eb])
    edge_of = np.concatenate([np.arange(ne), np.arange(ne)])
    order = np.argsort(ends, kind="stable")
    ends_sorted = ends[order]
    incident = edge_of[order]
    first = np.searchsorted(ends_sorted, np.arange(nv + 1))
    degree = np.diff(first)
    ea_l, eb_l = ea.tolist(), eb.tolist()
    left_l, right_l = left.tolist(), right.tolist()
    incident_l, first_l, degree_l = incident.tolist(), first.tolist(), degree.tolist()
    visited = bytearray(ne)

    def labels(e, start):  # zones (left, right) walking edge e from vertex `start`
        return (left_l[e], right_l[e]) if ea_l[e] == start else (right_l[e], left_l[e])

    def other(e, v):
        return eb_l[e] if ea_l[e] == v else ea_l[e]

    def is_node(v):
        if degree_l[v] != 2:
            return True
        e1, e2 = incident_l[first_l[v]], incident_l[first_l[v] + 1]
        # walking in through e1 and out through e2 keeps the same sides
        l_in = labels(e1, other(e1, v))
        l_out = labels(e2, v)
        return l_in != l_out

    arcs = []

    def walk(start, e):
        zl, zr = labels(e, start)
        verts = [start]
        v = start
        while True:
            visited[e] = 1
            v = other(e, v)
            verts.append(v)
            if v == start or is_node(v):
                break
            e1, e2 = incident_l[first_l[v]], incident_l[first_l[v] + 1]
            e = e2 if e1 == e else e1
            if visited[e]:
                break
        arcs.append((verts, zl, zr))

    for v in range(nv):
        if degree_l[v] == 0 or not is_node(v):
            continue
        for k in range(first_l[v], first_l[v + 1]):
            e = incident_l[k]
            if not visited[e]:
                walk(v, e)
    # closed loops without a junction (islands, enclaves)
    for e in range(ne):
        if not visited[e]:
            walk(ea_l[e], e)
    return arcs


def simplify_arcs(arcs, vx, vy, is_sea):
    """Simplified arcs as (float64 Nx2 lon/lat, left, right)."""
    out = []
    for verts, zl, zr in arcs:
        pts = np.stack([vx[verts], vy[verts]], 1).astype(np.float64) / 1e7
        sea_l = zl < 0 or is_sea[zl]
        sea_r = zr < 0 or is_sea[zr]
        tol = TOLERANCE_SEA if (sea_l and sea_r) else TOLERANCE_COAST if (sea_l or sea_r) else TOLERANCE_LAND
        closed = verts[0] == verts[-1]
        if closed:
            # split a loop at its farthest point so each half keeps its end points
            d = np.hypot(pts[:, 0] - pts[0, 0], pts[:, 1] - pts[0, 1])
            k = int(np.argmax(d))
            pieces = [pts[: k + 1], pts[k:]] if 0 < k < len(pts) - 1 else [pts]
        else:
            pieces = [pts]
        # small loops and short arcs (enclaves such as Baarle's) keep their shape: at most 1/20 of
        # the arc's extent
        extent = float(np.hypot(np.ptp(pts[:, 0]), np.ptp(pts[:, 1])))
        tol = min(tol, extent / 20)
        for piece in pieces:
            if len(piece) > 2:
                piece = shapely.get_coordinates(shapely.simplify(shapely.LineString(piece), tol))
            out.append((piece, zl, zr))
    return out


def segments_of(simplified):
    x0, y0, x1, y1, zl, zr, arc = [], [], [], [], [], [], []
    for i, (p, l, r) in enumerate(simplified):
        n = len(p) - 1
        if n < 1:
            continue
        x0.append(p[:-1, 0]); y0.append(p[:-1, 1]); x1.append(p[1:, 0]); y1.append(p[1:, 1])
        zl.append(np.full(n, l)); zr.append(np.full(n, r)); arc.append(np.full(n, i))
    cat = np.concatenate
    return cat(x0), cat(y0), cat(x1), cat(y1), cat(zl), cat(zr), cat(arc)


def intersects(sx0, sy0, sx1, sy1, bx0, by0, bx1, by1):
    """Whether segments meet boxes (closed), element-wise; bounding boxes already overlap."""
    dx, dy = sx1 - sx0, sy1 - sy0
    c1 = dx * (by0 - sy0) - dy * (bx0 - sx0)
    c2 = dx * (by0 - sy0) - dy * (bx1 - sx0)
    c3 = dx * (by1 - sy0) - dy * (bx0 - sx0)
    c4 = dx * (by1 - sy0) - dy * (bx1 - sx0)
    above = (c1 > 0) & (c2 > 0) & (c3 > 0) & (c4 > 0)
    below = (c1 < 0) & (c2 < 0) & (c3 < 0) & (c4 < 0)
    return ~(above | below)


def explode(seg_ids, cell_x0, cell_y0, size, sx0, sy0, sx1, sy1, div):
    """(segment, cell, sub-column, sub-row) pairs for the div x div subcells each segment meets."""
    sub = size / div
    lox = np.clip(np.floor((np.minimum(sx0, sx1)[seg_ids] - cell_x0) / sub), 0, div - 1).astype(np.int64)
    hix = np.clip(np.floor((np.maximum(sx0, sx1)[seg_ids] - cell_x0) / sub), 0, div - 1).astype(np.int64)
    loy = np.clip(np.floor((np.minimum(sy0, sy1)[seg_ids] - cell_y0) / sub), 0, div - 1).astype(np.int64)
    hiy = np.clip(np.floor((np.maximum(sy0, sy1)[seg_ids] - cell_y0) / sub), 0, div - 1).astype(np.int64)
    nx, ny = hix - lox + 1, hiy - loy + 1
    counts = nx * ny
    rep = np.repeat(np.arange(len(seg_ids)), counts)
    offs = np.arange(counts.sum()) - np.repeat(np.cumsum(counts) - counts, counts)
    cx = lox[rep] + offs % nx[rep]
    cy = loy[rep] + offs // nx[rep]
    s = seg_ids[rep]
    bx0 = cell_x0[rep] + cx * sub
    by0 = cell_y0[rep] + cy * sub
    ok = intersects(sx0[s], sy0[s], sx1[s], sy1[s], bx0, by0, bx0 + sub, by0 + sub)
    return rep[ok], cx[ok], cy[ok]


def clip(x0, y0, x1, y1, bx0, by0, bx1, by1):
    """Liang-Barsky clip of segments to boxes (element-wise); returns t0, t1."""
    t0 = np.zeros_like(x0)
    t1 = np.ones_like(x0)
    dx, dy = x1 - x0, y1 - y0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        with np.errstate(divide="ignore", invalid="ignore"):
            r = q / p
        neg = p < 0
        pos = p > 0
        t0 = np.where(neg, np.maximum(t0, r), t0)
        t1 = np.where(pos, np.minimum(t1, r), t1)
    return t0, np.maximum(t0, t1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--zones-bin", required=True)
    ap.add_argument("--attribution", required=True)
    ap.add_argument("--country-swift", required=True)
    ap.add_argument("--zone-tab", required=True)
    ap.add_argument("--iso3166-tab", required=True)
    ap.add_argument("--source", required=True)
    args = ap.parse_args()

    from timezonefinder import TimezoneFinder

    t_start = time.time()
    tf = TimezoneFinder()
    names = list(tf.timezone_names)
    data_version = tf.data_version
    is_sea = [n.startswith("Etc/") for n in names]
    rings = load_rings(tf)
    log(f"{len(names)} zones, {len(rings)} rings, data {data_version}")
    ea, eb, left, right, vx, vy, count = build_edges(rings)
    log(f"{len(ea)} unique edges, {int(np.sum(left < 0) + np.sum(right < 0))} one-sided, {int(np.sum(count > 2))} shared by 3+")
    relabel_by_reference(tf, ea, eb, left, right, vx, vy, count)
    arcs = build_arcs(ea, eb, left, right, len(vx))
    log(f"{len(arcs)} arcs ({time.time() - t_start:.0f} s)")
    simplified = simplify_arcs(arcs, vx, vy, is_sea)
    sx0, sy0, sx1, sy1, szl, szr, sarc = segments_of(simplified)
    log(f"{len(sx0)} simplified segments ({time.time() - t_start:.0f} s)")

    # ---- the tree, level by level over all cells at once
    ROOT_W, ROOT_H = 360, 180
    root = np.zeros(ROOT_W * ROOT_H, dtype=np.uint32)
    nodes = []  # list of numpy u32 arrays of 16 entries, filled below
    leaf_words = []  # list of u16 arrays
    leaf_word_count = 0
    zone_queries = []  # (x, y, setter) for uniform cells resolved in one batch

    # level 0: segments -> root cells
    all_ids = np.arange(len(sx0))
    rep, cx, cy = explode(
        all_ids, np.full(len(all_ids), -180.0), np.full(len(all_ids), -90.0), 360.0, sx0, sy0, sx1, sy1, 360
    )
    # explode() with a 360x360 grid over 360 degrees; rows beyond 180 do not exist
    keep = cy < ROOT_H
    seg, cell = all_ids[rep[keep]], cy[keep] * ROOT_W + cx[keep]
    # current level: cells as (slot kind, slot index, x0, y0, size, depth); segments as (seg, cell idx)
    cell_x0 = (np.arange(ROOT_W * ROOT_H) % ROOT_W).astype(np.float64) - 180.0
    cell_y0 = (np.arange(ROOT_W * ROOT_H) // ROOT_W).astype(np.float64) - 90.0
    cell_size = 1.0
    # slot: where the cell's entry goes: ("root", i) or (node index, child)
    slot_node = np.full(ROOT_W * ROOT_H, -1, dtype=np.int64)
    slot_child = np.arange(ROOT_W * ROOT_H, dtype=np.int64)
    depth = 0
    uniform_x, uniform_y, uniform_node, uniform_child = [], [], [], []
    leaf_cells = []  # (x0, y0, size, node, child, segment ids)
    node_count = 0
    node_entries = []
    while True:
        ncell = len(cell_x0)
        order = np.argsort(cell, kind="stable")
        seg, cell = seg[order], cell[order]
        counts = np.bincount(cell, minlength=ncell)
        starts = np.concatenate([[0], np.cumsum(counts)])
        empty = counts == 0
        uniform_x.append(cell_x0[empty] + cell_size / 2)
        uniform_y.append(cell_y0[empty] + cell_size / 2)
        uniform_node.append(slot_node[empty])
        uniform_child.append(slot_child[empty])
        split = (counts > MAX_SEGMENTS) & (depth < MAX_DEPTH)
        leaf = (counts > 0) & ~split
        for c in np.nonzero(leaf)[0].tolist():
            leaf_cells.append(
                (cell_x0[c], cell_y0[c], cell_size, int(slot_node[c]), int(slot_child[c]), seg[starts[c] : starts[c + 1]])
            )
        split_cells = np.nonzero(split)[0]
        log(f"depth {depth}: {ncell} cells, {int(empty.sum())} one zone, {int(leaf.sum())} edge leaves, "
            f"{len(split_cells)} split")
        if len(split_cells) == 0:
            break
        # new nodes for split cells
        new_index = np.arange(node_count, node_count + len(split_cells))
        node_count += len(split_cells)
        node_entries.append((slot_node[split_cells], slot_child[split_cells], new_index))
        # segments of split cells
        in_split = split[cell]
        s_seg, s_cell = seg[in_split], cell[in_split]
        pos_of = np.full(ncell, -1, dtype=np.int64)
        pos_of[split_cells] = np.arange(len(split_cells))
        parent = pos_of[s_cell]
        rep, cx, cy = explode(
            s_seg, cell_x0[s_cell], cell_y0[s_cell], cell_size, sx0, sy0, sx1, sy1, 4
        )
        seg = s_seg[rep]
        cell = parent[rep] * 16 + cy * 4 + cx
        child = np.arange(len(split_cells) * 16)
        p = child // 16
        sub = cell_size / 4
        cell_x0 = cell_x0[split_cells][p] + (child % 4) * sub
        cell_y0 = cell_y0[split_cells][p] + ((child % 16) // 4) * sub
        slot_node = new_index[p]
        slot_child = child % 16
        cell_size = sub
        depth += 1

    nodes = np.zeros((node_count, 16), dtype=np.uint32)
    for parent_node, parent_child, index in node_entries:
        entry = (np.uint32(1) << np.uint32(30)) | index.astype(np.uint32)
        at_root = parent_node < 0
        root[parent_child[at_root]] = entry[at_root]
        nodes[parent_node[~at_root], parent_child[~at_root]] = entry[~at_root]

    # uniform cells: the reference's zone at the centre
    ux = np.concatenate(uniform_x)
    uy = np.concatenate(uniform_y)
    un = np.concatenate(uniform_node)
    uc = np.concatenate(uniform_child)
    uz = np.asarray(tf.timezone_ids_at(lngs=ux, lats=np.clip(uy, -90, 90)), dtype=np.uint32)
    at_root = un < 0
    root[uc[at_root]] = uz[at_root]
    nodes[un[~at_root], uc[~at_root]] = uz[~at_root]
    log(f"{node_count} nodes, {len(ux)} one-zone cells, {len(leaf_cells)} edge leaves ({time.time() - t_start:.0f} s)")

    # edge leaves: clip, quantize, chain; open zone from a free row and column
    open_x, open_y, open_leaf = [], [], []
    leaf_blocks = []
    word = 0
    leaf_offsets = []
    for li, (x0, y0, size, node, child, ids) in enumerate(leaf_cells):
        ids = np.sort(ids)
        t0, t1 = clip(sx0[ids], sy0[ids], sx1[ids], sy1[ids], x0, y0, x0 + size, y0 + size)
        ax = sx0[ids] + (sx1[ids] - sx0[ids]) * t0
        ay = sy0[ids] + (sy1[ids] - sy0[ids]) * t0
        bx = sx0[ids] + (sx1[ids] - sx0[ids]) * t1
        by = sy0[ids] + (sy1[ids] - sy0[ids]) * t1

        def q(v, lo):
            return np.clip(np.rint((v - lo) / size * 65535.0), 0, 65535).astype(np.int64)

        qax, qay, qbx, qby = q(ax, x0), q(ay, y0), q(bx, x0), q(by, y0)
        words = [0, 0]
        chains = 0
        k = 0
        n = len(ids)
        while k < n:
            j = k
            # extend the chain while the next segment continues this one inside the cell
            while j + 1 < n and ids[j + 1] == ids[j] + 1 and sarc[ids[j + 1]] == sarc[ids[j]] \
                    and t1[j] == 1.0 and t0[j + 1] == 0.0:
                j += 1
            pts = [(qax[k], qay[k])] + [(qbx[m], qby[m]) for m in range(k, j + 1)]
            zl, zr = szl[ids[k]], szr[ids[k]]
            words += [NO_ZONE if zl < 0 else int(zl), NO_ZONE if zr < 0 else int(zr), len(pts)]
            for px, py in pts:
                words += [int(px), int(py)]
            chains += 1
            k = j + 1
        words[1] = chains
        # a free column and row (no segment's closed x or y range contains them)
        free = []
        for lo_a, hi_a in ((np.minimum(qax, qbx), np.maximum(qax, qbx)), (np.minimum(qay, qby), np.maximum(qay, qby))):
            order = np.argsort(lo_a)
            reach = -1
            best = None
            gap_len = 0
            for lo_v, hi_v in zip(lo_a[order].tolist(), hi_a[order].tolist()):
                if lo_v - reach > 1 and lo_v - reach - 1 > gap_len:
                    best, gap_len = (reach + lo_v) / 2, lo_v - reach - 1
                reach = max(reach, hi_v)
            if 65535 - reach > gap_len:
                best, gap_len = (reach + 65536) / 2, 65535 - reach
            free.append(best)
        if free[0] is not None and free[1] is not None:
            open_x.append(x0 + free[0] / 65535.0 * size)
            open_y.append(y0 + free[1] / 65535.0 * size)
            open_leaf.append(li)
        block = np.asarray(words, dtype=np.uint16)
        leaf_blocks.append(block)
        leaf_offsets.append(word)
        entry = np.uint32((2 << 30) | word)
        if node < 0:
            root[child] = entry
        else:
            nodes[node, child] = entry
        word += len(block)
    if open_leaf:
        oz = np.asarray(tf.timezone_ids_at(lngs=np.asarray(open_x, dtype=np.float64), lats=np.asarray(open_y, dtype=np.float64)), dtype=np.uint16)
        for li, z in zip(open_leaf, oz.tolist()):
            leaf_blocks[li][0] = z
    leaves = np.concatenate(leaf_blocks) if leaf_blocks else np.zeros(0, dtype=np.uint16)
    log(f"{len(leaves)} leaf words, {len(open_leaf)} leaves with an open zone ({time.time() - t_start:.0f} s)")

    name_bytes = b"".join(n.encode("utf-8") + b"\0" for n in names)
    version_bytes = data_version.encode("utf-8")
    header = b"PPTZ" + struct.pack(
        "<8I", VERSION, len(names), ROOT_W, ROOT_H, node_count, len(leaves), len(name_bytes), len(version_bytes)
    )
    body = header + name_bytes + version_bytes
    body += b"\0" * (-len(body) % 4)
    body += root.astype("<u4").tobytes() + nodes.astype("<u4").tobytes() + leaves.astype("<u2").tobytes()
    with open(args.zones_bin, "wb") as f:
        f.write(body)
    log(f"wrote {args.zones_bin}: {len(body)} bytes, sha256 {hashlib.sha256(body).hexdigest()}")

    with open(args.attribution, "w", encoding="utf-8") as f:
        f.write(
            "zones.bin: time zone boundaries derived from timezone-boundary-builder\n"
            f"(https://github.com/evansiroky/timezone-boundary-builder), release {data_version},\n"
            "data (c) OpenStreetMap contributors and timezone-boundary-builder contributors,\n"
            "made available under the Open Database License (ODbL) 1.0:\n"
            "https://opendatacommons.org/licenses/odbl/1-0/\n"
            f"Source: {args.source}.\n"
            "Derived by PlacePicker's scripts/build-timezones.sh (simplified borders, a 4x4 tree of cells);\n"
            "the method and the script are the alteration file of ODbL section 4.6.\n"
        )
    write_country_table(args.country_swift, args.zone_tab, args.iso3166_tab, names)
    log(f"done in {time.time() - t_start:.0f} s")


# Subdivisions (ISO 3166-2, without the country prefix) that a zone alone determines, because the
# zone lies inside one subdivision. Source: the comments of tzdata's zone.tab (quoted), checked
# against ISO 3166-2 names.
ZONE_REGIONS = {
    "Europe/Busingen": "BW",  # "Busingen" - Buesingen am Hochrhein, Landkreis Konstanz, Baden-Wuerttemberg
    "Atlantic/Canary": "CN",  # "Canary Islands" - Canarias
    "Atlantic/Madeira": "30",  # "Madeira Islands" - Regiao Autonoma da Madeira
    "Atlantic/Azores": "20",  # "Azores" - Regiao Autonoma dos Acores
    "America/Indiana/Indianapolis": "IN",  # "Indiana (most areas)"
    "America/Indiana/Marengo": "IN",  # "Indiana (Crawford County)"
    "America/Indiana/Vevay": "IN",  # "Indiana (Switzerland County)"
    "America/Indiana/Petersburg": "IN",  # "Indiana (Pike County)"
    "America/Indiana/Vincennes": "IN",  # "Indiana (Da, Du, K, Mn)"
    "America/Indiana/Winamac": "IN",  # "Indiana (Pulaski)"
    "America/Indiana/Tell_City": "IN",  # "Indiana (Perry)"
    "America/Indiana/Knox": "IN",  # "Indiana (Starke)"
    "America/Kentucky/Louisville": "KY",  # "Eastern - KY (Louisville area)"
    "America/Kentucky/Monticello": "KY",  # "Eastern - KY (Wayne)"
    "America/North_Dakota/Center": "ND",  # "Central - ND (Oliver)"
    "America/North_Dakota/New_Salem": "ND",  # "Central - ND (Morton rural)"
    "America/North_Dakota/Beulah": "ND",  # "Central - ND (Mercer)"
    "America/Detroit": "MI",  # "Eastern - MI (most areas)"
    "America/Menominee": "MI",  # "Central - MI (Wisconsin border)"
    "America/Phoenix": "AZ",  # "MST - AZ (except Navajo)"
    "Pacific/Honolulu": "HI",  # "Hawaii"
    "America/Anchorage": "AK",  # "Alaska (most areas)"
    "America/Juneau": "AK",  # "Alaska - Juneau area"
    "America/Sitka": "AK",  # "Alaska - Sitka area"
    "America/Metlakatla": "AK",  # "Alaska - Annette Island"
    "America/Yakutat": "AK",  # "Alaska - Yakutat"
    "America/Nome": "AK",  # "Alaska (west)"
    "America/Adak": "AK",  # "Alaska - western Aleutians"
    "Australia/Sydney": "NSW",  # "New South Wales (most areas)"
    "Australia/Broken_Hill": "NSW",  # "New South Wales (Yancowinna)"
    "Australia/Lord_Howe": "NSW",  # "Lord Howe Island" (part of New South Wales)
    "Australia/Melbourne": "VIC",  # "Victoria"
    "Australia/Brisbane": "QLD",  # "Queensland (most areas)"
    "Australia/Lindeman": "QLD",  # "Queensland (Whitsunday Islands)"
    "Australia/Adelaide": "SA",  # "South Australia"
    "Australia/Perth": "WA",  # "Western Australia (most areas)"
    "Australia/Eucla": "WA",  # "Western Australia (Eucla)"
    "Australia/Hobart": "TAS",  # "Tasmania"
    "Australia/Darwin": "NT",  # "Northern Territory"
    "America/Argentina/Jujuy": "Y",  # "Jujuy (JY)"
    "America/Argentina/Tucuman": "T",  # "Tucuman (TM)"
    "America/Argentina/La_Rioja": "F",  # "La Rioja (LR)"
    "America/Argentina/San_Juan": "J",  # "San Juan (SJ)"
    "America/Argentina/Mendoza": "M",  # "Mendoza (MZ)"
    "America/Argentina/San_Luis": "D",  # "San Luis (SL)"
    "America/Argentina/Rio_Gallegos": "Z",  # "Santa Cruz (SC)"
    "America/Argentina/Ushuaia": "V",  # "Tierra del Fuego (TF)"
    "America/St_Johns": "NL",  # "Newfoundland; Labrador (southeast)"
    "America/Regina": "SK",  # "CST - SK (most areas)"
    "America/Swift_Current": "SK",  # "CST - SK (midwest)"
}


# Country names found in addr:country besides tzdata's English names (iso3166.tab): the
# countries' own names and common short forms, written as folded (lower case, no accents).
COUNTRY_ALIASES = {
    "uk": "GB", "united kingdom": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
    "usa": "US", "u.s.a.": "US", "united states of america": "US", "united states": "US",
    "suomi": "FI", "finland": "FI", "sverige": "SE", "norge": "NO", "noreg": "NO", "danmark": "DK",
    "island": "IS", "eesti": "EE", "latvija": "LV", "lietuva": "LT", "polska": "PL",
    "deutschland": "DE", "osterreich": "AT", "schweiz": "CH", "suisse": "CH", "svizzera": "CH",
    "liechtenstein": "LI", "nederland": "NL", "the netherlands": "NL", "belgie": "BE", "belgique": "BE",
    "belgien": "BE", "luxemburg": "LU", "letzebuerg": "LU", "espana": "ES", "portugal": "PT",
    "italia": "IT", "ceska republika": "CZ", "czechia": "CZ", "czech republic": "CZ", "cesko": "CZ",
    "slovensko": "SK", "magyarorszag": "HU", "slovenija": "SI", "hrvatska": "HR", "ellada": "GR",
    "rossiya": "RU", "russian federation": "RU", "ukraina": "UA", "eire": "IE", "ireland": "IE",
    "turkiye": "TR", "turkey": "TR", "south korea": "KR", "north korea": "KP", "vatican city": "VA",
}


def fold(text):
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def write_country_table(path, zone_tab, iso3166_tab, names):
    codes = {}
    with open(iso3166_tab, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            code, name = line.rstrip("\n").split("\t")[:2]
            codes[code] = name
    country_names = {fold(name): code for code, name in codes.items()}
    for alias, code in COUNTRY_ALIASES.items():
        if code not in codes:
            raise SystemExit(f"build-timezones: alias {alias} names {code}, which iso3166.tab does not list")
        country_names[fold(alias)] = code
    countries = {}
    with open(zone_tab, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            countries[parts[2]] = parts[0]
    missing = [n for n in names if n not in countries and not n.startswith("Etc/")]
    if missing:
        log(f"zones of the boundary data without a zone.tab country: {', '.join(missing)}")
    for zone in ZONE_REGIONS:
        if zone not in countries:
            raise SystemExit(f"build-timezones: region table names {zone}, which zone.tab does not list")
    lines = [
        "// Generated by scripts/build-timezones.sh from tzdata's zone.tab (public domain) and the",
        "// subdivision table in scripts/build_timezones.py (sources quoted there). Do not edit.",
        "",
        "extension ZoneCountry {",
        "    /// Country code (ISO 3166-1 alpha-2) of each tzdata zone, from `zone.tab`, plus the",
        "    /// subdivision (ISO 3166-2 without the country prefix) where the zone lies in one.",
        "    static let table: [String: (country: String, region: String?)] = [",
    ]
    for zone in sorted(countries):
        region = ZONE_REGIONS.get(zone)
        r = f'"{region}"' if region else "nil"
        lines.append(f'        "{zone}": ("{countries[zone]}", {r}),')
    lines += [
        "    ]",
        "",
        "    /// The ISO 3166-1 alpha-2 codes tzdata knows (`iso3166.tab`).",
        "    static let codes: Set<String> = [",
    ]
    codes_sorted = sorted(codes)
    for i in range(0, len(codes_sorted), 16):
        lines.append("        " + ", ".join(f'"{c}"' for c in codes_sorted[i : i + 16]) + ",")
    lines += [
        "    ]",
        "",
        "    /// Country names, folded (lower case, no accents): tzdata's English names",
        "    /// (`iso3166.tab`) and the countries' own names (scripts/build_timezones.py).",
        "    static let names: [String: String] = [",
    ]
    for name in sorted(country_names):
        escaped = name.replace("\\", "\\\\").replace('"', '\\"')
        lines.append(f'        "{escaped}": "{country_names[name]}",')
    lines += ["    ]", "}", ""]
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    log(f"wrote {path}: {len(countries)} zones, {len(ZONE_REGIONS)} with a region")


if __name__ == "__main__":
    main()
