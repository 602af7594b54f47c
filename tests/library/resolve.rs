//! Reference resolution (RFC 3986 section 5) through the library: the RFC's examples, the vendored vectors,
//! and the property that every target re-parses to the components resolution computed.

use crate::util;

use crate::util::{assert_reparses, cases, field, source};
use proptest::prelude::*;
use rfc3986::{Resolution, Uri, UriRef, remove_dot_segments};

#[track_caller]
fn resolve(base: &str, reference: &str, mode: Resolution) -> Uri {
    let base = Uri::parse(base).unwrap_or_else(|e| panic!("base {base:?}: {e}"));
    let r = UriRef::parse(reference).unwrap_or_else(|e| panic!("reference {reference:?}: {e}"));
    let target = base.resolve_with(&r, mode);
    assert_reparses(&target.clone().into(), &format!("{base} + {reference}"));
    target
}

/// The lines `"reference" = "target"` of an example table, as the RFC prints them.
fn examples(table: &str) -> impl Iterator<Item = (&str, &str)> {
    table
        .lines()
        .filter(|l| l.trim_start().starts_with('"'))
        .map(|l| match l.split('"').collect::<Vec<_>>()[..] {
            [_, r, _, t, _] => (r, t),
            _ => panic!("not an example line: {l}"),
        })
}

/// RFC 3986 5.4.1 Normal Examples: "Within a representation with a well defined base URI of
/// http://a/b/c/d;p?q a relative reference is transformed to its target URI as follows."
#[test]
fn rfc3986_5_4_1_normal_examples() {
    let table = r##"
      "g:h"           =  "g:h"
      "g"             =  "http://a/b/c/g"
      "./g"           =  "http://a/b/c/g"
      "g/"            =  "http://a/b/c/g/"
      "/g"            =  "http://a/g"
      "//g"           =  "http://g"
      "?y"            =  "http://a/b/c/d;p?y"
      "g?y"           =  "http://a/b/c/g?y"
      "#s"            =  "http://a/b/c/d;p?q#s"
      "g#s"           =  "http://a/b/c/g#s"
      "g?y#s"         =  "http://a/b/c/g?y#s"
      ";x"            =  "http://a/b/c/;x"
      "g;x"           =  "http://a/b/c/g;x"
      "g;x?y#s"       =  "http://a/b/c/g;x?y#s"
      ""              =  "http://a/b/c/d;p?q"
      "."             =  "http://a/b/c/"
      "./"            =  "http://a/b/c/"
      ".."            =  "http://a/b/"
      "../"           =  "http://a/b/"
      "../g"          =  "http://a/b/g"
      "../.."         =  "http://a/"
      "../../"        =  "http://a/"
      "../../g"       =  "http://a/g"
    "##;
    assert_eq!(examples(table).count(), 23);
    for (r, t) in examples(table) {
        let target = resolve("http://a/b/c/d;p?q", r, Resolution::Strict);
        assert_eq!(target.as_str(), t, "RFC 3986 5.4.1: {r:?}");
    }
}

/// RFC 3986 5.4.2 Abnormal Examples: "Although the following abnormal examples are unlikely to occur in
/// normal practice, all URI parsers should be capable of resolving them consistently. Each example uses the
/// same base as that above."
#[test]
fn rfc3986_5_4_2_abnormal_examples() {
    let table = r##"
    Parsers must be careful in handling cases where there are more ".." segments in a relative-path
    reference than there are hierarchical levels in the base URI's path.
      "../../../g"    =  "http://a/g"
      "../../../../g" =  "http://a/g"
    Similarly, parsers must remove the dot-segments "." and ".." when they are complete components of a
    path, but not when they are only part of a segment.
      "/./g"          =  "http://a/g"
      "/../g"         =  "http://a/g"
      "g."            =  "http://a/b/c/g."
      ".g"            =  "http://a/b/c/.g"
      "g.."           =  "http://a/b/c/g.."
      "..g"           =  "http://a/b/c/..g"
    Less likely are cases where the relative reference uses unnecessary or nonsensical forms of the "."
    and ".." complete path segments.
      "./../g"        =  "http://a/b/g"
      "./g/."         =  "http://a/b/c/g/"
      "g/./h"         =  "http://a/b/c/g/h"
      "g/../h"        =  "http://a/b/c/h"
      "g;x=1/./y"     =  "http://a/b/c/g;x=1/y"
      "g;x=1/../y"    =  "http://a/b/c/y"
    Some applications fail to separate the reference's query and/or fragment components from the path
    component before merging it with the base path and removing dot-segments.
      "g?y/./x"       =  "http://a/b/c/g?y/./x"
      "g?y/../x"      =  "http://a/b/c/g?y/../x"
      "g#s/./x"       =  "http://a/b/c/g#s/./x"
      "g#s/../x"      =  "http://a/b/c/g#s/../x"
    "##;
    assert_eq!(examples(table).count(), 18);
    for (r, t) in examples(table) {
        let target = resolve("http://a/b/c/d;p?q", r, Resolution::Strict);
        assert_eq!(target.as_str(), t, "RFC 3986 5.4.2: {r:?}");
    }
    // "Some parsers allow the scheme name to be present in a relative reference if it is the same as the
    // base URI scheme. [...] Its use should be avoided but is allowed for backward compatibility."
    //   "http:g"        =  "http:g"         ; for strict parsers
    //                   /  "http://a/b/c/g" ; for backward compatibility
    let strict = resolve("http://a/b/c/d;p?q", "http:g", Resolution::Strict);
    assert_eq!(strict.as_str(), "http:g", "RFC 3986 5.4.2: strict");
    let compat = resolve("http://a/b/c/d;p?q", "http:g", Resolution::NonStrict);
    assert_eq!(
        compat.as_str(),
        "http://a/b/c/g",
        "RFC 3986 5.4.2: backward compatibility"
    );
}

#[test]
fn vectors() {
    let cases = cases("resolve.json");
    assert_eq!(cases.len(), 221);
    for case in &cases {
        let mode = match case["strict"].as_bool() {
            Some(false) => Resolution::NonStrict,
            _ => Resolution::Strict,
        };
        let (base, r) = (field(case, "base"), field(case, "ref"));
        let target = resolve(base, r, mode);
        let want = field(case, "expected");
        assert_eq!(target.as_str(), want, "{base} + {r} ({})", source(case));
    }
}

/// Where the literal algorithm yields a path starting with `//` and no authority, the target is written
/// with `/.//`: it re-parses with no authority, and it removes to the RFC's path.
#[test]
fn ambiguous_results_keep_their_meaning() {
    let cases = cases("resolve_ambiguous.json");
    assert_eq!(cases.len(), 6);
    for case in &cases {
        let (base, r) = (field(case, "base"), field(case, "ref"));
        let target = resolve(base, r, Resolution::Strict);
        let literal = field(case, "strict_rfc3986");
        let context = format!("{base} + {r} ({})", source(case));
        assert_eq!(target.authority(), None, "{context}");
        let scheme_colon = target.scheme().len() + 1;
        assert_eq!(
            target.as_str(),
            format!("{}:/.{}", target.scheme(), &literal[scheme_colon..]),
            "{context}"
        );
        assert_eq!(
            remove_dot_segments(target.path().as_str()),
            &literal[scheme_colon..],
            "{context}"
        );
    }
}

#[test]
fn remove_dot_segments_vectors() {
    let cases = cases("remove_dot_segments.json");
    assert_eq!(cases.len(), 57);
    for case in &cases {
        let input = field(case, "input");
        let got = remove_dot_segments(input);
        assert_eq!(got, field(case, "expected"), "{input:?} ({})", source(case));
    }
}

#[test]
fn base_fragment_is_ignored_and_reference_fragment_kept() {
    let target = resolve("http://a/b#f", "c", Resolution::Strict);
    assert_eq!(target.as_str(), "http://a/c");
    let target = resolve("http://a/b#f", "#g", Resolution::Strict);
    assert_eq!(target.as_str(), "http://a/b#g");
}

#[test]
fn non_strict_compares_schemes_without_case() {
    let target = resolve("http://a/b/c", "HTTP:g", Resolution::NonStrict);
    assert_eq!(target.as_str(), "http://a/b/g");
    let target = resolve("http://a/b/c", "https:g", Resolution::NonStrict);
    assert_eq!(target.as_str(), "https:g");
}

/// A reference or base built from a few pieces that exercise every branch of 5.2.2.
fn reference() -> impl Strategy<Value = String> {
    let scheme = prop::option::of(prop::sample::select(vec!["s", "t", "S"]));
    let authority = prop::option::of(prop::sample::select(vec!["", "h", "u@h:1", "[::1]"]));
    let segment = prop::sample::select(vec!["", ".", "..", "a", "b:c", "%2E", "d.."]);
    let path = (any::<bool>(), prop::collection::vec(segment, 0..6));
    let query = prop::option::of(prop::sample::select(vec!["", "q", "a/../b"]));
    let fragment = prop::option::of(prop::sample::select(vec!["", "f"]));
    (scheme, authority, path, query, fragment)
        .prop_map(|(s, a, (abs, segs), q, f)| util::assemble(s, a, abs, &segs, q, f))
}

proptest! {
    #[test]
    fn every_target_reparses(base in reference(), r in reference(), strict in any::<bool>()) {
        let (Ok(base), Ok(r)) = (Uri::parse(&base), UriRef::parse(&r)) else {
            return Ok(());
        };
        let mode = if strict { Resolution::Strict } else { Resolution::NonStrict };
        let target = base.resolve_with(&r, mode);
        assert_reparses(&target.clone().into(), &format!("{base} + {r}"));
        // A target taken as a reference keeps its meaning: resolving it once more removes what dot segments
        // the base's path brought in, and after that it resolves to itself.
        let again = base.resolve(&target);
        let fixed = base.resolve(&again);
        prop_assert_eq!(fixed.as_str(), again.as_str());
    }
}

/// Every valid reference of the parse vectors resolves against bases of each shape to a target that
/// re-parses to the components resolution computed.
#[test]
fn every_valid_vector_resolves() {
    let bases = [
        "http://a/b/c/d;p?q",
        "foo:a/b",
        "f:/a",
        "s://u@h:1",
        "urn:x#f",
    ];
    for case in &cases("parse_valid.json") {
        let input = field(case, "input");
        for base in bases {
            resolve(base, input, Resolution::Strict);
            resolve(base, input, Resolution::NonStrict);
        }
    }
}

#[test]
fn resolve_into_writes_what_resolve_returns_into_one_buffer() {
    let mut out = String::from("left over from before");
    let mut checked = 0;
    for case in cases("resolve.json") {
        let (Some(base), Some(r)) = (case["base"].as_str(), case["ref"].as_str()) else {
            continue;
        };
        let (Ok(base), Ok(r)) = (Uri::parse(base), UriRef::parse(r)) else {
            continue;
        };
        base.resolve_into(&r, &mut out);
        assert_eq!(out, base.resolve(&r).as_str(), "{base} + {r}");
        let (iri_base, iri_r) = (base.to_iri(), r.to_iri());
        iri_base.resolve_into(&iri_r, &mut out);
        assert_eq!(
            out,
            iri_base.resolve(&iri_r).as_str(),
            "{iri_base} + {iri_r}"
        );
        checked += 1;
    }
    assert!(checked > 50, "{checked}");
}
