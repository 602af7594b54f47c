//! The promises of the API: conversions, equality, Debug, errors, stack and heap use.

use crate::util;

use std::collections::HashSet;

use rfc3986::{Host, RelativeRef, Rule, Uri, UriRef};

#[test]
fn a_parsed_value_owns_one_allocation() {
    for input in [
        "foo://user:pw@example.com:8042/over/there?name=ferret#nose",
        "//[2001:db8::7]/a/b/c",
        "../a/b?q",
    ] {
        let before = util::alloc::live();
        let r = UriRef::parse(input).unwrap();
        let after = util::alloc::live();
        assert_eq!(after - before, 1, "{input}");
        drop(r);
    }
}

/// Parsing needs no heap per byte of input beyond the value's own copy of the text: what pest allocates on
/// the way (its state and token queue) does not grow with the length of a path, query or host.
#[test]
fn parsing_needs_no_heap_per_byte_beyond_the_value() {
    type Shape = (&'static str, fn(usize) -> String);
    let shapes: [Shape; 4] = [
        ("long query", |n| {
            format!("http://example.com/?{}", "a=b&".repeat(n / 4))
        }),
        ("many path segments", |n| {
            format!("http://example.com{}", "/a".repeat(n / 2))
        }),
        ("long reg-name", |n| {
            format!("http://{}/", "a.".repeat(n / 2))
        }),
        ("long fragment", |n| format!("#{}", "x".repeat(n))),
    ];
    for (name, make) in shapes {
        let extra = |n: usize| {
            let input = make(n);
            let (r, peak) = util::alloc::peak_bytes(|| UriRef::parse(&input).unwrap());
            let value = r.as_str().len() as isize;
            peak - value
        };
        let (small, large) = (extra(1 << 20), extra(4 << 20));
        assert!(
            large < 64 * 1024,
            "{name}: {large} bytes beyond the value at 4 MiB"
        );
        assert!(
            large <= small + 4096,
            "{name}: {small} bytes at 1 MiB, {large} at 4 MiB"
        );
    }
}

#[test]
fn parses_on_a_64_kib_stack() {
    let long = format!(
        "http://example.com/{}?{}",
        "a/".repeat(10_000),
        "q".repeat(10_000)
    );
    let handle = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || {
            let r = UriRef::parse(&long).map(|r| r.path().segments().count());
            let e = UriRef::parse("http://[::1")
                .map(|_| ())
                .unwrap_err()
                .index();
            let ipv6 = Rule::Ipv6Address.matches("1:2:3:4:5:6:1.2.3.4");
            (r, e, ipv6)
        })
        .unwrap();
    let (segments, err, ipv6) = handle.join().expect("no stack overflow");
    assert_eq!(segments, Ok(10_002));
    assert!(err > 0);
    assert!(ipv6);
}

#[test]
fn undefined_differs_from_empty() {
    let with = UriRef::parse("http://a?#").unwrap();
    let without = UriRef::parse("http://a").unwrap();
    assert_eq!(with.query(), Some(""));
    assert_eq!(with.fragment(), Some(""));
    assert_eq!(without.query(), None);
    assert_eq!(without.fragment(), None);
    assert_ne!(with, without);
    let port = UriRef::parse("http://a:/").unwrap();
    assert_eq!(port.port(), Some(""));
    assert_eq!(port.port_u16(), None);
    assert_eq!(UriRef::parse("http://a/").unwrap().port(), None);
    assert_eq!(
        UriRef::parse("http://a:99999").unwrap().port(),
        Some("99999")
    );
    assert_eq!(UriRef::parse("http://a:99999").unwrap().port_u16(), None);
    assert_eq!(
        UriRef::parse("http://a:065535").unwrap().port_u16(),
        Some(65535)
    );
}

#[test]
fn conversions() {
    let r: UriRef = "http://a/b".parse().unwrap();
    let r2 = UriRef::try_from("http://a/b").unwrap();
    assert_eq!(r, r2);
    assert_eq!(r.as_ref(), "http://a/b");
    let uri = Uri::try_from(r.clone()).unwrap();
    assert_eq!(uri.scheme(), "http");
    assert_eq!(UriRef::from(uri), r);
    let rel = RelativeRef::try_from(UriRef::parse("b/c").unwrap()).unwrap();
    assert_eq!(UriRef::from(rel).as_str(), "b/c");
    let err = RelativeRef::try_from(r.clone()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the reference is a URI where a relative reference was expected"
    );
    assert_eq!(err.into_inner(), r);
    assert!(matches!(
        UriRef::parse("x").unwrap().into_kind(),
        rfc3986::UriKind::Relative(_)
    ));
    assert!(Uri::parse("x").is_err());
    assert!(RelativeRef::parse("x:y").is_err());
    assert!(!Uri::parse("x:y#f").unwrap().is_absolute_uri());
    assert!(Uri::parse_absolute("x:y#f").is_err());
}

#[test]
fn equality_and_hash_follow_the_string() {
    let set: HashSet<UriRef> = ["http://a/", "http://a/", "HTTP://a/", "http://a"]
        .iter()
        .map(|s| UriRef::parse(s).unwrap())
        .collect();
    assert_eq!(set.len(), 3);
    let mut v: Vec<UriRef> = ["b:", "a:", "#"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    v.sort();
    let sorted: Vec<&str> = v.iter().map(|r| r.as_str()).collect();
    assert_eq!(sorted, ["#", "a:", "b:"]);
}

#[test]
fn debug_lists_components_without_the_password() {
    let r = UriRef::parse("https://alice:s3cret@example.com:8443/p?q#f").unwrap();
    let debug = format!("{r:?}");
    assert!(!debug.contains("s3cret"), "{debug}");
    assert_eq!(
        debug,
        r#"UriRef { scheme: Some("https"), userinfo: Some("alice:<redacted>"), host: Some(RegName("example.com")), port: Some("8443"), path: "/p", query: Some("q"), fragment: Some("f") }"#
    );
    let authority = format!("{:?}", r.authority().unwrap());
    assert!(!authority.contains("s3cret"), "{authority}");
    // Display is the exact reference.
    assert_eq!(r.to_string(), "https://alice:s3cret@example.com:8443/p?q#f");
}

#[test]
fn errors_name_the_rfc_rules_and_never_echo_the_input() {
    util::assert_err(
        "http://[::1]:80a/",
        "invalid URI reference at index 15: unexpected \"a\", expected port or path-abempty",
    );
    util::assert_err(
        "http://example.com:80a/",
        "invalid URI reference at index 22: the port is digits only (3.2.3), and \"a\" at index 21 is not one; \
         unexpected \"/\", expected authority or userinfo",
    );
    util::assert_err(
        "http://a b",
        "invalid URI reference at index 8: unexpected \" \" (space), expected reg-name or path-abempty",
    );
    util::assert_err(
        "//a/b#c#d",
        "invalid URI reference at index 7: unexpected \"#\", expected fragment",
    );
    util::assert_err(
        "http://[::g]/",
        "invalid URI reference at index 10: unexpected \"g\", expected IP-literal or h16",
    );
    util::assert_err(
        "http://[::1",
        "invalid URI reference at index 11: expected IP-literal or h16",
    );
    let e = Uri::parse("//a").unwrap_err();
    assert_eq!(e.rule(), Rule::Uri);
    assert!(e.to_string().starts_with("invalid URI at index 0"), "{e}");
    let e = RelativeRef::parse("a:b").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("invalid relative reference at index 1"),
        "{e}"
    );
    let e = Rule::DecOctet.check("256").unwrap_err();
    assert_eq!(e.rule(), Rule::DecOctet);
    assert!(
        e.to_string().starts_with("invalid dec-octet at index 2"),
        "{e}"
    );

    let secret = "http://user:hunter2hunter2@exa mple.com/";
    let e = UriRef::parse(secret).unwrap_err();
    assert!(!e.to_string().contains("hunter2"), "{e}");
    // An error inside the password says so without showing the character (here the space).
    let e = UriRef::parse("http://user:hunter2 hunter2@example.com/").unwrap_err();
    assert_eq!(e.found(), Some(' '));
    assert_eq!(e.index(), 19);
    assert!(!e.to_string().contains("\" \""), "{e}");
    assert!(
        e.to_string()
            .contains("unexpected character in the password (not shown)"),
        "{e}"
    );
    assert!(!format!("{e:?}").contains("hunter2"), "{e:?}");

    fn is_error<E: std::error::Error + Send + Sync + 'static>(_: &E) {}
    is_error(&e);
}

#[test]
fn hosts_are_typed() {
    let host = |s: &str| UriRef::parse(s).unwrap().host().map(|h| h.to_owned_kind());
    trait OwnedKind {
        fn to_owned_kind(&self) -> String;
    }
    impl OwnedKind for Host<'_> {
        fn to_owned_kind(&self) -> String {
            format!("{:?}", self)
        }
    }
    assert_eq!(host("//192.0.2.16").as_deref(), Some("Ipv4(192.0.2.16)"));
    assert_eq!(host("//[::1]").as_deref(), Some("Ipv6(::1)"));
    assert_eq!(
        host("//[v7.fe80::1]").as_deref(),
        Some("IpvFuture(\"v7.fe80::1\")")
    );
    assert_eq!(
        host("//ex%41mple").as_deref(),
        Some("RegName(\"ex%41mple\")")
    );
    assert_eq!(host("//").as_deref(), Some("RegName(\"\")"));
    assert_eq!(host("/a").as_deref(), None);
}

#[test]
fn path_segments() {
    let segs = |s: &str| {
        UriRef::parse(s)
            .unwrap()
            .path()
            .segments()
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(segs("http://a"), Vec::<String>::new());
    assert_eq!(segs("http://a/"), ["", ""]);
    assert_eq!(segs("a/b"), ["a", "b"]);
    assert_eq!(segs("/a%2Fb/c"), ["", "a%2Fb", "c"]);
    assert!(UriRef::parse("/a").unwrap().path().is_absolute());
    assert!(!UriRef::parse("a").unwrap().path().is_absolute());
    assert!(UriRef::parse("?q").unwrap().path().is_empty());
}

/// Found by the `resolve` fuzz target's seeds: `Authority` compared the whole text of the reference it
/// belongs to and its spans there, so the same authority in two references was unequal.
#[test]
fn authorities_compare_by_their_text() {
    let a = UriRef::parse("//h:1/a").unwrap();
    let b = UriRef::parse("s://h:1?q").unwrap();
    assert_eq!(a.authority(), b.authority());
    let c = UriRef::parse("//h:2/a").unwrap();
    assert_ne!(a.authority(), c.authority());
    assert_ne!(a.authority(), UriRef::parse("//u@h:1").unwrap().authority());
}
