#!/usr/bin/env python3
"""RFC 3966's telephone numbers, in tel and in sms URIs, the grammars against an ABNF engine.

The tel grammar reads a local number's context and its ISDN subaddresses with lookaheads that PEG needs and
the ABNF does not (grammar/rfc3966-tel.pest, `chosen_context`), and the sms grammar (RFC 5724) reads
lists of such numbers, where a subaddress may take later recipients and the fields
(grammar/rfc5724-sms.pest, `sms_chosen_context`). This script generates numbers and lists from pieces that
make those choices hard (subaddresses before and after contexts, several contexts, bracketed parameters,
"#" in a local number's digits, pieces no parameter reads), mutates some, and asks both the tool
(`rfc3986 parse --json --rule`) and the ABNF engine that labels ../shared/conformance/schemes3 (the PyPI
`abnf` engine, 2.9.1, with the RFC 3966 and RFC 5724 texts of that folder's grammars.py) whether each
matches. Any disagreement fails.

    python3 tests/tools/tel_differential.py BINARY [SEEDS]   # SEEDS: how many seeds, 3 by default
"""
from differential import run

PIECES = [";isub=a", ";isub=a;b", ";isub=?x", ";isub=a;phone-context=x", ";isub=@:", ";ext=1", ";ext=", ";=b",
          ";p=[x]", ";p=[", ";p", ";phone-context=x", ";phone-context=+1-2", ";phone-context=x.", ";q=a:b",
          ";isub="]
INSERTS = [";", "[", "=", "a", ";phone-context=y", ";isub=z", ";=c", ""]
# In an sms URI: subaddresses that hold "," or "?", and what ends a recipient or begins the next.
SMS_PIECES = PIECES + [";isub=a,", ";isub=,"]
SMS_INSERTS = INSERTS + [",", "?", "#", ",#1", ",5", ",+1", "?body=x"]


def recipient(rnd):
    s = rnd.choice(["+1", "+1-2", "5", "5a", "+(1)", "*", "1", "#", "5#", "-#"])
    return s + "".join(rnd.choice(SMS_PIECES) for _ in range(rnd.randint(0, 4)))


def sms_mutate(rnd, s):
    if rnd.random() < 0.5:
        i = rnd.randrange(len(s) + 1)
        s = s[:i] + rnd.choice(SMS_INSERTS) + s[i:]
    return s


def sms_hier_part(rnd):
    return sms_mutate(rnd, ",".join(recipient(rnd) for _ in range(rnd.randint(1, 4))))


def sms_uri(rnd):
    s = "sms:" + sms_hier_part(rnd)
    if rnd.random() < 0.5:
        fields = ["body=hi", "BODY=x%20y", "a=", "x=1", "b", "?"]
        s += "?" + "&".join(rnd.choice(fields) for _ in range(rnd.randint(1, 2)))
    return s


def number(rnd):
    s = rnd.choice(["+1", "+1-2", "5", "5a", "+(1)", "*", "1"])
    s += "".join(rnd.choice(PIECES) for _ in range(rnd.randint(0, 5)))
    if rnd.random() < 0.4:
        i = rnd.randrange(len(s) + 1)
        s = s[:i] + rnd.choice(INSERTS) + s[i:]
    return s


GENERATORS = [
    ("RFC 3966", "telephone-subscriber", 3000, number),
    ("RFC 3966", "local-number", 1500, lambda r: "5" + number(r)[1:]),
    ("RFC 5724", "sms-hier-part", 1500, sms_hier_part),
    ("RFC 5724", "sms-recipient", 800, lambda r: sms_mutate(r, recipient(r))),
    ("RFC 5724", "sms-uri", 1500, sms_uri),
]


if __name__ == "__main__":
    run(GENERATORS)
