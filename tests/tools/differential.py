"""What tel_differential.py and ldap_differential.py share: the tool's answers, the ABNF engine's, and the
loop that compares them over generated strings and fails on any disagreement.

The engine is the PyPI `abnf` engine (2.9.1) with the grammars that label ../shared/conformance/schemes3
(`abnf_labeller`, imported from that folder).
"""
import json
import os
import random
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "..", "..", "shared", "conformance", "schemes3"))
import abnf_labeller  # noqa: E402  (needs `pip install abnf==2.9.1`)


def ours(binary, rule, inputs):
    """Whether each input matches `rule`, as `rfc3986 parse --json --rule` says (one input a line)."""
    out = subprocess.run([binary, "parse", "--json", "--rule", rule], input="\n".join(inputs) + "\n",
                         capture_output=True, text=True).stdout.splitlines()
    assert len(out) == len(inputs), f"{rule}: {len(out)} answers for {len(inputs)} inputs"
    return [json.loads(line)["valid"] for line in out]


def run(generators):
    """`python3 SCRIPT BINARY [SEEDS]`: for each seed (3 by default) and each `(spec, name, size, make)`,
    `size` strings from `make(random)` (one-line ones, each once), asked of the tool and of the engine;
    exits 1 on any disagreement, after printing the first ten of each rule."""
    binary = sys.argv[1]
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    failed = 0
    for seed in range(1, seeds + 1):
        for spec, name, size, make in generators:
            rnd = random.Random(seed * 100 + len(name))
            inputs = sorted({s for s in (make(rnd) for _ in range(size)) if "\n" not in s and "\r" not in s})
            got = ours(binary, f"{spec} {name}", inputs)
            bad = [(s, g) for s, g in zip(inputs, got) if abnf_labeller.match(spec, name, s) != g]
            print(f"seed {seed}, {spec} {name}: {len(inputs)} strings, {sum(got)} valid, {len(bad)} disagreements")
            for s, g in bad[:10]:
                print(f"  {s!r}: the grammar says {g}, the ABNF engine {not g}")
            failed += len(bad)
    sys.exit(1 if failed else 0)
