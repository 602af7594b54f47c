#!/usr/bin/env python3
"""Build benches/iri.txt, the corpus of real IRIs with non-ASCII characters (see benches/README.md).

Usage: python3 benches/iri_corpus.py ADA_REPO RDF_TESTS_REPO CONFORMANCE_DIR > benches/iri.txt
(ADA_REPO = a clone of ada-url/url-various-datasets, RDF_TESTS_REPO = a clone of w3c/rdf-tests, both
read at HEAD; CONFORMANCE_DIR = the shared conformance set with iri_parse_valid.json). Needs
`cargo build --release -p rfc3986-cli`: every line is kept only when `rfc3986 to-uri` accepts it.
"""
import json, os, re, subprocess, sys

ada, rdf, conformance = sys.argv[1:4]
binary = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "target", "release", "rfc3986")


def git_show(repo, path):
    return subprocess.run(["git", "-C", repo, "show", "HEAD:" + path], capture_output=True, check=True,
                          text=True).stdout


def run(command, lines):
    out = subprocess.run([binary, command, "--json"], input="".join(l + "\n" for l in lines),
                         capture_output=True, text=True).stdout
    return [json.loads(l) for l in out.split("\n") if l]


non_ascii = lambda s: any(ord(c) > 127 for c in s)
candidates = []
# 1. Real URLs of ada-url/url-various-datasets that hold non-ASCII or percent-encoded UTF-8: URIs go
#    through RFC 3987 3.2 (to-iri), the others are taken as they are.
for path in ["others/kasztp.txt", "others/userbait.txt"]:
    lines = [l.strip() for l in git_show(ada, path).splitlines()]
    lines = [l for l in lines if l and (non_ascii(l) or re.search(r"%[C-Fc-f][0-9A-Fa-f]", l))]
    for l, r in zip(lines, run("to-iri", lines)):
        candidates.append(r["iri"] if r.get("valid") else l)
# 2. The IRIs of the W3C RDF test suites (N-Triples, Turtle, TriG, N-Quads, SPARQL, JSON-LD, RDF/XML) with
#    non-ASCII characters, after decoding \uXXXX and \UXXXXXXXX escapes.
uchar = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
files = subprocess.run(["git", "-C", rdf, "ls-tree", "-r", "--name-only", "HEAD"], capture_output=True,
                       check=True, text=True).stdout.split()
for path in files:
    if not path.endswith((".nt", ".ttl", ".nq", ".trig", ".rq", ".ru", ".srx", ".srj", ".jsonld", ".rdf")):
        continue
    try:
        text = git_show(rdf, path)
    except (subprocess.CalledProcessError, UnicodeDecodeError):
        continue
    for m in re.finditer(r'<([^<>"{}|^`\x00-\x20]*)>', text):
        iri = uchar.sub(lambda m: chr(int(m.group(1) or m.group(2), 16)), m.group(1))
        if non_ascii(iri) and not any(0xD800 <= ord(c) <= 0xDFFF for c in iri):
            candidates.append(iri)
# 3. The IRI-references of the shared conformance set (from the test suites of oxiri, iri-string,
#    fluent-uri, sophia and RFC 3987) with non-ASCII characters.
for case in json.load(open(os.path.join(conformance, "iri_parse_valid.json"))):
    if non_ascii(case["input"]):
        candidates.append(case["input"])

seen, corpus = set(), []
for c in candidates:
    if c not in seen and non_ascii(c) and "\n" not in c and "\r" not in c:
        seen.add(c)
        corpus.append(c)
for line, r in zip(corpus, run("to-uri", corpus)):
    if r.get("valid"):
        print(line)
