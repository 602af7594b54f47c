//! Path segments and query pairs the way `url` users write them (issue 22): pushing, popping and extending
//! segments on every reference type and on the builder, extending the query with pairs, the path rules at
//! the edges (an empty path after an authority, a relative path's first segment, a trailing slash), and
//! the decoded path.

use std::borrow::Cow;

use rfc3986::{Builder, IriRef, RelativeRef, Uri, UriRef};

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

#[test]
fn extend_query_pairs_in_one_edit() {
    // No query, no pair: still no query.
    let mut r = UriRef::parse("/p").unwrap();
    r.extend_query_pairs(Vec::<(&str, &str)>::new());
    assert_eq!(r, "/p");
    assert_eq!(r.query(), None);
    // An empty query: the pairs without a "&" before them.
    let mut r = UriRef::parse("/p?").unwrap();
    r.extend_query_pairs(Vec::<(&str, &str)>::new());
    assert_eq!(r, "/p?");
    r.extend_query_pairs([("a", "1"), ("b", "x=y&z")]);
    assert_eq!(r, "/p?a=1&b=x%3Dy%26z");
    // A query that ends with "&" gets no second one.
    let mut r = RelativeRef::parse("/p?a=1&#f").unwrap();
    r.extend_query_pairs([("b", "2")]);
    assert_eq!(r, "/p?a=1&b=2#f");
    r.append_query_pair("c", "");
    assert_eq!(r, "/p?a=1&b=2&c=#f");
    // Owned keys and values, from an iterator.
    let mut r = Uri::parse("http://h/").unwrap();
    r.extend_query_pairs((1..=3).map(|i| (format!("k{i}"), i.to_string())));
    assert_eq!(r.query(), Some("k1=1&k2=2&k3=3"));
    let decoded: Vec<_> = r.query_pairs().decoded().collect();
    assert_eq!(decoded[2], ("k3".into(), "3".into()));
    // The builder.
    let b = Builder::new().query("").query_pairs([("a", "b c")]);
    assert_eq!(b.build().unwrap(), "?a=b%20c");
    assert_eq!(
        Builder::new()
            .query_pairs(Vec::<(String, String)>::new())
            .build()
            .unwrap(),
        ""
    );
}
