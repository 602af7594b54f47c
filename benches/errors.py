#!/usr/bin/env python3
"""The ratios of `cargo bench --bench errors`, from target/criterion: what each rejected string costs beside
its valid twin of the same length (the target: at most 10x under 256 bytes, at most 50x up to 8 KiB), and
beside fluent-uri rejecting it. The 64 KiB cases check that the cost grows no faster than the input: their
ratio to the valid twin (a linear parse) stays within the 8 KiB bound, and each takes at most 8 ms. Only
ratios within one run mean anything on a shared machine.

Usage: python3 benches/errors.py   (exit 1 when a target is missed)
"""
import json, os, sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "target", "criterion")
cases = {}
for dirpath, _, files in os.walk(root):
    if os.path.basename(dirpath) != "new" or "benchmark.json" not in files:
        continue
    meta = json.load(open(os.path.join(dirpath, "benchmark.json")))
    if not meta["group_id"].startswith("errors"):
        continue
    est = json.load(open(os.path.join(dirpath, "estimates.json")))
    cases.setdefault((meta["group_id"], meta["value_str"]), {})[meta["function_id"]] = est["median"]["point_estimate"]
if not cases:
    sys.exit("no results of the errors benchmark under target/criterion: run cargo bench --bench errors first")


def length(group, name):
    # The long cases carry their length in their name; the short ones are under 256 bytes.
    last = name.rsplit(" ", 1)[-1]
    return int(last) if group == "errors long" and last.isdigit() else 0


missed = 0
print("| case | error ns | valid ns | error / valid | target | fluent-uri error ns |")
print("|---|---:|---:|---:|---:|---:|")
for (group, name), f in sorted(cases.items(), key=lambda kv: (kv[0][0] != "errors short", kv[0][1].rsplit(" ", 1)[0], length(*kv[0]))):
    err, ok, peer = f.get("rfc3986 error"), f.get("rfc3986 valid"), f.get("fluent-uri error")
    if err is None or ok is None:
        continue
    ratio = err / ok
    n = length(group, name)
    # Past 8 KiB the bound stands for linear growth: the valid twin's parse is linear in the length.
    target = 10 if n < 256 else 50
    late = n > 8192 and err > 8e6
    mark = "" if ratio <= target and not late else " (missed)"
    missed += ratio > target or late
    print(f"| {name} | {err:,.0f} | {ok:,.0f} | {ratio:.1f}x{mark} | {target}x{' and 8 ms' if n > 8192 else ''} | "
          f"{f'{peer:,.0f}' if peer is not None else '-'} |")
sys.exit(1 if missed else 0)
