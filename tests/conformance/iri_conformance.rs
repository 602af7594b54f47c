//! The vendored RFC 3987 conformance vectors (`tests/data/iri_*.json`, see its README) through the library.

use crate::util::{COMPONENTS, assert_no_failures, cases, field, rule_case_failure, source};
use rfc3986::{Iri, IriRef, Normalization, NormalizedIri, Resolution, Rule, Uri, UriRef};

#[test]
fn iri_rules() {
    let cases = cases("iri_rules.json");
    assert_eq!(cases.len(), 1446);
    let mut failures = Vec::new();
    for case in &cases {
        let rule: Rule = field(case, "rule")
            .parse()
            .expect("a rule name of RFC 3987");
        assert_eq!(rule.spec().rfc(), Some(3987), "{rule}");
        failures.extend(rule_case_failure(rule, case));
    }
    assert_no_failures(&failures);
}

/// A component of an IRI reference by its name in the vector files.
fn component(r: &IriRef, name: &str) -> Option<String> {
    match name {
        "scheme" => r.scheme().map(String::from),
        "authority" => r.authority().map(|a| a.as_str().to_owned()),
        "userinfo" => r.userinfo().map(String::from),
        "host" => r.host_str().map(String::from),
        "host_kind" => r.authority().map(|a| a.host_kind().to_string()),
        "port" => r.port().map(String::from),
        "path" => Some(r.path().as_str().to_owned()),
        "query" => r.query().map(String::from),
        "fragment" => r.fragment().map(String::from),
        other => panic!("unknown component {other}"),
    }
}

#[test]
fn iri_parse_valid() {
    let cases = cases("iri_parse_valid.json");
    assert_eq!(cases.len(), 238);
    for case in &cases {
        let input = field(case, "input");
        let r =
            IriRef::parse(input).unwrap_or_else(|e| panic!("{input:?} ({}): {e}", source(case)));
        for name in COMPONENTS {
            if let Some(want) = case.get(name) {
                let got = component(&r, name);
                assert_eq!(
                    got.as_deref(),
                    want.as_str(),
                    "{name} of {input:?} ({})",
                    source(case)
                );
            }
        }
        assert_eq!(r.to_string(), input, "round trip ({})", source(case));
        // Every IRI reference with only ASCII characters is a URI reference, with the same components.
        if input.is_ascii() {
            let uri = UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?} as a URI: {e}"));
            assert_eq!(UriRef::try_from(r.clone()).as_ref(), Ok(&uri));
        } else {
            assert!(UriRef::parse(input).is_err(), "{input:?} is no URI");
        }
    }
}

#[test]
fn iri_parse_invalid() {
    let cases = cases("iri_parse_invalid.json");
    assert_eq!(cases.len(), 206);
    for case in &cases {
        let input = field(case, "input");
        let err = match IriRef::parse(input) {
            Ok(r) => panic!("{input:?} ({}) parsed as {r:?}", source(case)),
            Err(err) => err,
        };
        assert!(err.index() <= input.len(), "{input:?}: {}", err.index());
        assert!(input.is_char_boundary(err.index()), "{input:?}");
        // RFC 3987 4.1: the bidi formatting characters are refused by the prose rule, and named.
        if case["section"] == "4.1" {
            let c = err
                .bidi_formatting_character()
                .unwrap_or_else(|| panic!("{input:?}: {err}"));
            assert_eq!(input[err.index()..].chars().next(), Some(c));
            assert!(err.to_string().contains("(RFC 3987 4.1)"), "{err}");
            assert!(Rule::IriReference.tree(input).is_err());
        } else {
            assert_eq!(err.bidi_formatting_character(), None, "{input:?}");
        }
    }
}

#[test]
fn iri_resolve() {
    let cases = cases("iri_resolve.json");
    assert_eq!(cases.len(), 359);
    for case in &cases {
        let (base, reference, expected) = (
            field(case, "base"),
            field(case, "ref"),
            field(case, "expected"),
        );
        let mode = match case["strict"].as_bool() {
            Some(false) => Resolution::NonStrict,
            _ => Resolution::Strict,
        };
        let b = Iri::parse(base).unwrap_or_else(|e| panic!("base {base:?}: {e}"));
        let r = IriRef::parse(reference).unwrap_or_else(|e| panic!("ref {reference:?}: {e}"));
        let target = b.resolve_with(&r, mode);
        assert_eq!(
            target.as_str(),
            expected,
            "{base} + {reference} ({})",
            source(case)
        );
        // The target re-parses to itself.
        assert_eq!(Iri::parse(target.as_str()).as_ref(), Ok(&target));
        // Resolving through URIs gives the same when everything is ASCII.
        if base.is_ascii() && reference.is_ascii() {
            let uri = Uri::parse(base)
                .unwrap()
                .resolve_with(&UriRef::parse(reference).unwrap(), mode);
            assert_eq!(uri.as_str(), expected);
        }
    }
}

#[test]
fn iri_resolve_ambiguous_results_reparse() {
    for case in &cases("iri_resolve_ambiguous.json") {
        let b = Iri::parse(field(case, "base")).unwrap();
        let r = IriRef::parse(field(case, "ref")).unwrap();
        let target = b.resolve(&r);
        let again = Iri::parse(target.as_str()).unwrap();
        assert_eq!(
            again.authority().is_some(),
            target.authority().is_some(),
            "{target}"
        );
        assert_eq!(again.path(), target.path());
    }
}

#[test]
fn iri_normalize() {
    let cases = cases("iri_normalize.json");
    assert_eq!(cases.len(), 43);
    for case in &cases {
        let input = field(case, "input");
        let level = match field(case, "level") {
            "syntax" => Normalization::Syntax,
            "scheme" => Normalization::Scheme,
            other => panic!("unknown level {other}"),
        };
        let r = IriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        let n = r.normalize(level);
        assert_eq!(
            n.as_str(),
            field(case, "expected"),
            "{input:?} ({})",
            source(case)
        );
        assert_eq!(n.normalize(level), n, "idempotent: {input:?}");
        assert!(n.is_normalized(level));
        assert!(r.equivalent(&n, level));
        assert_eq!(NormalizedIri::new(&r, level).as_str(), n.as_str());
    }
}
