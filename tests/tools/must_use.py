#!/usr/bin/env python3
"""Every pure public function has #[must_use]: a check over the public-API snapshot.

clippy's `must_use_candidate` (on in src/lib.rs) does not see the methods that a `macro_rules!` writes, which
are most of the six reference types' accessors; the snapshot (tests/data/public-api.txt, from rustdoc's JSON)
has them all, with their attributes. A function is a candidate when it returns something, takes nothing by
`&mut`, and returns neither a `Result` nor a type that is already `#[must_use]` (a type of the snapshot marked
so, or `impl Iterator`, which `Iterator` makes must-use): calling it for nothing is a mistake, so the compiler
should say so.

    python3 tests/tools/must_use.py [tests/data/public-api.txt]

Prints each candidate without the attribute and exits 1 when there is one; --list prints the candidates'
names (`Type::name`) for a script that adds the attribute.
"""

import re
import sys


def candidates(lines):
    """The `pub fn` lines without #[must_use] that should have it."""
    must_use_types = set()
    for line in lines:
        m = re.match(r"#\[must_use\] pub (?:struct|enum) ([\w:]+)", line)
        if m:
            must_use_types.add(m.group(1))
    found = []
    for line in lines:
        m = re.match(r"pub (?:const )?fn ([\w:]+)(?:<.*?>)?\((.*)", line)
        if not m:
            continue
        path, rest = m.group(1), m.group(2)
        if "->" not in rest or "&mut" in rest:
            continue
        ret = rest.split("->", 1)[1].strip()
        ret = re.split(r" where ", ret)[0]
        if re.match(r"(core::result::)?Result<", ret) or "Iterator" in ret.split("<")[0] or ret.startswith("impl core::iter"):
            continue
        base = ret.split("<")[0]
        owner = path.rsplit("::", 1)[0]
        if base in must_use_types or (base == "Self" and owner in must_use_types):
            continue
        found.append((path, line))
    return found


def main(argv):
    listing = "--list" in argv
    args = [a for a in argv if a != "--list"]
    path = args[0] if args else "tests/data/public-api.txt"
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    found = candidates(lines)
    if listing:
        for name, _ in found:
            print(name)
        return 0
    for _, line in found:
        print(f"no #[must_use]: {line}")
    if found:
        print(f"must_use.py: {len(found)} pure public functions without #[must_use] (tests/tools/must_use.py)", file=sys.stderr)
        return 1
    print(f"must_use.py: every pure public function of {path} is #[must_use]")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
