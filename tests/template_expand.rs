//! RFC 6570 expansion against the uritemplate-test suite (`tests/data/templates/expand.json`, the suite's
//! four files flattened, each case with its file, group and index), and the properties every expansion has.
#![cfg(feature = "serde")]

use rfc3986::template::{UriTemplate, Vars};
use rfc3986::{Iri, IriRef, UriRef};
use serde_json::Value as Json;

fn cases() -> Vec<Json> {
    let text = std::fs::read_to_string("tests/data/templates/expand.json").unwrap();
    serde_json::from_str::<Vec<Json>>(&text).unwrap()
}

fn vars(case: &Json) -> Vars<'static> {
    serde_json::from_value(case["variables"].clone()).unwrap()
}

/// Whether every character is one a URI may hold: unreserved, reserved, or `%` of a pct-encoded triplet.
fn uri_characters(s: &str) -> bool {
    let b = s.as_bytes();
    (0..b.len()).all(|i| match b[i] {
        b'%' => b.len() > i + 2 && b[i + 1].is_ascii_hexdigit() && b[i + 2].is_ascii_hexdigit(),
        c => c.is_ascii_alphanumeric() || b"-._~:/?#[]@!$&'()*+,;=".contains(&c),
    })
}

#[test]
fn the_suite() {
    let cases = cases();
    assert_eq!(cases.len(), 270);
    let mut failed = Vec::new();
    for case in &cases {
        let id = case["id"].as_str().unwrap();
        let template = case["template"].as_str().unwrap();
        let got = UriTemplate::parse(template)
            .map_err(|e| e.to_string())
            .and_then(|t| t.expand(&vars(case)).map_err(|e| e.to_string()));
        let ok = match (&case["expected"], &got) {
            (Json::Bool(false), Err(_)) => true,
            (Json::String(want), Ok(got)) => want == got,
            (Json::Array(wants), Ok(got)) => wants.iter().any(|w| w == got),
            _ => false,
        };
        if !ok {
            failed.push(format!(
                "{id}: {template:?} gave {got:?}, expected {}",
                case["expected"]
            ));
        }
    }
    assert!(
        failed.is_empty(),
        "{} failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// The level a template's syntax needs is at most the level of the suite's group that holds it.
#[test]
fn levels() {
    for case in cases() {
        let Ok(t) = UriTemplate::parse(case["template"].as_str().unwrap()) else {
            continue;
        };
        let declared = case["level"].as_u64().unwrap_or(4);
        assert!(
            u64::from(t.level()) <= declared,
            "{}: level {}",
            case["id"],
            t.level()
        );
    }
}

/// Every expansion is made of URI characters; mapped to a URI (RFC 3987 3.1), the IRI expansion is the
/// URI expansion; and where the URI expansion is a URI reference, the IRI expansion is an IRI reference.
#[test]
fn iri_expansion_maps_to_the_uri_expansion() {
    let mut references = 0;
    for case in cases() {
        let Ok(t) = UriTemplate::parse(case["template"].as_str().unwrap()) else {
            continue;
        };
        let vars = vars(&case);
        let (Ok(uri), Ok(iri)) = (t.expand(&vars), t.expand_iri(&vars)) else {
            continue;
        };
        assert!(uri_characters(&uri), "{}: {uri:?}", case["id"]);
        if UriRef::parse(&uri).is_ok() {
            references += 1;
            let parsed =
                IriRef::parse(&iri).unwrap_or_else(|e| panic!("{}: {iri:?}: {e}", case["id"]));
            assert_eq!(parsed.to_uri().as_str(), uri, "{}", case["id"]);
        }
        if let Ok(iri) = Iri::parse(&iri) {
            assert_eq!(iri.to_uri().as_str(), uri, "{}", case["id"]);
        }
    }
    assert!(references > 200, "{references}");
}
