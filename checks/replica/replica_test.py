"""Three `placepicker serve --database` replicas behind nginx, a writer changing the table by plain SQL,
and a checker that measures when each change became visible on each replica (docs/guides/deploying.md).

    python checks/replica/replica_test.py --placepicker PATH --seconds 20 --rate 1000

Needs: PostgreSQL with PostGIS and nginx installed (scripts/pg.sh install), psycopg in the venv.
What happens, in order:
  1. a throwaway PostgreSQL (scripts/pg.sh start), `placepicker db init`, PLACES random places by SQL;
  2. three replicas on free loopback ports, nginx in front (proxy_next_upstream: a dead replica's
     requests go to another);
  3. for --seconds: the writer commits --rate changes a second by plain SQL (status flips, capacity,
     hours, renames, a few inserts, moves and deletes; 10 changes a transaction), recording each
     transaction's data version and commit time; the checker polls every replica's /healthz and records
     when its dataVersion first reached each version; a client asks nginx for pages and API answers and
     counts failures;
  4. a third of the way in, replica 2 is killed with SIGKILL and started again; two thirds in, PostgreSQL
     is restarted (replicas keep answering, report `degraded`, then catch up);
  5. the writer stops; every replica must reach the database's version, with the database's digest of
     (id, version) and the same name and status as the table for sampled places through its API.
Prints the propagation p50/p99/max per replica and overall, and exits 1 when a check fails:
client failures > 0, p99 over --p99-limit seconds, or any replica not converged within 30 s.
"""

import argparse
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

import psycopg

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


def fnv1a_digest(rows):
    """The digest replicas report: the sum mod 2^64 of FNV-1a 64 of `id TAB version` over every row."""
    total = 0
    for identifier, version in rows:
        value = 0xCBF29CE484222325
        for byte in identifier.encode() + b"\t" + str(version).encode():
            value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
        total = (total + value) & 0xFFFFFFFFFFFFFFFF
    return f"{total:016x}"


class Replica:
    def __init__(self, index, binary, url, work):
        self.index = index
        self.binary = binary
        self.url = url
        self.port = free_port()
        self.log = open(os.path.join(work, f"replica-{index}.log"), "ab")
        self.process = None

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "serve", "--database", self.url, "--port", str(self.port)],
            stdout=self.log, stderr=self.log)

    def wait_ready(self, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            status, _ = get(f"http://127.0.0.1:{self.port}/healthz", timeout=1)
            if status == 200:
                return True
            if self.process.poll() is not None:
                return False
            time.sleep(0.1)
        return False

    def health(self):
        status, body = get(f"http://127.0.0.1:{self.port}/healthz", timeout=2)
        return json.loads(body) if status == 200 else None

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


SEED_SQL = """
INSERT INTO placepicker.places (id, name, geom, opening_hours, status, capacity, tags)
SELECT 'locker/' || n, 'Locker ' || n,
       ST_SetSRID(ST_MakePoint(24.80 + random() * 0.3, 60.13 + random() * 0.15), 4326),
       (ARRAY['Mo-Fr 08:00-20:00; Sa 10:00-16:00', '24/7', 'Mo-Su 07:00-22:00', NULL])[1 + n % 4],
       'operating', (ARRAY['high', 'low', NULL])[1 + n % 3],
       jsonb_build_object('amenity', 'parcel_locker', 'addr:city', 'Helsinki')
FROM generate_series(1, {places}) AS n
"""

HOURS = ["Mo-Fr 08:00-20:00; Sa 10:00-16:00", "24/7", "Mo-Su 07:00-22:00", "Mo-Fr 09:00-17:00", None]


class Writer(threading.Thread):
    """Commits `rate` changes a second, 10 a transaction, by plain SQL; records (version, commit time)."""

    def __init__(self, url, places, rate, stop):
        super().__init__(daemon=True)
        self.url = url
        self.ids = [f"locker/{n}" for n in range(1, places + 1)]
        self.next_id = places + 1
        self.rate = rate
        self.stop_event = stop
        self.commits = []  # (version, time)
        self.changes = 0
        self.failed_transactions = 0
        self.random = random.Random(7)

    def change(self, cursor):
        r = self.random.random()
        ident = self.random.choice(self.ids)
        if r < 0.30:
            cursor.execute(
                "UPDATE placepicker.places SET status = %s, status_until = now() + interval '2 days' WHERE id = %s",
                (self.random.choice(["operating", "full", "closed", "disabled"]), ident))
        elif r < 0.50:
            cursor.execute("UPDATE placepicker.places SET capacity = %s WHERE id = %s",
                           (self.random.choice(["none", "low", "high", None]), ident))
        elif r < 0.70:
            cursor.execute("UPDATE placepicker.places SET opening_hours = %s WHERE id = %s",
                           (self.random.choice(HOURS), ident))
        elif r < 0.90:
            cursor.execute("UPDATE placepicker.places SET name = %s WHERE id = %s",
                           (f"Locker {ident.split('/')[1]} ({self.random.randrange(10**6)})", ident))
        elif r < 0.95:
            # A carrier moves a point down the street (up to about 300 m), not across the world.
            cursor.execute(
                "UPDATE placepicker.places SET geom = ST_SetSRID(ST_MakePoint("
                "LEAST(179.999, GREATEST(-179.999, ST_X(geom) + %s)), "
                "LEAST(89.999, GREATEST(-89.999, ST_Y(geom) + %s))), 4326) WHERE id = %s",
                ((self.random.random() - 0.5) * 0.01, (self.random.random() - 0.5) * 0.005, ident))
        elif r < 0.975:
            # A new point opens where the network is: within a few hundred metres of one of its places.
            new = f"locker/{self.next_id}"
            self.next_id += 1
            cursor.execute(
                "INSERT INTO placepicker.places (id, name, geom, opening_hours, tags) SELECT %s, %s, "
                "ST_SetSRID(ST_MakePoint(LEAST(179.999, GREATEST(-179.999, ST_X(geom) + %s)), "
                "LEAST(89.999, GREATEST(-89.999, ST_Y(geom) + %s))), 4326), '24/7', "
                "'{\"amenity\": \"parcel_locker\"}' FROM placepicker.places WHERE id = %s",
                (new, f"New locker {new}", (self.random.random() - 0.5) * 0.01, (self.random.random() - 0.5) * 0.005,
                 ident))
            if cursor.rowcount == 1:
                self.ids.append(new)
        else:
            if len(self.ids) > 100:
                self.ids.remove(ident)
                cursor.execute("DELETE FROM placepicker.places WHERE id = %s", (ident,))

    def run(self):
        per_transaction = 10
        interval = per_transaction / self.rate
        connection = None
        next_time = time.time()
        while not self.stop_event.is_set():
            try:
                if connection is None or connection.closed:
                    connection = psycopg.connect(self.url, connect_timeout=2)
                ids_before = list(self.ids)
                next_id_before = self.next_id
                with connection.transaction():
                    with connection.cursor() as cursor:
                        for _ in range(per_transaction):
                            self.change(cursor)
                        cursor.execute("SELECT placepicker.transaction_version()")
                        version = cursor.fetchone()[0]
                self.commits.append((version, time.time()))
                self.changes += per_transaction
            except psycopg.Error:
                # The database is restarting: this transaction did not happen.
                self.ids = ids_before
                self.next_id = next_id_before
                self.failed_transactions += 1
                try:
                    connection.close()
                except Exception:
                    pass
                connection = None
                time.sleep(0.05)
            next_time += interval
            delay = next_time - time.time()
            if delay > 0:
                time.sleep(delay)
            elif delay < -1:
                next_time = time.time()  # fell behind (restart): do not burst
        if connection is not None:
            connection.close()


class Checker(threading.Thread):
    """Polls each replica's /healthz; records when its dataVersion was first seen at each value."""

    def __init__(self, replicas, stop):
        super().__init__(daemon=True)
        self.replicas = replicas
        self.stop_event = stop
        self.seen = {replica.index: [] for replica in replicas}  # (time, version), versions increasing
        self.degraded_seen = set()

    def run(self):
        while not self.stop_event.is_set():
            for replica in self.replicas:
                health = replica.health()
                now = time.time()
                if health is None:
                    continue
                if health.get("status") == "degraded":
                    self.degraded_seen.add(replica.index)
                version = health["dataVersion"]
                history = self.seen[replica.index]
                if not history or version > history[-1][1]:
                    history.append((now, version))
            time.sleep(0.01)

    def visible_at(self, index, version, after):
        """The first time replica `index` showed a version >= `version`, not before `after`."""
        for seen_time, seen_version in self.seen[index]:
            if seen_version >= version:
                return max(seen_time, after)
        return None


class Client(threading.Thread):
    """Asks nginx for pages and API answers; counts failures."""

    def __init__(self, port, stop):
        super().__init__(daemon=True)
        self.port = port
        self.stop_event = stop
        self.requests = 0
        self.failures = []

    def run(self):
        paths = ["/", "/api/places?lat=60.17&lon=24.94", "/?open=1", "/api/places?lat=60.2&lon=25.0&limit=5"]
        index = 0
        while not self.stop_event.is_set():
            path = paths[index % len(paths)]
            index += 1
            status, _ = get(f"http://127.0.0.1:{self.port}{path}", timeout=10)
            self.requests += 1
            if status != 200:
                self.failures.append((time.time(), path, status))
            time.sleep(0.005)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--placepicker", required=True)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--rate", type=int, default=1000, help="changes a second")
    parser.add_argument("--places", type=int, default=2000)
    parser.add_argument("--p99-limit", type=float, default=1.0)
    parser.add_argument("--no-faults", action="store_true", help="no SIGKILL, no database restart")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="placepicker-replicas-")
    pg_dir = os.path.join(work, "pg")
    pg = os.path.join(ROOT, "scripts", "pg.sh")
    url = subprocess.check_output(["bash", pg, "start", pg_dir], text=True).strip()
    replicas = []
    nginx = None
    stop = threading.Event()
    try:
        subprocess.run([args.placepicker, "db", "init", "--database", url], check=True, stdout=subprocess.DEVNULL)
        with psycopg.connect(url, autocommit=True) as connection:
            connection.execute(SEED_SQL.format(places=int(args.places)))
        replicas = [Replica(index, args.placepicker, url, work) for index in (1, 2, 3)]
        for replica in replicas:
            replica.start()
        for replica in replicas:
            if not replica.wait_ready():
                raise SystemExit(f"replica {replica.index} did not start; see {replica.log.name}")

        nginx_dir = os.path.join(work, "nginx")
        os.makedirs(nginx_dir)
        nginx_port = free_port()
        upstreams = "\n        ".join(f"server 127.0.0.1:{r.port} max_fails=1 fail_timeout=1s;" for r in replicas)
        with open(os.path.join(ROOT, "scripts", "nginx-replicas.conf.template")) as template:
            config = template.read().replace("@PREFIX@", nginx_dir).replace("@PORT@", str(nginx_port))
            config = config.replace("\n        @UPSTREAMS@\n", "\n        " + upstreams + "\n")
        with open(os.path.join(nginx_dir, "nginx.conf"), "w") as file:
            file.write(config)
        nginx = subprocess.Popen(
            ["nginx", "-p", nginx_dir, "-c", os.path.join(nginx_dir, "nginx.conf"), "-e",
             os.path.join(nginx_dir, "error.log")], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if get(f"http://127.0.0.1:{nginx_port}/healthz", timeout=1)[0] == 200:
                break
            time.sleep(0.05)
        else:
            raise SystemExit(f"nginx did not answer; see {nginx_dir}/error.log")

        writer_stop = threading.Event()
        writer = Writer(url, args.places, args.rate, writer_stop)
        checker = Checker(replicas, stop)
        client = Client(nginx_port, stop)
        for thread in (checker, client, writer):
            thread.start()
        started = time.time()
        events = []
        killed_at = restarted_db_at = back_at = None
        while time.time() - started < args.seconds:
            elapsed = time.time() - started
            if not args.no_faults and killed_at is None and elapsed > args.seconds / 3:
                replicas[1].kill()
                killed_at = time.time()
                events.append(f"{elapsed:5.1f} s: replica 2 killed (SIGKILL)")
                time.sleep(1.0)
                replicas[1].start()
                replicas[1].wait_ready()
                back_at = time.time()
                events.append(f"{time.time() - started:5.1f} s: replica 2 serving again")
            if not args.no_faults and restarted_db_at is None and elapsed > 2 * args.seconds / 3:
                restarted_db_at = time.time()
                events.append(f"{elapsed:5.1f} s: PostgreSQL restarting")
                subprocess.run(["bash", pg, "stop", pg_dir], check=True, stderr=subprocess.DEVNULL)
                time.sleep(1.0)
                subprocess.run(["bash", pg, "restart", pg_dir], check=True, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
                events.append(f"{time.time() - started:5.1f} s: PostgreSQL back")
            time.sleep(0.05)
        writer_stop.set()
        writer.join(timeout=10)
        stopped_writing = time.time()

        # Convergence: every replica at the database's version with its digest.
        with psycopg.connect(url) as connection:
            db_version = connection.execute("SELECT version FROM placepicker.state").fetchone()[0]
            rows = connection.execute("SELECT id, version FROM placepicker.places").fetchall()
            sample = connection.execute(
                "SELECT id, name, status, status_until > now() FROM placepicker.places ORDER BY random() LIMIT 20"
            ).fetchall()
        db_digest = fnv1a_digest(rows)
        converged = {}
        deadline = time.time() + 30
        while time.time() < deadline and len(converged) < len(replicas):
            for replica in replicas:
                health = replica.health()
                if health and health["dataVersion"] == db_version and replica.index not in converged:
                    converged[replica.index] = (time.time() - stopped_writing, health)
            time.sleep(0.05)
        stop.set()
        client.join(timeout=15)
        checker.join(timeout=5)

        problems = []
        print(f"Writer: {writer.changes} changes in {len(writer.commits)} transactions over {args.seconds:.0f} s "
              f"({writer.changes / args.seconds:.0f}/s); {writer.failed_transactions} transactions refused while "
              f"the database restarted; final data version {db_version}, {len(rows)} places.")
        for event in events:
            print("  " + event)
        all_delays = []
        for replica in replicas:
            delays = []
            caught_up = []
            for version, committed in writer.commits:
                seen = checker.visible_at(replica.index, version, committed)
                if seen is None:
                    continue
                if replica.index == 2 and killed_at is not None and killed_at <= committed <= back_at:
                    # Committed while this replica was down or loading its snapshot: it cannot show them
                    # sooner than it answers again; reported apart.
                    caught_up.append(seen - committed)
                else:
                    delays.append(seen - committed)
            if caught_up:
                print(f"Replica {replica.index}: {len(caught_up)} versions committed while it was down, visible "
                      f"{max(caught_up):.2f} s after commit at most ({back_at - killed_at:.2f} s down)")
            if not delays:
                problems.append(f"replica {replica.index}: no change was seen")
                continue
            all_delays += delays
            print(f"Replica {replica.index}: propagation p50 {percentile(delays, 0.5) * 1000:.0f} ms, "
                  f"p99 {percentile(delays, 0.99) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms "
                  f"over {len(delays)} versions")
        if all_delays:
            p99 = percentile(all_delays, 0.99)
            print(f"All replicas: propagation p50 {percentile(all_delays, 0.5) * 1000:.0f} ms, "
                  f"p99 {p99 * 1000:.0f} ms, max {max(all_delays) * 1000:.0f} ms (goal: p99 <= "
                  f"{args.p99_limit * 1000:.0f} ms; includes the kill and the database restart)")
            if p99 > args.p99_limit:
                problems.append(f"propagation p99 {p99:.3f} s is over {args.p99_limit} s")
        print(f"Client through nginx: {client.requests} requests, {len(client.failures)} failed")
        if client.failures:
            problems.append(f"{len(client.failures)} client requests failed, first: {client.failures[:3]}")
        if not args.no_faults and len(checker.degraded_seen) == 0:
            problems.append("no replica reported degraded while PostgreSQL was down")
        for replica in replicas:
            if replica.index not in converged:
                health = replica.health()
                problems.append(f"replica {replica.index} did not reach version {db_version} in 30 s: {health}")
                continue
            after, health = converged[replica.index]
            match = "equal" if health["placesDigest"] == db_digest else "DIFFERENT"
            print(f"Replica {replica.index}: at version {db_version} {after:.2f} s after the last write, "
                  f"{health['places']} places, digest {health['placesDigest']} ({match} to the table's)")
            if health["placesDigest"] != db_digest:
                problems.append(f"replica {replica.index}'s places differ from the table's")
            if health["places"] != len(rows):
                problems.append(f"replica {replica.index} has {health['places']} places, the table {len(rows)}")
            # Sampled places through the API: name and selectability as the table says.
            for ident, name, status, until_future in sample:
                status_code, body = get(
                    f"http://127.0.0.1:{replica.port}/api/places/{urllib.request.quote(ident, safe='')}")
                if status_code != 200:
                    problems.append(f"replica {replica.index}: /api/places/{ident} answered {status_code}")
                    continue
                answer = json.loads(body)
                if answer.get("dataVersion") != db_version:
                    problems.append(f"replica {replica.index}: {ident} answered from version {answer.get('dataVersion')}")
                if answer["place"]["name"] != name:
                    problems.append(f"replica {replica.index}: {ident} is named {answer['place']['name']!r}, "
                                    f"the table says {name!r}")
                unavailable = status in ("full", "closed", "disabled") and until_future
                if unavailable and answer["place"]["selectable"]:
                    problems.append(f"replica {replica.index}: {ident} is {status} in the table but selectable")
        if problems:
            print("FAILED:")
            for problem in problems:
                print("  - " + problem)
            print(f"(logs in {work})")
            return 1
        print("Replica test passed.")
        return 0
    finally:
        stop.set()
        for replica in replicas:
            replica.stop()
        if nginx is not None:
            nginx.send_signal(signal.SIGQUIT)
            try:
                nginx.wait(timeout=5)
            except subprocess.TimeoutExpired:
                nginx.kill()
        subprocess.run(["bash", pg, "stop", pg_dir], stderr=subprocess.DEVNULL)


if __name__ == "__main__":
    sys.exit(main())
