#!/usr/bin/env python3
"""RFC 3966's telephone-subscriber and local-number, the grammar against an ABNF engine.

The tel grammar reads a local number's context and its ISDN subaddresses with lookaheads that PEG needs and
the ABNF does not (grammar/rfc3966-tel.pest, `chosen_context`). This script generates numbers from pieces
that make those choices hard (subaddresses before and after contexts, several contexts, bracketed
parameters, pieces no parameter reads), mutates some, and asks both the tool (`rfc3986 parse --json --rule`)
and the ABNF engine that labels ../shared/conformance/schemes3 (the PyPI `abnf` engine, 2.9.1, with the
RFC 3966 text of that folder's grammars.py) whether each matches. Any disagreement fails.

    python3 tests/tools/tel_differential.py BINARY [SEEDS]   # SEEDS: how many seeds, 3 by default
"""
import json
import os
import random
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "shared", "conformance", "schemes3"))
import abnf_labeller  # noqa: E402  (needs `pip install abnf==2.9.1`)

PIECES = [";isub=a", ";isub=a;b", ";isub=?x", ";isub=a;phone-context=x", ";isub=@:", ";ext=1", ";ext=", ";=b",
          ";p=[x]", ";p=[", ";p", ";phone-context=x", ";phone-context=+1-2", ";phone-context=x.", ";q=a:b",
          ";isub="]
INSERTS = [";", "[", "=", "a", ";phone-context=y", ";isub=z", ";=c", ""]


def number(rnd):
    s = rnd.choice(["+1", "+1-2", "5", "5a", "+(1)", "*", "1"])
    s += "".join(rnd.choice(PIECES) for _ in range(rnd.randint(0, 5)))
    if rnd.random() < 0.4:
        i = rnd.randrange(len(s) + 1)
        s = s[:i] + rnd.choice(INSERTS) + s[i:]
    return s


def ours(binary, rule, inputs):
    out = subprocess.run([binary, "parse", "--json", "--rule", rule], input="\n".join(inputs) + "\n",
                         capture_output=True, text=True).stdout.splitlines()
    assert len(out) == len(inputs), f"{rule}: {len(out)} answers for {len(inputs)} inputs"
    return [json.loads(line)["valid"] for line in out]


def main():
    binary = sys.argv[1]
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    failed = 0
    for seed in range(1, seeds + 1):
        for name, size, make in [
            ("telephone-subscriber", 3000, number),
            ("local-number", 1500, lambda r: "5" + number(r)[1:]),
        ]:
            rnd = random.Random(seed * 100 + len(name))
            inputs = sorted({make(rnd) for _ in range(size)})
            got = ours(binary, f"RFC 3966 {name}", inputs)
            bad = [(s, g) for s, g in zip(inputs, got) if abnf_labeller.match("RFC 3966", name, s) != g]
            print(f"seed {seed}, {name}: {len(inputs)} strings, {sum(got)} valid, {len(bad)} disagreements")
            for s, g in bad[:10]:
                print(f"  {s!r}: the grammar says {g}, the ABNF engine {not g}")
            failed += len(bad)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
