//! URIs in running text (`rfc3986::extract`): the cases of `tests/data/extract.json` (RFC 3986 Appendix C's
//! paragraph and forms, and the documented choices), the ranges and repairs of what is found, the property
//! that a valid URI delimited as Appendix C says comes back whole, and hostile text.

use proptest::prelude::*;
use rfc3986::{Delimiter, Uri, extract};
use serde_json::Value;

fn cases() -> Vec<Value> {
    let text = include_str!("../data/extract.json");
    let doc: Value = serde_json::from_str(text).unwrap();
    doc["cases"].as_array().unwrap().clone()
}

/// A JSON array of strings.
fn strings(value: &Value) -> Vec<&str> {
    let array = value.as_array().unwrap();
    array.iter().map(|v| v.as_str().unwrap()).collect()
}

#[test]
fn the_cases_of_appendix_c_and_the_choices() {
    let cases = cases();
    assert!(cases.len() >= 25);
    for case in cases {
        let text = case["text"].as_str().unwrap();
        let found: Vec<_> = extract(text).collect();
        let uris: Vec<&str> = found.iter().map(|f| f.uri().as_str()).collect();
        let expected = strings(&case["uris"]);
        assert_eq!(uris, expected, "{text:?} ({})", case["source"]);
        // With any scheme: the case's own list where it has one, else the same.
        let wider: Vec<String> = extract(text)
            .any_scheme()
            .map(|f| f.uri().to_string())
            .collect();
        let expected = case.get("any_scheme").map_or(expected, strings);
        assert_eq!(wider, expected, "{text:?}: any_scheme");
        let delimiters: Vec<&str> = found.iter().map(|f| f.delimiter().as_str()).collect();
        let expected = strings(&case["delimiters"]);
        assert_eq!(delimiters, expected, "{text:?}");
        let mut after = 0;
        for f in &found {
            // In order, apart, and each range read alone gives the same URI.
            assert!(f.range().start >= after, "{text:?}: {f:?}");
            after = f.range().end;
            let (alone, _) = Uri::parse_lenient(&text[f.range()]).unwrap();
            assert_eq!(&alone, f.uri(), "{text:?}");
            // A delimited URI's range begins and ends with its delimiters.
            let span = &text[f.range()];
            match f.delimiter() {
                Delimiter::AngleBrackets => assert!(span.starts_with('<') && span.ends_with('>')),
                Delimiter::DoubleQuotes => assert!(span.starts_with('"') && span.ends_with('"')),
                _ => assert!(!span.contains(char::is_whitespace), "{span:?}"),
            }
            for r in f.repairs() {
                assert_eq!(&text[r.index()..][..r.found().len()], r.found(), "{text:?}");
                assert!(f.range().contains(&r.index()), "{text:?}: {r:?}");
            }
        }
    }
}

#[test]
fn ranges_and_repairs_point_into_the_text() {
    let text = "x <URL:http://a.example/p\n  q> y http://b.example/é.";
    let found: Vec<_> = extract(text).collect();
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].range(), 2..30);
    assert_eq!(found[0].uri(), "http://a.example/pq");
    // The line break and the blanks after it, removed; the delimiters and `URL:` are no repairs.
    assert_eq!(found[0].repairs().len(), 1);
    assert_eq!(found[0].repairs()[0].index(), 25);
    assert_eq!(found[0].repairs()[0].found(), "\n  ");
    assert_eq!(&text[found[1].range()], "http://b.example/é");
    assert_eq!(found[1].uri(), "http://b.example/%C3%A9");
    assert_eq!(found[1].repairs()[0].index(), text.find('é').unwrap());
    // The iterator stays done.
    let mut it = extract(text);
    assert_eq!(it.by_ref().count(), 2);
    assert!(it.next().is_none());
    assert_eq!(extract("").count(), 0);
    assert_eq!(extract("no URI here, none: at all.").count(), 0);
}

/// A valid URI, as generated: ends in a character that is not sentence punctuation, so that it is whole in
/// every form.
fn uri() -> impl Strategy<Value = String> {
    proptest::string::string_regex(
        r"[a-z][a-z0-9+.-]{0,4}:(//[a-z0-9.:@%]{0,8})?[/a-z0-9.:@%!$&'()*+,;=-]{0,16}(\?[/?a-z0-9=&]{0,8})?(#[/?a-z0-9]{0,8})?[a-z0-9/]",
    )
    .unwrap()
    .prop_filter("a valid URI", |s| Uri::parse(s).is_ok())
}

proptest! {
    /// A valid URI in prose, delimited by angle brackets (perhaps wrapped across lines, perhaps after
    /// `URL:`) or double quotes, comes back exactly, with its range on its delimiters.
    #[test]
    fn a_delimited_uri_comes_back_whole(
        original in uri(),
        form in 0..4usize,
        breaks in proptest::collection::vec(0..64usize, 0..3),
        before in "[a-zA-Z ,.]{0,12}",
        after in "[a-zA-Z ,.]{0,12}",
    ) {
        let mut inner = original.clone();
        if form == 1 {
            let mut at: Vec<usize> = breaks.iter().map(|b| 1 + b % inner.len()).collect();
            at.sort_unstable();
            at.dedup();
            for i in at.into_iter().rev() {
                inner.insert_str(i, "\n   ");
            }
        }
        // `<url:x:y>` is the prefix `URL:` or the scheme "url": the generator leaves it out.
        prop_assume!(!original.to_ascii_lowercase().starts_with("url:"));
        let wrapped = match form {
            0 | 1 => format!("<{inner}>"),
            2 => format!("<URL:{inner}>"),
            _ => format!("\"{inner}\""),
        };
        let text = format!("{before} {wrapped} {after}");
        let found: Vec<_> = extract(&text).collect();
        prop_assert_eq!(found.len(), 1, "{:?}", text);
        prop_assert_eq!(found[0].uri().as_str(), original.as_str());
        prop_assert_eq!(&text[found[0].range()], wrapped.as_str());
    }

    /// A valid URI between whitespace, with sentence punctuation after it, comes back exactly when it holds
    /// no `)`, and cut short at a `)` that closes nothing otherwise.
    ///
    /// With any scheme ([`Extract::any_scheme`]); a URI whose scheme is not registered and that has no
    /// authority is passed over by the default search, one with an authority is not.
    #[test]
    fn a_bare_uri_comes_back_whole(
        original in uri(),
        punct in "[.,;:!?']{0,2}",
    ) {
        let text = format!("see {original}{punct} then");
        // An authority: "//" right after the scheme's ":" (`a::///` has none).
        let authority = original
            .split_once(':')
            .is_some_and(|(_, rest)| rest.starts_with("//"));
        // `a::b` without an authority is code, whatever the scheme: nothing to compare.
        if !authority && original.contains("::") {
            return Ok(());
        }
        let default: Vec<_> = extract(&text).collect();
        let found: Vec<_> = extract(&text).any_scheme().collect();
        if authority {
            // What begins where the URI begins is the same either way; after it (or after a candidate cut
            // short at a ")" or "]" that closes nothing, which may then be refused) a later candidate may
            // be one that only any scheme counts.
            let at_start = |all: &[rfc3986::Extracted]| {
                all.first()
                    .filter(|f| f.range().start == "see ".len())
                    .cloned()
            };
            prop_assert_eq!(at_start(&default), at_start(&found));
            if !original.contains([')', ']']) {
                prop_assert_eq!(&default, &found);
            }
        }
        if !original.contains(')') {
            prop_assert_eq!(found.len(), 1, "{:?}", text);
            prop_assert_eq!(found[0].uri().as_str(), original.as_str());
            prop_assert_eq!(&text[found[0].range()], original.as_str());
        } else if let Some(first) = found.first().filter(|f| f.range().start == "see ".len()) {
            // A `)` that closes nothing ends the URI: what is found where the URI begins is cut short
            // there (a `)` right after the scheme's `:` leaves nothing, and a later scheme may be found).
            prop_assert!(original.starts_with(first.uri().as_str()), "{:?}", text);
        }
    }
}

#[test]
fn hostile_text_is_read_in_one_pass() {
    // Shapes that would make a search that starts over at each character take quadratic time: long runs
    // without whitespace that begin many candidates, unclosed delimiters and groups, runs of punctuation,
    // and candidates the intake refuses. Each is read in about a tenth of a second in a release build, ten
    // times as long as the same shape a tenth of the size.
    let n = 200_000;
    let texts = [
        "a:".repeat(n / 2),
        "a://[:".repeat(n / 6),
        "<a:b".repeat(n / 4),
        "\"a:b\n".repeat(n / 4),
        "(".repeat(n) + "http://x/",
        format!("<http://x/{}", " y".repeat(n / 2)),
        "http://host:80a/ ".repeat(n / 17),
        format!("http://x/{}", "(a".repeat(n / 2)),
        format!("http://x/{}", "[".repeat(n)),
        format!("http://x/{}x", ".".repeat(n)),
        "<".repeat(n),
        "\"".repeat(n),
        "<URL:".repeat(n / 5),
        "a".repeat(n) + ":",
    ];
    for text in &texts {
        for found in [
            extract(text).collect::<Vec<_>>(),
            extract(text).any_scheme().collect(),
        ] {
            for f in &found {
                assert!(f.range().end <= text.len());
                assert!(Uri::parse(f.uri().as_str()).is_ok());
            }
        }
    }
    assert_eq!(extract(&texts[0]).any_scheme().count(), 1);
    assert_eq!(extract(&texts[0]).count(), 0); // "a" is not a registered scheme
    assert_eq!(extract(&texts[6]).count(), 0);
    // The same shapes with a registered scheme, for the default search.
    assert_eq!(extract(&"tel:".repeat(n / 4)).count(), 1);
    assert_eq!(extract(&"tel::".repeat(n / 5)).count(), 0);
}

/// This crate's README, prose with Rust in it (issue 56): every link a reader sees (a Markdown link's target,
/// an absolute URI), found; no Rust path (`Uri::parse`, `rfc3986::extract`, `http::Uri`) taken for a URI.
#[test]
fn the_readme_gives_its_links_and_no_rust_path() {
    let text = include_str!("../../README.md");
    let found: Vec<_> = extract(text).collect();
    let uris: Vec<&str> = found.iter().map(|f| f.uri().as_str()).collect();
    // The Markdown links' targets that are URIs: `](https://...)`.
    let mut links = 0;
    for (at, _) in text.match_indices("](") {
        let target = &text[at + 2..];
        let target = &target[..target.find(')').unwrap()];
        if target.contains("://") {
            links += 1;
            assert!(uris.contains(&target), "{target} not found");
        }
    }
    assert!(links >= 2, "the README links the RFC and pest");
    // No "::" inside what was found, but within an authority's URI.
    for f in &found {
        let span = &text[f.range()];
        let authority = f.uri().authority().is_some();
        assert!(authority || !span.contains("::"), "{span:?} is code");
    }
    // The README holds Rust paths, and none begins a find.
    let paths = text.matches("::").count();
    assert!(paths > 50, "{paths}");
    for f in &found {
        let before = &text[..f.range().start];
        assert!(!before.ends_with("::"), "{:?}", &text[f.range()]);
    }
}

/// The registry data: sorted (for the binary search), unique, each a `scheme` (RFC 3986 3.1), and the names
/// prose writers use most among them.
#[test]
fn registered_schemes_are_schemes() {
    for scheme in [
        "http", "HTTPS", "mailto", "urn", "tel", "data", "file", "ftp", "geo", "sip", "ws",
    ] {
        let text = format!("x {scheme}:a y");
        assert_eq!(extract(&text).count(), 1, "{scheme}");
    }
    // "://" after a "::" is no authority: the scheme "a" is followed by ":".
    assert_eq!(extract("see a::/// then").any_scheme().count(), 0);
    assert_eq!(extract("see http::/// then").count(), 0);
    for word in [
        "note", "error", "std", "uri", "url", "crate", "self", "time",
    ] {
        let text = format!("x {word}:a y");
        assert_eq!(extract(&text).count(), 0, "{word}");
        assert_eq!(extract(&text).any_scheme().count(), 1, "{word}");
    }
}
