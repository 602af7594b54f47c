//! The vendored conformance vectors (`tests/data/`, see its README) through the library API.

use crate::util::{COMPONENTS, cases, component, field, source};
use rfc3986::{Rule, UriRef};

#[test]
fn parse_valid() {
    let cases = cases("parse_valid.json");
    assert_eq!(cases.len(), 489);
    for case in &cases {
        let input = field(case, "input");
        let r =
            UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?} ({}): {e}", source(case)));
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
    }
}

#[test]
fn parse_invalid() {
    let cases = cases("parse_invalid.json");
    assert_eq!(cases.len(), 270);
    for case in &cases {
        let input = field(case, "input");
        let err = match UriRef::parse(input) {
            Ok(r) => panic!("{input:?} ({}) parsed as {r:?}", source(case)),
            Err(err) => err,
        };
        assert!(
            err.index() <= input.len(),
            "{input:?}: index {}",
            err.index()
        );
        assert!(input.is_char_boundary(err.index()));
    }
}

#[test]
fn rules() {
    let cases = cases("rules.json");
    assert_eq!(cases.len(), 823);
    for case in &cases {
        let rule: Rule = field(case, "rule")
            .parse()
            .expect("a rule name of RFC 3986");
        let input = field(case, "input");
        let valid = case["valid"].as_bool().expect("valid is a boolean");
        assert_eq!(rule.matches(input), valid, "{rule} {input:?}");
        assert_eq!(rule.check(input).is_ok(), valid, "{rule} {input:?}");
    }
}
