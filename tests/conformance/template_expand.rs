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

mod properties {
    use proptest::prelude::*;
    use rfc3986::template::{UriTemplate, Value, Vars};
    use rfc3986::{IriRef, UriRef};

    /// A value of any shape, with any characters (reserved ones, `%`, spaces, non-ASCII, iprivate, bidi
    /// formatting characters).
    fn value() -> impl Strategy<Value = Value<'static>> {
        let text = "[a-z0-9%/?#\\[\\]:@!$&'()*+,;= éあ\u{E000}\u{200E}\u{10FFFD}-]{0,6}";
        prop_oneof![
            Just(Value::Undefined),
            text.prop_map(Value::from),
            prop::collection::vec(text, 0..3).prop_map(Value::from),
            prop::collection::vec((text, text), 0..3).prop_map(Value::from),
        ]
    }

    /// Values for `+` and `#`: the characters a query or a fragment may hold anywhere (`pchar`, `/`, `?`,
    /// pct-encoded triplets), any of which `+` writes as it is.
    fn reserved_value() -> impl Strategy<Value = Value<'static>> {
        let text = "[a-z0-9/?:@!$&'()*+,;=é-]{0,6}";
        prop_oneof![
            Just(Value::Undefined),
            text.prop_map(Value::from),
            prop::collection::vec(text, 1..3).prop_map(Value::from),
        ]
    }

    /// A template shaped as a URI: a scheme and authority, path pieces (literals, `{x}`, `{/x*}`,
    /// `{.x}`, `{;x}`, `{+x}`), query expressions, and a fragment expression last.
    fn template() -> impl Strategy<Value = String> {
        let path = prop::collection::vec(
            prop_oneof![
                Just("/seg".to_owned()),
                Just("/{a}".to_owned()),
                Just("{/b*}".to_owned()),
                Just("{/a,b:2}".to_owned()),
                Just("/x{.c}".to_owned()),
                Just("{;c,d*}".to_owned()),
                Just("/{+r}".to_owned()),
            ],
            0..4,
        );
        let query = prop_oneof![
            Just(String::new()),
            Just("{?a,d*}".to_owned()),
            Just("?k=1{&b,c}".to_owned()),
            Just("{?q}{&d*}".to_owned()),
        ];
        let fragment = prop_oneof![
            Just(String::new()),
            Just("{#f}".to_owned()),
            Just("#top".to_owned())
        ];
        (path, query, fragment)
            .prop_map(|(p, q, f)| format!("http://example.com{}{q}{f}", p.concat()))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// Where the template's literals are a URI's, any values expand to a URI-reference (and, into an IRI,
        /// to an IRI-reference that maps to it): the operators encode what their place cannot hold.
        #[test]
        fn expansions_are_references(
            t in template(),
            a in value(), b in value(), c in value(), d in value(), q in value(),
            r in reserved_value(), f in reserved_value(),
        ) {
            let template = UriTemplate::parse(&t).unwrap();
            let vars = Vars::new().with("a", a).with("b", b).with("c", c).with("d", d).with("q", q)
                .with("r", r).with("f", f);
            // A prefix of a composite value is an error, and nothing else is.
            let Ok(uri) = template.expand(&vars) else {
                let b = rfc3986::template::Variables::get(&vars, "b");
                prop_assert!(matches!(b, Value::List(_) | Value::AssocArray(_)));
                return Ok(());
            };
            prop_assert!(UriRef::parse(&uri).is_ok(), "{} gave {:?}", t, uri);
            let iri = template.expand_iri(&vars).unwrap();
            let parsed = IriRef::parse(&iri);
            prop_assert!(parsed.is_ok(), "{} gave {:?}: {:?}", t, iri, parsed);
            let mapped = parsed.unwrap().to_uri();
            prop_assert_eq!(mapped.as_str(), uri.as_str());
        }
    }
}
