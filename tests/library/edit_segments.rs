//! Path segments and query pairs the way `url` users write them (issue 22): pushing, popping and extending
//! segments on every reference type and on the builder, extending the query with pairs, the path rules at
//! the edges (an empty path after an authority, a relative path's first segment, a trailing slash), and
//! the decoded path.

use std::borrow::Cow;

use proptest::prelude::*;
use rfc3986::{Builder, Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};

#[test]
fn decoded_path_is_lossless_or_an_error() {
    let r = UriRef::parse("/caf%C3%A9/a%20b").unwrap();
    assert_eq!(r.path().decoded().unwrap(), "/café/a b");
    // Nothing to decode: borrowed.
    let plain = UriRef::parse("/a/b").unwrap();
    assert!(matches!(plain.path().decoded(), Ok(Cow::Borrowed("/a/b"))));
    // %2F becomes a "/" like the delimiters: decoded_segments keeps the segments apart.
    let slash = UriRef::parse("/a%2Fb/c").unwrap();
    assert_eq!(slash.path().decoded().unwrap(), "/a/b/c");
    assert_eq!(
        slash.path().decoded_segments().collect::<Vec<_>>(),
        [&b""[..], b"a/b", b"c"]
    );
    // Invalid UTF-8 is an error, not U+FFFD: the error is where the bytes stop being UTF-8.
    let err = UriRef::parse("/ok/%FF%FE")
        .unwrap()
        .path()
        .decoded()
        .unwrap_err();
    assert_eq!(err.valid_up_to(), 4);
    // A lone continuation byte, and a truncated sequence.
    assert!(UriRef::parse("/%80").unwrap().path().decoded().is_err());
    assert!(UriRef::parse("/%C3").unwrap().path().decoded().is_err());
    // The empty path, and an IRI's path with its characters as they are.
    assert_eq!(UriRef::parse("?q").unwrap().path().decoded().unwrap(), "");
    let iri = IriRef::parse("/été/%C3%A9").unwrap();
    assert_eq!(iri.path().decoded().unwrap(), "/été/é");
}

/// The scenario of issue 22: a URL with path segments and query parameters, as a `url` user writes it.
#[test]
fn url_style_building_takes_a_few_lines() {
    let id = "a b";
    let page = 2.to_string();
    let uri = Builder::new()
        .scheme("https")
        .host_str("example.com")
        .path_segments_decoded(["api", "v1", "users", id])
        .query_pairs_decoded([("q", "x"), ("page", &page)])
        .to::<rfc3986::Uri>()
        .build()
        .unwrap();
    assert_eq!(uri, "https://example.com/api/v1/users/a%20b?q=x&page=2");

    // The same by editing a parsed base, whose trailing slash the first segment replaces.
    let mut edited = Uri::parse("https://example.com/api/").unwrap();
    edited
        .extend_path_segments_decoded(["v1", "users", id])
        .unwrap();
    edited.extend_query_pairs_decoded([("q", "x"), ("page", &page)]);
    assert_eq!(edited, uri);
    let segments: Vec<_> = edited.path().decoded_segments().collect();
    assert_eq!(segments, [&b""[..], b"api", b"v1", b"users", b"a b"]);
}

#[test]
fn an_empty_path_after_an_authority_becomes_absolute() {
    let mut r = UriRef::parse("http://h?q#f").unwrap();
    r.push_path_segment_decoded("a").unwrap();
    assert_eq!(r, "http://h/a?q#f");
    let mut r = UriRef::parse("//h").unwrap();
    r.push_path_segment_decoded("").unwrap();
    assert_eq!(r, "//h/");
    r.push_path_segment_decoded("").unwrap();
    assert_eq!(
        r, "//h/",
        "the empty segment after the trailing slash is replaced by an empty one"
    );
    let mut uri = Uri::parse("http://h").unwrap();
    uri.extend_path_segments_decoded(["a:b", "c"]).unwrap();
    assert_eq!(uri, "http://h/a:b/c");
    // The builder decides when building, whatever the order of the calls.
    let r = Builder::new()
        .path_segments_decoded(["a"])
        .host_str("h")
        .build()
        .unwrap();
    assert_eq!(r, "//h/a");
}

#[test]
fn the_first_segment_of_a_relative_path_has_its_colon_encoded() {
    let mut r = UriRef::parse("").unwrap();
    r.push_path_segment_decoded("a:b").unwrap();
    assert_eq!(r, "a%3Ab");
    r.push_path_segment_decoded("c:d").unwrap();
    assert_eq!(r, "a%3Ab/c:d", "only the first segment is segment-nz-nc");
    let mut rel = RelativeRef::parse("?q").unwrap();
    rel.extend_path_segments_decoded(["x:y", "z"]).unwrap();
    assert_eq!(rel, "x%3Ay/z?q");
    assert_eq!(
        rel.path().decoded_segments().next().as_deref(),
        Some(&b"x:y"[..])
    );
    // With a scheme the first segment may have a ":" (path-rootless).
    let mut uri = Uri::parse("urn:").unwrap();
    uri.push_path_segment_decoded("isbn:0451450523").unwrap();
    assert_eq!(uri, "urn:isbn:0451450523");
    // An absolute path's first segment too (path-absolute).
    let mut abs = RelativeRef::parse("/").unwrap();
    abs.push_path_segment_decoded("a:b").unwrap();
    assert_eq!(abs, "/a:b");
    // IRIs, and the builder.
    let mut iri = IriRelativeRef::parse("").unwrap();
    iri.push_path_segment_decoded("é:1").unwrap();
    assert_eq!(iri, "é%3A1");
    assert_eq!(
        Builder::new()
            .path_segments_decoded(["a:b"])
            .build()
            .unwrap(),
        "a%3Ab"
    );
    assert_eq!(
        Builder::new()
            .scheme("s")
            .path_segments_decoded(["a:b"])
            .build()
            .unwrap(),
        "s:a:b"
    );
}

#[test]
fn a_trailing_slash_is_replaced_by_the_next_segment() {
    let mut r = UriRef::parse("/a/").unwrap();
    r.push_path_segment_decoded("b").unwrap();
    assert_eq!(r, "/a/b", "url gives /a//b here without pop_if_empty");
    r.push_path_segment_decoded("").unwrap();
    assert_eq!(r, "/a/b/");
    r.push_path_segment_decoded("").unwrap();
    assert_eq!(r, "/a/b/");
    r.push_path_segment_decoded("c").unwrap();
    assert_eq!(r, "/a/b/c");
    // Within one call the segments are joined as given, empty ones included.
    r.extend_path_segments_decoded(["", "d", ""]).unwrap();
    assert_eq!(r, "/a/b/c//d/");
    // The builder: after the path given.
    let r = Builder::new()
        .path("/api/")
        .path_segments_decoded(["v1"])
        .build()
        .unwrap();
    assert_eq!(r, "/api/v1");
    let r = Builder::new()
        .path("/api")
        .path_segments_decoded(["v1"])
        .build()
        .unwrap();
    assert_eq!(r, "/api/v1");
    // A later path replaces the segments given before it.
    let r = Builder::new()
        .path_segments_decoded(["x"])
        .path("/y")
        .build()
        .unwrap();
    assert_eq!(r, "/y");
}

#[test]
fn a_path_without_authority_never_begins_with_two_slashes() {
    let mut r = UriRef::parse("").unwrap();
    r.extend_path_segments_decoded(["", "a"]).unwrap();
    assert_eq!(r, "/a", "an empty first segment makes the path absolute");
    let mut r = UriRef::parse("").unwrap();
    r.extend_path_segments_decoded(["", "", "a"]).unwrap();
    assert_eq!(r, "/.//a", "\"//a\" would be read as an authority");
    let mut r = Uri::parse("s:/").unwrap();
    r.extend_path_segments_decoded(["", "a"]).unwrap();
    assert_eq!(r, "s:/.//a");
    assert_eq!(r.path().segments().collect::<Vec<_>>(), ["", ".", "", "a"]);
    // Pushing one segment at a time cannot get there: "/" + "" stays "/".
    let mut r = RelativeRef::parse("/").unwrap();
    r.push_path_segment_decoded("").unwrap();
    r.push_path_segment_decoded("a").unwrap();
    assert_eq!(r, "/a");
    // With an authority "//" is a path like any other.
    let mut r = UriRef::parse("//h").unwrap();
    r.extend_path_segments_decoded(["", "", "a"]).unwrap();
    assert_eq!(r, "//h///a");
    // The builder, and a path given that begins with "//" stays an error.
    let r = Builder::new()
        .scheme("s")
        .path_segments_decoded(["", "", "a"])
        .build()
        .unwrap();
    assert_eq!(r, "s:/.//a");
    let err = Builder::new()
        .path("//x")
        .path_segments_decoded(["a"])
        .build()
        .unwrap_err();
    assert_eq!(err.rule(), rfc3986::Rule::PathAbsolute);
}

#[test]
fn dot_segments_are_refused() {
    let mut r = Uri::parse("http://h/files/").unwrap();
    let err = r
        .extend_path_segments_decoded(["..", "etc", ".", "passwd"])
        .unwrap_err();
    assert_eq!(err.rule(), rfc3986::Rule::Segment);
    assert!(err.to_string().contains("5.2.4"), "{err}");
    assert_eq!(r, "http://h/files/"); // all or nothing
    r.extend_path_segments_decoded(["etc", "passwd"]).unwrap();
    assert!(r.push_path_segment_decoded("..").is_err());
    assert!(r.push_path_segment_decoded(".").is_err());
    assert_eq!(r, "http://h/files/etc/passwd");
    // Other segments of dots are names.
    r.push_path_segment_decoded("...").unwrap();
    assert_eq!(r, "http://h/files/etc/passwd/...");
    r.push_path_segment_decoded("%2E%2E").unwrap(); // the text "%2E%2E", encoded: "%252E%252E"
    assert_eq!(r, "http://h/files/etc/passwd/.../%252E%252E");
    let err = Builder::new()
        .path_segments_decoded([".", "a", ".."])
        .build()
        .unwrap_err();
    assert_eq!(err.rule(), rfc3986::Rule::Segment);
    let mut iri = rfc3986::IriRef::parse("/é/").unwrap();
    assert_eq!(
        iri.push_path_segment_decoded("..").unwrap_err().rule(),
        rfc3986::Rule::Isegment
    );
}

#[test]
fn pop_removes_the_last_segment_as_written() {
    let mut r = UriRef::parse("http://h/a%20b/c/?q").unwrap();
    assert_eq!(r.pop_path_segment().as_deref(), Some(""));
    assert_eq!(r, "http://h/a%20b/c?q");
    assert_eq!(r.pop_path_segment().as_deref(), Some("c"));
    assert_eq!(r.pop_path_segment().as_deref(), Some("a%20b"));
    assert_eq!(r, "http://h/?q");
    // "/": the root stays and nothing is returned.
    assert_eq!(r.pop_path_segment(), None);
    assert_eq!(r, "http://h/?q");
    // "": nothing to pop.
    let mut empty = UriRef::parse("http://h").unwrap();
    assert_eq!(empty.pop_path_segment(), None);
    assert_eq!(empty, "http://h");
    let mut empty = RelativeRef::parse("").unwrap();
    assert_eq!(empty.pop_path_segment(), None);
    // A relative path is popped down to empty.
    let mut rel = RelativeRef::parse("a/b:c").unwrap();
    assert_eq!(rel.pop_path_segment().as_deref(), Some("b:c"));
    assert_eq!(rel.pop_path_segment().as_deref(), Some("a"));
    assert_eq!(rel, "");
    // "//" after an authority: an empty segment, then the root.
    let mut r = Uri::parse("http://h//").unwrap();
    assert_eq!(r.pop_path_segment().as_deref(), Some(""));
    assert_eq!(r, "http://h/");
    // A dot-prefixed path keeps fitting the reference as it is popped.
    let mut r = Uri::parse("s:/.//a").unwrap();
    let popped: Vec<_> = std::iter::from_fn(|| r.pop_path_segment()).collect();
    assert_eq!(popped, ["a", "", "."]);
    assert_eq!(r, "s:/");
    let mut r = RelativeRef::parse("./a:b").unwrap();
    assert_eq!(r.pop_path_segment().as_deref(), Some("a:b"));
    assert_eq!(r, ".");
    // Pushing what was popped, decoded, gives the reference back.
    let mut r = Iri::parse("http://é/x/y%2Fz").unwrap();
    let last = r.pop_path_segment().unwrap();
    r.push_path_segment_decoded(&rfc3986::percent::decode_utf8(&last).unwrap())
        .unwrap();
    assert_eq!(r, "http://é/x/y%2Fz");
}

#[test]
fn iri_types_keep_what_isegment_allows_and_uri_types_encode_it() {
    let mut uri = UriRef::parse("/").unwrap();
    uri.push_path_segment_decoded("été").unwrap();
    assert_eq!(uri, "/%C3%A9t%C3%A9");
    let mut iri = IriRef::parse("/").unwrap();
    iri.push_path_segment_decoded("été").unwrap();
    assert_eq!(iri, "/été");
    // iprivate is allowed in the query only, and a space nowhere.
    iri.push_path_segment_decoded("\u{E000} x").unwrap();
    assert_eq!(iri, "/été/%EE%80%80%20x");
    let mut iri = Iri::parse("http://é").unwrap();
    iri.extend_path_segments_decoded(["ü", "a/b"]).unwrap();
    assert_eq!(iri, "http://é/ü/a%2Fb");
    // Query pairs likewise.
    iri.extend_query_pairs_decoded([("ключ", "значение")]);
    assert_eq!(iri.query(), Some("ключ=значение"));
    let mut uri = Uri::parse("http://h").unwrap();
    uri.extend_query_pairs_decoded([("k", "é")]);
    assert_eq!(uri.query(), Some("k=%C3%A9"));
    // The builder encodes the segments for the language it builds.
    let b = Builder::new().path("/").path_segments_decoded(["é"]);
    assert_eq!(b.build().unwrap(), "/%C3%A9");
    assert_eq!(b.clone().to::<rfc3986::IriRef>().build().unwrap(), "/é");
    assert_eq!(
        b.clone().to::<rfc3986::IriRelativeRef>().build().unwrap(),
        "/é"
    );
}

#[test]
fn extend_query_pairs_in_one_edit() {
    // No query, no pair: still no query.
    let mut r = UriRef::parse("/p").unwrap();
    r.extend_query_pairs_decoded(Vec::<(&str, &str)>::new());
    assert_eq!(r, "/p");
    assert_eq!(r.query(), None);
    // An empty query: the pairs without a "&" before them.
    let mut r = UriRef::parse("/p?").unwrap();
    r.extend_query_pairs_decoded(Vec::<(&str, &str)>::new());
    assert_eq!(r, "/p?");
    r.extend_query_pairs_decoded([("a", "1"), ("b", "x=y&z")]);
    assert_eq!(r, "/p?a=1&b=x%3Dy%26z");
    // A query that ends with "&" gets no second one.
    let mut r = RelativeRef::parse("/p?a=1&#f").unwrap();
    r.extend_query_pairs_decoded([("b", "2")]);
    assert_eq!(r, "/p?a=1&b=2#f");
    r.append_query_pair_decoded("c", "");
    assert_eq!(r, "/p?a=1&b=2&c=#f");
    // Owned keys and values, from an iterator.
    let mut r = Uri::parse("http://h/").unwrap();
    r.extend_query_pairs_decoded((1..=3).map(|i| (format!("k{i}"), i.to_string())));
    assert_eq!(r.query(), Some("k1=1&k2=2&k3=3"));
    let decoded: Vec<_> = r.query_pairs().decoded_lossy().collect();
    assert_eq!(decoded[2], ("k3".into(), "3".into()));
    // The builder.
    let b = Builder::new().query("").query_pairs_decoded([("a", "b c")]);
    assert_eq!(b.build().unwrap(), "?a=b%20c");
    assert_eq!(
        Builder::new()
            .query_pairs_decoded(Vec::<(String, String)>::new())
            .build()
            .unwrap(),
        ""
    );
}

fn segment() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z:/@%?#. é\u{E000}]{0,6}",
        Just(String::new()),
        Just(":".to_string()),
    ]
}

proptest! {
    /// Whatever the base and the segment, pushing gives a reference (the edit parses again) whose last
    /// segment decodes to the text pushed, and popping it gives the segment back as written.
    #[test]
    fn push_then_pop_gives_the_segment_back(
        base in prop::sample::select(vec!["", "/", "/a", "/a/", "a", "a/", "s:", "s:a", "//h", "//h/", "//h/a/"]),
        text in segment(),
    ) {
        prop_assume!(text != "." && text != "..");
        for iri in [false, true] {
            let (pushed, last_decoded, popped) = if iri {
                let mut r = IriRef::parse(base).unwrap();
                r.push_path_segment_decoded(&text).unwrap();
                prop_assert_eq!(IriRef::parse(r.as_str()).unwrap(), r.clone());
                let last = r.path().decoded_segments().last().map(|s| s.into_owned());
                let s = r.to_string();
                (s, last, r.pop_path_segment())
            } else {
                let mut r = UriRef::parse(base).unwrap();
                r.push_path_segment_decoded(&text).unwrap();
                prop_assert_eq!(UriRef::parse(r.as_str()).unwrap(), r.clone());
                let last = r.path().decoded_segments().last().map(|s| s.into_owned());
                let s = r.to_string();
                (s, last, r.pop_path_segment())
            };
            if text.is_empty() {
                // An empty segment: a trailing slash (none after an empty path without authority).
                prop_assert!(pushed.ends_with('/') || pushed == base, "{} {}", base, pushed);
                continue;
            }
            prop_assert_eq!(last_decoded.as_deref(), Some(text.as_bytes()), "{} + {:?} = {}", base, text, pushed);
            let popped = popped.unwrap();
            prop_assert_eq!(rfc3986::percent::decode_utf8(&popped).unwrap(), text.as_str());
        }
    }
}
