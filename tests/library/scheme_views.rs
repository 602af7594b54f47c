//! The typed views of `rfc3986::scheme`: what each gives, and the equivalence of URNs.

use std::collections::HashSet;

use rfc3986::scheme::{File, Http, Mailto, Prose, SchemeError, Urn};
use rfc3986::{Rule, Uri};

fn uri(s: &str) -> Uri {
    Uri::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

#[test]
fn urn_equivalence_is_rfc_8141_3_1() {
    let same = [
        "urn:example:a%2cb",
        "URN:EXAMPLE:a%2Cb",
        "uRn:ExAmPlE:a%2cb?+r",
        "urn:example:a%2cb?=q#f",
    ];
    let urns: Vec<Uri> = same.iter().map(|s| uri(s)).collect();
    let views: Vec<Urn<'_>> = urns.iter().map(|u| Urn::try_from(u).unwrap()).collect();
    let set: HashSet<&Urn<'_>> = views.iter().collect();
    assert_eq!(set.len(), 1, "equal URNs hash alike");
    for other in [
        "urn:example:A%2cb",
        "urn:example:a,b",
        "urn:example2:a%2cb",
        "urn:example:a%2cb/",
    ] {
        let u = uri(other);
        assert_ne!(Urn::try_from(&u).unwrap(), views[0], "{other}");
    }
}

#[test]
fn urn_prose_and_errors() {
    for (s, informal) in [
        ("urn:urn-1:x", false),
        ("urn:urn-0:x", true),
        ("urn:urn-abc:x", true),
        ("urn:urnx:y", false),
    ] {
        let u = uri(s);
        assert_eq!(
            Urn::try_from(&u).unwrap().prose() == [Prose::InformalNid],
            informal,
            "{s}"
        );
    }
    let u = uri("urn:x:y");
    let Err(SchemeError::Syntax(err)) = Urn::try_from(&u) else {
        panic!("a one-letter NID")
    };
    assert_eq!(err.rule(), Rule::Namestring);
    let u = uri("urn:ab:");
    assert!(Urn::try_from(&u).is_err(), "an NSS is one pchar at least");
}

#[test]
fn http_ports_and_targets() {
    for (s, port, target) in [
        ("http://h", Some(80), "/"),
        ("https://h:/", Some(443), "/"),
        ("ws://h:8080/chat?x", Some(8080), "/chat?x"),
        ("wss://h/?", Some(443), "/?"),
        ("http://h:99999/", None, "/"),
        ("http://h:00000000000000000443/", Some(443), "/"),
    ] {
        let u = uri(s);
        let http = Http::try_from(&u).unwrap();
        assert_eq!(
            (http.port(), http.request_target().as_str()),
            (port, target),
            "{s}"
        );
    }
    let u = uri("ftp://h/");
    assert!(matches!(
        Http::try_from(&u),
        Err(SchemeError::OtherScheme { .. })
    ));
    let u = uri("https:/x");
    assert!(matches!(Http::try_from(&u), Err(SchemeError::Syntax(_))));
}

#[test]
fn file_hosts() {
    for (s, host, local) in [
        ("file:/p", None, true),
        ("file:///p", Some(""), true),
        ("file://localhost/p", Some("localhost"), true),
        ("file://LocalHost/p", Some("LocalHost"), true),
        ("file://localhostx/p", Some("localhostx"), false),
        ("file://[::1]/p", Some("[::1]"), false),
    ] {
        let u = uri(s);
        let file = File::try_from(&u).unwrap();
        assert_eq!(
            (file.host(), file.is_local(), file.path()),
            (host, local, "/p"),
            "{s}"
        );
    }
    // Neither RFC 3986 nor RFC 8089 as updated by RFC 9844 has zone identifiers.
    assert!(Uri::parse("file://[fe80::1%25eth0]/x").is_err());
    assert!(!Rule::FileUri.matches("file://[fe80::1%25eth0]/x"));
}

#[test]
fn mailto_addresses_and_headers() {
    let u = uri("mailto:%22not%40me%22@example.org?Subject=Hi&subject=again&body=a%20b");
    let m = Mailto::try_from(&u).unwrap();
    assert_eq!(m.addresses(), ["\"not@me\"@example.org"]);
    assert_eq!(m.headers().len(), 3);
    assert_eq!(m.body().as_deref(), Some("a b"));
    let u = uri("mailto:a/b=c@x");
    assert_eq!(
        Mailto::try_from(&u).unwrap().prose(),
        [
            Prose::UnencodedInAddrSpec('/'),
            Prose::UnencodedInAddrSpec('=')
        ]
    );
    let u = uri("mailto:");
    let m = Mailto::try_from(&u).unwrap();
    assert_eq!((m.to(), m.hfields(), m.addresses().len()), (None, None, 0));
}

/// The views on long inputs, on a thread with a 64 KiB stack: no recursion, no panic.
#[test]
fn long_inputs_on_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let n = 1 << 20;
            let long = "a".repeat(n);
            let http = uri(&format!("http://{long}/{long}?{long}"));
            assert_eq!(Http::try_from(&http).unwrap().host().len(), n);
            let urn = uri(&format!("urn:ab:{long}?+{long}?={long}"));
            assert_eq!(Urn::try_from(&urn).unwrap().nss().len(), n);
            let file = uri(&format!("file:///{}", "a/".repeat(n / 2)));
            #[cfg(feature = "std")]
            assert!(
                File::try_from(&file)
                    .unwrap()
                    .to_path_with(rfc3986::PathStyle::Unix)
                    .is_ok()
            );
            #[cfg(not(feature = "std"))]
            assert_eq!(File::try_from(&file).unwrap().path().len(), n + 1);
            let mailto = uri(&format!(
                "mailto:{}a@x?{}",
                "a,".repeat(0),
                "s=1&".repeat(n / 4) + "b=2"
            ));
            assert_eq!(
                Mailto::try_from(&mailto).unwrap().headers().len(),
                n / 4 + 1
            );
            let many = uri(&format!("mailto:{}", vec!["a@x"; n / 4].join(",")));
            assert_eq!(Mailto::try_from(&many).unwrap().addresses().len(), n / 4);
            let parens = uri(&format!("mailto:{}", "(".repeat(n)));
            assert!(Mailto::try_from(&parens).is_err());
        })
        .unwrap()
        .join()
        .unwrap();
}
