#!/usr/bin/env python3
"""Hostile and measuring HTTP clients for scripts/abuse.sh (Python 3.9+ standard library only).

Loopback only: every subcommand refuses a target host outside 127.0.0.0/8 or ::1.

  idle       hold N connections open that send nothing (reconnecting when the server closes one)
  slowloris  hold N connections that send one header line every INTERVAL seconds, never finishing
  measure    make ordinary GET requests (a new connection each) and print latency percentiles and failures
  hostile    send the nine hostile requests of issue 17 and check each gets 4xx/505 or a close
  drain      keep C clients requesting while the script sends SIGTERM; count requests lost after connect
  fetch      GET one path and write the body to standard output (exit 1 unless 200)

Every subcommand prints one JSON object on its last line of standard output. The holders (idle, slowloris)
spread their connections over many loopback source addresses (127.A.B.C), N per address, so that a per-client
connection limit does not refuse them: they stand for many clients, not one.
"""

import argparse
import asyncio
import ipaddress
import json
import os
import signal
import socket
import sys
import threading
import time


def loopback_only(host):
    if not ipaddress.ip_address(host).is_loopback:
        sys.exit(f"abuse_clients.py: {host} is not a loopback address; this tool only talks to 127.0.0.0/8 or ::1")


def source_address(index, per_address, second_octet):
    """The index-th connection's source: 127.<second_octet>.x.y, `per_address` connections per address."""
    slot = index // per_address
    return f"127.{second_octet}.{slot // 250}.{slot % 250 + 1}"


def request_bytes(path, host="localhost", close=True):
    extra = "Connection: close\r\n" if close else ""
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nUser-Agent: abuse-measure\r\n{extra}\r\n".encode()


def read_response(sock):
    """Reads one HTTP/1.1 response with a Content-Length body; returns (status, body bytes) or raises."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed before the response head")
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split()[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(rest) < length:
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed inside the body")
        rest += chunk
    return status, rest[:length]


def percentile(sorted_values, fraction):
    if not sorted_values:
        return None
    index = min(len(sorted_values) - 1, max(0, int(round(fraction * len(sorted_values) + 0.5)) - 1))
    return sorted_values[index]


# ---------------------------------------------------------------- holders (asyncio)


class Holder:
    """Keeps `count` connections open until `seconds` have passed; counts opens, closes and failures."""

    def __init__(self, args, behaviour):
        self.args = args
        self.behaviour = behaviour
        self.open = 0
        self.peak = 0
        self.opened = 0
        self.closed_by_server = 0
        self.connect_failures = 0
        self.statuses = {}
        self.stop_at = time.monotonic() + args.seconds
        self.ready_file = args.ready_file

    async def one(self, index):
        source = source_address(index, self.args.per_address, self.args.octet)
        first = True
        while time.monotonic() < self.stop_at:
            if not first:
                await asyncio.sleep(self.args.reconnect_delay)
            first = False
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection(self.args.host, self.args.port, local_addr=(source, 0)), 10
                )
            except (OSError, asyncio.TimeoutError):
                self.connect_failures += 1
                continue
            self.opened += 1
            self.open += 1
            self.peak = max(self.peak, self.open)
            try:
                await self.behaviour(self, reader, writer)
            except (OSError, asyncio.TimeoutError):
                pass
            finally:
                self.open -= 1
                writer.close()

    async def wait_closed(self, reader):
        """Reads until the server closes or the run ends; records the status line of any response."""
        data = b""
        while time.monotonic() < self.stop_at:
            try:
                chunk = await asyncio.wait_for(reader.read(4096), max(0.1, self.stop_at - time.monotonic()))
            except asyncio.TimeoutError:
                return
            if not chunk:
                self.closed_by_server += 1
                break
            data += chunk
        if data.startswith(b"HTTP/1."):
            status = data.split(b" ", 2)[1].decode(errors="replace")
            self.statuses[status] = self.statuses.get(status, 0) + 1

    async def run(self):
        tasks = []
        for index in range(self.args.count):
            tasks.append(asyncio.ensure_future(self.one(index)))
            if index % 200 == 199:
                await asyncio.sleep(0.01)  # Let the server accept; the backlog is finite.
        # Report readiness once (nearly) every connection is open, so the caller can measure; a server that
        # refuses them never gets there, so give up waiting after a while and report how many are open.
        deadline = time.monotonic() + min(15, self.args.seconds / 3)
        while self.open < self.args.count * 0.99 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        if self.ready_file:
            with open(self.ready_file, "w") as handle:
                handle.write(str(self.open))
        await asyncio.gather(*tasks)
        return {
            "mode": self.args.command,
            "connections": self.args.count,
            "peak_open": self.peak,
            "opened": self.opened,
            "closed_by_server": self.closed_by_server,
            "connect_failures": self.connect_failures,
            "statuses_seen": self.statuses,
        }


async def idle_behaviour(holder, reader, writer):
    await holder.wait_closed(reader)


async def slowloris_behaviour(holder, reader, writer):
    writer.write(b"GET / HTTP/1.1\r\nHost: localhost\r\n")
    await writer.drain()
    line = 0
    closed = asyncio.ensure_future(holder.wait_closed(reader))
    while not closed.done() and time.monotonic() < holder.stop_at:
        await asyncio.wait([closed], timeout=holder.args.interval)
        if closed.done():
            break
        line += 1
        writer.write(f"X-Slow-{line}: a\r\n".encode())
        try:
            await writer.drain()
        except OSError:
            break
    if not closed.done():
        closed.cancel()


def run_holder(args, behaviour):
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    except (ImportError, ValueError, OSError):
        pass
    result = asyncio.run(Holder(args, behaviour).run())
    print(json.dumps(result))


# ---------------------------------------------------------------- measuring client (blocking sockets)


def timed_request(host, port, path, timeout):
    started = time.perf_counter()
    with socket.create_connection((host, port), timeout=timeout) as sock:
        sock.sendall(request_bytes(path))
        status, body = read_response(sock)
    return status, len(body), (time.perf_counter() - started) * 1000


def measure(args):
    latencies, failures, statuses = [], [], {}
    interval = 1.0 / args.rate
    stop_at = time.monotonic() + args.seconds
    next_at = time.monotonic()
    while time.monotonic() < stop_at:
        now = time.monotonic()
        if now < next_at:
            time.sleep(next_at - now)
        next_at += interval
        try:
            status, size, ms = timed_request(args.host, args.port, args.path, args.timeout)
            statuses[status] = statuses.get(status, 0) + 1
            if status != 200 or size == 0:
                failures.append(f"status {status}")
            latencies.append(ms)
        except (OSError, ValueError, IndexError) as error:
            failures.append(type(error).__name__)
    latencies.sort()
    print(
        json.dumps(
            {
                "mode": "measure",
                "path": args.path,
                "requests": len(latencies) + len([f for f in failures if not f.startswith("status")]),
                "failures": len(failures),
                "failure_kinds": sorted(set(failures)),
                "statuses": statuses,
                "p50_ms": round(percentile(latencies, 0.50), 2) if latencies else None,
                "p99_ms": round(percentile(latencies, 0.99), 2) if latencies else None,
                "max_ms": round(latencies[-1], 2) if latencies else None,
            }
        )
    )


# ---------------------------------------------------------------- hostile requests


HOSTILE = [
    ("binary garbage", bytes(range(256)) * 8),
    ("200 KB header", b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n"),
    ("100 KB URL", b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: localhost\r\n\r\n"),
    ("HTTP/9.9", b"GET / HTTP/9.9\r\nHost: localhost\r\n\r\n"),
    ("negative Content-Length", b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -5\r\n\r\n"),
    (
        "huge Content-Length",
        b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999999999999\r\n\r\n",
    ),
    (
        "Content-Length with Transfer-Encoding",
        b"POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    ),
    ("NUL in the path", b"GET /a\x00b HTTP/1.1\r\nHost: localhost\r\n\r\n"),
    ("bad percent-escapes", b"GET /places/%zz%4 HTTP/1.1\r\nHost: localhost\r\n\r\n"),
]


def hostile(args):
    results = []
    for name, payload in HOSTILE:
        outcome = "no answer"
        try:
            with socket.create_connection((args.host, args.port), timeout=5) as sock:
                try:
                    sock.sendall(payload)
                except OSError:
                    pass  # The server may refuse before reading everything: the answer is still there.
                data = b""
                try:
                    while True:
                        chunk = sock.recv(65536)
                        if not chunk:
                            break
                        data += chunk
                except (ConnectionResetError, socket.timeout):
                    pass
                if data.startswith(b"HTTP/1."):
                    outcome = data.split(b" ", 2)[1].decode()
                else:
                    outcome = "close"
        except OSError as error:
            outcome = f"error {type(error).__name__}"
        ok = outcome == "close" or outcome == "505" or (outcome.isdigit() and 400 <= int(outcome) < 500)
        results.append({"request": name, "answer": outcome, "ok": ok})
    try:
        status, _, _ = timed_request(args.host, args.port, "/healthz", 5)
        alive = status == 200
    except OSError:
        alive = False
    print(json.dumps({"mode": "hostile", "results": results, "all_ok": all(r["ok"] for r in results), "alive": alive}))


# ---------------------------------------------------------------- graceful drain under load


def drain(args):
    """C threads request in a loop (a new connection each); SIGTERM goes to PID after `after` seconds.

    A request counts as lost when its connection was established (the server accepted it) but no complete
    response came back; a refused connect after the stop is not a loss, it was never accepted.
    """
    counts = {"ok": 0, "refused": 0, "lost": 0, "other_status": 0}
    losses = []
    lock = threading.Lock()
    stopped = threading.Event()
    signalled_at = [None]

    def worker():
        while not stopped.is_set():
            try:
                sock = socket.create_connection((args.host, args.port), timeout=5)
            except ConnectionRefusedError:
                with lock:
                    counts["refused"] += 1
                if signalled_at[0] is not None:
                    return
                time.sleep(0.01)
                continue
            except OSError:
                with lock:
                    counts["refused"] += 1
                continue
            stage = "send"
            try:
                sock.sendall(request_bytes(args.path))
                stage = "response"
                status, _ = read_response(sock)
                with lock:
                    counts["ok" if status == 200 else "other_status"] += 1
            except (OSError, ValueError, IndexError) as error:
                since = None if signalled_at[0] is None else round((time.monotonic() - signalled_at[0]) * 1000, 1)
                with lock:
                    counts["lost"] += 1
                    losses.append({"during": stage, "error": type(error).__name__, "ms_after_sigterm": since})
            finally:
                sock.close()

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(args.clients)]
    for thread in threads:
        thread.start()
    time.sleep(args.after)
    with lock:
        before = counts["ok"]
    signalled_at[0] = time.monotonic()
    os.kill(args.pid, signal.SIGTERM)
    for thread in threads:
        thread.join(timeout=args.after + 15)
    stopped.set()
    print(json.dumps({"mode": "drain", "clients": args.clients, "ok_before_sigterm": before, **counts, "losses": losses}))


def fetch(args):
    try:
        status, body = timed_request_body(args.host, args.port, args.path)
    except OSError:
        sys.exit(1)
    if status != 200:
        sys.exit(1)
    sys.stdout.buffer.write(body)


def timed_request_body(host, port, path):
    with socket.create_connection((host, port), timeout=5) as sock:
        sock.sendall(request_bytes(path))
        return read_response(sock)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("idle", "slowloris"):
        holder = sub.add_parser(name)
        holder.add_argument("--count", type=int, required=True)
        holder.add_argument("--seconds", type=float, required=True)
        holder.add_argument("--per-address", type=int, default=100)
        holder.add_argument("--octet", type=int, default=1 if name == "idle" else 2)
        holder.add_argument("--interval", type=float, default=1.0)
        holder.add_argument("--ready-file")
        holder.add_argument("--reconnect-delay", type=float, default=0.5)
    one = sub.add_parser("measure")
    one.add_argument("--seconds", type=float, required=True)
    one.add_argument("--rate", type=float, default=20)
    one.add_argument("--path", default="/")
    one.add_argument("--timeout", type=float, default=5)
    sub.add_parser("hostile")
    stop = sub.add_parser("drain")
    stop.add_argument("--pid", type=int, required=True)
    stop.add_argument("--clients", type=int, default=16)
    stop.add_argument("--after", type=float, default=3)
    stop.add_argument("--path", default="/healthz")
    get = sub.add_parser("fetch")
    get.add_argument("--path", default="/")
    for each in sub.choices.values():
        each.add_argument("--host", default="127.0.0.1")
        each.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    loopback_only(args.host)
    if args.command == "idle":
        run_holder(args, idle_behaviour)
    elif args.command == "slowloris":
        run_holder(args, slowloris_behaviour)
    elif args.command == "measure":
        measure(args)
    elif args.command == "hostile":
        hostile(args)
    elif args.command == "fetch":
        fetch(args)
    else:
        drain(args)


if __name__ == "__main__":
    main()
