//! The grammar's PEG deviations from the ABNF, each pinned by near misses on both sides.
//!
//! `grammar/uri.pest` marks every place where its PEG differs from the literal ABNF with `// PEG:`. Each
//! test here names that place, and checks strings that the RFC accepts (which a literal transcription would
//! reject) next to strings it rejects (which a careless fix would accept).

use crate::util;

use crate::util::{accepts, rejects};
use rfc3986::{HostKind, Rule, UriRef};

#[track_caller]
fn host_kind(input: &str) -> HostKind {
    let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    r.host().expect("an authority").kind()
}

/// dec-octet: alternatives longest first, or "25" would stop after "2".
#[test]
fn dec_octet() {
    accepts(
        Rule::DecOctet,
        &[
            "0", "9", "10", "99", "100", "199", "200", "249", "250", "255", "25", "2", "1",
        ],
    );
    rejects(
        Rule::DecOctet,
        &[
            "256", "260", "300", "00", "01", "099", "1000", "2555", "", "-1", "a", " 1",
        ],
    );
    accepts(
        Rule::Ipv4Address,
        &["0.0.0.0", "255.255.255.255", "1.22.199.250", "25.2.5.25"],
    );
    rejects(
        Rule::Ipv4Address,
        &[
            "1.2.3",
            "1.2.3.4.",
            "1.2.3.256",
            "01.2.3.4",
            "1..3.4",
            "1.2.3.4.5",
            "1.2.3.04",
            "",
        ],
    );
}

/// host: an IPv4address must be the whole host, else the host is a reg-name; first match wins.
#[test]
fn host_ipv4_or_reg_name() {
    assert_eq!(host_kind("//1.2.3.4"), HostKind::Ipv4Address);
    assert_eq!(host_kind("//1.2.3.4:80/"), HostKind::Ipv4Address);
    assert_eq!(host_kind("//1.2.3.4?q"), HostKind::Ipv4Address);
    assert_eq!(host_kind("//u@255.255.255.255#f"), HostKind::Ipv4Address);
    for reg_name in [
        "//1.2.3.4.example",
        "//1.2.3.256",
        "//1.2.3.45x",
        "//1.2.3.4%41",
        "//1.2.3.4~",
        "//1.2.3.4!",
        "//01.2.3.4",
        "//1.2.3",
        "//1.2.3.4.",
        "//",
    ] {
        assert_eq!(host_kind(reg_name), HostKind::RegName, "{reg_name}");
    }
    accepts(
        Rule::Host,
        &[
            "1.2.3.4",
            "1.2.3.4.example",
            "1.2.3.256",
            "",
            "[::1]",
            "[v1.x]",
        ],
    );
    rejects(
        Rule::Host,
        &["1.2.3.4:80", "[::1", "::1", "[1.2.3.4]", "a@b", "a b"],
    );
}

/// IPv6address: the part before "::" must not swallow the first ":" of "::", and the longer tails are tried
/// first so that the first alternative that matches matches the whole address.
#[test]
fn ipv6address() {
    accepts(
        Rule::Ipv6Address,
        &[
            // One per alternative of the ABNF, fullest form first, then the shortest.
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:1.2.3.4",
            "::2:3:4:5:6:7:8",
            "1::3:4:5:6:7:8",
            "::3:4:5:6:7:8",
            "1:2::4:5:6:7:8",
            "::4:5:6:7:8",
            "1:2:3::5:6:7:8",
            "1:2:3:4::6:7:8",
            "1:2:3:4:5::7:8",
            "1:2:3:4:5::1.2.3.4",
            "1:2:3:4:5:6::8",
            "1:2:3:4:5:6:7::",
            "::",
            "::1",
            "1::",
            "1::2",
            "1::2:3",
            "1::2:3:4",
            "1:2::3",
            "::1.2.3.4",
            "::ffff:192.0.2.33",
            "1::1.2.3.4",
            "2001:db8:122:c000:2:2100:192.0.2.33",
            "ABCD:ef01:2345:6789:abcd:EF01:2345:6789",
            "fe80::",
            "0:0:0:0:0:0:0:0",
            "1234::5678",
        ],
    );
    rejects(
        Rule::Ipv6Address,
        &[
            "1:2:3:4:5:6:7:8:9",
            "1:2:3:4:5:6:7",
            "1:2:3:4:5:6:7:8::",
            "::1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6::7:8",
            "1:2:3:4:5:6:7::8",
            "1::2::3",
            ":::",
            ":1::",
            "1:",
            ":",
            "",
            "12345::",
            "g::",
            "::1.2.3.256",
            "::1.2.3",
            "1.2.3.4::",
            "::1.2.3.4:5",
            "1:2:3:4:5:6:7:1.2.3.4",
            "::01.2.3.4",
            "[::1]",
        ],
    );
    accepts(Rule::IpLiteral, &["[::1]", "[1::2:3]", "[v1.a]"]);
    rejects(
        Rule::IpLiteral,
        &["[::1", "::1]", "[]", "[1::2::3]", "[1.2.3.4]", "[::1]]"],
    );
}

/// The address that the lowering computes from the tree is the one the text denotes.
#[test]
fn ipv6_values() {
    for text in [
        "1:2:3:4:5:6:7:8",
        "::",
        "::1",
        "1::",
        "1::2:3",
        "1:2::3",
        "::ffff:192.0.2.33",
        "1:2:3:4:5:6:1.2.3.4",
        "2001:db8::7",
        "fe80::1:2",
        "ABCD:ef01::9",
    ] {
        let r = UriRef::parse(&format!("//[{text}]")).unwrap();
        let want: core::net::Ipv6Addr = text.parse().unwrap();
        assert_eq!(r.host(), Some(rfc3986::Host::Ipv6(want)), "{text}");
    }
    for text in ["0.0.0.0", "1.2.3.4", "255.255.255.255", "192.0.2.16"] {
        let r = UriRef::parse(&format!("//{text}")).unwrap();
        let want: core::net::Ipv4Addr = text.parse().unwrap();
        assert_eq!(r.host(), Some(rfc3986::Host::Ipv4(want)), "{text}");
    }
}

/// IPvFuture: "v" is case-insensitive like every ABNF string; HEXDIG stops at ".".
#[test]
fn ipvfuture() {
    accepts(
        Rule::IpvFuture,
        &[
            "v1.x",
            "V1.x",
            "vF.a:b",
            "v1f.!$&'()*+,;=:-._~",
            "v7.fe80::1",
        ],
    );
    rejects(
        Rule::IpvFuture,
        &[
            "v.x", "v1.", "v1x", "vg.x", "w1.x", "v1.x/", "v1.%41", "v1.[", "",
        ],
    );
    assert_eq!(host_kind("//[V9.x]"), HostKind::IpvFuture);
}

/// authority: `[ userinfo "@" ]` is given up as a whole when no "@" follows.
#[test]
fn userinfo_split() {
    util::assert_components(
        "//u:p@h:1",
        &[
            ("userinfo", Some("u:p")),
            ("host", Some("h")),
            ("port", Some("1")),
        ],
    );
    util::assert_components("//@h", &[("userinfo", Some("")), ("host", Some("h"))]);
    util::assert_components(
        "//h:80",
        &[
            ("userinfo", None),
            ("host", Some("h")),
            ("port", Some("80")),
        ],
    );
    util::assert_components(
        "//h/a@b",
        &[
            ("userinfo", None),
            ("host", Some("h")),
            ("path", Some("/a@b")),
        ],
    );
    util::assert_components("//h?x@y", &[("userinfo", None), ("query", Some("x@y"))]);
    util::assert_components(
        "//h#@evil",
        &[
            ("userinfo", None),
            ("host", Some("h")),
            ("fragment", Some("@evil")),
        ],
    );
    util::assert_components(
        "//:@:",
        &[
            ("userinfo", Some(":")),
            ("host", Some("")),
            ("port", Some("")),
        ],
    );
    accepts(
        Rule::Authority,
        &["", "h", "u@h", "u:p@h:1", "@", ":", "[::1]:80", "u@[v1.x]"],
    );
    rejects(
        Rule::Authority,
        &["a@b@c", "h:x", "[::1]@h", "h:80:80", "u@h@", "h/"],
    );
}

/// path: used only for rule-level checks; an alternative that stops before the end is refused.
#[test]
fn path() {
    accepts(
        Rule::Path,
        &[
            "", "/", "//", "/a", "//a/b", "a", "a/b", "a:b/c", ":", "@", "a/:b", "/a:b",
        ],
    );
    rejects(Rule::Path, &["a b", "/a?", "a#", "%", "%2", "a/%zz"]);
    accepts(Rule::PathAbempty, &["", "/", "//", "/a/b/"]);
    rejects(Rule::PathAbempty, &["a", "a/b"]);
    accepts(Rule::PathAbsolute, &["/", "/a", "/a//b", "/a:b"]);
    rejects(Rule::PathAbsolute, &["", "//", "//a", "a"]);
    accepts(Rule::PathNoscheme, &["a", "a/b:c", "@", "%3A"]);
    rejects(Rule::PathNoscheme, &["", "a:b", ":", "/a"]);
    accepts(Rule::PathRootless, &["a", "a:b", ":", "a/b:c"]);
    rejects(Rule::PathRootless, &["", "/a"]);
    accepts(Rule::PathEmpty, &[""]);
    rejects(Rule::PathEmpty, &["a", "/"]);
}

/// URI-reference: a URI that matches a prefix is never given up for relative-ref, which is exact because
/// no relative-ref begins with scheme ":".
#[test]
fn uri_or_relative_ref() {
    assert!(UriRef::parse("a:b").unwrap().is_uri());
    assert!(UriRef::parse("./a:b").unwrap().is_relative());
    assert!(UriRef::parse("a/b:c").unwrap().is_relative());
    assert!(UriRef::parse("?a:b").unwrap().is_relative());
    assert!(UriRef::parse("#a:b").unwrap().is_relative());
    assert!(UriRef::parse("a+b-c.d:").unwrap().is_uri());
    for invalid in ["1a:b", ":a", "a b:c", "-a:b", "a:b c", "a:[", "a%41:b"] {
        assert!(UriRef::parse(invalid).is_err(), "{invalid:?}");
    }
    accepts(Rule::RelativeRef, &["", "a", "./a:b", "//h", "?", "#"]);
    rejects(Rule::RelativeRef, &["a:b", "http://h"]);
    accepts(Rule::AbsoluteUri, &["a:", "a:b?c"]);
    rejects(Rule::AbsoluteUri, &["a:b#c", "//h"]);
}

/// hier-part and relative-part: "//" always starts an authority, so a path never begins with "//" there.
#[test]
fn hier_part() {
    util::assert_components("a:////b", &[("authority", Some("")), ("path", Some("//b"))]);
    util::assert_components("a:/b", &[("authority", None), ("path", Some("/b"))]);
    util::assert_components("a:", &[("authority", None), ("path", Some(""))]);
    util::assert_components("///b", &[("authority", Some("")), ("path", Some("/b"))]);
    accepts(Rule::HierPart, &["//h/p", "/p", "p", "", "//"]);
    rejects(Rule::HierPart, &["//h p", "?q"]);
    accepts(Rule::RelativePart, &["//h/p", "/p", "p", ""]);
    rejects(Rule::RelativePart, &["p:q", ":"]);
}

/// The character rules, including the core rules, and that ABNF strings are case-insensitive.
#[test]
fn characters() {
    accepts(Rule::PctEncoded, &["%41", "%aF", "%fF", "%00"]);
    rejects(Rule::PctEncoded, &["%", "%4", "%g1", "%411", "41"]);
    accepts(Rule::Unreserved, &["a", "Z", "0", "-", ".", "_", "~"]);
    rejects(Rule::Unreserved, &["!", "%", "/", "é", ""]);
    accepts(
        Rule::SubDelims,
        &["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="],
    );
    rejects(Rule::SubDelims, &[":", "@", "a"]);
    accepts(Rule::GenDelims, &[":", "/", "?", "#", "[", "]", "@"]);
    rejects(Rule::GenDelims, &["!", "a"]);
    accepts(Rule::Reserved, &[":", "!", "="]);
    rejects(Rule::Reserved, &["a", "%", "-"]);
    accepts(Rule::Pchar, &["a", ":", "@", "%20", "!"]);
    rejects(Rule::Pchar, &["/", "?", "#", "%", "aa"]);
    accepts(Rule::Alpha, &["a", "Z"]);
    rejects(Rule::Alpha, &["0", "ä"]);
    accepts(Rule::Digit, &["0", "9"]);
    rejects(Rule::Digit, &["a", "10"]);
    accepts(Rule::Hexdig, &["0", "a", "F", "f"]);
    rejects(Rule::Hexdig, &["g", "G", ""]);
    accepts(Rule::H16, &["0", "ffff", "ABCD"]);
    rejects(Rule::H16, &["", "12345", "g"]);
    accepts(Rule::Ls32, &["1:2", "1.2.3.4"]);
    rejects(Rule::Ls32, &["1", "1:2:3", "1.2.3"]);
    accepts(Rule::Scheme, &["a", "A+b-c.9"]);
    rejects(Rule::Scheme, &["", "9a", "+a", "a_b", "a:"]);
    accepts(Rule::Port, &["", "80", "99999", "007"]);
    rejects(Rule::Port, &["-1", "8a", " 80"]);
    accepts(Rule::Query, &["", "a=b&c", "/?:@", "??"]);
    rejects(Rule::Query, &["#", "a b", "[", "%"]);
    accepts(Rule::Fragment, &["", "/?:@", "a#"[..1].as_ref()]);
    rejects(Rule::Fragment, &["#", "a#b"]);
    accepts(Rule::Segment, &["", "a:b@c"]);
    rejects(Rule::Segment, &["/", "a/b"]);
    accepts(Rule::SegmentNz, &["a", ":"]);
    rejects(Rule::SegmentNz, &["", "/"]);
    accepts(Rule::SegmentNzNc, &["a", "@"]);
    rejects(Rule::SegmentNzNc, &["", ":", "a:"]);
    accepts(Rule::Userinfo, &["", "u:p", "%41:;"]);
    rejects(Rule::Userinfo, &["u@", "[", "u/p"]);
    accepts(Rule::RegName, &["", "example.com", "%41!$"]);
    rejects(Rule::RegName, &[":", "a@b", "[::1]"]);
}

/// Every rule has a name that parses back to it, in any case and with `_` for `-`.
#[test]
fn rule_names() {
    // 0 stands for W3C DID Core 1.0, the specification here that is no RFC.
    let of = |rfc| {
        Rule::ALL
            .iter()
            .filter(|r| r.spec().rfc().unwrap_or(0) == rfc)
            .count()
    };
    // The eight core rules of RFC 5234 that only the scheme grammars use come with them.
    #[cfg(feature = "schemes")]
    assert_eq!(of(3986) + of(5234), 39 + 8);
    #[cfg(not(feature = "schemes"))]
    assert_eq!(of(3986) + of(5234), 39);
    assert_eq!(of(3987), 25);
    #[cfg(feature = "template")]
    assert_eq!(of(6570), 15);
    #[cfg(feature = "schemes")]
    {
        let schemes = [
            (9110, 7),
            (9112, 5),
            (6454, 4),
            (6455, 2),
            (8141, 13),
            (8089, 6),
            (6874, 2),
            (6068, 12),
            (5322, 16),
            (2397, 3),
            (2045, 13),
            (822, 5),
            (2396, 5),
            (3966, 26),
            (5870, 22),
            (4151, 13),
            (9562, 3),
            (3061, 5),
            // W3C DID Core 1.0, the one specification here that is no RFC.
            (0, 7),
        ];
        for (rfc, n) in schemes {
            assert_eq!(of(rfc), n, "RFC {rfc}");
        }
    }
    for &rule in Rule::ALL {
        // A name that several specifications use (`parameter`) is the first of their rules, and each after
        // its specification ("RFC 3966 parameter"); the others are theirs alone.
        let first = Rule::named(rule.as_str())
            .find(|r| r.obsoleted_by().is_none())
            .or_else(|| Rule::named(rule.as_str()).next());
        assert_eq!(rule.as_str().parse::<Rule>().ok(), first);
        assert!(Rule::named(rule.as_str()).any(|r| r == rule));
        let qualified = format!("{} {}", rule.spec(), rule.as_str());
        assert_eq!(qualified.parse::<Rule>(), Ok(rule), "{qualified}");
        assert_eq!(
            qualified.to_ascii_lowercase().parse::<Rule>(),
            Ok(rule),
            "{qualified}"
        );
        if first != Some(rule) {
            continue;
        }
        // RFC 9110's `Host` and RFC 3986's `host`, RFC 8141's `Number` and RFC 3061's `number`, RFC 4151's
        // `alphaNum` and RFC 8141's `alphanum` differ only in case: the exact spelling tells them apart.
        if !matches!(rule.as_str(), "Host" | "Number" | "alphaNum") {
            assert_eq!(rule.as_str().to_ascii_lowercase().parse::<Rule>(), Ok(rule));
        }
        assert_eq!(rule.as_str().replace('-', "_").parse::<Rule>(), Ok(rule));
        assert_eq!(rule.to_string(), rule.as_str());
        assert!(!rule.abnf().is_empty());
    }
    assert!("IPv7address".parse::<Rule>().is_err());
    assert!("".parse::<Rule>().is_err());
}

/// `Rule::suggest` finds a rule from any prefix of its name (case and `-` or `_` aside), and never puts a
/// rule of an obsoleted RFC before a current rule: over every prefix of every rule's name.
#[test]
fn suggestions_complete_prefixes_and_put_obsolete_rules_last() {
    for &rule in Rule::ALL {
        let name = rule.as_str().replace('-', "_").to_ascii_uppercase();
        for end in 1..name.len() {
            let prefix = &name[..end];
            let near = Rule::suggest(prefix);
            assert!((1..=3).contains(&near.len()), "{prefix}: {near:?}");
            if let Some(first) = near.first() {
                let current = near.iter().any(|r| r.obsoleted_by().is_none());
                assert!(
                    first.obsoleted_by().is_none() || !current,
                    "{prefix}: {near:?}"
                );
            }
            // Every suggestion completes the prefix.
            let key = |s: &str| s.replace(['-', '_'], "").to_ascii_lowercase();
            for r in &near {
                assert!(key(r.as_str()).starts_with(&key(prefix)), "{prefix}: {r}");
            }
        }
    }
    #[cfg(feature = "schemes")]
    {
        // RFC 5954's IPv6address (RFC 3986's, for RFC 3261) and IPv6reference are current; RFC 6874's
        // IPv6addrz is not.
        assert_eq!(
            Rule::suggest("ipv6"),
            [
                Rule::Ipv6Address,
                Rule::Rfc5954Ipv6Address,
                Rule::Ipv6Reference
            ]
        );
        assert_eq!(
            Rule::suggest("IPv6addr"),
            [Rule::Ipv6Address, Rule::Rfc5954Ipv6Address, Rule::Ipv6Addrz]
        );
        assert_eq!(Rule::suggest("zone"), [Rule::ZoneId]);
        // Two rules are `oid` (RFC 3061's and RFC 4512's), one edit away like `Nid`.
        assert_eq!(
            Rule::suggest("zonid"),
            [Rule::Nid, Rule::Oid, Rule::LdapOid]
        );
    }
    #[cfg(not(feature = "schemes"))]
    assert_eq!(Rule::suggest("ipv6"), [Rule::Ipv6Address]);
    assert_eq!(Rule::suggest(""), Vec::<Rule>::new());
    assert_eq!(Rule::suggest("-_"), Vec::<Rule>::new());
}

/// The character classes that the grammar writes as merged ranges (`// speed:`) are the sets the RFC
/// defines, checked on every ASCII character and a few others. The definitions here are the RFC's, spelled
/// out from its ABNF (2.2, 2.3, 3.3).
#[test]
fn character_classes_are_the_rfcs() {
    let alpha = |c: char| c.is_ascii_alphabetic();
    let digit = |c: char| c.is_ascii_digit();
    let unreserved = |c: char| alpha(c) || digit(c) || "-._~".contains(c);
    let sub_delims = |c: char| "!$&'()*+,;=".contains(c);
    let gen_delims = |c: char| ":/?#[]@".contains(c);
    let pchar = |c: char| unreserved(c) || sub_delims(c) || ":@".contains(c);
    let chars = (0u8..128)
        .map(char::from)
        .chain(['é', 'あ', '\u{1F600}', '\u{0}']);
    for c in chars {
        let s = c.to_string();
        assert_eq!(Rule::Alpha.matches(&s), alpha(c), "ALPHA {c:?}");
        assert_eq!(Rule::Digit.matches(&s), digit(c), "DIGIT {c:?}");
        assert_eq!(
            Rule::Hexdig.matches(&s),
            c.is_ascii_hexdigit(),
            "HEXDIG {c:?}"
        );
        assert_eq!(
            Rule::Unreserved.matches(&s),
            unreserved(c),
            "unreserved {c:?}"
        );
        assert_eq!(
            Rule::SubDelims.matches(&s),
            sub_delims(c),
            "sub-delims {c:?}"
        );
        assert_eq!(
            Rule::GenDelims.matches(&s),
            gen_delims(c),
            "gen-delims {c:?}"
        );
        assert_eq!(
            Rule::Reserved.matches(&s),
            gen_delims(c) || sub_delims(c),
            "reserved {c:?}"
        );
        assert_eq!(Rule::Pchar.matches(&s), pchar(c), "pchar {c:?}");
        let userinfo = unreserved(c) || sub_delims(c) || c == ':';
        assert_eq!(Rule::Userinfo.matches(&s), userinfo, "userinfo {c:?}");
        assert_eq!(
            Rule::RegName.matches(&s),
            unreserved(c) || sub_delims(c),
            "reg-name {c:?}"
        );
        let nc = unreserved(c) || sub_delims(c) || c == '@';
        assert_eq!(Rule::SegmentNzNc.matches(&s), nc, "segment-nz-nc {c:?}");
        assert_eq!(Rule::Segment.matches(&s), pchar(c), "segment {c:?}");
        let query = pchar(c) || "/?".contains(c);
        assert_eq!(Rule::Query.matches(&s), query, "query {c:?}");
        assert_eq!(Rule::Fragment.matches(&s), query, "fragment {c:?}");
        // The path rules' one repetition over `pchar / "/"`, after a first "/" and a first pchar.
        assert_eq!(
            Rule::PathAbempty.matches(&format!("/a{c}")),
            pchar(c) || c == '/',
            "path-abempty {c:?}"
        );
        assert_eq!(
            Rule::PathRootless.matches(&format!("a{c}")),
            pchar(c) || c == '/',
            "path-rootless {c:?}"
        );
        assert_eq!(
            Rule::PathAbsolute.matches(&format!("/a{c}")),
            pchar(c) || c == '/',
            "path-absolute {c:?}"
        );
        assert_eq!(
            Rule::PathNoscheme.matches(&format!("a/{c}")),
            pchar(c) || c == '/',
            "path-noscheme {c:?}"
        );
        let scheme = alpha(c) || digit(c) || "+-.".contains(c);
        assert_eq!(
            Rule::Scheme.matches(&format!("a{c}")),
            scheme,
            "scheme {c:?}"
        );
    }
}

/// The `@` pre-scan of authority (`// speed:`) never changes the split: an "@" in the path, query or
/// fragment is not a userinfo delimiter, and an "@" in the authority still is.
#[test]
fn at_sign_pre_scan() {
    util::assert_components(
        "//a/b@c",
        &[
            ("userinfo", None),
            ("host", Some("a")),
            ("path", Some("/b@c")),
        ],
    );
    util::assert_components(
        "//a?b@c",
        &[
            ("userinfo", None),
            ("host", Some("a")),
            ("query", Some("b@c")),
        ],
    );
    util::assert_components(
        "//a#b@c",
        &[
            ("userinfo", None),
            ("host", Some("a")),
            ("fragment", Some("b@c")),
        ],
    );
    util::assert_components(
        "//u@a/b@c",
        &[
            ("userinfo", Some("u")),
            ("host", Some("a")),
            ("path", Some("/b@c")),
        ],
    );
    util::assert_components("//@", &[("userinfo", Some("")), ("host", Some(""))]);
    assert!(UriRef::parse("//u[@a").is_err());
    assert!(UriRef::parse("//u@a@b/").is_err());
}

/// The host-first branch of authority (`// speed:`): it decides only when "/", "?" or "#" follows
/// `host [ ":" port ]`. A host or port that is really the front of a userinfo is followed by "@" or by more
/// userinfo, and goes to the rule as written.
#[test]
fn authority_host_first() {
    for (input, userinfo, host, port, path) in [
        ("//u@h/", Some("u"), "h", None, "/"),
        ("//u:p@h/", Some("u:p"), "h", None, "/"),
        ("//u:80@h:81/", Some("u:80"), "h", Some("81"), "/"),
        ("//1.2.3.4@h/", Some("1.2.3.4"), "h", None, "/"),
        ("//h%41@x?", Some("h%41"), "x", None, ""),
        ("//h:@x#", Some("h:"), "x", None, ""),
        ("//h:80/x", None, "h", Some("80"), "/x"),
        ("//h:/x", None, "h", Some(""), "/x"),
        ("//[::1]:8?q", None, "[::1]", Some("8"), ""),
        ("//h.example#f", None, "h.example", None, ""),
        ("//h", None, "h", None, ""),
        ("//u@h", Some("u"), "h", None, ""),
    ] {
        let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        let a = r
            .authority()
            .unwrap_or_else(|| panic!("{input}: no authority"));
        assert_eq!(a.userinfo(), userinfo, "{input}");
        assert_eq!(a.host_str(), host, "{input}");
        assert_eq!(a.port(), port, "{input}");
        assert_eq!(r.path().as_str(), path, "{input}");
    }
    for input in ["//h:8x/", "//[::1]@h/", "//h%4/", "//u@h@i/", "//h:80:81/"] {
        assert!(UriRef::parse(input).is_err(), "{input}");
    }
}
/// `Spec::ALL` is the table's list of specifications: with every grammar compiled in, each names the
/// specification of some rule, and each rule's specification is in it, in the table's order.
#[cfg(all(feature = "schemes", feature = "template"))]
#[test]
fn every_spec_has_rules_in_the_table_order() {
    use rfc3986::{Rule, Spec};

    let mut order: Vec<Spec> = Vec::new();
    for rule in Rule::ALL {
        if !order.contains(&rule.spec()) {
            order.push(rule.spec());
        }
    }
    assert_eq!(order, Spec::ALL);
    for spec in Spec::ALL {
        let cited = spec.to_string();
        match spec.rfc() {
            Some(n) => assert_eq!(cited, format!("RFC {n}")),
            None => assert_eq!(*spec, Spec::DidCore),
        }
        assert_eq!(cited, spec.as_str());
    }
}
