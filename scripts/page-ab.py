#!/usr/bin/env python3
"""Two builds of the list-page benchmark side by side, alternating: the machine's noise falls on both.

    python3 scripts/page-ab.py OLD/placepicker-bench NEW/placepicker-bench [ROUNDS]

Each binary runs `--only page --page-on-input` (1,000,000 synthetic places; the set-up takes about
30 s each), then the script asks each for one repetition (400 pages) in turn, ROUNDS times (10 by
default), swapping which goes first every round, and prints both medians and the median of the
per-round ratios NEW/OLD. Local processes only; nothing is written.
"""
import statistics
import subprocess
import sys


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    processes = {}
    for name, binary in (("old", old), ("new", new)):
        process = subprocess.Popen(
            [binary, "--only", "page", "--page-on-input"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        while True:
            line = process.stdout.readline()
            if not line:
                sys.exit(f"{binary} ended before it was ready (does it have --page-on-input?)")
            if line.strip() == "ready":
                break
        processes[name] = process
    times = {"old": [], "new": []}
    ratios = []
    for round_number in range(rounds):
        order = ("old", "new") if round_number % 2 == 0 else ("new", "old")
        got = {}
        for name in order:
            process = processes[name]
            process.stdin.write("\n")
            process.stdin.flush()
            got[name] = float(process.stdout.readline().strip().replace(",", ""))
            times[name].append(got[name])
        ratios.append(got["new"] / got["old"])
    for process in processes.values():
        process.stdin.close()
        process.wait()
    print(
        f"old {statistics.median(times['old']):.0f} µs/page, new {statistics.median(times['new']):.0f} µs/page; "
        f"new/old median {statistics.median(ratios):.3f} (min {min(ratios):.3f}, max {max(ratios):.3f}) "
        f"over {rounds} rounds")


if __name__ == "__main__":
    main()
