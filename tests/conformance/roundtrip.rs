//! Property tests: references generated from the ABNF parse, with the components they were built from,
//! and print back byte for byte; a character that no URI may contain makes any of them invalid.

use crate::util;

use proptest::prelude::*;
use rfc3986::UriRef;

fn one_of(chars: &'static str) -> impl Strategy<Value = String> {
    proptest::sample::select(chars.chars().collect::<Vec<_>>()).prop_map(String::from)
}

const ALPHA: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const UNRESERVED: &str = "abcxyzABCXYZ0189-._~";
const SUB_DELIMS: &str = "!$&'()*+,;=";

fn pct_encoded() -> impl Strategy<Value = String> {
    (0u8..=255, any::<bool>()).prop_map(|(b, lower)| {
        if lower {
            format!("%{b:02x}")
        } else {
            format!("%{b:02X}")
        }
    })
}

/// `*( unreserved / pct-encoded / sub-delims / extra )`
fn chars(extra: &'static str, max: usize) -> impl Strategy<Value = String> {
    let unit = prop_oneof![
        4 => one_of(UNRESERVED),
        1 => pct_encoded(),
        1 => one_of(SUB_DELIMS),
        1 => one_of(if extra.is_empty() { "a" } else { extra }),
    ];
    proptest::collection::vec(unit, 0..=max).prop_map(|v| v.concat())
}

fn scheme() -> impl Strategy<Value = String> {
    (
        one_of(ALPHA),
        proptest::collection::vec(one_of("azAZ09+-."), 0..6),
    )
        .prop_map(|(first, rest)| first + &rest.concat())
}

fn h16() -> impl Strategy<Value = String> {
    (any::<u16>(), any::<bool>(), 0usize..4).prop_map(|(n, upper, pad)| {
        let s = if upper {
            format!("{n:X}")
        } else {
            format!("{n:x}")
        };
        let zeros = pad.min(4 - s.len().min(4));
        "0".repeat(zeros) + &s
    })
}

fn ipv4() -> impl Strategy<Value = String> {
    any::<[u8; 4]>().prop_map(|[a, b, c, d]| format!("{a}.{b}.{c}.{d}"))
}

/// Every form of `IPv6address`: eight pieces, or fewer around one "::", the last 32 bits maybe IPv4.
fn ipv6() -> impl Strategy<Value = String> {
    (
        0usize..=8,
        0usize..=8,
        any::<bool>(),
        proptest::collection::vec(h16(), 8),
        ipv4(),
    )
        .prop_map(|(head, tail, v4, pieces, dotted)| {
            // Without "::": exactly 8 pieces. With it: head + tail <= 7.
            let compressed = head + tail < 8;
            let (head, tail) = if compressed {
                (head, tail.min(7 - head))
            } else {
                (8, 0)
            };
            let mut groups: Vec<String> = pieces[..head + tail].to_vec();
            // The last two pieces may be written as an IPv4address when they end the address.
            let use_v4 = v4 && if compressed { tail >= 2 } else { true };
            if use_v4 {
                groups.truncate(groups.len() - 2);
                groups.push(dotted);
            }
            let (h, t) = if use_v4 && !compressed {
                (groups.len(), 0)
            } else if use_v4 {
                (head, groups.len() - head)
            } else {
                (head, tail)
            };
            if compressed {
                format!("{}::{}", groups[..h].join(":"), groups[h..h + t].join(":"))
            } else {
                groups.join(":")
            }
        })
}

fn ipvfuture() -> impl Strategy<Value = String> {
    (
        one_of("vV"),
        proptest::collection::vec(one_of("0123456789abcdefABCDEF"), 1..4),
        chars(":", 6),
    )
        .prop_map(|(v, hex, rest)| {
            let rest = if rest.contains('%') || rest.is_empty() {
                "x".to_owned()
            } else {
                rest
            };
            format!("{v}{}.{rest}", hex.concat())
        })
}

fn host() -> impl Strategy<Value = (String, &'static str)> {
    prop_oneof![
        chars("", 10).prop_map(|h| (h, "reg-name")),
        ipv4().prop_map(|h| (h, "IPv4address")),
        ipv6().prop_map(|h| (format!("[{h}]"), "IPv6address")),
        ipvfuture().prop_map(|h| (format!("[{h}]"), "IPvFuture")),
    ]
}

fn segment(nz: bool, colon: bool) -> impl Strategy<Value = String> {
    chars(if colon { ":@" } else { "@" }, 6)
        .prop_map(move |s| if nz && s.is_empty() { "a".into() } else { s })
}

fn segments() -> impl Strategy<Value = String> {
    proptest::collection::vec(segment(false, true), 0..4)
        .prop_map(|v| v.iter().map(|s| format!("/{s}")).collect())
}

#[derive(Debug, Clone)]
struct Generated {
    text: String,
    components: Vec<(&'static str, Option<String>)>,
}

fn reference() -> impl Strategy<Value = Generated> {
    let authority = (
        proptest::option::of(chars(":", 6)),
        host(),
        proptest::option::of("[0-9]{0,6}"),
    );
    (
        proptest::option::of(scheme()),
        proptest::option::of(authority),
        0u8..3,
        segment(true, true),
        segment(true, false),
        segments(),
        proptest::option::of(chars(":@/?", 10)),
        proptest::option::of(chars(":@/?", 10)),
    )
        .prop_map(
            |(scheme, authority, shape, first, first_nc, rest, query, fragment)| {
                let mut text = String::new();
                if let Some(s) = &scheme {
                    text += s;
                    text += ":";
                }
                let mut comps = vec![("scheme", scheme.clone())];
                let path = match &authority {
                    Some((userinfo, (host, kind), port)) => {
                        let mut a = String::new();
                        if let Some(u) = userinfo {
                            a += u;
                            a += "@";
                        }
                        a += host;
                        if let Some(p) = port {
                            a += ":";
                            a += p;
                        }
                        text += "//";
                        text += &a;
                        comps.push(("authority", Some(a)));
                        comps.push(("userinfo", userinfo.clone()));
                        comps.push(("host", Some(host.clone())));
                        comps.push(("host_kind", Some((*kind).to_owned())));
                        comps.push(("port", port.clone()));
                        rest.clone()
                    }
                    None => {
                        comps.push(("authority", None));
                        comps.push(("host", None));
                        match shape {
                            0 => String::new(),
                            1 => format!("/{first}{rest}"),
                            _ if scheme.is_some() => format!("{first}{rest}"),
                            _ => format!("{first_nc}{rest}"),
                        }
                    }
                };
                text += &path;
                comps.push(("path", Some(path)));
                if let Some(q) = &query {
                    text += "?";
                    text += q;
                }
                if let Some(f) = &fragment {
                    text += "#";
                    text += f;
                }
                comps.push(("query", query));
                comps.push(("fragment", fragment));
                Generated {
                    text,
                    components: comps,
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn generated_references_parse_to_their_components(g in reference()) {
        let r = UriRef::parse(&g.text).map_err(|e| TestCaseError::fail(format!("{:?}: {e}", g.text)))?;
        for (name, want) in &g.components {
            prop_assert_eq!(util::component(&r, name), want.clone(), "{} of {:?}", name, g.text);
        }
        prop_assert_eq!(r.to_string(), g.text.clone());
        prop_assert_eq!(r.clone().into_string(), g.text.clone());
        prop_assert_eq!(r.is_uri(), rfc3986::Uri::parse(&g.text).is_ok());
        prop_assert_eq!(r.is_relative(), rfc3986::RelativeRef::parse(&g.text).is_ok());
    }

    #[test]
    fn a_character_outside_the_grammar_makes_a_reference_invalid(
        g in reference(),
        at in any::<proptest::sample::Index>(),
        bad in one_of(" \"<>\\^`{|}\u{0}\t\n\r\u{7f}éあ\u{1F600}"),
    ) {
        let mut boundaries: Vec<usize> = g.text.char_indices().map(|(i, _)| i).collect();
        boundaries.push(g.text.len());
        let pos = boundaries[at.index(boundaries.len())];
        let mut text = g.text.clone();
        text.insert_str(pos, &bad);
        match UriRef::parse(&text) {
            Ok(r) => prop_assert!(false, "{:?} parsed: {:?}", text, r),
            Err(e) => {
                prop_assert!(e.index() <= pos, "{:?}: error at {} after the bad character at {}", text, e.index(), pos);
                prop_assert!(text.is_char_boundary(e.index()));
            }
        }
    }
}
