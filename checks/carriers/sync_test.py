#!/usr/bin/env python3
"""`placepicker db sync` of an InPost-Poland-size network against PostgreSQL and three replicas.

    python3 checks/carriers/sync_test.py --placepicker "$(swift build -c release --show-bin-path)/placepicker"
    python3 checks/carriers/sync_test.py --placepicker BIN --bench [--rounds 3]   # the figures only

Needs PostgreSQL with PostGIS (bash scripts/pg.sh install), psql and curl; standard library only.
What happens, in order (loopback only; every subprocess and poll loop has a time limit):
  1. a throwaway PostgreSQL (scripts/pg.sh start in a temp dir, removed at the end), `db init`, three
     `placepicker serve --database URL --port P` replicas on free loopback ports;
  2. `db sync` of a generated 25,000-point network (scripts/make_carrier_network.py) as source
     inpost-pl: the summary's counts are checked, the wall time and the replicas' propagation printed;
  3. the same network with 1 % changed: `db sync` timed (wall clock), and for each replica the time from
     the command's exit (and from its start) until its /healthz dataVersion reaches the printed data
     version; /healthz `sources` must name inpost-pl with the new count and a later readAt; a point the
     variant made NonOperating (and one made Disabled) must be `"selectable": false` with a `status`;
  4. a 50 %-dropped network: exit 65, "nothing was changed", the database's data version unchanged;
  5. the network cut in the middle of a page: exit 65, data version unchanged;
  6. `--url` against a loopback HTTP server started here, serving a small network's pages as
     /v1/points?page=N, requiring `Authorization: Bearer <token>` and answering 503 to the first
     request of page 2: every page applied, the token nowhere in placepicker's output.
  (--bench: steps 1-3 only, the 1 % sync repeated --rounds times, alternating with the base network.)
Prints each check, the figures, and a final line `N passed, M failed`; exits 1 when a check failed.
"""

import argparse
import http.server
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GENERATOR = os.path.join(ROOT, "scripts", "make_carrier_network.py")
PG = os.path.join(ROOT, "scripts", "pg.sh")
SOURCE = "inpost-pl"
TOKEN = "secret-token"
SUMMARY = re.compile(r"Synced (?P<source>\S+) from (?P<origin>.+?): (?P<inserted>\d+) inserted, (?P<updated>\d+) updated(?: \([^)]*\))?, "
                     r"(?P<unchanged>\d+) unchanged, (?P<removed>\d+) removed \(of (?P<of>\d+)\); "
                     r"(?P<skipped>\d+) records? skipped; data version (?P<version>\d+)\.")


# --- helpers (the approach of checks/replica/replica_test.py, copied so that this needs no psycopg) --

SELECTION_KEY = "the replicas' selection key, 32 bytes or more"


def post(url, body, timeout=5):
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, {}
    except (urllib.error.URLError, OSError, ValueError):
        return None, {}


def check_choice_after_disable(binary, url, replicas, results):
    """A token made by one replica, accepted by every replica and by verify-selection, then refused
    with "disabled" by all of them once the point is disabled in the database by plain SQL."""
    print("\n== A signed choice, verified before and after its point is disabled by plain SQL")
    code, body = get(f"http://127.0.0.1:{replicas[0].port}/api/places?near=52.23,21.01&limit=40")
    places = json.loads(body)["places"] if code == 200 else []
    ident = next((p["id"] for p in places if p.get("selectable")), None)
    results.check(ident is not None, "a selectable point to choose", f"HTTP {code}")
    if ident is None:
        return
    code, selection = post(f"http://127.0.0.1:{replicas[0].port}/api/selections", {"id": ident})
    token = selection.get("token")
    results.check(code == 200 and token, f"POST /api/selections for {ident} answers a signed choice", f"HTTP {code}")
    for replica in replicas:
        code, verdict = post(f"http://127.0.0.1:{replica.port}/api/selections/verify", {"token": token})
        results.check(verdict.get("valid") is True, f"replica {replica.index} accepts the token", f"{code} {verdict}")
    env = dict(os.environ, PLACEPICKER_SELECTION_KEY=SELECTION_KEY)
    status, out, err, _ = run([binary, "verify-selection", token, "--database", url], 120, env=env)
    results.check(status == 0 and '"valid" : true' in out, "verify-selection --database accepts it", shown(out + err))
    subprocess.run(["psql", "-X", "-q", "-d", url, "-c",
                    f"UPDATE placepicker.places SET status = 'disabled' WHERE id = '{ident}'"], check=True, timeout=30)
    deadline = time.time() + 20
    refused = {}
    while time.time() < deadline and len(refused) < len(replicas):
        for replica in replicas:
            code, verdict = post(f"http://127.0.0.1:{replica.port}/api/selections/verify", {"token": token})
            if verdict.get("reason") == "disabled":
                refused[replica.index] = verdict
        time.sleep(0.05)
    for replica in replicas:
        verdict = refused.get(replica.index, {})
        results.check(verdict.get("valid") is False and verdict.get("reason") == "disabled"
                      and (verdict.get("place") or {}).get("status", {}).get("state") == "disabled",
                      f"replica {replica.index} refuses it: disabled, with the point as it is now", str(verdict)[:300])
    status, out, err, _ = run([binary, "verify-selection", token, "--database", url], 120, env=env)
    results.check(status == 1 and '"reason" : "disabled"' in out, "verify-selection --database refuses it: disabled",
                  shown(out + err))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url, timeout=5):
    """(status, body bytes) of a GET; status 0 when the connection failed."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()
    except (urllib.error.URLError, OSError):
        return 0, b""


class Replica:
    def __init__(self, index, binary, url, work):
        self.index = index
        self.binary = binary
        self.url = url
        self.port = free_port()
        self.log = open(os.path.join(work, f"replica-{index}.log"), "ab")
        self.process = None

    def start(self):
        # Every replica signs choices with the one key: a token made by one is checked by any.
        self.process = subprocess.Popen(
            [self.binary, "serve", "--database", self.url, "--port", str(self.port)],
            stdout=self.log, stderr=self.log, env=dict(os.environ, PLACEPICKER_SELECTION_KEY=SELECTION_KEY))

    def wait_ready(self, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if get(f"http://127.0.0.1:{self.port}/healthz", timeout=1)[0] == 200:
                return True
            if self.process.poll() is not None:
                return False
            time.sleep(0.1)
        return False

    def health(self, timeout=2):
        status, body = get(f"http://127.0.0.1:{self.port}/healthz", timeout=timeout)
        try:
            return json.loads(body) if status == 200 else None
        except ValueError:
            return None

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)
        self.log.close()


class Watcher(threading.Thread):
    """Polls one replica's /healthz every few milliseconds; records when each dataVersion was first seen."""

    def __init__(self, replica, interval=0.01):
        super().__init__(daemon=True)
        self.replica = replica
        self.interval = interval
        self.seen = []  # (time the answer arrived, version), versions increasing
        self.stop_event = threading.Event()
        self.lock = threading.Lock()

    def run(self):
        while not self.stop_event.is_set():
            health = self.replica.health(timeout=2)
            now = time.time()
            if health is not None:
                with self.lock:
                    if not self.seen or health["dataVersion"] > self.seen[-1][1]:
                        self.seen.append((now, health["dataVersion"]))
            time.sleep(self.interval)

    def first_at(self, version):
        with self.lock:
            return next((t for t, v in self.seen if v >= version), None)

    def wait_for(self, version, timeout):
        deadline = time.time() + timeout
        while time.time() < deadline:
            seen = self.first_at(version)
            if seen is not None:
                return seen
            time.sleep(0.01)
        return None


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, condition, what, detail=""):
        if condition:
            self.passed += 1
            print(f"  ok    {what}")
        else:
            self.failed.append(what)
            print(f"  FAIL  {what}" + (f"\n        {detail}" if detail else ""))
        return condition


def run(args, timeout, env=None):
    """(exit status, stdout, stderr, wall seconds) of a command; a hung command is killed."""
    started = time.time()
    try:
        done = subprocess.run(args, capture_output=True, text=True, timeout=timeout, env=env)
        return done.returncode, done.stdout, done.stderr, time.time() - started
    except subprocess.TimeoutExpired as expired:
        return None, expired.stdout or "", f"(killed after {timeout} s) " + str(expired.stderr or ""), time.time() - started


def shown(text, limit=600):
    text = text.strip()
    return text if len(text) <= limit else text[:limit] + f" … ({len(text)} chars)"


def generate(path, *options, manifest=None):
    command = [sys.executable, GENERATOR, "-o", path, *options] + (["--manifest", manifest] if manifest else [])
    subprocess.run(command, check=True, timeout=180)
    if manifest:
        with open(manifest, encoding="utf-8") as file:
            return json.load(file)
    return None


def db_version(url):
    output = subprocess.run(["psql", "-X", "-At", "-d", url, "-c", "SELECT version FROM placepicker.state"],
                            capture_output=True, text=True, timeout=30, check=True).stdout
    return int(output.strip())


def source_points(url, source):
    output = subprocess.run(["psql", "-X", "-At", "-d", url, "-c",
                             f"SELECT count(*) FROM placepicker.places WHERE source = '{source}'"],
                            capture_output=True, text=True, timeout=30, check=True).stdout
    return int(output.strip())


# --- one measured sync -----------------------------------------------------------------------------

class Sync:
    """One `db sync` with its wall time and each replica's propagation."""

    def __init__(self, status, stdout, stderr, started, ended, summary):
        self.status, self.stdout, self.stderr = status, stdout, stderr
        self.started, self.ended, self.summary = started, ended, summary
        self.seen = {}  # replica index -> time first seen at the version

    @property
    def wall(self):
        return self.ended - self.started

    def after_exit(self, index):
        return None if self.seen.get(index) is None else self.seen[index] - self.ended

    def after_start(self, index):
        return None if self.seen.get(index) is None else self.seen[index] - self.started


def sync(binary, url, path, watchers, source=SOURCE, extra=(), timeout=300, wait=30):
    command = [binary, "db", "sync", path, "--from", "inpost", "--source", source, "--database", url, *extra]
    started = time.time()
    status, stdout, stderr, _ = run(command, timeout)
    ended = time.time()
    match = SUMMARY.search(stdout + stderr)
    summary = {k: (v if k in ("source", "origin") else int(v)) for k, v in match.groupdict().items()} if match else None
    result = Sync(status, stdout, stderr, started, ended, summary)
    if summary and status == 0:
        for watcher in watchers:
            result.seen[watcher.replica.index] = watcher.wait_for(summary["version"], wait)
    return result


def figures(result):
    parts = []
    for index in sorted(result.seen):
        exit_delay, start_delay = result.after_exit(index), result.after_start(index)
        parts.append("never" if exit_delay is None else f"{exit_delay:.2f}")
    seen = [result.after_exit(i) for i in result.seen if result.after_exit(i) is not None]
    seen_start = [result.after_start(i) for i in result.seen if result.after_start(i) is not None]
    return ("/".join(parts), max(seen) if seen else None, max(seen_start) if seen_start else None,
            "/".join("never" if result.after_start(i) is None else f"{result.after_start(i):.2f}" for i in sorted(result.seen)))


def report_sync(label, result):
    per_exit, worst, worst_start, per_start = figures(result)
    worst_text = "never" if worst is None else f"{worst:.2f} s"
    print(f"{label}: {result.wall:.2f} s; replicas saw it after {per_exit} s (max {worst_text}) from the command's "
          f"exit, {per_start} s from its start" + (" (negative: seen before the command had exited)"
                                                   if worst is not None and worst < 0 else ""))
    return worst


def wait_sources(replica, points, read_before, timeout=20):
    """Waits for /healthz `sources` to name SOURCE with `points` points and a readAt other than
    `read_before`; returns (seconds waited, the source entry or the last one seen)."""
    started = time.time()
    entry = None
    while time.time() - started < timeout:
        health = replica.health()
        if health:
            entry = next((s for s in health.get("sources", []) if s.get("name") == SOURCE), None)
            if entry and entry.get("points") == points and entry.get("readAt") != read_before:
                return time.time() - started, entry
        time.sleep(0.1)
    return None, entry


def source_entry(replica):
    health = replica.health() or {}
    return next((s for s in health.get("sources", []) if s.get("name") == SOURCE), None)


# --- the loopback InPost API -----------------------------------------------------------------------

def command_lines_holding(secret):
    """Every process's command line (/proc/PID/cmdline) that holds the secret."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as handle:
                line = handle.read().replace(b"\0", b" ").decode("utf-8", "replace")
        except OSError:
            continue
        if secret in line:
            found.append(f"{pid}: {line}")
    return found


class FakeInPost(http.server.ThreadingHTTPServer):
    def __init__(self, pages, token):
        self.pages = pages  # page number -> bytes
        self.token = token
        self.requests = []  # (page, status, authorized)
        self.failed_once = set()
        self.lock = threading.Lock()
        self.command_lines_with_token = []  # every process's command line holding the token, while a request is in flight
        super().__init__(("127.0.0.1", 0), FakeInPostHandler)


class FakeInPostHandler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        server = self.server
        # While this request is in flight, curl and `db sync` are running: no command line on the
        # machine may hold the key (ps shows them to every user).
        seen = command_lines_holding(server.token)
        if seen:
            with server.lock:
                server.command_lines_with_token.extend(seen)
        parts = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(parts.query)
        authorized = self.headers.get("Authorization") == f"Bearer {server.token}"
        try:
            page = int(query.get("page", ["1"])[0])
        except ValueError:
            page = -1
        with server.lock:
            if parts.path != "/v1/points" or page not in server.pages:
                status = 404
            elif not authorized:
                status = 401
            elif page == 2 and 2 not in server.failed_once:
                server.failed_once.add(2)
                status = 503
            else:
                status = 200
            server.requests.append((page, status, authorized))
        if status == 200:
            self.answer(200, server.pages[page])
        else:
            self.answer(status, json.dumps({"status": status, "error": "test"}).encode())


# --- the test --------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--placepicker", required=True, help="the release binary")
    parser.add_argument("--points", type=int, default=25000)
    parser.add_argument("--bench", action="store_true", help="steps 1-3 only: the figures")
    parser.add_argument("--rounds", type=int, default=1, help="how many 1 %-changed syncs to time")
    parser.add_argument("--keep", action="store_true", help="keep the temp directory (logs, files)")
    args = parser.parse_args()
    binary = os.path.abspath(args.placepicker)
    results = Results()
    work = tempfile.mkdtemp(prefix="placepicker-sync-")
    pg_dir = os.path.join(work, "pg")
    replicas, watchers = [], []
    server = None
    pg_started = False
    try:
        print(f"Work directory: {work}")
        base = os.path.join(work, "points.json")
        changed = os.path.join(work, "points-1pct.json")
        t0 = time.time()
        generate(base, "--points", str(args.points))
        manifest = generate(changed, "--points", str(args.points), "--change-share", "0.01", "--change-seed", "2",
                            manifest=os.path.join(work, "points-1pct.manifest.json"))
        print(f"Generated {args.points} points ({os.path.getsize(base) / 1e6:.1f} MB) and the 1 % variant in "
              f"{time.time() - t0:.1f} s")

        url = subprocess.run(["bash", PG, "start", pg_dir], capture_output=True, text=True, timeout=180,
                             check=True).stdout.strip()
        pg_started = True
        status, out, err, wall = run([binary, "db", "init", "--database", url], 120)
        if not results.check(status == 0, "db init", shown(out + err)):
            return 1
        replicas = [Replica(i, binary, url, work) for i in (1, 2, 3)]
        for replica in replicas:
            replica.start()
        for replica in replicas:
            if not results.check(replica.wait_ready(), f"replica {replica.index} answers /healthz",
                                 f"see {replica.log.name}"):
                return 1
        watchers = [Watcher(replica) for replica in replicas]
        for watcher in watchers:
            watcher.start()

        # 2. the first full import
        print(f"\n== db sync of {args.points} points into an empty source")
        first = sync(binary, url, base, watchers)
        results.check(first.status == 0 and first.summary is not None, "first db sync exits 0 with a summary",
                      f"exit {first.status}: {shown(first.stdout + first.stderr)}")
        print("  " + shown(first.stdout + first.stderr, 400))
        if first.summary is None:
            return 1
        s = first.summary
        results.check((s["inserted"], s["updated"], s["unchanged"], s["removed"], s["of"], s["skipped"])
                      == (args.points, 0, 0, 0, 0, 0),
                      f"first sync: {args.points} inserted, 0 updated, 0 unchanged, 0 removed (of 0), 0 skipped",
                      f"got {s}")
        results.check(db_version(url) == s["version"], "the database's data version is the printed one")
        worst_first = report_sync(f"First import: db sync of {args.points} points", first)
        results.check(all(first.seen.get(r.index) for r in replicas), "every replica reached the first import's version")
        for replica in replicas:
            waited, entry = wait_sources(replica, args.points, None)
            results.check(waited is not None, f"replica {replica.index} /healthz sources: {SOURCE} with {args.points} "
                          "points" + ("" if waited is None else f" ({waited:.1f} s after its dataVersion had it)"),
                          f"last entry seen: {entry}")

        # 3. 1 % changed
        expected = manifest["expected_sync_over_base"]
        new_points = manifest["points_in_file"]
        sync_walls, sync_worst = [], []
        rounds = max(1, args.rounds if args.bench else 1)
        for round_index in range(rounds):
            if round_index > 0:
                # back to the base network (untimed), so that the next round is the same diff again
                back = sync(binary, url, base, watchers)
                if back.status != 0:
                    results.check(False, "sync back to the base network", shown(back.stdout + back.stderr))
                    break
            read_before = [(source_entry(r) or {}).get("readAt") for r in replicas]
            if round_index == 0:
                # readAt has a one-second resolution: make sure it can move
                time.sleep(max(0.0, 1.1 - (time.time() - first.ended)))
            print(f"\n== db sync of the same network with 1 % changed (round {round_index + 1}/{rounds})")
            result = sync(binary, url, changed, watchers)
            print("  " + shown(result.stdout + result.stderr, 400))
            ok = results.check(result.status == 0 and result.summary is not None, "1 % sync exits 0 with a summary",
                               f"exit {result.status}: {shown(result.stdout + result.stderr)}")
            if not ok:
                break
            s = result.summary
            got = {k: s[k] for k in ("inserted", "updated", "unchanged", "removed", "of")}
            results.check(got == expected and s["skipped"] == 0,
                          f"1 % sync counts: {expected['inserted']} inserted, {expected['updated']} updated, "
                          f"{expected['unchanged']} unchanged, {expected['removed']} removed (of {expected['of']}), "
                          "0 skipped", f"got {s}")
            results.check(s["version"] > first.summary["version"], "the data version moved")
            worst = report_sync(f"db sync of {args.points:,} points with 1 % changed", result)
            sync_walls.append(result.wall)
            sync_worst.append(worst)
            results.check(all(result.seen.get(r.index) for r in replicas),
                          "every replica reached the 1 % sync's data version within 30 s")
            for replica, before in zip(replicas, read_before):
                waited, entry = wait_sources(replica, new_points, before)
                results.check(waited is not None and entry.get("format") == "inpost",
                              f"replica {replica.index} /healthz sources: {SOURCE}, format inpost, {new_points} "
                              f"points, readAt moved from {before}" + ("" if waited is None else f" (after {waited:.1f} s)"),
                              f"last entry seen: {entry}")
            if round_index == 0:
                results.check(source_points(url, SOURCE) == new_points, f"the table holds {new_points} points of {SOURCE}")
                for wanted in ("NonOperating", "Disabled"):
                    ident = next((i for i, (old, new) in sorted(manifest["status_changes"].items())
                                  if new == wanted and old == "Operating"), None)
                    if not results.check(ident is not None, f"the variant has a point turned {wanted}"):
                        continue
                    for replica in replicas[:1]:
                        code, body = get(f"http://127.0.0.1:{replica.port}/api/places/inpost%2F{ident}")
                        try:
                            answer = json.loads(body)
                        except ValueError:
                            answer = {}
                        place = answer.get("place", answer)
                        status_object = place.get("status")
                        results.check(code == 200 and place.get("selectable") is False and isinstance(status_object, dict)
                                      and status_object.get("state") in ("closed", "disabled"),
                                      f"replica {replica.index}: /api/places/inpost%2F{ident} ({wanted}) is "
                                      f"\"selectable\": false with a status object",
                                      f"HTTP {code}: {shown(body.decode(errors='replace'), 800)}")
                        if code == 200:
                            print(f"        status: {json.dumps(status_object, ensure_ascii=False)}")
                removed_id = manifest["removed"][0]
                code, _ = get(f"http://127.0.0.1:{replicas[0].port}/api/places/inpost%2F{removed_id}")
                results.check(code == 404, f"a removed point (inpost/{removed_id}) is gone from the replica",
                              f"HTTP {code}")
                added_id = manifest["added"][0]
                code, _ = get(f"http://127.0.0.1:{replicas[0].port}/api/places/inpost%2F{added_id}")
                results.check(code == 200, f"an added point (inpost/{added_id}) is served", f"HTTP {code}")

        if not args.bench:
            # 4. half the network gone
            print("\n== db sync of the network with 50 % dropped")
            half = os.path.join(work, "points-half.json")
            generate(half, "--points", str(args.points), "--change-share", "0.01", "--change-seed", "2",
                     "--drop-share", "0.5")
            before = db_version(url)
            result = sync(binary, url, half, [])
            print("  " + shown(result.stdout + result.stderr, 500))
            results.check(result.status == 65, "50 %-dropped sync exits 65", f"exit {result.status}")
            results.check("nothing was changed" in result.stdout + result.stderr, "its message says \"nothing was changed\"")
            results.check(db_version(url) == before, "the data version is unchanged", f"{before} -> {db_version(url)}")
            results.check(source_points(url, SOURCE) == new_points, f"{SOURCE} still has {new_points} points")

            # 5. cut in the middle
            print("\n== db sync of the network cut in the middle")
            cut = os.path.join(work, "points-cut.json")
            with open(changed, "rb") as source_file:
                data = source_file.read()
            middle = len(data) // 2
            middle = data.index(b'{"href":"https://api-pl-points.easypack24.net/v1/points/', middle) + 200
            with open(cut, "wb") as cut_file:
                cut_file.write(data[:middle])
            result = sync(binary, url, cut, [])
            print("  " + shown(result.stdout + result.stderr, 500))
            results.check(result.status == 65, "truncated file: exit 65", f"exit {result.status}")
            results.check(db_version(url) == before, "the data version is unchanged", f"{before} -> {db_version(url)}")
            results.check(source_points(url, SOURCE) == new_points, f"{SOURCE} still has {new_points} points")

            # 6. --url against a loopback InPost API
            print("\n== db sync --url from a loopback InPost API (bearer token, a 503 on page 2)")
            small = os.path.join(work, "small.json")
            # ids of their own (X…): the same ids as inpost-pl's would move those points to this source
            generate(small, "--points", "1200", "--per-page", "500", "--seed", "9", "--id-prefix", "X")
            with open(small, "rb") as small_file:
                documents = [line for line in small_file.read().split(b"\n") if line.strip()]
            server = FakeInPost({i + 1: document for i, document in enumerate(documents)}, TOKEN)
            threading.Thread(target=server.serve_forever, daemon=True).start()
            feed = f"http://127.0.0.1:{server.server_address[1]}/v1/points?per_page=500"
            env = dict(os.environ, INPOST_TEST_TOKEN=TOKEN)
            before = db_version(url)
            started = time.time()
            status, out, err, wall = run([binary, "db", "sync", "--url", feed, "--from", "inpost", "--source",
                                          "inpost-url", "--api-key-env", "INPOST_TEST_TOKEN", "--timeout", "10",
                                          "--retries", "2", "--database", url], 120, env=env)
            print("  " + shown(out + err, 500) + f"  [{wall:.2f} s]")
            print(f"  requests the server saw (page, status, authorized): {server.requests}")
            match = SUMMARY.search(out + err)
            results.check(status == 0 and match is not None, "--url sync exits 0 with a summary", f"exit {status}")
            if match:
                results.check(int(match["inserted"]) == 1200 and int(match["skipped"]) == 0,
                              "--url sync inserted all 1200 points of the 3 pages", match.group(0))
            results.check(source_points(url, "inpost-url") == 1200, "the table holds 1200 points of inpost-url")
            pages_ok = sorted({p for p, code, _ in server.requests if code == 200})
            results.check(pages_ok == [1, 2, 3], "every page was fetched", f"pages answered 200: {pages_ok}")
            results.check((2, 503, True) in server.requests and server.requests.count((2, 200, True)) == 1,
                          "page 2 was retried after its 503")
            results.check(all(authorized for _, _, authorized in server.requests),
                          "every request carried Authorization: Bearer <token>")
            results.check(TOKEN not in out and TOKEN not in err, "the token appears nowhere in stdout/stderr")
            results.check(server.command_lines_with_token == [],
                          "no process's command line held the token while the sync ran",
                          "; ".join(server.command_lines_with_token[:3]))
            # a wrong token: 401 (not retried by intent of FeedDownload), exit 69, nothing changed
            server.requests.clear()
            before = db_version(url)
            env_wrong = dict(os.environ, INPOST_TEST_TOKEN="wrong-token-xyz")
            status, out, err, wall = run([binary, "db", "sync", "--url", feed, "--from", "inpost", "--source",
                                          "inpost-url", "--api-key-env", "INPOST_TEST_TOKEN", "--timeout", "10",
                                          "--retries", "2", "--database", url], 120, env=env_wrong)
            print("  wrong token: " + shown(out + err, 400) + f"  [exit {status}, {wall:.2f} s, "
                  f"{len(server.requests)} requests]")
            results.check(status == 69, "wrong token: exit 69", f"exit {status}")
            results.check(db_version(url) == before, "wrong token: the data version is unchanged")
            results.check("wrong-token-xyz" not in out + err, "wrong token: the token appears nowhere in the output")
            results.check(len(server.requests) == 1,
                          "wrong token: a 401 is not retried (FeedDownload skips retries on HTTP 4xx but 429)",
                          f"the server saw {len(server.requests)} requests in {wall:.1f} s: {server.requests}")

            check_choice_after_disable(binary, url, replicas, results)

        # figures
        print("\n== Figures")
        print(f"First import: db sync of {args.points:,} points: {first.wall:.2f} s; replicas saw it after "
              f"{figures(first)[0]} s from the exit (max {worst_first if worst_first is None else round(worst_first, 2)} s)")
        for i, (wall, worst) in enumerate(zip(sync_walls, sync_worst)):
            print(f"db sync of {args.points:,} points with 1 % changed (round {i + 1}): {wall:.2f} s; "
                  f"replicas max {'never' if worst is None else f'{worst:.2f}'} s after the exit")
        if len(sync_walls) > 1:
            print(f"db sync with 1 % changed: median {statistics.median(sync_walls):.2f} s over {len(sync_walls)} rounds; "
                  f"worst replica median {statistics.median([w for w in sync_worst if w is not None] or [float('nan')]):.2f} s")
        return 1 if results.failed else 0
    finally:
        for watcher in watchers:
            watcher.stop_event.set()
        for watcher in watchers:
            watcher.join(timeout=5)
        for replica in replicas:
            replica.stop()
        if server is not None:
            server.shutdown()
            server.server_close()
        if pg_started or os.path.exists(pg_dir):
            subprocess.run(["bash", PG, "remove", pg_dir], stderr=subprocess.DEVNULL, timeout=120)
        if args.keep:
            print(f"(kept {work})")
        else:
            shutil.rmtree(work, ignore_errors=True)
        print(f"\n{results.passed} passed, {len(results.failed)} failed")
        for what in results.failed:
            print(f"  failed: {what}")


if __name__ == "__main__":
    sys.exit(main())
