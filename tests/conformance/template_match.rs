//! URI Template matching, the inverse of expansion as `tests/data/templates/CHOICES.md` defines it (rules
//! M1 to M9): every case of the vendored vectors, then each rule with near misses on both sides, the
//! options, and the time on long URIs.

use crate::util;

use std::fmt;
use std::time::{Duration, Instant};

use rfc3986::template::{Expected, Match, MatchErrorKind, MatchOptions, UriTemplate, Value, Vars};
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

// ---------------------------------------------------------------------------------------------------------
// The vectors
// ---------------------------------------------------------------------------------------------------------

/// A JSON value whose objects keep their order (associative arrays compare in URI order; serde_json's own
/// map sorts its keys).
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Json;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("JSON")
            }
            fn visit_unit<E>(self) -> Result<Json, E> {
                Ok(Json::Null)
            }
            fn visit_bool<E>(self, b: bool) -> Result<Json, E> {
                Ok(Json::Bool(b))
            }
            fn visit_i64<E>(self, n: i64) -> Result<Json, E> {
                Ok(Json::Number(n as f64))
            }
            fn visit_u64<E>(self, n: u64) -> Result<Json, E> {
                Ok(Json::Number(n as f64))
            }
            fn visit_f64<E>(self, n: f64) -> Result<Json, E> {
                Ok(Json::Number(n))
            }
            fn visit_str<E>(self, s: &str) -> Result<Json, E> {
                Ok(Json::String(s.to_owned()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Json::Array(items))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry()? {
                    pairs.push(pair);
                }
                Ok(Json::Object(pairs))
            }
        }
        d.deserialize_any(V)
    }
}

#[derive(serde::Deserialize)]
struct Case {
    id: String,
    template: String,
    uri: String,
    expected: Json,
    source: String,
    note: String,
}

fn cases() -> Vec<Case> {
    let path = format!(
        "{}/tests/data/templates/match.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn error(kind: &str) -> Json {
    Json::Object(vec![("error".into(), Json::String(kind.into()))])
}

fn value_json(value: &Value<'_>) -> Json {
    match value {
        Value::Undefined => Json::Null,
        Value::String(s) => Json::String(s.to_string()),
        Value::List(items) => {
            Json::Array(items.iter().map(|s| Json::String(s.to_string())).collect())
        }
        Value::AssocArray(pairs) => Json::Object(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), Json::String(v.to_string())))
                .collect(),
        ),
    }
}

fn match_json(m: &Match) -> Json {
    Json::Object(
        m.iter()
            .map(|(name, v)| (name.to_owned(), value_json(v.value())))
            .collect(),
    )
}

/// What the harness compares: the variables, `null` for no match, or the kind of error.
fn outcome(template: &str, uri: &str, options: MatchOptions) -> Json {
    let t = match UriTemplate::parse(template) {
        Ok(t) => t,
        Err(_) => return error("invalid-template"),
    };
    match t.match_uri_with(uri, options) {
        Err(e) => error(e.kind().as_str()),
        Ok(None) => Json::Null,
        Ok(Some(m)) => match_json(&m),
    }
}

#[test]
fn vectors() {
    let cases = cases();
    assert_eq!(cases.len(), 225);
    let mut failures = Vec::new();
    for case in &cases {
        let got = outcome(&case.template, &case.uri, MatchOptions::new());
        if got != case.expected {
            failures.push(format!(
                "{} {:?} on {:?}: got {got:?}, expected {:?} ({}; {})",
                case.id, case.template, case.uri, case.expected, case.note, case.source
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Every vector without a match has a mismatch, and every match has none.
#[test]
fn vectors_mismatch() {
    for case in &cases() {
        let Ok(t) = UriTemplate::parse(&case.template) else {
            continue;
        };
        let Ok(why) = t.mismatch(&case.uri) else {
            continue;
        };
        let matched = t.match_uri(&case.uri).unwrap();
        assert_eq!(
            why.is_none(),
            matched.is_some(),
            "{} {:?}",
            case.id,
            case.template
        );
        if let Some(why) = why {
            assert!(!why.expected().is_empty(), "{}: {why}", case.id);
            assert!(why.index() <= case.uri.len(), "{}: {why}", case.id);
        }
    }
}

/// The checked form answers as the one-shot calls do, on every vector: `matcher()` refuses exactly the
/// templates that `match_uri` refuses, and then `is_match` is `match_uri(..).is_some()`, its values the same,
/// its mismatch the same; with options too.
#[test]
fn vectors_through_the_matcher() {
    let mut checked = 0;
    for case in &cases() {
        let Ok(t) = UriTemplate::parse(&case.template) else {
            continue;
        };
        for options in [
            MatchOptions::new(),
            MatchOptions::new().query_any_order(true),
        ] {
            let once = t.match_uri_with(&case.uri, options);
            let matcher = match t.matcher_with(options) {
                Ok(m) => m,
                Err(e) => {
                    assert_eq!(once.unwrap_err(), e, "{}", case.id);
                    continue;
                }
            };
            let once = once.unwrap();
            assert_eq!(matcher.is_match(&case.uri), once.is_some(), "{}", case.id);
            assert_eq!(
                matcher.match_uri(&case.uri).map(|m| match_json(&m)),
                once.as_ref().map(match_json),
                "{}",
                case.id
            );
            assert_eq!(
                matcher.mismatch(&case.uri),
                t.mismatch_with(&case.uri, options).unwrap(),
                "{}",
                case.id
            );
            assert_eq!(matcher.options(), options);
            assert_eq!(matcher.template().as_str(), t.as_str());
            checked += 1;
        }
    }
    assert!(checked > 300, "{checked}");
}

// ---------------------------------------------------------------------------------------------------------
// The rules, with near misses
// ---------------------------------------------------------------------------------------------------------

/// The match of `uri` as `name=value` pairs (lists as `[a, b]`, associative arrays as `{k: v}`), or `None`.
#[track_caller]
fn matched_with(template: &str, uri: &str, options: MatchOptions) -> Option<String> {
    let t = UriTemplate::parse(template).unwrap_or_else(|e| panic!("{template}: {e}"));
    let m = t
        .match_uri_with(uri, options)
        .unwrap_or_else(|e| panic!("{template}: {e}"))?;
    // M1: the values expand back to the URI (after N); in IRI mode, through IRI expansion.
    let again = if options == MatchOptions::new().iri(true) {
        t.expand_iri(&m).unwrap()
    } else {
        t.expand(&m).unwrap()
    };
    if !options.eq(&MatchOptions::new().query_any_order(true)) {
        assert_eq!(
            util::pct_normalized(&again),
            util::pct_normalized(uri),
            "{template} on {uri}"
        );
    }
    let show = |v: &Value<'_>| match v {
        Value::Undefined => "undefined".to_owned(),
        Value::String(s) => s.to_string(),
        Value::List(items) => format!("[{}]", items.join(", ")),
        Value::AssocArray(pairs) => {
            let pairs: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}: {v}")).collect();
            format!("{{{}}}", pairs.join(", "))
        }
    };
    Some(
        m.iter()
            .map(|(name, v)| format!("{name}={}", show(v.value())))
            .collect::<Vec<_>>()
            .join(" "),
    )
}

#[track_caller]
fn matched(template: &str, uri: &str) -> Option<String> {
    matched_with(template, uri, MatchOptions::new())
}

/// Asserts the match of each URI: `Some("name=value ...")`, or `None` for no match.
#[track_caller]
fn check(template: &str, cases: &[(&str, Option<&str>)]) {
    for &(uri, want) in cases {
        assert_eq!(
            matched(template, uri).as_deref(),
            want,
            "{template} on {uri:?}"
        );
    }
}

#[test]
fn m2_literals_compare_after_pct_normalization_only() {
    check(
        "café/{v}",
        &[
            ("caf%c3%a9/x", Some("v=x")),
            ("caf%C3%A9/x", Some("v=x")),
            ("café/x", None), // M9: a raw "é" is no URI character
            ("cafe/x", None),
        ],
    );
    check(
        "a%7Eb/{x}",
        &[
            ("a~b/1", Some("x=1")),
            ("a%7eb/1", Some("x=1")),
            ("a%7Fb/1", None),
        ],
    );
    // A triplet of a reserved character is not the character (RFC 3986 2.2).
    check("a%2Fb/{x}", &[("a%2fb/1", Some("x=1")), ("a/b/1", None)]);
    check(
        "HTTP://Example.com/{x}",
        &[
            ("http://example.com/1", None),
            ("HTTP://Example.com/1", Some("x=1")),
        ],
    );
}

#[test]
fn m3_regions_under_u_are_decoded_strings_or_lists() {
    check(
        "{x}",
        &[
            ("a,b", Some("x=[a, b]")),
            ("a%2Cb", Some("x=a,b")),
            (",", Some("x=[, ]")),
            ("%41%42", Some("x=AB")),
            ("caf%C3%A9", Some("x=café")),
            ("%C3", None),       // not UTF-8
            ("%ED%A0%80", None), // a surrogate
            ("a+b", None),       // "+" is reserved: a value writes %2B
            ("a%2Bb", Some("x=a+b")),
            ("%", None),
            ("%zz", None),
        ],
    );
    // A prefixed variable is a string: no raw ",".
    check("{x:3}", &[("a%2Cb", Some("x=a,b")), ("a,b", None)]);
    // Named: `;` writes an empty value as the bare name, `?` and `&` as `name=`.
    check(
        "{;x}",
        &[
            (";x", Some("x=")),
            (";x=", None),
            (";x=a,b", Some("x=[a, b]")),
            (";y=1", None),
        ],
    );
    check(
        "{?x}",
        &[
            ("?x=", Some("x=")),
            ("?x", None),
            ("?x=1", Some("x=1")),
            ("", Some("")),
        ],
    );
}

#[test]
fn m3_regions_under_u_r_are_returned_as_written() {
    check(
        "{+x}",
        &[
            ("a,b", Some("x=a,b")),
            ("a%2fb", Some("x=a%2Fb")), // normalized, not decoded
            ("%7e", Some("x=~")),
            ("%C3", Some("x=%C3")), // any triplet
            ("50%", None),
            ("a b", None),
        ],
    );
    check("{#x}", &[("#a#b", Some("x=a#b")), ("a", None)]);
    check(
        "{+list*}",
        &[("a=1,b", Some("list=[a=1, b]")), (",", Some("list=[, ]"))],
    );
}

#[test]
fn m3_exploded_regions_are_lists_or_associative_arrays() {
    check(
        "{/m*}",
        &[
            ("/a/b", Some("m=[a, b]")),
            ("/a=1/b", Some("m={a: 1, b: }")),
            ("/a=", None),    // name= is not an expansion
            ("/a=1=2", None), // a raw "=" cannot be in a value
            ("/a%3D1", Some("m=[a=1]")),
            ("/", Some("m=[]")),
            ("", Some("")),
        ],
    );
    check(
        "X{.m*}",
        &[
            ("X.a.b", Some("m=[a, b]")),
            ("X.a=1.b=2", Some("m={a: 1, b: 2}")),
            ("X", Some("")),
        ],
    );
    check(
        "{?m*}",
        &[
            ("?m=1&m=2", Some("m=[1, 2]")),
            ("?m=1&n=2", Some("m={m: 1, n: 2}")),
            ("?m=", Some("m=[]")),
            ("?n", None),
            ("?=1", Some("m={: 1}")),
        ],
    );
    check(
        "{;m*}",
        &[
            (";m;m=1", Some("m=[, 1]")),
            (";a;b=2", Some("m={a: , b: 2}")),
            (";a=", None),
        ],
    );
}

#[test]
fn m3_an_associative_array_has_each_name_once() {
    check(
        "{?p*}",
        &[("?a=1&a=2", None), ("?a=1&b=2", Some("p={a: 1, b: 2}"))],
    );
    check("{/m*}", &[("/a=1/a", None), ("/a/a", Some("m=[a, a]"))]);
    // The shortest split repeats "a": it is no preimage, and M4 takes the next one.
    check("{/m*}{.n}", &[("/a=1/a.b", Some("m={a: 1, a.b: }"))]);
    check("{/m*}{/n*}", &[("/a=1/a=2", Some("m={a: 1} n={a: 2}"))]);
    check("{;p*}b{x}", &[(";a=1;abb", Some("p={a: 1, ab: } x="))]);
}

#[test]
fn m4_defined_first_then_the_shortest_region() {
    check(
        "{/x,y}",
        &[
            ("/a", Some("x=a")),
            ("/a/b", Some("x=a y=b")),
            ("/a/b/c", None),
        ],
    );
    check(
        "{name}.{ext}",
        &[("file.tar.gz", Some("name=file ext=tar.gz"))],
    );
    check(
        "{+path}{?q}",
        &[
            ("/a/b?q=1", Some("path=/a/b q=1")),
            ("/a/b?x=1", Some("path=/a/b?x=1")),
        ],
    );
    check("{x,y}", &[("a,b,c", Some("x=a y=[b, c]"))]);
    check(
        "{/path*}{.ext}",
        &[("/a/b.txt", Some("path=[a, b] ext=txt"))],
    );
    check("{;x}=1", &[(";x=1=1", Some("x=1")), (";x=1", Some("x="))]);
}

#[test]
fn m5_an_empty_region_without_lead() {
    check("O{x}X", &[("OX", Some("x=")), ("OaX", Some("x=a"))]);
    check("{x}", &[("", Some("x="))]);
    check("{list*}", &[("", Some("")), (",", Some("list=[, ]"))]);
    check("{+list*}", &[("", Some(""))]);
    check("{x,list*}", &[("a,", Some("x=a list=[]"))]);
    check("{list*,x}", &[(",b", Some("list=[, b]"))]);
}

#[test]
fn m6_repeated_variables_agree() {
    let t = "http://example.com/dictionary/{term:1}/{term}";
    check(
        t,
        &[
            ("http://example.com/dictionary/c/cat", Some("term=cat")),
            ("http://example.com/dictionary/d/cat", None),
            ("http://example.com/dictionary/c/c", Some("term=c")),
        ],
    );
    check(
        "{x}/{+x}",
        &[("a%20b/a%20b", Some("x=a b")), ("a%2Fb/a%2Fb", None)],
    );
    check(
        "{x}{/x}",
        &[
            ("", Some("")),
            ("/", Some("x=")),
            ("a/a", Some("x=a")),
            ("a/b", None),
        ],
    );
    check(
        "{/who,who}",
        &[("/fred/fred", Some("who=fred")), ("/fred/bob", None)],
    );
    // x's empty region is witnessed by y's lead ",": it cannot agree with the undefined occurrence.
    check("{x,y}{/x}", &[(",b", None), ("", Some(""))]);
    // Only M4's split is tried: "a.b" would expand to this URI, but x takes "a" first.
    check("{x}.{x}", &[("a.b.a.b", None), ("a.a", Some("x=a"))]);
}

#[test]
fn m7_prefixes_count_characters() {
    check(
        "{x:3}",
        &[
            ("%E2%82%AC%E2%82%AC%E2%82%AC", Some("x=€€€")),
            ("abcd", None),
        ],
    );
    check(
        "{+x:2}",
        &[
            ("%CE%B1%CE%B2", Some("x=%CE%B1%CE%B2")),
            ("%CE%B1%CE%B2%CE%B3", None),
        ],
    );
    // Under U+R a region may end inside a sequence; its triplets then count one each.
    check("{+x:2}", &[("%E2%82", Some("x=%E2%82"))]);
    check(
        "{+x:1}",
        &[("%E2%82", None), ("%E2%82%AC", Some("x=%E2%82%AC"))],
    );
    check(
        "{x:2}/{x:4}",
        &[
            ("ab/abcd", Some("x=abcd")),
            ("ab/abc", Some("x=abc")),
            ("ab/xbcd", None),
        ],
    );
    let m = UriTemplate::parse("{?var:3}")
        .unwrap()
        .match_uri("?var=val")
        .unwrap()
        .unwrap();
    assert!(m.get("var").unwrap().is_prefix());
    let m = UriTemplate::parse("{var:1}/{var}")
        .unwrap()
        .match_uri("v/value")
        .unwrap()
        .unwrap();
    assert!(!m.get("var").unwrap().is_prefix());
}

#[test]
fn m8_refused_templates() {
    let refusal = |t: &str| {
        let t = UriTemplate::parse(t).unwrap();
        let err = t.check_matchable().err()?;
        assert_eq!(t.match_uri("anything").unwrap_err(), err);
        Some((err.kind(), err.index(), err.to_string()))
    };
    assert_eq!(
        refusal("up{+path}{var}/here"),
        Some((
            MatchErrorKind::AmbiguousAdjacentExpressions,
            9,
            "the expressions at index 2 and 9 are adjacent and the second has no lead character: \
             no URI shows where the first value ends (RFC 6570 1.4)"
                .to_owned()
        ))
    );
    assert_eq!(
        refusal("{list}/{/list*}"),
        Some((
            MatchErrorKind::ExplodeConflict,
            7,
            "variable \"list\" is exploded in the expression at index 7 and not in the one at index 0: \
             matching would give it two types, a composite and a string (RFC 6570 2.4.2)"
                .to_owned()
        ))
    );
    assert_eq!(
        refusal("{/x*}-{x:2}").map(|r| r.2),
        Some(
            "variable \"x\" is exploded in the expression at index 0 and not in the one at index 6: \
             matching would give it two types, a composite and a string (RFC 6570 2.4.2)"
                .to_owned()
        )
    );
    for t in ["{a}{b}", "{?x}{y}", "{/list*}{x}", "{x}{+y}", "{#a}{+b}"] {
        assert_eq!(
            refusal(t).map(|r| r.0),
            Some(MatchErrorKind::AmbiguousAdjacentExpressions),
            "{t}"
        );
    }
    // Near misses: a lead character, or a literal between.
    for t in [
        "{a}{/b}",
        "{+a}{#b}",
        "{a}-{b}",
        "{+path}{?q}",
        "{x}{.y}",
        "{x}{/x}",
        "{keys:1}",
        "{+a,b,c}",
    ] {
        assert_eq!(refusal(t), None, "{t}");
    }
    assert_eq!(
        MatchErrorKind::AmbiguousAdjacentExpressions.as_str(),
        "ambiguous-adjacent-expressions"
    );
    let err = UriTemplate::parse("{x}{x*}")
        .unwrap()
        .check_matchable()
        .unwrap_err();
    assert_eq!(err.name(), None); // adjacency is found first
    let err = UriTemplate::parse("{x}/{x*}")
        .unwrap()
        .check_matchable()
        .unwrap_err();
    assert_eq!(
        (err.kind(), err.name()),
        (MatchErrorKind::ExplodeConflict, Some("x"))
    );
}

#[test]
fn m9_query_order_and_raw_non_ascii() {
    let t = "http://example.com/search{?q,lang}";
    check(
        t,
        &[
            ("http://example.com/search?q=x&lang=fr", Some("q=x lang=fr")),
            ("http://example.com/search?lang=fr&q=x", None),
            ("http://example.com/search?q=x&page=2", None),
            ("http://example.com/search", Some("")),
        ],
    );
    // Raw non-ASCII never matches in URI mode, wherever it is.
    check("{x}", &[("café", None), ("é", None)]);
    check("{+x}", &[("café", None)]);
    check("é{x}", &[("éa", None), ("%C3%A9a", Some("x=a"))]);
}

// ---------------------------------------------------------------------------------------------------------
// The options
// ---------------------------------------------------------------------------------------------------------

#[test]
fn query_any_order() {
    let any = MatchOptions::new().query_any_order(true);
    let m = |t: &str, uri: &str| matched_with(t, uri, any);
    let t = "search://emails{?query,start,end}";
    assert_eq!(
        m(t, "search://emails?end=2024&query=x").as_deref(),
        Some("query=x end=2024")
    );
    assert_eq!(
        m(t, "search://emails?query=x&page=2&end=1").as_deref(),
        Some("query=x end=1")
    );
    assert_eq!(m(t, "search://emails").as_deref(), Some(""));
    assert_eq!(m(t, "search://emails?").as_deref(), Some(""));
    assert_eq!(m(t, "search://emails?page=2&&").as_deref(), Some(""));
    // Still refused: a variable twice, a value no expansion writes, a bare named parameter, a fragment.
    assert_eq!(m(t, "search://emails?query=x&query=y"), None);
    assert_eq!(m(t, "search://emails?query=a+b"), None);
    assert_eq!(m(t, "search://emails?query"), None);
    assert_eq!(m(t, "search://emails?query=x#top"), None);
    assert_eq!(m(t, "search://emails/x?query=x"), None);
    // Decoded, lists at ",", prefixes.
    assert_eq!(
        m("/s{?q,tags}", "/s?tags=a,b&q=a%20b").as_deref(),
        Some("q=a b tags=[a, b]")
    );
    assert_eq!(m("/s{?q:2}", "/s?q=abc"), None);
    assert_eq!(m("/s{?q:2}", "/s?q=ab").as_deref(), Some("q=ab"));
    // Exploded: the parameters named after the variable, a list in URI order.
    let t = "db://users/{id}{?fields*,limit}";
    assert_eq!(
        m(t, "db://users/42?fields=b&limit=5&x=1&fields=a").as_deref(),
        Some("id=42 fields=[b, a] limit=5")
    );
    assert_eq!(m(t, "db://users/42?fields").as_deref(), None);
    // Several trailing expressions, `&` after a literal `?`, and literal parameters where they stand.
    assert_eq!(m("/s{?a}{&b}", "/s?b=2&a=1").as_deref(), Some("a=1 b=2"));
    assert_eq!(
        m("/s?fixed=yes{&x}", "/s?fixed=yes&y=0&x=1").as_deref(),
        Some("x=1")
    );
    assert_eq!(m("/s?fixed=yes{&x}", "/s?x=1&fixed=yes"), None);
    // The rest of the template keeps M4: a reserved value stops where a parameter tail can begin.
    assert_eq!(
        m("{+path}{?q}", "/a/b?z=1&q=2").as_deref(),
        Some("path=/a/b q=2")
    );
    // M6 across the tail and the rest.
    assert_eq!(m("/{x}{?x}", "/a?x=a").as_deref(), Some("x=a"));
    assert_eq!(m("/{x}{?x}", "/a?x=b"), None);
    // A template that does not end with query expressions is matched as usual.
    assert_eq!(m("/s{?q}#top", "/s?q=1#top").as_deref(), Some("q=1"));
    assert_eq!(m("/s{?q}#top", "/s?z=1&q=1#top"), None);
    // The default is the inverse of expansion: there, other names make `fields` an associative array,
    // which has each name once.
    let uri = "db://users/42?limit=5&fields=a&fields=b";
    assert_eq!(matched(t, uri), None);
    assert_eq!(m(t, uri).as_deref(), Some("id=42 fields=[a, b] limit=5"));
    assert_eq!(
        matched(t, "db://users/42?limit=5&fields=a").as_deref(),
        Some("id=42 fields={limit: 5, fields: a}")
    );
}

#[test]
fn iri_mode() {
    let iri = MatchOptions::new().iri(true);
    let m = |t: &str, uri: &str| matched_with(t, uri, iri);
    assert_eq!(
        m("http://example.com/{+path}", "http://example.com/wiki/café").as_deref(),
        Some("path=wiki/café")
    );
    // Triplets of ucschar come back as characters too; other triplets stay.
    assert_eq!(
        m("{+p}", "caf%C3%A9%20x%2F").as_deref(),
        Some("p=café%20x%2F")
    );
    // iprivate only in the query, where expand_iri writes it.
    assert_eq!(m("{+p}", "\u{E000}").as_deref(), Some("p=%EE%80%80"));
    assert_eq!(m("?{+q}", "?\u{E000}").as_deref(), Some("q=\u{E000}"));
    // U values are decoded in both modes; literals compare after the mapping.
    assert_eq!(m("/drücken/{x}", "/drücken/thé").as_deref(), Some("x=thé"));
    assert_eq!(
        m("/drücken/{x}", "/dr%C3%BCcken/th%C3%A9").as_deref(),
        Some("x=thé")
    );
    assert_eq!(matched("/drücken/{x}", "/drücken/thé"), None);
    // The values expand with expand_iri to the IRI.
    let t = UriTemplate::parse("http://example.com/{word}{?q}").unwrap();
    let vars = Vars::new()
        .with("word", "drücken")
        .with("q", "café au lait");
    let input = t.expand_iri(&vars).unwrap();
    let found = t.match_uri_with(&input, iri).unwrap().unwrap();
    assert_eq!(t.expand_iri(&found).unwrap(), input);
    assert_eq!(found.to_vars(), vars);
}

// ---------------------------------------------------------------------------------------------------------
// The API
// ---------------------------------------------------------------------------------------------------------

#[test]
fn uris_as_strings_and_references() {
    let t = UriTemplate::parse("http://example.com/{id}").unwrap();
    let text = "http://example.com/42";
    let want = Some(Value::from("42"));
    let get = |m: Option<Match>| m.and_then(|m| m.get("id").map(|v| v.clone().into_value()));
    assert_eq!(get(t.match_uri(text).unwrap()), want);
    assert_eq!(get(t.match_uri(String::from(text)).unwrap()), want);
    // Borrowed, and kept for later.
    let owned = String::from(text);
    assert_eq!(get(t.match_uri(&owned).unwrap()), want);
    let uri = rfc3986::Uri::parse(text).unwrap();
    assert_eq!(get(t.match_uri(&uri).unwrap()), want);
    assert_eq!(uri.as_str(), owned);
    assert_eq!(
        get(t.match_uri(rfc3986::UriRef::parse(text).unwrap()).unwrap()),
        want
    );
    assert_eq!(
        get(t.match_uri(rfc3986::IriRef::parse(text).unwrap()).unwrap()),
        want
    );
}

#[test]
fn match_accessors() {
    let t = UriTemplate::parse("/{a}{/b*}{?c,d}").unwrap();
    let m = t.match_uri("/x/y/z?d=1").unwrap().unwrap();
    assert_eq!(m.len(), 3);
    assert!(!m.is_empty());
    let names: Vec<&str> = m.iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["a", "b", "d"]);
    assert_eq!(m.get("a").unwrap().as_str(), Some("x"));
    assert_eq!(m.get("b").unwrap().as_str(), None);
    assert_eq!(m.get("b").unwrap().value(), &Value::from(["y", "z"]));
    assert!(m.get("c").is_none());
    assert_eq!(t.expand(&m).unwrap(), "/x/y/z?d=1");
    assert_eq!(t.expand(&m.to_vars()).unwrap(), "/x/y/z?d=1");
    let empty = UriTemplate::parse("/{?q}")
        .unwrap()
        .match_uri("/")
        .unwrap()
        .unwrap();
    assert!(empty.is_empty());
    assert_eq!(empty.len(), 0);
    assert!(
        UriTemplate::parse("")
            .unwrap()
            .match_uri("")
            .unwrap()
            .is_some()
    );
    assert!(
        UriTemplate::parse("")
            .unwrap()
            .match_uri("a")
            .unwrap()
            .is_none()
    );
}

// ---------------------------------------------------------------------------------------------------------
// Time: polynomial, and fast on long URIs
// ---------------------------------------------------------------------------------------------------------

/// Matches each template against each URI of 64 KiB or so and checks that it takes well under a second
/// (opt-level 1 in the test profile); prints the times.
#[test]
fn long_uris() {
    const K: usize = 64 * 1024;
    let items = |n: usize, f: &dyn Fn(usize) -> String| (0..n).map(f).collect::<String>();
    let cases: Vec<(&str, String, bool)> = vec![
        // Adversarial splits.
        ("{a}x{b}x{c}x{d}", "x".repeat(K), true),
        ("{a}x{b}x{c}x{d}", format!("{}!", "x".repeat(K - 1)), false),
        ("{a}x{b}x{c}x{d}y", "x".repeat(K), false),
        ("{+a},{+b},{+c}", ",".repeat(K), true),
        ("{+a},{+b},{+c}", format!("{} ", ",".repeat(K - 1)), false),
        ("{+a},{+b},{+c}!", ",".repeat(K), false),
        ("{/x*}{?y*}", "/a".repeat(K / 2), true),
        (
            "{/x*}{?y*}",
            format!("{}?b=1", "/a=1".repeat(K / 4 - 1)),
            false,
        ),
        ("{/x*}{?y*}", format!("{}?b", "/a".repeat(K / 2 - 1)), false),
        (
            "{/x*}{?y*}",
            format!("?{}", "y=1&".repeat(K / 4 - 1)),
            false,
        ),
        ("{x:9999}", "a".repeat(K), false),
        ("{+x:9999}/{+y}", "/".repeat(K), true),
        ("{.a*}{.b*}{.c*}", ".".repeat(K), true),
        ("{#a,b,c,d,e,f,g,h}", format!("#{}", ",".repeat(K)), true),
        ("{;a,b,c,d,e,f,g,h}", ";a".repeat(K / 2), false),
        // Associative arrays whose names repeat late, where a backtracking search would be quadratic.
        (
            "{/x*}{/y*}",
            format!("{}/a=1/a=1", items(K / 7, &|i| format!("/k{i}"))),
            true,
        ),
        (
            "{/x*}{/y*}",
            items(K / 9, &|i| format!("/k{}=1", i % 2000)),
            false,
        ),
        (
            "{.a*}{.b*}{.c*}",
            format!("{}.a=1.a=1", items(K / 7, &|i| format!(".k{i}"))),
            true,
        ),
        (
            "{;x*}{;y*}",
            format!("{};a;a", items(K / 7, &|i| format!(";k{i}"))),
            true,
        ),
        (
            "{?p*}",
            format!("?{}", items(K / 8, &|i| format!("k{i}=1&")))
                .trim_end_matches('&')
                .to_owned(),
            true,
        ),
        // The longest templates of the vectors.
        (
            "/base{/group_id,first_name}/pages{/page,lang}{?format,q}",
            format!("/base/{}/pages/5?q=x", "a".repeat(K)),
            true,
        ),
        (
            "{/id*}{?fields,first_name,last.name,token}",
            format!("{}?fields={}", "/p".repeat(K / 4), "a,".repeat(K / 4)),
            true,
        ),
        (
            "http://example.com/dictionary/{term:1}/{term}",
            format!("http://example.com/dictionary/c/c{}", "a".repeat(K)),
            true,
        ),
        ("{+path}{?q}", format!("{}?q=1", "/a?".repeat(K / 3)), true),
        ("{name}.{ext}", "a.".repeat(K / 2), true),
        (
            "{x}/{+x}",
            format!("{}/{}", "%20".repeat(K / 8), "%20".repeat(K / 8)),
            true,
        ),
    ];
    let mut total = Duration::ZERO;
    for (template, uri, matches) in &cases {
        let t = UriTemplate::parse(template).unwrap();
        for options in [
            MatchOptions::new(),
            MatchOptions::new().query_any_order(true).iri(true),
        ] {
            let start = Instant::now();
            let m = t.match_uri_with(uri, options).unwrap();
            let took = start.elapsed();
            total += took;
            println!("{template:45} {:6} bytes {options:?}: {took:?}", uri.len());
            if options == MatchOptions::new() {
                assert_eq!(m.is_some(), *matches, "{template}");
            }
            assert!(
                took < Duration::from_millis(500),
                "{template} took {took:?}"
            );
        }
    }
    println!("total {total:?}");
}

// ---------------------------------------------------------------------------------------------------------
// Mismatch: where and what
// ---------------------------------------------------------------------------------------------------------

/// The mismatch as `index: kind text, kind text`.
#[track_caller]
fn why(template: &str, uri: &str, options: MatchOptions) -> String {
    let t = UriTemplate::parse(template).unwrap();
    let why = t.mismatch_with(uri, options).unwrap();
    let why = why.unwrap_or_else(|| panic!("{template} matches {uri:?}"));
    let expected: Vec<String> = why
        .expected()
        .iter()
        .map(|e| match e {
            Expected::Literal { text, index, .. } => format!("literal {text:?}@{index}"),
            Expected::Expression { text, variable, .. } => format!("{text}:{variable}"),
            Expected::End => "end".into(),
            Expected::Agreement { variable, .. } => format!("agreement {variable}"),
            Expected::DistinctNames { variable, .. } => format!("distinct-names {variable}"),
            other => format!("{other}"),
        })
        .collect();
    format!("{}: {}", why.index(), expected.join(", "))
}

#[test]
fn mismatch_literals() {
    let none = MatchOptions::new();
    // The first character of the literal that differs, and the rest of it.
    assert_eq!(
        why("/users/{id}/comments", "/users/42/posts", none),
        "10: literal \"comments\"@12"
    );
    assert_eq!(why("/a/{x}", "/b/1", none), "1: literal \"a/\"@1");
    assert_eq!(why("/a/{x}", "", none), "0: literal \"/a/\"@0");
    // A triplet is one atom: the index is where the first triplet that differs starts, in both texts.
    assert_eq!(
        why("caf%C3%A9/{x}", "caf%C3%A8/1", none),
        "6: literal \"%A9/\"@6"
    );
    assert_eq!(why("a%2Fb{x}", "a%2fc", none), "4: literal \"b\"@4");
    // A non-ASCII literal character is its triplets: the URI shows the first one, and the template
    // index is the character's.
    assert_eq!(why("é/{x}", "%C3%A8/1", none), "3: literal \"é/\"@0");
}

#[test]
fn mismatch_expressions() {
    let none = MatchOptions::new();
    // More of the region, or what follows it.
    assert_eq!(why("/users/{id}", "/users/a b", none), "8: {id}:id, end");
    assert_eq!(
        why("/files/{+path}.txt", "/files/a/b.md", none),
        "13: {+path}:path, literal \".txt\"@14"
    );
    // A lead, a name, an "=".
    assert_eq!(
        why("/search{?q,lang}", "/search?q=cat&page=2", none),
        "14: {?q,lang}:lang"
    );
    assert_eq!(why("/search{?q}", "/search?qq=1", none), "9: {?q}:q");
    assert_eq!(why("{;x,y}", ";x=1;y;z", none), "6: {;x,y}:y, end");
    assert_eq!(
        why("{/a}{.b}x", "/p.q.r", none), // "." is unreserved: the region of a reads on
        "6: {/a}:a, {.b}:b, literal \"x\"@8"
    );
    assert_eq!(
        why("{/a}{.b}x", "/p!", none),
        "2: {/a}:a, {.b}:b, literal \"x\"@8"
    );
    // A prefix: at most so many characters.
    assert_eq!(why("{x:2}/", "abc/", none), "2: {x:2}:x, literal \"/\"@5");
    // The end of the template before the end of the URI.
    assert_eq!(why("/a", "/ab", none), "2: end");
    assert_eq!(why("", "x", none), "0: end");
    // query_any_order: the parameter tail is read as a whole, so it is expected where it would start.
    let any = MatchOptions::new().query_any_order(true);
    assert_eq!(why("/s{?q}", "/s?q=1 2", any), "2: {?q}:q");
    assert_eq!(why("/s{?q}", "/t?q=1", any), "1: literal \"s\"@1");
}

#[test]
fn mismatch_values() {
    let none = MatchOptions::new();
    // M6: both occurrences read, no one value: where the last is read.
    assert_eq!(
        why("/dictionary/{term:1}/{term}", "/dictionary/d/cat", none),
        "14: agreement term"
    );
    assert_eq!(why("{x}/{x}", "a/b", none), "2: agreement x");
    // M3: an associative array has each name once; the URI has the template's syntax throughout.
    assert_eq!(why("{/m*}", "/a=1/a=2", none), "8: distinct-names m");
    // IRI mode: indexes are bytes of the IRI as given.
    let iri = MatchOptions::new().iri(true);
    assert_eq!(why("/{x}/é", "/ü/e", iri), "4: literal \"é\"@5");
}

#[test]
fn mismatch_display() {
    let t = UriTemplate::parse("/users/{id}").unwrap();
    let why = t.mismatch("/users/a b").unwrap().unwrap();
    assert_eq!(
        why.to_string(),
        "at index 8, the template expected `{id}` for `id` (template index 7), or the end of the URI"
    );
    assert_eq!(why.expected()[0].template_index(), Some(7));
    assert_eq!(why.expected()[1].template_index(), None);
    assert_eq!(
        why.expected()[1].kind(),
        rfc3986::template::ExpectedKind::End
    );
    assert_eq!(why.expected()[1].kind().as_str(), "end");
}

/// Long URIs cost what matching costs: no quadratic reading.
#[test]
fn mismatch_of_a_long_uri() {
    let t = UriTemplate::parse("{/a*}{/b*}{/c*}{?q*}x").unwrap();
    let uri = "/s".repeat(200_000) + "?q=1";
    let why = t.mismatch(&uri).unwrap().unwrap();
    assert_eq!(why.index(), uri.len());
    assert_eq!(
        why.expected().last().map(|e| e.kind().as_str()),
        Some("literal")
    );
}
