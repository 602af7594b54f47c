//! Differential tests against two independent RFC 3986 implementations, fluent-uri and iri-string.
//!
//! Parsing: near misses of valid references (characters inserted, deleted or replaced, drawn from the
//! delimiters, `%`, hex digits, brackets, non-ASCII and control characters) must get the same verdict and,
//! when valid, the same components from all three. No parsing deviation of either peer is known, so any
//! disagreement fails.
//!
//! Resolution: the peers run every strict case of `tests/data/resolve.json`; where one gives another
//! answer than RFC 3986, the case must be listed in `tests/data/peer_deviations.json` with the clause it
//! breaks, and every listed deviation must still happen. rfc3986 itself follows the RFC: the listed
//! `rfc_says` is the case's expected result, which the resolution conformance test checks. Then 20,000
//! generated base/reference pairs from small alphabets (every branch of 5.2.2, dot segments, empty and
//! rootless paths, queries, fragments, authorities): a peer that answers otherwise must do so in one of the
//! recorded classes, each recognised by a small predicate that models what the peer does instead.

use crate::util;

use std::collections::BTreeSet;

use proptest::prelude::*;
use serde_json::Value;

/// What a parser says about a string: `None` when it is not a URI reference, else its components.
#[derive(Debug, PartialEq, Eq)]
struct Components {
    scheme: Option<String>,
    authority: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    /// The rule the host matched, by its RFC name; iri-string does not say.
    host_kind: Option<&'static str>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

fn owned(s: Option<&str>) -> Option<String> {
    s.map(str::to_owned)
}

fn rfc3986(input: &str) -> Option<Components> {
    let r = rfc3986::UriRef::parse(input).ok()?;
    Some(Components {
        scheme: owned(r.scheme()),
        authority: owned(r.authority().map(|a| a.as_str())),
        userinfo: owned(r.userinfo()),
        host: owned(r.host_str()),
        host_kind: r.host().map(|h| h.kind().rule().as_str()),
        port: owned(r.port()),
        path: r.path().as_str().to_owned(),
        query: owned(r.query()),
        fragment: owned(r.fragment()),
    })
}

fn fluent_uri(input: &str) -> Option<Components> {
    use fluent_uri::component::Host;
    let r = fluent_uri::UriRef::parse(input).ok()?;
    let authority = r.authority();
    Some(Components {
        scheme: owned(r.scheme().map(|s| s.as_str())),
        authority: owned(authority.map(|a| a.as_str())),
        userinfo: owned(authority.and_then(|a| a.userinfo()).map(|u| u.as_str())),
        host: owned(authority.map(|a| a.host())),
        host_kind: authority.map(|a| match a.host_parsed() {
            Host::Ipv4 { .. } => "IPv4address",
            Host::Ipv6 { .. } => "IPv6address",
            Host::IpvFuture { .. } => "IPvFuture",
            _ => "reg-name",
        }),
        port: owned(authority.and_then(|a| a.port()).map(|p| p.as_str())),
        path: r.path().as_str().to_owned(),
        query: owned(r.query().map(|q| q.as_str())),
        fragment: owned(r.fragment().map(|f| f.as_str())),
    })
}

fn iri_string(input: &str) -> Option<Components> {
    let r = iri_string::types::UriReferenceStr::new(input).ok()?;
    let authority = r.authority_components();
    Some(Components {
        scheme: owned(r.scheme_str()),
        authority: owned(r.authority_str()),
        userinfo: owned(authority.as_ref().and_then(|a| a.userinfo())),
        host: owned(authority.as_ref().map(|a| a.host())),
        host_kind: None,
        port: owned(authority.as_ref().and_then(|a| a.port())),
        path: r.path_str().to_owned(),
        query: owned(r.query_str()),
        fragment: owned(r.fragment_str()),
    })
}

/// Characters that turn a valid reference into a near miss: delimiters, `%` and hex digits, brackets,
/// characters no URI has (space, `\`, `"`, `{`, ...), controls and non-ASCII.
const EDITS: &str =
    ":/?#[]@!$&'()*+,;=%%0123456789abcdefABCDEFvV.-_~ \\\"<>{}|^`\t\n\r\0\u{7f}é\u{FF0E}\u{0430}";

/// One edit: insert, delete or replace the character at a position.
#[derive(Clone, Debug)]
enum Edit {
    Insert(prop::sample::Index, char),
    Delete(prop::sample::Index),
    Replace(prop::sample::Index, char),
}

fn edit() -> impl Strategy<Value = Edit> {
    let c = prop::sample::select(EDITS.chars().collect::<Vec<_>>());
    prop_oneof![
        (any::<prop::sample::Index>(), c.clone()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<prop::sample::Index>().prop_map(Edit::Delete),
        (any::<prop::sample::Index>(), c).prop_map(|(i, c)| Edit::Replace(i, c)),
    ]
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

/// A valid reference from the vectors, with one to three edits.
fn near_miss() -> impl Strategy<Value = String> {
    let bases: Vec<String> = util::cases("parse_valid.json")
        .iter()
        .map(|case| util::field(case, "input").to_owned())
        .collect();
    (
        prop::sample::select(bases),
        prop::collection::vec(edit(), 1..=3),
    )
        .prop_map(|(base, edits)| apply(&base, &edits))
}

#[track_caller]
fn agree(input: &str) {
    let ours = rfc3986(input);
    let fluent = fluent_uri(input);
    assert_eq!(ours, fluent, "fluent-uri on {input:?}");
    let mut iri = iri_string(input);
    if let (Some(iri), Some(ours)) = (&mut iri, &ours) {
        iri.host_kind = ours.host_kind;
    }
    assert_eq!(ours, iri, "iri-string on {input:?}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn near_misses_get_the_same_verdict_and_components(input in near_miss()) {
        agree(&input);
    }
}

/// The vectors themselves, valid and invalid, and the shapes of `tests/library/hostile.rs`.
#[test]
fn vectors_get_the_same_verdict_and_components() {
    for file in ["parse_valid.json", "parse_invalid.json"] {
        for case in util::cases(file) {
            agree(util::field(&case, "input"));
        }
    }
    for input in [
        "http://a@b@c",
        "http://a\\@b",
        "http://[::1]@evil",
        "http://evil%2F@good",
        "http://good.com#@evil.com",
        "http://good.com:80@evil.com",
        "http://a\0b/",
        "http://a\r\nb/",
        "http://a:99999999999999999999/",
        "http://127%2E0%2E0%2E1/",
        "http://[::1%25eth0]/",
        "http:///evil.com",
    ] {
        agree(input);
    }
}

/// A peer's answer for resolving `reference` against `base`: the result, or `"error"`. The base loses its
/// fragment first, as RFC 3986 5.1 says a base URI must.
fn resolve(peer: &str, base: &str, reference: &str) -> String {
    let base = base.split_once('#').map_or(base, |(b, _)| b);
    match peer {
        "fluent-uri" => {
            let base = fluent_uri::Uri::parse(base).expect("a valid base");
            let r = fluent_uri::UriRef::parse(reference).expect("a valid reference");
            r.resolve_against(&base)
                .map_or_else(|_| "error".to_owned(), |t| t.as_str().to_owned())
        }
        "iri-string" => {
            let base = iri_string::types::UriAbsoluteStr::new(base).expect("a valid base");
            let r = iri_string::types::UriReferenceStr::new(reference).expect("a valid reference");
            r.resolve_against(base).to_string()
        }
        other => panic!("unknown peer {other}"),
    }
}

#[test]
fn peers_resolve_as_the_rfc_says_except_where_recorded() {
    let deviations = util::cases("peer_deviations.json");
    let recorded: BTreeSet<(String, String, String, String)> = deviations
        .iter()
        .filter(|d| util::field(d, "operation") == "resolve")
        .map(|d| {
            assert!(util::field(d, "clause").starts_with("RFC 3986 "), "{d}");
            let key = |k| util::field(d, k).to_owned();
            (key("peer"), key("base"), key("input"), key("peer_does"))
        })
        .collect();
    let mut found = BTreeSet::new();
    for case in util::cases("resolve.json") {
        // A non-strict case gives the answer 5.4.2 allows for backward compatibility, not the strict one.
        if case["strict"] == Value::Bool(false) {
            continue;
        }
        let (Some(base), Some(reference), Some(expected)) = (
            case["base"].as_str(),
            case["ref"].as_str(),
            case["expected"].as_str(),
        ) else {
            continue;
        };
        for peer in ["fluent-uri", "iri-string"] {
            let got = resolve(peer, base, reference);
            if got != expected {
                let key = (peer.to_owned(), base.to_owned(), reference.to_owned(), got);
                assert!(
                    recorded.contains(&key),
                    "{peer} resolves {reference:?} against {base:?} to {:?}, RFC 3986 gives {expected:?}: \
                     record it in tests/data/peer_deviations.json",
                    key.3
                );
                found.insert(key);
            }
        }
        for d in &deviations {
            if util::field(d, "base") == base && util::field(d, "input") == reference {
                assert_eq!(util::field(d, "rfc_says"), expected, "{d}");
            }
        }
    }
    let stale: Vec<_> = recorded.difference(&found).collect();
    assert!(
        stale.is_empty(),
        "recorded deviations that no longer happen: {stale:?}"
    );
}

/// A URI or reference put together from a small alphabet that reaches every branch of RFC 3986 5.2.2:
/// a scheme or none, an authority or none (empty, plain, with userinfo and port), an absolute, rootless or
/// empty path whose segments include `.`, `..`, empty ones and `.%2E`, a query or none, a fragment or none.
/// A base has a scheme and no fragment (5.1).
fn reference(base: bool) -> impl Strategy<Value = String> {
    let scheme = if base {
        prop::sample::select(vec![Some("a"), Some("foo")]).boxed()
    } else {
        prop::sample::select(vec![None, None, Some("a"), Some("b")]).boxed()
    };
    let authority =
        prop::sample::select(vec![None, None, None, Some(""), Some("h"), Some("u@h:1")]);
    let segment = prop::sample::select(vec![
        "", ".", "..", ".", "..", "a", "b", "c:d", ".%2E", "%2E",
    ]);
    let segments = prop::collection::vec(segment, 0..5);
    let query = prop::sample::select(vec![None, None, Some(""), Some("q")]);
    let fragment = if base {
        Just(None).boxed()
    } else {
        prop::sample::select(vec![None, None, Some(""), Some("f")]).boxed()
    };
    (scheme, authority, any::<bool>(), segments, query, fragment).prop_map(
        |(scheme, authority, rooted, segments, query, fragment)| {
            let mut s = String::new();
            if let Some(scheme) = scheme {
                s += scheme;
                s.push(':');
            }
            if let Some(authority) = authority {
                s += "//";
                s += authority;
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

/// The classes of `tests/data/peer_deviations.json` as predicates on one disagreement, each with the
/// clause of RFC 3986 that the peer departs from. `theirs` is the peer's answer, or `"error"`.
struct Disagreement<'a> {
    peer: &'a str,
    base: &'a rfc3986::Uri,
    reference: &'a rfc3986::UriRef,
    theirs: &'a str,
}

/// Whether a path has a dot segment (3.3): `.` or `..`, complete.
fn has_dot_segment(path: &str) -> bool {
    path.split('/').any(|s| s == "." || s == "..")
}

/// rfc3986's resolution of `reference` against `base` after `change` rewrote the base's path.
fn resolved_with_base_path(d: &Disagreement, change: impl Fn(&str) -> String) -> Option<String> {
    let mut base = d.base.clone();
    base.set_path_dot_prefixed(&change(d.base.path().as_str()))
        .ok()?;
    Some(base.resolve(d.reference).into_string())
}

/// `%2E` (either case) read as `.`.
fn decode_dots(s: &str) -> String {
    s.replace("%2E", ".").replace("%2e", ".")
}

impl Disagreement<'_> {
    /// The RFC 3986 clauses that the recorded classes of this disagreement break, if it is recorded.
    fn class(&self) -> Option<&'static str> {
        if let Some(clause) = self.literal_class() {
            return Some(clause);
        }
        // Both peers take ".%2E" and "%2E" for dot segments, which only a normalizer may decode (3.3,
        // 5.2.4): they give what the RFC gives, or what another class gives, once those are decoded.
        let encoded = |s: &str| s.to_ascii_uppercase().contains("%2E");
        if !encoded(self.base.path().as_str()) && !encoded(self.reference.path().as_str()) {
            return None;
        }
        let base = rfc3986::Uri::parse(&decode_dots(self.base.as_str())).ok()?;
        let reference = rfc3986::UriRef::parse(&decode_dots(self.reference.as_str())).ok()?;
        let ours = base.resolve(&reference).into_string();
        let theirs = decode_dots(self.theirs);
        let decoded = Disagreement {
            peer: self.peer,
            base: &base,
            reference: &reference,
            theirs: &theirs,
        };
        (ours == theirs || decoded.literal_class().is_some()).then_some("RFC 3986 5.2.4, 3.3")
    }

    /// The classes that do not depend on percent-encoded dots.
    fn literal_class(&self) -> Option<&'static str> {
        let fluent = self.peer == "fluent-uri";
        let r = self.reference;
        // fluent-uri removes the dot segments of the base's path before using it, where the RFC takes it as
        // it is: for an empty reference path (T.path = Base.path) and for a merge (5.2.3 keeps the base path
        // up to its last "/").
        if fluent
            && r.scheme().is_none()
            && r.authority().is_none()
            && has_dot_segment(self.base.path().as_str())
            && resolved_with_base_path(self, rfc3986::remove_dot_segments).as_deref()
                == Some(self.theirs)
        {
            return Some(if r.path().is_empty() {
                "RFC 3986 5.2.2"
            } else {
                "RFC 3986 5.2.3, 5.2.4"
            });
        }
        // fluent-uri refuses a base without authority whose path is rootless or empty; 5.2.2 resolves any
        // reference without a scheme against any base URI.
        if fluent
            && self.theirs == "error"
            && self.base.authority().is_none()
            && !self.base.path().is_absolute()
            && r.scheme().is_none()
        {
            return Some("RFC 3986 5.2.2, 5.2.3");
        }
        // fluent-uri leaves the dot segments of a rootless path in a reference with a scheme.
        if fluent
            && r.scheme().is_some()
            && !r.path().is_absolute()
            && has_dot_segment(r.path().as_str())
            && self.theirs == r.as_str()
        {
            return Some("RFC 3986 5.2.2, 5.2.4");
        }
        None
    }
}

/// rfc3986 resolves as the RFC says; a peer that answers otherwise does so in a recorded class. 20,000
/// generated pairs, and every branch of 5.2.2 and every class must have been met.
#[test]
fn generated_resolutions_agree_except_in_recorded_classes() {
    use proptest::test_runner::{Config, TestRunner};
    use std::cell::RefCell;
    let seen = RefCell::new(BTreeSet::new());
    let mut runner = TestRunner::new(Config {
        cases: 20_000,
        failure_persistence: None,
        ..Config::default()
    });
    let outcome = runner.run(&(reference(true), reference(false)), |(base, reference)| {
        let (Ok(b), Ok(r)) = (rfc3986::Uri::parse(&base), rfc3986::UriRef::parse(&reference)) else {
            return Ok(());
        };
        let branch = match (r.scheme(), r.authority(), r.path().as_str()) {
            (Some(_), _, _) => "R.scheme",
            (None, Some(_), _) => "R.authority",
            (None, None, "") => "empty R.path",
            (None, None, p) if p.starts_with('/') => "absolute R.path",
            _ => "merge",
        };
        seen.borrow_mut().insert(branch);
        let ours = b.resolve(&r).into_string();
        for peer in ["fluent-uri", "iri-string"] {
            let theirs = resolve(peer, &base, &reference);
            if theirs != ours {
                let d = Disagreement { peer, base: &b, reference: &r, theirs: &theirs };
                let class = d.class();
                prop_assert!(
                    class.is_some(),
                    "{peer} resolves {reference:?} against {base:?} to {theirs:?}, RFC 3986 gives {ours:?}"
                );
                seen.borrow_mut().insert(class.unwrap_or_default());
            }
        }
        Ok(())
    });
    if let Err(e) = outcome {
        panic!("{e}");
    }
    let seen = seen.into_inner();
    for expected in [
        "R.scheme",
        "R.authority",
        "empty R.path",
        "absolute R.path",
        "merge",
        "RFC 3986 5.2.2",
        "RFC 3986 5.2.2, 5.2.3",
        "RFC 3986 5.2.2, 5.2.4",
        "RFC 3986 5.2.3, 5.2.4",
        "RFC 3986 5.2.4, 3.3",
    ] {
        assert!(seen.contains(expected), "never met {expected:?}: {seen:?}");
    }
    // The clauses are those recorded in tests/data/peer_deviations.json.
    let recorded: BTreeSet<String> = util::cases("peer_deviations.json")
        .iter()
        .map(|d| util::field(d, "clause").to_owned())
        .collect();
    for clause in seen.iter().filter(|c| c.starts_with("RFC")) {
        assert!(recorded.contains(*clause), "{clause} is not recorded");
    }
}
