#!/usr/bin/env python3
"""Run two builds of the `rfc3986` tool on the same invocations and compare what they print.

Usage: compare_json.py OLD_BIN NEW_BIN [--shared DIR] [--record FILE]... [--show N]

The `--json` output of every command is a contract (fields are only ever added), so a change that must not
change it (the tool moving into its own package, a command rewritten as an answer and printers) is shown
to keep it by running the build before and the build after on:

- every case of the shared conformance vectors (DIR, default ../shared/conformance beside the workspace),
  through each command that reads such a case, with its options: parse (plain, --lenient, --iri, and each
  --rule), check, explain and tree, resolve (--non-strict, --iri, --steps), normalize (each --level,
  --iri, --steps), equivalent, relativize, to-uri and to-iri (with and without --idna), scheme (with and
  without --strict), template expand and match, encode (every component), decode (with and without
  --escape), rules (the list and every rule), conformance;
- every invocation the tool's tests make (FILE: JSON lines {"args": [HEX...], "stdin": HEX}, which
  `RFC3986_CLI_RECORD=FILE cargo test -p rfc3986-cli` writes).

An invocation compares its exit status and its standard output, byte for byte. A JSON line of the new build
may add fields: an object compares equal when every field of the old one is there with the same value, in
the same order. Invocations that ask for help (--help, -h, help) are counted apart: the help is text for
people and may be corrected. Prints a line per command and a last line 'N compared, M differences';
exit status 1 when there is a difference outside the help.
"""
import argparse, json, os, subprocess, sys
from collections import OrderedDict, defaultdict


def load(path):
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def one_line(s):
    return "\n" not in s and "\r" not in s


def stdin_of(values):
    return "".join(v + "\n" for v in values).encode()


def vector_invocations(shared):
    """(args, stdin) pairs over the shared vectors; args are str, stdin bytes."""
    inv = []

    def lines(args, values):
        values = [v for v in values if one_line(v)]
        if values:
            inv.append((args, stdin_of(values)))

    def files(*names):
        out = []
        for n in names:
            out += load(os.path.join(shared, n))
        return out

    uris = [c["input"] for c in files("parse_valid.json", "parse_invalid.json")]
    iris = [c["input"] for c in files("iri_parse_valid.json", "iri_parse_invalid.json")]
    for options in ([], ["--lenient"]):
        lines(["parse", "--json", *options], uris)
        lines(["parse", "--json", "--iri", *options], iris)
    lines(["parse"], uris)
    lines(["parse", "--iri"], iris)
    for command in ("check", "explain", "tree"):
        lines([command], uris)
        lines([command, "--iri"], iris)

    rules = defaultdict(list)
    for name in ("rules.json", "iri_rules.json", "schemes/scheme_rules.json"):
        for c in files(name):
            rules[c["rule"]].append(c["input"])
    for c in files("schemes2/scheme_rules.json"):
        rule = f'{c["grammar"]} {c["rule"]}' if c.get("grammar") else c["rule"]
        rules[rule].append(c["input"])
    for rule, inputs in rules.items():
        lines(["parse", "--json", "--rule", rule], inputs)
        lines(["check", "--rule", rule], inputs)

    for name, extra in (("resolve.json", []), ("iri_resolve.json", ["--iri"])):
        groups = defaultdict(list)
        for c in files(name):
            groups[(c["base"], c.get("strict", True))].append(c["ref"])
        for (base, strict), refs in groups.items():
            strictness = [] if strict else ["--non-strict"]
            for steps in ([], ["--steps"]):
                lines(["resolve", "--json", *extra, *strictness, *steps, "--", base], refs)
            lines(["resolve", *extra, *strictness, "--", base], refs)

    for name, extra in (("normalize.json", []), ("iri_normalize.json", ["--iri"])):
        cases = files(name)
        for level in ("syntax", "scheme"):
            inputs = [c["input"] for c in cases]
            for steps in ([], ["--steps"]):
                lines(["normalize", "--json", *extra, "--level", level, *steps], inputs)
            lines(["normalize", *extra, "--level", level], inputs)
        for c in cases:
            inv.append((["equivalent", "--json", *extra, "--level", c["level"], "--", c["input"], c["expected"]], b""))

    groups = defaultdict(list)
    for c in files("relativize.json"):
        groups[c["base"]].append(c["target"])
    for base, targets in groups.items():
        lines(["relativize", "--json", "--", base], targets)
        lines(["relativize", "--", base], targets)

    for command, name in (("to-uri", "iri_to_uri.json"), ("to-iri", "uri_to_iri.json")):
        inputs = [c["input"] for c in files(name)]
        for idna in ([], ["--idna"]):
            lines([command, "--json", *idna], inputs)
            lines([command, *idna], inputs)

    scheme_uris = [c["input"] for c in files("schemes/scheme_uris.json", "schemes2/scheme_uris.json")]
    for strict in ([], ["--strict"]):
        lines(["scheme", "--json", *strict], scheme_uris)
        lines(["scheme", *strict], scheme_uris)

    groups = defaultdict(list)
    for c in files("templates/expand.json"):
        groups[json.dumps(c["variables"], ensure_ascii=False)].append(c["template"])
    for variables, templates in groups.items():
        lines(["template", "expand", "--json", "--vars", variables], templates)
    groups = defaultdict(list)
    for c in files("templates/match.json"):
        groups[c["template"]].append(c["uri"])
    for template, uris_ in groups.items():
        lines(["template", "match", "--json", "--", template], uris_)
        lines(["template", "match", "--json", "--query-any-order", "--", template], uris_)

    components = ["userinfo", "reg-name", "segment", "segment-nz-nc", "query", "query-pair", "fragment",
                  "iuserinfo", "ireg-name", "isegment", "isegment-nz-nc", "iquery", "iquery-pair", "ifragment"]
    for component in components:
        lines(["encode", "--json", "--component", component], uris + iris)
    for escape in ([], ["--escape"]):
        lines(["decode", "--json", *escape], uris + iris)

    # The help of the tool and of every command, the version, the manual page and the completions.
    commands = ["parse", "resolve", "normalize", "relativize", "explain", "tree", "check", "conformance",
                "completions", "man", "to-uri", "to-iri", "scheme", "rules", "template", "encode",
                "equivalent", "decode", "serve"]
    inv += [([], b""), (["--help"], b""), (["--version"], b""), (["man"], b"")]
    inv += [([command, "--help"], b"") for command in commands]
    inv += [(["template", sub, "--help"], b"") for sub in ("expand", "match", "explain")]
    inv += [(["completions", shell], b"") for shell in ("bash", "zsh", "fish", "elvish", "powershell")]
    inv.append((["rules", "--json"], b""))
    inv.append((["rules"], b""))
    inv.append((["conformance", "--json"], b""))
    inv.append((["conformance"], b""))
    return inv


def recorded_invocations(path):
    inv = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            inv.append(([bytes.fromhex(a) for a in r["args"]], bytes.fromhex(r["stdin"])))
    return inv


def run(binary, args, stdin):
    p = subprocess.run([binary, *args], input=stdin, capture_output=True, timeout=600,
                       env={**os.environ, "NO_COLOR": "1"})
    return p.returncode, p.stdout


def superset(old, new):
    """Whether JSON value `new` keeps `old`: the same value, or for objects every field of `old` (in order)
    with a value that keeps the old one, and perhaps more fields."""
    if isinstance(old, dict) and isinstance(new, dict):
        keys = [k for k in new if k in old]
        return keys == list(old) and all(superset(old[k], new[k]) for k in old)
    if isinstance(old, list) and isinstance(new, list):
        return len(old) == len(new) and all(superset(o, n) for o, n in zip(old, new))
    return type(old) is type(new) and old == new


def same_output(old, new, is_json):
    if old == new:
        return True
    if not is_json:
        return False
    a, b = old.split(b"\n"), new.split(b"\n")
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        try:
            if not superset(json.loads(x, object_pairs_hook=OrderedDict),
                            json.loads(y, object_pairs_hook=OrderedDict)):
                return False
        except ValueError:
            return False
    return True


def as_text(arg):
    return arg.decode(errors="replace") if isinstance(arg, bytes) else arg


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    workspace = os.path.normpath(os.path.join(here, "..", "..", ".."))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--shared", default=os.path.join(workspace, "..", "shared", "conformance"))
    ap.add_argument("--record", action="append", default=[])
    ap.add_argument("--show", type=int, default=5)
    a = ap.parse_args()

    if not os.path.isdir(a.shared):
        sys.exit(f"compare_json.py: no shared vectors at {a.shared}")
    invocations = [("vectors", args, stdin) for args, stdin in vector_invocations(a.shared)]
    # Every rule's own page, by the names the new build lists.
    _, listing = run(a.new, ["rules", "--json"], b"")
    for line in listing.decode().splitlines():
        rule = json.loads(line)
        invocations.append(("vectors", ["rules", "--json", f'{rule["spec"]} {rule["name"]}'], b""))
        invocations.append(("vectors", ["rules", f'{rule["spec"]} {rule["name"]}'], b""))
    for path in a.record:
        invocations += [("tests", args, stdin) for args, stdin in recorded_invocations(path)]

    counts = defaultdict(lambda: [0, 0])
    help_diffs = 0
    shown = defaultdict(int)
    total = diffs = 0
    seen = set()
    for origin, args, stdin in invocations:
        key = (tuple(args), stdin)
        if key in seen:
            continue
        seen.add(key)
        words = [as_text(x) for x in args]
        command = " ".join(words[:2]) if words[:1] == ["template"] else (words[0] if words else "(none)")
        is_help = (any(w in ("--help", "-h", "--version") for w in words) or not words
                   or command in ("help", "man", "completions"))
        is_json = "--json" in words
        old, new = run(a.old, args, stdin), run(a.new, args, stdin)
        same = old[0] == new[0] and same_output(old[1], new[1], is_json)
        total += 1
        label = f"{command}{' --json' if is_json else ''}"
        if is_help:
            label = f"{command} (help)"
            help_diffs += not same
        counts[label][0] += 1
        if not same:
            counts[label][1] += 1
            if not is_help:
                diffs += 1
            if shown[label] < a.show:
                shown[label] += 1
                print(f"DIFF {label} ({origin}): rfc3986 {' '.join(words)}  stdin={stdin[:120]!r}")
                print(f"  old exit {old[0]}: {old[1][:400]!r}")
                print(f"  new exit {new[0]}: {new[1][:400]!r}")
    for label in sorted(counts):
        n, d = counts[label]
        print(f"{label}: {n} invocations, {d} differences")
    print(f"help: {help_diffs} invocations differ (text for people; corrections allowed)")
    print(f"{total} compared, {diffs} differences")
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
