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
//! `rfc_says` is the case's expected result, which the resolution conformance test checks.

mod util;

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
        host_kind: r.host().map(|h| h.kind().rule().name()),
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

/// The vectors themselves, valid and invalid, and the shapes of `tests/hostile.rs`.
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
