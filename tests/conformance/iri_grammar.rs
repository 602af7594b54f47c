//! `grammar/iri.pest` against RFC 3987 2.2: every code point range boundary of `ucschar` and `iprivate`,
//! and near misses on both sides of each place where the PEG differs from the ABNF (`// PEG:`).

use crate::util::{accepts, rejects};
use rfc3986::{HostKind, IriRef, Rule};

/// RFC 3987 2.2, `ucschar` and `iprivate`, as printed.
const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x10000, 0x1FFFD),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
    (0x40000, 0x4FFFD),
    (0x50000, 0x5FFFD),
    (0x60000, 0x6FFFD),
    (0x70000, 0x7FFFD),
    (0x80000, 0x8FFFD),
    (0x90000, 0x9FFFD),
    (0xA0000, 0xAFFFD),
    (0xB0000, 0xBFFFD),
    (0xC0000, 0xCFFFD),
    (0xD0000, 0xDFFFD),
    (0xE1000, 0xEFFFD),
];
const IPRIVATE: [(u32, u32); 3] = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

fn in_ranges(ranges: &[(u32, u32)], c: u32) -> bool {
    ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&c))
}

/// Each range's first and last code points and their neighbours, checked against the RFC's tables.
#[test]
fn ucschar_and_iprivate_boundaries() {
    let mut checked = 0;
    for &(lo, hi) in UCSCHAR.iter().chain(&IPRIVATE) {
        for c in [lo.wrapping_sub(1), lo, lo + 1, hi - 1, hi, hi + 1] {
            let Some(ch) = char::from_u32(c) else {
                continue;
            };
            let s = ch.to_string();
            assert_eq!(
                Rule::Ucschar.matches(&s),
                in_ranges(&UCSCHAR, c),
                "ucschar U+{c:04X}"
            );
            assert_eq!(
                Rule::Iprivate.matches(&s),
                in_ranges(&IPRIVATE, c),
                "iprivate U+{c:04X}"
            );
            // iunreserved and ipchar take ucschar, not iprivate; iquery takes both, ifragment only ucschar.
            assert_eq!(
                Rule::Iunreserved.matches(&s),
                in_ranges(&UCSCHAR, c),
                "U+{c:04X}"
            );
            assert_eq!(
                Rule::Ipchar.matches(&s),
                in_ranges(&UCSCHAR, c),
                "U+{c:04X}"
            );
            let either = in_ranges(&UCSCHAR, c) || in_ranges(&IPRIVATE, c);
            assert_eq!(Rule::Iquery.matches(&s), either, "iquery U+{c:04X}");
            assert_eq!(
                Rule::Ifragment.matches(&s),
                in_ranges(&UCSCHAR, c),
                "U+{c:04X}"
            );
            checked += 1;
        }
    }
    assert!(checked > 100);
    // ASCII is never a ucschar; the ASCII of the i-rules is that of the RFC 3986 rules.
    for b in 0u8..0x80 {
        let s = char::from(b).to_string();
        assert!(!Rule::Ucschar.matches(&s));
        assert_eq!(
            Rule::Ipchar.matches(&s),
            Rule::Pchar.matches(&s),
            "{b:#04x}"
        );
        assert_eq!(
            Rule::Iunreserved.matches(&s),
            Rule::Unreserved.matches(&s),
            "{b:#04x}"
        );
        assert_eq!(
            Rule::Iquery.matches(&s),
            Rule::Query.matches(&s),
            "{b:#04x}"
        );
    }
}

/// ihost: an IPv4address must be the whole host; `1.2.3.4é` and `1.2.3.4.example` are ireg-names.
#[test]
fn ihost_ipv4_must_be_whole() {
    let kind = |s: &str| IriRef::parse(s).unwrap().authority().unwrap().host_kind();
    assert_eq!(kind("//1.2.3.4"), HostKind::Ipv4Address);
    assert_eq!(kind("//1.2.3.4é"), HostKind::IregName);
    assert_eq!(kind("//1.2.3.4.example"), HostKind::IregName);
    assert_eq!(kind("//1.2.3.256"), HostKind::IregName);
    assert_eq!(kind("//[::1]"), HostKind::Ipv6Address);
    accepts(Rule::Ihost, &["1.2.3.4", "1.2.3.4é", "é", "", "[v1.x]"]);
    rejects(Rule::Ihost, &["[::1]é", "é:1", "é@h"]);
}

/// ipath: the first alternative that matches the whole path wins (the lookahead refuses prefixes).
#[test]
fn ipath_alternatives_match_whole_paths() {
    let path_rule = |s: &str| {
        Rule::Ipath
            .tree(s)
            .unwrap()
            .children()
            .first()
            .map(|t| t.rule())
    };
    assert_eq!(path_rule("/é/ü"), Some(Rule::IpathAbempty));
    assert_eq!(path_rule("é/ü"), Some(Rule::IpathNoscheme));
    assert_eq!(path_rule("é:/ü"), Some(Rule::IpathRootless));
    assert_eq!(path_rule(""), Some(Rule::IpathAbempty));
    accepts(Rule::Ipath, &["/é", "é", "é:ü", "//é", ""]);
    rejects(Rule::Ipath, &["é?", "é#", "é é"]);
    accepts(Rule::IpathNoscheme, &["é/ü:x"]);
    rejects(Rule::IpathNoscheme, &["é:ü", ""]);
    accepts(Rule::IpathAbsolute, &["/", "/é//"]);
    rejects(Rule::IpathAbsolute, &["//é", "é"]);
}

/// iauthority: the userinfo ends at the first "@", and without an "@" there is none.
#[test]
fn iauthority_userinfo_split() {
    let r = IriRef::parse("//ü:p@é.example:8080/x").unwrap();
    let a = r.authority().unwrap();
    assert_eq!(
        (a.userinfo(), a.host_str(), a.port()),
        (Some("ü:p"), "é.example", Some("8080"))
    );
    let r = IriRef::parse("//é.example:8080").unwrap();
    assert_eq!(r.userinfo(), None);
    rejects(Rule::Iauthority, &["ü@é@h", "é:8a"]);
    accepts(Rule::Iauthority, &["@", "ü@", "é:"]);
}

/// iauthority's host-first branch (`// speed:`) decides only when "/", "?" or "#" follows; an ihost or port
/// that is the front of an iuserinfo goes to the rule as written.
#[test]
fn iauthority_host_first() {
    for (input, userinfo, host, port) in [
        ("//ü@é/", Some("ü"), "é", None),
        ("//ü:80@é:81?", Some("ü:80"), "é", Some("81")),
        ("//ü:p@é#", Some("ü:p"), "é", None),
        ("//é:80/ü", None, "é", Some("80")),
        ("//[::1]:8?q", None, "[::1]", Some("8")),
        ("//é", None, "é", None),
    ] {
        let r = IriRef::parse(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        let a = r.authority().unwrap();
        assert_eq!(
            (a.userinfo(), a.host_str(), a.port()),
            (userinfo, host, port),
            "{input}"
        );
    }
    for input in ["//é:8x/", "//[::1]@é/", "//ü@é@h/"] {
        assert!(IriRef::parse(input).is_err(), "{input}");
    }
}

/// iprivate is allowed in the query only.
#[test]
fn iprivate_only_in_the_query() {
    let private = "\u{E000}";
    assert!(IriRef::parse(&format!("s:a?{private}")).is_ok());
    for bad in [
        format!("s:{private}"),
        format!("s:a#{private}"),
        format!("//{private}/"),
        format!("//{private}@h"),
    ] {
        assert!(IriRef::parse(&bad).is_err(), "{bad:?}");
    }
}

/// RFC 3987 4.1: the grammar takes the bidi formatting characters (they are ucschar), the IRI reference
/// rules refuse them.
#[test]
fn bidi_formatting_characters() {
    for c in [
        '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
    ] {
        let s = format!("a{c}");
        assert!(Rule::Ucschar.matches(&c.to_string()));
        assert!(Rule::Isegment.matches(&s));
        for rule in [Rule::IriReference, Rule::IrelativeRef] {
            let err = rule.check(&s).unwrap_err();
            assert_eq!((err.index(), err.bidi_formatting_character()), (1, Some(c)));
            assert!(!rule.matches(&s));
        }
        assert!(IriRef::parse(&format!("s:{s}")).is_err());
    }
    // Their neighbours are fine.
    for c in ['\u{200D}', '\u{2010}', '\u{2029}', '\u{202F}'] {
        assert!(
            IriRef::parse(&format!("a{c}")).is_ok(),
            "U+{:04X}",
            u32::from(c)
        );
    }
}

/// The i-rules reuse the RFC 3986 rules for what RFC 3987 takes unchanged: an IP literal stays ASCII.
#[test]
fn unchanged_rules_stay_ascii() {
    rejects(Rule::Ihost, &["[é::1]", "[vé.x]"]);
    rejects(Rule::Iri, &["é:x"]); // scheme is ASCII
    rejects(Rule::Iauthority, &["h:é"]); // port is DIGITs
}

/// Every i-rule that repeats a character class (written inline for speed in `iri.pest`) against the RFC's
/// definition of that class, at every ASCII character, at every boundary of `ucschar` and `iprivate` and
/// their neighbours, and at every 251st code point.
#[test]
fn i_rule_classes_are_the_rfcs() {
    let mut points: Vec<u32> = (0..0x80).collect();
    for &(lo, hi) in UCSCHAR.iter().chain(&IPRIVATE) {
        points.extend([lo.wrapping_sub(1), lo, lo + 1, hi - 1, hi, hi + 1]);
    }
    points.extend((0x80..=0x10FFFF).step_by(251));
    let mut checked = 0;
    for c in points {
        let Some(ch) = char::from_u32(c) else {
            continue;
        };
        // RFC 3986 2.2, 2.3 and RFC 3987 2.2, from the characters themselves.
        let ucs = in_ranges(&UCSCHAR, c);
        let private = in_ranges(&IPRIVATE, c);
        let unreserved = ch.is_ascii_alphanumeric() || "-._~".contains(ch);
        let sub_delims = "!$&'()*+,;=".contains(ch);
        let iunreserved = unreserved || ucs;
        let ipchar = iunreserved || sub_delims || ch == ':' || ch == '@';
        let s = ch.to_string();
        let cases: [(Rule, String, bool); 14] = [
            (Rule::Ipchar, s.clone(), ipchar),
            (
                Rule::Iuserinfo,
                s.clone(),
                iunreserved || sub_delims || ch == ':',
            ),
            (Rule::IregName, s.clone(), iunreserved || sub_delims),
            (
                Rule::IsegmentNzNc,
                s.clone(),
                iunreserved || sub_delims || ch == '@',
            ),
            (Rule::Isegment, format!("a{s}"), ipchar),
            (Rule::IpathAbempty, format!("/{s}"), ipchar || ch == '/'),
            (Rule::IpathAbempty, format!("/a/{s}b"), ipchar || ch == '/'),
            (Rule::IpathAbsolute, format!("/{s}"), ipchar),
            (Rule::IpathAbsolute, format!("/a{s}"), ipchar || ch == '/'),
            (Rule::IpathNoscheme, format!("a/{s}"), ipchar || ch == '/'),
            (Rule::IpathRootless, format!("{s}/a{s}"), ipchar),
            (Rule::IpathRootless, format!("a{s}"), ipchar || ch == '/'),
            (
                Rule::Iquery,
                format!("a{s}b"),
                ipchar || private || "/?".contains(ch),
            ),
            (
                Rule::Ifragment,
                format!("a{s}b"),
                ipchar || "/?".contains(ch),
            ),
        ];
        for (rule, input, expected) in cases {
            assert_eq!(
                rule.matches(&input),
                expected,
                "{rule} on {input:?} (U+{c:04X})"
            );
            checked += 1;
        }
    }
    assert!(checked > 60_000, "{checked}");
}
