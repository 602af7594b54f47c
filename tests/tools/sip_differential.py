#!/usr/bin/env python3
"""RFC 3261's SIP and SIPS URIs, the grammar against an ABNF engine.

A SIP URI's userinfo is a `user` or an RFC 3966 `telephone-subscriber`, with an optional password after a
":", and the "@" that ends it. A telephone-subscriber may hold ":" and "@" itself, so the grammar reads it
with copies of the tel rules that end at the userinfo's last "@", or at the last ":" before it where a
password follows (grammar/rfc3261-sip.pest, `sip_subscriber_end`). This script generates userinfos and
whole URIs from pieces that make those ends hard to find (subaddresses and parameter values that hold ":"
and "@", passwords that hold "=" and ",", several contexts, bracketed parameters, IPv6 references after
the "@"), named parameters that are only other-params (`ttl=1000`, `transport=a/b`), methods and headers,
mutates some, and asks both the tool (`rfc3986 parse --json --rule`) and the ABNF engine that labels
../shared/conformance/schemes3 (the PyPI `abnf` engine, 2.9.1, with RFC 3261, RFC 5954 and RFC 3966 as
that folder's grammars.py loads them) whether each matches. Any disagreement fails.

    python3 tests/tools/sip_differential.py BINARY [SEEDS]   # SEEDS: how many seeds, 3 by default
"""
from differential import run
from tel_differential import number

USERS = ["alice", "a;b=c", "%41", "+1-2", "a?b/c", "&=+$,", "a.b_c~d!e*f'g(h)", "1212"]
PASSWORDS = ["", "pw", "a=b", "x,y", "%7e", "&=+$,", "1234", "a:b", "@"]
HOSTS = ["atlanta.com", "a", "a.", "a-b.c", "1.2.3.4", "[::1]", "[1::2:3]", "[::ffff:1.2.3.4]", "1.2.3.4.com"]
BAD_HOSTS = ["1.2.3.256", "01.2.3.4", "[::ffff::1]", "a.1", "-a", "[v1.x]", ""]
PARAMS = ["transport=tcp", "transport=UDP", "transport=a/b", "transport=", "user=phone", "user=ip:x",
          "method=INVITE", "method=invite", "method=INVITEx", "ttl=15", "ttl=1000", "ttl=", "maddr=1.2.3.4",
          "maddr=[::1]", "maddr=", "lr", "lr=1", "x", "x=[y]", "a:b=c", "=b", "x=%41", "x="]
HEADERS = ["subject=project%20x", "a=", "to=sip:bob%40biloxi.com", "x=[y]?:+$", "=", "a", "a=b=c"]
INSERTS = [":", "@", ";", "=", "[", "]", "?", "&", "%", "%4", "a", ";isub=@", ""]


def mutate(rnd, s, rate=0.4):
    if rnd.random() < rate:
        i = rnd.randrange(len(s) + 1)
        s = s[:i] + rnd.choice(INSERTS) + s[i:]
    return s


def userinfo(rnd):
    who = number(rnd) if rnd.random() < 0.6 else rnd.choice(USERS)
    if rnd.random() < 0.5:
        who += ":" + rnd.choice(PASSWORDS)
    return mutate(rnd, who + "@")


def sip_uri(rnd):
    s = rnd.choice(["sip:", "sips:", "SIP:"])
    if rnd.random() < 0.7:
        s += userinfo(rnd)
    s += rnd.choice(HOSTS if rnd.random() < 0.8 else BAD_HOSTS)
    if rnd.random() < 0.3:
        s += ":" + rnd.choice(["5060", "", "1", "65536"])
    s += "".join(";" + rnd.choice(PARAMS) for _ in range(rnd.randint(0, 3)))
    if rnd.random() < 0.4:
        s += "?" + "&".join(rnd.choice(HEADERS) for _ in range(rnd.randint(1, 3)))
    return mutate(rnd, s, 0.2)


GENERATORS = [
    ("RFC 3261", "userinfo", 3000, userinfo),
    ("RFC 3261", "SIP-URI", 3000, sip_uri),
    ("RFC 3261", "uri-parameter", 600, lambda r: mutate(r, r.choice(PARAMS))),
    ("RFC 3261", "Method", 300, lambda r: mutate(r, r.choice(["INVITE", "ACK", "BYE", "invite", "X-1"]))),
    ("RFC 3261", "host", 600, lambda r: mutate(r, r.choice(HOSTS + BAD_HOSTS))),
]


if __name__ == "__main__":
    run(GENERATORS)
