//! Differential tests of the IRI side (RFC 3987) against oxiri, iri-string and fluent-uri's IRI types.
//!
//! Parsing: rfc3986's `IriRef` and each peer must give the same verdict and the same components. Resolution:
//! RFC 3987 6.5 resolves IRIs with RFC 3986 5.2; each peer must give the IRI that `Iri::resolve` gives, and
//! both must commute with the 3.1 mapping (`to_uri`), which touches no delimiter and no dot segment, so that
//! resolving the mapped URIs gives the mapped target.
//!
//! The inputs are near misses of valid IRIs and URIs: characters inserted, deleted or replaced, drawn from
//! ASCII delimiters and one character on each side of every `ucschar` and `iprivate` range boundary, the bidi
//! formatting characters of RFC 3987 4.1, noncharacters and C1 controls. A peer that disagrees must do so in
//! one of the classes of `tests/data/iri_peer_deviations.json`, each naming the RFC clause it breaks; any
//! other difference fails.

use crate::util;

use std::collections::BTreeSet;

use proptest::prelude::*;

/// The five components of RFC 3986 3, as one parser sees them; `None` when it rejects the input.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Components {
    scheme: Option<String>,
    authority: Option<String>,
    /// userinfo, host and port, when there is an authority; oxiri does not split it.
    inside: Option<(Option<String>, String, Option<String>)>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

/// RFC 3987 3.1 on text: each non-ASCII character as the `%XX` of its UTF-8, upper case.
fn encode(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            for b in c.encode_utf8(&mut [0; 4]).bytes() {
                out += &format!("%{b:02X}");
            }
        }
    }
    out
}

fn owned(s: Option<&str>) -> Option<String> {
    s.map(str::to_owned)
}

fn rfc3986(input: &str) -> Option<Components> {
    let r = rfc3986::IriRef::parse(input).ok()?;
    Some(Components {
        scheme: owned(r.scheme()),
        authority: owned(r.authority().map(|a| a.as_str())),
        inside: r.authority().map(|a| {
            (
                owned(a.userinfo()),
                a.host_str().to_owned(),
                owned(a.port()),
            )
        }),
        path: r.path().as_str().to_owned(),
        query: owned(r.query()),
        fragment: owned(r.fragment()),
    })
}

fn oxiri(input: &str) -> Option<Components> {
    let r = oxiri::IriRef::parse(input).ok()?;
    Some(Components {
        scheme: owned(r.scheme()),
        authority: owned(r.authority()),
        inside: None,
        path: r.path().to_owned(),
        query: owned(r.query()),
        fragment: owned(r.fragment()),
    })
}

fn iri_string(input: &str) -> Option<Components> {
    let r = iri_string::types::IriReferenceStr::new(input).ok()?;
    Some(Components {
        scheme: owned(r.scheme_str()),
        authority: owned(r.authority_str()),
        inside: r
            .authority_components()
            .map(|a| (owned(a.userinfo()), a.host().to_owned(), owned(a.port()))),
        path: r.path_str().to_owned(),
        query: owned(r.query().map(|q| q.as_str())),
        fragment: owned(r.fragment().map(|f| f.as_str())),
    })
}

fn fluent_uri(input: &str) -> Option<Components> {
    let r = fluent_uri::IriRef::parse(input).ok()?;
    Some(Components {
        scheme: owned(r.scheme().map(|s| s.as_str())),
        authority: owned(r.authority().map(|a| a.as_str())),
        inside: r.authority().map(|a| {
            let userinfo = a.userinfo().map(|u| u.as_str());
            (
                owned(userinfo),
                a.host().to_owned(),
                owned(a.port().map(|p| p.as_str())),
            )
        }),
        path: r.path().as_str().to_owned(),
        query: owned(r.query().map(|q| q.as_str())),
        fragment: owned(r.fragment().map(|f| f.as_str())),
    })
}

/// A peer's components, comparable with ours: oxiri does not split the authority, so its userinfo, host
/// and port are taken to be ours (its authority is compared whole).
fn comparable(
    peer: &str,
    theirs: Option<Components>,
    ours: &Option<Components>,
) -> Option<Components> {
    let mut theirs = theirs;
    if let (Some(t), Some(o)) = (&mut theirs, ours)
        && peer == "oxiri"
    {
        t.inside.clone_from(&o.inside);
    }
    theirs
}

/// A parser: the components of an IRI-reference, `None` when it rejects it.
type Parse = fn(&str) -> Option<Components>;

const PEERS: [(&str, Parse); 3] = [
    ("oxiri", oxiri),
    ("iri-string", iri_string),
    ("fluent-uri", fluent_uri),
];

/// The code points around every boundary of `ucschar` and `iprivate` (RFC 3987 2.2).
const BOUNDARIES: [u32; 42] = [
    0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0x20000, 0x2FFFD, 0x30000,
    0x3FFFD, 0x40000, 0x4FFFD, 0x50000, 0x5FFFD, 0x60000, 0x6FFFD, 0x70000, 0x7FFFD, 0x80000,
    0x8FFFD, 0x90000, 0x9FFFD, 0xA0000, 0xAFFFD, 0xB0000, 0xBFFFD, 0xC0000, 0xCFFFD, 0xD0000,
    0xDFFFD, 0xE1000, 0xEFFFD, 0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD, 0x200E,
    0x202E,
];

/// Characters that turn a valid IRI into a near miss: every boundary code point and its neighbours, the
/// bidi formatting characters, noncharacters, C1 controls, and the ASCII delimiters and `%`.
fn edit_chars() -> Vec<char> {
    let mut chars: BTreeSet<char> = BOUNDARIES
        .iter()
        .flat_map(|&b| [b - 1, b, b + 1])
        .filter_map(char::from_u32)
        .collect();
    chars.extend(['\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}']);
    chars.extend([
        '\u{FDD0}',
        '\u{FDEF}',
        '\u{FFFE}',
        '\u{FFFF}',
        '\u{1FFFE}',
        '\u{10FFFF}',
    ]);
    chars.extend([
        '\u{80}',
        '\u{85}',
        '\u{9F}',
        '\u{E9}',
        '\u{4E2D}',
        '\u{1F600}',
    ]);
    chars.extend(":/?#[]@%.- ".chars());
    chars.into_iter().collect()
}

#[derive(Clone, Debug)]
enum Edit {
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
    Replace(prop::sample::Index, char),
}

fn apply(base: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    for e in edits {
        match *e {
            Edit::Insert(i, c) => chars.insert(i.index(chars.len() + 1), c),
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i.index(chars.len()));
            }
            Edit::Replace(i, c) if !chars.is_empty() => {
                let i = i.index(chars.len());
                chars[i] = c;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Valid IRIs (the mapping vectors, both sides) and URIs (the parse vectors) to start from.
fn seeds() -> Vec<String> {
    let mut seeds = BTreeSet::new();
    for (file, keys) in [
        ("iri_to_uri.json", &["input"][..]),
        ("uri_to_iri.json", &["input", "expected"][..]),
        ("parse_valid.json", &["input"][..]),
    ] {
        for case in util::cases(file) {
            for key in keys {
                seeds.insert(util::field(&case, key).to_owned());
            }
        }
    }
    seeds.into_iter().collect()
}

fn near_miss() -> impl Strategy<Value = String> {
    let c = prop::sample::select(edit_chars());
    let edit = prop_oneof![
        (any::<prop::sample::Index>(), c.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<prop::sample::Index>().prop_map(Edit::Delete),
        (any::<prop::sample::Index>(), c).prop_map(|(i, c)| Edit::Replace(i, c)),
    ];
    (
        prop::sample::select(seeds()),
        prop::collection::vec(edit, 1..=3),
    )
        .prop_map(|(base, edits)| apply(&base, &edits))
}

/// The recorded classes of `tests/data/iri_peer_deviations.json`: which one, if any, explains that `peer`
/// gives `theirs` where rfc3986 gives `ours`.
fn class(
    peer: &str,
    input: &str,
    ours: &Option<Components>,
    theirs: &Option<Components>,
) -> Option<&'static str> {
    let parse = PEERS.iter().find(|(p, _)| *p == peer)?.1;
    // The peer accepts the bidi formatting characters that RFC 3987 4.1 says IRIs MUST NOT contain: with
    // each replaced by a ucschar allowed everywhere (U+00E9), both agree.
    let bidi = |c: char| matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}');
    if ours.is_none() && theirs.is_some() && input.contains(bidi) {
        let replaced = input.replace(bidi, "\u{E9}");
        let ours = rfc3986(&replaced);
        if comparable(peer, parse(&replaced), &ours) == ours {
            return Some("bidi");
        }
    }
    None
}

#[track_caller]
fn agree(input: &str, seen: &mut BTreeSet<(String, &'static str)>) {
    let ours = rfc3986(input);
    for (peer, parse) in PEERS {
        let theirs = comparable(peer, parse(input), &ours);
        if theirs != ours {
            match class(peer, input, &ours, &theirs) {
                Some(class) => {
                    seen.insert((peer.to_owned(), class));
                }
                None => panic!(
                    "{peer} on {input:?}: {theirs:?}, rfc3986: {ours:?}: a difference outside the classes of \
                     tests/data/iri_peer_deviations.json"
                ),
            }
        }
    }
}

#[test]
fn near_misses_get_the_same_verdict_and_components() {
    use proptest::test_runner::{Config, TestRunner};
    use std::cell::RefCell;
    let seen = RefCell::new(BTreeSet::new());
    let mut runner = TestRunner::new(Config {
        cases: 10_000,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&near_miss(), |input| {
            agree(&input, &mut seen.borrow_mut());
            Ok(())
        })
        .unwrap();
    assert_eq!(*seen.borrow(), recorded("parse"));
}

/// The recorded `(peer, class)` pairs of one operation; each names an RFC clause.
fn recorded(operation: &str) -> BTreeSet<(String, &'static str)> {
    util::cases("iri_peer_deviations.json")
        .iter()
        .filter(|d| util::field(d, "operation") == operation)
        .map(|d| {
            assert!(util::field(d, "clause").starts_with("RFC 39"), "{d}");
            let class = match util::field(d, "class") {
                "bidi" => "bidi",
                other => panic!("unknown class {other}"),
            };
            (util::field(d, "peer").to_owned(), class)
        })
        .collect()
}

/// Each recorded example shows its class.
#[test]
fn recorded_examples_show_their_class() {
    for d in util::cases("iri_peer_deviations.json") {
        let (peer, example) = (util::field(&d, "peer"), util::field(&d, "example"));
        let parse = PEERS
            .iter()
            .find(|(p, _)| *p == peer)
            .expect("a known peer")
            .1;
        let ours = rfc3986(example);
        let theirs = comparable(peer, parse(example), &ours);
        assert_ne!(ours, theirs, "{d}");
        assert_eq!(
            class(peer, example, &ours, &theirs),
            Some(util::field(&d, "class")),
            "{d}"
        );
    }
}

/// A peer's resolution of `reference` against `base`, IRIs or URIs alike, or `"error"`.
fn peer_resolve(peer: &str, base: &str, reference: &str) -> String {
    match peer {
        "oxiri" => {
            let base = oxiri::Iri::parse(base).expect("a valid base");
            let r = oxiri::IriRef::parse(reference).expect("a valid reference");
            base.resolve(&r)
                .map_or_else(|_| "error".to_owned(), |t| t.into_inner())
        }
        "iri-string" => {
            let base = iri_string::types::IriAbsoluteStr::new(base).expect("a valid base");
            let r = iri_string::types::IriReferenceStr::new(reference).expect("a valid reference");
            r.resolve_against(base).to_string()
        }
        "fluent-uri" => {
            let base = fluent_uri::Iri::parse(base).expect("a valid base");
            let r = fluent_uri::IriRef::parse(reference).expect("a valid reference");
            r.resolve_against(&base)
                .map_or_else(|_| "error".to_owned(), |t| t.as_str().to_owned())
        }
        other => panic!("unknown peer {other}"),
    }
}

/// An IRI put together from a small alphabet that reaches every branch of RFC 3986 5.2.2 (scheme or none,
/// authority or none, absolute, rootless or empty paths with `.`, `..` and empty segments, query and
/// fragment or none), with non-ASCII characters of every kind an IRI may hold: the ends of the `ucschar`
/// ranges, supplementary planes, `iprivate` in the query, and percent-encoded octets beside them.
fn iri(base: bool) -> impl Strategy<Value = String> {
    let scheme = if base {
        prop::sample::select(vec![Some("a"), Some("foo")]).boxed()
    } else {
        prop::sample::select(vec![None, None, Some("a"), Some("b")]).boxed()
    };
    let authority = prop::sample::select(vec![
        None,
        None,
        None,
        Some(""),
        Some("h\u{E9}"),
        Some("\u{4E2D}@h:1"),
    ]);
    let segment = prop::sample::select(vec![
        "",
        ".",
        "..",
        ".",
        "..",
        "a",
        "\u{A0}",
        "\u{D7FF}",
        "\u{FFEF}",
        "\u{10000}",
        "\u{EFFFD}",
        "c:\u{E9}",
        "%C3%A9",
        ".\u{301}",
    ]);
    let segments = prop::collection::vec(segment, 0..5);
    let query = prop::sample::select(vec![
        None,
        None,
        Some(""),
        Some("\u{E000}"),
        Some("\u{10FFFD}q"),
    ]);
    let fragment = if base {
        Just(None).boxed()
    } else {
        prop::sample::select(vec![None, None, Some(""), Some("\u{1F600}")]).boxed()
    };
    (scheme, authority, any::<bool>(), segments, query, fragment).prop_map(
        |(scheme, authority, rooted, segments, query, fragment)| {
            let mut s = String::new();
            if let Some(scheme) = scheme {
                s = s + scheme + ":";
            }
            if let Some(authority) = authority {
                s = s + "//" + authority;
            }
            if (rooted || authority.is_some()) && !segments.is_empty() {
                s.push('/');
            }
            s += &segments.join("/");
            for (delimiter, part) in [('?', query), ('#', fragment)] {
                if let Some(part) = part {
                    s.push(delimiter);
                    s += part;
                }
            }
            s
        },
    )
}

/// RFC 3987 6.5 resolves IRIs with the algorithm of RFC 3986 5.2; a peer resolves two IRIs, encoded, as
/// rfc3986 resolves their URIs, or else exactly as the peer itself resolves those URIs: its RFC 3986
/// deviations, which `tests/conformance/differential.rs` holds to the classes of `tests/data/peer_deviations.json`.
#[test]
fn generated_resolutions_agree_except_in_recorded_classes() {
    use proptest::test_runner::{Config, TestRunner};
    use std::cell::RefCell;
    let seen = RefCell::new(BTreeSet::new());
    let mut runner = TestRunner::new(Config {
        cases: 5_000,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&(iri(true), iri(false)), |(base, reference)| {
            let (Ok(b), Ok(r)) = (rfc3986::Iri::parse(&base), rfc3986::IriRef::parse(&reference))
            else {
                // Empty segments can write "//" and make "c:\u{e9}" an authority with a bad port, and a
                // rootless first segment "c:\u{e9}" of a relative reference has a ":"; skip those.
                return Ok(());
            };
            let ours = b.resolve(&r).into_string();
            // 6.5: resolution commutes with the 3.1 mapping.
            let mapped = b.to_uri().resolve(&r.to_uri());
            assert_eq!(mapped.as_str(), encode(&ours), "{base:?} {reference:?}");
            for (peer, _) in PEERS {
                let theirs = peer_resolve(peer, &base, &reference);
                if theirs == ours {
                    continue;
                }
                let as_uris = peer_resolve(peer, b.to_uri().as_str(), r.to_uri().as_str());
                assert_eq!(
                    encode(&theirs),
                    as_uris,
                    "{peer} resolves {reference:?} against {base:?} to {theirs:?}, rfc3986 to {ours:?}"
                );
                seen.borrow_mut().insert(peer);
            }
            Ok(())
        })
        .unwrap();
    // fluent-uri's RFC 3986 deviations (dot segments in the base path) show up with IRIs too.
    assert!(seen.borrow().contains("fluent-uri"), "{:?}", seen.borrow());
}
