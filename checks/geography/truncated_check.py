#!/usr/bin/env python3
"""A broken extract is refused: `placepicker geography build` on a truncated PBF (its first half)
and on a corrupt one (random bytes over its middle) must exit non-zero, say why on stderr, and
write nothing: OUT does not exist afterwards and the output folder holds no half-written file. An
OUT already there from an earlier build is left as it was.

pyosmium reads each broken file first, so the check knows a real reader refuses it too.
Usage: truncated_check.py [--placepicker BIN] [--extract PBF] [--seed 60]
"""
import argparse
import os
import pathlib
import random
import subprocess
import sys
import tempfile

import osmium

ROOT = pathlib.Path(__file__).resolve().parents[2]


def refused_by_pyosmium(path):
    class Count(osmium.SimpleHandler):
        def node(self, n):
            pass
    try:
        Count().apply_file(str(path))
    except Exception:  # pyosmium raises RuntimeError and others for a bad PBF
        return True
    return False


def build(binary, extract, out):
    return subprocess.run([binary, "geography", "build", str(extract), "-o", str(out)],
                          capture_output=True, text=True, timeout=600)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--placepicker", default=os.environ.get("PLACEPICKER_BIN", "placepicker"))
    parser.add_argument("--extract", default=str(ROOT / "Tests/Fixtures/geography/liechtenstein.osm.pbf"))
    parser.add_argument("--seed", type=int, default=60)
    args = parser.parse_args()

    data = pathlib.Path(args.extract).read_bytes()
    middle = len(data) // 2
    noise = random.Random(args.seed).randbytes(4096)
    broken = {
        "truncated": data[:middle],
        "corrupt": data[:middle] + noise + data[middle + len(noise):],
    }
    failures = []
    with tempfile.TemporaryDirectory(prefix="geography-broken-") as tmp:
        for name, content in broken.items():
            source = pathlib.Path(tmp, f"{name}.osm.pbf")
            source.write_bytes(content)
            if not refused_by_pyosmium(source):
                failures.append(f"{name}: pyosmium reads it whole, so it is no test of a broken file")
                continue
            for existing in (None, b"an earlier build\n"):
                folder = pathlib.Path(tempfile.mkdtemp(dir=tmp, prefix="out-"))
                out = folder / "region.geography"
                if existing:
                    out.write_bytes(existing)
                case = f"{name}{' over an existing OUT' if existing else ''}"
                proc = build(args.placepicker, source, out)
                left = sorted(p.name for p in folder.iterdir())
                if proc.returncode == 0:
                    failures.append(f"{case}: build exited 0")
                if not proc.stderr.strip():
                    failures.append(f"{case}: build said nothing on stderr")
                if existing is None and left:
                    failures.append(f"{case}: the output folder holds {left}")
                if existing is not None and (left != [out.name] or out.read_bytes() != existing):
                    failures.append(f"{case}: the earlier OUT was changed or files were left: {left}")
                message = (proc.stderr.strip().splitlines() or ["(nothing)"])[-1]
                print(f"  {case}: exit {proc.returncode}, {message[:200]}")
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"broken extracts: {'FAIL' if failures else 'ok'}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
