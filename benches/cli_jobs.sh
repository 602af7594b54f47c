#!/usr/bin/env bash
# The command-line tool on 1,000,000 lines (benches/real.txt repeated): `rfc3986 parse --json` with
# --jobs 1 and with every core, wall time and lines per second, each the best of RUNS (default 3).
# Wall time of a whole process is what a user of the tool waits for; criterion measures the library.
#
#   bash benches/cli_jobs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${RUNS:-3}"
cargo build --release -p rfc3986-cli --quiet
input="$(mktemp)"
trap 'rm -f "$input"' EXIT
python3 - "$input" <<'PY'
import sys
lines = open("benches/real.txt").read().splitlines()
out = [lines[i % len(lines)] for i in range(1_000_000)]
open(sys.argv[1], "w").write("\n".join(out) + "\n")
PY
cores="$(nproc)"
for jobs in 1 "$cores"; do
  best=""
  for _ in $(seq "$runs"); do
    start=$(date +%s.%N)
    target/release/rfc3986 parse --json --jobs "$jobs" < "$input" > /dev/null || true
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best="$t"; fi
  done
  printf 'jobs %-3s %6.2f s  %9.0f lines/s\n' "$jobs" "$best" "$(echo "1000000 / $best" | bc -l)"
done
