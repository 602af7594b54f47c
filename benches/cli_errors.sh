#!/usr/bin/env bash
# The command-line tool on 100,000 invalid real-world lines against 100,000 valid ones (issue 32: at most
# 3 times as long). The valid lines are benches/real.txt repeated; the invalid ones are the 394 lines of the
# same public datasets that are not URI-references (tests/data/lenient-real-urls.json: spaces, quotes,
# braces, characters outside ASCII, a byte-order mark), repeated. `rfc3986 parse --json --jobs 1`, wall
# time, each the best of RUNS (default 7), the two alternating. Exit 1 when the target is missed.
#
#   bash benches/cli_errors.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p rfc3986-cli --quiet
python3 - "${RUNS:-7}" <<'PY'
import json, subprocess, sys, time

runs = int(sys.argv[1])
valid = open("benches/real.txt", encoding="utf-8").read().splitlines()
invalid = [c["input"] for c in json.load(open("tests/data/lenient-real-urls.json", encoding="utf-8"))["cases"]]
invalid = [line for line in invalid if "\n" not in line and "\r" not in line]


def text(lines):
    return ("\n".join(lines[i % len(lines)] for i in range(100_000)) + "\n").encode()


def once(data):
    start = time.perf_counter()
    subprocess.run(["target/release/rfc3986", "parse", "--json", "--jobs", "1"], input=data,
                   stdout=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


# The two alternate, so that a slow spell of a shared machine falls on both; each keeps its best.
good, wrong = text(valid), text(invalid)
times = [(once(good), once(wrong)) for _ in range(runs)]
ok, bad = min(t for t, _ in times), min(t for _, t in times)
print(f"valid    100,000 lines  {ok:6.2f} s")
print(f"invalid  100,000 lines  {bad:6.2f} s")
print(f"invalid / valid         {bad / ok:6.2f}x (target: at most 3x)")
sys.exit(0 if bad / ok <= 3 else 1)
PY
