//! Hostile inputs for the IRI surface (RFC 3987): multi-MiB inputs of non-ASCII characters, of bidi
//! formatting characters and of `%` signs, and every IRI entry point on a 64 KiB thread stack. No panic,
//! and the error lands on the byte that breaks the input.

use rfc3986::{Iri, IriRef, Normalization, Rule, Uri};

const N: usize = 2 * 1024 * 1024;

#[test]
fn huge_non_ascii_inputs() {
    // 2 MiB of "é" (4 MiB of UTF-8) in each component.
    let e = "é".repeat(N);
    let r = IriRef::parse(&format!("http://{e}@{e}/{e}?{e}#{e}")).unwrap();
    assert_eq!(r.host_str().map(str::len), Some(2 * N));
    assert_eq!(r.fragment().map(str::len), Some(2 * N));
    // The mapping to a URI triples each octet: linear, and it parses.
    let uri = IriRef::parse(&format!("/{e}")).unwrap().to_uri();
    assert_eq!(uri.as_str().len(), 1 + 6 * N);
    // A character no rule takes, after megabytes of valid ones: the error is at its byte.
    let err = IriRef::parse(&format!("/{e}\u{FFFF}")).unwrap_err();
    assert_eq!(err.index(), 1 + 2 * N);
}

#[test]
fn huge_bidi_and_percent_inputs() {
    let bidi = "\u{202E}".repeat(N);
    let err = IriRef::parse(&format!("http://h/{bidi}")).unwrap_err();
    assert_eq!(
        (err.index(), err.bidi_formatting_character()),
        (9, Some('\u{202E}'))
    );
    // The grammar alone takes them (they are ucschar).
    assert!(Rule::Isegment.matches(&bidi));
    // "http://h/%" is the start of "http://h/%25": the error is at the second "%", at any length.
    let err = IriRef::parse(&format!("http://h/{}", "%".repeat(N))).unwrap_err();
    assert_eq!(err.index(), 10);
    // Percent-encoded octets that are not UTF-8 stay encoded through to_iri.
    let uri = Uri::parse(&format!("s:/{}", "%FF".repeat(N / 4))).unwrap();
    assert_eq!(uri.to_iri().as_str(), uri.as_str());
}

#[test]
fn iri_entry_points_on_a_64_kib_stack() {
    let results = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let long = format!(
                "http://{}/{}?{}",
                "é".repeat(1 << 18),
                "ü/".repeat(1 << 18),
                "\u{E000}".repeat(1 << 18)
            );
            let iri = Iri::parse(&long).expect("valid");
            let base = Iri::parse("http://a/b/c/d;p?q").unwrap();
            let target =
                base.resolve(&IriRef::parse(&format!("../{}", "é/".repeat(1 << 16))).unwrap());
            let normalized = iri.normalize(Normalization::Syntax);
            let relative = base.relativize(&target);
            let uri = iri.to_uri();
            let tree = Rule::IriReference
                .tree("http://é/ü")
                .map(|t| t.walk().count());
            let bad =
                IriRef::parse(&format!("http://[{}", "é".repeat(1 << 18))).map_err(|e| e.index());
            (
                normalized.as_str().len() == long.len(),
                base.resolve(&relative) == target,
                uri.to_iri() == iri,
                tree.is_ok(),
                bad,
            )
        })
        .unwrap()
        .join()
        .expect("no stack overflow");
    assert_eq!(results, (true, true, true, true, Err(8)));
}
