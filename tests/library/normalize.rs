//! Normalization and equivalence (RFC 3986 section 6) through the library.

use std::collections::{BTreeSet, HashMap};

use crate::util::{assert_reparses, cases, field, source};
use proptest::prelude::*;
use rfc3986::{Normalization, Normalized, Uri, UriRef};

const LEVELS: [Normalization; 2] = [Normalization::Syntax, Normalization::Scheme];

fn level(name: &str) -> Normalization {
    match name {
        "syntax" => Normalization::Syntax,
        "scheme" => Normalization::Scheme,
        other => panic!("unknown level {other}"),
    }
}

#[test]
fn vectors() {
    let cases = cases("normalize.json");
    assert_eq!(cases.len(), 64);
    for case in &cases {
        let input = field(case, "input");
        let level = level(field(case, "level"));
        let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        let n = r.normalize(level);
        let context = format!("{input:?} at {level:?} ({})", source(case));
        assert_eq!(n.as_str(), field(case, "expected"), "{context}");
        assert_reparses(&n, &context);
        assert!(n.is_normalized(level), "{context}");
        assert_eq!(r.is_normalized(level), r == n, "{context}");
        assert!(r.equivalent(&n, level), "{context}");
    }
}

#[test]
fn uri_and_uri_ref_agree() {
    for case in &cases("normalize.json") {
        let input = field(case, "input");
        let Ok(uri) = Uri::parse(input) else { continue };
        let level = level(field(case, "level"));
        let r = UriRef::parse(input).unwrap();
        assert_eq!(
            uri.normalize(level).as_str(),
            r.normalize(level).as_str(),
            "{input:?}"
        );
        assert_eq!(
            uri.is_normalized(level),
            r.is_normalized(level),
            "{input:?}"
        );
    }
}

#[test]
fn scheme_level_ports_and_paths() {
    let scheme = |s: &str| {
        UriRef::parse(s)
            .unwrap()
            .normalize(Normalization::Scheme)
            .into_string()
    };
    assert_eq!(scheme("https://a:443"), "https://a/");
    assert_eq!(scheme("wss://a:443/x"), "wss://a/x");
    assert_eq!(scheme("ws://a:80?q"), "ws://a/?q");
    assert_eq!(scheme("ftp://a:21/f"), "ftp://a/f");
    assert_eq!(scheme("ftp://a"), "ftp://a", "the empty path stays for ftp");
    assert_eq!(
        scheme("http://a:080/"),
        "http://a/",
        "the port compares by value"
    );
    assert_eq!(scheme("http://a:443/"), "http://a:443/");
    assert_eq!(
        scheme("foo://a:/"),
        "foo://a/",
        "an empty port goes for every scheme (3.2.3)"
    );
    assert_eq!(scheme("foo://a:80"), "foo://a:80");
    assert_eq!(scheme("//a:80"), "//a:80");
}

#[test]
fn dot_segments() {
    let syntax = |s: &str| {
        UriRef::parse(s)
            .unwrap()
            .normalize(Normalization::Syntax)
            .into_string()
    };
    // A path left starting with "//" and no authority keeps its meaning.
    assert_eq!(syntax("s:/.//a"), "s:/.//a");
    assert_eq!(syntax("s:/b/..//a"), "s:/.//a");
    assert_eq!(syntax("/b/..//a"), "/.//a");
    // Relative-path references keep their dot segments: `../a` and `a` are different references.
    assert_eq!(syntax("../a/%2E/b"), "../a/./b");
    assert_eq!(syntax("."), ".");
    assert_eq!(syntax("/../a"), "/a");
    assert_eq!(syntax("//h/../a"), "//h/a");
}

#[test]
fn normalized_keys_merge_equivalent_spellings() {
    let mut map = HashMap::new();
    let spellings = [
        "http://a",
        "HTTP://A:80/",
        "http://a/",
        "http://%61/",
        "http://a:/",
    ];
    for (i, s) in spellings.iter().enumerate() {
        let key = Normalized::new(&UriRef::parse(s).unwrap(), Normalization::Scheme);
        map.entry(key).or_insert_with(Vec::new).push(i);
    }
    assert_eq!(map.len(), 1, "{map:?}");
    let ordered: BTreeSet<_> = ["http://b/", "http://A/~", "http://a/%7E"]
        .iter()
        .map(|s| Normalized::new(&UriRef::parse(s).unwrap(), Normalization::Syntax))
        .collect();
    let texts: Vec<_> = ordered.iter().map(Normalized::as_str).collect();
    assert_eq!(texts, ["http://a/~", "http://b/"]);
}

/// References built from pieces that exercise case, percent-encoding, dot segments and ports.
fn reference() -> impl Strategy<Value = String> {
    let scheme = prop::option::of(prop::sample::select(vec!["s", "HTTP", "hTtps", "Ftp"]));
    let host = prop::sample::select(vec![
        "",
        "A",
        "%41b",
        "%7e%2F",
        "[::AB]",
        "[v7.X]",
        "1.2.3.%34",
    ]);
    let authority = prop::option::of((
        host,
        prop::option::of(prop::sample::select(vec!["", "80", "443", "021"])),
    ));
    let segment =
        prop::sample::select(vec!["", ".", "..", "a", "%2e", "%2E%2e", "%7E", "%3a", "B"]);
    let path = (any::<bool>(), prop::collection::vec(segment, 0..6));
    let query = prop::option::of(prop::sample::select(vec!["", "%7e", "a/../%5b"]));
    (scheme, authority, path, query).prop_map(|(s, a, (abs, segs), q)| {
        let mut out = String::new();
        if let Some(s) = s {
            out = format!("{s}:");
        }
        if let Some((host, port)) = a {
            out += &format!("//{host}");
            if let Some(port) = port {
                out += &format!(":{port}");
            }
        }
        if abs || a.is_some() && !segs.is_empty() {
            out.push('/');
        }
        out += &segs.join("/");
        if let Some(q) = q {
            out += &format!("?{q}");
        }
        out
    })
}

proptest! {
    #[test]
    fn normalizing_is_idempotent_and_reparses(input in reference()) {
        let Ok(r) = UriRef::parse(&input) else { return Ok(()) };
        for level in LEVELS {
            let n = r.normalize(level);
            assert_reparses(&n, &input);
            prop_assert!(n.is_normalized(level), "{} -> {}", input, n);
            let again = n.normalize(level);
            prop_assert_eq!(again.as_str(), n.as_str());
            prop_assert!(r.equivalent(&n, level));
        }
        // Scheme-based normalization refines syntax-based normalization.
        let syntax = r.normalize(Normalization::Syntax);
        let (twice, once) = (syntax.normalize(Normalization::Scheme), r.normalize(Normalization::Scheme));
        prop_assert_eq!(twice.as_str(), once.as_str());
    }
}

/// Every valid reference of the parse vectors normalizes, at both levels, to a string that re-parses to
/// what it says and that normalizes to itself.
#[test]
fn every_valid_vector_normalizes() {
    for case in &cases("parse_valid.json") {
        let input = field(case, "input");
        let r = UriRef::parse(input).unwrap();
        for level in LEVELS {
            let n = r.normalize(level);
            assert_reparses(&n, input);
            assert_eq!(n.normalize(level), n, "{input:?} at {level:?}");
        }
    }
}

/// Normalization records its spans as it writes (no second parse), except for a registered name with a
/// `%`, whose kind decoding may change: each result has the components and host kind that parsing its text
/// gives, at both levels, in URIs and IRIs.
#[test]
fn results_have_the_spans_and_host_kind_of_their_text() {
    use rfc3986::{HostKind, IriRef};
    for input in [
        "http://127.0.0.%31/",
        "http://%31%32%37.0.0.1:80",
        "//%31.2.3.4",
        "http://ex%41mple.com:/a/./b/../c?%7e#%7E",
        "s:/.//x",
        "s:.///x",
        "HTTP://u%3a@[V1.A]:080",
        "//[::FFFF:1.2.3.4]",
        "a/%2E%2E/b",
        "/%2E/%2E%2E//x",
        "",
        "?#",
    ] {
        let r = UriRef::parse(input).unwrap();
        for level in LEVELS {
            let n = r.normalize(level);
            let again = UriRef::parse(n.as_str()).unwrap();
            assert_eq!(n, again, "{input:?} at {level:?}");
            assert_eq!(
                (
                    n.scheme(),
                    n.authority()
                        .map(|a| (a.userinfo(), a.host_str(), a.port(), a.host_kind()))
                ),
                (
                    again.scheme(),
                    again.authority().map(|a| (
                        a.userinfo(),
                        a.host_str(),
                        a.port(),
                        a.host_kind()
                    ))
                ),
                "{input:?} at {level:?}"
            );
            assert_eq!(
                (n.path(), n.query(), n.fragment()),
                (again.path(), again.query(), again.fragment())
            );
            let i = IriRef::parse(input).unwrap().normalize(level);
            assert_eq!(i.as_str(), n.as_str());
            let kind = i.authority().map(|a| a.host_kind());
            assert_eq!(
                kind,
                IriRef::parse(i.as_str())
                    .unwrap()
                    .authority()
                    .map(|a| a.host_kind())
            );
        }
    }
    let n = UriRef::parse("http://127.0.0.%31/")
        .unwrap()
        .normalize(Normalization::Syntax);
    assert_eq!(n.authority().unwrap().host_kind(), HostKind::Ipv4Address);
}

/// The relative types normalize as far as 6.2 keeps their meaning: a relative reference and its normal form
/// resolve, against every base of the resolution vectors, to references with the same normal form; the
/// normal form is the one `UriRef::normalize` gives, is normalized, and is equivalent to the original.
#[test]
fn relative_references_keep_their_meaning() {
    use rfc3986::{IriRef, IriRelativeRef, RelativeRef};

    let mut bases = BTreeSet::new();
    for case in cases("resolve.json") {
        bases.insert(field(&case, "base").to_owned());
    }
    let bases: Vec<Uri> = bases.iter().filter_map(|b| Uri::parse(b).ok()).collect();
    assert!(bases.len() >= 5, "{}", bases.len());
    let mut checked = 0;
    for file in ["parse_valid.json", "resolve.json", "normalize.json"] {
        for case in cases(file) {
            let key = if file == "resolve.json" {
                "ref"
            } else {
                "input"
            };
            let Ok(r) = RelativeRef::parse(field(&case, key)) else {
                continue;
            };
            for level in LEVELS {
                let n = r.normalize(level);
                let context = format!("{r} at {level:?} ({file})");
                assert_eq!(
                    n.as_str(),
                    UriRef::from(r.clone()).normalize(level).as_str(),
                    "{context}"
                );
                assert!(n.is_normalized(level), "{context}");
                assert!(r.equivalent(&n, level), "{context}");
                assert_eq!(
                    n.normalize_steps(level)
                        .last()
                        .map(|s| s.output().to_owned()),
                    Some(n.to_string()),
                    "{context}"
                );
                for base in &bases {
                    assert_eq!(
                        base.resolve(&r).normalize(level),
                        base.resolve(&n).normalize(level),
                        "{context} against {base}"
                    );
                }
                let iri = IriRelativeRef::parse(r.as_str())
                    .expect("every relative-ref is an irelative-ref");
                assert_eq!(
                    iri.normalize(level).as_str(),
                    IriRef::from(iri.clone()).normalize(level).as_str(),
                    "{context}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

/// RFC 3987 5.3.2's example, in its words: "an application using this approach could reasonably consider the
/// following two IRIs equivalent: example://a/b/c/%7Bfoo%7D/ros&#xE9; eXAMPLE://a/./b/../b/%63/%7bfoo%7d/
/// ros%C3%A9". 5.3.2.3: "These IRIs should be normalized by decoding any percent-encoded octet sequence that
/// corresponds to an unreserved character", and for an IRI the unreserved characters are `iunreserved`, which
/// takes `ucschar` (2.2). Equivalent through every door: `equivalent`, `NormalizedIri`, `equal_at`, and the
/// URI path that 5.3.2.3 also names ("converting both IRIs to URIs (see Section 3.1), eliminating escape
/// differences in the resulting URIs").
#[test]
fn rfc_3987_equivalence_example() {
    use rfc3986::{IriRef, NormalizedIri};
    let a = IriRef::parse("example://a/b/c/%7Bfoo%7D/rosé").unwrap();
    let b = IriRef::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9").unwrap();
    for level in LEVELS {
        assert!(a.equivalent(&b, level), "{level:?}");
        assert!(b.equivalent(&a, level), "{level:?}");
        assert_eq!(NormalizedIri::new(&a, level), NormalizedIri::new(&b, level));
        assert_eq!(b.normalize(level), "example://a/b/c/%7Bfoo%7D/rosé");
        assert!(a.equal_at(&b, level).is_some());
        let last = b.normalize_steps(level).pop().unwrap();
        assert_eq!(last.output(), b.normalize(level).as_str());
        // The URI path gives the same verdict.
        assert!(a.to_uri().equivalent(&b.to_uri(), level));
    }
    // As URI references (no `ucschar` there), %C3%A9 is not unreserved and stays encoded.
    let u = UriRef::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9").unwrap();
    assert_eq!(
        u.normalize(Normalization::Syntax),
        "example://a/b/c/%7Bfoo%7D/ros%C3%A9"
    );
}

/// What 5.3.2.3 decodes in an IRI and what it leaves: near misses on both sides, in every component that
/// takes a `pct-encoded`.
#[test]
fn iri_percent_normalization_decodes_iunreserved_only() {
    use rfc3986::IriRef;
    let n = |s: &str| {
        IriRef::parse(s)
            .unwrap()
            .normalize(Normalization::Syntax)
            .to_string()
    };
    // ucschar in each component, in either case of hex digit, and of every UTF-8 length.
    assert_eq!(
        n("s://%C3%A9@%C3%A9/%c3%a9?%CE%B1#%F0%9F%98%80"),
        "s://é@é/é?α#😀"
    );
    assert_eq!(n("s:/%E4%BE%8B"), "s:/例");
    // Not a ucschar, or forbidden by 4.1: stays encoded (upper-case hex).
    assert_eq!(n("s:/%e2%80%8e%E2%80%AE"), "s:/%E2%80%8E%E2%80%AE"); // LRM, RLO
    assert_eq!(n("s:/?%ee%80%80"), "s:/?%EE%80%80"); // iprivate U+E000: not iunreserved
    assert_eq!(n("s:/%c2%80"), "s:/%C2%80"); // U+0080, a C1 control: no ucschar
    assert_eq!(n("s:/%ef%bf%bf"), "s:/%EF%BF%BF"); // U+FFFF, a noncharacter
    assert_eq!(n("s:/%C3"), "s:/%C3"); // a sequence cut short
    assert_eq!(n("s:/%C3%28"), "s:/%C3%28"); // not a continuation octet; "(" is a sub-delim, not decoded
    assert_eq!(n("s:/%C3%A9"), "s:/é");
    assert_eq!(n("s:/%C0%A9"), "s:/%C0%A9"); // overlong
    assert_eq!(n("s:/%ED%A0%80"), "s:/%ED%A0%80"); // a surrogate
    // Decoding comes before dot segments: "%2E" and ucschar alike.
    assert_eq!(n("s:/a/%2E%2E/%C3%A9"), "s:/é");
    // A registered name that decodes to a ucschar is an ireg-name, and still one host.
    let r = IriRef::parse("http://%C3%A9.example/")
        .unwrap()
        .normalize(Normalization::Syntax);
    assert_eq!(r.host_str(), Some("é.example"));
}

/// A piece of an IRI and another spelling of it: the same characters percent-encoded (or not), in another
/// case of hex digit, or (`false`) a different character.
const SPELLINGS: &[(&str, &str, bool)] = &[
    ("a", "%61", true),
    ("~", "%7e", true),
    ("é", "%C3%A9", true),
    ("é", "%c3%a9", true),
    ("É", "%C3%89", true),
    ("α", "%CE%B1", true),
    ("😀", "%F0%9F%98%80", true),
    ("%2F", "%2f", true),
    ("%E2%80%8E", "%e2%80%8e", true),
    ("%FF", "%ff", true),
    ("%C3", "%c3", true),
    (".", "%2E", true),
    ("/", "/", true),
    ("é", "e", false),
    ("É", "é", false),
    ("%2F", "/", false),
    ("%E2%80%8E", "%E2%80%8F", false),
];

proptest! {
    /// 5.3.2.3's two ways to compare agree: the IRI normal form (decoding the percent-encoded
    /// `iunreserved`) and the URI path (map both to URIs, 3.1, then RFC 3986 6.2.2), on pairs of IRIs
    /// spelled alike or apart piece by piece. (An `iprivate` is left out: the URI path encodes it and
    /// 5.3.2.3 does not decode it, since it is not `iunreserved`.)
    #[test]
    fn iri_and_uri_paths_agree(pieces in prop::collection::vec((0..SPELLINGS.len(), any::<bool>()), 0..12)) {
        use rfc3986::IriRef;
        let mut a = String::from("s://h/");
        let mut b = String::from("S://H/");
        let mut same = true;
        for (i, (k, other)) in pieces.iter().enumerate() {
            let (first, second, alike) = SPELLINGS[*k];
            a.push_str(first);
            b.push_str(if *other { second } else { first });
            same &= !*other || alike;
            if i == 6 {
                a.push('?');
                b.push('?');
            }
        }
        let (a, b) = (IriRef::parse(&a).unwrap(), IriRef::parse(&b).unwrap());
        for level in LEVELS {
            let iri = a.equivalent(&b, level);
            let uri = a.to_uri().equivalent(&b.to_uri(), level);
            prop_assert_eq!(iri, uri, "{} {} at {:?}", a, b, level);
            // Spelled alike piece by piece, they are equivalent (apart, they may still be, when a ".."
            // removes the pieces that differ).
            prop_assert!(iri || !same, "{} {} at {:?}", a, b, level);
        }
    }
}
