//! Conversions and comparisons with strings, between the reference types, serde, and what they allocate.

use crate::util;

use std::collections::{BTreeSet, HashMap};

use rfc3986::{RelativeRef, Uri, UriKind, UriRef};

#[test]
fn try_from_string_keeps_the_string() {
    let text = String::from("http://example.com/a?b#c");
    let ptr = text.as_ptr();
    let before = util::alloc::live();
    let uri = Uri::try_from(text).unwrap();
    assert_eq!(
        util::alloc::live(),
        before,
        "TryFrom<String> kept an allocation of its own"
    );
    let back = String::from(uri);
    assert_eq!(back.as_ptr(), ptr);
    assert_eq!(back, "http://example.com/a?b#c");

    let r = UriRef::try_from(String::from("../a")).unwrap();
    assert_eq!(r, "../a");
    let r = RelativeRef::try_from(String::from("//h")).unwrap();
    assert_eq!(String::from(r), "//h");
    // A string that does not parse comes back, the same allocation.
    let refused = String::from("//h");
    let ptr = refused.as_ptr();
    let err = Uri::try_from(refused).unwrap_err();
    assert_eq!(err.error(), Uri::parse("//h").unwrap_err());
    assert_eq!(err.to_string(), Uri::parse("//h").unwrap_err().to_string());
    let back = err.into_inner();
    assert_eq!((back.as_str(), back.as_ptr()), ("//h", ptr));
    let debug = format!(
        "{:?}",
        UriRef::try_from(String::from("http://u:pw@h/ x")).unwrap_err()
    );
    assert!(
        !debug.contains("pw") && debug.contains("<redacted>"),
        "{debug}"
    );
    assert!(RelativeRef::try_from(String::from("a:b")).is_err());
}

#[test]
fn an_edited_value_owns_one_allocation() {
    let mut r = UriRef::parse("http://example.com/").unwrap();
    let before = util::alloc::live();
    r.set_query("q=1").unwrap();
    r.set_path("/a/b").unwrap();
    r.set_host(std::net::Ipv6Addr::LOCALHOST).unwrap();
    r.clear_query();
    // The old text was freed and the new one kept: still one allocation.
    assert_eq!(util::alloc::live(), before);
    assert_eq!(r, "http://[::1]/a/b");
    let before = util::alloc::live();
    let built = rfc3986::Builder::new()
        .scheme("s")
        .path("p")
        .build()
        .unwrap();
    assert_eq!(util::alloc::live() - before, 1);
    assert_eq!(built, "s:p");
}

#[test]
fn equality_with_strings_both_ways() {
    let uri = Uri::parse("http://a/b").unwrap();
    let r = UriRef::parse("http://a/b").unwrap();
    let rel = RelativeRef::parse("b").unwrap();
    assert!(uri == "http://a/b");
    assert!("http://a/b" == uri);
    assert!(uri == *"http://a/b");
    assert!(*"http://a/b" == uri);
    let owned = String::from("http://a/b");
    assert!(uri == owned);
    assert!(owned == uri);
    assert!(uri != "http://a/c");
    assert!(r == "http://a/b");
    assert!("http://a/b" == r);
    assert!(rel == "b");
    assert!("b" == rel);
    assert!(rel != "c");
    // Across the types: the same text.
    assert!(r == uri);
    assert!(uri == r);
    let rel_ref = UriRef::from(rel.clone());
    assert!(rel_ref == rel);
    assert!(rel == rel_ref);
    assert!(r != UriRef::parse("http://A/b").unwrap()); // not normalized
}

#[test]
fn lookups_by_str() {
    let set: BTreeSet<Uri> = ["http://b", "http://a"]
        .iter()
        .map(|s| Uri::parse(s).unwrap())
        .collect();
    assert!(set.contains("http://a"));
    assert!(!set.contains("http://c"));
    let map: HashMap<UriRef, u8> = HashMap::from([(UriRef::parse("../x").unwrap(), 7)]);
    assert_eq!(map.get("../x"), Some(&7));
}

#[test]
fn conversions_between_the_types() {
    let r = UriRef::parse("a:b").unwrap();
    let kind = UriKind::from(r.clone());
    assert!(matches!(&kind, UriKind::Uri(u) if u.scheme() == "a"));
    assert_eq!(UriRef::from(kind), r);
    let uri = Uri::try_from(r.clone()).unwrap();
    assert_eq!(UriRef::from(uri), r);
    let err = RelativeRef::try_from(r.clone()).unwrap_err();
    assert_eq!(err.into_inner(), r);
    let rel = RelativeRef::try_from(UriRef::parse("b").unwrap()).unwrap();
    assert_eq!(UriRef::from(UriKind::Relative(rel)), "b");
    let s: String = UriRef::parse("x").unwrap().into();
    assert_eq!(s, "x");
}

#[cfg(feature = "serde")]
#[test]
fn serde_as_the_string_through_the_parser() {
    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    struct Link {
        href: UriRef,
        base: Uri,
        rel: RelativeRef,
    }
    let link = Link {
        href: UriRef::parse("../a?b#c").unwrap(),
        base: Uri::parse("http://u:p@h/").unwrap(),
        rel: RelativeRef::parse("//h/x").unwrap(),
    };
    let json = serde_json::to_string(&link).unwrap();
    assert_eq!(
        json,
        r#"{"href":"../a?b#c","base":"http://u:p@h/","rel":"//h/x"}"#
    );
    assert_eq!(serde_json::from_str::<Link>(&json).unwrap(), link);
    // From a borrowed and an owned string alike.
    let from_value: Uri = serde_json::from_value(serde_json::Value::String("a:b".into())).unwrap();
    assert_eq!(from_value, "a:b");

    let err = serde_json::from_str::<Uri>(r#""//h""#)
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with(&Uri::parse("//h").unwrap_err().to_string()),
        "{err}"
    );
    let err = serde_json::from_str::<UriRef>(r#""http://u:secret @h""#)
        .unwrap_err()
        .to_string();
    let parse_err = UriRef::parse("http://u:secret @h").unwrap_err().to_string();
    assert!(err.starts_with(&parse_err), "{err}");
    assert!(!err.contains("secret"), "{err}");
    let err = serde_json::from_str::<RelativeRef>("1")
        .unwrap_err()
        .to_string();
    assert!(err.contains("a relative reference"), "{err}");
}
