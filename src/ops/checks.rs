//! The checks that debug builds of the library made on every call until issue 32, as tests of the crate. They
//! cost every dependent's debug build and test suite (relativization ran 19 times slower than oxiri's in a
//! debug build), so they moved here, where they run over the inputs the test suite gave them then (every
//! reference of the vectors in `tests/data`, the relativization grid of `tests/library/relativize.rs`, the fuzz
//! regression files) and over generated ones:
//!
//! - normalization, the setters and `Builder` write their result with the spans they record while writing
//!   (no second parse): those spans are the ones the grammar finds in the text, host kind included;
//! - relativization by reasoning on the components gives what verifying every candidate gives
//!   (`by_candidates`), and the length it computes for its choice is the length it writes.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use proptest::prelude::*;

use super::relativize::{by_candidates, by_reasoning, shortest};
use super::resolve::resolve;
use crate::syntax::build;
use crate::syntax::lang::{self, Lang};
use crate::syntax::parts::Parts;
use crate::{
    Builder, Host, Iri, IriRef, IriRelativeRef, Normalization, RelativeRef, Resolution, Rule, Uri,
    UriRef,
};

/// The vectors of `tests/data` whose strings are references, and the fuzz regression files of the targets
/// that normalize, resolve and map.
const VECTORS: [&str; 10] = [
    include_str!("../../tests/data/parse_valid.json"),
    include_str!("../../tests/data/iri_parse_valid.json"),
    include_str!("../../tests/data/normalize.json"),
    include_str!("../../tests/data/iri_normalize.json"),
    include_str!("../../tests/data/resolve.json"),
    include_str!("../../tests/data/iri_resolve.json"),
    include_str!("../../tests/data/resolve_ambiguous.json"),
    include_str!("../../tests/data/iri_resolve_ambiguous.json"),
    include_str!("../../tests/data/relativize.json"),
    include_str!("../../tests/data/remove_dot_segments.json"),
];

const REGRESSIONS: [&[u8]; 3] = [
    include_bytes!("../../fuzz/regressions/normalize/error-window-ends-inside-a-character"),
    include_bytes!("../../fuzz/regressions/resolve/error-window-ends-inside-a-character"),
    include_bytes!("../../fuzz/regressions/iri/to-iri-reg-name-decodes-to-an-ipv4address"),
];

/// Every string of the vectors (any field) and of the regression files, split at NUL as the fuzz targets
/// split theirs: the candidates, valid or not.
fn texts() -> Vec<String> {
    fn strings(value: &serde_json::Value, out: &mut Vec<String>) {
        match value {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
            serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for vector in VECTORS {
        let value: serde_json::Value = serde_json::from_str(vector).expect("a JSON vector");
        strings(&value, &mut out);
    }
    for bytes in REGRESSIONS {
        let text = String::from_utf8_lossy(bytes);
        out.extend(text.split('\0').map(String::from));
        out.extend(text.get(1..).map(String::from)); // the targets that take a first byte apart
    }
    out.sort();
    out.dedup();
    out
}

/// The spans of `parts` are those the grammar finds when it parses the text as `rule`.
#[track_caller]
fn spans_are_the_grammars(parts: &Parts, rule: Rule) {
    let parsed = build::parse(rule, &parts.text)
        .unwrap_or_else(|e| panic!("{:?} is not a {rule}: {e}", parts.text));
    assert_eq!(parts.spans(), parsed.spans(), "{:?} as {rule}", parts.text);
}

/// Normalization at both levels, for each type that parses `text`.
fn check_normalization(text: &str) {
    for level in [Normalization::Syntax, Normalization::Scheme] {
        if let Ok(r) = UriRef::parse(text) {
            spans_are_the_grammars(&r.normalize(level).0, Rule::UriReference);
        }
        if let Ok(r) = Uri::parse(text) {
            spans_are_the_grammars(&r.normalize(level).0, Rule::Uri);
        }
        if let Ok(r) = IriRef::parse(text) {
            spans_are_the_grammars(&r.normalize(level).0, Rule::IriReference);
        }
        if let Ok(r) = Iri::parse(text) {
            spans_are_the_grammars(&r.normalize(level).0, Rule::Iri);
        }
    }
}

/// One edit of the setters, with its value.
#[derive(Clone, Debug)]
enum Edit {
    Scheme(String),
    Userinfo(String),
    Username(String),
    Password(Option<String>),
    HostStr(String),
    RegName(String),
    IpvFuture(String),
    Ipv4([u8; 4]),
    Ipv6([u16; 8]),
    Port(String),
    PortU16(u16),
    Path(String),
    PathDotPrefixed(String),
    Query(String),
    Fragment(String),
    PushSegment(String),
    PopSegment,
    AppendQueryPair(String, String),
    ClearScheme,
    ClearAuthority,
    ClearUserinfo,
    ClearPort,
    ClearQuery,
    ClearFragment,
}

/// The edits with the values of `text`'s components, so that each sets what another reference has.
fn edits_from(text: &str) -> Vec<Edit> {
    let mut edits = alloc::vec![
        Edit::ClearScheme,
        Edit::ClearAuthority,
        Edit::ClearUserinfo,
        Edit::ClearPort,
        Edit::ClearQuery,
        Edit::ClearFragment,
        Edit::PopSegment,
        Edit::Ipv4([127, 0, 0, 1]),
        Edit::Ipv6([0, 0, 0, 0, 0, 0, 0, 1]),
        Edit::PortU16(8080),
        Edit::Password(None),
    ];
    let Ok(r) = IriRef::parse(text) else {
        return edits;
    };
    if let Some(s) = r.scheme() {
        edits.push(Edit::Scheme(s.to_string()));
    }
    if let Some(a) = r.authority() {
        if let Some(u) = a.userinfo() {
            edits.push(Edit::Userinfo(u.to_string()));
            edits.push(Edit::Username(u.to_string()));
            edits.push(Edit::Password(Some(u.to_string())));
        }
        edits.push(Edit::HostStr(a.host_str().to_string()));
        edits.push(Edit::RegName(a.host_str().to_string()));
        let inside = a.host_str().trim_start_matches('[').trim_end_matches(']');
        edits.push(Edit::IpvFuture(inside.to_string()));
        if let Some(p) = a.port() {
            edits.push(Edit::Port(p.to_string()));
        }
    }
    let path = r.path().as_str();
    edits.push(Edit::Path(path.to_string()));
    edits.push(Edit::PathDotPrefixed(path.to_string()));
    edits.push(Edit::PushSegment(path.to_string()));
    if let Some(q) = r.query() {
        edits.push(Edit::Query(q.to_string()));
        edits.push(Edit::AppendQueryPair(q.to_string(), path.to_string()));
    }
    if let Some(f) = r.fragment() {
        edits.push(Edit::Fragment(f.to_string()));
    }
    edits
}

/// Applies `edit` to the reference `$r` of any of the six types, the scheme with `$set_scheme` and
/// `$clear_scheme` (only `UriRef` has both, `Uri` the first): whether it succeeded.
macro_rules! apply {
    ($r:expr, $edit:expr, $set_scheme:expr, $clear_scheme:expr) => {{
        let r = $r;
        match $edit {
            Edit::Scheme(s) => $set_scheme(&mut *r, s),
            Edit::Userinfo(s) => r.set_userinfo(s).is_ok(),
            Edit::Username(s) => r.set_username_decoded(s).is_ok(),
            Edit::Password(Some(s)) => r.set_password_decoded(s).is_ok(),
            Edit::Password(None) => {
                r.clear_password();
                true
            }
            Edit::HostStr(s) => r.set_host_str(s).is_ok(),
            Edit::RegName(s) => r.set_host(Host::RegName(s)).is_ok(),
            Edit::IpvFuture(s) => r.set_host(Host::IpvFuture(s)).is_ok(),
            Edit::Ipv4(o) => r.set_host(core::net::Ipv4Addr::from(*o)).is_ok(),
            Edit::Ipv6(p) => r.set_host(core::net::Ipv6Addr::from(*p)).is_ok(),
            Edit::Port(s) => r.set_port(s).is_ok(),
            Edit::PortU16(n) => r.set_port_u16(*n).is_ok(),
            Edit::Path(s) => r.set_path(s).is_ok(),
            Edit::PathDotPrefixed(s) => r.set_path_dot_prefixed(s).is_ok(),
            Edit::Query(s) => r.set_query(s).is_ok(),
            Edit::Fragment(s) => r.set_fragment(s).is_ok(),
            Edit::PushSegment(s) => r.push_path_segment_decoded(s).is_ok(),
            Edit::PopSegment => {
                r.pop_path_segment();
                true
            }
            Edit::AppendQueryPair(k, v) => {
                r.append_query_pair_decoded(k, v);
                true
            }
            Edit::ClearScheme => $clear_scheme(&mut *r),
            Edit::ClearAuthority => r.clear_authority().is_ok(),
            Edit::ClearUserinfo => {
                r.clear_userinfo();
                true
            }
            Edit::ClearPort => {
                r.clear_port();
                true
            }
            Edit::ClearQuery => {
                r.clear_query();
                true
            }
            Edit::ClearFragment => {
                r.clear_fragment();
                true
            }
        }
    }};
}

/// Every edit of `edits` on each type that parses `text`, and each edit after the one before it.
fn check_edits(text: &str, edits: &[Edit]) {
    macro_rules! each_type {
        ($($ty:ident => $rule:expr, $set_scheme:expr, $clear_scheme:expr;)*) => {$(
            if let Ok(start) = $ty::parse(text) {
                let mut chained = start.clone();
                for edit in edits {
                    let mut r = start.clone();
                    if apply!(&mut r, edit, $set_scheme, $clear_scheme) {
                        spans_are_the_grammars(&r.0, $rule);
                    }
                    if apply!(&mut chained, edit, $set_scheme, $clear_scheme) {
                        spans_are_the_grammars(&chained.0, $rule);
                    }
                }
            }
        )*};
    }
    fn no<T, S: ?Sized>(_: &mut T, _: &S) -> bool {
        false
    }
    each_type!(
        UriRef => Rule::UriReference, |r: &mut UriRef, s: &str| r.set_scheme(s).is_ok(),
            |r: &mut UriRef| r.clear_scheme().is_ok();
        Uri => Rule::Uri, |r: &mut Uri, s: &str| r.set_scheme(s).is_ok(), |_: &mut Uri| false;
        RelativeRef => Rule::RelativeRef, no::<RelativeRef, str>, |_: &mut RelativeRef| false;
        IriRef => Rule::IriReference, no::<IriRef, str>, |_: &mut IriRef| false;
        Iri => Rule::Iri, no::<Iri, str>, |_: &mut Iri| false;
        IriRelativeRef => Rule::IrelativeRef, no::<IriRelativeRef, str>, |_: &mut IriRelativeRef| false;
    );
}

/// `Builder` with the components of `text`, for each type it builds.
fn check_builder(text: &str) {
    let Ok(r) = IriRef::parse(text) else {
        return;
    };
    let mut b = Builder::new().path(r.path().as_str());
    if let Some(s) = r.scheme() {
        b = b.scheme(s);
    }
    if let Some(a) = r.authority() {
        b = b.host_str(a.host_str());
        if let Some(u) = a.userinfo() {
            b = b.userinfo(u);
        }
        if let Some(p) = a.port() {
            b = b.port(p);
        }
    }
    if let Some(q) = r.query() {
        b = b.query(q);
    }
    if let Some(f) = r.fragment() {
        b = b.fragment(f);
    }
    if let Ok(built) = b.build() {
        spans_are_the_grammars(&built.0, Rule::UriReference);
    }
    if let Ok(built) = b.clone().to::<crate::Uri>().build() {
        spans_are_the_grammars(&built.0, Rule::Uri);
    }
    if let Ok(built) = b.clone().to::<crate::RelativeRef>().build() {
        spans_are_the_grammars(&built.0, Rule::RelativeRef);
    }
    if let Ok(built) = b.clone().to::<crate::IriRef>().build() {
        spans_are_the_grammars(&built.0, Rule::IriReference);
    }
    if let Ok(built) = b.clone().to::<crate::Iri>().build() {
        spans_are_the_grammars(&built.0, Rule::Iri);
    }
    if let Ok(built) = b.clone().to::<crate::IriRelativeRef>().build() {
        spans_are_the_grammars(&built.0, Rule::IrelativeRef);
    }
}

/// Relativization of the target `t` (made absolute against `b`, as `relativize` does) against `b`: the
/// reasoning, when it decides, gives what the candidates give, and writes the length it computed.
fn check_relativization(b: &Parts, t: &Parts, lang: &Lang) {
    let resolved;
    let t = if t.scheme().is_some() {
        t
    } else {
        resolved = resolve(b, t, Resolution::Strict);
        &resolved
    };
    let Some(found) = by_reasoning(b, t) else {
        return;
    };
    assert_eq!(
        found.text,
        by_candidates(b, t, lang).text,
        "{} against {}",
        t.text,
        b.text
    );
    if let Some(Some((len, written))) = shortest(b, t) {
        assert_eq!(
            written.write(t, len).text.len(),
            len,
            "{} against {}",
            t.text,
            b.text
        );
    }
}

/// Every base of `bases` against every target of `targets`, as URIs and as IRIs.
fn check_relativizations(bases: &[String], targets: &[String]) -> usize {
    let mut checked = 0;
    for (rule, reference, lang) in [
        (Rule::Uri, Rule::UriReference, &lang::URI),
        (Rule::Iri, Rule::IriReference, &lang::IRI),
    ] {
        let parsed = |texts: &[String], rule| -> Vec<Parts> {
            texts
                .iter()
                .filter_map(|t| build::parse(rule, t).ok())
                .collect()
        };
        let targets = parsed(targets, reference);
        for b in parsed(bases, rule) {
            for t in &targets {
                check_relativization(&b, t, lang);
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn normalization_records_the_spans_the_grammar_finds() {
    let texts = texts();
    assert!(texts.len() > 2_000, "{}", texts.len());
    for text in &texts {
        check_normalization(text);
    }
}

#[test]
fn setters_and_builder_record_the_spans_the_grammar_finds() {
    let texts = texts();
    let valid: Vec<&String> = texts.iter().filter(|t| IriRef::parse(t).is_ok()).collect();
    assert!(valid.len() > 1_000, "{}", valid.len());
    for (i, text) in valid.iter().enumerate() {
        let mut edits = edits_from(text);
        edits.extend(edits_from(valid[(i + 1) % valid.len()]));
        check_edits(text, &edits);
        check_builder(text);
    }
}

#[test]
fn relativization_by_reasoning_is_by_candidates_on_the_vectors() {
    let texts = texts();
    let checked = check_relativizations(&texts, &texts);
    assert!(checked > 1_000_000, "{checked}");
}

/// The grid of `tests/library/relativize.rs` (`shortest_against_brute_force`): bases with dot segments, empty
/// segments and rootless paths, against every reference of up to four characters over `.`, `/`, `a`, `b`.
#[test]
fn relativization_by_reasoning_is_by_candidates_on_the_grid() {
    let segments = ["", ".", "..", "a", "b"];
    let mut paths = alloc::vec![String::new()];
    let mut last = alloc::vec![Vec::<&str>::new()];
    for _ in 0..3 {
        last = last
            .iter()
            .flat_map(|c| {
                segments.iter().map(move |s| {
                    let mut c = c.clone();
                    c.push(s);
                    c
                })
            })
            .collect();
        paths.extend(last.iter().map(|c| c.join("/")));
    }
    let mut bases = Vec::new();
    for path in &paths {
        for prefix in ["s:", "s:/", "s://h/"] {
            bases.push(format!("{prefix}{path}"));
        }
    }
    let mut references = alloc::vec![String::new()];
    let mut last = alloc::vec![String::new()];
    for _ in 0..4 {
        last = last
            .iter()
            .flat_map(|s| ['.', '/', 'a', 'b'].map(|c| format!("{s}{c}")))
            .collect();
        references.extend(last.iter().cloned());
    }
    let checked = check_relativizations(&bases, &references);
    assert!(checked > 100_000, "{checked}");
}

/// References built from pieces that reach every case of normalization, editing and relativization: case,
/// percent-encoding (of digits too, which may make an address), dot segments, empty segments, a `:` in a
/// segment, ports, IP literals, characters outside ASCII.
fn reference() -> impl Strategy<Value = String> {
    let scheme = prop::option::of(prop::sample::select(alloc::vec!["s", "HTTP", "hTtps", "t"]));
    let userinfo = prop::option::of(prop::sample::select(alloc::vec!["", "u", "u:p", "%41:"]));
    let host = prop::sample::select(alloc::vec![
        "",
        "h",
        "A",
        "%41b",
        "%7e%2F",
        "[::AB]",
        "[v7.X]",
        "1.2.3.%34",
        "127.0.0.%31",
        "é",
    ]);
    let port = prop::option::of(prop::sample::select(alloc::vec!["", "80", "443", "021"]));
    let authority = prop::option::of((userinfo, host, port));
    let segment = prop::sample::select(alloc::vec![
        "", ".", "..", "a", "b", "%2e", "%2E%2e", "%7E", "%3a", "c:d", "ü",
    ]);
    let path = (any::<bool>(), prop::collection::vec(segment, 0..6));
    let query = prop::option::of(prop::sample::select(alloc::vec![
        "", "q", "%7e", "a/../%5b"
    ]));
    let fragment = prop::option::of(prop::sample::select(alloc::vec!["", "f", "%7E"]));
    (scheme, authority, path, query, fragment).prop_map(|(s, a, (abs, segs), q, f)| {
        let mut out = String::new();
        if let Some(s) = s {
            out = format!("{s}:");
        }
        if let Some((u, h, p)) = &a {
            out.push_str("//");
            if let Some(u) = u {
                out.push_str(u);
                out.push('@');
            }
            out.push_str(h);
            if let Some(p) = p {
                out.push(':');
                out.push_str(p);
            }
        }
        if abs || a.is_some() && !segs.is_empty() {
            out.push('/');
        }
        out.push_str(&segs.join("/"));
        if let Some(q) = q {
            out.push('?');
            out.push_str(q);
        }
        if let Some(f) = f {
            out.push('#');
            out.push_str(f);
        }
        out
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Generated references, normalized, edited with each other's components and built, and relativized
    /// against each other.
    #[test]
    fn generated_references(a in reference(), b in reference(), c in reference()) {
        for text in [&a, &b, &c] {
            check_normalization(text);
            check_builder(text);
        }
        let mut edits = edits_from(&b);
        edits.extend(edits_from(&c));
        check_edits(&a, &edits);
        let texts = [a, b, c];
        check_relativizations(&texts, &texts);
    }
}
