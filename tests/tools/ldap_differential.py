#!/usr/bin/env python3
"""LDAP URLs (RFC 4516) and the rules they import (RFC 4511, 4512, 4514, 4515), the grammar against an
ABNF engine.

grammar/rfc4516-ldap.pest departs from the ABNF where PEG needs it: RFC 4514's `string` (whose last
character must be a `trailchar`), `attributeValue` and `number` with their alternatives reordered, RFC
4515's `filter` (nesting counted on pest's stack), `item` (each alternative must reach the filter's end),
`extensible` (":dn" is also the start of a matching rule), `substring`; and the library checks the URL's
elements after percent-decoding them. This script generates strings that make those choices hard (values
with spaces, escapes and "#", nested and broken filters, ":dn" before and as a matching rule, "*" runs,
encoded and raw "?", "," and "|" in URLs, lone UTF-8 octets), mutates some, and asks both the tool
(`rfc3986 parse --json --rule`) and the ABNF engine that labels ../shared/conformance/schemes3 (the PyPI
`abnf` engine, 2.9.1, with that folder's grammars.py, which checks the decoded elements of a URL the same
way) whether each matches. Any disagreement fails.

    python3 tests/tools/ldap_differential.py BINARY [SEEDS]   # SEEDS: how many seeds, 3 by default
"""
from differential import run

# The valid ones first: most picks are among them, so that most strings are valid but for one part.
ATTRS = ["cn", "o", "CN", "a-1", "x;lang-en", "a;b;c", "2.5.4.3", "0.1", "dn", "dnx",
         "01.2", "1", "1.", "a_b", "-a", "a;"]
GOOD_ATTRS = 10
VALUES = ["a", "b c", "\\ a", "a\\ ", "a#", "#04", "#ab", "\\#a", "\\2C", "a\\,b", "a\\+b", "é", "a=b", "\\\\",
          "\\\"", "\\<", "", "a\x01", "a b c",
          " a", "a ", "#", "#0", "\\2", "a,b", "a+b", '"', 'a"', ";", "<", "\\zz"]
GOOD_VALUES = 19


def pick(rnd, items, good):
    return rnd.choice(items[:good]) if rnd.random() < 0.85 else rnd.choice(items)


def dn(rnd):
    rdns = []
    for _ in range(rnd.randint(0, 3)):
        atvs = [pick(rnd, ATTRS, GOOD_ATTRS) + "=" + pick(rnd, VALUES, GOOD_VALUES) for _ in range(rnd.randint(1, 2))]
        rdns.append("+".join(atvs))
    return ",".join(rdns)


FVALUES = ["a", "", "b c", "\\2a", "\\28x\\29", "\\2", "\\zz", "é", "a b", "x=y", "~", "a&b", "|", "!"]


def item(rnd):
    a = pick(rnd, ATTRS, GOOD_ATTRS)
    kind = rnd.randrange(6)
    if kind == 0:
        return a + rnd.choice(["=", "~=", ">=", "<=", "=~", ">"]) + rnd.choice(FVALUES)
    if kind == 1:
        return a + "=*"
    if kind == 2:
        parts = [rnd.choice(FVALUES) for _ in range(rnd.randint(2, 4))]
        return a + "=" + "*".join(parts)
    if kind == 3:
        return (a + rnd.choice(["", ":dn", ":DN", ":dn:", ":dnx"]) + rnd.choice(["", ":1.2", ":dn", ":caseExact", ":"])
                + ":=" + rnd.choice(FVALUES))
    if kind == 4:
        return rnd.choice(["", ":dn"]) + rnd.choice([":1.2.3", ":dn", ":dnattr", ":x", ""]) + ":=" + rnd.choice(FVALUES)
    return a + "=" + rnd.choice(FVALUES) + "*" * rnd.randint(1, 3)


def filt(rnd, depth=0):
    r = rnd.random()
    if depth < 3 and r < 0.4:
        op = rnd.choice(["&", "|", "!", "!"])
        n = 1 if op == "!" and rnd.random() < 0.8 else rnd.randint(1, 3)
        return "(" + op + "".join(filt(rnd, depth + 1) for _ in range(n)) + ")"
    return "(" + item(rnd) + ")"


INSERTS = ["(", ")", "*", "\\", "=", ",", "+", " ", "#", ":", ";", "&", "|", "!", "\\2", ""]


def mutate(rnd, s, inserts=INSERTS):
    if rnd.random() < 0.25:
        i = rnd.randrange(len(s) + 1)
        s = s[:i] + rnd.choice(inserts) + s[i:]
    if rnd.random() < 0.1 and s:
        i = rnd.randrange(len(s))
        s = s[:i] + s[i + 1:]
    return s


def selector(rnd):
    return pick(rnd, ["*", "1.1"] + ATTRS[:GOOD_ATTRS] + ["1.1.1", "**", ""] + ATTRS[GOOD_ATTRS:], GOOD_ATTRS + 2)


def encode(s, rnd):
    """The URL form of an element: what is no URI character encoded, sometimes "?" and "," too."""
    out = []
    for c in s:
        b = c.encode("utf-8")
        keep = c.isascii() and (c.isalnum() or c in "-._~!$&'()*+;=:/@")
        if c in "?,":
            keep = rnd.random() < 0.2
        out.append(c if keep else "".join(f"%{x:02X}" for x in b))
    return "".join(out)


def ldapurl(rnd):
    s = pick(rnd, ["ldap://", "LDAP://", "ldap:/"], 2) + pick(rnd, ["", "h", "ldap.example.com:389", "[::1]", "h:", "u@h"], 5)
    n = rnd.randint(0, 5)
    if n == 0:
        return s
    elements = [encode(dn(rnd), rnd),
                ",".join(encode(selector(rnd), rnd) for _ in range(rnd.randint(0, 3))),
                pick(rnd, ["base", "ONE", "sub", "", "subtree"], 4),
                encode(filt(rnd), rnd) if rnd.random() < 0.8 else "",
                ",".join(rnd.choice(["", "!"]) + rnd.choice(["e-bindname", "1.2.3", "x", "1"])
                         + pick(rnd, ["", "=" + encode(dn(rnd), rnd), "=a%2Cb", "=%E9", "=a,b"], 3)
                         for _ in range(rnd.randint(1, 2)))]
    s += "/" + "?".join(elements[:n])
    return mutate(rnd, s, ["?", ",", "%", "%2C", "%7C", "%E9", "%C3%A9", "/", "#", "(", ")", "|", " "])


GENERATORS = [
    ("RFC 4514", "distinguishedName", 1500, lambda r: mutate(r, dn(r))),
    ("RFC 4515", "filter", 1500, lambda r: mutate(r, filt(r))),
    ("RFC 4515", "item", 600, lambda r: mutate(r, item(r))),
    ("RFC 4511", "attributeSelector", 300, lambda r: mutate(r, selector(r))),
    ("RFC 4516", "ldapurl", 1500, ldapurl),
]


if __name__ == "__main__":
    run(GENERATORS)
