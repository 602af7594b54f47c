//! RFC 3987 section 3: the mappings between IRIs and URIs, on the vendored vectors and the RFC's examples.

use crate::util::{cases, field, source};
use rfc3986::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};

/// The components, as text, of any reference type: they must be the same whether the reference was
/// mapped or parsed.
macro_rules! components {
    ($r:expr) => {{
        let r = &$r;
        (
            r.authority().map(|a| a.as_str().to_owned()),
            r.host().map(|h| h.kind()),
            r.path().as_str().to_owned(),
            r.query().map(str::to_owned),
            r.fragment().map(str::to_owned),
        )
    }};
}

#[test]
fn iri_to_uri_vectors() {
    let cases = cases("iri_to_uri.json");
    assert_eq!(cases.len(), 50);
    for case in &cases {
        let input = field(case, "input");
        let iri =
            IriRef::parse(input).unwrap_or_else(|e| panic!("{input:?} ({}): {e}", source(case)));
        let uri = iri.to_uri();
        assert_eq!(
            uri.as_str(),
            field(case, "expected"),
            "{input:?} ({})",
            source(case)
        );
        let parsed = UriRef::parse(uri.as_str()).expect("a URI reference");
        assert_eq!(uri.scheme(), parsed.scheme());
        assert_eq!(components!(uri), components!(parsed), "{input:?}");
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
        let iri = uri.to_iri();
        assert_eq!(
            iri.as_str(),
            field(case, "expected"),
            "{input:?} ({})",
            source(case)
        );
        // Step 5: the result is an IRI reference, with the components the mapping gave it.
        let parsed = IriRef::parse(iri.as_str()).expect("an IRI reference");
        assert_eq!(iri.scheme(), parsed.scheme());
        assert_eq!(components!(iri), components!(parsed), "{input:?}");
    }
}

/// The examples of RFC 3987 3.1 and 3.2.1, written out.
#[test]
fn rfc_examples() {
    let to_uri = |s: &str| Iri::parse(s).unwrap().to_uri().into_string();
    let to_iri = |s: &str| Uri::parse(s).unwrap().to_iri().into_string();
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

/// The three pairs map alike; the host kinds follow the language (`reg-name` / `ireg-name`).
#[test]
fn every_pair_maps() {
    let iri = Iri::parse("http://\u{e9}@h\u{e9}:8/\u{e9}?\u{E000}#\u{e9}").unwrap();
    let uri: Uri = iri.to_uri();
    assert_eq!(
        uri.as_str(),
        "http://%C3%A9@h%C3%A9:8/%C3%A9?%EE%80%80#%C3%A9"
    );
    assert_eq!(uri.userinfo(), Some("%C3%A9"));
    assert_eq!(uri.host_str(), Some("h%C3%A9"));
    assert_eq!(uri.port(), Some("8"));
    assert_eq!(
        uri.authority().unwrap().host_kind(),
        rfc3986::HostKind::RegName
    );
    let back: Iri = uri.to_iri();
    assert_eq!(back, iri);
    assert_eq!(
        back.authority().unwrap().host_kind(),
        rfc3986::HostKind::IregName
    );

    let rel = IriRelativeRef::parse("//h/\u{fc}?\u{fc}").unwrap();
    let rel_uri: RelativeRef = rel.to_uri();
    assert_eq!(rel_uri.as_str(), "//h/%C3%BC?%C3%BC");
    assert_eq!(rel_uri.to_iri(), rel);
    // ASCII stays as it is, both ways.
    let ascii = IriRef::parse("a/b?c%2f#%41").unwrap();
    assert_eq!(ascii.to_uri().as_str(), "a/b?c%2f#%41");
    assert_eq!(UriRef::parse("a/b").unwrap().to_iri().as_str(), "a/b");
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
        let iri = UriRef::parse(uri).unwrap().to_iri();
        assert_eq!(iri.to_uri().as_str(), uri, "{iri:?}");
    }
}

/// Decoding can change what a host is: `127.0.0%2E1` is a `reg-name`, `127.0.0.1` an `IPv4address`, which
/// `ihost` tries first.
#[test]
fn to_iri_can_turn_a_reg_name_into_an_ipv4address() {
    use std::net::Ipv4Addr;
    let uri = UriRef::parse("http://127.0.0%2E1/").unwrap();
    assert_eq!(uri.host(), Some(rfc3986::Host::RegName("127.0.0%2E1")));
    let iri = uri.to_iri();
    assert_eq!(iri.as_str(), "http://127.0.0.1/");
    assert_eq!(
        iri.host(),
        Some(rfc3986::Host::Ipv4(Ipv4Addr::new(127, 0, 0, 1)))
    );
    assert_eq!(iri, IriRef::parse("http://127.0.0.1/").unwrap());
}
