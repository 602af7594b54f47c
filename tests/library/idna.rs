//! The IDNA mappings (feature `idna`) against the `url` crate's host: every IRI of `benches/iri.txt` with a
//! non-ASCII registered name (literal or percent-encoded) and a scheme that url treats as special maps with `to_uri_idna` to the host url computes
//! for the same text, and `to_iri_idna` brings it back (to the name in UTS 46's lower case and normal
//! form); the rest of the URI is `to_uri()`'s.
#![cfg(all(feature = "idna", feature = "url"))]

use rfc3986::{Host, Iri, IriRef, Uri};

#[test]
fn hosts_of_the_iri_corpus_are_urls() {
    let corpus = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/iri.txt"))
        .expect("benches/iri.txt");
    let extra = [
        "https://\u{e9}.example/\u{fc}",
        "http://%C3%A9.example/",
        "http://B\u{fc}cher.EXAMPLE/",
        "http://\u{ff11}\u{ff12}\u{ff17}.0.0.1/",
        "http://\u{4f8b}\u{3048}.\u{30c6}\u{30b9}\u{30c8}/",
        "http://ma\u{f1}ana.com:8080/a?b#c",
    ];
    let (mut mapped, mut back) = (0, 0);
    for line in corpus.lines().chain(extra) {
        let Ok(iri) = Iri::parse(line) else { continue };
        // url maps the hosts of the special schemes only (an opaque host is percent-encoded).
        if !["http", "https", "ws", "wss", "ftp"]
            .contains(&iri.scheme().to_ascii_lowercase().as_str())
        {
            continue;
        }
        let Some(Host::RegName(name)) = iri.host() else {
            continue;
        };
        let decoded = rfc3986::percent::decode(name);
        if decoded.is_ascii() {
            continue;
        }
        let url = url::Url::parse(line);
        let uri = iri.to_uri_idna();
        match (&url, &uri) {
            (Ok(url), Ok(uri)) => {
                mapped += 1;
                let host = uri.host().expect("a host").to_string();
                assert_eq!(Some(host.as_str()), url.host_str(), "{line:?}");
                // Everything else is to_uri()'s.
                let plain = iri.to_uri();
                assert_eq!(
                    (
                        uri.scheme(),
                        uri.port(),
                        uri.path(),
                        uri.query(),
                        uri.fragment()
                    ),
                    (
                        plain.scheme(),
                        plain.port(),
                        plain.path(),
                        plain.query(),
                        plain.fragment()
                    )
                );
                // ToUnicode back, and ToASCII of that is the same URI.
                let iri_back = uri
                    .to_iri_idna()
                    .unwrap_or_else(|e| panic!("{line:?}: {e}"));
                assert_eq!(iri_back.to_uri_idna().as_ref(), Ok(uri), "{line:?}");
                // ToUnicode of url's host, by idna directly; the original name, when UTS 46 maps nothing
                // in it but the labels (no case, width or dot: `例。测试` comes back as `例.测试`).
                let unicode = idna::domain_to_unicode(url.host_str().unwrap()).0;
                let got = iri_back.host_str().map(rfc3986::percent::decode_utf8_lossy);
                assert_eq!(got.as_deref(), Some(unicode.as_str()), "{line:?}");
                if decoded.as_ref() == unicode.as_bytes() {
                    back += 1;
                }
            }
            // Refused by both: UTS 46 disallows the name.
            (Err(_), Err(e)) => assert!(e.to_string().contains("ToASCII"), "{line:?}: {e}"),
            (Ok(url), Err(e)) => panic!("{line:?}: url gives {url}, to_uri_idna says {e}"),
            (Err(e), Ok(uri)) => panic!("{line:?}: url says {e}, to_uri_idna gives {uri}"),
        }
    }
    assert!(mapped >= 20, "{mapped}");
    assert!(back >= 15, "{back}");
}

#[test]
fn ascii_hosts_and_other_hosts_are_left_alone() {
    let iri = IriRef::parse("//Example.COM/\u{e9}").unwrap();
    assert_eq!(iri.to_uri_idna().unwrap().as_str(), "//Example.COM/%C3%A9");
    let iri = IriRef::parse("//[::1]/\u{e9}").unwrap();
    assert_eq!(iri.to_uri_idna().unwrap(), iri.to_uri());
    let uri = Uri::parse("http://Example.COM/%C3%A9").unwrap();
    assert_eq!(uri.to_iri_idna().unwrap(), uri.to_iri());
    // A refused host is an error, never passed through.
    assert!(
        Iri::parse("http://\u{301}a.example/")
            .unwrap()
            .to_uri_idna()
            .is_err()
    );
    assert!(
        Uri::parse("http://xn--.example/")
            .unwrap()
            .to_iri_idna()
            .is_err()
    );
}

/// IDNA applies to domain names only: registered names whose only ASCII characters, once percent-decoded,
/// are letters, digits, `-` and `.` (each label LDH or with characters outside ASCII). Any other registered
/// name keeps RFC 3987 3.1's percent-encoding, as url leaves the hosts of schemes it does not know.
#[test]
fn only_domain_names_are_mapped() {
    // The example of issue 32: ToASCII made `0aa-.xn--_~!$&'()*+,;=%22-okb` of it.
    let iri = IriRef::parse("//0aA-._~!$&'()*+,;=%22\u{e9}/").unwrap();
    assert_eq!(iri.to_uri_idna().unwrap(), iri.to_uri());
    assert_eq!(
        iri.to_uri_idna().unwrap().host_str(),
        Some("0aA-._~!$&'()*+,;=%22%C3%A9")
    );
    for (name, mapped) in [
        ("\u{e9}.example", true),
        ("%C3%A9.example", true),
        ("B\u{fc}cher-Buch.example.", true),
        ("a1-\u{e9}.b2", true),
        ("\u{ff41}\u{e9}.example", true), // a full-width "a", which UTS 46 maps to "a"
        ("a_\u{e9}.example", false),
        ("\u{e9}~.example", false),
        ("\u{e9}!.example", false),
        ("\u{e9}%20x.example", false),
        ("\u{e9}%5F.example", false), // "_", percent-encoded
        ("\u{e9}(1).example", false),
    ] {
        let iri = IriRef::parse(&format!("//{name}/")).unwrap();
        let uri = iri.to_uri_idna().unwrap();
        if mapped {
            // The host url computes for the same name under a scheme it knows.
            let url = url::Url::parse(&format!("http://{name}/")).unwrap();
            assert_eq!(uri.host_str(), url.host_str(), "{name:?}");
            assert!(uri.host_str().unwrap().contains("xn--"), "{name:?}");
        } else {
            assert_eq!(uri, iri.to_uri(), "{name:?}");
        }
    }
    // A domain name that IDNA refuses, or that is not UTF-8 once decoded, is still an error.
    assert!(
        IriRef::parse("//%FF.example/")
            .unwrap()
            .to_uri_idna()
            .is_err()
    );
    assert!(
        IriRef::parse("//\u{301}a.example/")
            .unwrap()
            .to_uri_idna()
            .is_err()
    );
    // ToUnicode likewise: an A-label in a name that is not a domain name is left as it is.
    let uri = Uri::parse("http://xn--9ca.ex_ample/").unwrap();
    assert_eq!(uri.to_iri_idna().unwrap(), uri.to_iri());
    let uri = Uri::parse("http://xn--9ca.example/").unwrap();
    assert_eq!(
        uri.to_iri_idna().unwrap().host_str(),
        Some("\u{e9}.example")
    );
}
