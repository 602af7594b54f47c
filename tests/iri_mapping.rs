//! RFC 3987 section 3: the mappings between IRIs and URIs, on the vendored vectors and the RFC's examples.

mod util;

use rfc3986::iri_mapping::{iri_to_uri, uri_to_iri};
use rfc3986::UriRef;
use util::{cases, field, source};

#[test]
fn iri_to_uri_vectors() {
    let cases = cases("iri_to_uri.json");
    assert_eq!(cases.len(), 50);
    for case in &cases {
        let input = field(case, "input");
        let uri = iri_to_uri(input).unwrap_or_else(|e| panic!("{input:?} ({}): {e}", source(case)));
        assert_eq!(
            uri.as_str(),
            field(case, "expected"),
            "{input:?} ({})",
            source(case)
        );
    }
}

#[test]
fn uri_to_iri_vectors() {
    let cases = cases("uri_to_iri.json");
    assert_eq!(cases.len(), 63);
    for case in &cases {
        let input = field(case, "input");
        let uri =
            UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?} ({}): {e}", source(case)));
        assert_eq!(
            uri_to_iri(&uri),
            field(case, "expected"),
            "{input:?} ({})",
            source(case)
        );
    }
}

/// The examples of RFC 3987 3.1 and 3.2.1, written out.
#[test]
fn rfc_examples() {
    let to_uri = |s: &str| iri_to_uri(s).unwrap().into_string();
    let to_iri = |s: &str| uri_to_iri(&UriRef::parse(s).unwrap());
    assert_eq!(
        to_uri("http://r\u{e9}sum\u{e9}.example.org"),
        "http://r%C3%A9sum%C3%A9.example.org"
    );
    assert_eq!(
        to_uri("http://www.example.org/red%09ros\u{e9}#red"),
        "http://www.example.org/red%09ros%C3%A9#red"
    );
    assert_eq!(
        to_iri("http://www.example.org/D%C3%BCrst"),
        "http://www.example.org/D\u{fc}rst"
    );
    assert_eq!(
        to_iri("http://www.example.org/D%FCrst"),
        "http://www.example.org/D%FCrst"
    );
    assert_eq!(
        to_iri("http://xn--99zt52a.example.org/%e2%80%ae"),
        "http://xn--99zt52a.example.org/%E2%80%AE"
    );
}

/// What is not an IRI-reference is refused, at the index of the offending character.
#[test]
fn iri_to_uri_refuses_what_is_not_an_iri() {
    for (input, index) in [
        ("http://h/\u{E000}", 9),     // iprivate outside the query
        ("http://h/?a#\u{E000}", 12), // nor in the fragment
        ("http://h/a\u{200E}", 10),   // LRM (4.1)
        ("\u{202A}", 0),              // LRE (4.1)
        ("http://h/\u{80}", 9),       // C1 control: not ucschar
        ("http://h/\u{FFFE}", 9),     // noncharacter
        ("http://h/\u{FDD0}", 9),     // noncharacter
        ("http://h/\u{E0001}", 9),    // language tag, not ucschar
        ("\u{e9}:x", 2),              // ucschar in a scheme: the first segment holds a ":"
        ("http://[\u{e9}]/", 8),      // nor in an IP-literal
        ("http://h:8\u{e9}/", 10),    // nor in a port
        ("http://h/\u{e9} ", 11),     // the space is the error, after the ucschar
    ] {
        let err = iri_to_uri(input).expect_err(input);
        assert_eq!(err.index(), index, "{input:?}: {err}");
    }
}

/// The 3.2 mapping of a URI is an IRI whose 3.1 mapping is the URI with only the decoded octets upper-cased:
/// here the URIs have upper-case hex digits already, so the round trip gives them back.
#[test]
fn uri_to_iri_then_back() {
    for uri in [
        "http://h/%C3%A9?%EE%80%80#%C3%A8",
        "http://%C3%A9@r%C3%A9sum%C3%A9.example/%E4%B8%AD%2F%E6%96%87",
        "%C3%A9/x:y?%F0%9F%98%80",
        "http://h/%E2%80%AE%C3%A9%FC%C0%AF",
    ] {
        let iri = uri_to_iri(&UriRef::parse(uri).unwrap());
        assert_eq!(iri_to_uri(&iri).unwrap().as_str(), uri, "{iri:?}");
    }
}
