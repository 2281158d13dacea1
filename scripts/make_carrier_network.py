#!/usr/bin/env python3
"""A made-up InPost Poland network in the shape of the InPost points API v1, for tests and benchmarks.

    python3 scripts/make_carrier_network.py -o points.json                      # 25,000 points, 50 pages
    python3 scripts/make_carrier_network.py --change-share 0.01 --change-seed 2 -o points-next.json \
        --manifest points-next.manifest.json                                   # the same network, 1 % changed
    python3 scripts/make_carrier_network.py --drop-share 0.5 -o half.json       # half of it gone (a cut download)
    python3 scripts/make_carrier_network.py --points 1 -o one.json              # one point

Deterministic (same options, same bytes), no network, standard library only.

Output: pages of `--per-page` items, each `{"href", "count", "page", "per_page", "total_pages", "items"}`
as the API sends them, written one after another (a newline between them) into ONE file; placepicker
reads several JSON documents in a row as one feed. Each item has the keys, types, nulls and
string-numbers of the real records in Tests/Fixtures/carriers/inpost (points-page.json for lockers,
point-MALPKA2032.json for POPs): ids like `KRA123M` (unique), coordinates inside Poland around its
cities, Polish addresses; ~80 % lockers (`parcel_locker`, `location_247: true`, `"24/7"`), ~20 % POPs
(`["pok", "pop"]`, `location_247: false`, hours like `PN-PT 07:00-22:00 SB 08:00-20:00 ND 10:00-18:00`);
statuses mostly `Operating`, a few `Overloaded` and `NonOperating`.

Variants (all deterministic):
  --change-share F --change-seed S2   F of the points changed (status, hours, description, a small move),
                                      plus about F*4 % of the points removed and F*5 % added. The first
                                      two status changes are Operating -> NonOperating and
                                      Operating -> Disabled, so a test always has one of each.
  --drop-share F                      then drop F of the points (a download cut short)
  --id-prefix P                       put P before every id (a second network whose ids do not collide)
  --manifest FILE                     JSON naming what was changed, removed, added and dropped, and the
                                      counts `db sync` should print
"""

import argparse
import json
import math
import random
import re
import sys

# (city, province, latitude, longitude, id prefix, post code's first two digits, weight)
CITIES = [
    ("Warszawa", "mazowieckie", 52.230, 21.010, "WAW", "0", 14),
    ("Kraków", "małopolskie", 50.062, 19.940, "KRA", "3", 7),
    ("Łódź", "łódzkie", 51.760, 19.460, "LOD", "9", 6),
    ("Wrocław", "dolnośląskie", 51.108, 17.030, "WRO", "5", 6),
    ("Poznań", "wielkopolskie", 52.408, 16.930, "POZ", "6", 5),
    ("Gdańsk", "pomorskie", 54.352, 18.646, "GDA", "8", 4),
    ("Szczecin", "zachodniopomorskie", 53.430, 14.550, "SZC", "7", 4),
    ("Bydgoszcz", "kujawsko-pomorskie", 53.123, 18.008, "BYD", "8", 3),
    ("Lublin", "lubelskie", 51.246, 22.568, "LUB", "2", 3),
    ("Białystok", "podlaskie", 53.133, 23.164, "BIA", "1", 3),
    ("Katowice", "śląskie", 50.264, 19.024, "KAT", "4", 4),
    ("Gdynia", "pomorskie", 54.518, 18.531, "GDY", "8", 2),
    ("Częstochowa", "śląskie", 50.812, 19.120, "CZE", "4", 2),
    ("Radom", "mazowieckie", 51.402, 21.147, "RAD", "2", 2),
    ("Toruń", "kujawsko-pomorskie", 53.013, 18.598, "TOR", "8", 2),
    ("Rzeszów", "podkarpackie", 50.041, 21.999, "RZE", "3", 2),
    ("Kielce", "świętokrzyskie", 50.866, 20.628, "KIE", "2", 2),
    ("Gliwice", "śląskie", 50.294, 18.666, "GLI", "4", 2),
    ("Olsztyn", "warmińsko-mazurskie", 53.778, 20.480, "OLS", "1", 2),
    ("Zielona Góra", "lubuskie", 51.935, 15.506, "ZGO", "6", 1),
    ("Opole", "opolskie", 50.675, 17.921, "OPO", "4", 1),
    ("Gorzów Wielkopolski", "lubuskie", 52.731, 15.238, "GOR", "6", 1),
    ("Płock", "mazowieckie", 52.546, 19.706, "PLO", "0", 1),
    ("Elbląg", "warmińsko-mazurskie", 54.156, 19.404, "ELB", "8", 1),
    ("Tarnów", "małopolskie", 50.012, 20.986, "TAR", "3", 1),
    ("Koszalin", "zachodniopomorskie", 54.194, 16.172, "KOS", "7", 1),
    ("Legnica", "dolnośląskie", 51.207, 16.155, "LEG", "5", 1),
    ("Kalisz", "wielkopolskie", 51.762, 18.091, "KAL", "6", 1),
    ("Nowy Sącz", "małopolskie", 49.622, 20.697, "NSA", "3", 1),
    ("Suwałki", "podlaskie", 54.100, 22.930, "SUW", "1", 1),
    ("Zamość", "lubelskie", 50.723, 23.252, "ZAM", "2", 1),
    ("Augustów", "podlaskie", 53.843, 22.979, "AUG", "1", 1),
    ("Braniewo", "warmińsko-mazurskie", 54.380, 19.821, "BRA", "1", 1),
    ("Zakopane", "małopolskie", 49.299, 19.949, "ZAK", "3", 1),
    ("Przemyśl", "podkarpackie", 49.784, 22.768, "PRZ", "3", 1),
    ("Siedlce", "mazowieckie", 52.168, 22.290, "SIE", "0", 1),
    ("Piła", "wielkopolskie", 53.151, 16.738, "PIL", "6", 1),
    ("Słupsk", "pomorskie", 54.464, 17.028, "SLU", "7", 1),
    ("Włocławek", "kujawsko-pomorskie", 52.648, 19.068, "WLO", "8", 1),
    ("Kozy", "śląskie", 49.846, 19.171, "KZY", "4", 1),
]

VILLAGES = ["Nowa Wieś", "Wola", "Zalesie", "Dąbrowa", "Stara Wieś", "Józefów", "Michałowice", "Wólka",
            "Borek", "Górki", "Łęka", "Zawady", "Brzezie", "Lipniki", "Kamionka", "Żabieniec", "Sośnica",
            "Świętajno", "Grabów", "Przyłęk"]

STREETS = ["Gajowa", "Królewiecka", "Sucharskiego", "Jana Pawła II", "Marszałkowska", "Mickiewicza",
           "Słowackiego", "Kościuszki", "Piłsudskiego", "Sienkiewicza", "Długa", "Krótka", "Polna", "Leśna",
           "Ogrodowa", "Szkolna", "Kolejowa", "Lipowa", "Źródlana", "Żeromskiego", "Grunwaldzka",
           "Wojska Polskiego", "3 Maja", "Armii Krajowej", "Mazowiecka", "Warszawska", "Kasprowicza",
           "Łąkowa", "Świętokrzyska", "Chrobrego", "Żwirki i Wigury", "Bohaterów Monte Cassino",
           "Reymonta", "Konopnickiej", "Prusa", "Wyszyńskiego", "Obrońców Westerplatte", "Wrzosowa"]

LOCKER_PLACES = ["obok sklepu", "Przy markecie POLOmarket", "Na osiedlu mieszkaniowym", "przy stacji paliw Orlen",
                 "Przy wejściu do sklepu Biedronka", "parking przy Lidlu", "przy pętli autobusowej",
                 "Obok apteki", "przy szkole podstawowej", "Stacja paliw BP", "Przy budynku poczty",
                 "Galeria handlowa, poziom -1, przy windach", "Na parkingu", "przy bloku nr 5"]
POP_PLACES = ["SKLEP MAŁPKA EXPRESS ", "Sklep spożywczy", "Kiosk RUCH", "Księgarnia", "Sklep Lewiatan",
              "Kwiaciarnia", "Punkt ksero", "Salon prasowy", "Sklep Dino", "Drogeria"]
POP_HOURS = ["PN-PT 07:00-22:00 SB 08:00-20:00 ND 10:00-18:00", "PN-PT 07:00-00:00 SB 07:00-00:00 ND 07:00-00:00",
             "PN-PT 08:00-20:00 SB 09:00-15:00", "PN-SB 06:00-23:00 ND 08:00-20:00",
             "PN-PT 06:00-22:00 SB 06:00-22:00 ND 09:00-21:00", "PN-PT 09:00-18:00 SB 09:00-14:00",
             "PN-PT 07:00-21:00 SB 07:00-21:00"]
INDOOR_LOCKER_HOURS = ["PN-SB 08:00-22:00 ND 09:00-20:00", "PN-SB 06:00-23:00", "PN-PT 07:00-22:00 SB 08:00-21:00"]

LOCKER_FUNCTIONS = ["allegro_courier_collect", "allegro_courier_reverse_return_send", "allegro_courier_send",
                    "allegro_letter_reverse_return_send", "allegro_letter_send", "allegro_parcel_collect",
                    "allegro_parcel_reverse_return_send", "allegro_parcel_send", "parcel", "parcel_collect",
                    "parcel_reverse_return_send", "parcel_send", "standard_courier_reverse_return_send",
                    "standard_courier_send"]
POP_FUNCTIONS = ["allegro_parcel_send", "allegro_courier_send", "parcel_send", "allegro_letter_send",
                 "standard_letter_send", "standard_courier_send"]
PAYMENT_DESCRIPTIONS = ["Płatność apką InPost oraz PayByLink", "Płatność wyłącznie za pomocą PayByLink",
                        "Płatność internetowa PayByLink. Dostępność 24/7", None]
PAYMENT_TYPES = [{"0": "Payments are not supported"}, {"0": "Brak obsługi płatności"},
                 {"2": "Płatność kartą w Paczkomacie"}]
AGENCIES = ["BBA", "WAW", "KRA", "GDA", "POZ", "WRO", "KAT", "LOD"]

# A rough outline of Poland (longitude, latitude), a little inside the border, for rejection sampling.
POLAND = [(14.35, 53.85), (16.0, 54.2), (17.5, 54.72), (18.55, 54.62), (18.75, 54.35), (19.6, 54.3),
          (22.7, 54.3), (23.4, 53.95), (23.8, 53.2), (23.55, 52.6), (23.2, 52.3), (23.6, 51.6), (24.0, 50.85),
          (23.45, 50.4), (22.65, 49.6), (22.6, 49.15), (21.0, 49.45), (19.85, 49.3), (18.9, 49.55),
          (18.0, 50.05), (16.9, 50.5), (16.2, 50.7), (15.0, 51.05), (14.75, 51.5), (14.65, 52.6),
          (14.2, 52.95), (14.45, 53.3)]

API = "https://api-pl-points.easypack24.net/v1/points"


def inside_poland(lon, lat):
    inside = False
    j = len(POLAND) - 1
    for i, (xi, yi) in enumerate(POLAND):
        xj, yj = POLAND[j]
        if (yi > lat) != (yj > lat) and lon < (xj - xi) * (lat - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside and 49.0 <= lat <= 54.8 and 14.2 <= lon <= 24.1


class Network:
    """Makes points; keeps the per-prefix counters so that points added later get new ids."""

    def __init__(self, id_prefix=""):
        self.id_prefix = id_prefix
        self.counters = {}
        self.used = set()
        self.weights = [c[6] for c in CITIES]

    def new_id(self, rng, prefix, kind):
        while True:
            n = self.counters.get(prefix, 0) + 1
            self.counters[prefix] = n
            if kind == "pop" and rng.random() < 0.08:
                ident = f"{self.id_prefix}MALPKA{1000 + n}"
            else:
                suffixes = ["M", "M", "M", "A", "AP", "MP", "N"] if kind == "locker" else ["M", "PP", "POP"]
                ident = f"{self.id_prefix}{prefix}{n:02d}{rng.choice(suffixes)}"
            if ident not in self.used:
                self.used.add(ident)
                return ident

    def point(self, rng, status_weights=(0.965, 0.025, 0.010)):
        city = rng.choices(CITIES, weights=self.weights)[0]
        name, province, clat, clon, prefix, post, _ = city
        rural = rng.random() < 0.3
        for _ in range(1000):
            spread = 0.35 if rural else 0.05
            lat = clat + rng.gauss(0, spread * 0.6)
            lon = clon + rng.gauss(0, spread)
            if inside_poland(lon, lat):
                break
        else:
            lat, lon = clat, clon
        kind = "locker" if rng.random() < 0.8 else "pop"
        ident = self.new_id(rng, prefix, kind)
        town = rng.choice(VILLAGES) if rural else name
        post_code = f"{post}{rng.randrange(10)}-{rng.randrange(1000):03d}"
        street = rng.choice(STREETS)
        building = str(rng.randrange(1, 200)) + (rng.choice("ABC") if rng.random() < 0.15 else "")
        flat = str(rng.randrange(1, 40)) if rng.random() < 0.05 else None
        status = rng.choices(["Operating", "Overloaded", "NonOperating"], weights=status_weights)[0]
        item = {
            "href": f"{API}/{ident}",
            "name": ident,
            "type": ["parcel_locker"] if kind == "locker" else ["pok", "pop"],
            "status": status,
            "location": {"longitude": round(lon, 5), "latitude": round(lat, 5)},
            "location_type": rng.choice(["Outdoor", "Outdoor", "Outdoor", "Indoor"]) if kind == "locker" else None,
            "location_date": None,
            "location_description": rng.choice(LOCKER_PLACES if kind == "locker" else POP_PLACES),
            "location_description_1": None if kind == "locker" else "Punkt",
            "location_description_2": None,
            "distance": None,
            "opening_hours": "24/7" if kind == "locker" else rng.choice(POP_HOURS),
            "address": {"line1": f"{street} {building}" + (f"/{flat}" if flat else ""), "line2": f"{post_code} {town}"},
            "address_details": {"city": town, "province": province, "post_code": post_code, "street": street,
                                "building_number": building, "flat_number": flat},
            "phone_number": None,
            "payment_point_descr": rng.choice(PAYMENT_DESCRIPTIONS),
            "functions": list(LOCKER_FUNCTIONS if kind == "locker" else POP_FUNCTIONS),
            "partner_id": 0 if kind == "locker" else rng.choice([12, 27, 31]),
            "is_next": False,
            "payment_available": rng.random() < 0.6,
            "payment_type": dict(rng.choice(PAYMENT_TYPES)),
            "virtual": "0",
            "recommended_low_interest_box_machines_list": None,
            "apm_doubled": None,
            "location_247": kind == "locker",
            "operating_hours_extended": {"customer": None},
            "agency": rng.choice(AGENCIES),
            "image_url": f"https://static.easypack24.net/points/pl/images/{ident}.jpg",
            "easy_access_zone": rng.random() < 0.7,
            "air_index_level": None,
            "physical_type_mapped": "003" if kind == "locker" else "",
            "physical_type_description": None,
        }
        return item


def change(rng, item, kind, forced_status=None):
    """Edits one point in place; returns a short description of the edit."""
    if kind == "status":
        old = item["status"]
        if forced_status:
            new = forced_status
        elif old == "Operating":
            new = rng.choices(["Overloaded", "NonOperating", "Disabled"], weights=[50, 35, 15])[0]
        else:
            new = "Operating"
        item["status"] = new
        return f"status {old} -> {new}"
    if kind == "hours":
        if "pop" in item["type"]:
            old = item["opening_hours"]
            item["opening_hours"] = rng.choice([h for h in POP_HOURS if h != old])
        elif item["location_247"]:
            item["location_247"] = False
            item["location_type"] = "Indoor"
            item["opening_hours"] = rng.choice(INDOOR_LOCKER_HOURS)
        else:
            item["location_247"] = True
            item["opening_hours"] = "24/7"
        return f"hours -> {item['opening_hours']}"
    if kind == "description":
        pool = LOCKER_PLACES if "parcel_locker" in item["type"] else POP_PLACES
        item["location_description"] = rng.choice([p for p in pool if p != item["location_description"]])
        return f"description -> {item['location_description']}"
    # a small move: the carrier corrected the coordinates by some tens of metres
    item["location"]["latitude"] = round(item["location"]["latitude"] + rng.choice([-1, 1]) * rng.uniform(2e-4, 6e-4), 5)
    item["location"]["longitude"] = round(item["location"]["longitude"] + rng.choice([-1, 1]) * rng.uniform(2e-4, 8e-4), 5)
    return "moved"


def pages(items, per_page):
    total = len(items)
    total_pages = max(1, math.ceil(total / per_page))
    for index in range(total_pages):
        yield {"href": API, "count": total, "page": index + 1, "per_page": per_page, "total_pages": total_pages,
               "items": items[index * per_page:(index + 1) * per_page]}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    parser.add_argument("--points", type=int, default=25000)
    parser.add_argument("--per-page", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--change-share", type=float, default=0.0)
    parser.add_argument("--change-seed", type=int, default=2)
    parser.add_argument("--drop-share", type=float, default=0.0)
    parser.add_argument("--id-prefix", default="", help="put this before every id, such as X")
    parser.add_argument("--manifest", help="write what the variant changed, as JSON, to this file")
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args(argv)
    if args.points < 1 or args.per_page < 1:
        parser.error("--points and --per-page must be at least 1")
    if not 0 <= args.change_share <= 1 or not 0 <= args.drop_share < 1:
        parser.error("--change-share must be in [0, 1] and --drop-share in [0, 1)")

    if not re.fullmatch(r"[A-Z0-9]*", args.id_prefix):
        parser.error("--id-prefix: capital letters and digits only")
    network = Network(args.id_prefix)
    rng = random.Random(args.seed)
    items = [network.point(rng) for _ in range(args.points)]
    base_count = len(items)

    manifest = {"seed": args.seed, "points": args.points, "changed": {}, "status_changes": {}, "removed": [],
                "added": [], "dropped": []}
    if args.change_share > 0:
        crng = random.Random(f"change-{args.change_seed}")
        n_changed = round(args.points * args.change_share)
        n_removed = max(1, round(args.points * args.change_share * 0.04))
        n_added = max(1, round(args.points * args.change_share * 0.05))
        chosen = crng.sample(range(len(items)), min(len(items), n_changed + n_removed))
        changed, removed = sorted(chosen[:n_changed]), set(chosen[n_changed:])
        forced = ["NonOperating", "Disabled"]
        for index in changed:
            item = items[index]
            kind = crng.choices(["status", "hours", "description", "move"], weights=[40, 20, 30, 10])[0]
            forced_status = None
            if forced and item["status"] == "Operating":
                kind, forced_status = "status", forced.pop(0)
            old_status = item["status"]
            manifest["changed"][item["name"]] = change(crng, item, kind, forced_status)
            if kind == "status":
                manifest["status_changes"][item["name"]] = [old_status, item["status"]]
        manifest["removed"] = [items[i]["name"] for i in sorted(removed)]
        items = [item for i, item in enumerate(items) if i not in removed]
        added = [network.point(crng) for _ in range(n_added)]
        manifest["added"] = [item["name"] for item in added]
        items += added
    if args.drop_share > 0:
        drng = random.Random(f"drop-{args.seed}-{args.drop_share}")
        dropped = set(drng.sample(range(len(items)), round(len(items) * args.drop_share)))
        manifest["dropped"] = [items[i]["name"] for i in sorted(dropped)]
        items = [item for i, item in enumerate(items) if i not in dropped]

    # What `db sync` of this file over the base network should print.
    manifest["expected_sync_over_base"] = {
        "inserted": len(manifest["added"]), "updated": len(manifest["changed"]),
        "unchanged": base_count - len(manifest["changed"]) - len(manifest["removed"]),
        "removed": len(manifest["removed"]), "of": base_count} if not manifest["dropped"] else None
    manifest["points_in_file"] = len(items)
    manifest["pages"] = max(1, math.ceil(len(items) / args.per_page))

    out = sys.stdout if args.output == "-" else open(args.output, "w", encoding="utf-8", newline="\n")
    try:
        for page in pages(items, args.per_page):
            out.write(json.dumps(page, ensure_ascii=False, separators=(",", ":")))
            out.write("\n")
    finally:
        if out is not sys.stdout:
            out.close()
    if args.manifest:
        with open(args.manifest, "w", encoding="utf-8") as file:
            json.dump(manifest, file, ensure_ascii=False, indent=1, sort_keys=True)
            file.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
