#!/usr/bin/env python3
"""Where the static page's module spends its code bytes: each function's body size from the code section,
attributed by the function's (mangled) name in the name section, to a crate, or for the generated parser to
the grammar file that defines the rule. Standard library only.

The page's module is built without its name section (`strip = true` in the `web` profile); build one with it:

    PATH=/usr/bin:$PATH RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=target/wasm-names CARGO_PROFILE_WEB_STRIP=false \\
      cargo build --profile web --target wasm32-unknown-unknown -Zbuild-std=std,panic_abort -p rfc3986-web
    python3 web/wasm_size.py target/wasm-names/wasm32-unknown-unknown/web/rfc3986_web.wasm

(with rustup's target, leave out PATH, RUSTC_BOOTSTRAP and -Zbuild-std). Sizes are of the uncompressed
code; the data section (strings, tables) is printed apart.
"""
import collections
import glob
import os
import re
import sys


def leb(b, i):
    result = shift = 0
    while True:
        x = b[i]
        i += 1
        result |= (x & 0x7F) << shift
        shift += 7
        if not x & 0x80:
            return result, i


def sections(data):
    i = 8
    while i < len(data):
        sid = data[i]
        size, i = leb(data, i + 1)
        yield sid, i, size
        i += size


def imported_functions(data, off):
    count, j = leb(data, off)
    functions = 0
    for _ in range(count):
        for _ in range(2):
            length, j = leb(data, j)
            j += length
        kind = data[j]
        j += 1
        if kind == 0:
            _, j = leb(data, j)
            functions += 1
        elif kind == 1:
            j += 1
            flags, j = leb(data, j)
            _, j = leb(data, j)
            if flags & 1:
                _, j = leb(data, j)
        elif kind == 2:
            flags, j = leb(data, j)
            _, j = leb(data, j)
            if flags & 1:
                _, j = leb(data, j)
        elif kind == 3:
            j += 2
    return functions


def main():
    data = open(sys.argv[1], "rb").read()
    imports, bodies, names, data_bytes = 0, [], {}, 0
    for sid, off, size in sections(data):
        if sid == 2:
            imports = imported_functions(data, off)
        elif sid == 10:
            count, j = leb(data, off)
            for _ in range(count):
                length, k = leb(data, j)
                bodies.append(k - j + length)
                j = k + length
        elif sid == 11:
            data_bytes = size
        elif sid == 0:
            length, j = leb(data, off)
            if data[j:j + length] != b"name":
                continue
            j += length
            while j < off + size:
                sub = data[j]
                sub_size, j = leb(data, j + 1)
                if sub == 1:
                    count, k = leb(data, j)
                    for _ in range(count):
                        index, k = leb(data, k)
                        length, k = leb(data, k)
                        names[index] = data[k:k + length].decode("utf-8", "replace")
                        k += length
                j += sub_size
    if not names:
        sys.exit(f"{sys.argv[1]}: no name section (build it with CARGO_PROFILE_WEB_STRIP=false)")
    grammar_of = {}
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "grammar")
    for path in glob.glob(os.path.join(root, "*.pest")):
        for line in open(path):
            m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
            if m:
                grammar_of[m.group(1)] = os.path.basename(path)
    by_crate, by_grammar = collections.Counter(), collections.Counter()
    for index, size in enumerate(bodies):
        name = names.get(imports + index, "")
        if "UriParser" in name:
            # A rule's function: `...7visible<length><rule>...` in the mangled name.
            m = re.search(r"7visible(\d+)", name)
            rule = name[m.end():m.end() + int(m.group(1))] if m else None
            by_crate["the generated parser"] += size
            by_grammar[grammar_of.get(rule, "?") if rule else "the dispatch (parse's closure)"] += size
            continue
        # The crate named first in the mangled path (v0 mangling: `Cs<hash>_<length><crate>`).
        # Generic code of one crate instantiated for another's types counts as the first crate's.
        m = re.search(r"Cs[0-9A-Za-z]*_(\d+)", name)
        crate = name[m.end():m.end() + int(m.group(1))] if m else "other"
        by_crate[crate] += size
    print(f"code {sum(bodies):,} bytes in {len(bodies):,} functions; data {data_bytes:,} bytes")
    for crate, size in by_crate.most_common():
        print(f"  {size:>9,}  {crate}")
    print("the generated parser, by grammar file:")
    for grammar, size in by_grammar.most_common():
        print(f"  {size:>9,}  {grammar}")


if __name__ == "__main__":
    main()
