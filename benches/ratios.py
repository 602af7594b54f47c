#!/usr/bin/env python3
"""Print the ratios of a criterion run, from target/criterion/*/*/new/.

Usage: python3 benches/ratios.py [GROUP_PREFIX ...]

For each benchmark group, every function's median time is given per element (per URI for the parse and
normalize groups, per run of the 42 RFC 5.4 references for resolve) and as a ratio to the group's reference:
fluent-uri where it ran, else oxiri, else iri-string. Only ratios within one run mean anything on a shared machine.
"""
import json, os, sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "target", "criterion")
prefixes = sys.argv[1:]
groups = {}
for group_dir in sorted(os.listdir(root)) if os.path.isdir(root) else []:
    for dirpath, _, files in os.walk(os.path.join(root, group_dir)):
        if os.path.basename(dirpath) != "new" or "benchmark.json" not in files:
            continue
        meta = json.load(open(os.path.join(dirpath, "benchmark.json")))
        est = json.load(open(os.path.join(dirpath, "estimates.json")))
        if prefixes and not any(meta["group_id"].startswith(p) for p in prefixes):
            continue
        elements = (meta.get("throughput") or {}).get("Elements") or 1
        groups.setdefault(meta["group_id"], {})[meta["function_id"]] = est["median"]["point_estimate"] / elements

if not groups:
    sys.exit("no criterion results under target/criterion: run cargo bench first")
for group, funcs in sorted(groups.items()):
    ref = next((f for f in funcs if f.startswith("fluent-uri")), None) or next(
        (f for f in funcs if f.startswith("oxiri")), None) or next(
        (f for f in funcs if f.startswith("iri-string")), None)
    print(f"\n{group} (ratio to {ref})" if ref else f"\n{group} (no peer: times only)")
    print("| crate | ns per element | ratio |")
    print("|---|---:|---:|")
    for name, ns in sorted(funcs.items(), key=lambda kv: kv[1]):
        ratio = f"{ns / funcs[ref]:.1f}x" if ref else "-"
        print(f"| {name} | {ns:,.0f} | {ratio} |")
