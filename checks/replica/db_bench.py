"""Figures for docs/guides/deploying.md: a replica over a large catalog in PostgreSQL.

    python checks/replica/db_bench.py --placepicker BIN --data FILE.geojson [--seconds 10] [--rate 1000]
                                      [--cpu]

1. a throwaway PostgreSQL (scripts/pg.sh), `db init`, `db import FILE` (timed);
2. `serve --database` (timed: process start to the first /healthz answer, and the snapshot load the
   replica logs);
3. wrk on `/` with a new origin on every request (scripts/distinct-origins.lua, so every page is
   computed), first with no writer, then while the writer of replica_test.py commits --rate changes a
   second by plain SQL; prints both rates and their ratio, and how far behind the replica's data version
   was, sampled every 100 ms during the second run.
Loopback only; every step is bounded in time. Prints the figures; exits 1 only when a step fails.
"""

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

import psycopg

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replica_test import ROOT, Replica, Writer, get  # noqa: E402


def wrk(port, seconds, count_in=None):
    """wrk's rate and p99; with `count_in` (a pid), also the CPU time that process used per request
    (`perf stat -e task-clock`; this machine's virtual CPUs count no instructions): a figure the other
    processes on a busy machine move much less than the rate."""
    counter = None
    if count_in is not None:
        counter = subprocess.Popen(["perf", "stat", "-x,", "-e", "task-clock", "-p", str(count_in)],
                                   stderr=subprocess.PIPE, text=True)
    output = subprocess.run(
        ["wrk", "-t1", "-c8", f"-d{seconds}s", "--latency", "-s", os.path.join(ROOT, "scripts", "distinct-origins.lua"),
         f"http://127.0.0.1:{port}/"], capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p99 = re.search(r"99%\s+([\d.]+\w+)", output).group(1)
    if counter is None:
        return rate, p99, None
    counter.send_signal(signal.SIGINT)
    report = counter.communicate(timeout=10)[1]
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    milliseconds = next((float(line.split(",")[0]) for line in report.splitlines() if "task-clock" in line), None)
    return rate, p99, milliseconds * 1e3 / requests if milliseconds and requests else None


def cpu_share(pid, seconds):
    """The share of one core a process used over `seconds` (`perf stat -e task-clock`)."""
    report = subprocess.run(["perf", "stat", "-x,", "-e", "task-clock", "-p", str(pid), "--", "sleep", str(seconds)],
                            capture_output=True, text=True).stderr
    milliseconds = next((float(line.split(",")[0]) for line in report.splitlines() if "task-clock" in line), None)
    return milliseconds / (seconds * 1e3) if milliseconds is not None else None


def per_request(microseconds):
    return f", {microseconds:.0f} µs of CPU a request" if microseconds else ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--placepicker", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--rate", type=int, default=1000)
    parser.add_argument("--busy-seconds", type=int,
                        help="how long the run with changes lasts (default: --seconds); long enough to hold a fold "
                             "(at a million places and 1,000 changes/s one comes every four minutes or so) to "
                             "count its cost")
    parser.add_argument("--cpu", action="store_true",
                        help="also measure the replica's CPU time per request with perf stat (needs perf)")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="placepicker-dbbench-")
    pg = os.path.join(ROOT, "scripts", "pg.sh")
    pg_dir = os.path.join(work, "pg")
    url = subprocess.check_output(["bash", pg, "start", pg_dir], text=True).strip()
    replica = None
    try:
        subprocess.run([args.placepicker, "db", "init", "--database", url], check=True, stdout=subprocess.DEVNULL)
        started = time.time()
        imported = subprocess.run(
            [args.placepicker, "db", "import", args.data, "--database", url], capture_output=True, text=True,
            check=True).stdout.strip()
        import_seconds = time.time() - started
        with psycopg.connect(url, autocommit=True) as connection:
            connection.execute("VACUUM ANALYZE placepicker.places")
            count = connection.execute("SELECT count(*) FROM placepicker.places").fetchone()[0]
        print(f"db import: {import_seconds:.1f} s ({imported})")

        replica = Replica(1, args.placepicker, url, work)
        started = time.time()
        replica.start()
        if not replica.wait_ready(timeout=300):
            raise SystemExit(f"the replica did not start; see {replica.log.name}")
        ready = time.time() - started
        with open(replica.log.name) as log:
            loaded = re.search(r"Loaded (\d+) places at data version \d+ from .* in ([\d.]+) s", log.read())
        print(f"serve --database: {count} places; snapshot read in {loaded.group(2)} s, answering after {ready:.1f} s")

        pid = replica.process.pid if args.cpu and shutil.which("perf") else None
        quiet_rate, quiet_p99, quiet_count = wrk(replica.port, args.seconds, pid)
        print(f"computed page, no changes: {quiet_rate:.0f} req/s, p99 {quiet_p99}{per_request(quiet_count)}")

        # The writer's ids are the synthetic catalog's; it changes those that exist.
        with psycopg.connect(url) as connection:
            ids = [row[0] for row in connection.execute("SELECT id FROM placepicker.places ORDER BY random() LIMIT 20000")]

        # The same writer against a copy of those rows in another database that no replica follows:
        # the machine carries PostgreSQL's and the writer's work, the replica applies nothing. This is
        # the rate to compare with, on a machine where the database, the writer, wrk and the replica
        # share two cores.
        decoy_url = url.rsplit("/", 1)[0] + "/decoy"
        with psycopg.connect(url, autocommit=True) as connection:
            connection.execute("CREATE DATABASE decoy")
        subprocess.run([args.placepicker, "db", "init", "--database", decoy_url], check=True, stdout=subprocess.DEVNULL)
        with psycopg.connect(url) as source, psycopg.connect(decoy_url) as target:
            rows = source.execute(
                "SELECT id, name, ST_AsText(geom), opening_hours, tags::text FROM placepicker.places WHERE id = ANY(%s)",
                (ids,)).fetchall()
            with target.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO placepicker.places (id, name, geom, opening_hours, tags) "
                    "VALUES (%s, %s, ST_GeomFromText(%s, 4326), %s, %s::jsonb)", rows)
        decoy_stop = threading.Event()
        decoy = Writer(decoy_url, 0, args.rate, decoy_stop)
        decoy.ids = list(ids)
        decoy.next_id = 10**9
        decoy.start()
        time.sleep(2)
        shared_rate, shared_p99, shared_count = wrk(replica.port, args.seconds, pid)
        decoy_stop.set()
        decoy.join(timeout=10)
        print(f"computed page while {decoy.changes / (args.seconds + 2):.0f} changes/s go to a database nobody "
              f"follows: {shared_rate:.0f} req/s, p99 {shared_p99}{per_request(shared_count)} (the machine's share "
              "left to the replica)")

        stop = threading.Event()
        writer = Writer(url, 0, args.rate, stop)
        writer.ids = ids
        writer.next_id = 10**9
        lag = []

        def sample_lag():
            while not stop.is_set():
                health = replica.health()
                if health:
                    lag.append(health["followedVersion"] - health["dataVersion"])
                time.sleep(0.1)

        writer.start()
        time.sleep(2)
        # What following costs by itself: the writer on, no pages asked (folds aside: counted below).
        following = cpu_share(pid, 20) if pid else None
        sampler = threading.Thread(target=sample_lag, daemon=True)
        sampler.start()
        busy_seconds = args.busy_seconds or args.seconds
        changes_before = writer.changes
        busy_rate, busy_p99, busy_count = wrk(replica.port, busy_seconds, pid)
        change_rate = (writer.changes - changes_before) / busy_seconds
        stop.set()
        writer.join(timeout=10)
        behind = sorted(lag)
        print(f"computed page while {change_rate:.0f} changes/s are applied: {busy_rate:.0f} req/s, "
              f"p99 {busy_p99} ({busy_rate / quiet_rate:.2f} of the rate without changes, "
              f"{busy_rate / shared_rate:.2f} of the rate with the same writer on a database nobody follows)")
        if following is not None:
            print(f"following {args.rate} changes/s with no pages asked, 20 s before the run: {following * 100:.0f} % "
                  "of a core (reading, applying, new versions; folds are counted below)")
        if busy_count and quiet_count:
            print(f"CPU a request while changes are applied: {busy_count:.0f} µs, "
                  f"{busy_count / quiet_count:.2f} × that without changes (applying them included)")
        with open(replica.log.name) as log:
            folds = [float(seconds) for seconds in re.findall(r"Folded the changes into a new base .* in ([\d.]+) s", log.read())]
        print(f"folds into a new base during the run with changes: {len(folds)}"
              + (f", {', '.join(f'{seconds:.1f}' for seconds in folds)} s each" if folds else ""))
        if behind:
            print(f"versions the served data was behind the followed one: median {behind[len(behind) // 2]}, "
                  f"max {behind[-1]} (samples every 100 ms; one version = 10 changes)")
        return 0
    finally:
        if replica is not None:
            replica.stop()
        subprocess.run(["bash", pg, "remove", pg_dir], stderr=subprocess.DEVNULL)


if __name__ == "__main__":
    sys.exit(main())
